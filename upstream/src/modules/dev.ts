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

  router.get('/__dev/health', () => json({ ok: true }), dev);

  router.get('/__dev/mailbox', (ctx) => json({ data: outbox.list(ctx.query.get('to') ?? undefined) }), dev);

  router.post(
    '/__dev/app-settings',
    async (ctx) => json(services.settings.update(parseWith(appSettingsPatchSchema, await ctx.body()))),
    dev,
  );
}
