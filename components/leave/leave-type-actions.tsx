'use client';

import { DeleteButton } from '@/components/kit/delete-button';
import { EditButton } from '@/components/kit/edit-button';
import { FormDialog } from '@/components/kit/form-dialog';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form';
import { callEndpoint, endpointQuery } from '@/lib/client/endpoint';
import { leaveTypeApi } from '@/lib/leave/endpoints';
import { LEAVE_DAYS_MAX, LEAVE_NAME_MAX } from '@/lib/leave/limits';

/** Add, edit and delete of a leave type (name, days a year). */

const schema = () => import('@/lib/leave/forms').then((module) => module.leaveTypeFormSchema);

function Fields() {
  return (
    <>
      <TextField name="name" label="Name" autoComplete="off" maxLength={LEAVE_NAME_MAX} />
      <TextField name="total_days" label="Days a year" hint="What a leave policy gives by default; 0 for unpaid or unlimited types." inputMode="numeric" min={0} max={LEAVE_DAYS_MAX} />
    </>
  );
}

const store = (values: { name: string; total_days: string }, id?: number) =>
  callEndpoint(leaveTypeApi.store, { json: { ...(id ? { id } : {}), name: values.name, total_days: Number(values.total_days) } });

export function AddLeaveTypeButton() {
  return (
    <FormDialog
      title="Add leave type"
      trigger={<Button>Add leave type</Button>}
      schema={schema}
      defaultValues={{ name: '', total_days: '' }}
      submitLabel="Save"
      success="add"
      save={(values) => store(values)}
    >
      {() => <Fields />}
    </FormDialog>
  );
}

export function EditLeaveTypeButton({ id, name }: { id: number; name: string }) {
  return (
    <EditButton
      name={name}
      title="Edit leave type"
      query={endpointQuery(leaveTypeApi.edit, { params: { id } })}
      values={({ data }) => ({ name: data.name, total_days: String(data.total_days) })}
      schema={schema}
      submitLabel="Save"
      save={(values) => store(values, id)}
    >
      {() => <Fields />}
    </EditButton>
  );
}

export function DeleteLeaveTypeButton({ id, name }: { id: number; name: string }) {
  return <DeleteButton name={name} remove={(action) => callEndpoint(leaveTypeApi.delete, { params: { id }, query: action ? { action } : undefined })} />;
}
