/** Tenant-local wall time and date-only arithmetic ("YYYY-MM-DD" strings, computed in UTC). */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** "YYYY-MM-DD HH:mm:ss" in the given time zone. */
export function formatDateTimeInZone(date: Date, timeZone: string): string {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** "YYYY-MM-DD": today in the given time zone. */
export function todayInZone(timeZone: string, now: Date = new Date()): string {
  return formatDateTimeInZone(now, timeZone).slice(0, 10);
}

function toUtc(ymd: string): Date {
  return new Date(`${ymd}T00:00:00Z`);
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(ymd: string, days: number): string {
  const date = toUtc(ymd);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(ymd: string): number {
  return toUtc(ymd).getUTCDay() || 7;
}

/** The same month and day `years` earlier; 29 February becomes 28 February in common years. */
export function yearsBefore(ymd: string, years: number): string {
  const year = Number(ymd.slice(0, 4)) - years;
  let monthDay = ymd.slice(5);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  if (monthDay === '02-29' && !leap) monthDay = '02-28';
  return `${String(year).padStart(4, '0')}-${monthDay}`;
}
