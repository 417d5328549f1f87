import { z } from 'zod';
import { formatWallTime } from '../../../lib/date-time/zone';
import type { PaymentSync, PlanOverview, TransactionPage } from '../../../lib/billing/schemas';
import { Billing, BILLING_MESSAGES } from '../domain/billing';
import { idParam, pagedBody, paging, queryValues } from '../http/params';
import { HttpError, json, notFound, redirect, unprocessable, validationFailed, type Reply } from '../http/respond';
import type { Router } from '../http/router';
import { parseWith } from '../http/validate';
import type { Services } from '../services';

/**
 * Billing (spec part 2 §7 "Billing"): the plan overview, the payment address
 * (a stand-in payment page here, /__payment/checkout/{token}, that returns the
 * browser to the app's plan overview with the outcome), syncing the payment
 * status, cancelling, and the transactions. Paying ends the trial-over state.
 */

const PLAN = { can: ['view_billing_plan_overview'] } as const;
const HISTORY = { can: ['view_billing_payment_transaction'] } as const;

const redirectQuerySchema = z.object({
  package_id: z.coerce.number().int().positive(BILLING_MESSAGES.unknownPackage),
  country_code: z.string().regex(/^[A-Z]{2}$/, 'The country code must be two capital letters.'),
  // The payment step collects the postal code itself: the app sends it empty.
  postal_code: z.string().max(20).default(''),
});
const syncSchema = z.object({ checkout: z.string().max(100).optional() });
const outcomeSchema = z.object({ outcome: z.enum(['paid', 'failed']) });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (cents: number, currency: string) => new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(cents / 100);

/** The stand-in payment page: what is being paid and two buttons, Pay and Decline. */
function paymentPage(input: { token: string; plan: string; seats: number; amount: number; currency: string; company: string; appOrigin: string }): Reply {
  const action = `/__payment/checkout/${encodeURIComponent(input.token)}`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Payment · Crewdesk test payments</title>
<style>body{font-family:system-ui,sans-serif;background:#f1f5f9;margin:0;display:grid;place-items:center;min-height:100vh;color:#0f172a}
main{background:#fff;border-radius:12px;box-shadow:0 1px 3px #0002;padding:24px;max-width:360px;width:calc(100% - 32px)}
h1{font-size:20px;margin:0 0 4px}p{color:#475569;font-size:14px}strong{font-size:28px;color:#0f172a;display:block;margin:16px 0}
form{display:flex;gap:8px;flex-wrap:wrap}button{flex:1;min-height:44px;border-radius:8px;border:0;font-weight:600;font-size:15px;cursor:pointer}
.pay{background:#323DA5;color:#fff}.decline{background:#fff;border:1px solid #cbd5e1;color:#0f172a}</style></head>
<body><main><h1>Crewdesk test payments</h1>
<p>${escapeHtml(input.company)}: the ${escapeHtml(input.plan)} plan for ${input.seats} people, one month.</p>
<strong>${escapeHtml(money(input.amount, input.currency))}</strong>
<form method="post" action="${action}"><button class="pay" name="outcome" value="paid">Pay now</button><button class="decline" name="outcome" value="failed">Decline payment</button></form>
</main></body></html>`;
  return {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // The form posts here and is sent back to the app: form-action covers that redirect too.
      'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${input.appOrigin}; frame-ancestors 'none'; base-uri 'none'`,
    },
    body: html,
  };
}

export function registerBilling(router: Router, services: Services): void {
  const billing = new Billing(services.db);
  const wallNow = () => formatWallTime(new Date(), services.settings.get().timezone);
  const today = () => wallNow().slice(0, 10);

  router.get('/billing/plan-overview/index', () => json(billing.overview(today()) satisfies PlanOverview), PLAN);

  router.get(
    '/billing/payment-redirection-url',
    (ctx) => {
      const query = parseWith(redirectQuerySchema, queryValues(ctx.query));
      const plan = billing.findPackage(query.package_id);
      if (!plan) throw validationFailed({ package_id: [BILLING_MESSAGES.unknownPackage] });
      if (plan.max_seats !== null && billing.employedPeople() > plan.max_seats) {
        throw validationFailed({ package_id: [BILLING_MESSAGES.tooManyPeople(plan.name, plan.max_seats)] });
      }
      const token = billing.startCheckout({ userId: ctx.userId(), plan, countryCode: query.country_code, postalCode: query.postal_code });
      return json({ url: `${services.config.publicUrl}/__payment/checkout/${token}` });
    },
    PLAN,
  );

  router.post(
    '/billing/sync-payment-status',
    async (ctx) => {
      const { checkout } = parseWith(syncSchema, await ctx.body());
      const result = billing.sync(ctx.userId(), checkout ?? null, wallNow());
      if (result.status === 'paid') services.settings.update({ is_trial_over: false });
      const message =
        result.status === 'paid' ? BILLING_MESSAGES.paid(result.plan!) : result.status === 'failed' ? BILLING_MESSAGES.failed : BILLING_MESSAGES[result.status];
      return json({ message, payment_status: result.status, subscription: billing.subscription(today()) } satisfies PaymentSync);
    },
    PLAN,
  );

  router.post(
    '/billing/subscriptions/{id}/cancel',
    (ctx) => {
      const id = idParam(ctx, 'id');
      if (!billing.subscriptionExists(id)) throw notFound();
      const subscription = billing.cancel(id, wallNow());
      if (!subscription) throw unprocessable(BILLING_MESSAGES.notCancellable);
      return json({ message: BILLING_MESSAGES.cancelled(subscription.current_period_end!), subscription });
    },
    PLAN,
  );

  router.get(
    '/billing/transactions/index',
    (ctx) => {
      const { page, perPage } = paging(ctx, services.settings.get().rows_per_page);
      return json(pagedBody(page, perPage, billing.transactions(page, perPage)) satisfies TransactionPage);
    },
    HISTORY,
  );
  router.get(
    '/billing/transactions/{id}',
    (ctx) => {
      const transaction = billing.transaction(idParam(ctx, 'id'));
      if (!transaction) throw notFound();
      return json({ data: transaction });
    },
    HISTORY,
  );

  // The stand-in payment provider (no session: it is another site). A real one would take card details here.
  const asset = { kind: 'asset' } as const;
  router.get(
    '/__payment/checkout/{token}',
    (ctx) => {
      const checkout = billing.openCheckout(ctx.params.token ?? '');
      if (!checkout) throw new HttpError(404, { message: 'This payment link has expired or was already used.' });
      const { plan } = checkout;
      return paymentPage({ token: checkout.token, plan: plan.name, seats: checkout.seats, amount: checkout.amount, currency: plan.currency, company: billing.tenant().name, appOrigin: new URL(services.config.appUrl).origin });
    },
    asset,
  );
  router.post(
    '/__payment/checkout/{token}',
    async (ctx) => {
      const checkout = billing.openCheckout(ctx.params.token ?? '');
      if (!checkout) throw new HttpError(404, { message: 'This payment link has expired or was already used.' });
      const { outcome } = parseWith(outcomeSchema, await ctx.body());
      billing.completeCheckout(checkout.token, outcome);
      const back = new URL(`${services.config.appUrl}/billing/plan-overview`);
      back.searchParams.set('payment', outcome === 'paid' ? 'success' : 'failed');
      back.searchParams.set('checkout', checkout.token);
      return redirect(back.toString(), 303);
    },
    asset,
  );
}
