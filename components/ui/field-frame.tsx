import { useId, type ReactNode } from 'react';
import { controlClasses } from '@/components/ui/control-classes';
import { KeepWhole } from '@/components/ui/keep-whole';

/**
 * The presentational half of a form field, shared by the react-hook-form
 * wrapper (form.tsx) and the light form (light-form.tsx), so both render and
 * wire fields the same way.
 */

export { controlClasses };

export interface FieldControl {
  id: string;
  invalid: boolean;
  describedBy: string | undefined;
  classes: string;
}

/** Label, hint and error around one control, wired with aria-describedby and aria-invalid. */
export function FieldFrame({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  className: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({ id, invalid: !!error, describedBy, classes: controlClasses(!!error) })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          <KeepWhole text={hint} />
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-red-700">
          <KeepWhole text={error} />
        </p>
      ) : null}
    </div>
  );
}

/** The form's summary line under its fields ('Please fix above errors to continue.', 'No internet.', …). */
export function FormSummary({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p id={id} role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}
