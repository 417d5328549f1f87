/**
 * Alert constants shared by the upstream, the BFF and the browser, free of
 * zod so the always-loaded shell code stays small.
 */

/** Every alert link target the spec names, in its order. */
export const NOTIFICATION_ACTION_KINDS = [
  'calendar_cycle',
  'profile',
  'leave_application',
  'my_shifts',
  'attendance_details',
  'irregular_clock_out',
  'unassigned_clock_in',
  'feed_post',
  'all_alerts',
] as const;
export type NotificationActionKind = (typeof NOTIFICATION_ACTION_KINDS)[number];

/** Realtime: the per-user private channel and the events on it. */
export const userChannel = (userId: number) => `private-App.Models.User.${userId}`;
export const NOTIFICATION_EVENT = 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';
export const CLOCK_STATUS_EVENT = 'clock_status';
/** Alerts read elsewhere (another tab or device): `{ids: number[] | 'all', total_unread}`. */
export const NOTIFICATIONS_READ_EVENT = 'notifications_read';
