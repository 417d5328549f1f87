'use client';

import { useController, useFormContext } from '@/components/ui/form-hooks';
import { DateTimeInput, type DateTimeKind } from '@/components/ui/date-time-input';
import type { InputHTMLAttributes } from 'react';

/**
 * The tenant-format date and time inputs (date-time-input.tsx) as react-hook-form
 * fields for <Form> (form.tsx): the form holds "YYYY-MM-DD", "HH:mm" and
 * "YYYY-MM-DD HH:mm:ss"; the schema and the server's errors show under the field.
 */

export interface DateTimeFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type' | 'value' | 'defaultValue'> {
  name: string;
  label: string;
  hint?: string;
}

/** A form field (react-hook-form) of one kind. */
function TenantDateTimeField({ kind, name, onBlur, ...props }: DateTimeFieldProps & { kind: DateTimeKind }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return (
    <DateTimeInput
      kind={kind}
      name={field.name}
      inputRef={field.ref}
      value={typeof field.value === 'string' ? field.value : ''}
      onValueChange={field.onChange}
      error={fieldState.error?.message}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      {...props}
    />
  );
}

/** A date ("YYYY-MM-DD" in the form) in the tenant's date format. */
export const DateField = (props: DateTimeFieldProps) => <TenantDateTimeField kind="date" {...props} />;
/** A time of day ("HH:mm" in the form) on the tenant's 12- or 24-hour clock. */
export const TimeField = (props: DateTimeFieldProps) => <TenantDateTimeField kind="time" {...props} />;
/** A date and time ("YYYY-MM-DD HH:mm:ss" in the form) in the tenant's formats. */
export const DateTimeField = (props: DateTimeFieldProps) => <TenantDateTimeField kind="datetime" {...props} />;
