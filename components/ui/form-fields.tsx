'use client';

import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from '@/components/ui/field-frame';
import { useFormContext, useWatch } from '@/components/ui/form-hooks';

/**
 * The shared form's fields (inside <Form>, form.tsx, or <OnDemandForm>): a
 * label, the control registered with the form, a hint, and the field's message
 * from the schema or the server. They read react-hook-form through
 * form-hooks.ts, so importing them does not load the library.
 */

/** What a nested object holds under a dotted name ('clocks.0.start'). */
const at = (node: unknown, name: string): unknown => name.split('.').reduce((item, key) => (item as Record<string, unknown> | undefined)?.[key], node);

/** The field's error message, by dotted name, from the form state. */
function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  return (at(formState.errors, name) as { message?: string } | undefined)?.message;
}

/**
 * The field's value among the form's defaults, for the server's HTML: register() sets a control's value
 * in the browser only, so until the page had loaded (and for good without JavaScript) text fields showed
 * empty, a select its first choice and a checkbox unticked, whatever was saved.
 */
function useDefaultValue(name: string) {
  return at(useFormContext().formState.defaultValues, name) as string | undefined;
}

/**
 * A text's limit in characters (the schema's max). Unlike the native maxLength, which cut what
 * was typed or pasted without a word (a pasted address was saved shortened), the field takes it
 * all, counts once most of the limit is used ("230/255"), and the schema's message ("Please use
 * up to 255 characters") refuses more. Keep maxLength for short codes (a year, a colour).
 */
function useLimitHint(name: string, limit: number | undefined, hint: string | undefined): string | undefined {
  const value: unknown = useWatch({ name, disabled: limit === undefined });
  const length = typeof value === 'string' ? value.length : 0;
  if (limit === undefined || length < limit * 0.8) return hint;
  return [hint, `${length}/${limit} characters`].filter(Boolean).join(' · ');
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  hint?: string;
  /** The schema's maximum length: counted as it nears, refused by the schema's message. */
  limit?: number;
}

export function TextField({ name, label, hint, limit, className = '', ...props }: TextFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const initial = useDefaultValue(name);
  return (
    <FieldFrame label={label} hint={useLimitHint(name, limit, hint)} error={error} className={className}>
      {({ id, invalid, describedBy, classes }) => (
        <input id={id} aria-invalid={invalid || undefined} aria-describedby={describedBy} className={classes} defaultValue={initial} {...register(name)} {...props} />
      )}
    </FieldFrame>
  );
}

export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'> {
  name: string;
  label: string;
  hint?: string;
  /** The schema's maximum length: counted as it nears, refused by the schema's message. */
  limit?: number;
}

/** A multi-line text field (descriptions, comments: spec limit 250 characters via v.max(250)). */
export function TextareaField({ name, label, hint, limit, className = '', rows = 4, ...props }: TextareaFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const initial = useDefaultValue(name);
  return (
    <FieldFrame label={label} hint={useLimitHint(name, limit, hint)} error={error} className={className}>
      {({ id, invalid, describedBy, classes }) => (
        <textarea
          id={id}
          rows={rows}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={`${classes} resize-y`}
          defaultValue={initial}
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
  const initial = useDefaultValue(name);
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {({ id, invalid, describedBy, classes }) => (
        <select id={id} aria-invalid={invalid || undefined} aria-describedby={describedBy} className={classes} defaultValue={initial} {...register(name)} {...props}>
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
  const initial = useDefaultValue(name);
  return (
    <label className="flex items-start gap-3 text-sm">
      <input type="checkbox" className="mt-0.5 size-4 accent-[var(--theme-primary)]" defaultChecked={Boolean(initial)} {...register(name)} />
      <span>
        <span className="block font-medium text-slate-900">{label}</span>
        {hint ? <span className="block text-slate-600">{hint}</span> : null}
      </span>
    </label>
  );
}
