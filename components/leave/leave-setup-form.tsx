'use client';

import { ConfirmLeaving } from '@/components/kit/confirm-leaving';
import { Form } from '@/components/ui/form';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form-fields';
import { useSaveThenRefresh } from '@/components/kit/use-save-then-refresh';
import { SaveButton } from '@/components/kit/save-button';
import { callEndpoint } from '@/lib/client/endpoint';
import { leaveSetupApi } from '@/lib/leave/endpoints';
import type { LeaveSetupFormInput } from '@/lib/leave/forms';
import type { LeaveSetup } from '@/lib/leave/schemas';

/** The tenant's leave rules: leave year, half days, past dates, carry-over, non-working days. */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'].map((label, index) => ({
  value: String(index + 1),
  label,
}));

export function LeaveSetupForm({ setup }: { setup: LeaveSetup }) {
  const save = useSaveThenRefresh({
    save: (values: LeaveSetupFormInput) =>
      callEndpoint(leaveSetupApi.update, {
        json: {
          leave_year_start_month: Number(values.leave_year_start_month),
          allow_half_day: values.allow_half_day,
          allow_past_dates: values.allow_past_dates,
          past_dates_limit_days: Number(values.past_dates_limit_days),
          allow_carry_over: values.allow_carry_over,
          carry_over_max_days: Number(values.carry_over_max_days),
          count_non_working_days: values.count_non_working_days,
        },
      }),
    success: 'edit',
    refresh: 'router',
  });
  return (
    <Form
      schema={() => import('@/lib/leave/forms').then((module) => module.leaveSetupFormSchema)}
      defaultValues={{
        leave_year_start_month: String(setup.leave_year_start_month) as LeaveSetupFormInput['leave_year_start_month'],
        allow_half_day: setup.allow_half_day,
        allow_past_dates: setup.allow_past_dates,
        past_dates_limit_days: String(setup.past_dates_limit_days),
        allow_carry_over: setup.allow_carry_over,
        carry_over_max_days: String(setup.carry_over_max_days),
        count_non_working_days: setup.count_non_working_days,
      }}
      aria-label="Leave setup"
      className="flex flex-col gap-6"
      onSubmit={async (values) => (await save.mutateAsync(values)) ?? undefined}
    >
      {(form) => (
        <>
          <ConfirmLeaving form={form} />
          <SelectField name="leave_year_start_month" label="Leave year starts in" hint="Leave days renew, and unused days carry over, on the 1st of this month." options={MONTHS} className="sm:max-w-xs" />
          <CheckboxField name="allow_half_day" label="Allow half days" hint="People may take the first or second half of a day off." />
          <div className="flex flex-col gap-2">
            <CheckboxField name="allow_past_dates" label="Allow applying for past dates" hint="For sick days and other leave recorded afterwards." />
            {form.watch('allow_past_dates') ? <TextField name="past_dates_limit_days" label="How many days back" inputMode="numeric" className="pl-7 sm:max-w-xs" /> : null}
          </div>
          <div className="flex flex-col gap-2">
            <CheckboxField name="allow_carry_over" label="Carry unused days over" hint="Unused days move into the next leave year." />
            {form.watch('allow_carry_over') ? <TextField name="carry_over_max_days" label="At most, days" inputMode="numeric" className="pl-7 sm:max-w-xs" /> : null}
          </div>
          <CheckboxField name="count_non_working_days" label="Count weekends and holidays as leave" hint="Off: only working days inside a leave count against the balance." />
          <div className="flex justify-end">
            <SaveButton />
          </div>
        </>
      )}
    </Form>
  );
}
