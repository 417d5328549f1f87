import { endpointsOf } from '@/lib/upstream/define';

/** Billing calls (spec part 2 §7 "Billing"). */

const { get, post } = endpointsOf('billing', () => import('@/lib/billing/schemas'));
const B = '/billing';

export const billingApi = {
  planOverview: get(`${B}/plan-overview/index`, 'planOverviewSchema'),
  paymentRedirect: get(`${B}/payment-redirection-url`, 'paymentRedirectSchema'),
  syncPaymentStatus: post(`${B}/sync-payment-status`, 'paymentSyncSchema'),
  cancelSubscription: post(`${B}/subscriptions/{id}/cancel`, 'subscriptionCancelledSchema'),
  transactions: get(`${B}/transactions/index`, 'transactionPageSchema'),
  transaction: get(`${B}/transactions/{id}`, 'transactionDetailSchema'),
};
