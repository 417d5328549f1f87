'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useCloseOnLoadError, type LoadingQuery } from '@/components/kit/use-close-on-load-error';
import { useOpenOnMount } from '@/components/kit/lazy-button';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/v4/core';
import type { SuccessKind } from '@/components/shell/dialogs';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormPlaceholder, OnDemandForm, preloadForm } from '@/components/ui/form-on-demand';
import { onFirstPress } from '@/components/ui/on-demand';
import type { SchemaSource } from '@/lib/forms/standard-resolver';
import type { Result } from '@/lib/errors';
import { Button } from '@/components/ui/button';
import { ReportChanged, useDiscardGuard } from './discard-guard';
import { FormActions } from './form-actions';
import { useSaveThenRefresh } from './use-save-then-refresh';

// A page with a form dialog starts loading the form's code on its first press anywhere (as dialog.tsx
// does for Radix): on a phone, with no hover to start it, a tap on Add then rarely waits for it.
onFirstPress(preloadForm);

/**
 * A form in a dialog: the shared Form (react-hook-form, loaded with the dialog:
 * OnDemandForm; a zod schema loaded on first use, the server's field errors on their fields and its summary line,
 * nothing typed lost), saved through useSaveThenRefresh: on success the dialog
 * closes, the spec's success dialog shows, then the data is read again.
 * Outside clicks do not close it (spec); Escape and Cancel do, after asking when the form has
 * changes ('Discard your changes?': No, the default, keeps the form as it was).
 *
 * With `trigger` it opens itself; otherwise pass `open` and `onOpenChange`.
 * `needs`: the queries the form's values or choices come from (an edit's current
 * values, the lists it offers): a placeholder until all have answered; when one
 * fails, the dialog closes and says what failed (spec part 1 §8, modals close on
 * load errors), and opening it again reads it again.
 * `empty`: what it says instead of its form when there is nothing to do (a list with nothing
 * left to choose): that text and a Close button, no submit that could not succeed.
 * A save refused for the state of what it changes (someone decided the application first) shows
 * its message in the form, and the screen reads its data again when the dialog closes.
 */
export function FormDialog<S extends z.$ZodType<FieldValues, FieldValues>, Out = unknown>({
  title,
  description,
  trigger,
  open: openProp,
  onOpenChange,
  schema,
  defaultValues,
  needs = [],
  submitLabel,
  save,
  success,
  refresh = 'router',
  onSaved,
  width = 520,
  empty,
  children,
}: {
  title: string;
  description?: string;
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  schema: SchemaSource<S>;
  defaultValues?: DefaultValues<z.input<S>>;
  needs?: readonly LoadingQuery[];
  submitLabel: string;
  save: (values: z.output<S>) => Promise<Result<Out>>;
  success?: SuccessKind;
  refresh?: 'router' | readonly (readonly unknown[])[];
  onSaved?: (data: Out) => void;
  width?: number;
  empty?: ReactNode;
  children: (form: UseFormReturn<z.input<S>, unknown, z.output<S>>) => ReactNode;
}) {
  const [openState, setOpenState] = useState(useOpenOnMount());
  const open = openProp ?? openState;
  const show = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const mutation = useSaveThenRefresh<z.output<S>, Out>({
    save,
    success,
    refresh,
    onSaved: (data) => {
      show(false);
      onSaved?.(data);
    },
  });
  const close = () => {
    show(false);
    // Closed after the upstream refused the save for the state of what it changes: the screen reads it again.
    mutation.refreshIfRefused();
  };
  const { requestClose, setChanged } = useDiscardGuard(close);
  const setOpen = (next: boolean) => (next ? show(true) : requestClose());
  // The form's code loads with the dialog's: from the trigger's hover or focus, or when opened from outside.
  useEffect(() => {
    if (open) preloadForm();
  }, [open]);
  useCloseOnLoadError(open ? (needs.find((query) => query.isError) ?? null) : null, close);
  const loading = needs.some((query) => query.data === undefined);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {trigger ? (
        <DialogTrigger asChild onPointerEnter={preloadForm} onFocus={preloadForm}>
          {trigger}
        </DialogTrigger>
      ) : null}
      <DialogContent width={width}>
        <DialogTitle>{title}</DialogTitle>
        {description ? <DialogDescription className="mt-1">{description}</DialogDescription> : null}
        {loading ? (
          <FormPlaceholder />
        ) : empty ? (
          <div className="mt-4 flex flex-col gap-5">
            <div className="text-sm text-slate-600">{empty}</div>
            <div className="flex justify-end">
              <Button variant="secondary" onClick={close}>
                Close
              </Button>
            </div>
          </div>
        ) : (
          <OnDemandForm
            schema={schema}
            defaultValues={defaultValues}
            aria-label={title}
            className="mt-4 flex flex-col gap-4"
            onSubmit={async (values) => (await mutation.mutateAsync(values)) ?? undefined}
          >
            {(form) => (
              <>
                {children(form)}
                <ReportChanged form={form} onChange={setChanged} />
                <FormActions onCancel={requestClose} submitLabel={submitLabel} submitting={form.formState.isSubmitting} />
              </>
            )}
          </OnDemandForm>
        )}
      </DialogContent>
    </Dialog>
  );
}
