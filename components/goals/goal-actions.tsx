'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { DeleteButton } from '@/components/kit/delete-button';
import { EditButton } from '@/components/kit/edit-button';
import { FormDialog } from '@/components/kit/form-dialog';
import { ReportProgress } from '@/components/reports/report-progress';
import { useReportFile } from '@/components/reports/use-report-file';
import { useDialogs } from '@/components/shell/dialogs';
import { PeopleCombobox } from '@/components/time/person-picker';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-time-field-lazy';
import { SelectField, TextareaField, TextField } from '@/components/ui/form';
import { callEndpoint, endpointQuery } from '@/lib/client/endpoint';
import { employeeChoicesApi, goalApi } from '@/lib/goals/endpoints';
import type { GoalFormInput } from '@/lib/goals/forms';
import { GOAL_DESCRIPTION_MAX, GOAL_STATUS_LABELS, GOAL_STATUSES, GOAL_TITLE_MAX, type Goal, type GoalStatus } from '@/lib/goals/schemas';
import { unwrap } from '@/lib/client/query-client';

/** Goals' actions: add, edit, delete, change status and export (spec part 2 §7 "Goals"). */

const schema = () => import('@/lib/goals/forms').then((module) => module.goalFormSchema);
const STATUS_OPTIONS = GOAL_STATUSES.map((status) => ({ value: status, label: GOAL_STATUS_LABELS[status] }));

/** Goal owners come from the employees list (20 at a time, searched). */
export const employeeChoices = (search: string) => ({
  queryKey: ['employees', 'choices', search] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => callEndpoint(employeeChoicesApi.list, { signal, query: { search: search || undefined } }).then(unwrap),
  staleTime: 60_000,
});

function OwnerField() {
  const { watch, setValue, formState } = useFormContext<GoalFormInput>();
  const owner = watch('owner');
  const error = formState.errors.owner?.message;
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-slate-700">Owner</span>
      {owner ? (
        <p className="flex items-center justify-between gap-2 rounded-md bg-primary/10 px-3 py-2 text-sm text-slate-900">
          {owner.name}
          <button type="button" className="text-primary underline" onClick={() => setValue('owner', null, { shouldDirty: true })}>
            Change
          </button>
        </p>
      ) : (
        <PeopleCombobox label="Owner" placeholder="Search people" query={employeeChoices} onPick={(person) => setValue('owner', { id: person.id, name: person.name }, { shouldDirty: true, shouldValidate: formState.isSubmitted })} />
      )}
      {error ? <p className="text-xs text-red-700">{error}</p> : null}
    </div>
  );
}

function GoalFields() {
  return (
    <>
      <TextField name="title" label="Goal" autoComplete="off" maxLength={GOAL_TITLE_MAX} />
      <TextareaField name="description" label="Description" rows={3} maxLength={GOAL_DESCRIPTION_MAX} />
      <OwnerField />
      <div className="grid gap-4 sm:grid-cols-3">
        <DateField name="due_date" label="Due date" />
        <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
        <TextField name="progress" label="Progress (%)" inputMode="numeric" autoComplete="off" />
      </div>
    </>
  );
}

export function AddGoalButton({ dueDate }: { dueDate: string }) {
  return (
    <FormDialog
      title="Add goal"
      trigger={<Button>Add goal</Button>}
      schema={schema}
      defaultValues={{ title: '', description: '', owner: null, due_date: dueDate, status: 'not_started', progress: '0' }}
      submitLabel="Save"
      width={600}
      success="add"
      save={async (values) => {
        const { goalPayloadOf } = await import('@/lib/goals/forms');
        return callEndpoint(goalApi.store, { json: goalPayloadOf(values) });
      }}
    >
      {() => <GoalFields />}
    </FormDialog>
  );
}

export function EditGoalButton({ goal }: { goal: Goal }) {
  return (
    <EditButton
      name={goal.title}
      title="Edit goal"
      query={endpointQuery(goalApi.edit, { params: { id: goal.id } })}
      values={(answer) => ({
        title: answer.data.title,
        description: answer.data.description ?? '',
        owner: { id: answer.data.owner.id, name: answer.data.owner.name },
        due_date: answer.data.due_date,
        status: answer.data.status,
        progress: String(answer.data.progress),
      })}
      schema={schema}
      submitLabel="Save"
      width={600}
      save={async (values) => {
        const { goalPayloadOf } = await import('@/lib/goals/forms');
        return callEndpoint(goalApi.store, { json: goalPayloadOf(values, goal.id) });
      }}
    >
      {() => <GoalFields />}
    </EditButton>
  );
}

export function DeleteGoalButton({ goal }: { goal: Goal }) {
  return <DeleteButton name={goal.title} remove={() => callEndpoint(goalApi.delete, { params: { id: goal.id } })} />;
}

/** The goal's status, changed in place. */
export function GoalStatusSelect({ goal }: { goal: Goal }) {
  const [busy, setBusy] = useState(false);
  const dialogs = useDialogs();
  const router = useRouter();
  const client = useQueryClient();
  return (
    <select
      aria-label={`Status of ${goal.title}`}
      value={goal.status}
      disabled={busy}
      onChange={async (event) => {
        setBusy(true);
        const result = await callEndpoint(goalApi.changeStatus, { json: { id: goal.id, status: event.target.value as GoalStatus } });
        setBusy(false);
        if (!result.ok) return void dialogs.failure(result.error);
        await dialogs.success('edit');
        await client.invalidateQueries({ queryKey: ['goals'] });
        router.refresh();
      }}
      className="min-h-9 rounded-md border border-slate-300 bg-white px-2 text-sm disabled:opacity-60"
    >
      {STATUS_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** Exports the goals under the current filters as XLSX or CSV, with the report progress. */
export function ExportGoalsButton({ filters }: { filters: { owner_id?: number; status?: GoalStatus } }) {
  const file = useReportFile();
  const dialogs = useDialogs();
  const [format, setFormat] = useState<'xlsx' | 'csv'>('xlsx');
  const run = async () => {
    const result = await file.run(async () => {
      const answer = await callEndpoint(goalApi.export, { query: { ...filters, format } });
      return answer.ok ? { ...answer, data: { export_file: answer.data.file_path, file_name: answer.data.file_name } } : answer;
    });
    if (!result.ok) void dialogs.failure(result.error);
  };
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex items-center gap-2">
        <label className="sr-only" htmlFor="goals-export-format">
          Export format
        </label>
        <select
          id="goals-export-format"
          value={format}
          onChange={(event) => setFormat(event.target.value as 'xlsx' | 'csv')}
          className="min-h-10 rounded-md border border-slate-300 bg-white px-2 text-sm"
        >
          <option value="xlsx">Excel (XLSX)</option>
          <option value="csv">CSV</option>
        </select>
        <Button variant="secondary" loading={file.busy} onClick={() => void run()}>
          Export
        </Button>
      </div>
      <ReportProgress label="Goals export progress" progress={file.progress} saved={file.saved} />
    </div>
  );
}
