/**
 * Calendar layout (spec part 1 §9): dates are "YYYY-MM-DD"; weekdays use ISO
 * numbering (1 = Monday … 7 = Sunday); grid weeks start on Monday unless the
 * server's first_day_of_week says otherwise. Pure date-only arithmetic in UTC,
 * so the browser's own time zone never shifts a day.
 */

const DAY_MS = 86_400_000;
const toMs = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`);
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function shiftDate(ymd: string, days: number): string {
  return fromMs(toMs(ymd) + days * DAY_MS);
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoDay(ymd: string): number {
  return new Date(toMs(ymd)).getUTCDay() || 7;
}

/** ISO 8601 week number (weeks start Monday; week 1 holds the year's first Thursday). */
/** The first day of the week holding `ymd`, weeks starting on firstDayOfWeek (ISO, 1 = Monday). */
export function weekStart(ymd: string, firstDayOfWeek: number): string {
  return shiftDate(ymd, -((isoDay(ymd) - firstDayOfWeek + 7) % 7));
}

export function isoWeekNumber(ymd: string): number {
  const thursday = shiftDate(ymd, 4 - isoDay(ymd));
  const yearStart = toMs(`${thursday.slice(0, 4)}-01-01`);
  return Math.floor((toMs(thursday) - yearStart) / DAY_MS / 7) + 1;
}

export function daysInMonth(month: string): number {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, mon, 0)).getUTCDate();
}

export function monthOf(ymd: string): string {
  return ymd.slice(0, 7);
}

export function shiftMonth(month: string, months: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, mon - 1 + months, 1));
  return date.toISOString().slice(0, 7);
}

/** Every date from start to end, both included. */
export function datesBetween(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let ms = toMs(start), last = toMs(end); ms <= last; ms += DAY_MS) dates.push(fromMs(ms));
  return dates;
}

/** The weekdays of a grid row, in order, starting on firstDayOfWeek (ISO). */
export function weekdayOrder(firstDayOfWeek: number = 1): number[] {
  const first = firstDayOfWeek >= 1 && firstDayOfWeek <= 7 ? firstDayOfWeek : 1;
  return Array.from({ length: 7 }, (_, i) => ((first - 1 + i) % 7) + 1);
}

export const WEEKDAY_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const WEEKDAY_LONG = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const weekdayShort = (iso: number) => WEEKDAY_SHORT[iso - 1]!;
export const weekdayLong = (iso: number) => WEEKDAY_LONG[iso - 1]!;

export interface GridWeek {
  /** The ISO week number of the row (the week of its Thursday). */
  isoWeek: number;
  days: { date: string; inMonth: boolean }[];
}

/** The month as whole weeks, each starting on firstDayOfWeek; days outside the month pad the first and last row. */
export function monthGrid(month: string, firstDayOfWeek: number = 1): { weekdays: number[]; weeks: GridWeek[] } {
  const weekdays = weekdayOrder(firstDayOfWeek);
  const first = `${month}-01`;
  const last = `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
  const lead = (isoDay(first) - weekdays[0]! + 7) % 7;
  const weeks: GridWeek[] = [];
  for (let start = shiftDate(first, -lead); start <= last; start = shiftDate(start, 7)) {
    const days = Array.from({ length: 7 }, (_, i) => {
      const date = shiftDate(start, i);
      return { date, inMonth: monthOf(date) === month };
    });
    const thursday = days.find((day) => isoDay(day.date) === 4)!.date;
    weeks.push({ isoWeek: isoWeekNumber(thursday), days });
  }
  return { weekdays, weeks };
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "March 2026". */
export function monthLabel(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[mon - 1]} ${year}`;
}

/** A "?month=YYYY-MM" query value, or undefined when it is missing or malformed. */
export function monthQuery(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : undefined;
}
