'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { useDebounced } from '@/components/ui/use-debounced';
import { Avatar } from '@/components/ui/avatar';
import { Icon } from '@/components/ui/icons';
import { composing } from '@/components/ui/keys';
import { callEndpoint } from '@/lib/client/endpoint';
import { searchApi } from '@/lib/shell/endpoints';
import { unwrap } from '@/lib/client/query-client';
import { SEARCH_RESULT_ROW_WIDTH_PX } from '@/lib/constants';
import { normaliseSearchResults, profilePath, type PersonResult, type SearchResult } from '@/lib/shell/search';
import { SHELL_TEXTS } from '@/lib/shell/texts';

/**
 * The header people search: a combobox over GET /crewlix-bar/search, debounced,
 * with avatar, name and designation per person and plain-text items shown as
 * text. Arrow keys move between people, Enter opens the highlighted person's
 * profile, Escape closes the list (then clears the box). Below 600 px it folds
 * into a button that opens the box over the header.
 */

const DEBOUNCE_MS = 300;

export const searchKeys = {
  people: (term: string) => ['crewlix-bar', 'search', term] as const,
};

export function PeopleSearch() {
  const router = useRouter();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const term = useDebounced(text.trim(), DEBOUNCE_MS);

  const query = useQuery({
    queryKey: searchKeys.people(term),
    queryFn: ({ signal }) => callEndpoint(searchApi.people, { query: { search: term }, signal }).then(unwrap).then(normaliseSearchResults),
    enabled: term.length > 0,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });

  const typed = text.trim().length > 0;
  const results: SearchResult[] = typed && term ? (query.data ?? []) : [];
  const people = results.filter((item): item is PersonResult => item.kind === 'person');
  const active = people.find((person) => person.username === highlighted) ?? people[0] ?? null;
  const optionId = (username: string) => `${listId}-${username}`;
  const showList = open && typed;
  const pending = typed && (term !== text.trim() || query.isFetching) && results.length === 0;

  function openProfile(person: PersonResult) {
    setOpen(false);
    setExpanded(false);
    setText('');
    router.push(profilePath(person.username));
  }

  function move(step: 1 | -1) {
    if (people.length === 0) return;
    const index = active ? people.indexOf(active) : -1;
    const next = people[(index + step + people.length) % people.length]!;
    setHighlighted(next.username);
    document.getElementById(optionId(next.username))?.scrollIntoView({ block: 'nearest' });
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (composing(event)) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      else move(1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'Enter') {
      if (showList && active) {
        event.preventDefault();
        openProfile(active);
      }
    } else if (event.key === 'Escape') {
      // Chromium clears a search box on Escape by itself; the first Escape only closes the list.
      event.preventDefault();
      if (showList) setOpen(false);
      else if (text) setText('');
      else setExpanded(false);
    }
  }

  return (
    <div className="flex min-w-0 flex-1 items-center sm:max-w-md">
      <button
        type="button"
        onClick={() => {
          setExpanded(true);
          requestAnimationFrame(() => inputRef.current?.focus());
        }}
        aria-label={SHELL_TEXTS.searchLabel}
        className="grid size-10 place-items-center rounded-full text-slate-600 hover:bg-slate-100 sm:hidden"
      >
        <Icon name="search" />
      </button>
      <div
        role="search"
        aria-label={SHELL_TEXTS.searchLabel}
        className={`${expanded ? 'fixed inset-x-0 top-0 z-40 flex h-header items-center gap-2 bg-white px-3 shadow-md' : 'hidden'} sm:static sm:z-auto sm:flex sm:h-auto sm:w-full sm:bg-transparent sm:p-0 sm:shadow-none`}
      >
        <button
          type="button"
          onClick={() => {
            setExpanded(false);
            setOpen(false);
          }}
          aria-label="Close search"
          className="grid size-10 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-100 sm:hidden"
        >
          <Icon name="close" />
        </button>
        <div className="relative w-full">
          <Icon name="search" size={18} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500" />
          <input
            ref={inputRef}
            type="search"
            role="combobox"
            aria-label={SHELL_TEXTS.searchLabel}
            aria-expanded={showList}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={showList && active ? optionId(active.username) : undefined}
            placeholder={SHELL_TEXTS.searchPlaceholder}
            autoComplete="off"
            spellCheck={false}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setHighlighted(null);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
            className="h-10 w-full rounded-full border border-slate-200 bg-slate-100/80 pl-10 pr-4 text-sm text-slate-900 placeholder:text-slate-500 focus:border-primary focus:bg-white focus:outline-none focus:ring-2 focus:ring-primary/30 focus-visible:outline-none [&::-webkit-search-cancel-button]:hidden"
          />
          <ul
            id={listId}
            role="listbox"
            aria-label="People"
            // Not a tab stop (Chromium makes a scrolling box one): Tab from the search goes on to the next control.
            tabIndex={-1}
            hidden={!showList}
            className="absolute left-0 right-0 top-12 z-50 max-h-[min(24rem,calc(100dvh-6rem))] overflow-y-auto rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-slate-900/10 sm:right-auto sm:min-w-full"
          >
            {pending ? (
              <li role="option" aria-disabled="true" aria-selected={false} className="px-3 py-2.5 text-sm text-slate-500">
                {SHELL_TEXTS.searching}
              </li>
            ) : null}
            {query.isError && results.length === 0 && !pending ? (
              <li role="option" aria-disabled="true" aria-selected={false} className="px-3 py-2.5 text-sm text-slate-600">
                {SHELL_TEXTS.searchUnavailable}
              </li>
            ) : null}
            {results.map((item, index) =>
              item.kind === 'text' ? (
                <li key={`text-${index}`} role="option" aria-disabled="true" aria-selected={false} className="px-3 py-2.5 text-sm text-slate-600">
                  {item.text}
                </li>
              ) : (
                <li
                  key={item.username}
                  id={optionId(item.username)}
                  role="option"
                  aria-selected={item === active}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setHighlighted(item.username)}
                  onClick={() => openProfile(item)}
                  className={`flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 ${item === active ? 'bg-slate-100' : ''}`}
                >
                  <Avatar src={item.avatar} name={item.name} size={36} />
                  <span className="flex min-w-0 flex-col" style={{ width: SEARCH_RESULT_ROW_WIDTH_PX }}>
                    <span className="truncate text-sm font-medium text-slate-900">{item.name}</span>
                    {item.designation ? <span className="truncate text-xs text-slate-600">{item.designation}</span> : null}
                  </span>
                </li>
              ),
            )}
          </ul>
        </div>
      </div>
    </div>
  );
}
