import { postedAt } from './time';

const clock = { timeZone: 'Europe/Berlin', dateFormat: 'DD.MM.YYYY', timeFormat: 2 };
const now = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('postedAt', () => {
  it('is relative for a week, then a date in the tenant format', () => {
    expect(postedAt(ago(20_000), now, clock).label).toBe('Just now');
    expect(postedAt(ago(5 * 60_000), now, clock).label).toBe('5 min ago');
    expect(postedAt(ago(3 * 3_600_000), now, clock).label).toBe('3 h ago');
    expect(postedAt(ago(2 * 86_400_000), now, clock).label).toBe('2 d ago');
    expect(postedAt(ago(9 * 86_400_000), now, clock).label).toBe('01.03.2026');
  });

  it('gives the full time in the tenant zone and time format', () => {
    expect(postedAt('2026-03-10T11:30:00Z', now, clock).full).toBe('10.03.2026 12:30');
    expect(postedAt('2026-03-10T11:30:00Z', now, { ...clock, timeFormat: 1 }).full).toBe('10.03.2026 12:30 PM');
  });

  it('never says "in the future" for a clock that runs behind', () => {
    expect(postedAt(new Date(now + 60_000).toISOString(), now, clock).label).toBe('Just now');
  });
});
