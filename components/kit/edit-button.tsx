'use client';

import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type ComponentProps, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { Button } from '@/components/ui/button';
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
  return (
    <FormDialog<S, Out>
      {...dialog}
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      needs={[{ isError: item.isError, error: item.error, data: current }]}
      defaultValues={current === undefined ? undefined : values(current)}
      success="edit"
    />
  );
}
