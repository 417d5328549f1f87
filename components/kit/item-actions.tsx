'use client';

import type { UseQueryOptions } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { Button } from '@/components/ui/button';
import { callEndpoint } from '@/lib/client/endpoint';
import type { Result } from '@/lib/errors';
import type { SchemaSource } from '@/lib/forms/standard-resolver';
import type { PagedList, Person } from '@/lib/shared/schemas';
import { endpointKey, type Endpoint } from '@/lib/upstream/define';
import { AssignPeopleButton, RemovePersonButton } from './assign-people';
import { DeleteButton } from './delete-button';
import { EditButton } from './edit-button';
import { FormDialog } from './form-dialog';

/**
 * The add, edit and delete buttons of one kind of settings item (a leave type,
 * a holiday, a department…), from one config: its noun, form schema and
 * fields, its empty and current values, and its calls. Domain-free; each
 * screen's module is its config. `P` is what the page passes the buttons
 * (the leave types a policy form lists, a named item's kind…).
 */
export interface ItemActionsConfig<S extends z.$ZodType<FieldValues, FieldValues>, Data, Key extends readonly unknown[], P extends object, D extends object> {
  /** "leave type": the buttons and titles read "Add leave type", "Edit leave type". */
  noun: string | ((props: P) => string);
  schema: SchemaSource<S>;
  fields: () => ReactNode;
  width?: number;
  /** The add form's values. */
  empty: (props: P) => DefaultValues<z.input<S>>;
  /** The edit form reads the item afresh with `query` and fills the form with `values`. */
  edit: { query: (id: number, props: P) => UseQueryOptions<Data, Error, Data, Key>; values: (data: Data, props: P) => DefaultValues<z.input<S>> };
  /** Add (no id) or update. */
  store: (values: z.output<S>, id: number | undefined, props: P) => Promise<Result<unknown>>;
  /** Where the screen goes once an item is added, from the store's answer (roles: the new role, in view to be given its permissions); none: it stays. */
  added?: (answer: unknown, props: P) => string | null;
  /** Delete; `action` confirms deleting an item in use. `D`: what the delete button is passed, by default what the others are. */
  remove: (id: number, action: string | undefined, props: D) => Promise<Result<unknown>>;
}

interface Row {
  id: number;
  name: string;
}

export function itemActions<S extends z.$ZodType<FieldValues, FieldValues>, Data, Key extends readonly unknown[], P extends object = object, D extends object = P>(
  config: ItemActionsConfig<S, Data, Key, P, D>,
) {
  const nounOf = (props: P) => (typeof config.noun === 'string' ? config.noun : config.noun(props));
  const fields = () => config.fields();

  function Add(props: P) {
    const router = useRouter();
    const title = `Add ${nounOf(props)}`;
    return (
      <FormDialog
        title={title}
        trigger={<Button>{title}</Button>}
        schema={config.schema}
        defaultValues={config.empty(props)}
        submitLabel="Save"
        success="add"
        save={(values) => config.store(values, undefined, props)}
        onSaved={(answer) => {
          const href = config.added?.(answer, props);
          if (href) router.push(href, { scroll: false });
        }}
        width={config.width}
      >
        {fields}
      </FormDialog>
    );
  }

  function Edit(props: P & Row) {
    return (
      <EditButton
        name={props.name}
        title={`Edit ${nounOf(props)}`}
        query={config.edit.query(props.id, props)}
        values={(data) => config.edit.values(data, props)}
        schema={config.schema}
        submitLabel="Save"
        save={(values) => config.store(values, props.id, props)}
        width={config.width}
      >
        {fields}
      </EditButton>
    );
  }

  function Delete(props: D & Row) {
    return <DeleteButton name={props.name} remove={(action) => config.remove(props.id, action, props)} />;
  }

  return { Add, Edit, Delete };
}

/**
 * Assigning people to an item of one kind and taking one out, from one
 * config: what the assign dialog says and the item's three calls.
 */
export interface AssignedPeopleConfig {
  /** Under the assign dialog's title: who is listed, what assigning does. */
  description: string;
  /** The item's assignable people (people not on it yet): a paged GET with an `{id}` path value. */
  assignable: Endpoint<PagedList<Person>, string, 'GET'>;
  assign: (itemId: number, users: number[]) => Promise<Result<unknown>>;
  remove: (itemId: number, userId: number) => Promise<Result<unknown>>;
  /** What taking someone off leaves them with, when it is more than the item (a person's one leave policy): said in the question. */
  afterRemoval?: (personName: string) => string;
  /** Whether the dialog offers "Choose all N matching" (default: it does). */
  chooseAll?: boolean;
}

export function assignedPeopleActions(config: AssignedPeopleConfig) {
  function Assign({ itemId, itemName }: { itemId: number; itemName: string }) {
    const params = { id: itemId };
    return (
      <AssignPeopleButton
        itemName={itemName}
        description={config.description}
        chooseAll={config.chooseAll ?? true}
        calls={{
          queryKey: endpointKey(config.assignable, { params }),
          assignable: ({ search, page, perPage, signal }) =>
            callEndpoint(config.assignable as Endpoint<PagedList<Person>, '{id}', 'GET'>, { params, query: { search: search || undefined, page, per_page: perPage }, signal }),
          assign: (users) => config.assign(itemId, users),
        }}
      />
    );
  }

  function Remove({ itemId, itemName, person }: { itemId: number; itemName: string; person: Pick<Person, 'id' | 'name'> }) {
    return <RemovePersonButton person={person} itemName={itemName} remove={() => config.remove(itemId, person.id)} afterRemoval={config.afterRemoval?.(person.name)} />;
  }

  return { Assign, Remove };
}
