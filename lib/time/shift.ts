/** Minutes of work in a shift: its length (across midnight when it ends before it starts) minus its break. */
export function shiftWorkMinutes(shift: { start_time: string; end_time: string; break_time: number }): number {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const length = (minutes(shift.end_time) - minutes(shift.start_time) + 1440) % 1440 || 1440;
  return length - shift.break_time;
}

/** A complete HH:mm time, as a time input gives it. */
export const isHhMm = (value: string) => /^\d{2}:\d{2}$/.test(value);
