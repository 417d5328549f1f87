'use client';

import { useRefresh } from '@/components/shell/refresh';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDialogs, type SuccessKind } from '@/components/shell/dialogs';
import type { Result } from '@/lib/errors';

/**
 * One way for a screen to write: a TanStack mutation whose call returns a
 * Result (never throws). On success: `onSaved`, the spec's success dialog,
 * then fresh data (the shell's refresh, with the progress bar, when server components must read again,
 * or the given query keys). A failure is handed back for a form to show on its
 * fields (`failures: 'return'`), or shown in the 'Unsuccessful' dialog
 * (`failures: 'dialog'`). `save` may answer null: the user called it off.
 */
export function useSaveThenRefresh<Vars, Out>({
  save,
  success,
  successText,
  refresh,
  onSaved,
  failures = 'return',
}: {
  save: (vars: Vars) => Promise<Result<Out> | null>;
  success?: SuccessKind;
  /** The success dialog's text from the answer (an upstream message), instead of the kind's. */
  successText?: (data: Out) => string;
  refresh?: 'router' | false | readonly (readonly unknown[])[];
  onSaved?: (data: Out, vars: Vars) => void;
  failures?: 'return' | 'dialog';
}) {
  const refreshPage = useRefresh();
  const dialogs = useDialogs();
  const client = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (result, vars) => {
      if (!result) return;
      if (!result.ok) {
        if (failures === 'dialog') void dialogs.failure(result.error);
        return;
      }
      onSaved?.(result.data, vars);
      // Success first: router.refresh() re-renders the shell, which would drop an open dialog.
      if (successText) await dialogs.success(success, { text: successText(result.data) });
      else if (success) await dialogs.success(success);
      if (refresh === 'router') refreshPage();
      else if (refresh) await Promise.all(refresh.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}
