'use client';

import { useEffect } from 'react';
import { useServerClock } from '@/components/shell/server-clock';
import { useFormContext } from '@/components/ui/form-hooks';
import { EditDialog } from '@/components/kit/edit-button';
import { FormDialog } from '@/components/kit/form-dialog';
import { PersonChoice } from '@/components/goals/person-choice';
import { DateField } from '@/components/ui/date-time-field-lazy';
import { SelectField, TextareaField, TextField } from '@/components/ui/form-fields';
import { callEndpoint, endpointQuery } from '@/lib/client/endpoint';
import { goalApi } from '@/lib/goals/endpoints';
import { isCalendarDate } from '@/lib/date-time/calendar';
import type { GoalFormInput } from '@/lib/goals/forms';
import { GOAL_DESCRIPTION_MAX, GOAL_STATUS_LABELS, GOAL_STATUSES, GOAL_TITLE_MAX } from '@/lib/goals/goals';
import type { Goal } from '@/lib/goals/schemas';

/** The add and edit goal dialogs (loaded when first opened, see goal-actions.tsx). */

const schema = () => import('@/lib/goals/forms').then((module) => module.goalFormSchema);
const save = (id?: number) => async (values: Parameters<typeof import('@/lib/goals/forms').goalPayloadOf>[0]) => {
  const { goalPayloadOf } = await import('@/lib/goals/forms');
  return callEndpoint(goalApi.store, { json: goalPayloadOf(values, id) });
};
const STATUS_OPTIONS = GOAL_STATUSES.map((status) => ({ value: status, label: GOAL_STATUS_LABELS[status] }));

function OwnerField() {
  const { watch, setValue, formState } = useFormContext<GoalFormInput>();
  const owner = watch('owner');
  const error = formState.errors.owner?.message;
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-slate-700">Owner</span>
      <PersonChoice
        person={owner}
        label="Owner"
        placeholder="Search people"
        onPick={(person) => setValue('owner', { id: person.id, name: person.name }, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
        chosen={(person, back) => (
          <p className="flex items-center justify-between gap-2 rounded-md bg-primary/10 px-3 py-2 text-sm text-slate-900">
            {person.name}
            <button
              ref={back.ref}
              type="button"
              className="text-primary underline"
              onClick={() => {
                back.onClick();
                setValue('owner', null, { shouldDirty: true });
              }}
            >
              Change
            </button>
          </p>
        )}
      />
      {error ? <p className="text-xs text-red-700">{error}</p> : null}
    </div>
  );
}

/** `completeOnDone`: the goals settings' "Moving a goal to Done sets its progress to 100 %", shown as it happens. */
function GoalFields({ completeOnDone }: { completeOnDone: boolean }) {
  const { watch, setValue } = useFormContext<GoalFormInput>();
  // A due date already past makes an open goal overdue at once: said as it is chosen, not found on the list.
  const today = useServerClock().wallTime().slice(0, 10);
  const due = watch('due_date');
  const status = watch('status');
  const passed = typeof due === 'string' && isCalendarDate(due) && due < today && status !== 'done' && status !== 'cancelled';
  useEffect(() => {
    if (!completeOnDone) return;
    const subscription = watch((values, { name }) => {
      if (name === 'status' && values.status === 'done') setValue('progress', '100', { shouldDirty: true });
    });
    return () => subscription.unsubscribe();
  }, [completeOnDone, watch, setValue]);
  return (
    <>
      <TextField name="title" label="Goal" autoComplete="off" limit={GOAL_TITLE_MAX} />
      <TextareaField name="description" label="Description" rows={3} limit={GOAL_DESCRIPTION_MAX} />
      <OwnerField />
      <div className="grid gap-4 sm:grid-cols-3">
        <DateField name="due_date" label="Due date" hint={passed ? 'This date has passed: the goal shows as overdue.' : undefined} />
        <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
        <TextField name="progress" label="Progress (%)" inputMode="numeric" autoComplete="off" hint={completeOnDone ? 'Done sets it to 100.' : undefined} />
      </div>
    </>
  );
}

export function AddGoalDialog({ dueDate, completeOnDone, onClose }: { dueDate: string; completeOnDone: boolean; onClose: () => void }) {
  return (
    <FormDialog
      title="Add goal"
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      schema={schema}
      defaultValues={{ title: '', description: '', owner: null, due_date: dueDate, status: 'not_started', progress: '0' }}
      submitLabel="Save"
      width={600}
      success="add"
      save={save()}
    >
      {() => <GoalFields completeOnDone={completeOnDone} />}
    </FormDialog>
  );
}

export function EditGoalDialog({ goal, completeOnDone, onClose }: { goal: Goal; completeOnDone: boolean; onClose: () => void }) {
  return (
    <EditDialog
      query={endpointQuery(goalApi.edit, { params: { id: goal.id } })}
      values={(answer) => ({
        title: answer.data.title,
        description: answer.data.description ?? '',
        owner: { id: answer.data.owner.id, name: answer.data.owner.name },
        due_date: answer.data.due_date,
        status: answer.data.status,
        progress: String(answer.data.progress),
      })}
      dialog={{ title: 'Edit goal', schema, submitLabel: 'Save', width: 600, save: save(goal.id), children: () => <GoalFields completeOnDone={completeOnDone} /> }}
      onClose={onClose}
    />
  );
}
