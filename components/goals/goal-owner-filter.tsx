'use client';

import { useRouter } from 'next/navigation';
import { PersonChoice } from '@/components/goals/person-choice';
import { IntentLink } from '@/components/ui/intent-link';

/** Filtering goals by person: pick someone, or clear the person shown. */
export function GoalOwnerFilter({ owner, status }: { owner: { id: number; name: string } | null; status?: string }) {
  const router = useRouter();
  const query = (extra: Record<string, string>) => `?${new URLSearchParams({ ...(status ? { status } : {}), ...extra })}`;
  return (
    <PersonChoice
      person={owner}
      label="Show goals of"
      placeholder="Filter by person"
      onPick={(person) => router.push(query({ owner_id: String(person.id), owner: person.name }))}
      chosen={(person, back) => (
        <p className="flex items-center gap-2 self-start rounded-full bg-primary/10 py-1 pl-3 pr-1 text-sm text-slate-900">
          Goals of {person.name}
          <IntentLink
            ref={back.ref}
            href={query({})}
            onClick={back.onClick}
            aria-label={`Show everyone’s goals, not only ${person.name}’s`}
            className="rounded-full px-2 py-0.5 text-primary hover:bg-primary/20"
          >
            ✕
          </IntentLink>
        </p>
      )}
    />
  );
}
