import { datesBetween, daysBetween, monthGrid, monthOf, shiftDate, shiftMonth, weekStart } from '@/lib/date-time/calendar';

/**
 * The company calendar's rules shared by the BFF and the reference upstream
 * (spec part 1 §9: ISO weekdays, grid weeks from the server's first day of
 * week, dates "YYYY-MM-DD"). Client-safe.
 */

/** What the calendar shows, in the order a day lists them. */
export const CALENDAR_KINDS = ['holiday', 'leave', 'birthday', 'anniversary', 'shift'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

export const CALENDAR_KIND_NAMES: Readonly<Record<CalendarKind, string>> = {
  holiday: 'Holidays',
  leave: 'Leave',
  birthday: 'Birthdays',
  anniversary: 'Work anniversaries',
  shift: 'Shifts',
};

export const CALENDAR_VIEWS = ['month', 'week'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The longest range one call answers: a month grid is at most six weeks. */
export const CALENDAR_MAX_DAYS = 42;

/** A real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isYmd(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

export interface DateRange {
  from: string;
  to: string;
}

/** The days a view shows around `date`: the month's whole weeks, or the week holding it. */
export function calendarRange(view: CalendarView, date: string, firstDayOfWeek: number): DateRange {
  if (view === 'week') {
    const from = weekStart(date, firstDayOfWeek);
    return { from, to: shiftDate(from, 6) };
  }
  const { weeks } = monthGrid(monthOf(date), firstDayOfWeek);
  return { from: weeks[0]!.days[0]!.date, to: weeks.at(-1)!.days[6]!.date };
}

/** The date the previous (-1) or next (1) page of a view opens on: the first of the month, or the same weekday a week away. */
export function stepDate(view: CalendarView, date: string, step: -1 | 1): string {
  return view === 'week' ? shiftDate(date, 7 * step) : `${shiftMonth(monthOf(date), step)}-01`;
}

/** The field errors of a requested range (none when it is valid). */
export function rangeErrors(from: string | null, to: string | null): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!from) errors.from = ['The from field is required.'];
  else if (!isYmd(from)) errors.from = ['The from field must match the format Y-m-d.'];
  if (!to) errors.to = ['The to field is required.'];
  else if (!isYmd(to)) errors.to = ['The to field must match the format Y-m-d.'];
  if (Object.keys(errors).length) return errors;
  const days = daysBetween(from!, to!) + 1;
  if (days < 1) return { to: ['The to field must be a date after or equal to from.'] };
  if (days > CALENDAR_MAX_DAYS) return { to: [`The range may span at most ${CALENDAR_MAX_DAYS} days.`] };
  return {};
}

/** The dates of a range on which a yearly date (a birthday, a joining date) recurs; 29 February falls on the 28th in common years. */
export function yearlyOccurrences(ymd: string, range: DateRange): string[] {
  const first = Number(range.from.slice(0, 4));
  const last = Number(range.to.slice(0, 4));
  const found: string[] = [];
  for (let year = first; year <= last; year++) {
    const month = ymd.slice(5, 7);
    const day = month === '02' && ymd.slice(8) === '29' && !isLeapYear(year) ? '28' : ymd.slice(8, 10);
    const date = `${year}-${month}-${day}`;
    if (date >= range.from && date <= range.to) found.push(date);
  }
  return found;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The days of a span (start to end) that lie inside a range. */
export function clampDates(start: string, end: string, range: DateRange): string[] {
  return datesBetween(start > range.from ? start : range.from, end < range.to ? end : range.to);
}

/** Entries by day, each day's list in CALENDAR_KINDS order (stable within a kind). */
export function entriesByDate<E extends { kind: CalendarKind; dates: readonly string[] }>(entries: readonly E[]): Map<string, E[]> {
  const order = (kind: CalendarKind) => CALENDAR_KINDS.indexOf(kind);
  const byDate = new Map<string, E[]>();
  for (const entry of entries) {
    for (const date of entry.dates) {
      const list = byDate.get(date);
      if (list) list.push(entry);
      else byDate.set(date, [entry]);
    }
  }
  for (const list of byDate.values()) list.sort((a, b) => order(a.kind) - order(b.kind));
  return byDate;
}

/**
 * Entries of each kind with a day in `month` ("YYYY-MM"): the month view's chips count the month its
 * title names, not the weeks of the months beside it that its grid shows too (the upstream counts the range).
 */
export function countsInMonth(entries: readonly { kind: CalendarKind; dates: readonly string[] }[], month: string): Record<CalendarKind, number> {
  const counts = Object.fromEntries(CALENDAR_KINDS.map((kind) => [kind, 0])) as Record<CalendarKind, number>;
  for (const entry of entries) if (entry.dates.some((date) => date.startsWith(`${month}-`))) counts[entry.kind] += 1;
  return counts;
}

/** A ?kinds= value ("leave,holiday"): the known kinds it names, or every kind when it is absent. */
export function kindsParam(value: string | null | undefined): CalendarKind[] {
  if (value === null || value === undefined) return [...CALENDAR_KINDS];
  const named = new Set(value.split(','));
  return CALENDAR_KINDS.filter((kind) => named.has(kind));
}
