'use client';

import { useId, useState, type ReactNode } from 'react';
import {
  Controller,
  FormProvider,
  useController,
  useFieldArray,
  useForm,
  useFormContext,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
// Core types: accepts classic zod and zod/mini schemas alike (the auth forms use mini).
import type * as z from 'zod/v4/core';
import { FormSummary } from '@/components/ui/field-frame';
import { FormLibraryContext, type FormLibrary } from '@/components/ui/form-hooks';
import type { Result } from '@/lib/errors';
import { serverFormErrors } from '@/lib/forms/server-errors';
import { loadOnce, SCHEMA_UNAVAILABLE, standardResolver, type SchemaSource } from '@/lib/forms/standard-resolver';
import { NO_INTERNET_MESSAGE } from '@/lib/messages';

/**
 * The form wrapper: react-hook-form + a zod schema with the spec's messages.
 * Server errors (422/424/460/461) land on their fields plus the summary line;
 * one for a field the form lacks is the summary, in the server's words; other
 * failures show in the summary. Nothing the user typed is reset on error.
 * The fields are in form-fields.tsx and read the library through form-hooks.ts,
 * so only this module imports react-hook-form: forms in dialogs load it with
 * OnDemandForm (form-on-demand.tsx). Guest screens use light-form.tsx instead:
 * the same behaviour without the library.
 */

const LIBRARY: FormLibrary = { useFormContext, useController, useFieldArray, useWatch, Controller };
export interface FormProps<S extends z.$ZodType<FieldValues, FieldValues>> {
  /**
   * The schema, or a loader importing it (`() => import('@/lib/time/forms').then((m) => m.genericSetupSchema)`),
   * which keeps zod out of the page's first load: it is fetched when the form is first focused or
   * pressed, and every validation (a submit included) waits for it. Read once, on mount.
   */
  schema: SchemaSource<S>;
  defaultValues?: DefaultValues<z.input<S>>;
  /** The save: an ok Result is saved (the form's new start), a failed one shows on the fields; nothing is neither. */
  onSubmit: (values: z.output<S>, form: UseFormReturn<z.input<S>, unknown, z.output<S>>) => Promise<Result<unknown> | void>;
  children: ReactNode | ((form: UseFormReturn<z.input<S>, unknown, z.output<S>>) => ReactNode);
  className?: string;
  'aria-label'?: string;
  /**
   * Fields outside the form library whose server errors the form's own code shows (a file picker:
   * the company logo, a post's photos): counted as shown, so they are not repeated in the summary.
   */
  ownErrors?: readonly string[];
}

export function Form<S extends z.$ZodType<FieldValues, FieldValues>>({ schema, defaultValues, onSubmit, children, className, ownErrors = [], ...rest }: FormProps<S>) {
  const [{ load, resolver }] = useState(() => {
    const load = loadOnce(schema);
    return { load, resolver: standardResolver(load as never) };
  });
  // Checked on the first submit, then as each field changes, never as one is left: a message that
  // appears on blur moves the rows below it between a click's press and release, and the click was
  // lost (a leave policy's second type stayed unticked).
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: resolver as never, defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
  const [summary, setSummary] = useState<string | null>(null);
  const summaryId = useId();
  // Errors surface at the next validation; here the schema only starts loading.
  const preload = () => void load().catch(() => undefined);

  const submit = form.handleSubmit(
    async (values) => {
      setSummary(null);
      const result = await onSubmit(values, form);
      // Saved (an ok answer): what the form holds now is its new start, so it has no unsaved changes (a page
      // asks before they are lost). No answer: nothing was saved (onSubmit refused it itself, marking a field).
      if (result?.ok) form.reset(form.getValues());
      if (!result || result.ok) return;
      // A field error the form has no field for (a decision refused under `status`) is the summary.
      const { fields, summary } = serverFormErrors(result.error, [...Object.keys(form.getValues() ?? {}), ...ownErrors]);
      const own = new Set(ownErrors);
      fields
        .filter(([field]) => !own.has(field.split('.')[0]!))
        .forEach(([field, message], index) => form.setError(field as Path<z.input<S>>, { type: 'server', message }, { shouldFocus: index === 0 }));
      setSummary(summary);
    },
    (errors) => {
      if (errors.root?.type === SCHEMA_UNAVAILABLE) setSummary(errors.root.message ?? NO_INTERNET_MESSAGE);
      // Refused here, before any call: the field messages say what is left to fix. The last answer's
      // summary ("Please fix above errors to continue.") was about what was sent then, not what is typed now.
      else setSummary(null);
    },
  );

  return (
    <FormLibraryContext.Provider value={LIBRARY}>
      <FormProvider {...form}>
        {/* POST: a submit before hydration must not put what was typed in the address. */}
        <form
          method="post"
          noValidate
          onSubmit={submit}
          onFocus={preload}
          onPointerDown={preload}
          className={className}
          aria-describedby={summary ? summaryId : undefined}
          {...rest}
        >
          {typeof children === 'function' ? children(form) : children}
          <FormSummary id={summaryId} message={summary} />
        </form>
      </FormProvider>
    </FormLibraryContext.Provider>
  );
}
