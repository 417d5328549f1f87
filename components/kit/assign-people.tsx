'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { ConfirmActionButton } from '@/components/kit/confirm-action-button';
import { Button } from '@/components/ui/button';
import type { Result } from '@/lib/errors';
import type { Person } from '@/lib/shared/schemas';
import type { PeopleLoad } from './people-picker';

/**
 * Assigning people to an item (a group, a leave policy, a review process, a
 * holiday) from its assignable people, and taking one out. Domain-free: the
 * caller passes the item's calls.
 */

export interface AssignPeopleCalls {
  /** Identifies the assignable list for the query cache. */
  queryKey: readonly unknown[];
  assignable: PeopleLoad;
  assign: (users: number[]) => Promise<Result<unknown>>;
}

// The dialog, its picker and choosing everyone matching load when the dialog is first opened, not with the page.
const AssignDialog = dynamic(() => import('./assign-people-dialog').then((module) => module.AssignDialog), { ssr: false });

export function AssignPeopleButton({ itemName, description, calls, chooseAll }: { itemName: string; description: string; calls: AssignPeopleCalls; chooseAll: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Assign people</Button>
      {open ? <AssignDialog itemName={itemName} description={description} calls={calls} chooseAll={chooseAll} onClose={() => setOpen(false)} /> : null}
    </>
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
