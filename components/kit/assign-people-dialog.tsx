'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ChooseAllMatching } from '@/components/kit/choose-all-matching';
import { useDiscardGuard } from '@/components/kit/discard-guard';
import { FormActions } from '@/components/kit/form-actions';
import { PeoplePicker } from '@/components/kit/people-picker';
import { useSaveThenRefresh } from '@/components/kit/use-save-then-refresh';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormSummary } from '@/components/ui/field-frame';
import { serverFormErrors } from '@/lib/forms/server-errors';
import { VALIDATION_MESSAGES } from '@/lib/messages';
import type { Person } from '@/lib/shared/schemas';
import type { AssignPeopleCalls } from './assign-people';

/** The Assign people dialog (AssignPeopleButton loads it when first opened): choose from the item's assignable people, then Assign. */
export function AssignDialog({
  itemName,
  description,
  calls,
  chooseAll,
  onClose,
}: {
  itemName: string;
  description: string;
  calls: AssignPeopleCalls;
  /** Offer "Choose all N matching" (ChooseAllMatching). */
  chooseAll: boolean;
  onClose: () => void;
}) {
  const [people, setPeople] = useState<Person[]>([]);
  const [error, setError] = useState<{ field?: string; summary: string } | null>(null);
  const queryClient = useQueryClient();
  const assign = useSaveThenRefresh({
    save: calls.assign,
    success: 'add',
    refresh: 'router',
    onSaved: () => {
      // Those just assigned are no longer assignable: the dialog opened again reads the list afresh, not from the cache.
      queryClient.removeQueries({ queryKey: calls.queryKey });
      onClose();
    },
  });
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
      {/* A column whose people list shrinks first: with many chosen, the list and Assign stay in view on a phone. */}
      <DialogContent width={560} className="flex flex-col">
        <DialogTitle>{`Assign people to ${itemName}`}</DialogTitle>
        <DialogDescription className="mt-1">{description}</DialogDescription>
        <form
          className="mt-4 flex min-h-0 flex-col gap-4"
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
            chooseAll={chooseAll ? ChooseAllMatching : undefined}
          />
          <FormActions onCancel={requestClose} submitLabel="Assign" submitting={assign.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
