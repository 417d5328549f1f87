'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCloseOnLoadError } from '@/components/kit/use-close-on-load-error';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { useTenantFormats } from '@/components/ui/tenant-formats';
import { billingApi } from '@/lib/billing/endpoints';
import { formatMoney, STATUS_TONES, TRANSACTION_STATUS_LABELS } from '@/lib/billing/format';
import type { TransactionDetail } from '@/lib/billing/schemas';
import { endpointQuery } from '@/lib/client/endpoint';
import { formatDate, formatWall } from '@/lib/date-time/format';

/**
 * A transaction's detail in a dialog, laid out as a receipt that prints on its
 * own (Print receipt: everything else on the page is left off the paper).
 */
const PRINT_ONLY_RECEIPT =
  '@media print{body *{visibility:hidden!important}[data-receipt],[data-receipt] *{visibility:visible!important}[data-receipt]{position:absolute;left:0;top:0;width:100%;padding:24px}[data-no-print]{display:none!important}}';

export function ReceiptButton({ id, reference }: { id: number; reference: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" aria-label={`View ${reference}`}>
          View
        </Button>
      </DialogTrigger>
      <DialogContent width={560}>{open ? <Receipt id={id} reference={reference} onClose={() => setOpen(false)} /> : null}</DialogContent>
    </Dialog>
  );
}

function Receipt({ id, reference, onClose }: { id: number; reference: string; onClose: () => void }) {
  const query = useQuery(endpointQuery(billingApi.transaction, { params: { id } }));
  // Modals close on load errors (spec part 2 §8), then say what failed.
  useCloseOnLoadError(query, onClose);
  return (
    <>
      <style>{PRINT_ONLY_RECEIPT}</style>
      <DialogTitle>{`Transaction ${reference}`}</DialogTitle>
      <DialogDescription className="sr-only">The transaction’s receipt</DialogDescription>
      {query.data ? <ReceiptBody transaction={query.data.data} /> : null}
      {query.isPending ? <p className="mt-4 text-sm text-slate-500">Loading the receipt…</p> : null}
      <div data-no-print className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button disabled={!query.data} onClick={() => window.print()}>
          {query.data?.data.status === 'failed' ? 'Print' : 'Print receipt'}
        </Button>
      </div>
    </>
  );
}

function ReceiptBody({ transaction }: { transaction: TransactionDetail }) {
  const { dateFormat, timeFormat } = useTenantFormats();
  const money = (cents: number) => formatMoney(cents, transaction.currency);
  // A declined payment is no receipt: it says which card was tried and that nothing was charged.
  const failed = transaction.status === 'failed';
  const rows: [string, string][] = [
    ['Date', formatWall(transaction.created_at, dateFormat, timeFormat)],
    ['Reference', transaction.reference],
    ['Plan', transaction.package_name],
    ['People', String(transaction.seats)],
    ['Price', `${money(transaction.unit_price)} per person a month`],
    ...(transaction.period_start && transaction.period_end
      ? [['Period', `${formatDate(transaction.period_start, dateFormat)} to ${formatDate(transaction.period_end, dateFormat)}`] as [string, string]]
      : []),
    [failed ? 'Card tried' : 'Paid with', transaction.payment_method ?? '—'],
  ];
  return (
    <article data-receipt aria-label={failed ? 'Failed payment' : 'Receipt'} className="mt-4 flex flex-col gap-4 text-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-slate-900">{transaction.tenant.name}</p>
          {transaction.tenant.address ? <p className="text-slate-600">{transaction.tenant.address}</p> : null}
          <p className="text-slate-600">{transaction.tenant.email}</p>
        </div>
        <span className={`rounded-full px-2.5 py-0.5 font-medium ${STATUS_TONES[transaction.status]}`}>{TRANSACTION_STATUS_LABELS[transaction.status]}</span>
      </header>
      <p className="text-slate-700">{transaction.description}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="flex items-baseline justify-between border-t border-slate-200 pt-3 text-base">
        <span className="font-medium text-slate-700">{failed ? 'Total, not charged' : 'Total'}</span>
        <span className="font-semibold text-slate-900">{money(transaction.amount)}</span>
      </p>
      {transaction.failure_reason ? <p className="text-red-700">{`Not charged: ${transaction.failure_reason}`}</p> : null}
    </article>
  );
}
