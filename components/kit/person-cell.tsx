import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { IntentLink } from '@/components/ui/intent-link';
import { profileHref } from '@/lib/people/links';
import type { Person } from '@/lib/shared/schemas';

type CellPerson = Pick<Person, 'name' | 'avatar' | 'designation_name'>;

/**
 * A person in a table cell: avatar, name, and their designation beneath. On a phone
 * they wrap rather than truncate: a table sizes a column to its cells' unbroken text,
 * so a truncated long designation widened the column and pushed the row's actions
 * out of view (“Rem…” at 360 px).
 */
export function PersonCell({ person }: { person: CellPerson }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <Avatar src={person.avatar} name={person.name} size={32} />
      <span className="min-w-0">
        <span className="block break-words sm:truncate">{person.name}</span>
        {person.designation_name ? <span className="block break-words text-xs font-normal text-slate-500 sm:truncate">{person.designation_name}</span> : null}
      </span>
    </span>
  );
}

/**
 * A PersonCell that links to the person's profile, with `phone` under it on a
 * phone only (the archive's discharge date). A list whose hidden column says it
 * by itself uses DataTable's `stack` instead, not both (the directory's status).
 */
export function ProfileCell({ person, phone }: { person: CellPerson & { username: string }; phone?: ReactNode }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <IntentLink href={profileHref(person)} className="hover:text-primary hover:underline">
        <PersonCell person={person} />
      </IntentLink>
      {phone ? <span className="pl-11 text-xs font-normal text-slate-600 sm:hidden">{phone}</span> : null}
    </span>
  );
}
