'use client';

import { DeleteButton } from '@/components/kit/delete-button';
import { EditButton } from '@/components/kit/edit-button';
import { FormDialog } from '@/components/kit/form-dialog';
import { Button } from '@/components/ui/button';
import { TextareaField, TextField } from '@/components/ui/form';
import { callEndpoint, endpointQuery } from '@/lib/client/endpoint';
import { namedItemApi, type NamedItemKind } from '@/lib/people/endpoints';
import { NAMED_ITEM_DESCRIPTION_MAX, NAMED_ITEM_NAME_MAX } from '@/lib/people/limits';

/** Add, edit and delete of one simple named item (a department, a designation…): the kit's dialogs on the kind's calls. */

const schema = () => import('@/lib/people/forms').then((module) => module.namedItemFormSchema);

function Fields() {
  return (
    <>
      <TextField name="name" label="Name" autoComplete="off" maxLength={NAMED_ITEM_NAME_MAX} />
      <TextareaField name="description" label="Description" hint="Optional" rows={3} maxLength={NAMED_ITEM_DESCRIPTION_MAX} />
    </>
  );
}

const store = (kind: NamedItemKind, values: { name: string; description: string }, id?: number) =>
  callEndpoint(namedItemApi[kind].store, { json: { ...(id ? { id } : {}), name: values.name, description: values.description || null } });

export function AddNamedItemButton({ kind, noun }: { kind: NamedItemKind; noun: string }) {
  return (
    <FormDialog
      title={`Add ${noun}`}
      trigger={<Button>{`Add ${noun}`}</Button>}
      schema={schema}
      defaultValues={{ name: '', description: '' }}
      submitLabel="Save"
      success="add"
      save={(values) => store(kind, values)}
    >
      {() => <Fields />}
    </FormDialog>
  );
}

export function EditNamedItemButton({ kind, noun, id, name }: { kind: NamedItemKind; noun: string; id: number; name: string }) {
  return (
    <EditButton
      name={name}
      title={`Edit ${noun}`}
      query={endpointQuery(namedItemApi[kind].edit, { params: { id } })}
      values={({ data }) => ({ name: data.name, description: data.description ?? '' })}
      schema={schema}
      submitLabel="Save"
      save={(values) => store(kind, values, id)}
    >
      {() => <Fields />}
    </EditButton>
  );
}

export function DeleteNamedItemButton({ kind, id, name }: { kind: NamedItemKind; id: number; name: string }) {
  return <DeleteButton name={name} remove={(action) => callEndpoint(namedItemApi[kind].delete, { params: { id }, query: action ? { action } : undefined })} />;
}
