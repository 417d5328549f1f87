'use client';

import { useDialogs, type ConfirmKind, type SuccessKind } from '@/components/shell/dialogs';
import { Button, type ButtonProps } from '@/components/ui/button';
import type { Result } from '@/lib/errors';
import { useSaveThenRefresh } from './use-save-then-refresh';

/**
 * Confirm, then act: 'Confirmation Required' (the kind's text or a given one),
 * the call, the spec's success dialog, fresh data. A failure shows in the
 * 'Unsuccessful' dialog. For actions without fields (restore, resend…).
 */
export function ConfirmActionButton<T = unknown>({
  label,
  accessibleName,
  confirm,
  act,
  success,
  successText,
  onDone,
  refresh = 'router',
  variant = 'ghost',
  className,
}: {
  label: string;
  /** The button's accessible name when the label alone is ambiguous: "Restore Rita Quinn". */
  accessibleName?: string;
  confirm: { kind?: ConfirmKind; text?: string };
  act: () => Promise<Result<T>>;
  success?: SuccessKind;
  /** The success dialog's text from the answer, instead of the kind's. */
  successText?: (data: T) => string;
  /** With the answer, before the success dialog: put it in a query's cache, leave the step… */
  onDone?: (data: T) => void;
  /** What to read again afterwards: the server components ('router'), these query keys, or nothing (false). */
  refresh?: 'router' | false | readonly (readonly unknown[])[];
  variant?: ButtonProps['variant'];
  className?: string;
}) {
  const dialogs = useDialogs();
  const mutation = useSaveThenRefresh<void, T>({
    save: async () => ((await dialogs.confirm(confirm)) ? act() : null),
    success,
    successText,
    onSaved: onDone,
    refresh,
    failures: 'dialog',
  });
  return (
    <Button variant={variant} className={className} loading={mutation.isPending} onClick={() => mutation.mutate()} aria-label={accessibleName}>
      {label}
    </Button>
  );
}
