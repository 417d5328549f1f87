'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from '@/components/ui/form-hooks';
import { CheckboxGroup } from '@/components/kit/checkbox-group';
import { FormDialog } from '@/components/kit/form-dialog';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-fields';
import { useTenantFormats } from '@/components/ui/tenant-formats';
import { callEndpoint, endpointQuery, settingsListQuery } from '@/lib/client/endpoint';
import { formatDate } from '@/lib/date-time/format';
import { leavePolicyApi, leaveReviewApi } from '@/lib/leave/endpoints';
import { profileLeaveApi } from '@/lib/people/endpoints';
import type { PersonHoliday, PersonLeave } from '@/lib/people/schemas';
import { useOpenOnMount } from '@/components/kit/lazy-button';
import { EditTrigger } from './edit-trigger';

/**
 * The person's leave on their profile: change their leave policy and review
 * process, add them to holidays for chosen people and take them out again.
 * Each saves with the spec's texts and the page reads again.
 */

const forms = () => import('@/lib/people/forms');
const text = (value: number | undefined) => (value === undefined ? '' : String(value));

export function EditLeaveButton({ userId, leave }: { userId: number; leave: PersonLeave }) {
  const [open, setOpen] = useState(useOpenOnMount());
  return (
    <>
      <EditTrigger section="leave policy and review" onClick={() => setOpen(true)} />
      {open ? <EditLeaveDialog userId={userId} leave={leave} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function EditLeaveDialog({ userId, leave, onClose }: { userId: number; leave: PersonLeave; onClose: () => void }) {
  const policies = useQuery(settingsListQuery(endpointQuery(leavePolicyApi.list)));
  const reviews = useQuery(settingsListQuery(endpointQuery(leaveReviewApi.list)));
  const options = (items: readonly { id: number; name: string }[] | undefined) => (items ?? []).map((item) => ({ value: item.id, label: item.name }));
  return (
    <FormDialog
      title="Edit leave policy and review"
      description="A person is in one leave policy and one review process; choosing another moves them."
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      needs={[policies, reviews]}
      schema={() => forms().then((module) => module.personLeaveFormSchema)}
      defaultValues={{ leave_policy_id: text(leave.leave_policy?.id), leave_review_id: text(leave.leave_review?.id) }}
      submitLabel="Save"
      success="edit"
      save={(values) => callEndpoint(profileLeaveApi.update, { params: { user_id: userId }, json: values })}
    >
      {() => (
        <>
          <SelectField name="leave_policy_id" label="Leave policy" placeholder="No leave policy" options={options(policies.data?.data)} />
          <SelectField name="leave_review_id" label="Review process" placeholder="No review process" options={options(reviews.data?.data)} />
        </>
      )}
    </FormDialog>
  );
}

/** The days of a holiday in the tenant's date format: one day, or first – last. */
function useHolidayDates() {
  const { dateFormat } = useTenantFormats();
  return (holiday: Pick<PersonHoliday, 'start_date' | 'end_date'>) =>
    holiday.start_date === holiday.end_date ? formatDate(holiday.start_date, dateFormat) : `${formatDate(holiday.start_date, dateFormat)} – ${formatDate(holiday.end_date, dateFormat)}`;
}

export function AddHolidaysButton({ userId }: { userId: number }) {
  const [open, setOpen] = useState(useOpenOnMount());
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Add holidays
      </Button>
      {open ? <AddHolidaysDialog userId={userId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function AddHolidaysDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const assignable = useQuery({ ...endpointQuery(profileLeaveApi.assignableHolidays, { params: { user_id: userId } }), staleTime: 0 });
  const dates = useHolidayDates();
  const holidays = assignable.data?.data ?? [];
  return (
    <FormDialog
      title="Add holidays"
      description="Holidays for chosen people; holidays for everyone apply already."
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      needs={[assignable]}
      schema={() => forms().then((module) => module.assignHolidaysSchema)}
      defaultValues={{ holidays: [] }}
      submitLabel="Add"
      success="add"
      save={(values) => callEndpoint(profileLeaveApi.assignHolidays, { params: { user_id: userId }, json: values })}
      empty={holidays.length ? null : 'There are no holidays for chosen people left to add. Create one under Settings, Leave, Holidays.'}
    >
      {(form) => (
        <Controller
          control={form.control}
          name="holidays"
          render={({ field, fieldState }) => (
            <CheckboxGroup
              legend="Holidays"
              options={holidays.map((holiday) => ({ value: holiday.id, label: `${holiday.name} (${dates(holiday)})` }))}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
    </FormDialog>
  );
}
