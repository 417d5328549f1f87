'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useDialogs } from '@/components/shell/dialogs';
import { Button } from '@/components/ui/button';
import { upstream } from '@/lib/client/api';
import { TIME_PATHS } from '@/lib/time/endpoints';

/**
 * Deleting a shift template: asks first; when the server answers that the
 * template is in use (460, or 424) it says why and asks again, then retries
 * with confirmed=1.
 */
export function DeleteTemplateButton({ id, name }: { id: number; name: string }) {
  const router = useRouter();
  const dialogs = useDialogs();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!(await dialogs.confirm({ kind: 'delete' }))) return;
    setBusy(true);
    let result = await upstream(TIME_PATHS.deleteTemplate(id), { method: 'DELETE' });
    if (!result.ok && (result.status === 460 || result.status === 424)) {
      const sure = await dialogs.warning({ text: result.error.message, confirmLabel: 'Delete anyway', cancelLabel: 'Keep it' });
      if (sure) result = await upstream(TIME_PATHS.deleteTemplate(id), { method: 'DELETE', query: { confirmed: 1 } });
      else {
        setBusy(false);
        return;
      }
    }
    setBusy(false);
    if (!result.ok) return void dialogs.failure(result.error);
    // Success first: router.refresh() re-renders the shell, which drops an open dialog.
    await dialogs.success('delete');
    router.refresh();
  };
  return (
    <Button variant="ghost" className="text-error" loading={busy} onClick={() => void remove()} aria-label={`Delete ${name}`}>
      Delete
    </Button>
  );
}
