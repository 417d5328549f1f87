import { daysInMonth, shiftDate, weekStart } from '@/lib/date-time/calendar';

/**
 * The span of days the bird view and the shift calendar show, and the tenant's
 * today. The spec names no period in either answer (bird-view/all-data returns
 * data, meta, leave_spent_types and a welcome wizard; shift-calendar/index its
 * actionLog): an answer that states one (the reference upstream's) is taken as
 * it is; otherwise the period is the days the answer's rows list, and without
 * rows what the page asked for. Today is the tenant's, from /authorization's
 * server_time. Client-safe.
 */

export interface Period {
  start: string;
  end: string;
  today: string;
}

/** The shift calendar shows a week. */
export const SHIFT_CALENDAR_DAYS = 7;

interface Rows {
  data: readonly { days: readonly { date: string }[] }[];
  period?: Period;
}

/** The first and last date the rows list, or null when they list none. */
function spanOfRows(rows: Rows['data']): { start: string; end: string } | null {
  let start: string | null = null;
  let end: string | null = null;
  for (const row of rows) {
    for (const { date } of row.days) {
      if (start === null || date < start) start = date;
      if (end === null || date > end) end = date;
    }
  }
  return start !== null && end !== null ? { start, end } : null;
}

const todayOf = (serverTime: string) => serverTime.slice(0, 10);

/** The bird view's period; without rows, the calendar month asked for (this month on the tenant's clock when none). */
export function birdViewPeriod(view: Rows, asked: { month?: string; serverTime: string }): Period {
  if (view.period) return view.period;
  const today = todayOf(asked.serverTime);
  const span = spanOfRows(view.data);
  if (span) return { ...span, today };
  const month = asked.month ?? today.slice(0, 7);
  return { start: `${month}-01`, end: `${month}-${String(daysInMonth(month)).padStart(2, '0')}`, today };
}

/** The shift calendar's week; without rows, the seven days from the start asked for, or from this week's first day (first_day_of_week). */
export function shiftCalendarPeriod(calendar: Rows, asked: { start?: string; serverTime: string; firstDayOfWeek: number }): Period {
  if (calendar.period) return calendar.period;
  const today = todayOf(asked.serverTime);
  const span = spanOfRows(calendar.data);
  if (span) return { ...span, today };
  const start = asked.start ?? weekStart(today, asked.firstDayOfWeek);
  return { start, end: shiftDate(start, SHIFT_CALENDAR_DAYS - 1), today };
}
