import type { Database } from 'better-sqlite3';
import { daysBetween, shiftDate, shiftDateByMonths } from '../../../lib/date-time/calendar';
import type { BillingPackage, PlanOverview, Subscription, Tenant, Transaction, TransactionDetail } from '../../../lib/billing/schemas';
import { randomString } from '../lib/tokens';

/**
 * Billing: the plans, the company as billed, its subscription and payments.
 * A payment goes through a checkout: the payment address carries its token,
 * the stand-in payment page records the outcome, and syncing the payment
 * status applies it (a paid month on the chosen plan, or a failed charge)
 * exactly once. SQL lives here; modules/billing.ts checks and answers.
 */

export const CHECKOUT_TTL_SECONDS = 60 * 60;
export const BILLING_MESSAGES = {
  paid: (plan: string) => `Your payment went through: the company is on ${plan}.`,
  failed: 'The payment did not go through, so nothing was charged. Please try again or use another card.',
  pending: 'The payment provider has not confirmed the payment yet. Please check again in a moment.',
  none: 'There is no payment waiting to be checked.',
  cancelled: (until: string) => `The subscription is cancelled. The company keeps its plan until ${until}.`,
  notCancellable: 'Only a paid, running subscription can be cancelled.',
  unknownPackage: 'The selected plan is invalid.',
  tooManyPeople: (plan: string, max: number) => `${plan} is for up to ${max} people; the company has more.`,
} as const;

interface PackageRow {
  id: number;
  name: string;
  description: string;
  price_per_seat: number;
  currency: string;
  max_seats: number | null;
  features: string;
}
interface SubscriptionRow {
  id: number;
  package_id: number;
  status: Subscription['status'];
  seats: number;
  trial_ends_at: string | null;
  current_period_end: string | null;
  cancelled_at: string | null;
}
interface CheckoutRow {
  token: string;
  package_id: number;
  user_id: number;
  seats: number;
  amount: number;
  status: 'pending' | 'paid' | 'failed' | 'synced';
  outcome: 'paid' | 'failed' | null;
  created_at: number;
  expires_at: number;
}
interface TransactionRow extends Omit<Transaction, 'id'> {
  id: number;
  unit_price: number;
  failure_reason: string | null;
}

const toPackage = (row: PackageRow): BillingPackage => ({ ...row, features: JSON.parse(row.features) as string[] });

export class Billing {
  constructor(private readonly db: Database) {}

  packages(): BillingPackage[] {
    return this.db.prepare<[], PackageRow>('SELECT * FROM billing_packages ORDER BY position').all().map(toPackage);
  }

  findPackage(id: number): BillingPackage | undefined {
    const row = this.db.prepare<[number], PackageRow>('SELECT * FROM billing_packages WHERE id = ?').get(id);
    return row && toPackage(row);
  }

  tenant(): Tenant {
    return this.db.prepare<[], Tenant>('SELECT id, name, email, address, country_code, postal_code FROM billing_tenant WHERE id = 1').get()!;
  }

  employedPeople(): number {
    return this.db.prepare<[], number>("SELECT COUNT(*) FROM users WHERE status != 'archived'").pluck().get()!;
  }

  private current(): SubscriptionRow {
    return this.db.prepare<[], SubscriptionRow>('SELECT * FROM billing_subscriptions ORDER BY id DESC LIMIT 1').get()!;
  }

  /** The subscription as of `today`: a trial or a period that has run out reads as expired. */
  subscription(today: string, row: SubscriptionRow = this.current()): Subscription {
    const plan = this.findPackage(row.package_id)!;
    let status = row.status;
    if (status === 'trial' && row.trial_ends_at && row.trial_ends_at < today) status = 'expired';
    if ((status === 'active' || status === 'cancelled') && row.current_period_end && row.current_period_end < today) status = 'expired';
    // A paid period bills the people it was paid for; a trial has billed no one yet, so it quotes
    // what its first payment would bill: the people employed now, as the checkout counts them.
    const seats = row.status === 'trial' ? this.employedPeople() : row.seats;
    return {
      id: row.id,
      status,
      seats,
      amount: seats * plan.price_per_seat,
      trial_ends_at: row.trial_ends_at,
      trial_days_left: row.status === 'trial' && row.trial_ends_at ? Math.max(0, daysBetween(today, row.trial_ends_at) + 1) : null,
      current_period_end: row.current_period_end,
      cancelled_at: row.cancelled_at,
    };
  }

  overview(today: string): PlanOverview {
    const row = this.current();
    return {
      package: this.findPackage(row.package_id)!,
      tenant: this.tenant(),
      subscription: this.subscription(today, row),
      packages: this.packages(),
      employed_people: this.employedPeople(),
    };
  }

  /** The trial-over flag: the free trial (or a paid period) has run out and nothing newer is paid. */
  isTrialOver(today: string): boolean {
    return this.subscription(today).status === 'expired';
  }

  /** Records a payment of `plan` for the company's people; the tenant gains the country and postal code sent. */
  startCheckout(input: { userId: number; plan: BillingPackage; countryCode: string; postalCode: string }, now = Date.now()): string {
    const seconds = Math.floor(now / 1000);
    const seats = this.employedPeople();
    const token = randomString(40);
    this.db.transaction(() => {
      this.db.prepare('UPDATE billing_tenant SET country_code = ?, postal_code = ? WHERE id = 1').run(input.countryCode, input.postalCode);
      this.db
        .prepare("INSERT INTO billing_checkouts (token, package_id, user_id, seats, amount, status, outcome, created_at, expires_at) VALUES (?, ?, ?, ?, ?, 'pending', NULL, ?, ?)")
        .run(token, input.plan.id, input.userId, seats, seats * input.plan.price_per_seat, seconds, seconds + CHECKOUT_TTL_SECONDS);
    })();
    return token;
  }

