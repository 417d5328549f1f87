import { format } from 'date-fns';
import { formatWallTime, safeTimeZone } from './zone';

/**
 * Display of dates and times in the tenant's formats: date_format uses the
 * upstream's tokens (YYYY, MM, DD, MMM …); time_format id 1 is the 12-hour
 * clock (spec part 2 §9), 2 the 24-hour one. Instants are shown in the tenant
 * time zone, never the browser's.
 */

export const TIME_FORMAT_12H = 1;

/** The tenant's date and time formats, as screens take them. */
export interface TimeFormats {
  dateFormat: string;
  timeFormat: number;
}

/** The formats from /authorization's settings. */
export function tenantFormats(settings: { date_format: string; time_format: number }): TimeFormats {
  return { dateFormat: settings.date_format, timeFormat: settings.time_format };
}

/** The upstream's date_format tokens (moment-style) and their date-fns equivalents; anything else is literal text. */
const TOKENS: Record<string, string> = { YYYY: 'yyyy', YY: 'yy', MMMM: 'MMMM', MMM: 'MMM', MM: 'MM', M: 'M', dddd: 'EEEE', ddd: 'EEE', DD: 'dd', D: 'd' };
const TOKEN = /YYYY|YY|MMMM|MMM|MM|M|dddd|ddd|DD|D/g;
const patterns = new Map<string, string>();

/** The date-fns pattern of a tenant date format: "DD.MM.YYYY" → "dd'.'MM'.'yyyy". */
export function dateFnsPattern(dateFormat: string): string {
  let pattern = patterns.get(dateFormat);
  if (pattern === undefined) {
    const literal = (text: string) => (text ? `'${text.replace(/'/g, "''")}'` : '');
    let at = 0;
    pattern = '';
    for (const match of dateFormat.matchAll(TOKEN)) {
      pattern += literal(dateFormat.slice(at, match.index)) + TOKENS[match[0]];
      at = match.index + match[0].length;
    }
    pattern += literal(dateFormat.slice(at));
    patterns.set(dateFormat, pattern);
  }
  return pattern;
}

/** Dates already formatted, by format and date: a calendar or a list formats the same few dozen dates hundreds of times per render. */
const formattedDates = new Map<string, string>();
const FORMATTED_DATES_MAX = 4096;

/**
 * A "YYYY-MM-DD" date as its local midnight, by the engine's own ISO parse (a
 * date-time without an offset is local time) rather than date-fns's parseISO,
 * which every signed-in page would load for this alone (1.9 KB gzip). A date
 * that does not exist (2026-02-30), which the engine rolls over, is invalid.
 */
function localDay(ymd: string): Date {
  const date = new Date(`${ymd.slice(0, 10)}T00:00:00`);
  return date.getDate() === Number(ymd.slice(8, 10)) ? date : new Date(Number.NaN);
}

/** A "YYYY-MM-DD" date in the tenant's date format ("DD.MM.YYYY", "MMM D, YYYY", …). */
export function formatDate(ymd: string, dateFormat: string = 'YYYY-MM-DD'): string {
  const key = `${dateFormat}\u0000${ymd.slice(0, 10)}`;
  let text = formattedDates.get(key);
  if (text === undefined) {
    text = format(localDay(ymd), dateFnsPattern(dateFormat));
    if (formattedDates.size >= FORMATTED_DATES_MAX) formattedDates.clear();
    formattedDates.set(key, text);
  }
  return text;
}

/**
 * The tenant's date format without its year, for a day near today: "DD.MM.YYYY" → "DD.MM",
 * "MM/DD/YYYY" → "MM/DD", "YYYY-MM-DD" → "MM-DD", "MMM D, YYYY" → "MMM D".
 */
export function yearlessDateFormat(dateFormat: string): string {
  const yearless = dateFormat
    .replace(/^Y+[^A-Za-z]*/, '')
    .replace(/[^A-Za-z]*Y+$/, '')
    .replace(/Y+/g, '');
  return yearless || dateFormat;
}

/** "HH:mm" or a wall time's time of day, as "09:05" or "9:05 AM". */
export function formatTime(value: string | null | undefined, timeFormat: number): string {
  if (!value) return '—';
  const time = value.length > 8 ? value.slice(11, 16) : value.slice(0, 5);
  if (timeFormat !== TIME_FORMAT_12H) return time;
  return format(new Date(`2000-01-01T${time}`), 'h:mm a');
}

/** From one time of day to another ("09:00–17:30", "9:00 AM–5:30 PM"): a shift's hours. */
export function formatTimeRange(range: { start_time: string | null; end_time: string | null }, timeFormat: number): string {
  return `${formatTime(range.start_time, timeFormat)}–${formatTime(range.end_time, timeFormat)}`;
}

/** A wall time as date and time in the tenant's formats. */
export function formatWall(wall: string | null | undefined, dateFormat: string, timeFormat: number): string {
  if (!wall) return '—';
  return `${formatDate(wall.slice(0, 10), dateFormat)} ${formatTime(wall, timeFormat)}`;
}

/** An instant (ISO string or ms) as date and time in the tenant's zone and formats. */
export function formatInstant(instant: string | number, timeZone: string, dateFormat: string, timeFormat: number): string {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  if (Number.isNaN(ms)) return '—';
  return formatWall(formatWallTime(ms, safeTimeZone(timeZone)), dateFormat, timeFormat);
}

/** Seconds as "7h 45m" ("0m" for nothing). */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}m`;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Seconds as "HH:MM:SS" (the clock widget's running time). */
export function formatStopwatch(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** Minutes as "8h" or "7h 30m". */
export const formatMinutes = (minutes: number) => formatDuration(minutes * 60);
