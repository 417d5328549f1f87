import type { SubscriptionStatus, TransactionStatus } from '@/lib/billing/schemas';

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
