'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IntentLink } from '@/components/ui/intent-link';
import { ConfirmActionButton } from '@/components/kit/confirm-action-button';
import { SectionCard } from '@/components/kit/section-card';
import { Button, buttonClasses } from '@/components/ui/button';
import { callEndpoint, endpointQuery } from '@/lib/client/endpoint';
import { BATCH_POLL_MS, isBatchRunning } from '@/lib/people/import';
import { batchApi } from '@/lib/people/import-endpoints';
import type { BatchProcess } from '@/lib/people/import-schemas';
import { routeHref } from '@/lib/routes';
import { ScrollRegion } from '@/components/kit/scroll-region';
import { wholeNumber } from '@/lib/shared/plural';

/**
 * Step 4: the batch importing the valid rows, its status polled while it runs
 * (processed, failed and remaining, a progress bar), cancel (what was imported
 * stays, no row is half-written), then the result with each failed row and
 * why, and the finished batch's record deleted on request.
 */

const STATUS_TEXT: Record<BatchProcess['status'], string> = {
  pending: 'Waiting to start…',
  processing: 'Importing…',
  completed: 'Import finished',
  cancelled: 'Import cancelled',
};

function Count({ label, value, tone = 'text-slate-900' }: { label: string; value: number; tone?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className={`text-xl font-semibold tabular-nums ${tone}`}>{wholeNumber(value)}</dd>
    </div>
  );
}

export function ImportProgress({ batchId, initial, onStartOver }: { batchId: number; initial?: BatchProcess; onStartOver: () => void }) {
  const client = useQueryClient();
  const query = endpointQuery(batchApi.status, { params: { id: batchId } });
  const status = useQuery({
    ...query,
    initialData: initial ? { data: initial } : undefined,
    refetchInterval: (current) => (!current.state.data || isBatchRunning(current.state.data.data.status) ? BATCH_POLL_MS : false),
    refetchIntervalInBackground: true,
  });
  const batch = status.data?.data;

  if (!batch) {
    return (
      <SectionCard title="Import">
        {status.isError ? (
          <div className="flex flex-col items-start gap-3">
            <p role="alert" className="text-sm text-red-800">
              {status.error.message}
            </p>
            <Button variant="secondary" onClick={onStartOver}>
              Import another file
            </Button>
          </div>
        ) : (
          <p className="text-sm text-slate-600">Loading the import…</p>
        )}
      </SectionCard>
    );
  }

  const running = isBatchRunning(batch.status);

  return (
    <SectionCard title={STATUS_TEXT[batch.status]} description={batch.send_invitations ? 'Each person imported gets an invitation e-mail.' : 'No invitations are sent; invite people later from their profiles.'}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <div className="flex justify-between text-sm text-slate-700">
            <span>
              {wholeNumber(batch.processed)} of {wholeNumber(batch.total)} rows processed
            </span>
            <span className="font-semibold tabular-nums">{batch.progress} %</span>
          </div>
          <div
            role="progressbar"
            aria-label="Import progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={batch.progress}
            aria-valuetext={`${batch.progress} %`}
            className="h-3 overflow-hidden rounded-full bg-slate-200"
          >
            <div className={`h-full transition-[width] duration-500 ${batch.status === 'cancelled' ? 'bg-warning' : 'bg-primary'}`} style={{ width: `${batch.progress}%` }} />
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-live="polite">
          <Count label="Processed" value={batch.processed} />
          <Count label="Imported" value={batch.imported} tone="text-emerald-700" />
          <Count label="Failed" value={batch.failed} tone={batch.failed ? 'text-red-700' : 'text-slate-900'} />
          <Count label={batch.status === 'cancelled' ? 'Not imported' : 'Remaining'} value={batch.remaining} />
        </dl>

        {batch.failures.length ? (
          <div>
            <h3 className="mb-2 text-sm font-semibold text-slate-900">Rows not imported</h3>
            <ScrollRegion label="Rows not imported" className="max-h-80 overflow-auto rounded-lg ring-1 ring-slate-200">
              <table className="w-full text-left text-sm">
                <thead className="sticky top-0 bg-slate-100 text-xs uppercase tracking-wide text-slate-600">
                  <tr>
                    <th className="px-3 py-2">Row</th>
                    <th className="px-3 py-2">Email</th>
                    <th className="px-3 py-2">Reason</th>
                  </tr>
                </thead>
                <tbody>
                  {batch.failures.map((failure) => (
                    <tr key={failure.row} className="border-t border-slate-100">
                      <td className="px-3 py-2 tabular-nums">{failure.row}</td>
                      <td className="break-all px-3 py-2">{failure.email}</td>
                      <td className="px-3 py-2 text-red-800">{failure.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </div>
        ) : null}

        {/* On a phone the actions stack full width, the last (the way on) on top. */}
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:flex-wrap sm:justify-end">
          {running ? (
            <ConfirmActionButton
              label="Cancel import"
              variant="danger"
              confirm={{ text: 'Stop the import? The people imported so far stay; the rest are not imported.' }}
              act={() => callEndpoint(batchApi.cancel, { params: { id: batch.id } })}
              onDone={(answer) => client.setQueryData(query.queryKey, { data: answer.data })}
              refresh={false}
            />
          ) : (
            <>
              <ConfirmActionButton
                label="Delete import record"
                variant="dangerGhost"
                confirm={{ kind: 'delete' }}
                act={() => callEndpoint(batchApi.delete, { params: { id: batch.id } })}
                success="delete"
                onDone={onStartOver}
                refresh={false}
              />
              <Button variant="secondary" onClick={onStartOver}>
                Import another file
              </Button>
              <IntentLink href={routeHref('/people')} className={buttonClasses('primary')}>
                Go to Employees
              </IntentLink>
            </>
          )}
        </div>
      </div>
    </SectionCard>
  );
}
