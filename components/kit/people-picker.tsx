'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { chosenAnnouncement } from '@/components/kit/choosing-people';
import { PersonInline } from '@/components/kit/person-cell';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { composing } from '@/components/ui/keys';
import { useDebounced } from '@/components/ui/use-debounced';
import { appErrorOf, unwrap } from '@/lib/client/query-client';
import { SELECT_LIST_PAGE_SIZE } from '@/lib/constants';
import type { Result } from '@/lib/errors';
import { failureText } from '@/lib/messages';
import type { PagedList, Person } from '@/lib/shared/schemas';
import { wholeNumber } from '@/lib/shared/plural';

/** A page of the people a search finds. */
export type PeopleLoad = (args: { search: string; page: number; perPage: number; signal: AbortSignal }) => Promise<Result<PagedList<Person>>>;

/** What the picker hands a control that chooses many at once (ChooseAllMatching). */
export interface ChooseAllProps {
  /** The search the list shows. */
  search: string;
  /** How many it matches (the list's meta.total), once known. */
  total: number | undefined;
  load: PeopleLoad;
  selected: readonly Person[];
  onChange: (people: Person[]) => void;
}

/**
 * More chosen people than this show as a summary: the first SUMMARY_CHIPS, "and N more", so the list
 * and the dialog's buttons stay in view (on a 360 px phone a chip takes a row of its own).
 */
const ALL_CHIPS_UP_TO = 5;
const SUMMARY_CHIPS = 3;

/**
 * Choosing people from a list the server searches and pages (the spec's select
 * list page size, 20): the next page loads as the end of the list scrolls into
 * view, or with Load more; the chosen people show as removable chips above,
 * many of them as a summary that opens. `chooseAll` adds a control that takes
 * everyone the search matches (the assign dialog passes ChooseAllMatching).
 */
