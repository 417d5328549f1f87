'use client';

import { useCallback, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useDialogs } from '@/components/shell/dialogs';
import { DIALOG_TEXTS } from '@/lib/messages';
import { useFormChanged } from '@/components/kit/form-changed';

/**
 * Escape or Cancel on a dialog with changes in it asks before they are lost ('Discard your
 * changes?': No, the safe answer, has the focus, so a second Escape keeps the form). The
 * spec keeps outside clicks from closing a dialog for the same reason; it names no text.
 *
 * `useDiscardGuard(close)` gives the dialog's close as its controls call it: `requestClose` for
 * Cancel, `onOpenChange` for the Dialog (Escape); and `setChanged` for what tells it whether
 * there is anything to lose: a form's ReportChanged, or the dialog's own handlers. Kept in a
 * ref, not state: an Escape pressed in the same moment as the last keystroke still knows about it.
 */
export function useDiscardGuard(close: () => void) {
  const dialogs = useDialogs();
  const changed = useRef(false);
  const ask = async () => {
    if (changed.current && !(await dialogs.confirm({ title: DIALOG_TEXTS.discard.title, text: DIALOG_TEXTS.discard.text }))) return;
    close();
  };
  const requestClose = () => void ask();
  const onOpenChange = (open: boolean) => (open ? undefined : requestClose());
  const setChanged = useCallback((value: boolean) => {
    changed.current = value;
  }, []);
  return { requestClose, onOpenChange, setChanged };
}

/** A form dialog's fields report to its guard as each change happens (useFormChanged). */
export function ReportChanged<T extends FieldValues>({ form, onChange }: { form: Pick<UseFormReturn<T>, 'subscribe'>; onChange: (changed: boolean) => void }) {
  useFormChanged(form, onChange);
  return null;
}
