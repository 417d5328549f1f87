import type { Subscription, SubscriptionStatus, TransactionStatus } from '@/lib/billing/schemas';
import { shiftDate } from '@/lib/date-time/calendar';
import { formatDate } from '@/lib/date-time/format';
import { counted } from '@/lib/shared/plural';

/** Billing's words and amounts as the screens show them. Client-safe. */

/** An amount in minor units (cents) in its currency: "€6.00". */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(cents / 100);
}

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  trial: 'Free trial',
  active: 'Active',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** What the subscription's amount is called: what falls due after the trial, or each month; a cancelled or expired plan has nothing more to pay (no amount shown). */
export const AMOUNT_LABELS: Record<SubscriptionStatus, string | null> = {
  trial: 'After the trial',
  active: 'Monthly total',
  cancelled: null,
  expired: null,
};

export const TRANSACTION_STATUS_LABELS: Record<TransactionStatus, string> = {
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

export const STATUS_TONES: Record<SubscriptionStatus | TransactionStatus, string> = {
  trial: 'bg-primary/10 text-primary',
  active: 'bg-success/15 text-green-800',
  paid: 'bg-success/15 text-green-800',
  cancelled: 'bg-warning/15 text-orange-800',
  refunded: 'bg-slate-100 text-slate-700',
  expired: 'bg-error/15 text-red-800',
  failed: 'bg-error/15 text-red-800',
};

/** The query the app adds to the plan overview's address when the payment page sends the browser back. */
export const PAYMENT_RETURN = { outcome: 'payment', checkout: 'checkout' } as const;

/** What the subscription's dates mean, as one line. */
export function renewal(subscription: Subscription, dateFormat: string): string {
  const date = (ymd: string | null) => (ymd ? formatDate(ymd, dateFormat) : '');
  switch (subscription.status) {
    case 'trial':
      return subscription.trial_days_left === null
        ? `Free trial until ${date(subscription.trial_ends_at)}`
        : `Free trial: ${counted(subscription.trial_days_left, 'day')} left, until ${date(subscription.trial_ends_at)}`;
    case 'active':
      // current_period_end is the last day paid for; the next payment falls due the day after.
      return `Renews on ${date(subscription.current_period_end && shiftDate(subscription.current_period_end, 1))}`;
    case 'cancelled':
      return `Cancelled: the plan ends on ${date(subscription.current_period_end)}`;
    case 'expired':
      return subscription.trial_ends_at ? `The free trial ended on ${date(subscription.trial_ends_at)}` : `The plan ended on ${date(subscription.current_period_end)}`;
  }
}
