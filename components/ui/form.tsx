'use client';

import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import {
  FormProvider,
  useForm,
  useFormContext,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
// Core types: accepts classic zod and zod/mini schemas alike (the auth forms use mini).
import type * as z from 'zod/v4/core';
import { FieldFrame, FormSummary } from '@/components/ui/field-frame';
import type { Result } from '@/lib/errors';
import { serverErrorSummary, serverFieldErrors } from '@/lib/forms/server-errors';
import { loadOnce, SCHEMA_UNAVAILABLE, standardResolver, type SchemaSource } from '@/lib/forms/standard-resolver';
import { NO_INTERNET_MESSAGE } from '@/lib/messages';

/**
 * The form wrapper: react-hook-form + a zod schema with the spec's messages.
 * Server errors (422/424/460/461) land on their fields plus the summary line;
 * other failures show in the summary. Nothing the user typed is reset on error.
 * Guest screens use light-form.tsx instead: the same behaviour without the library.
 */
export interface FormProps<S extends z.$ZodType<FieldValues, FieldValues>> {
  /**
   * The schema, or a loader importing it (`() => import('@/lib/time/forms').then((m) => m.genericSetupSchema)`),
   * which keeps zod out of the page's first load: it is fetched when the form is first focused or
   * pressed, and every validation (a submit included) waits for it. Read once, on mount.
   */
  schema: SchemaSource<S>;
  defaultValues?: DefaultValues<z.input<S>>;
  onSubmit: (values: z.output<S>, form: UseFormReturn<z.input<S>, unknown, z.output<S>>) => Promise<Result<unknown> | void>;
  children: ReactNode | ((form: UseFormReturn<z.input<S>, unknown, z.output<S>>) => ReactNode);
  className?: string;
  'aria-label'?: string;
}

export function Form<S extends z.$ZodType<FieldValues, FieldValues>>({ schema, defaultValues, onSubmit, children, className, ...rest }: FormProps<S>) {
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
      if (!result || result.ok) return;
      const { error } = result;
      serverFieldErrors(error, Object.keys(form.getValues() ?? {})).forEach(([field, message], index) =>
        form.setError(field as Path<z.input<S>>, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      setSummary(serverErrorSummary(error));
    },
    (errors) => {
      if (errors.root?.type === SCHEMA_UNAVAILABLE) setSummary(errors.root.message ?? NO_INTERNET_MESSAGE);
      // Reachable again: the field messages say what is left to fix.
      else setSummary((current) => (current === NO_INTERNET_MESSAGE ? null : current));
    },
  );

  return (
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
  );
}

/** The field's error message, by dotted name, from the form state. */
function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  const error = name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], formState.errors) as
    | { message?: string }
    | undefined;
  return error?.message;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  hint?: string;
}

export function TextField({ name, label, hint, className = '', ...props }: TextFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {({ id, invalid, describedBy, classes }) => (
        <input id={id} aria-invalid={invalid || undefined} aria-describedby={describedBy} className={classes} {...register(name)} {...props} />
      )}
    </FieldFrame>
  );
}

export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'> {
  name: string;
  label: string;
  hint?: string;
}

/** A multi-line text field (descriptions, comments: spec limit 250 characters via v.max(250)). */
export function TextareaField({ name, label, hint, className = '', rows = 4, ...props }: TextareaFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {({ id, invalid, describedBy, classes }) => (
        <textarea
          id={id}
          rows={rows}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={`${classes} resize-y`}
          {...register(name)}
          {...props}
        />
      )}
    </FieldFrame>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> {
  name: string;
  label: string;
  hint?: string;
  options: readonly { value: string | number; label: string }[];
  /** A first, empty choice such as "Choose a department". */
  placeholder?: string;
}

/** A native select: accessible, keyboard- and mobile-friendly, and light. */
export function SelectField({ name, label, hint, options, placeholder, className = '', ...props }: SelectFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {({ id, invalid, describedBy, classes }) => (
        <select id={id} aria-invalid={invalid || undefined} aria-describedby={describedBy} className={classes} {...register(name)} {...props}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** A yes/no setting: a checkbox with its label and, under it, what it means. */
export function CheckboxField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const { register } = useFormContext();
  return (
    <label className="flex items-start gap-3 text-sm">
      <input type="checkbox" className="mt-0.5 size-4 accent-[var(--theme-primary)]" {...register(name)} />
      <span>
        <span className="block font-medium text-slate-900">{label}</span>
        {hint ? <span className="block text-slate-600">{hint}</span> : null}
      </span>
    </label>
  );
}
