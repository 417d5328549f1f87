import { useEffect } from 'react';
import { useDialogs } from '@/components/shell/dialogs';
import { appErrorOf } from '@/lib/client/query-client';

/** Modals close on load errors (spec part 1 §8): close, then say what failed. */
export function useCloseOnLoadError(query: { isError: boolean; error: unknown }, onClose: () => void): void {
  const dialogs = useDialogs();
  const loadError = query.isError ? appErrorOf(query.error) : null;
  useEffect(() => {
    if (!loadError) return;
    onClose();
    void dialogs.failure(loadError);
  }, [loadError, onClose, dialogs]);
}
