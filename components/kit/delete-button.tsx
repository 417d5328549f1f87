'use client';

import { useDialogs } from '@/components/shell/dialogs';
import { Button } from '@/components/ui/button';
import type { Result } from '@/lib/errors';
import { useSaveThenRefresh } from './use-save-then-refresh';

/** Statuses of the in-use protocol: the upstream names the action that confirms the delete. */
const IN_USE_STATUSES = new Set([460, 461]);

/**
 * Confirm, then delete (spec part 2 §8: 'Confirmation Required' with the
 * trash or delete text; the success text of the same kind). When the item is
 * in use the upstream answers 460/461 with what deleting it would do and the
 * `action` that confirms it: that is asked too, and the call retried with it.
 */
export function DeleteButton({
  name,
  remove,
  kind = 'delete',
  label = 'Delete',
  refresh = 'router',
  onDeleted,
}: {
  /** What is deleted, for the button's accessible name: "Delete Sales". */
  name: string;
  /** The delete call; `action` is the confirming action of the in-use protocol. */
  remove: (action?: string) => Promise<Result<unknown>>;
  kind?: 'delete' | 'trash';
  label?: string;
  refresh?: 'router' | readonly (readonly unknown[])[];
  onDeleted?: () => void;
}) {
  const dialogs = useDialogs();
  const mutation = useSaveThenRefresh<void, unknown>({
    save: async () => {
      if (!(await dialogs.confirm({ kind }))) return null;
      const result = await remove();
      if (result.ok || result.error.kind !== 'form' || !result.error.action || !IN_USE_STATUSES.has(result.status)) return result;
      const sure = await dialogs.warning({ text: result.error.message, confirmLabel: 'Delete anyway', cancelLabel: 'Keep it' });
      return sure ? remove(result.error.action) : null;
    },
    success: kind,
    refresh,
    onSaved: onDeleted,
    failures: 'dialog',
  });
  return (
    <Button variant="dangerGhost" loading={mutation.isPending} onClick={() => mutation.mutate()} aria-label={`${label} ${name}`}>
      {label}
    </Button>
  );
}
