import { addSeconds, wallToInput } from '@/lib/date-time/wall-time';

/** The hours a day without a shift is prefilled with. */
export const UNASSIGNED_DAY = { start_time: '09:00', end_time: '17:00' } as const;

/**
 * The clock Add attendance starts with (datetime-local values): the day's
 * shift, or office hours without one, never reaching past the server's now, so
 * the prefilled form passes its own "no future time" rule. A shift that ends
 * before it starts ends the next day. On a day whose shift has not begun yet
 * there is nothing worked to suggest: both times start empty.
 */
export function suggestedClock(
  date: string,
  shift: { start_time: string; end_time: string } | null | undefined,
  now: string,
): { start_date_time: string; end_date_time: string } {
  const hours = shift ?? UNASSIGNED_DAY;
  const start = `${date} ${hours.start_time.slice(0, 5)}:00`;
  let end = `${date} ${hours.end_time.slice(0, 5)}:00`;
  if (end <= start) end = addSeconds(end, 86_400);
  const nowMinute = `${now.slice(0, 16)}:00`;
  if (start >= nowMinute) return { start_date_time: '', end_date_time: '' };
  return { start_date_time: wallToInput(start), end_date_time: wallToInput(end < nowMinute ? end : nowMinute) };
}
