import { datesBetween, shiftDate } from '@/lib/date-time/calendar';

/**
 * Leave day arithmetic, shared by the apply form's live summary and the
 * reference upstream's rules (one implementation, unit-tested): which days of a
 * range count, how much each counts (a half day is 0.5), what is left of a
 * balance, which dates may be chosen, and which leave year a date is in.
 * Client-safe and zod-free.
 */

/** Same keys as the time screens' leave spent types (lib/time/schemas.ts LEAVE_SPENT_TYPES). */
export type LeaveSpentType = 'full' | 'first_half' | 'second_half';

/** The spent types an application offers (spec part 2 "Leave application": spent_types). */
export const SPENT_TYPES = [
  { id: 1, key: 'full', name: 'Full day' },
  { id: 2, key: 'first_half', name: 'First half' },
  { id: 3, key: 'second_half', name: 'Second half' },
] as const satisfies readonly { id: number; key: LeaveSpentType; name: string }[];

export const spentTypeName = (key: LeaveSpentType): string => SPENT_TYPES.find((type) => type.key === key)?.name ?? key;

/** How much of a leave day a spent type uses. */
export const dayValue = (spent: LeaveSpentType): number => (spent === 'full' ? 1 : 0.5);

export interface LeaveDay {
  date: string;
  spent_type: LeaveSpentType;
  /** 1 for a full day, 0.5 for a half. */
  days: number;
}

export interface CountRules {
  /** Whether the day is one the person works (no holiday, not a day off). */
  isWorkingDay: (date: string) => boolean;
  /** The leave setup's count_non_working_days: weekends and holidays inside a leave count too. */
  countNonWorkingDays: boolean;
  /** The leave setup's allow_half_day: without it every day is a full day. */
  allowHalfDay: boolean;
}

/**
 * The days of a range that count as leave, each with its spent type: the
 * range's own, or a chosen one for that day. Days off and holidays are left out
 * unless the setup counts them. An empty list when end is before start.
 */
export function countedDays(
  start: string,
  end: string,
  spent: LeaveSpentType,
  perDay: Readonly<Record<string, LeaveSpentType>>,
  rules: CountRules,
): LeaveDay[] {
  if (end < start) return [];
  return datesBetween(start, end)
    .filter((date) => rules.countNonWorkingDays || rules.isWorkingDay(date))
    .map((date) => {
      const type = rules.allowHalfDay ? (perDay[date] ?? spent) : 'full';
      return { date, spent_type: type, days: dayValue(type) };
    });
}

export const totalDays = (days: readonly { days: number }[]): number => days.reduce((sum, day) => sum + day.days, 0);

export interface Balance {
  /** The days a year the person's policy gives of the type; null: no limit (a type the policy gives 0 days of, like unpaid leave). */
  entitled: number | null;
  /** Approved days in the leave year. */
  taken: number;
  /** Days of pending applications in the leave year. */
  pending: number;
  /** What is left to apply for; null without a limit. */
  left: number | null;
}

/** A balance: the policy's days minus approved and pending days. A policy's 0 days means no limit. */
export function balanceOf(policyDays: number, taken: number, pending: number): Balance {
  const entitled = policyDays > 0 ? policyDays : null;
  return { entitled, taken, pending, left: entitled === null ? null : entitled - taken - pending };
}

/** Whether `requested` days fit in a balance. */
export const fitsBalance = (balance: Balance, requested: number): boolean => balance.left === null || requested <= balance.left;

/** The leave year a date is in, named by the calendar year it starts in (leave_year_start_month: 1–12). */
export function leaveYearOf(date: string, startMonth: number): number {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= startMonth ? year : year - 1;
}

/** The first and last day of a leave year. */
export function leaveYearRange(year: number, startMonth: number): { start: string; end: string } {
  const start = `${year}-${String(startMonth).padStart(2, '0')}-01`;
  const nextStart = `${year + 1}-${String(startMonth).padStart(2, '0')}-01`;
  return { start, end: shiftDate(nextStart, -1) };
}

/**
 * The dates a person may choose for a new application (spec "enabled_dates"):
 * days inside the window that no other application of theirs holds and that
 * `mayStartLeave` accepts (working days, or every day where days off count as leave).
 */
export function enabledDates(from: string, to: string, mayStartLeave: (date: string) => boolean, taken: ReadonlySet<string>): string[] {
  if (to < from) return [];
  return datesBetween(from, to).filter((date) => mayStartLeave(date) && !taken.has(date));
}

/** The first date of a range that another application holds, if any. */
export function firstOverlap(start: string, end: string, taken: ReadonlySet<string>): string | null {
  if (end < start) return null;
  return datesBetween(start, end).find((date) => taken.has(date)) ?? null;
}
