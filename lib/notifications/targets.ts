import { profilePath } from '@/lib/shell/search';
import type { NotificationAction } from './schemas';

/** The All Alerts page: where an alert without a usable target leads. */
export const ALL_ALERTS_ROUTE = '/notification/all';

/**
 * Where an alert opens (spec part 2 "Alert links"). A target missing the field
 * it needs falls back to All Alerts rather than a broken page. Irregular
 * clock-outs and unassigned clock-ins open the attendance's details, where
 * they are reviewed, with the matter in focus.
 */
export function alertHref(action: NotificationAction): string {
  const segment = (value: string | number) => encodeURIComponent(String(value));
  const details = (review?: 'irregular' | 'unassigned') =>
    action.id !== undefined && action.user_id !== undefined
      ? `/time/details/view/${segment(action.id)}/${segment(action.user_id)}${review ? `?review=${review}` : ''}`
      : ALL_ALERTS_ROUTE;
  switch (action.kind) {
    case 'calendar_cycle':
      return '/settings/time/generic-setup';
    case 'profile':
      return action.username ? profilePath(action.username) : ALL_ALERTS_ROUTE;
    case 'leave_application':
      return action.id !== undefined ? `/leave/application/view/${segment(action.id)}` : ALL_ALERTS_ROUTE;
    case 'my_shifts':
      return '/time/shift/view-my-shifts';
    case 'attendance_details':
      return details();
    case 'irregular_clock_out':
      return details('irregular');
    case 'unassigned_clock_in':
      return details('unassigned');
    case 'feed_post':
      return action.slug ? `/feed/view/${segment(action.slug)}` : ALL_ALERTS_ROUTE;
    case 'all_alerts':
      return ALL_ALERTS_ROUTE;
    default:
      // A live alert is not parsed: a kind this app does not know (or none) opens All Alerts.
      return ALL_ALERTS_ROUTE;
  }
}
