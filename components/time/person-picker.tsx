'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useDebounced } from '@/components/ui/use-debounced';
import { PersonCell } from '@/components/kit/person-cell';
import { Icon } from '@/components/ui/icons';
import { composing } from '@/components/ui/keys';
import { callEndpoint } from '@/lib/client/endpoint';
import { unwrap } from '@/lib/client/query-client';
import { timeApi } from '@/lib/time/endpoints';
import { EMPLOYEES_STALE_MS, timeKeys } from '@/lib/time/queries';
import type { Person } from '@/lib/time/schemas';
import { SHELL_TEXTS } from '@/lib/shell/texts';

/** Another list of people for the combobox: its cache key and loader. */
export type PeopleQuery = (search: string) => { queryKey: readonly unknown[]; queryFn: (context: { signal: AbortSignal }) => Promise<{ data: Person[] }>; staleTime?: number };

const attendanceEmployees: PeopleQuery = (search) => ({
  queryKey: timeKeys.employees(search),
  queryFn: ({ signal }) => callEndpoint(timeApi.employees, { signal, query: { search } }).then(unwrap),
  staleTime: EMPLOYEES_STALE_MS,
});

/**
 * A people combobox over GET employees/list (20 at a time, searched by name
 * or designation). Arrow keys move, Enter picks, Escape closes.
 */
export function PeopleCombobox({
  label,
  onPick,
  placeholder = 'Search people',
  query,
}: {
  label: string;
  onPick: (person: Person) => void;
  placeholder?: string;
  /** Where the people come from (default: the attendance employees list). */
  query?: PeopleQuery;
}) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useDebounced(text.trim());
  const source = (query ?? attendanceEmployees)(search);
  const list = useQuery({ queryKey: source.queryKey, queryFn: ({ signal }) => source.queryFn({ signal }), staleTime: source.staleTime, enabled: open, placeholderData: keepPreviousData });
  // A failed search lists no one from an earlier one: it says it failed, and Enter or a click tries again.
  const failed = list.isError && !list.isFetching;
  const people = failed ? [] : (list.data?.data ?? []);
  const id = useId();
  const pick = (person: Person | undefined) => {
    if (!person) return;
    onPick(person);
    setOpen(false);
    setText('');
  };
  return (
    <div className="relative w-full sm:w-72">
      <label htmlFor={`${id}-input`} className="sr-only">
        {label}
      </label>
      <div className="flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/30">
        <Icon name="search" size={16} className="text-slate-400" />
        <input
          id={`${id}-input`}
          role="combobox"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-activedescendant={open && people[active] ? `${id}-${people[active].id}` : undefined}
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={(event) => {
            if (composing(event)) return;
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setOpen(true);
              setActive((index) => Math.min(index + 1, people.length - 1));
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              setActive((index) => Math.max(index - 1, 0));
            } else if (event.key === 'Enter' && open) {
              event.preventDefault();
              if (failed) void list.refetch();
              else pick(people[active]);
            } else if (event.key === 'Escape') setOpen(false);
          }}
          className="min-h-10 w-full bg-transparent text-sm outline-none"
        />
      </div>
      {open ? (
        // Not a tab stop (Chromium makes a scrolling box one): options are reached with the arrows; Tab goes on to the next field.
        <ul id={`${id}-list`} role="listbox" aria-label={label} tabIndex={-1} className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-md bg-white py-1 shadow-lg ring-1 ring-slate-200">
          {list.isPending ? <li className="px-3 py-2 text-sm text-slate-500">Searching…</li> : null}
          {failed ? (
            <li
              id={`${id}-retry`}
              role="option"
              aria-selected={false}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => void list.refetch()}
              className="cursor-pointer px-3 py-2 text-sm text-slate-600 hover:bg-slate-50"
            >
              {SHELL_TEXTS.searchUnavailable} <span className="font-medium text-primary">{SHELL_TEXTS.tryAgain}</span>
            </li>
          ) : !list.isPending && people.length === 0 ? (
            <li className="px-3 py-2 text-sm text-slate-500">No one found</li>
          ) : null}
          {people.map((person, index) => (
            <li
              key={person.id}
              id={`${id}-${person.id}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(person)}
              className={`cursor-pointer px-3 py-2 text-sm font-medium text-slate-900 ${index === active ? 'bg-primary/10' : 'hover:bg-slate-50'}`}
            >
              <PersonCell person={person} size={28} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The individual view's person switcher: picking someone opens their month. */
export function PersonPicker({ selected, month }: { selected: { id: number; name: string }; month: string }) {
  const router = useRouter();
  return (
    <div className="flex flex-col gap-1">
      <PeopleCombobox label="Show attendance of" placeholder={`Showing ${selected.name} — search`} onPick={(person) => router.push(`/time/individual-view?user_id=${person.id}&month=${month}`)} />
    </div>
  );
}
