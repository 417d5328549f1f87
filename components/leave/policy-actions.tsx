'use client';

import { useFormContext } from '@/components/ui/form-hooks';
import { assignedPeopleActions, itemActions } from '@/components/kit/item-actions';
import { TextareaField, TextField } from '@/components/ui/form-fields';
import { callEndpoint, endpointQuery } from '@/lib/client/endpoint';
import { leavePolicyApi, policyPeopleApi } from '@/lib/leave/endpoints';
import type { LeavePolicyFormInput } from '@/lib/leave/forms';
import { LEAVE_DAYS_MAX, LEAVE_DESCRIPTION_MAX, LEAVE_NAME_MAX } from '@/lib/leave/limits';
import type { LeavePolicy, LeaveType } from '@/lib/leave/schemas';

/** Add, edit and delete of a leave policy (the types it bundles with their days), and its people. */

const schema = () => import('@/lib/leave/forms').then((module) => module.leavePolicyFormSchema);

/** The form's rows: every leave type, ticked with its days where the policy gives it, else its default days. */
function valuesOf(types: readonly LeaveType[], policy?: Pick<LeavePolicy, 'name' | 'description' | 'leave_types'>): LeavePolicyFormInput {
  const given = new Map(policy?.leave_types.map((type) => [type.id, type.days]));
  return {
    name: policy?.name ?? '',
    description: policy?.description ?? '',
    leave_types: types.map((type) => ({ id: type.id, name: type.name, chosen: given.has(type.id), days: String(given.get(type.id) ?? type.total_days) })),
  };
}

function TypeRows() {
  const { register, watch, formState } = useFormContext<LeavePolicyFormInput>();
  const rows = watch('leave_types');
  const errors = formState.errors.leave_types;
  const listError = errors?.message ?? errors?.root?.message;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={listError ? 'policy-types-error' : undefined}>
      <legend className="text-sm font-medium text-slate-700">Leave types and days a year</legend>
      {rows.length === 0 ? <p className="text-sm text-slate-600">Add leave types first: a policy bundles them.</p> : null}
      <ul className="flex flex-col divide-y divide-slate-100 rounded-md border border-slate-200">
        {rows.map((row, index) => {
          const dayError = errors?.[index]?.days?.message;
          return (
            <li key={row.id} className="flex flex-wrap items-center gap-3 px-3 py-2">
              <label className="flex min-w-0 flex-1 items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" className="accent-[var(--theme-primary)]" {...register(`leave_types.${index}.chosen`)} />
                {row.name}
              </label>
              <input
                aria-label={`Days of ${row.name}`}
                inputMode="numeric"
                min={0}
                max={LEAVE_DAYS_MAX}
                disabled={!row.chosen}
                aria-invalid={dayError ? true : undefined}
                aria-describedby={dayError ? `policy-type-${row.id}-error` : undefined}
                className="min-h-9 w-20 rounded-md border border-slate-300 px-2 text-sm disabled:bg-slate-50 disabled:text-slate-400"
                {...register(`leave_types.${index}.days`)}
              />
              {dayError ? (
                <p id={`policy-type-${row.id}-error`} className="w-full text-xs text-red-700">
                  {dayError}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {listError ? (
        <p id="policy-types-error" className="text-xs text-red-700">
          {listError}
        </p>
      ) : null}
    </fieldset>
  );
}

function Fields() {
  return (
    <>
      <TextField name="name" label="Name" autoComplete="off" limit={LEAVE_NAME_MAX} />
      <TextareaField name="description" label="Description" hint="Optional: who the policy is for." rows={2} limit={LEAVE_DESCRIPTION_MAX} />
      <TypeRows />
    </>
  );
}

/** The page passes every leave type: the form lists them all. */
export const {
  Add: AddPolicyButton,
  Edit: EditPolicyButton,
  Delete: DeletePolicyButton,
} = itemActions({
  noun: 'leave policy',
  schema,
  fields: Fields,
  width: 560,
  empty: ({ types }: { types: LeaveType[] }) => valuesOf(types),
  edit: { query: (id) => endpointQuery(leavePolicyApi.edit, { params: { id } }), values: ({ data }, { types }) => valuesOf(types, data) },
  store: (values, id) =>
    callEndpoint(leavePolicyApi.store, {
      json: {
        ...(id ? { id } : {}),
        name: values.name,
        description: values.description || null,
        leave_types: values.leave_types.filter((row) => row.chosen).map((row) => ({ id: row.id, days: Number(row.days) })),
      },
    }),
  remove: (id, action, _props: object) => callEndpoint(leavePolicyApi.delete, { params: { id }, query: action ? { action } : undefined }),
});

export const { Assign: AssignPolicyPeopleButton, Remove: RemovePolicyPersonButton } = assignedPeopleActions({
  description: 'A person has one leave policy: people on another policy move to this one.',
  // Their one policy: off it, they have none (no balances) until another is assigned.
  afterRemoval: (name) => `${name} is then on no leave policy, with no leave balances, until one is assigned.`,
  assignable: policyPeopleApi.assignable,
  assign: (policyId, users) => callEndpoint(policyPeopleApi.assign, { json: { leave_policy_id: policyId, users } }),
  remove: (policyId, userId) => callEndpoint(policyPeopleApi.remove, { json: { leave_policy_id: policyId, user_id: userId } }),
});
