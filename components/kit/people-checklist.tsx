'use client';

import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { chooseAllLabel, chosenAnnouncement } from '@/components/kit/choosing-people';
import { PersonInline } from '@/components/kit/person-cell';
import { counted, wholeNumber } from '@/lib/shared/plural';
import type { Person } from '@/lib/shared/schemas';
import { matchesWords } from '@/lib/shared/text-search';

/** A row's height before it is measured (a long name wraps to more lines). */
const ROW_PX = 36;

/**
 * Choosing people from a whole list the browser holds (a few to a thousand): a filter that matches
 * the way the upstream's people searches do (every word, in any order, case and accents aside, in the
 * name or designation), a tick per person, or everyone the filter matches at once. Only the rows in
 * view are drawn; the one with the focus stays drawn while it is scrolled away, so Tab and Shift+Tab
 * walk the whole list and each checkbox is named by its person.
 */
export function PeopleChecklist({ people, value, onChange, error }: { people: readonly Person[]; value: readonly number[]; onChange: (ids: number[]) => void; error?: string }) {
  const [filter, setFilter] = useState('');
  const narrowed = filter.trim() !== '';
  const matching = useMemo(() => people.filter((person) => matchesWords(`${person.name} ${person.designation_name ?? ''}`, filter)), [people, filter]);
  const chosen = useMemo(() => new Set(value), [value]);
  const [announcement, setAnnouncement] = useState('');
  const filterRef = useRef<HTMLInputElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  // The row with the focus: drawn even when scrolled out of view (a row taken away would take the focus with it).
  const focusedId = useRef<number | null>(null);
  // The virtualizer's functions change as it scrolls, so the compiler leaves this component unmemoised (as it should).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: matching.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    getItemKey: (index) => matching[index]!.id,
    overscan: 8,
    rangeExtractor: (range) => {
      const drawn = defaultRangeExtractor(range);
      const focused = focusedId.current === null ? -1 : matching.findIndex((person) => person.id === focusedId.current);
      return focused < 0 || drawn.includes(focused) ? drawn : [...drawn, focused].sort((a, b) => a - b);
    },
  });

  const toggle = (id: number) => onChange(chosen.has(id) ? value.filter((item) => item !== id) : [...value, id]);
  const chooseMatching = () => {
    const added = matching.filter((person) => !chosen.has(person.id)).map((person) => person.id);
    onChange([...value, ...added]);
    setAnnouncement(chosenAnnouncement(added.length, value.length + added.length));
  };
  const clearAll = () => {
    onChange([]);
    setAnnouncement(chosenAnnouncement(0, 0));
    filterRef.current?.focus();
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={error ? 'people-error' : undefined}>
      <legend className="text-sm font-medium text-slate-700">
        People <span className="font-normal text-slate-500">({wholeNumber(value.length)} chosen)</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        <input
          ref={filterRef}
          type="search"
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value);
            // A new filter's matches are read from the top.
            if (scroller.current) scroller.current.scrollTop = 0;
          }}
          placeholder="Filter people"
          aria-label="Filter people"
          className="min-h-10 min-w-0 flex-1 basis-40 rounded-md border border-slate-300 px-3 text-sm shadow-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/30"
        />
        {matching.length ? (
          <button type="button" className="min-h-10 rounded-md px-3 text-sm font-medium text-primary hover:bg-primary/5" onClick={chooseMatching}>
            {chooseAllLabel(matching.length, narrowed)}
          </button>
        ) : null}
        {value.length ? (
          <button type="button" className="min-h-10 rounded-md px-3 text-sm font-medium text-slate-600 hover:bg-slate-100" onClick={clearAll}>
            Clear all
          </button>
        ) : null}
      </div>
      <div ref={scroller} className="max-h-[min(14rem,35dvh)] overflow-y-auto rounded-md border border-slate-200">
        {matching.length ? (
          <ul aria-label="People to choose from" className="relative" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const person = matching[item.index]!;
              return (
                <li
                  key={item.key}
                  ref={virtualizer.measureElement}
                  data-index={item.index}
                  aria-posinset={item.index + 1}
                  aria-setsize={matching.length}
                  className="absolute left-0 top-0 w-full"
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <label className="flex cursor-pointer items-center gap-3 px-3 py-1.5 text-sm hover:bg-slate-50">
                    <input
                      type="checkbox"
                      checked={chosen.has(person.id)}
                      onChange={() => toggle(person.id)}
                      onFocus={() => (focusedId.current = person.id)}
                      onBlur={() => (focusedId.current = null)}
                      className="accent-[var(--theme-primary)]"
                    />
                    <PersonInline person={person} />
                  </label>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="px-3 py-3 text-sm text-slate-500">No one matches.</p>
        )}
      </div>
      <p role="status" className="text-xs text-slate-500">
        {narrowed ? `${wholeNumber(matching.length)} of ${counted(people.length, 'person', 'people')} match` : counted(people.length, 'person', 'people')}
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {error ? (
        <p id="people-error" className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
