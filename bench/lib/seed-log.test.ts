import { seedFromLog } from './seed-log';

describe('the upstream seed line', () => {
  it('reads the people and the seconds', () => {
    const log = 'upstream seeded /tmp/bench-big.sqlite: 1054 people, 4 roles, 71 permissions in 6.4 s\nupstream listening on http://127.0.0.1:8610\n';
    expect(seedFromLog(log)).toEqual({ people: 1054, seconds: 6.4 });
  });

  it('takes the last seed of a log with several starts', () => {
    const log = 'upstream seeded a.sqlite: 54 people, 4 roles, 71 permissions in 0.8 s\nupstream seeded b.sqlite: 1054 people, 4 roles, 71 permissions in 12.0 s\n';
    expect(seedFromLog(log)).toEqual({ people: 1054, seconds: 12 });
  });

  it('has no seconds from an upstream that does not time its seed, and nothing when it did not seed', () => {
    expect(seedFromLog('upstream seeded a.sqlite: 54 people, 4 roles, 71 permissions\n')).toEqual({ people: 54, seconds: null });
    expect(seedFromLog('upstream listening on http://127.0.0.1:8610\n')).toBeNull();
  });
});
