'use client';

import { itemActions } from '@/components/kit/item-actions';
import { TextField } from '@/components/ui/form-fields';
import { callEndpoint, endpointQuery } from '@/lib/client/endpoint';
import { leaveTypeApi } from '@/lib/leave/endpoints';
import { LEAVE_DAYS_MAX, LEAVE_NAME_MAX } from '@/lib/leave/limits';

const schema = () => import('@/lib/leave/forms').then((module) => module.leaveTypeFormSchema);

function Fields() {
  return (
    <>
      <TextField name="name" label="Name" autoComplete="off" limit={LEAVE_NAME_MAX} />
      <TextField name="total_days" label="Days a year" hint="What a leave policy gives by default; 0 for unpaid or unlimited types." inputMode="numeric" min={0} max={LEAVE_DAYS_MAX} />
    </>
  );
}

/** Add, edit and delete of a leave type: the kit's item actions on the leave type calls. */
export const {
  Add: AddLeaveTypeButton,
  Edit: EditLeaveTypeButton,
  Delete: DeleteLeaveTypeButton,
} = itemActions({
  noun: 'leave type',
  schema,
  fields: Fields,
  empty: () => ({ name: '', total_days: '' }),
  edit: {
    query: (id) => endpointQuery(leaveTypeApi.edit, { params: { id } }),
    values: ({ data }) => ({ name: data.name, total_days: String(data.total_days) }),
  },
  store: (values, id) => callEndpoint(leaveTypeApi.store, { json: { ...(id ? { id } : {}), name: values.name, total_days: Number(values.total_days) } }),
  remove: (id, action) => callEndpoint(leaveTypeApi.delete, { params: { id }, query: action ? { action } : undefined }),
});
