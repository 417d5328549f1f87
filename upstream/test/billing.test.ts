import { authorizationSchema } from '../../lib/auth/schemas';
import { shiftDate } from '../../lib/date-time/calendar';
import {
  paymentRedirectSchema,
  paymentSyncSchema,
  planOverviewSchema,
  subscriptionCancelledSchema,
  transactionDetailSchema,
  transactionPageSchema,
} from '../../lib/billing/schemas';
import { TRIAL_DAYS_LEFT } from '../src/db/seed-billing';
import { BILLING_MESSAGES } from '../src/domain/billing';
import type { Upstream } from '../src/server';
import { ApiClient, DEMO, setAppSettings, signedInClient, startUpstream , upstreamWithAdminAndEmployee } from './helpers';

/** Contract tests of the billing calls and the stand-in payment page, parsed with the app's schemas. */

let upstream: Upstream, admin: ApiClient, employee: ApiClient;

beforeAll(async () => ({ upstream, admin, employee } = await upstreamWithAdminAndEmployee({ appUrl: 'http://app.test/hr' })));
afterAll(() => upstream.close());

// The reference upstream states the subscription, the plans and the head count (the spec names package and tenant only).
const overview = async () => planOverviewSchema.required().parse((await admin.get('/billing/plan-overview/index')).body);
const packageId = async (name: string) => (await overview()).packages.find((plan) => plan.name === name)!.id;

/** Starts a payment and answers the stand-in page with `outcome`; returns where the browser is sent back to. */
async function pay(name: string, outcome: 'paid' | 'failed') {
  const res = await admin.get(`/billing/payment-redirection-url?package_id=${await packageId(name)}&country_code=DE&postal_code=`);
  expect(res.status).toBe(200);
  const { url } = paymentRedirectSchema.parse(res.body);
  expect(url.startsWith(`${upstream.url}/__payment/checkout/`)).toBe(true);
  const page = await fetch(url);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Pay now');
  // The page's form is sent back to the app: the policy must allow that redirect.
  expect(page.headers.get('content-security-policy')).toContain("form-action 'self' http://app.test;");
  const back = await fetch(url, { method: 'POST', body: new URLSearchParams({ outcome }), redirect: 'manual' });
  expect(back.status).toBe(303);
  return new URL(back.headers.get('location')!);
}

it('shows the trial plan with its package and tenant; people without the permission get 403', async () => {
  const plan = await overview();
  expect(plan.package.name).toBe('Business');
  expect(plan.subscription).toMatchObject({ status: 'trial', trial_days_left: TRIAL_DAYS_LEFT, current_period_end: null });
  expect(plan.tenant).toMatchObject({ name: 'Northwind Crew', country_code: null, postal_code: null });
  expect(plan.packages.map((item) => item.name)).toEqual(['Starter', 'Business', 'Enterprise']);
  expect(plan.subscription.amount).toBe(plan.subscription.seats * plan.package.price_per_seat!);
  // The trial quotes what its first payment bills: everyone employed now, invited people included.
  expect(plan.subscription.seats).toBe(plan.employed_people);
  expect((await employee.get('/billing/plan-overview/index')).status).toBe(403);
  expect((await employee.get('/billing/transactions/index')).status).toBe(403);
});

it('refuses a plan too small for the company or unknown', async () => {
  const starter = await admin.get(`/billing/payment-redirection-url?package_id=${await packageId('Starter')}&country_code=DE&postal_code=`);
  expect(starter.status).toBe(422);
  expect(starter.body.errors.package_id).toEqual([BILLING_MESSAGES.tooManyPeople('Starter', 25)]);
  expect((await admin.get('/billing/payment-redirection-url?package_id=999&country_code=DE')).status).toBe(422);
  expect((await admin.get(`/billing/payment-redirection-url?package_id=${await packageId('Business')}&country_code=de`)).body.errors).toHaveProperty('country_code');
});

it('a declined payment leaves a failed transaction and the trial as it was', async () => {
  const back = await pay('Business', 'failed');
  expect(`${back.origin}${back.pathname}`).toBe('http://app.test/hr/billing/plan-overview');
  expect(back.searchParams.get('payment')).toBe('failed');
  const synced = paymentSyncSchema.parse((await admin.post('/billing/sync-payment-status', { checkout: back.searchParams.get('checkout') })).body);
  expect(synced).toMatchObject({ payment_status: 'failed', message: BILLING_MESSAGES.failed, subscription: { status: 'trial' } });
  const again = paymentSyncSchema.parse((await admin.post('/billing/sync-payment-status', {})).body);
  expect(again.payment_status).toBe('none');
  const page = transactionPageSchema.parse((await admin.get('/billing/transactions/index')).body);
  expect(page.data[0]).toMatchObject({ status: 'failed', package_name: 'Business' });
});

