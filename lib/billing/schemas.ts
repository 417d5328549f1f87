import { z } from 'zod';
import { messageSchema, pagedListSchema } from '@/lib/shared/schemas';

/**
 * Billing answers (spec part 2 §3 "Plan overview", §4 "Billing", §7 "Billing").
 * The spec names the plan overview's package and tenant, the payment address
 * and the calls; the fields beyond those are ours. Client-safe.
 */

const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const wallTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const TRANSACTION_STATUSES = ['paid', 'failed', 'refunded'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** A plan: its price per person (seat) and month, in the currency's minor units. */
export const billingPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price_per_seat: z.number().int().nonnegative(),
  currency: z.string().length(3),
  max_seats: z.number().int().positive().nullable(),
  features: z.array(z.string()),
});
export type BillingPackage = z.infer<typeof billingPackageSchema>;

/** The company as billed. country_code and postal_code are what the payment step was last sent. */
export const tenantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  address: z.string().nullable(),
  country_code: z.string().nullable(),
  postal_code: z.string().nullable(),
});
export type Tenant = z.infer<typeof tenantSchema>;

export const subscriptionSchema = z.object({
  id: z.number().int(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** People billed: the company's employed people when the period started. */
  seats: z.number().int().nonnegative(),
  /** What a month costs, in minor units. */
  amount: z.number().int().nonnegative(),
  trial_ends_at: ymd.nullable(),
  /** Days of the trial left, today included; 0 once it is over; null when not on trial. */
  trial_days_left: z.number().int().nonnegative().nullable(),
  current_period_end: ymd.nullable(),
  cancelled_at: wallTime.nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/**
 * The plan overview's package: the spec names the package, not its fields. Its id (the payment address is
 * asked for by package_id; the running plan is told apart by it) and its name (what the screen calls the
 * plan) are required; its price, description, seat limit and features are left out when not sent.
 */
export const overviewPackageSchema = billingPackageSchema.partial().required({ id: true, name: true });
export type OverviewPackage = z.infer<typeof overviewPackageSchema>;

/**
 * GET /billing/plan-overview/index: package and tenant (spec), the subscription and the plans to move to.
 * Only package and tenant are the spec's, not their fields: an answer may leave the rest out, and the
 * screen then shows the package without them, the company by /authorization's name (lib/billing/plan.ts).
 */
export const planOverviewSchema = z.object({
  package: overviewPackageSchema,
  tenant: tenantSchema.partial(),
  subscription: subscriptionSchema.optional(),
  packages: z.array(billingPackageSchema).optional(),
  /** People employed now: what the next period bills. */
  employed_people: z.number().int().nonnegative().optional(),
});
export type PlanOverview = z.infer<typeof planOverviewSchema>;

/** GET /billing/payment-redirection-url: where the browser goes to pay. */
export const paymentRedirectSchema = z.object({ url: z.url() });

/** POST /billing/sync-payment-status: the last payment's outcome and the subscription after it. */
export const paymentSyncSchema = messageSchema.extend({
  payment_status: z.enum(['paid', 'failed', 'pending', 'none']),
  subscription: subscriptionSchema,
});
export type PaymentSync = z.infer<typeof paymentSyncSchema>;

/** POST /billing/subscriptions/{id}/cancel. */
export const subscriptionCancelledSchema = messageSchema.extend({ subscription: subscriptionSchema });

export const transactionSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  description: z.string(),
  package_name: z.string(),
  seats: z.number().int().nonnegative(),
  amount: z.number().int().nonnegative(),
  currency: z.string().length(3),
  status: z.enum(TRANSACTION_STATUSES),
  payment_method: z.string().nullable(),
  created_at: wallTime,
  period_start: ymd.nullable(),
  period_end: ymd.nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** GET /billing/transactions/index: newest first, paged. */
export const transactionPageSchema = pagedListSchema(transactionSchema);
export type TransactionPage = z.infer<typeof transactionPageSchema>;

/** GET /billing/transactions/{id}: a transaction with what its receipt shows. */
export const transactionDetailSchema = z.object({
  data: transactionSchema.extend({
    unit_price: z.number().int().nonnegative(),
    tenant: tenantSchema,
    failure_reason: z.string().nullable(),
  }),
});
export type TransactionDetail = z.infer<typeof transactionDetailSchema>['data'];
