import { daysBetween, formatDay } from '@/lib/date-time/calendar';
import { WIDGET_TEXTS } from './texts';

/** "Today", "Tomorrow", "Yesterday" or "Wed, 26 Nov" for a "YYYY-MM-DD" date, relative to the tenant's today. */
export function dayLabel(ymd: string, today: string): string {
  const days = daysBetween(today, ymd);
  if (days === 0) return WIDGET_TEXTS.today;
  if (days === 1) return WIDGET_TEXTS.tomorrow;
  if (days === -1) return 'yesterday';
  return formatDay(ymd, 'EEE, d MMM');
}

/** "3 days ago" for a past date. */
export function daysAgoLabel(ymd: string, today: string): string {
  const days = daysBetween(ymd, today);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  return `${days} days ago`;
}
