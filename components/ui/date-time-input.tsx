'use client';

import { useState, type InputHTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { FieldFrame } from '@/components/ui/field-frame';
import { onDemand } from '@/components/ui/on-demand';
import { useTenantFormats } from '@/components/ui/tenant-formats';
import { shiftDate } from '@/lib/date-time/calendar';
import { dateInputInvalid, dateInputPlaceholder, dateInputText, dateTimeInputText, parseTimeInput, timeInputPlaceholder, timeInputText } from '@/lib/date-time/input';
import { NO_INTERNET_MESSAGE, VALIDATION_MESSAGES } from '@/lib/messages';

/**
 * Date, time and date-and-time inputs in the tenant's formats ("05.03.2026",
 * "Mar 5, 2026", "9:05 PM"), never the browser's locale: for the
 * react-hook-form fields (date-time-field.tsx) and for screens with their own
 * state (a leave application's dates, a list's date filters). Values are ISO
 * as the upstream takes them: "YYYY-MM-DD", "HH:mm" and "YYYY-MM-DD HH:mm:ss". What the user
 * types is read as they type; leaving the field shows it back in the tenant's
 * format, or says what was expected. Arrow up and down move a date by a day.
 *
 * Reading a typed date takes date-fns's parse (lib/date-time/read, about 4 KB
 * gzip), which loads when a date field is first focused, pressed or typed in,
 * not with the screen. Text typed in the moment before it arrives is read when
 * it does, in one commit for every field, and a submit of the field's form
 * meanwhile waits for it and then goes on, so nothing typed is lost or sent
 * unread.
 */

export type DateTimeKind = 'date' | 'time' | 'datetime';
type Kind = DateTimeKind;

/** date-fns's parse and the readers built on it, fetched on a date field's first use. */
const dateReaders = onDemand(() => import('@/lib/date-time/read'));
/** Fields whose text was typed before the readers arrived, each with what reads it then (or says they could not load). */
const waitingFields = new Map<HTMLInputElement, (loaded: boolean) => void>();
/** Submits that came while a field of their form waited, with the button that made each. */
const heldSubmits = new Map<HTMLFormElement, HTMLElement | null>();
let holding = false;

dateReaders.subscribe(() => settle(true));

/** Fetches the readers once; a failed fetch (offline, a chunk gone after a deploy) is tried again on the next use. */
function loadReaders() {
  if (!dateReaders.current()) dateReaders.load().catch(() => settle(false));
}

/**
 * Every waiting field reads its text, and its form's state takes it, in one commit; then the held
 * submits go on. When the readers could not load, the fields keep their text and say so, the submits
 * are dropped, and the next focus, keystroke or submit tries again.
 */
function settle(loaded: boolean) {
  const fields = [...waitingFields.values()];
  if (loaded) waitingFields.clear();
  flushSync(() => fields.forEach((readNow) => readNow(loaded)));
  const held = [...heldSubmits];
  heldSubmits.clear();
  if (loaded) for (const [form, submitter] of held) if (form.isConnected) form.requestSubmit(submitter ?? undefined);
}

/** Before React sees it (document, capture phase): a submit of a form with a waiting field is held. */
function holdSubmit(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || ![...waitingFields.keys()].some((input) => input.form === form)) return;
  event.preventDefault();
  event.stopPropagation();
  heldSubmits.set(form, event.submitter);
  loadReaders();
}

function waitForReaders(input: HTMLInputElement, readNow: (loaded: boolean) => void) {
  if (!holding) document.addEventListener('submit', holdSubmit, true);
  holding = true;
  waitingFields.set(input, readNow);
  loadReaders();
}

/**
 * What a date field says about text it cannot read: a day that does not exist, named, once the readers
 * that tell have loaded (they have, for text that was read); else the shape expected.
 */
export function unreadableDateText(text: string, dateFormat: string): string {
  return dateReaders.current()?.noSuchDay(text, dateFormat) ?? dateInputInvalid(dateFormat);
}

