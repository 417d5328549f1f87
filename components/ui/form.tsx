'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useFormContext,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import type { AppError, Result } from '@/lib/errors';
import { NO_INTERNET_MESSAGE, failureText } from '@/lib/messages';

/**
 * The one form wrapper: react-hook-form + a zod schema with the spec's messages.
 * Server errors (422/424/460/461) land on their fields plus the summary line;
 * other failures show in the summary. Nothing the user typed is reset on error.
 */
export interface FormProps<S extends z.ZodType<FieldValues, FieldValues>> {
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

export function Form<S extends z.ZodType<FieldValues, FieldValues>>({ schema, defaultValues, onSubmit, children, className, ...rest }: FormProps<S>) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
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

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  hint?: string;
}

export function TextField({ name, label, hint, className = '', ...props }: TextFieldProps) {
  const { register, formState } = useFormContext();
  const id = useId();
  const error = name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], formState.errors) as
    | { message?: string }
    | undefined;
  const describedBy = [error?.message ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error?.message ? true : undefined}
        aria-describedby={describedBy}
        className={`min-h-10 rounded-md border bg-white px-3 py-2 text-sm shadow-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/30 ${
          error?.message ? 'border-error' : 'border-slate-300'
        }`}
        {...register(name)}
        {...props}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error?.message ? (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
