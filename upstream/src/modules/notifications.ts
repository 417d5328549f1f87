import { z } from 'zod';
import { notificationActionSchema, type NotificationPage, type NotificationRead } from '../../../lib/notifications/schemas';
import {
  createNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  serializeNotification,
  unreadCount,
} from '../domain/notifications';
import { json, notFound } from '../http/respond';
import { paging } from '../http/params';
import type { Router } from '../http/router';
import { parseWith } from '../http/validate';
import { realtimeBus } from '../realtime/bus';
import type { Services } from '../services';

/**
 * Alerts (spec part 2 §7 "Notifications"): the signed-in user's own alerts,
 * newest first, and marking them read one at a time or all at once. Reads are
 * announced on the user's channel so their other tabs and devices follow.
 */

export const MARKED_READ = 'Notification has been marked as read.';
export const ALL_MARKED_READ = 'All notifications have been marked as read.';

export function registerNotifications(router: Router, services: Services): void {
  const bus = realtimeBus(services);

  router.get(
    '/notifications/view/index',
    (ctx) => {
      const userId = ctx.userId();
      const { page, perPage } = paging(ctx, services.settings.get().rows_per_page);
      const { rows, total } = listNotifications(services, userId, page, perPage);
      const now = new Date();
      const from = rows.length ? (page - 1) * perPage + 1 : null;
      const body: NotificationPage = {
        data: rows.map((row) => serializeNotification(services, services.config.publicUrl, row, now)),
        meta: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / perPage)),
          per_page: perPage,
          from,
          to: from === null ? null : from + rows.length - 1,
          total,
        },
        total_unread: unreadCount(services, userId),
      };
      return json(body);
    },
    { auth: true },
  );

  router.get(
    '/notifications/read-items/all',
    (ctx) => {
      const userId = ctx.userId();
      markAllNotificationsRead(services, userId);
      bus.emitNotificationsRead(userId, { ids: 'all', total_unread: 0 });
      const body: NotificationRead = { message: ALL_MARKED_READ, total_unread: 0 };
      return json(body);
    },
    { auth: true },
  );

  router.get(
    '/notifications/read-item/{id}',
    (ctx) => {
      const userId = ctx.userId();
      const id = Number(ctx.params.id);
      if (!Number.isInteger(id) || !markNotificationRead(services, userId, id)) throw notFound();
      const total = unreadCount(services, userId);
      bus.emitNotificationsRead(userId, { ids: [id], total_unread: total });
      const body: NotificationRead = { message: MARKED_READ, total_unread: total };
      return json(body);
    },
    { auth: true },
  );

  if (services.config.devRoutes) {
    // Dev helper: one alert through the same createNotification path real events use.
    router.post(
      '/__dev/notifications',
      async (ctx) => {
        const input = parseWith(devNotificationSchema, await ctx.body());
        const user = services.users.findByEmail(input.to);
        if (!user) throw notFound('No such user.');
        const author = input.author ? services.users.findByEmail(input.author) : undefined;
        const record = createNotification(services, {
          userId: user.id,
          authorId: author?.id ?? null,
          type: input.type,
          message: input.message,
          action: input.action,
        });
        return json(serializeNotification(services, services.config.publicUrl, record), 201);
      },
      { kind: 'dev' },
    );
  }
}

const devNotificationSchema = z.object({
  to: z.string().email(),
  author: z.string().email().optional(),
  type: z.string().min(1).default('general'),
  message: z.string().min(1),
  action: notificationActionSchema.default({ kind: 'all_alerts' }),
});
