import { isCalendarDate } from './calendar';
import { formatDate, formatTime, TIME_FORMAT_12H } from './format';

/**
 * What a user types in a date or time field, in the tenant's formats, to and
 * from the ISO values forms hold and the upstream takes ("YYYY-MM-DD",
 * "HH:mm", "YYYY-MM-DD HH:mm:ss"). Parsing is forgiving where a person would
 * be: one-digit days and months, any case for month names and AM/PM, and the
 * ISO form always; anything else is null, never a guess. Reading a typed date
 * needs date-fns's parse, which lives in ./read (fields load it on first use).
 */

/** A typed time as "HH:mm": "9:05 pm", "21:05", "2105" and "9pm" alike, whatever the tenant's clock; null otherwise. */
export function parseTimeInput(text: string): string | null {
  const match = /^(\d{1,2})(?::?(\d{2}))?\s*([ap])?\.?\s*(?:m\.?)?$/i.exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  const half = match[3]?.toLowerCase();
  if (minutes > 59) return null;
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === 'p' ? 12 : 0);
  } else if (hours > 23 || (match[2] === undefined && text.trim().length > 2)) {
    return null;
  }
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** "YYYY-MM-DD" as the tenant shows it, or the text unchanged when it is not such a date. */
export function dateInputText(ymd: string | null | undefined, dateFormat: string): string {
  if (!ymd) return '';
  return isCalendarDate(ymd) ? formatDate(ymd, dateFormat) : ymd;
}

/** "HH:mm" (or "HH:mm:ss") as the tenant's clock shows it, or the text unchanged. */
export function timeInputText(hm: string | null | undefined, timeFormat: number): string {
  if (!hm) return '';
  return /^\d{2}:\d{2}(:\d{2})?$/.test(hm) && parseTimeInput(hm.slice(0, 5)) === hm.slice(0, 5) ? formatTime(hm, timeFormat) : hm;
}

/** A placeholder that shows the expected shape: "DD.MM.YYYY", "Mar 5, 2026"-style formats as their example. */
export function dateInputPlaceholder(dateFormat: string): string {
  return /MMM|ddd/.test(dateFormat) ? formatDate('2026-03-25', dateFormat) : dateFormat;
}

/** What a date field says about text it cannot read (a day that does not exist: ./read's noSuchDay). */
export const dateInputInvalid = (dateFormat: string) => `Enter a date as ${dateInputPlaceholder(dateFormat)}.`;

export const timeInputPlaceholder = (timeFormat: number) => (timeFormat === TIME_FORMAT_12H ? 'h:mm AM' : 'HH:mm');

/** "YYYY-MM-DD HH:mm:ss" from its parts. */
export const joinDateTime = (ymd: string, hm: string) => `${ymd} ${hm}:00`;

/** "YYYY-MM-DD HH:mm:ss" (or "YYYY-MM-DDTHH:mm") as its date and "HH:mm" parts; empty parts for anything else. */
export function splitDateTime(value: string | null | undefined): { date: string; time: string } {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(value ?? '');
  return match ? { date: match[1]!, time: match[2]! } : { date: '', time: '' };
}

/** A wall time ("YYYY-MM-DD HH:mm:ss" or "YYYY-MM-DDTHH:mm") in the tenant's formats, or the text unchanged. */
export function dateTimeInputText(wall: string | null | undefined, dateFormat: string, timeFormat: number): string {
  const { date, time } = splitDateTime(wall);
  // A day with its time still to type ("YYYY-MM-DDT", as "Add clock" starts one).
  const day = /^(\d{4}-\d{2}-\d{2})[ T]?$/.exec(wall ?? '');
  if (day && isCalendarDate(day[1]!)) return `${formatDate(day[1]!, dateFormat)} `;
  if (!date || !isCalendarDate(date) || parseTimeInput(time) !== time) return wall ?? '';
  return `${formatDate(date, dateFormat)} ${formatTime(time, timeFormat)}`;
}
