'use client';

import { DateTimeField } from '@/components/ui/date-time-field';
import { useFieldArray, useFormContext, useWatch } from '@/components/ui/form-hooks';
import type { Path, UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/form-fields';
import { Icon } from '@/components/ui/icons';
import { COMMENT_MAX_LENGTH } from '@/lib/constants';
import type { AppError } from '@/lib/errors';
import { clockMessages, validateClocks } from '@/lib/time/clock-validation';
import type { ClockField } from '@/lib/time/forms';
import type { Clock, ClockInput } from '@/lib/time/schemas';
import { normalizeWall } from '@/lib/date-time/wall-time';

/**
 * Editing a day's clocks and breaks (Confirm Clock Out, attendance edits,
 * adding a missing day). Times are typed in the tenant's date and time formats
 * (components/ui/date-time-field.tsx), in the tenant's wall time. The clock-out rules run on submit (they need the server's "now");
 * their messages land on the fields and in a list above them, where the first
 * one shows (every one for people holding edit_any_attendance).
 */

/**
 * A day's clocks as the editor starts them: each time whole, seconds included (the field shows minutes).
 * A clock the user leaves alone goes back as it was: cut to minutes, a clock of under a minute
 * ("13:45:10–13:45:50") would come back as one that ends when it starts and be refused.
 */
export const clocksToFields = (clocks: readonly Clock[]): ClockField[] =>
  clocks.map((clock) => ({
    id: clock.id,
    start_date_time: clock.start_date_time,
    end_date_time: clock.end_date_time ?? '',
    breaks: clock.breaks.map((item) => ({ id: item.id, start_date_time: item.start_date_time, end_date_time: item.end_date_time ?? '' })),
  }));

const toWall = (value: string) => normalizeWall(value) ?? value;

/** The form's clocks as the upstream takes them ("YYYY-MM-DD HH:mm:ss"). */
export const fieldsToClocks = (fields: readonly ClockField[]): ClockInput[] =>
  fields.map((clock) => ({
    ...(clock.id ? { id: clock.id } : {}),
    start_date_time: toWall(clock.start_date_time),
    end_date_time: toWall(clock.end_date_time),
    breaks: clock.breaks.map((item) => ({ start_date_time: toWall(item.start_date_time), end_date_time: toWall(item.end_date_time) })),
  }));

type WithClocks = { clocks: ClockField[]; description?: string; comment?: string };

/**
 * Runs the clock-out rules; on failure marks the fields and returns the
 * messages for the list (empty when the clocks are fine).
 */
export function checkClocks<T extends WithClocks>(form: UseFormReturn<T, unknown, T>, now: string, description?: string): string[] {
  const issues = validateClocks(form.getValues().clocks, { now, description });
  let focused = false;
  for (const issue of issues) {
    form.setError(issue.path as Path<T>, { type: 'clocks', message: issue.fieldMessage ?? issue.message }, { shouldFocus: !focused });
    focused = true;
  }
  return clockMessages(issues);
}

/** The server's 422 `errors.clocks`, when that is what failed. */
export function serverClockMessages(error: AppError): string[] | null {
  return error.kind === 'form' && error.status === 422 && error.fields.clocks?.length ? error.fields.clocks : null;
}

export function ClockErrors({ messages, showAll }: { messages: readonly string[]; showAll: boolean }) {
  if (messages.length === 0) return null;
  const shown = showAll ? messages : messages.slice(0, 1);
  return (
    <div role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
      {shown.length === 1 ? (
        <p>{shown[0]}</p>
      ) : (
        <ul className="list-disc pl-5">
          {shown.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ClocksFields({ defaultDate }: { defaultDate: string }) {
  const { control } = useFormContext<WithClocks>();
  const clocks = useFieldArray({ control, name: 'clocks' });
  return (
    <div className="flex flex-col gap-3">
      {clocks.fields.map((field, index) => (
        <fieldset key={field.id} className="min-w-0 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-800">Clock {index + 1}</legend>
          <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
            <DateTimeField name={`clocks.${index}.start_date_time`} label="Clock in" />
            <DateTimeField name={`clocks.${index}.end_date_time`} label="Clock out" />
            {clocks.fields.length > 1 ? (
              <Button variant="ghost" className="text-error sm:mt-6" onClick={() => clocks.remove(index)} aria-label={`Remove clock ${index + 1}`}>
                <Icon name="close" size={16} />
                <span className="sm:sr-only">Remove</span>
              </Button>
            ) : null}
          </div>
          <BreakFields clockIndex={index} defaultDate={defaultDate} />
        </fieldset>
      ))}
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => clocks.append({ start_date_time: `${defaultDate}T`, end_date_time: `${defaultDate}T`, breaks: [] })}
      >
        Add clock
      </Button>
    </div>
  );
}

function BreakFields({ clockIndex, defaultDate }: { clockIndex: number; defaultDate: string }) {
  const { control } = useFormContext<WithClocks>();
  const breaks = useFieldArray({ control, name: `clocks.${clockIndex}.breaks` });
  return (
    <div className="mt-3 flex flex-col gap-2 border-t border-slate-100 pt-3">
      {breaks.fields.map((field, index) => (
        <div key={field.id} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
          <DateTimeField name={`clocks.${clockIndex}.breaks.${index}.start_date_time`} label={`Break ${index + 1} start`} />
          <DateTimeField name={`clocks.${clockIndex}.breaks.${index}.end_date_time`} label={`Break ${index + 1} end`} />
          <Button variant="ghost" className="text-error sm:mt-6" onClick={() => breaks.remove(index)} aria-label={`Remove break ${index + 1} of clock ${clockIndex + 1}`}>
            <Icon name="close" size={16} />
            <span className="sm:sr-only">Remove</span>
          </Button>
        </div>
      ))}
      <Button variant="ghost" className="self-start text-primary" onClick={() => breaks.append({ start_date_time: `${defaultDate}T`, end_date_time: `${defaultDate}T` })}>
        Add break
      </Button>
    </div>
  );
}

export function DescriptionField({ name, label }: { name: 'description' | 'comment'; label: string }) {
  const length = ((useWatch({ name }) as string | undefined) ?? '').length;
  return <TextareaField name={name} label={label} rows={3} hint={`${length}/${COMMENT_MAX_LENGTH}`} />;
}
