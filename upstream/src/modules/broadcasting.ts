import { z } from 'zod';
import { userChannel } from '../../../lib/notifications/schemas';
import { forbidden, json, notFound } from '../http/respond';
import type { Router } from '../http/router';
import { parseWith } from '../http/validate';
import { realtimeServerOf } from '../realtime/server';
import type { Services } from '../services';

/**
 * POST /broadcasting/auth, as Laravel's: may this session subscribe to
 * `channel_name`? Only the user's own private channel is granted. Private
 * channels answer `true` (Laravel's socket.io broadcaster), anything else 403.
 * Reached through the BFF's realtime auth route, never the browser.
 */

const bodySchema = z.object({
  channel_name: z.string().min(1).max(200),
  socket_id: z.string().max(100).optional(),
});

export function mayJoin(userId: number, channel: string): boolean {
  return channel === userChannel(userId);
}

export function registerBroadcasting(router: Router, services: Services): void {
  router.post(
    '/broadcasting/auth',
    async (ctx) => {
      const userId = ctx.userId();
      const { channel_name } = parseWith(bodySchema, await ctx.body());
      if (!mayJoin(userId, channel_name)) throw forbidden();
      return json(true);
    },
    { auth: true },
  );

  if (services.config.devRoutes) {
    // Dev helpers: kill and restart the realtime server (clients must reconnect and resubscribe on their own).
    const dev = { kind: 'dev' } as const;
    const state = () => {
      const realtime = realtimeServerOf(services);
      if (!realtime) throw notFound('The realtime server is not configured (REALTIME_PORT).');
      return realtime;
    };
    router.get('/__dev/realtime', () => json({ running: state().running, url: state().url, channels: state().channels() }), dev);
    for (const action of ['stop', 'start'] as const) {
      router.post(
        `/__dev/realtime/${action}`,
        async () => {
          const realtime = state();
          await realtime[action]();
          return json({ running: realtime.running, url: realtime.url });
        },
        dev,
      );
    }
  }
}