/** How a kind of field shows and reads its value; `read` answers undefined while the date readers have not loaded. */
function useKind(kind: Kind) {
  const { dateFormat, timeFormat } = useTenantFormats();
  const datePlaceholder = dateInputPlaceholder(dateFormat);
  const timePlaceholder = timeInputPlaceholder(timeFormat);
  switch (kind) {
    case 'date':
      return {
        show: (value: string) => dateInputText(value, dateFormat),
        read: (text: string) => dateReaders.current()?.parseDateInput(text, dateFormat),
        placeholder: datePlaceholder,
        invalid: (text: string) => unreadableDateText(text, dateFormat),
      };
    case 'time':
      return {
        show: (value: string) => timeInputText(value, timeFormat),
        read: parseTimeInput,
        placeholder: timePlaceholder,
        // The spec's time_format message; the placeholder shows the format expected.
        invalid: () => VALIDATION_MESSAGES.timeFormat,
      };
    case 'datetime':
      return {
        show: (value: string) => dateTimeInputText(value, dateFormat, timeFormat),
        read: (text: string) => dateReaders.current()?.parseDateTimeInput(text, dateFormat),
        placeholder: `${datePlaceholder} ${timePlaceholder}`,
        invalid: () => `Enter a date and time as ${datePlaceholder} ${timePlaceholder}.`,
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

interface Typed {
  text: string;
  /** The value the text stood for when last read. */
  value: string;
  /** What the field itself says about the text (it cannot be read; the reader could not load). */
  problem?: string;
  /** Typed before the date readers arrived: read when they do. */
  waiting?: boolean;
}

/** The field itself, controlled: for a form field (below) or a screen's own state (Add attendance's date). */
export function DateTimeInput({ kind, label, hint, value, onValueChange, error: formError, className = '', inputRef, onBlur, onFocus, onPointerDown, onKeyDown, ...props }: DateTimeInputProps) {
  const { show, read, placeholder, invalid } = useKind(kind);
  // The text typed, and the value it stood for: a value set from outside (a reset, a prefill) is shown anew.
  const [typed, setTyped] = useState<Typed>({ text: show(value), value });
  if (typed.value !== value && !typed.waiting) setTyped({ text: show(value), value });

  const change = (input: HTMLInputElement, text: string, leaving = false) => {
    const read_ = text.trim() === '' ? '' : read(text);
    if (read_ === undefined) {
      setTyped({ text, value, waiting: true });
      // Read once the readers are in: as typing would while the field has focus, as leaving it would after.
      waitForReaders(input, (loaded) => {
        if (!loaded) setTyped({ text, value, waiting: true, problem: NO_INTERNET_MESSAGE });
        else if (document.activeElement === input) change(input, text);
        else leave(input, text);
      });
      return;
    }
    waitingFields.delete(input);
    // Unreadable text stays in the form as it is, so the schema refuses it too and a submit never sends it.
    const next = read_ ?? text;
    setTyped({ text, value: next, problem: leaving && read_ === null ? invalid(text) : undefined });
    onValueChange(next);
  };
  /** Leaving the field shows what was read in the tenant's format, or says what was expected. */
  const leave = (input: HTMLInputElement, text: string) => {
    const read_ = text.trim() === '' ? '' : read(text);
    // Still waiting for the readers: read when they arrive.
    if (read_ === undefined) return;
    if (read_ === null) return change(input, text, true);
    waitingFields.delete(input);
    setTyped({ text: show(read_), value: read_ });
    if (read_ !== value) onValueChange(read_);
  };

  const prepare = () => {
    if (kind !== 'time') loadReaders();
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    prepare();
    if (kind !== 'date' || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    const day = read(typed.text);
    if (!day) return;
    event.preventDefault();
    const next = shiftDate(day, event.key === 'ArrowUp' ? 1 : -1);
    setTyped({ text: show(next), value: next });
    onValueChange(next);
  };

  const error = typed.problem ?? formError;
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
          onChange={(event) => change(event.target, event.target.value)}
          onKeyDown={keyDown}
          onFocus={(event) => {
            prepare();
            onFocus?.(event);
          }}
          onPointerDown={(event) => {
            prepare();
            onPointerDown?.(event);
          }}
          onBlur={(event) => {
            leave(event.target, typed.text);
            onBlur?.(event);
          }}
          {...props}
        />
      )}
    </FieldFrame>
  );
}
