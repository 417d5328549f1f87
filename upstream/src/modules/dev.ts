import { z } from 'zod';
import { todayInZone } from '../../../lib/date-time/zone';
import { FIXED_CASE_PEOPLE, reseedFixedCases } from '../db/seed-attendance';
import { placeWidgetPeople } from '../db/seed';
import { resetBilling } from '../db/seed-billing';
import { seedNotifications } from '../db/seed-notifications';
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

  // Billing back to the seeded trial, counted from today, with the trial-over flag down: the billing
  // e2e spec pays and cancels, and a retry of it must start from the trial again.
  router.post(
    '/__dev/billing/reset',
    () => {
      resetBilling(services.db, todayInZone(services.settings.get().timezone));
      services.settings.update({ is_trial_over: false });
      return json({ ok: true });
    },
    dev,
  );

  // The feed widgets' birthdays, recent joiners and anniversaries placed for today, as a seed today
  // places them: a run that crossed midnight since the seed still has a birthday and an anniversary today.
  router.post('/__dev/widgets/people', () => json(placeWidgetPeople(services.db, new Date(), services.settings.get().timezone)), dev);

  // The attendance cases the e2e tests use up (Sofia's running clock, Noah's irregular clock and
  // Aisha's office day), written again as of now, for the usernames given (all three without):
  // answers today and the yesterday they are dated from.
  router.post(
    '/__dev/attendance/fixed-cases',
    async (ctx) => {
      const { usernames } = parseWith(fixedCasesSchema, await ctx.body());
      return json(reseedFixedCases(services.db, new Date(), usernames));
    },
    dev,
  );

  // Per-user resets for tests: end every upstream session of one user (as an expiry or a
  // sign-out elsewhere would), empty their alert list (for the empty state while other
  // tests post alerts to everyone), or take back today's clocking (a retried test that clocks
  // in must find them not yet clocked in today, as its first attempt did).
  const perUser = (path: string, sql: string, extra: () => string[] = () => []) =>
    router.post(
      path,
      async (ctx) => {
        const { email } = parseWith(emailSchema, await ctx.body());
        const result = services.db.prepare(sql).run(email.toLowerCase(), ...extra());
        return json({ deleted: result.changes });
      },
      dev,
    );
  const ofUser = 'user_id = (SELECT id FROM users WHERE email = ?)';
  // One user's alerts as seeded (dated from now), and no others: for a test that counts them while other tests alert that user.
  router.post(
    '/__dev/notifications/reseed',
    async (ctx) => {
      const email = parseWith(emailSchema, await ctx.body()).email.toLowerCase();
      const created = services.db.transaction(() => {
        services.db.prepare(`DELETE FROM notifications WHERE ${ofUser}`).run(email);
        return seedNotifications(services.db, new Date(), email);
      })();
      return json({ created });
    },
    dev,
  );
  perUser('/__dev/sessions/expire', `DELETE FROM sessions WHERE ${ofUser}`);
  perUser('/__dev/notifications/clear', `DELETE FROM notifications WHERE ${ofUser}`);
  perUser('/__dev/attendance/clear-today', `DELETE FROM attendances WHERE ${ofUser} AND working_date = ?`, () => [
    todayInZone(services.settings.get().timezone),
  ]);
}

const emailSchema = z.object({ email: z.string().email() });
const fixedCasesSchema = z.object({ usernames: z.array(z.enum(FIXED_CASE_PEOPLE)).optional() });
