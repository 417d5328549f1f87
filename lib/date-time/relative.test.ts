import { timeAgo } from './relative';

describe('timeAgo', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it.each([
    [0, 'just now'],
    [-30, 'just now'],
    [45, '45 seconds ago'],
    [60, '1 minute ago'],
    [3 * 3600, '3 hours ago'],
    [26 * 3600, '1 day ago'],
    [15 * 86400, '2 weeks ago'],
    [40 * 86400, '1 month ago'],
    [400 * 86400, '1 year ago'],
  ])('%i seconds → %s', (seconds, words) => {
    expect(timeAgo(new Date(now.getTime() - seconds * 1000), now)).toBe(words);
  });

  it('says nothing for an unreadable date', () => {
    expect(timeAgo(new Date('nope'), now)).toBe('');
  });
});
