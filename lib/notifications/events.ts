/**
 * The events that create alerts, one line each: what the alert setup screen
 * lists and what the reference upstream checks before it notifies anyone. A new
 * event is a new line here plus `event: '<key>'` where it is created.
 * Client-safe.
 */

export const NOTIFICATION_CHANNELS = [
  { key: 'in_app', label: 'In-app' },
  { key: 'email', label: 'E-mail' },
  { key: 'web_push', label: 'Web push' },
] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]['key'];
export type ChannelSettings = Record<NotificationChannel, boolean>;

const on = (email = false): ChannelSettings => ({ in_app: true, email, web_push: true });

export const NOTIFICATION_EVENTS = [
  { key: 'feed_acknowledge', group: 'Feed', label: 'A post asks to be acknowledged', audience: 'Everyone but its author', defaults: on() },
  { key: 'shift_published', group: 'Attendance', label: 'Shifts are published', audience: 'The people whose shifts they are', defaults: on(true) },
  { key: 'shift_removed', group: 'Attendance', label: 'Published shifts are removed (cleared, or their shift template deleted)', audience: 'The people whose shifts they were', defaults: on(true) },
  { key: 'attendance_irregular', group: 'Attendance', label: 'Clock times are corrected at clock-out', audience: 'Attendance reviewers', defaults: on() },
  { key: 'attendance_review', group: 'Attendance', label: 'An attendance needs review', audience: 'Attendance reviewers', defaults: on() },
  { key: 'leave_applied', group: 'Leave', label: 'Leave is applied for', audience: 'The reviewers of the review process, and the person when someone applies for them', defaults: on(true) },
  { key: 'leave_changed', group: 'Leave', label: 'A leave application under review is changed or withdrawn', audience: 'Its reviewers, and the person it is for when someone else changes it', defaults: on(true) },
  { key: 'leave_decided', group: 'Leave', label: 'A leave application is approved, rejected, withdrawn by someone else or its decision changed', audience: 'The person who applied', defaults: on(true) },
] as const satisfies readonly { key: string; group: string; label: string; audience: string; defaults: ChannelSettings }[];

export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number]['key'];
export const NOTIFICATION_EVENT_KEYS = NOTIFICATION_EVENTS.map((event) => event.key) as readonly NotificationEvent[];

/** Every event's channels: the saved choice over the event's defaults. */
export function channelsOf(saved: Partial<Record<string, Partial<ChannelSettings>>>): Record<NotificationEvent, ChannelSettings> {
  return Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event.key, { ...event.defaults, ...saved[event.key] }])) as Record<NotificationEvent, ChannelSettings>;
}
