import { execFileSync } from 'node:child_process';
import { datesBetween, isCalendarDate, isoDay, isoWeekNumber, monthGrid, monthLabel, shiftMonth, weekdayOrder, weekStart } from '@/lib/date-time/calendar';

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

  it('accepts real calendar dates only', () => {
    for (const date of ['2026-03-11', '2024-02-29', '2026-12-31', '2026-01-01']) expect(isCalendarDate(date)).toBe(true);
    for (const date of ['2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-3-1', '2026-03-11 10:00:00', 'yesterday', '']) {
      expect(isCalendarDate(date)).toBe(false);
    }
  });

  it('counts whole days in any zone, across DST changes and zones that skip midnight', () => {
    // Jest's process.env does not reach the engine's zone, so a child Node process walks the zones.
    // Santiago and Havana have changed the clock at midnight: that local midnight does not exist.
    const script = `
      const { datesBetween, daysBetween, isoDay, shiftDate } = require('./lib/date-time/calendar.ts');
      const out = {};
      for (const tz of ['UTC', 'Europe/Berlin', 'America/Santiago', 'America/Havana', 'Pacific/Apia', 'Asia/Tokyo']) {
        process.env.TZ = tz;
        const year = datesBetween('2025-12-25', '2027-01-05');
        out[tz] = {
          offset: [1, 6].map((month) => new Date(Date.UTC(2026, month, 1)).getTimezoneOffset()).join('/'),
          count: year.length,
          distinct: new Set(year).size,
          first: year[0],
          last: year.at(-1),
          steps: year.every((date, i) => i === 0 || shiftDate(year[i - 1], 1) === date),
          days: daysBetween('2026-03-01', '2026-11-30'),
          back: shiftDate('2026-03-29', -1),
          sunday: isoDay('2026-09-06'),
        };
      }
      process.stdout.write(JSON.stringify(out));`;
    const out = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: process.cwd(), encoding: 'utf8' })) as Record<string, Record<string, unknown>>;
    expect(new Set(Object.values(out).map((zone) => zone.offset)).size).toBe(6);
    for (const zone of Object.values(out)) {
      expect(zone).toEqual({ offset: zone.offset, count: 377, distinct: 377, first: '2025-12-25', last: '2027-01-05', steps: true, days: 274, back: '2026-03-28', sunday: 7 });
    }
  });
});
