import { z } from 'zod';
import { Outbox } from '../domain/outbox';
import { appSettingsPatchSchema } from '../domain/settings';
import { json } from '../http/respond';
import type { Router } from '../http/router';
import { parseWith } from '../http/validate';
import type { Services } from '../services';

/**
 * Test and demo helpers under /__dev (off with UPSTREAM_DEV_ROUTES=0). They
 * skip sessions, XSRF, fault injection and latency.
 */
export function registerDevRoutes(router: Router, services: Services): void {
  const outbox = new Outbox(services.db);
  const dev = { kind: 'dev' } as const;

  // seeded_on: tests that read the seed's fixed cases ("Aisha worked yesterday") date them from it, not from a clock that may have passed midnight since.
  router.get('/__dev/health', () => json({ ok: true, seeded_on: services.seededOn }), dev);

  router.get('/__dev/mailbox', (ctx) => json({ data: outbox.list(ctx.query.get('to') ?? undefined) }), dev);

  router.post(
    '/__dev/app-settings',
    async (ctx) => json(services.settings.update(parseWith(appSettingsPatchSchema, await ctx.body()))),
    dev,
  );

  // Per-user resets for tests: end every upstream session of one user (as an expiry or a
  // sign-out elsewhere would), or empty their alert list (for the empty state while other
  // tests post alerts to everyone).
  const perUser = (path: string, table: 'sessions' | 'notifications') =>
    router.post(
      path,
      async (ctx) => {
        const { email } = parseWith(emailSchema, await ctx.body());
        const result = services.db
          .prepare(`DELETE FROM ${table} WHERE user_id = (SELECT id FROM users WHERE email = ?)`)
          .run(email.toLowerCase());
        return json({ deleted: result.changes });
      },
      dev,
    );
  perUser('/__dev/sessions/expire', 'sessions');
  perUser('/__dev/notifications/clear', 'notifications');
}

const emailSchema = z.object({ email: z.string().email() });
