'use client';

import type { ReactNode } from 'react';
import { PeopleCombobox } from '@/components/time/person-picker';
import { useFocusOnSwap } from '@/components/ui/use-focus-on-swap';
import { employeeChoices } from '@/lib/goals/queries';
import type { Person } from '@/lib/time/schemas';

/** What `chosen` gives the control that brings the search box back: its ref, and its click. */
export interface BackToSearch {
  ref: (element: HTMLElement | null) => void;
  onClick: () => void;
}

/**
 * One person chosen among the company's people (a goal's owner, the goals filter): the search box,
 * or once someone is picked, what `chosen` draws (their name and a way back to the search box).
 * The control that had the focus is gone with each swap, so the focus follows it: to the way back
 * after a pick, to the search box after the way back.
 */
export function PersonChoice({
  person,
  label,
  placeholder,
  onPick,
  chosen,
}: {
  person: { id: number; name: string } | null;
  label: string;
  placeholder: string;
  onPick: (person: Person) => void;
  chosen: (person: { id: number; name: string }, back: BackToSearch) => ReactNode;
}) {
  const focus = useFocusOnSwap<'back' | 'search'>(person?.id ?? null);
  if (person) return chosen(person, { ref: focus.part('back'), onClick: () => focus.swapTo('search') });
  return (
    <div ref={focus.part('search')} className="contents">
      <PeopleCombobox
        label={label}
        placeholder={placeholder}
        query={employeeChoices}
        onPick={(picked) => {
          focus.swapTo('back');
          onPick(picked);
        }}
      />
    </div>
  );
}
