'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useDialogs } from '@/components/shell/dialogs';
import { Button } from '@/components/ui/button';
import { callEndpoint } from '@/lib/client/endpoint';
import { timeApi } from '@/lib/time/endpoints';
import type { ActionLogEntry } from '@/lib/time/schemas';
import { assignmentPath } from './shift-actions';
import { counted } from '@/lib/shared/plural';

/** Batches waiting to be published: confirm publishing, or cancel the batch (nothing is published then). */
export function PendingBatches({
  entries,
  highlight,
  start,
  firstDayOfWeek,
}: {
  entries: readonly ActionLogEntry[];
  highlight: number | null;
  start: string;
  firstDayOfWeek: number;
}) {
  const router = useRouter();
  const dialogs = useDialogs();
  const [busy, setBusy] = useState<string | null>(null);
  if (entries.length === 0) return null;

  const act = async (entry: ActionLogEntry, kind: 'publish' | 'cancel') => {
    if (kind === 'cancel' && !(await dialogs.confirm({ text: 'Cancel this batch? None of its shifts will be published.' }))) return;
    setBusy(`${kind}-${entry.batch_id}`);
    const result = await callEndpoint(kind === 'publish' ? timeApi.confirmPublishing : timeApi.cancelPublishing, { params: { batch: entry.batch_id! }, json: {} });
    setBusy(null);
    if (!result.ok) return void dialogs.failure(result.error);
    router.push(assignmentPath(result.data.action_id, start, firstDayOfWeek));
    await dialogs.success('add', { text: result.data.message });
  };

  return (
    <section aria-labelledby="pending-title" className="rounded-xl border border-amber-200 bg-amber-50 p-4">
      <h2 id="pending-title" className="font-semibold text-amber-950">
        Waiting to be published
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {entries.map((entry) => (
          <li
            key={entry.id}
            className={`flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white px-3 py-2 ring-1 ${entry.id === highlight ? 'ring-2 ring-amber-400' : 'ring-amber-200'}`}
            aria-current={entry.id === highlight ? 'true' : undefined}
          >
            <p className="text-sm text-slate-800">
              <span className="font-semibold">Batch #{entry.batch_id}</span>: {entry.description} · {counted(entry.count, 'shift')}
            </p>
            <div className="flex gap-2">
              <Button variant="secondary" loading={busy === `cancel-${entry.batch_id}`} disabled={busy !== null} onClick={() => void act(entry, 'cancel')}>
                Cancel batch
              </Button>
              <Button loading={busy === `publish-${entry.batch_id}`} disabled={busy !== null} onClick={() => void act(entry, 'publish')}>
                Publish shifts
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
