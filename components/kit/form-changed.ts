'use client';

import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A react-hook-form form's "changed since it started" (isDirty), handed on as each change happens
 * (the form's subscribe, not a render later). A form that is gone has no changes. Used by the
 * dialogs' discard question (ReportChanged) and the pages' leave question (ConfirmLeaving); a
 * module of its own so a page form takes it without the dialogs' guard.
 */
export function useFormChanged<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'subscribe'>, onChange: (changed: boolean) => void) {
  useEffect(() => {
    const stop = form.subscribe({ formState: { isDirty: true }, callback: ({ isDirty }) => onChange(Boolean(isDirty)) });
    return () => {
      stop();
      onChange(false);
    };
  }, [form, onChange]);
}
