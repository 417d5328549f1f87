import { formatWallTime, safeTimeZone } from '@/lib/date-time/zone';
import { formatDate, formatInstant } from '@/lib/date-time/format';
import { FEED_TEXTS } from './texts';

/**
 * When a post or comment was written: recent ones relative ("5 min ago"),
 * older ones as a date in the tenant's format, and the full date and time in
 * the tenant's zone for the tooltip.
 */

export interface TenantClock {
  timeZone: string;
  dateFormat: string;
  timeFormat: number;
}

const MINUTE = 60_000;

export function postedAt(iso: string, now: number, clock: TenantClock): { label: string; full: string } {
  const at = Date.parse(iso);
  const full = formatInstant(at, clock.timeZone, clock.dateFormat, clock.timeFormat);
  const minutes = Math.floor(Math.max(0, now - at) / MINUTE);
  let label: string;
  if (minutes < 1) label = FEED_TEXTS.justNow;
  else if (minutes < 60) label = FEED_TEXTS.minutesAgo(minutes);
  else if (minutes < 24 * 60) label = FEED_TEXTS.hoursAgo(Math.floor(minutes / 60));
  else if (minutes < 7 * 24 * 60) label = FEED_TEXTS.daysAgo(Math.floor(minutes / (24 * 60)));
  else label = formatDate(formatWallTime(at, safeTimeZone(clock.timeZone)).slice(0, 10), clock.dateFormat);
  return { label, full };
}
