'use client';

import { useState, type InputHTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldFrame } from '@/components/ui/field-frame';
import { useTenantFormats } from '@/components/ui/tenant-formats';
import { shiftDate } from '@/lib/date-time/calendar';
import {
  dateInputPlaceholder,
  dateInputText,
  dateTimeInputText,
  parseDateInput,
  parseDateTimeInput,
  parseTimeInput,
  timeInputPlaceholder,
  timeInputText,
} from '@/lib/date-time/input';
import { VALIDATION_MESSAGES } from '@/lib/messages';

/**
 * Date, time and date-and-time fields in the tenant's formats ("05.03.2026",
 * "Mar 5, 2026", "9:05 PM"), never the browser's locale, for the
 * react-hook-form wrapper (form.tsx). The form holds ISO values as the upstream
 * takes them: "YYYY-MM-DD", "HH:mm" and "YYYY-MM-DD HH:mm:ss". What the user
 * types is read as they type; leaving the field shows it back in the tenant's
 * format, or says what was expected. Arrow up and down move a date by a day.
 */

export type DateTimeKind = 'date' | 'time' | 'datetime';
type Kind = DateTimeKind;

export interface DateTimeFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type' | 'value' | 'defaultValue'> {
  name: string;
  label: string;
  hint?: string;
}

function useKind(kind: Kind) {
  const { dateFormat, timeFormat } = useTenantFormats();
  const datePlaceholder = dateInputPlaceholder(dateFormat);
  const timePlaceholder = timeInputPlaceholder(timeFormat);
  switch (kind) {
    case 'date':
      return {
        show: (value: string) => dateInputText(value, dateFormat),
        read: (text: string) => parseDateInput(text, dateFormat),
        placeholder: datePlaceholder,
        invalid: `Enter a date as ${datePlaceholder}.`,
      };
    case 'time':
      return {
        show: (value: string) => timeInputText(value, timeFormat),
        read: parseTimeInput,
        placeholder: timePlaceholder,
        // The spec's time_format message; the placeholder shows the format expected.
        invalid: VALIDATION_MESSAGES.timeFormat,
      };
    case 'datetime':
      return {
        show: (value: string) => dateTimeInputText(value, dateFormat, timeFormat),
        read: (text: string) => parseDateTimeInput(text, dateFormat),
        placeholder: `${datePlaceholder} ${timePlaceholder}`,
        invalid: `Enter a date and time as ${datePlaceholder} ${timePlaceholder}.`,
      };
  }
}

export interface DateTimeInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type' | 'value' | 'defaultValue' | 'onChange'> {
  kind: Kind;
  label: string;
  hint?: string;
  /** The ISO value ("" for none). */
  value: string;
  /** The ISO value read from what was typed, or the text itself when it cannot be read (and "" when empty). */
  onValueChange: (value: string) => void;
  /** A message from the form (its schema, the server). */
  error?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** The field itself, controlled: for a form field (below) or a screen's own state (Add attendance's date). */
export function DateTimeInput({ kind, label, hint, value, onValueChange, error: formError, className = '', inputRef, onBlur, onKeyDown, ...props }: DateTimeInputProps) {
  const { show, read, placeholder, invalid } = useKind(kind);
  // The text typed, and the value it stood for: a value set from outside (a reset, a prefill) is shown anew.
  const [typed, setTyped] = useState({ text: show(value), value, unreadable: false });
  if (typed.value !== value) setTyped({ text: show(value), value, unreadable: false });

  const change = (text: string, unreadable = false) => {
    // Unreadable text stays in the form as it is, so the schema refuses it too and a submit never sends it.
    const next = text.trim() === '' ? '' : (read(text) ?? text);
    setTyped({ text, value: next, unreadable });
    onValueChange(next);
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (kind !== 'date' || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    const day = read(typed.text);
    if (!day) return;
    event.preventDefault();
    const next = shiftDate(day, event.key === 'ArrowUp' ? 1 : -1);
    setTyped({ text: show(next), value: next, unreadable: false });
    onValueChange(next);
  };

  const error = typed.unreadable ? invalid : formError;
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {({ id, describedBy, classes }) => (
        <input
          id={id}
          ref={inputRef}
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={classes}
          value={typed.text}
          onChange={(event) => change(event.target.value)}
          onKeyDown={keyDown}
          onBlur={(event) => {
            const text = typed.text.trim();
            const parsed = text ? read(text) : '';
            // Leaving the field shows what was read in the tenant's format, or says what was expected.
            if (parsed === null) change(typed.text, true);
            else setTyped({ text: show(parsed), value: parsed, unreadable: false });
            onBlur?.(event);
          }}
          {...props}
        />
      )}
    </FieldFrame>
  );
}

/** A form field (react-hook-form) of one kind. */
function TenantDateTimeField({ kind, name, onBlur, ...props }: DateTimeFieldProps & { kind: Kind }) {
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
