'use client';

import { useState } from 'react';
import { DeleteButton } from '@/components/kit/delete-button';
import { PeoplePicker } from '@/components/kit/people-picker';
import { useSaveThenRefresh } from '@/components/kit/use-save-then-refresh';
import { FormActions } from '@/components/kit/form-actions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormSummary } from '@/components/ui/field-frame';
import { callEndpoint } from '@/lib/client/endpoint';
import { serverErrorSummary } from '@/lib/forms/server-errors';
import { VALIDATION_MESSAGES } from '@/lib/messages';
import { endpointKey } from '@/lib/upstream/define';
import { groupPeopleApi } from '@/lib/people/endpoints';
import type { Person } from '@/lib/shared/schemas';

/** Assigning people to an employee group (from its assignable data) and taking one out. */

export function AssignGroupPeopleButton({ groupId, groupName }: { groupId: number; groupName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Assign people</Button>
      {open ? <AssignDialog groupId={groupId} groupName={groupName} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function AssignDialog({ groupId, groupName, onClose }: { groupId: number; groupName: string; onClose: () => void }) {
  const [people, setPeople] = useState<Person[]>([]);
  const [error, setError] = useState<{ field?: string; summary: string } | null>(null);
  const assign = useSaveThenRefresh({
    save: (users: number[]) => callEndpoint(groupPeopleApi.assign, { json: { group_id: groupId, users } }),
    success: 'add',
    refresh: 'router',
    onSaved: onClose,
  });
  const submit = async () => {
    // Spec part 2 §5: missing assigned items are 'This is a required field' (the upstream says so too).
    if (people.length === 0) return setError({ field: VALIDATION_MESSAGES.required, summary: '' });
    setError(null);
    const result = await assign.mutateAsync(people.map((person) => person.id));
    if (result && !result.ok) {
      const field = result.error.kind === 'form' ? (result.error.fields.users ?? result.error.fields.group_id)?.[0] : undefined;
      setError({ field, summary: serverErrorSummary(result.error) });
    }
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent width={560}>
        <DialogTitle>{`Assign people to ${groupName}`}</DialogTitle>
        <DialogDescription className="mt-1">People already in the group are not listed.</DialogDescription>
        <form
          className="mt-4 flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormSummary id={`assign-${groupId}-summary`} message={error?.summary || null} />
          <PeoplePicker
            label="People"
            queryKey={endpointKey(groupPeopleApi.assignable, { params: { id: groupId } })}
            load={({ search, page, perPage, signal }) =>
              callEndpoint(groupPeopleApi.assignable, { params: { id: groupId }, query: { search: search || undefined, page, per_page: perPage }, signal })
            }
            selected={people}
            onChange={(next) => {
              setPeople(next);
              if (next.length) setError(null);
            }}
            error={error?.field}
          />
          <FormActions onCancel={onClose} submitLabel="Assign" submitting={assign.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function RemoveGroupPersonButton({ groupId, person }: { groupId: number; person: Pick<Person, 'id' | 'name'> }) {
  return <DeleteButton name={person.name} label="Remove" remove={() => callEndpoint(groupPeopleApi.remove, { json: { group_id: groupId, user_id: person.id } })} />;
}
