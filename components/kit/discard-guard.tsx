'use client';

import { useEffect, useState } from 'react';
import { useDialogs } from '@/components/shell/dialogs';
import { DIALOG_TEXTS } from '@/lib/messages';

/**
 * Escape or Cancel on a dialog with changes in it asks before they are lost ('Discard your
 * changes?': No, the safe answer, has the focus, so a second Escape keeps the form). The
 * spec keeps outside clicks from closing a dialog for the same reason; it names no text.
 *
 * `useDiscardGuard(close)` gives the dialog's close as its controls call it (`requestClose`),
 * and `setChanged` for what tells it whether there is anything to lose: a form's ReportChanged,
 * or the dialog's own state.
 */
export function useDiscardGuard(close: () => void) {
  const dialogs = useDialogs();
  const [changed, setChanged] = useState(false);
  const requestClose = async () => {
    if (changed && !(await dialogs.confirm({ title: DIALOG_TEXTS.discard.title, text: DIALOG_TEXTS.discard.text }))) return;
    close();
  };
  return { requestClose, setChanged };
}

/**
 * A react-hook-form form's "changed since it opened", handed to its dialog. Render it inside the
 * form with `form.formState.isDirty`: react-hook-form works that out only for a reader. A form
 * that is gone has no changes.
 */
export function ReportChanged({ changed, onChange }: { changed: boolean; onChange: (changed: boolean) => void }) {
  useEffect(() => onChange(changed), [changed, onChange]);
  useEffect(() => () => onChange(false), [onChange]);
  return null;
}
