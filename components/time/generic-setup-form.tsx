'use client';

import { ConfirmLeaving } from '@/components/kit/confirm-leaving';
import { useRefresh } from '@/components/shell/refresh';
import { useDialogs } from '@/components/shell/dialogs';
import { SaveButton } from '@/components/kit/save-button';
import { Form } from '@/components/ui/form';
import { SelectField } from '@/components/ui/form-fields';
import { DEFAULT_SHIFT_REPEAT_ON } from '@/lib/constants';
import { weekdayLong, weekdayOrder } from '@/lib/date-time/calendar';
import { callEndpoint } from '@/lib/client/endpoint';
import { timeApi } from '@/lib/time/endpoints';
import type { GeneralSetup } from '@/lib/time/schemas';

/** The generic attendance setup (spec: repeat_on days, date and time formats, calendar cycle, time zone). */

const CYCLE_DAYS = Array.from({ length: 28 }, (_, i) => ({ value: i + 1, label: i === 0 ? '1 (calendar months)' : String(i + 1) }));

export function GenericSetupForm({ setup, timeZones }: { setup: GeneralSetup | null; timeZones: readonly string[] }) {
  const refresh = useRefresh();
  const dialogs = useDialogs();
  const values = setup?.data;
  return (
    <Form
      schema={() => import('@/lib/time/forms').then((module) => module.genericSetupSchema)}
      defaultValues={{
        // Until the settings load, shifts repeat Monday to Friday (spec part 1 §9).
        repeat_on: (values?.repeat_on ?? DEFAULT_SHIFT_REPEAT_ON).map(String),
        date_format: values?.date_format ?? 'YYYY-MM-DD',
        time_format: String(values?.time_format ?? 2) as '1' | '2',
        start_day: String(values?.calendar_cycle.start_day ?? 1),
        timezone: values?.timezone ?? 'UTC',
      }}
      aria-label="Attendance setup"
      className="flex flex-col gap-6"
      onSubmit={async (form) => {
        const result = await callEndpoint(timeApi.updateGeneralSetup, {
          json: {
            repeat_on: form.repeat_on.map(Number),
            date_format: form.date_format,
            time_format: Number(form.time_format),
            calendar_cycle: { start_day: Number(form.start_day) },
            timezone: form.timezone,
          },
        });
        if (!result.ok) return result;
        // Success first: router.refresh() re-renders the shell, which drops an open dialog.
        await dialogs.success('edit');
        refresh();
        return result;
      }}
    >
      {(form) => (
        <>
          <ConfirmLeaving form={form} />
          <fieldset aria-describedby="repeat-on-hint">
            <legend className="text-sm font-semibold text-slate-900">Working days</legend>
            <p id="repeat-on-hint" className="text-sm text-slate-600">
              New shift assignments repeat on these days; people without a shift are expected on them.
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              {weekdayOrder(1).map((iso) => (
                <label key={iso} className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-200 px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5">
                  <input
                    type="checkbox"
                    value={String(iso)}
                    // The saved days in the server's HTML: register() ticks them in the browser only.
                    defaultChecked={form.formState.defaultValues?.repeat_on?.includes(String(iso))}
                    {...form.register('repeat_on')}
                    className="accent-[var(--theme-primary)]"
                  />
                  {weekdayLong(iso)}
                </label>
              ))}
            </div>
            {form.formState.errors.repeat_on?.message ? <p className="mt-1 text-xs text-red-700">{form.formState.errors.repeat_on.message}</p> : null}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField name="date_format" label="Date format" options={(setup?.date_formats ?? []).map((format) => ({ value: format.value, label: `${format.label} (${format.value})` }))} />
            <fieldset className="flex flex-col gap-1">
              <legend className="text-sm font-medium text-slate-700">Time format</legend>
              <div className="flex min-h-10 flex-wrap items-center gap-4 text-sm">
                {(setup?.time_formats ?? []).map((format) => (
                  <label key={format.id} className="flex items-center gap-2">
                    <input
                      type="radio"
                      value={String(format.id)}
                      defaultChecked={form.formState.defaultValues?.time_format === String(format.id)}
                      {...form.register('time_format')}
                      className="accent-[var(--theme-primary)]"
                    />
                    {format.name}
                  </label>
                ))}
              </div>
            </fieldset>
            <SelectField name="start_day" label="Calendar cycle starts on day" options={CYCLE_DAYS} />
            <SelectField name="timezone" label="Time zone" options={timeZones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))} />
          </div>
          <div>
            <SaveButton />
          </div>
        </>
      )}
    </Form>
  );
}
