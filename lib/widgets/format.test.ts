import { anniversaryBadge } from './anniversary';
import { dayLabel, daysAgoLabel } from './format';

describe('sidebar card wording', () => {
  it('names days relative to the tenant’s today', () => {
    expect(dayLabel('2026-11-21', '2026-11-21', 'DD.MM.YYYY')).toBe('Today');
    expect(dayLabel('2026-11-22', '2026-11-21', 'DD.MM.YYYY')).toBe('Tomorrow');
    expect(dayLabel('2027-01-01', '2026-12-31', 'DD.MM.YYYY')).toBe('Tomorrow');
  });

  it('shows other days in the tenant’s date format, without the year', () => {
    expect(dayLabel('2026-11-26', '2026-11-21', 'DD.MM.YYYY')).toBe('Thu, 26.11');
    expect(dayLabel('2026-11-26', '2026-11-21', 'MM/DD/YYYY')).toBe('Thu, 11/26');
    expect(dayLabel('2026-11-26', '2026-11-21', 'YYYY-MM-DD')).toBe('Thu, 11-26');
    expect(dayLabel('2026-11-26', '2026-11-21', 'MMM D, YYYY')).toBe('Thu, Nov 26');
    expect(dayLabel('2026-11-26', '2026-11-21', 'D MMMM YYYY')).toBe('Thu, 26 November');
    expect(daysAgoLabel('2026-11-18', '2026-11-21')).toBe('3 days ago');
    expect(daysAgoLabel('2026-11-20', '2026-11-21')).toBe('yesterday');
  });

  it('gives anniversaries their badge: bronze from 1 year, silver from 3, gold from 5, platinum from 10', () => {
    expect([1, 2, 3, 4, 5, 9, 10, 25].map(anniversaryBadge)).toEqual(['bronze', 'bronze', 'silver', 'silver', 'gold', 'gold', 'platinum', 'platinum']);
  });
});
