import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { IntentLink } from '@/components/ui/intent-link';
import { profileHref } from '@/lib/people/links';
import type { Person } from '@/lib/shared/schemas';

/** What a person's cell shows (a Person of lib/shared/schemas fits; avatar and designation may be missing). */
type CellPerson = Pick<Person, 'name'> & { avatar?: string | null; designation_name?: string | null };

/**
 * A person in a table cell: avatar, name, and their designation beneath. They wrap
 * rather than truncate, at every width: a table sizes a column to its cells' unbroken
 * text, so a truncated long name or designation widened the column and pushed the
 * row's other columns and actions out of view (“Rem…” at 360 px; a 116-character
 * name made the directory 1,459 px wide at 1,280).
 */
export function PersonCell({ person, size = 32 }: { person: CellPerson; size?: number }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <Avatar src={person.avatar} name={person.name} size={size} />
      <span className="min-w-0">
        <span className="block [overflow-wrap:anywhere]">{person.name}</span>
        {person.designation_name ? <span className="block text-xs font-normal text-slate-500 [overflow-wrap:anywhere]">{person.designation_name}</span> : null}
      </span>
    </span>
  );
}

/** A person on one line of a checklist: avatar, then name · designation, wrapped rather than cut (two long names that begin alike stay apart). */
export function PersonInline({ person }: { person: CellPerson }) {
  return (
    <>
      <Avatar src={person.avatar} name={person.name} size={24} />
      <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
        {person.name}
        {person.designation_name ? <span className="text-slate-500"> · {person.designation_name}</span> : null}
      </span>
    </>
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