it('a paid upgrade is synced once: a month on the plan, a paid transaction with a receipt, the tenant with its country', async () => {
  await setAppSettings(upstream, { is_trial_over: true });
  const back = await pay('Enterprise', 'paid');
  expect(back.searchParams.get('payment')).toBe('success');
  // The payment page's link is single use.
  expect((await fetch(`${upstream.url}/__payment/checkout/${back.searchParams.get('checkout')}`)).status).toBe(404);

  const synced = paymentSyncSchema.parse((await admin.post('/billing/sync-payment-status', { checkout: back.searchParams.get('checkout') })).body);
  expect(synced.payment_status).toBe('paid');
  expect(synced.message).toBe(BILLING_MESSAGES.paid('Enterprise'));
  expect(synced.subscription.status).toBe('active');
  const plan = await overview();
  expect(plan.package.name).toBe('Enterprise');
  expect(plan.tenant).toMatchObject({ country_code: 'DE', postal_code: '' });
  expect(authorizationSchema.parse((await admin.get('/authorization')).body).app.is_trial_over).toBe(false);
  expect(paymentSyncSchema.parse((await admin.post('/billing/sync-payment-status', { checkout: back.searchParams.get('checkout') })).body).payment_status).toBe('none');

  const page = transactionPageSchema.parse((await admin.get('/billing/transactions/index')).body);
  expect(page.meta.total).toBe(2);
  const paid = page.data[0]!;
  expect(paid).toMatchObject({ status: 'paid', package_name: 'Enterprise', amount: plan.subscription.amount, currency: 'EUR' });
  const detail = transactionDetailSchema.parse((await admin.get(`/billing/transactions/${paid.id}`)).body).data;
  expect(detail).toMatchObject({ reference: paid.reference, unit_price: 900, tenant: { name: 'Northwind Crew', country_code: 'DE' }, failure_reason: null });
  expect((await admin.get('/billing/transactions/99999')).status).toBe(404);
});

it('cancels the running subscription once, keeping the plan until the period ends', async () => {
  const { subscription } = await overview();
  const cancelled = subscriptionCancelledSchema.parse((await admin.post(`/billing/subscriptions/${subscription.id}/cancel`)).body);
  expect(cancelled.subscription.status).toBe('cancelled');
  expect(cancelled.message).toBe(BILLING_MESSAGES.cancelled(subscription.current_period_end!));
  const twice = await admin.post(`/billing/subscriptions/${subscription.id}/cancel`);
  expect(twice.status).toBe(422);
  expect(twice.body.message).toBe(BILLING_MESSAGES.notCancellable);
  expect((await admin.post('/billing/subscriptions/999/cancel')).status).toBe(404);
});

it('the dev reset brings back the seeded trial: no payments, no billing country, the trial-over flag down', async () => {
  // Where the tests above left it: Enterprise, cancelled, two transactions, Germany.
  await setAppSettings(upstream, { is_trial_over: true });
  expect((await overview()).subscription.status).toBe('cancelled');
  const reset = await fetch(`${upstream.url}/__dev/billing/reset`, { method: 'POST' });
  expect(reset.status).toBe(200);

  const plan = await overview();
  expect(plan.package.name).toBe('Business');
  expect(plan.subscription).toMatchObject({ status: 'trial', trial_days_left: TRIAL_DAYS_LEFT, current_period_end: null, seats: plan.employed_people });
  expect(plan.tenant).toMatchObject({ name: 'Northwind Crew', country_code: null, postal_code: null });
  expect(transactionPageSchema.parse((await admin.get('/billing/transactions/index')).body).meta.total).toBe(0);
  expect(authorizationSchema.parse((await admin.get('/authorization')).body).app.is_trial_over).toBe(false);
  // And the trial can be paid for again.
  expect((await pay('Business', 'paid')).searchParams.get('payment')).toBe('success');
});

it('raises the trial-over flag once the trial has run out', async () => {
  const fresh = await startUpstream();
  try {
    const client = await signedInClient(fresh, DEMO.admin);
    expect(authorizationSchema.parse((await client.get('/authorization')).body).app.is_trial_over).toBe(false);
    fresh.db.prepare('UPDATE billing_subscriptions SET trial_ends_at = ?').run(shiftDate('2020-01-01', 0));
    expect(authorizationSchema.parse((await client.get('/authorization')).body).app.is_trial_over).toBe(true);
    expect(planOverviewSchema.parse((await client.get('/billing/plan-overview/index')).body).subscription).toMatchObject({ status: 'expired', trial_days_left: 0 });
  } finally {
    await fresh.close();
  }
});

describe('on an upstream of its own (it invites someone and leaves a checkout pending)', () => {
  beforeAll(async () => {
    await upstream.close();
    ({ upstream, admin, employee } = await upstreamWithAdminAndEmployee({ appUrl: 'http://app.test/hr' }));
  });

  it('the trial\'s quote follows the head-count, and the checkout bills exactly that', async () => {
    const before = await overview();
    const roles = (await admin.get('/settings/general/roles/list')).body.data as { id: number; name: string }[];
    const role_id = roles.find((role) => role.name === 'Employee')!.id;
    const invited = await admin.post('/employee/employee/quick-entry/new-entry', { first_name: 'Quote', last_name: 'Check', email: 'quote.check@example.test', role_id });
    expect(invited.status).toBe(201);
    const after = await overview();
    expect(after.employed_people).toBe(before.employed_people + 1);
    expect(after.subscription).toMatchObject({ status: 'trial', seats: before.subscription.seats + 1, amount: (before.subscription.seats + 1) * after.package.price_per_seat! });
    const res = await admin.get(`/billing/payment-redirection-url?package_id=${after.package.id}&country_code=DE&postal_code=`);
    const { url } = paymentRedirectSchema.parse(res.body);
    expect(await (await fetch(url)).text()).toContain(`plan for ${after.subscription.seats} people`);
  });
});
