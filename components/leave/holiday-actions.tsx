'use client';

import { DateField } from '@/components/ui/date-time-field-lazy';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useFormContext } from '@/components/ui/form-hooks';
import { assignedPeopleActions, itemActions } from '@/components/kit/item-actions';
import { PeoplePicker } from '@/components/kit/people-picker';
import { useSaveThenRefresh } from '@/components/kit/use-save-then-refresh';
import { Button } from '@/components/ui/button';
import { TextareaField, TextField } from '@/components/ui/form-fields';
import { callEndpoint, endpointQuery } from '@/lib/client/endpoint';
import { counted } from '@/lib/shared/plural';
import { holidayApi, holidayPeopleApi } from '@/lib/leave/endpoints';
import type { HolidayFormInput } from '@/lib/leave/forms';
import { LEAVE_DESCRIPTION_MAX, LEAVE_NAME_MAX } from '@/lib/leave/limits';
import type { Holiday, PublicHoliday } from '@/lib/leave/schemas';
import type { Person } from '@/lib/shared/schemas';
import { endpointKey } from '@/lib/upstream/define';

/** Add, edit and delete of a holiday (everyone's or chosen people's), its people, and the public-holiday import. */

const schema = () => import('@/lib/leave/forms').then((module) => module.holidayFormSchema);

const valuesOf = (holiday?: Holiday & { users: Person[] }): HolidayFormInput => ({
  name: holiday?.name ?? '',
  start_date: holiday?.start_date ?? '',
  end_date: holiday && holiday.end_date !== holiday.start_date ? holiday.end_date : '',
  description: holiday?.description ?? '',
  applies_to: holiday && !holiday.for_everyone ? 'chosen' : 'everyone',
  users: holiday?.users ?? [],
});

function AppliesTo() {
  const { register, watch, setValue, formState } = useFormContext<HolidayFormInput>();
  const chosen = watch('applies_to') === 'chosen';
  const error = formState.errors.users;
  return (
    <>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 text-sm font-medium text-slate-700">Who has it</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="everyone" className="accent-[var(--theme-primary)]" {...register('applies_to')} />
          Everyone
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="chosen" className="accent-[var(--theme-primary)]" {...register('applies_to')} />
          Chosen people
        </label>
      </fieldset>
      {chosen ? (
        <PeoplePicker
          label="People"
          queryKey={endpointKey(holidayApi.people)}
          load={({ search, page, perPage, signal }) => callEndpoint(holidayApi.people, { query: { search: search || undefined, page, per_page: perPage }, signal })}
          selected={watch('users') as Person[]}
          onChange={(people) => setValue('users', people, { shouldValidate: formState.isSubmitted, shouldDirty: true })}
          error={error?.message ?? error?.root?.message}
        />
      ) : null}
    </>
  );
}

function Fields() {
  return (
    <>
      <TextField name="name" label="Name" autoComplete="off" limit={LEAVE_NAME_MAX} />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField name="start_date" label="Date" />
        <DateField name="end_date" label="Last day" hint="For a holiday of several days" />
      </div>
      <TextareaField name="description" label="Description" hint="Optional" rows={2} limit={LEAVE_DESCRIPTION_MAX} />
      <AppliesTo />
    </>
  );
}

export const {
  Add: AddHolidayButton,
  Edit: EditHolidayButton,
  Delete: DeleteHolidayButton,
} = itemActions({
  noun: 'holiday',
  schema,
  fields: Fields,
  width: 560,
  empty: () => valuesOf(),
  edit: { query: (id) => endpointQuery(holidayApi.edit, { params: { id } }), values: ({ data }) => valuesOf(data) },
  store: (values, id) =>
    callEndpoint(holidayApi.store, {
      json: {
        ...(id ? { id } : {}),
        name: values.name,
        start_date: values.start_date,
        end_date: values.end_date || null,
        description: values.description || null,
        for_everyone: values.applies_to === 'everyone',
        users: values.applies_to === 'everyone' ? undefined : values.users.map((person) => person.id),
      },
    }),
  remove: (id, action) => callEndpoint(holidayApi.delete, { params: { id }, query: action ? { action } : undefined }),
});

export const { Assign: AssignHolidayPeopleButton, Remove: RemoveHolidayPersonButton } = assignedPeopleActions({
  description: 'People who have the holiday already are not listed.',
  assignable: holidayPeopleApi.assignable,
  assign: (holidayId, users) => callEndpoint(holidayPeopleApi.assign, { json: { holiday_id: holidayId, users } }),
  remove: (holidayId, userId) => callEndpoint(holidayPeopleApi.remove, { json: { holiday_id: holidayId, user_id: userId } }),
});

/** The import's list: the country's public holidays of the year, the ones not added yet ticked; imports the ticked ones. */
export function ImportHolidayList({ countryId, year, days, listHref }: { countryId: number; year: number; days: (PublicHoliday & { label: string })[]; listHref: string }) {
  const router = useRouter();
  const fresh = days.filter((day) => !day.imported).map((day) => day.date);
  const [chosen, setChosen] = useState<string[]>(fresh);
  const importing = useSaveThenRefresh({
    save: (dates: string[]) => callEndpoint(holidayApi.importStore, { json: { country_id: countryId, year, dates } }),
    success: 'add',
    failures: 'dialog',
    onSaved: () => router.push(listHref),
  });
  const toggle = (date: string) => setChosen((current) => (current.includes(date) ? current.filter((item) => item !== date) : [...current, date]));
  if (days.length === 0) return <p className="py-6 text-center text-sm text-slate-600">No public holidays are known for this country and year.</p>;
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen.length) importing.mutate(chosen);
      }}
    >
      <ul aria-label="Public holidays" className="divide-y divide-slate-100 rounded-md border border-slate-200">
        {days.map((day) => (
          <li key={day.date}>
            <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm">
              <input
                type="checkbox"
                className="accent-[var(--theme-primary)]"
                checked={day.imported || chosen.includes(day.date)}
                disabled={day.imported}
                onChange={() => toggle(day.date)}
              />
              {/* On a phone the date goes above the name: beside it, the name had 30 px and ran over "Already added". */}
              <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:gap-3">
                <span className="shrink-0 text-slate-600 sm:w-28">{day.label}</span>
                <span className="min-w-0 break-words font-medium text-slate-900">{day.name}</span>
              </span>
              {day.imported ? <span className="shrink-0 text-xs text-slate-500">Already added</span> : null}
            </label>
          </li>
        ))}
      </ul>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="submit" loading={importing.isPending} disabled={chosen.length === 0}>
          {`Import ${counted(chosen.length, 'holiday')}`}
        </Button>
      </div>
    </form>
  );
}
