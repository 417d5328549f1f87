/**
 * Calendar layout (spec part 1 §9): dates are "YYYY-MM-DD"; weekdays use ISO
 * numbering (1 = Monday … 7 = Sunday); grid weeks start on Monday unless the
 * server's first_day_of_week says otherwise. Whole-day arithmetic with date-fns
 * on local midnights, so neither the browser's zone nor a DST change shifts a day.
 */

import { addDays, addMonths, addYears, differenceInCalendarDays, eachDayOfInterval, format, formatISO, getDaysInMonth, getISODay, getISOWeek, isValid, startOfWeek, subYears, type Day } from 'date-fns';

/**
 * A "YYYY-MM-DD" date as the local midnight that date-fns counts whole days from.
 * The engine's own ISO parse (a date-time without an offset is local time) and
 * formatISO's date form are the two hottest calls here: the calendar, leave day
 * counts and the upstream's seed make hundreds of thousands of them, and they
 * cost a tenth of parseISO and format(…, 'yyyy-MM-dd'). A date that does not
 * exist (2026-02-30) rolls over or is invalid; isCalendarDate refuses both.
 */
const day = (ymd: string) => new Date(`${ymd.slice(0, 10)}T00:00:00`);
const ymdOf = (date: Date) => formatISO(date, { representation: 'date' });

/** A real calendar date written "YYYY-MM-DD" (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = day(value);
  return isValid(date) && ymdOf(date) === value;
}

export function shiftDate(ymd: string, days: number): string {
  return ymdOf(addDays(day(ymd), days));
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoDay(ymd: string): number {
  return getISODay(day(ymd));
}

/** The first day of the week holding `ymd`, weeks starting on firstDayOfWeek (ISO, 1 = Monday … 7 = Sunday). */
export function weekStart(ymd: string, firstDayOfWeek: number): string {
  return ymdOf(startOfWeek(day(ymd), { weekStartsOn: (firstDayOfWeek % 7) as Day }));
}

/** ISO 8601 week number (weeks start Monday; week 1 holds the year's first Thursday). */
export function isoWeekNumber(ymd: string): number {
  return getISOWeek(day(ymd));
}

export function daysInMonth(month: string): number {
  return getDaysInMonth(day(`${month}-01`));
}

export function monthOf(ymd: string): string {
  return ymd.slice(0, 7);
}

export function shiftMonth(month: string, months: number): string {
  return format(addMonths(day(`${month}-01`), months), 'yyyy-MM');
}

/** The same day `months` later (the month's last day when that month is shorter): a billing period's next start. */
export function shiftDateByMonths(ymd: string, months: number): string {
  return ymdOf(addMonths(day(ymd), months));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(day(to), day(from));
}

/** A date with a date-fns pattern ("EEE, d MMM"). */
export function formatDay(ymd: string, pattern: string): string {
  return format(day(ymd), pattern);
}

/** Every date from start to end, both included (none when end is before start). */
export function datesBetween(start: string, end: string): string[] {
  if (end < start) return [];
  return eachDayOfInterval({ start: day(start), end: day(end) }).map(ymdOf);
}

/** The same month and day in another year; 29 February becomes 28 February in common years. */
export function inYear(ymd: string, year: number): string {
  const date = day(ymd);
  return ymdOf(addYears(date, year - date.getFullYear()));
}

/** The same month and day `years` earlier; 29 February becomes 28 February in common years. */
export function yearsBefore(ymd: string, years: number): string {
  return ymdOf(subYears(day(ymd), years));
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

/** "March 2026". */
export function monthLabel(month: string): string {
  return format(day(`${month}-01`), 'MMMM yyyy');
}

/** A "?month=YYYY-MM" query value, or undefined when it is missing or malformed. */
export function monthQuery(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : undefined;
}
