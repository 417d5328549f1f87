import { ReceiptButton } from '@/components/billing/receipt-button';
import { DataTable } from '@/components/kit/data-table';
import { billingApi } from '@/lib/billing/endpoints';
import { formatMoney, STATUS_TONES, TRANSACTION_STATUS_LABELS } from '@/lib/billing/format';
import type { Transaction } from '@/lib/billing/schemas';
import { formatWall } from '@/lib/date-time/format';
import { KeepWhole } from '@/components/ui/keep-whole';
import { definePage, pageMetadata } from '@/lib/page';
import { pageParam } from '@/lib/search-params';
import { serverCall } from '@/lib/upstream/server';

export const metadata = pageMetadata('/billing/billing-history');

/**
 * /billing/billing-history (view_billing_payment_transaction): every charge,
 * newest first, paged by the tenant's rows per page; each opens its detail as
 * a printable receipt.
 */
export default definePage('/billing/billing-history', {
  load: ({ search }) => ({ page: serverCall(billingApi.transactions, { query: { page: pageParam(search) } }) }),
  render: ({ page }, { gate }) => {
    const { date_format: dateFormat, time_format: timeFormat } = gate.auth.settings;
    return (
      <div className="mx-auto flex max-w-5xl flex-col gap-4 px-3 py-6 sm:px-6">
        <header>
          <h1 className="text-2xl font-semibold text-slate-900">Billing history</h1>
          <p className="mt-1 text-sm text-slate-600">Every payment of the company’s subscription, with its receipt.</p>
        </header>
        <DataTable<Transaction>
          caption="Transactions"
          rows={page.data}
          rowKey={(row) => row.id}
          meta={page.meta}
          pageHref={(number) => (number > 1 ? `?page=${number}` : '?')}
          noun="transactions"
          empty={{ title: 'No payments yet', text: 'Payments show here once the company pays for a plan.' }}
          columns={[
            { key: 'date', header: 'Date', cell: (row) => <KeepWhole text={formatWall(row.created_at, dateFormat, timeFormat)} /> },
            // On a phone the description and the status go under the date (stacked): the row keeps its amount and View whole at 360 px.
            { key: 'description', header: 'Description', cell: (row) => row.description, hideBelow: 'md', stack: true },
            { key: 'reference', header: 'Reference', cell: (row) => row.reference, hideBelow: 'lg' },
            { key: 'amount', header: 'Amount', cell: (row) => formatMoney(row.amount, row.currency) },
            {
              key: 'status',
              header: 'Status',
              hideBelow: 'sm',
              stack: true,
              cell: (row) => <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_TONES[row.status]}`}>{TRANSACTION_STATUS_LABELS[row.status]}</span>,
            },
          ]}
          rowActions={(row) => <ReceiptButton id={row.id} reference={row.reference} />}
        />
      </div>
    );
  },
});
