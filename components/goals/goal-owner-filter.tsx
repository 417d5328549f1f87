'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useRouter } from 'next/navigation';
import { employeeChoices } from '@/lib/goals/queries';
import { PeopleCombobox } from '@/components/time/person-picker';
import { useFocusOnSwap } from '@/components/ui/use-focus-on-swap';

/** Filtering goals by person: pick someone, or clear the person shown. */
export function GoalOwnerFilter({ owner, status }: { owner: { id: number; name: string } | null; status?: string }) {
  const router = useRouter();
  const query = (extra: Record<string, string>) => `?${new URLSearchParams({ ...(status ? { status } : {}), ...extra })}`;
  // Picking swaps the search box for the person's chip, and its ✕ swaps it back: the focus follows.
  const focus = useFocusOnSwap<'clear' | 'search'>(owner?.id ?? null);
  return owner ? (
    <p className="flex items-center gap-2 self-start rounded-full bg-primary/10 py-1 pl-3 pr-1 text-sm text-slate-900">
      Goals of {owner.name}
      <IntentLink
        ref={focus.part('clear')}
        href={query({})}
        onClick={() => focus.swapTo('search')}
        aria-label={`Show everyone’s goals, not only ${owner.name}’s`}
        className="rounded-full px-2 py-0.5 text-primary hover:bg-primary/20"
      >
        ✕
      </IntentLink>
    </p>
  ) : (
    <div ref={focus.part('search')} className="contents">
      <PeopleCombobox
        label="Show goals of"
        placeholder="Filter by person"
        query={employeeChoices}
        onPick={(person) => {
          focus.swapTo('clear');
          router.push(query({ owner_id: String(person.id), owner: person.name }));
        }}
      />
    </div>
  );
}
