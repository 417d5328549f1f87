'use client';

import { itemActions } from '@/components/kit/item-actions';
import { TextareaField, TextField } from '@/components/ui/form-fields';
import { callEndpoint, endpointQuery } from '@/lib/client/endpoint';
import { namedItemApi, type NamedItemKind } from '@/lib/people/endpoints';
import { NAMED_ITEM_DESCRIPTION_MAX, NAMED_ITEM_NAME_MAX } from '@/lib/people/limits';

/** Add, edit and delete of one simple named item (a department, a designation…): the kit's dialogs on the kind's calls. */

const schema = () => import('@/lib/people/forms').then((module) => module.namedItemFormSchema);

function Fields() {
  return (
    <>
      <TextField name="name" label="Name" autoComplete="off" limit={NAMED_ITEM_NAME_MAX} />
      <TextareaField name="description" label="Description" hint="Optional" rows={3} limit={NAMED_ITEM_DESCRIPTION_MAX} />
    </>
  );
}

/** The page passes the kind and its noun ("department"). */
export const {
  Add: AddNamedItemButton,
  Edit: EditNamedItemButton,
  Delete: DeleteNamedItemButton,
} = itemActions({
  noun: ({ noun }: { kind: NamedItemKind; noun: string }) => noun,
  schema,
  fields: Fields,
  empty: () => ({ name: '', description: '' }),
  edit: {
    query: (id, { kind }) => endpointQuery(namedItemApi[kind].edit, { params: { id } }),
    values: ({ data }) => ({ name: data.name, description: data.description ?? '' }),
  },
  store: (values, id, { kind }) => callEndpoint(namedItemApi[kind].store, { json: { ...(id ? { id } : {}), name: values.name, description: values.description || null } }),
  remove: (id, action, { kind }) => callEndpoint(namedItemApi[kind].delete, { params: { id }, query: action ? { action } : undefined }),
});
