import { datesBetween, isoDay, isoWeekNumber, monthGrid, monthLabel, shiftMonth, weekdayOrder, weekStart } from '@/lib/date-time/calendar';

describe('calendar layout', () => {
  it('numbers weekdays the ISO way (Sunday is 7)', () => {
    expect(isoDay('2026-03-01')).toBe(7);
    expect(isoDay('2026-03-02')).toBe(1);
    expect(isoDay('2026-03-07')).toBe(6);
  });

  it('finds the first day of the week holding a date, for any first day of week', () => {
    // Wednesday 2026-03-11: a shift assignment from that day shows the whole week around it.
    expect(weekStart('2026-03-11', 1)).toBe('2026-03-09');
    expect(weekStart('2026-03-09', 1)).toBe('2026-03-09');
    expect(weekStart('2026-03-11', 7)).toBe('2026-03-08');
    expect(weekStart('2026-03-11', 6)).toBe('2026-03-07');
    expect(weekStart('2026-03-01', 1)).toBe('2026-02-23');
  });

  it('numbers ISO weeks, across the turn of the year', () => {
    expect(isoWeekNumber('2026-01-01')).toBe(1);
    expect(isoWeekNumber('2025-12-29')).toBe(1);
    expect(isoWeekNumber('2027-01-01')).toBe(53);
    expect(isoWeekNumber('2026-03-10')).toBe(11);
  });

  it('starts grid weeks on Monday by default', () => {
    const { weekdays, weeks } = monthGrid('2026-03');
    expect(weekdays).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // March 2026 starts on a Sunday: the first row is 23 Feb – 1 Mar.
    expect(weeks[0]!.days[0]).toEqual({ date: '2026-02-23', inMonth: false });
    expect(weeks[0]!.days[6]).toEqual({ date: '2026-03-01', inMonth: true });
    expect(weeks.at(-1)!.days.at(-1)!.date).toBe('2026-04-05');
    expect(weeks).toHaveLength(6);
    expect(weeks.map((week) => week.isoWeek)).toEqual([9, 10, 11, 12, 13, 14]);
    for (const week of weeks) expect(isoDay(week.days[0]!.date)).toBe(1);
  });

  it('starts grid weeks on the server’s first day of week', () => {
    const sunday = monthGrid('2026-03', 7);
    expect(sunday.weekdays).toEqual([7, 1, 2, 3, 4, 5, 6]);
    expect(sunday.weeks[0]!.days[0]).toEqual({ date: '2026-03-01', inMonth: true });
    expect(sunday.weeks).toHaveLength(5);
    for (const week of sunday.weeks) expect(isoDay(week.days[0]!.date)).toBe(7);
    // The row of Sunday 1 March holds Thursday 5 March: ISO week 10.
    expect(sunday.weeks[0]!.isoWeek).toBe(10);

    const saturday = monthGrid('2026-02', 6);
    expect(saturday.weekdays[0]).toBe(6);
    expect(saturday.weeks[0]!.days[0]!.date).toBe('2026-01-31');
    expect(weekdayOrder(3)).toEqual([3, 4, 5, 6, 7, 1, 2]);
    expect(weekdayOrder(0)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('covers every day of the month exactly once', () => {
    for (const first of [1, 2, 3, 4, 5, 6, 7]) {
      const inMonth = monthGrid('2024-02', first).weeks.flatMap((week) => week.days.filter((day) => day.inMonth).map((day) => day.date));
      expect(inMonth).toEqual(datesBetween('2024-02-01', '2024-02-29'));
    }
  });

  it('moves between months and names them', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(monthLabel('2026-03')).toBe('March 2026');
  });
});