export function PeoplePicker({
  label,
  queryKey,
  load,
  selected,
  onChange,
  error,
  chooseAll: ChooseAll,
}: {
  label: string;
  /** Identifies the list (the search and page are added to it). */
  queryKey: readonly unknown[];
  load: PeopleLoad;
  selected: readonly Person[];
  onChange: (people: Person[]) => void;
  error?: string;
  chooseAll?: ComponentType<ChooseAllProps>;
}) {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 300);
  const searchId = useId();
  const errorId = useId();
  const labelId = useId();
  const query = useInfiniteQuery({
    queryKey: [...queryKey, { search }],
    queryFn: ({ pageParam, signal }) => load({ search, page: pageParam, perPage: SELECT_LIST_PAGE_SIZE, signal }).then(unwrap),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
  });
  const listRef = useRef<HTMLUListElement>(null);
  const sentinelRef = useRef<HTMLLIElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  // Load more pressed: the first person it brings takes the focus once they are in (after the last
  // page the button is gone, and the focus would drop to the page). A failed load leaves it on the button.
  const firstNew = useRef<number | null>(null);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { root: listRef.current, rootMargin: '120px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const people = query.data?.pages.flatMap((page) => page.data) ?? [];
  useEffect(() => {
    if (firstNew.current === null || isFetchingNextPage) return;
    const index = firstNew.current;
    firstNew.current = null;
    listRef.current?.querySelectorAll<HTMLInputElement>('input[type=checkbox]')[index]?.focus();
  }, [isFetchingNextPage, people.length]);
  const total = query.data?.pages[0]?.meta.total;
  const chosen = new Set(selected.map((person) => person.id));
  const toggle = (person: Person) => onChange(chosen.has(person.id) ? selected.filter((item) => item.id !== person.id) : [...selected, person]);
  const chipsRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  // An error (nobody chosen, or the server's) takes the focus to the search, which it describes, as a form's first invalid field does.
  useEffect(() => {
    if (error) searchRef.current?.focus();
  }, [error]);
  // A chip removed from the keyboard hands the focus on: to the chip now at its place, else the one before, else the search.
  const focusAfterRemoval = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const chips = chipsRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    (chips[Math.min(index, chips.length - 1)] ?? searchRef.current)?.focus();
  }, [selected.length]);
  const loadError = query.isError ? appErrorOf(query.error) : null;
  // Many chosen (everyone matching a search): the first few chips, "and N more" to see them all, so the list stays in view.
  const chipsId = useId();
  const [allChips, setAllChips] = useState(false);
  const summary = selected.length > ALL_CHIPS_UP_TO;
  const showAll = summary && allChips;
  const chips = summary && !showAll ? selected.slice(0, SUMMARY_CHIPS) : selected;
  const [announcement, setAnnouncement] = useState('');
  const clearAll = () => {
    onChange([]);
    setAllChips(false);
    setAnnouncement(chosenAnnouncement(0, 0));
    searchRef.current?.focus();
  };

  return (
    // In a dialog laid out as a column (the assign dialog) the list is what gives way when the height runs short;
    // when even the shortest list leaves too little room (a failure to read under it), the group scrolls, never
    // drawing over the dialog's buttons. Its 2 px of padding keep the focus rings of its fields from being cut.
    // A group, not a fieldset: Chromium lays a fieldset's content out in a box of its own that does not shrink.
    <div
      role="group"
      aria-labelledby={labelId}
      className="-m-0.5 flex min-h-0 min-w-0 flex-col gap-2 overflow-y-auto p-0.5"
      aria-describedby={error ? errorId : undefined}
    >
      <span id={labelId} className="text-sm font-medium text-slate-700">
        {label} <span className="font-normal text-slate-500">({wholeNumber(selected.length)} chosen)</span>
      </span>
      {selected.length ? (
        <div className="flex flex-col gap-1">
          <ul ref={chipsRef} id={chipsId} aria-label="Chosen people" className={`flex flex-wrap gap-1.5 ${showAll ? 'max-h-32 overflow-y-auto' : ''}`}>
            {chips.map((person, index) => (
              <li key={person.id} className="flex items-center gap-1 rounded-full bg-primary/10 py-0.5 pl-1 pr-1 text-sm text-slate-800">
                <Avatar src={person.avatar} name={person.name} size={20} />
                <span className="max-w-40 truncate" title={person.name}>{person.name}</span>
                <button
                  type="button"
                  onClick={(event) => {
                    if (event.currentTarget === document.activeElement) focusAfterRemoval.current = index;
                    toggle(person);
                  }}
                  aria-label={`Remove ${person.name}`}
                  className="rounded-full p-0.5 hover:bg-primary/20"
                >
                  <Icon name="close" size={14} />
                </button>
              </li>
            ))}
          </ul>
          {selected.length > 1 ? (
            <div className="flex flex-wrap items-center gap-1">
              {summary ? (
                <Button variant="ghost" className="px-2" aria-expanded={showAll} aria-controls={chipsId} onClick={() => setAllChips(!showAll)}>
                  {showAll ? 'Show fewer' : `and ${wholeNumber(selected.length - SUMMARY_CHIPS)} more`}
                </Button>
              ) : null}
              <Button variant="ghost" className="px-2" onClick={clearAll}>
                Clear all
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
      <label htmlFor={searchId} className="sr-only">
        Search people
      </label>
      <input
        ref={searchRef}
        id={searchId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onKeyDown={(event) => {
          // Enter never submits the form around (an Assign with whoever was ticked so far). It ticks (or
          // unticks) the one person found for what is typed; with more, or before the search has run, nothing.
          if (event.key !== 'Enter' || composing(event)) return;
          event.preventDefault();
          const current = search === text.trim() && query.isSuccess && !query.isFetching;
          if (current && people.length === 1) toggle(people[0]!);
        }}
        placeholder="Search people"
        className="min-h-10 rounded-md border border-slate-300 px-3 text-sm shadow-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/30"
      />
      <ul ref={listRef} aria-label="People to choose from" aria-busy={query.isFetching || undefined} className={`max-h-64 overflow-y-auto rounded-md border border-slate-200 ${people.length > 3 ? 'min-h-30' : ''}`}>
        {people.map((person) => (
          <li key={person.id}>
            <label className="flex cursor-pointer items-center gap-3 px-3 py-1.5 text-sm hover:bg-slate-50">
              <input type="checkbox" checked={chosen.has(person.id)} onChange={() => toggle(person)} className="accent-[var(--theme-primary)]" />
              <PersonInline person={person} />
            </label>
          </li>
        ))}
        {query.isPending ? <li className="px-3 py-3 text-sm text-slate-500">Loading people…</li> : null}
        {loadError ? (
          <li className="flex items-center justify-between gap-2 px-3 py-3 text-sm text-red-700">
            {failureText(loadError.message)}
            <Button variant="secondary" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </li>
        ) : null}
        {query.isSuccess && people.length === 0 ? <li className="px-3 py-3 text-sm text-slate-500">No people found</li> : null}
        {hasNextPage ? (
          <li ref={sentinelRef} className="px-3 py-2">
            <Button
              variant="ghost"
              loading={isFetchingNextPage}
              onClick={() => {
                firstNew.current = people.length;
                void fetchNextPage();
              }}
            >
              Load more
            </Button>
          </li>
        ) : null}
      </ul>
      {/* After the list, so Tab goes from the search to the people it found. */}
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5">
        {total !== undefined ? <p className="text-xs text-slate-500">{`${wholeNumber(people.length)} of ${wholeNumber(total)} shown`}</p> : null}
        {/* The total of the list as the server has it now: none while it is read again. */}
        {ChooseAll ? <ChooseAll search={search} total={query.isSuccess && !query.isRefetching ? total : undefined} load={load} selected={selected} onChange={onChange} /> : null}
      </div>
      {error ? (
        <p id={errorId} className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
