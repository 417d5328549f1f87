'use client';

import { useRefresh } from '@/components/shell/refresh';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useDialogs, type SuccessKind } from '@/components/shell/dialogs';
import { useOneWriteMutation } from '@/lib/client/one-write';
import { refusedForItsState, type Result } from '@/lib/errors';

/**
 * One way for a screen to write: a TanStack mutation whose call returns a
 * Result (never throws). On success: `onSaved`, the spec's success dialog,
 * then fresh data (the shell's refresh, with the progress bar, when server components must read again,
 * or the given query keys). A failure is handed back for a form to show on its
 * fields (`failures: 'return'`), or shown in the 'Unsuccessful' dialog
 * (`failures: 'dialog'`). `save` may answer null: the user called it off.
 * A write refused for the state of what it changes (lib/errors.ts refusedForItsState: someone
 * else decided first, the record is gone) reads the data again too: after the 'Unsuccessful'
 * dialog, or, for a form that shows the failure itself, when its owner calls `refreshIfRefused`
 * (a form dialog, as it closes: a refresh now would drop the open dialog and what was typed).
 * One write at a time: a second call while one is under way answers null and sends nothing.
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
  const refused = useRef(false);
  const readAgain = async () => {
    if (refresh === 'router') refreshPage();
    else if (refresh) await Promise.all(refresh.map((queryKey) => client.invalidateQueries({ queryKey })));
  };
  // One write at a time (useOneWriteMutation): a second call while one is under way answers null and sends nothing.
  const mutation = useOneWriteMutation({
    mutationFn: save,
    onSuccess: async (result, vars) => {
      if (!result) return;
      if (!result.ok) {
        const stale = refusedForItsState(result.error);
        if (failures === 'dialog') void dialogs.failure(result.error).then(() => (stale ? readAgain() : undefined));
        else refused.current ||= stale;
        return;
      }
      refused.current = false;
      onSaved?.(result.data, vars);
      // Success first: router.refresh() re-renders the shell, which would drop an open dialog.
      if (successText) await dialogs.success(success, { text: successText(result.data) });
      else if (success) await dialogs.success(success);
      await readAgain();
    },
  });
  /** Reads the data again if a write was refused for its state since the last call (or success). */
  const refreshIfRefused = () => {
    if (!refused.current) return;
    refused.current = false;
    void readAgain();
  };
  return { ...mutation, refreshIfRefused };
}
