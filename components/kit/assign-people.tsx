'use client';

import { useState } from 'react';
import { ConfirmActionButton } from '@/components/kit/confirm-action-button';
import { useDiscardGuard } from '@/components/kit/discard-guard';
import { FormActions } from '@/components/kit/form-actions';
import { PeoplePicker } from '@/components/kit/people-picker';
import { useSaveThenRefresh } from '@/components/kit/use-save-then-refresh';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormSummary } from '@/components/ui/field-frame';
import type { Result } from '@/lib/errors';
import { serverFormErrors } from '@/lib/forms/server-errors';
import { VALIDATION_MESSAGES } from '@/lib/messages';
import type { PagedList, Person } from '@/lib/shared/schemas';

/**
 * Assigning people to an item (a group, a leave policy, a review process, a
 * holiday) from its assignable people, and taking one out. Domain-free: the
 * caller passes the item's calls.
 */

export interface AssignPeopleCalls {
  /** Identifies the assignable list for the query cache. */
  queryKey: readonly unknown[];
  assignable: (args: { search: string; page: number; perPage: number; signal: AbortSignal }) => Promise<Result<PagedList<Person>>>;
  assign: (users: number[]) => Promise<Result<unknown>>;
}

export function AssignPeopleButton({ itemName, description, calls }: { itemName: string; description: string; calls: AssignPeopleCalls }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Assign people</Button>
      {open ? <AssignDialog itemName={itemName} description={description} calls={calls} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function AssignDialog({ itemName, description, calls, onClose }: { itemName: string; description: string; calls: AssignPeopleCalls; onClose: () => void }) {
  const [people, setPeople] = useState<Person[]>([]);
  const [error, setError] = useState<{ field?: string; summary: string } | null>(null);
  const assign = useSaveThenRefresh({ save: calls.assign, success: 'add', refresh: 'router', onSaved: onClose });
  const { requestClose, onOpenChange, setChanged } = useDiscardGuard(onClose);
  const submit = async () => {
    // Spec part 2 §5: missing assigned items are 'This is a required field' (the upstream says so too).
    if (people.length === 0) return setError({ field: VALIDATION_MESSAGES.required, summary: '' });
    setError(null);
    const result = await assign.mutateAsync(people.map((person) => person.id));
    if (result && !result.ok) {
      // The first field error shows on the picker; any other is the summary.
      const { fields, summary } = serverFormErrors(result.error, result.error.kind === 'form' ? Object.keys(result.error.fields).slice(0, 1) : []);
      setError({ field: fields[0]?.[1], summary });
    }
  };
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent width={560}>
        <DialogTitle>{`Assign people to ${itemName}`}</DialogTitle>
        <DialogDescription className="mt-1">{description}</DialogDescription>
        <form
          className="mt-4 flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormSummary id="assign-people-summary" message={error?.summary || null} />
          <PeoplePicker
            label="People"
            queryKey={calls.queryKey}
            load={calls.assignable}
            selected={people}
            onChange={(next) => {
              setPeople(next);
              setChanged(next.length > 0);
              if (next.length) setError(null);
            }}
            error={error?.field}
          />
          <FormActions onCancel={requestClose} submitLabel="Assign" submitting={assign.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Takes one person off an item (a group, a leave policy, a review process, a holiday). Nothing is
 * deleted, so the confirmation says what happens instead of the spec's "permanently delete" text,
 * and the success is the spec's edit text.
 */
function removalText(personName: string, itemName: string, afterRemoval?: string): string {
  return `Take ${personName} off ${itemName}? ${afterRemoval ?? 'Only this assignment ends: their profile stays as it is.'}`;
}

export function RemovePersonButton({
  person,
  itemName,
  remove,
  afterRemoval,
}: {
  person: Pick<Person, 'id' | 'name'>;
  itemName: string;
  remove: () => Promise<Result<unknown>>;
  /** What the person is left with, said instead of "only this assignment ends" (no leave policy at all). */
  afterRemoval?: string;
}) {
  return (
    <ConfirmActionButton
      label="Remove"
      accessibleName={`Remove ${person.name}`}
      variant="dangerGhost"
      confirm={{ text: removalText(person.name, itemName, afterRemoval) }}
      act={remove}
      success="edit"
    />
  );
}
