import { useEffect } from 'react';
import { useDialogs } from '@/components/shell/dialogs';
import { appErrorOf } from '@/lib/client/query-client';

/** What a dialog reads before it can show its content: a TanStack query's result. */
export interface LoadingQuery {
  data: unknown;
  isError: boolean;
  error: unknown;
}

/** Modals close on load errors (spec part 1 §8): close, then say what failed. null: nothing to watch. */
export function useCloseOnLoadError(query: Pick<LoadingQuery, 'isError' | 'error'> | null, onClose: () => void): void {
  const dialogs = useDialogs();
  const failed = query?.isError ?? false;
  // The server's message when it sent one; otherwise the spec's failure text alone.
  const loadError = failed ? appErrorOf(query?.error) : null;
  useEffect(() => {
    if (!failed) return;
    onClose();
    void dialogs.failure(loadError);
  }, [failed, loadError, onClose, dialogs]);
}
