import { summarise, type TestOutcome } from './e2e-reporter';

const test = (title: string, outcome: TestOutcome['outcome'], durationMs = 1000): TestOutcome => ({ title, outcome, durationMs });

describe('the e2e summary', () => {
  it('lists the ten slowest tests that ran, slowest first', () => {
    const outcomes = Array.from({ length: 12 }, (_, index) => test(`t${index}`, 'expected', (index + 1) * 1000));
    const { lines } = summarise([...outcomes, test('skipped', 'skipped', 99_000)]);
    expect(lines[0]).toBe('Slowest 10 tests:');
    expect(lines[1]).toContain('12.0 s  t11');
    expect(lines[10]).toContain('t2');
    expect(lines.join('\n')).not.toContain('skipped');
  });

  it('passes at 2 % flaky and fails above it', () => {
    const fifty = (flaky: number) => Array.from({ length: 50 }, (_, index) => test(`t${index}`, index < flaky ? 'flaky' : 'expected'));
    expect(summarise(fifty(1)).failBecauseFlaky).toBe(false);
    const failing = summarise(fifty(2));
    expect(failing.failBecauseFlaky).toBe(true);
    expect(failing.lines).toContain('  flaky: t1');
    expect(failing.lines.at(-1)).toMatch(/^FAILED: more than 2 %/);
  });

  it('names every flaky test', () => {
    const { flaky, lines } = summarise([test('a', 'flaky'), test('b', 'unexpected'), test('c', 'expected')]);
    expect(flaky.map((item) => item.title)).toEqual(['a']);
    expect(lines).toContain('Flaky (passed on a retry): 1 of 3 (33.3 %, at most 2 % allowed)');
  });

  it('adds up the time of each spec file, longest first', () => {
    const { lines } = summarise([
      { title: 'a1', outcome: 'expected', durationMs: 2000, file: 'a.spec.ts' },
      { title: 'b1', outcome: 'expected', durationMs: 4000, file: 'b.spec.ts' },
      { title: 'a2', outcome: 'flaky', durationMs: 3500, file: 'a.spec.ts' },
      { title: 'b2', outcome: 'skipped', durationMs: 9000, file: 'b.spec.ts' },
    ]);
    const at = lines.indexOf('Time by spec file (its tests, all tries):');
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(at + 1, at + 3)).toEqual(['     5.5 s    2 tests  a.spec.ts', '     4.0 s    1 test   b.spec.ts']);
  });
});
