import { daysBetween } from '@/lib/date-time/calendar';
import { formatDate, yearlessDateFormat } from '@/lib/date-time/format';
import { WIDGET_TEXTS } from './texts';

/**
 * "Today", "Tomorrow", "yesterday" or the weekday and the date without its year in the tenant's
 * format ("Wed, 26.11", "Wed, 11/26", "Wed, Nov 26") for a "YYYY-MM-DD" date near the tenant's today.
 */
export function dayLabel(ymd: string, today: string, dateFormat: string): string {
  const days = daysBetween(today, ymd);
  if (days === 0) return WIDGET_TEXTS.today;
  if (days === 1) return WIDGET_TEXTS.tomorrow;
  if (days === -1) return 'yesterday';
  return formatDate(ymd, `ddd, ${yearlessDateFormat(dateFormat)}`);
}

/** "3 days ago" for a past date. */
export function daysAgoLabel(ymd: string, today: string): string {
  const days = daysBetween(ymd, today);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  return `${days} days ago`;
}
