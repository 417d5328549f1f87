'use client';

import { useMemo, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import type { Person } from '@/lib/shared/schemas';

const SHOWN = 150;

/** Choosing people from the assignable list: filter by name or designation, tick, or take everyone shown. */
export function PeopleChecklist({ people, value, onChange, error }: { people: readonly Person[]; value: readonly number[]; onChange: (ids: number[]) => void; error?: string }) {
  const [filter, setFilter] = useState('');
  const matching = useMemo(() => {
    const text = filter.trim().toLowerCase();
    return text ? people.filter((person) => `${person.name} ${person.designation_name ?? ''}`.toLowerCase().includes(text)) : people;
  }, [people, filter]);
  const chosen = new Set(value);
  const shown = matching.slice(0, SHOWN);
  const toggle = (id: number) => onChange(chosen.has(id) ? value.filter((item) => item !== id) : [...value, id]);
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={error ? 'people-error' : undefined}>
      <legend className="text-sm font-medium text-slate-700">
        People <span className="font-normal text-slate-500">({value.length} chosen)</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        <input
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder="Filter people"
          aria-label="Filter people"
          className="min-h-10 flex-1 rounded-md border border-slate-300 px-3 text-sm shadow-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/30"
        />
        <button type="button" className="rounded-md px-3 text-sm font-medium text-primary hover:bg-primary/5" onClick={() => onChange([...new Set([...value, ...shown.map((person) => person.id)])])}>
          Choose all shown
        </button>
        {value.length ? (
          <button type="button" className="rounded-md px-3 text-sm font-medium text-slate-600 hover:bg-slate-100" onClick={() => onChange([])}>
            Clear
          </button>
        ) : null}
      </div>
      <ul className="max-h-56 overflow-y-auto rounded-md border border-slate-200">
        {shown.map((person) => (
          <li key={person.id}>
            <label className="flex cursor-pointer items-center gap-3 px-3 py-1.5 text-sm hover:bg-slate-50">
              <input type="checkbox" checked={chosen.has(person.id)} onChange={() => toggle(person.id)} className="accent-[var(--theme-primary)]" />
              <Avatar src={person.avatar} name={person.name} size={24} />
              {/* Wrapped, not cut: two long names that begin alike ("Maximilian Alexander…") stay apart. */}
              <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                {person.name}
                {person.designation_name ? <span className="text-slate-500"> · {person.designation_name}</span> : null}
              </span>
            </label>
          </li>
        ))}
        {matching.length === 0 ? <li className="px-3 py-3 text-sm text-slate-500">No one matches.</li> : null}
        {matching.length > SHOWN ? <li className="px-3 py-2 text-xs text-slate-500">Showing {SHOWN} of {matching.length}; filter to find more.</li> : null}
      </ul>
      {error ? (
        <p id="people-error" className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
