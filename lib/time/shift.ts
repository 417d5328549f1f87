/** A shift template's name, at most (ours: the spec shows no field rules). */
export const SHIFT_TEMPLATE_NAME_MAX = 60;

/**
 * Minutes of work in a shift: its length (across midnight when it ends before it starts) minus its break.
 * A shift that ends when it starts has no length: it is refused (SHIFT_SAME_TIMES), never read as 24 hours.
 */
export function shiftWorkMinutes(shift: { start_time: string; end_time: string; break_time: number }): number {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const length = (minutes(shift.end_time) - minutes(shift.start_time) + 1440) % 1440;
  return length - shift.break_time;
}

/** A shift template whose end equals its start (HH:mm, seconds ignored). */
export const endsWhenItStarts = (shift: { start_time: string; end_time: string }) => shift.start_time.slice(0, 5) === shift.end_time.slice(0, 5);
export const SHIFT_SAME_TIMES = 'A shift must end at another time than it starts';

/** A complete, real HH:mm time, as a time input gives it (unreadable text such as "25:99" stays in the form as typed). */
export const isHhMm = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/**
 * Minutes of work scheduled over some days of My Shifts: their shifts' work,
 * leaving out public holidays, which My attendance does not count as scheduled either.
 */
export function scheduledMinutes(days: readonly { shifts: readonly { work_time: number }[]; holiday?: string | null }[]): number {
  return days.reduce((sum, day) => (day.holiday ? sum : sum + day.shifts.reduce((minutes, shift) => minutes + shift.work_time, 0)), 0);
}
