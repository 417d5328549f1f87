import { WIDGET_TEXTS } from './texts';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Today", "Tomorrow", "Yesterday" or "Wed, 26 Nov" for a "YYYY-MM-DD" date, relative to the tenant's today. */
export function dayLabel(ymd: string, today: string): string {
  const at = Date.parse(`${ymd}T00:00:00Z`);
  const days = Math.round((at - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  if (days === 0) return WIDGET_TEXTS.today;
  if (days === 1) return WIDGET_TEXTS.tomorrow;
  if (days === -1) return 'yesterday';
  const date = new Date(at);
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** "3 days ago" for a past date. */
export function daysAgoLabel(ymd: string, today: string): string {
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${ymd}T00:00:00Z`)) / 86_400_000);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  return `${days} days ago`;
}
