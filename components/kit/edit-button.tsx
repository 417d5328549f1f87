'use client';

import { useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { Button } from '@/components/ui/button';
import { refusedState } from '@/lib/errors';
import { FormDialog } from './form-dialog';

type DialogProps<S extends z.$ZodType<FieldValues, FieldValues>, Out> = ComponentProps<typeof FormDialog<S, Out>>;

/**
 * Edit of one list row: an "Edit" button that opens a form dialog on the item
 * as the upstream has it now (its edit call, read afresh), closing with the
 * failure dialog if that cannot be read. `values` turns the answer into the
 * form's values.
 */
export function EditButton<S extends z.$ZodType<FieldValues, FieldValues>, Data, Key extends readonly unknown[], Out = unknown>({
  name,
  query,
  values,
  ...dialog
}: {
  /** The row's name, for the button's accessible name ("Edit Sick leave"). */
  name: string;
  query: UseQueryOptions<Data, Error, Data, Key>;
  values: (data: Data) => DialogProps<S, Out>['defaultValues'];
} & Omit<DialogProps<S, Out>, 'open' | 'onOpenChange' | 'trigger' | 'needs' | 'defaultValues' | 'success'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      {open ? <EditDialog query={query} values={values} dialog={dialog} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** Said when the item changed under an open edit (someone else saved it meanwhile): nothing is written over it unasked. */
export const EDITED_MEANWHILE =
  'Someone else saved a change to this while you had it open. Save again to replace it with what you entered here, or Cancel to keep theirs.';

/**
 * The edit dialog of EditButton (and of a screen that opens it itself). Save first reads the item
 * again: when someone else saved it since this form was filled from it, nothing is sent and the form
 * says so, what was typed kept; a second Save then writes it (the user has been told).
 */
export function EditDialog<S extends z.$ZodType<FieldValues, FieldValues>, Data, Key extends readonly unknown[], Out>({
  query,
  values,
  dialog,
  onClose,
}: {
  query: UseQueryOptions<Data, Error, Data, Key>;
  values: (data: Data) => DialogProps<S, Out>['defaultValues'];
  dialog: Omit<DialogProps<S, Out>, 'open' | 'onOpenChange' | 'trigger' | 'needs' | 'defaultValues' | 'success'>;
  onClose: () => void;
}): ReactNode {
  const item = useQuery({ ...query, staleTime: 0, refetchOnMount: 'always' });
  // An earlier opening's answer stays in the cache, and the item may have changed since (a holiday's
  // people assigned on its own page): the form waits for this opening's read, so Save never sends the old one back.
  const current = item.isFetchedAfterMount ? item.data : undefined;
  const client = useQueryClient();
  // The item as the form was filled from it (as form values): what a save compares the item now with.
  const filledFrom = useRef<string | null>(null);
  useEffect(() => {
    if (current !== undefined && filledFrom.current === null) filledFrom.current = JSON.stringify(values(current));
  }, [current, values]);
  const save: typeof dialog.save = async (formValues) => {
    const now = await client.fetchQuery({ ...query, staleTime: 0 }).then(
      (data) => JSON.stringify(values(data)),
      // Not readable now: the save itself says what is wrong.
      () => null,
    );
    if (now !== null && filledFrom.current !== null && now !== filledFrom.current) {
      filledFrom.current = now;
      return { ok: false, status: 409, error: refusedState(EDITED_MEANWHILE) };
    }
    return dialog.save(formValues);
  };
  return (
    <FormDialog<S, Out>
      {...dialog}
      save={save}
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      needs={[{ isError: item.isError, error: item.error, data: current }]}
      defaultValues={current === undefined ? undefined : values(current)}
      success="edit"
    />
  );
}
