import { Avatar } from '@/components/ui/avatar';
import type { Person } from '@/lib/shared/schemas';

/** A person in a table cell: avatar, name, and their designation beneath. */
export function PersonCell({ person }: { person: Pick<Person, 'name' | 'avatar' | 'designation_name'> }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <Avatar src={person.avatar} name={person.name} size={32} />
      <span className="min-w-0">
        <span className="block truncate">{person.name}</span>
        {person.designation_name ? <span className="block truncate text-xs font-normal text-slate-500">{person.designation_name}</span> : null}
      </span>
    </span>
  );
}
