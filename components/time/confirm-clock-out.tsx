'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormContext } from '@/components/ui/form-hooks';
import { useDialogs } from '@/components/shell/dialogs';
import { useServerClock } from '@/components/shell/server-clock';
import { useSnackbar } from '@/components/shell/snackbars';
import { checkClocks, ClockErrors, ClocksFields, clocksToFields, DescriptionField, fieldsToClocks, serverClockMessages } from '@/components/time/clocks-editor';
import { FormActions } from '@/components/kit/form-actions';
import { useCloseOnLoadError } from '@/components/kit/use-close-on-load-error';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { CONFIRM_CLOCK_OUT_WIDTH_PX } from '@/lib/constants';
import { CLOCK_MESSAGES } from '@/lib/messages';
import { formatDate, formatDuration, formatTime } from '@/lib/date-time/format';
import { useTenantFormats } from '@/components/ui/tenant-formats';
import { clockSummaryOptions, postClockOut, storeClockSummary } from '@/lib/time/clock-queries';
import type { ConfirmClockOutValues } from '@/lib/time/forms';
import type { ClockSummary } from '@/lib/time/schemas';

/**
 * Confirm Clock Out (spec part 1 §4): a clock flagged abnormal is clocked out
 * only once the person says whether its times are right. 'Correct' (nature
 * normal) clocks out as recorded; 'Incorrect' (nature abnormal) lets them fix
 * the day's clocks and breaks and sends those. A 424 answer is the 'Just A
 * Minute' alert; a 422 shows the first clocks error.
 */

export interface ConfirmClockOutProps {
  timeFormat: number;
  showClockErrors: boolean;
  onClose: () => void;
}

export function ConfirmClockOutDialog({ timeFormat, showClockErrors, onClose }: ConfirmClockOutProps) {
  const summary = useQuery(clockSummaryOptions());
  useCloseOnLoadError(summary, onClose);

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent width={CONFIRM_CLOCK_OUT_WIDTH_PX}>
        <DialogTitle>{CLOCK_MESSAGES.confirmClockOut}</DialogTitle>
        {summary.data ? (
          <ConfirmForm summary={summary.data} timeFormat={timeFormat} showClockErrors={showClockErrors} onClose={onClose} />
        ) : (
          <div className="mt-4 flex flex-col gap-3" aria-busy>
            <DialogDescription>Loading your clock times…</DialogDescription>
            <div className="h-24 animate-pulse rounded-lg bg-slate-100" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ConfirmForm({ summary, timeFormat, showClockErrors, onClose }: { summary: ClockSummary } & ConfirmClockOutProps) {
  const client = useQueryClient();
  const dialogs = useDialogs();
  const snackbar = useSnackbar();
  const clock = useServerClock();
  const { dateFormat } = useTenantFormats();
  const [clockErrors, setClockErrors] = useState<string[]>([]);
  const open = summary.clocks.find((item) => !item.end_date_time);

  return (
    <Form
      schema={() => import('@/lib/time/forms').then((module) => module.confirmClockOutSchema)}
      defaultValues={{ description: '', clocks: clocksToFields(summary.clocks) }}
      aria-label={CLOCK_MESSAGES.confirmClockOut}
      onSubmit={async (values, form) => {
        setClockErrors([]);
        if (values.nature === 'abnormal') {
          const messages = checkClocks(form as never, clock.wallTime(), values.description);
          if (messages.length) return setClockErrors(messages);
        }
        const result = await postClockOut({
          nature: values.nature,
          description: values.description || undefined,
          clocks: values.nature === 'abnormal' ? fieldsToClocks(values.clocks) : undefined,
        });
        if (result.ok) {
          storeClockSummary(client, result.data);
          onClose();
          snackbar.show({ message: 'You are clocked out.', icon: 'check' });
          return;
        }
        if (result.status === 424) {
          await dialogs.warning({ title: CLOCK_MESSAGES.justAMinute, text: result.error.message });
          return;
        }
        const fromServer = serverClockMessages(result.error);
        if (fromServer) return setClockErrors(fromServer);
        return result;
      }}
      className="mt-2 flex flex-col gap-4"
    >
      {(form) => (
        <>
          <DialogDescription>
            {open
              ? `Your clock has been running since ${formatTime(open.start_date_time, timeFormat)} on ${formatDate(open.start_date_time.slice(0, 10), dateFormat)} (${formatDuration(summary.total_on_clocked)}). Are these clock times correct?`
              : 'Are your clock times correct?'}
          </DialogDescription>
          <NatureChoice />
          {form.watch('nature') === 'abnormal' ? (
            <div className="flex flex-col gap-3">
              <ClockErrors messages={clockErrors} showAll={showClockErrors} />
              <ClocksFields defaultDate={summary.working_date ?? (summary.server_time ?? clock.wallTime()).slice(0, 10)} />
            </div>
          ) : null}
          <DescriptionField name="description" label="Description (optional)" />
          <FormActions onCancel={onClose} submitLabel="Clock out" submitting={form.formState.isSubmitting} />
        </>
      )}
    </Form>
  );
}

function NatureChoice() {
  const { register, formState } = useFormContext<ConfirmClockOutValues>();
  const error = formState.errors.nature?.message;
  const option = (value: 'normal' | 'abnormal', label: string, hint: string) => (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5">
      <input type="radio" value={value} className="mt-1 accent-[var(--theme-primary)]" {...register('nature')} />
      <span>
        <span className="block text-sm font-semibold text-slate-900">{label}</span>
        <span className="block text-xs text-slate-600">{hint}</span>
      </span>
    </label>
  );
  return (
    <fieldset aria-describedby={error ? 'nature-error' : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-700">Nature</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {option('normal', CLOCK_MESSAGES.natureNormal, 'The times are right: clock out now.')}
        {option('abnormal', CLOCK_MESSAGES.natureAbnormal, 'Fix the clock and break times before clocking out.')}
      </div>
      {error ? (
        <p id="nature-error" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
