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
import type { AppError, Result } from '@/lib/errors';
import { standardResolver } from '@/lib/forms/standard-resolver';
import { NO_INTERNET_MESSAGE, failureText } from '@/lib/messages';

/**
 * The one form wrapper: react-hook-form + a zod schema with the spec's messages.
 * Server errors (422/424/460/461) land on their fields plus the summary line;
 * other failures show in the summary. Nothing the user typed is reset on error.
 */
export interface FormProps<S extends z.$ZodType<FieldValues, FieldValues>> {
  schema: S;
  defaultValues?: DefaultValues<z.input<S>>;
  onSubmit: (values: z.output<S>, form: UseFormReturn<z.input<S>, unknown, z.output<S>>) => Promise<Result<unknown> | void>;
  children: ReactNode | ((form: UseFormReturn<z.input<S>, unknown, z.output<S>>) => ReactNode);
  className?: string;
  'aria-label'?: string;
}

export function serverErrorSummary(error: AppError): string {
  if (error.kind === 'form') return error.summary;
  if (error.kind === 'network') return NO_INTERNET_MESSAGE;
  if (error.kind === 'server') return failureText(error.message);
  return error.message || failureText();
}

export function Form<S extends z.$ZodType<FieldValues, FieldValues>>({ schema, defaultValues, onSubmit, children, className, ...rest }: FormProps<S>) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: standardResolver(schema as never) as never,
    defaultValues,
    mode: 'onTouched',
  });
  const [summary, setSummary] = useState<string | null>(null);
  const summaryId = useId();

  const submit = form.handleSubmit(async (values) => {
    setSummary(null);
    const result = await onSubmit(values, form);
    if (!result || result.ok) return;
    const { error } = result;
    if (error.kind === 'form') {
      const known = new Set(Object.keys(form.getValues() ?? {}));
      let focused = false;
      for (const [field, messages] of Object.entries(error.fields)) {
        if (!known.has(field)) continue;
        form.setError(field as Path<z.input<S>>, { type: 'server', message: messages[0] }, { shouldFocus: !focused });
        focused = true;
      }
    }
    setSummary(serverErrorSummary(error));
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className={className} aria-describedby={summary ? summaryId : undefined} {...rest}>
        {typeof children === 'function' ? children(form) : children}
        {summary ? (
          <p id={summaryId} role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            {summary}
          </p>
        ) : null}
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

const controlClasses = (invalid: boolean) =>
  `min-h-10 rounded-md border bg-white px-3 py-2 text-sm shadow-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/30 ${
    invalid ? 'border-error' : 'border-slate-300'
  }`;

/** Label, hint and error around one control, wired with aria-describedby and aria-invalid. */
function FieldFrame({
  name,
  label,
  hint,
  className,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  className: string;
  children: (control: { id: string; invalid: boolean; describedBy: string | undefined; classes: string }) => ReactNode;
}) {
  const id = useId();
  const error = useFieldError(name);
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({ id, invalid: !!error, describedBy, classes: controlClasses(!!error) })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  hint?: string;
}

export function TextField({ name, label, hint, className = '', ...props }: TextFieldProps) {
  const { register } = useFormContext();
  return (
    <FieldFrame name={name} label={label} hint={hint} className={className}>
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
  return (
    <FieldFrame name={name} label={label} hint={hint} className={className}>
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
  return (
    <FieldFrame name={name} label={label} hint={hint} className={className}>
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
