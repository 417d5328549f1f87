import { z } from 'zod';
import { pageMetaSchema } from '@/lib/shared/schemas';
import { NOTIFICATION_ACTION_KINDS } from './constants';

export * from './constants';

/**
 * Notifications (spec part 2, "Notification" entity and "Alert links"): the
 * upstream's list items, the live pushed alert and the action an alert opens.
 */

export const notificationActionSchema = z.object({
  /**
   * The target (spec "Alert links"). The spec names the action's id, user_id and slug, not this key:
   * an alert without it, or with a kind this app does not know, opens All Alerts (one such alert
   * must not fail the whole list).
   */
  kind: z.enum(NOTIFICATION_ACTION_KINDS).catch('all_alerts'),
  id: z.number().int().optional(),
  user_id: z.number().int().optional(),
  /** A feed post's slug. */
  slug: z.string().optional(),
  /** The profile target's username. */
  username: z.string().optional(),
});
export type NotificationAction = z.infer<typeof notificationActionSchema>;

export const notificationAuthorSchema = z.object({
  name: z.string(),
  username: z.string(),
  avatar: z.string(),
});

export const notificationSchema = z.object({
  id: z.number().int(),
  /** Null for system alerts. */
  author: notificationAuthorSchema.nullable(),
  data: z.object({
    message: z.string(),
    type: z.string(),
    action: notificationActionSchema,
    /** false: the alert setup turned browser notifications off for this alert's event. */
    web_push: z.boolean().optional(),
  }),
  is_read: z.boolean(),
  /** ISO 8601 instant. */
  created_time: z.string(),
  /** Relative wording at the time of the response, e.g. "5 minutes ago". */
  time: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;


/** GET /notifications/view/index?per_page&page */
export const notificationPageSchema = z.object({
  data: z.array(notificationSchema),
  meta: pageMetaSchema,
  /** The user's unread count after this response. */
  total_unread: z.number().int().nonnegative(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** GET /notifications/read-items/all and GET /notifications/read-item/{id} */
export const notificationReadSchema = z.object({
  message: z.string(),
  total_unread: z.number().int().nonnegative(),
});
export type NotificationRead = z.infer<typeof notificationReadSchema>;

export const clockStatusSchema = z
  .object({ user_id: z.number().int(), status: z.string().optional() })
  .catchall(z.unknown());
export type ClockStatus = z.infer<typeof clockStatusSchema>;

export const notificationsReadSchema = z.object({
  ids: z.union([z.array(z.number().int()), z.literal('all')]),
  total_unread: z.number().int().nonnegative(),
});
export type NotificationsRead = z.infer<typeof notificationsReadSchema>;
