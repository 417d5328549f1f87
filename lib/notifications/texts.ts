import { counted } from '@/lib/shared/plural';

/** Alert wording the spec leaves to us (its own words are ALERT_TEXTS in lib/messages.ts). */
export const ALERT_UI_TEXTS = {
  openAlerts: (unread: number) => (unread > 0 ? `Alerts, ${unread} unread` : 'Alerts'),
  unread: 'Unread',
  markAsRead: 'Mark as read',
  loadMore: 'Load more',
  loadFailed: 'Alerts could not be loaded.',
  retry: 'Try again',
  system: 'Crewdesk',
  allCaughtUp: 'You’re all caught up.',
  unreadSummary: (unread: number) => counted(unread, 'unread alert'),
  pagination: 'Alert pages',
  /** Said by screen readers when an alert arrives while the user works. */
  arrived: (message: string) => `New alert: ${message}`,
} as const;
