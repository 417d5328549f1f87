import { formatWallTime, safeTimeZone } from '@/lib/shell/server-time';
import { isoDay, WEEKDAY_LONG, WEEKDAY_SHORT } from '@/lib/time/calendar';

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

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number) => String(n).padStart(2, '0');

/** A "YYYY-MM-DD" date in the tenant's date format ("DD.MM.YYYY", "MMM D, YYYY", …). */
export function formatDate(ymd: string, dateFormat: string = 'YYYY-MM-DD'): string {
  const [y, m, d] = ymd.slice(0, 10).split('-').map(Number) as [number, number, number];
  const tokens: Record<string, () => string> = {
    YYYY: () => String(y),
    YY: () => String(y).slice(-2),
    MMMM: () => MONTHS[m - 1]!,
    MMM: () => MONTHS[m - 1]!.slice(0, 3),
    MM: () => pad(m),
    M: () => String(m),
    dddd: () => WEEKDAY_LONG[isoDay(ymd) - 1]!,
    ddd: () => WEEKDAY_SHORT[isoDay(ymd) - 1]!,
    DD: () => pad(d),
    D: () => String(d),
  };
  return dateFormat.replace(/YYYY|YY|MMMM|MMM|MM|M|dddd|ddd|DD|D/g, (token) => tokens[token]!());
}

/** "HH:mm" or a wall time's time of day, as "09:05" or "9:05 AM". */
export function formatTime(value: string | null | undefined, timeFormat: number): string {
  if (!value) return '—';
  const time = value.length > 8 ? value.slice(11, 16) : value.slice(0, 5);
  if (timeFormat !== TIME_FORMAT_12H) return time;
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${h % 12 || 12}:${pad(m)} ${h < 12 ? 'AM' : 'PM'}`;
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

/** Seconds as "HH:MM:SS" (the clock widget's running time). */
export function formatStopwatch(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** Minutes as "8h" or "7h 30m". */
export const formatMinutes = (minutes: number) => formatDuration(minutes * 60);
