'use client';

import { createContext, useContext, useEffect, useId, useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldFrame, FormSummary } from '@/components/ui/field-frame';
import type { Result } from '@/lib/errors';
import { serverFormErrors } from '@/lib/forms/server-errors';
import { fieldMessageOf, loadOnce, validateStandard, type SchemaSource, type StandardSchema } from '@/lib/forms/standard-resolver';
import { NO_INTERNET_MESSAGE } from '@/lib/messages';

/**
 * The form for guest screens, whose first load must stay within 25 KB: the
 * behaviour of <Form> (react-hook-form, mode 'onSubmit', revalidated on change)
 * without the library. Fields are uncontrolled and read from the DOM, so
 * nothing typed is ever reset; a submit validates everything and focuses the
 * first invalid field, then each field is checked again as it changes, never as
 * it is left: a message appearing or going on blur moves the page between a
 * click's press and release (after a refused sign-in, the first click on
 * "Forgot password?" was lost). A server's message stays until its field changes. The rules are the route handlers' own schema, loaded on
 * the first focus or press (and awaited by every validation).
 */

type OutputOf<S> = S extends StandardSchema<infer Output> ? Output : never;
type FieldValue = string | boolean | undefined;

export interface LightFormState {
  submitting: boolean;
  /** The last submit succeeded (e.g. a sign-in whose navigation is under way). */
  succeeded: boolean;
}

export interface LightFormProps<S extends StandardSchema<unknown>> {
  /** A loader importing the schema (`() => import('@/lib/auth/forms').then((m) => m.loginFormSchema)`), or the schema. */
  schema: SchemaSource<S>;
  /** Initial text of the LightTextFields, by name. */
  defaultValues?: Record<string, string>;
  onSubmit: (values: OutputOf<S>) => Promise<Result<unknown> | void>;
  children: ReactNode | ((state: LightFormState) => ReactNode);
  className?: string;
  'aria-label'?: string;
  /** data-* attributes of the form element. */
  [data: `data-${string}`]: string | undefined;
}

const LightFormContext = createContext<{ errors: Record<string, string>; defaultValues: Record<string, string> }>({ errors: {}, defaultValues: {} });

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const controlsOf = (form: HTMLFormElement) =>
  Array.from(form.elements).filter(
    (element): element is Control =>
      (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) && element.name !== '',
  );

/** The values as the form holds them: checkboxes as booleans, the checked radio, everything else as text. */
function valuesOf(form: HTMLFormElement): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const control of controlsOf(form)) {
    if (control instanceof HTMLInputElement && control.type === 'checkbox') values[control.name] = control.checked;
    else if (control instanceof HTMLInputElement && control.type === 'radio') values[control.name] ??= control.checked ? control.value : undefined;
    else values[control.name] = control.value;
  }
  return values;
}

export function LightForm<S extends StandardSchema<unknown>>({ schema, defaultValues = {}, onSubmit, children, className, ...rest }: LightFormProps<S>) {
  const [load] = useState(() => loadOnce(schema));
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  const focusNext = useRef<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [state, setState] = useState<LightFormState>({ submitting: false, succeeded: false });
  const summaryId = useId();

  // Focus once the errors are rendered, so the field is announced with its message.
  useEffect(() => {
    const name = focusNext.current;
    focusNext.current = null;
    if (name && formRef.current) controlsOf(formRef.current).find((control) => control.name === name)?.focus();
  }, [errors]);

  const validate = async () => validateStandard((await load()) as StandardSchema<OutputOf<S>>, valuesOf(formRef.current!));

  const revalidate = async (name: string) => {
    const message = await fieldMessageOf(validate, name);
    if (message === null) return;
    setErrors((current) => {
      if (current[name] === message) return current;
      const next = { ...current };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  };

  const fieldChanged = (event: { target: EventTarget }) => {
    const name = (event.target as Partial<Control>).name;
    if (name && submitted.current) void revalidate(name);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    submitted.current = true;
    setState({ submitting: true, succeeded: false });
    let succeeded = false;
    try {
      let result: Awaited<ReturnType<typeof validate>>;
      try {
        result = await validate();
      } catch {
        setSummary(NO_INTERNET_MESSAGE);
        return;
      }
      if (!result.ok) {
        const invalid = result.errors;
        focusNext.current = controlsOf(form).find((control) => invalid[control.name])?.name ?? null;
        setErrors(invalid);
        // Reachable again: the field messages say what is left to fix.
        setSummary((current) => (current === NO_INTERNET_MESSAGE ? null : current));
        return;
      }
      setSummary(null);
      setErrors({});
      const outcome = await onSubmit(result.value);
      if (!outcome || outcome.ok) {
        succeeded = true;
        return;
      }
      const { fields: fromServer, summary } = serverFormErrors(outcome.error, controlsOf(form).map((control) => control.name));
      if (fromServer.length) {
        focusNext.current = fromServer[0]![0];
        setErrors((current) => ({ ...current, ...Object.fromEntries(fromServer) }));
      }
      setSummary(summary);
    } finally {
      setState({ submitting: false, succeeded });
    }
  };

  const preload = () => void load().catch(() => undefined);

  return (
    <LightFormContext value={{ errors, defaultValues }}>
      {/* POST: a submit before hydration must not put what was typed (a password) in the address. */}
      <form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={submit}
        onFocus={preload}
        onPointerDown={preload}
        onChange={fieldChanged}
        className={className}
        aria-describedby={summary ? summaryId : undefined}
        {...rest}
      >
        {typeof children === 'function' ? children(state) : children}
        <FormSummary id={summaryId} message={summary} />
      </form>
    </LightFormContext>
  );
}

export interface LightTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'defaultValue'> {
  name: string;
  label: string;
  hint?: string;
}

/** A text input of a LightForm: the same markup and aria wiring as form.tsx's TextField. */
export function LightTextField({ name, label, hint, className = '', ...props }: LightTextFieldProps) {
  const { errors, defaultValues } = useContext(LightFormContext);
  return (
    <FieldFrame label={label} hint={hint} error={errors[name]} className={className}>
      {({ id, invalid, describedBy, classes }) => (
        <input
          id={id}
          name={name}
          defaultValue={defaultValues[name]}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={classes}
          {...props}
        />
      )}
    </FieldFrame>
  );
}