  /** A checkout the payment page may still complete. */
  openCheckout(token: string, now = Date.now()): (CheckoutRow & { plan: BillingPackage }) | undefined {
    const row = this.db.prepare<[string], CheckoutRow>('SELECT * FROM billing_checkouts WHERE token = ?').get(token);
    if (!row || row.status !== 'pending' || row.expires_at < Math.floor(now / 1000)) return undefined;
    return { ...row, plan: this.findPackage(row.package_id)! };
  }

  /** What the payment page reports. */
  completeCheckout(token: string, outcome: 'paid' | 'failed'): void {
    this.db.prepare("UPDATE billing_checkouts SET status = ?, outcome = ? WHERE token = ? AND status = 'pending'").run(outcome, outcome, token);
  }

  /**
   * Applies the user's latest payment (or the one with `token`) once: a paid one
   * starts a month on its plan and leaves a paid transaction; a failed one a
   * failed transaction. Answers what happened.
   */
  sync(userId: number, token: string | null, wallNow: string): { status: 'paid' | 'failed' | 'pending' | 'none'; plan: string | null } {
    const today = wallNow.slice(0, 10);
    return this.db.transaction(() => {
      const checkout = token
        ? this.db.prepare<[string, number], CheckoutRow>('SELECT * FROM billing_checkouts WHERE token = ? AND user_id = ?').get(token, userId)
        : this.db
            .prepare<[number], CheckoutRow>("SELECT * FROM billing_checkouts WHERE user_id = ? AND status != 'synced' ORDER BY created_at DESC, rowid DESC LIMIT 1")
            .get(userId);
      if (!checkout || checkout.status === 'synced') return { status: 'none' as const, plan: null };
      if (checkout.status === 'pending') return { status: 'pending' as const, plan: null };
      const plan = this.findPackage(checkout.package_id)!;
      const reference = `INV-${today.replaceAll('-', '')}-${randomString(6).toUpperCase()}`;
      const insert = this.db.prepare(
        `INSERT INTO billing_transactions (reference, subscription_id, package_name, description, seats, unit_price, amount, currency, status, payment_method,
                                           failure_reason, period_start, period_end, created_at)
         VALUES (@reference, @subscription_id, @package_name, @description, @seats, @unit_price, @amount, @currency, @status, @payment_method,
                 @failure_reason, @period_start, @period_end, @created_at)`,
      );
      const periodEnd = shiftDate(shiftDateByMonths(today, 1), -1);
      const common = {
        reference,
        package_name: plan.name,
        seats: checkout.seats,
        unit_price: plan.price_per_seat,
        amount: checkout.amount,
        currency: plan.currency,
        payment_method: 'Visa ending in 4242',
        created_at: wallNow,
      };
      if (checkout.outcome === 'paid') {
        const subscriptionId = Number(
          this.db
            .prepare("INSERT INTO billing_subscriptions (package_id, status, seats, trial_ends_at, current_period_end, cancelled_at, created_at) VALUES (?, 'active', ?, NULL, ?, NULL, ?)")
            .run(plan.id, checkout.seats, periodEnd, wallNow).lastInsertRowid,
        );
        insert.run({
          ...common,
          subscription_id: subscriptionId,
          description: `${plan.name} plan, ${checkout.seats} people, one month`,
          status: 'paid',
          failure_reason: null,
          period_start: today,
          period_end: periodEnd,
        });
      } else {
        insert.run({
          ...common,
          subscription_id: this.current().id,
          description: `${plan.name} plan, ${checkout.seats} people, one month`,
          status: 'failed',
          failure_reason: 'The card was declined.',
          period_start: null,
          period_end: null,
        });
      }
      this.db.prepare("UPDATE billing_checkouts SET status = 'synced' WHERE token = ?").run(checkout.token);
      return { status: checkout.outcome!, plan: plan.name };
    })();
  }

  /** Cancels the running paid subscription; it stays until its period ends. */
  cancel(id: number, wallNow: string): Subscription | null {
    const row = this.current();
    if (row.id !== id) return null;
    if (this.subscription(wallNow.slice(0, 10), row).status !== 'active') return null;
    this.db.prepare("UPDATE billing_subscriptions SET status = 'cancelled', cancelled_at = ? WHERE id = ?").run(wallNow, id);
    return this.subscription(wallNow.slice(0, 10));
  }

  subscriptionExists(id: number): boolean {
    return !!this.db.prepare<[number], number>('SELECT 1 FROM billing_subscriptions WHERE id = ?').pluck().get(id);
  }

  transactions(page: number, perPage: number): { rows: Transaction[]; total: number } {
    const total = this.db.prepare<[], number>('SELECT COUNT(*) FROM billing_transactions').pluck().get()!;
    const rows = this.db
      .prepare<[number, number], TransactionRow>('SELECT * FROM billing_transactions ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
      .all(perPage, (page - 1) * perPage)
      .map(({ unit_price: _unit, failure_reason: _reason, subscription_id: _subscription, ...row }: TransactionRow & { subscription_id?: number }) => row);
    return { rows, total };
  }

  transaction(id: number): TransactionDetail | undefined {
    const row = this.db.prepare<[number], TransactionRow & { subscription_id?: number }>('SELECT * FROM billing_transactions WHERE id = ?').get(id);
    if (!row) return undefined;
    const { subscription_id: _subscription, ...data } = row;
    return { ...data, tenant: this.tenant() };
  }
}
