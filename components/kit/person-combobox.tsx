'use client';

import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { PersonCell } from '@/components/kit/person-cell';
import { Icon } from '@/components/ui/icons';
import { composing } from '@/components/ui/keys';
import { foldText, holdsWords, searchWords } from '@/lib/shared/text-search';
import { counted, wholeNumber } from '@/lib/shared/plural';

/** One person to choose (a Person of lib/shared/schemas fits). */
export interface PersonChoice {
  id: number;
  name: string;
  avatar?: string | null;
  designation_name?: string | null;
}

/** Matches shown at once: a longer list is narrowed by typing, not scrolled (hundreds at a large company). */
const SHOWN_MAX = 50;

/**
 * Choosing one person from a list the page already holds (hundreds at a large company), by
 * typing: a WAI-ARIA 1.2 combobox with a listbox. Every typed word must be in the person's
 * name or designation, in any order, whatever its case and accents (the people search's rule,
 * lib/shared/text-search.ts). The arrows move through the matches, Enter chooses, Escape closes
 * the list (then puts the chosen name back); a click or a tap on the box or its button opens the
 * list, on a match chooses it. At most `limit` matches are listed, with a line that says how
 * many more typing would narrow. The chosen person's name is the box's value, so it is in the
 * server's HTML; what was typed and not chosen goes back to it when the box is left.
 */
export function PersonCombobox<Person extends PersonChoice>({
  label,
  people,
  value,
  onChoose,
  placeholder = 'Type a name',
  limit = SHOWN_MAX,
}: {
  label: string;
  people: readonly Person[];
  value: Person | null;
  onChoose: (person: Person) => void;
  placeholder?: string;
  limit?: number;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // What is typed; null while the box shows the chosen name (the whole list then matches).
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  // The option the arrows are on, by index into the shown matches; -1: none yet.
  const [active, setActive] = useState(-1);
  // Chosen here, shown until the value the page gives catches up (a choice may start a navigation).
  const [picked, setPicked] = useState<Person | null>(null);
  const [valueId, setValueId] = useState(value?.id);
  if (value?.id !== valueId) {
    setValueId(value?.id);
    setPicked(null);
  }
  const chosen = picked ?? value;

  const folded = useMemo(() => people.map((person) => foldText(`${person.name} ${person.designation_name ?? ''}`)), [people]);
  const matches = useMemo(() => {
    const words = searchWords(text);
    return words.length === 0 ? people : people.filter((_, index) => holdsWords(folded[index]!, words));
  }, [people, folded, text]);
  const shown = matches.length > limit ? matches.slice(0, limit) : matches;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeOption = open && active >= 0 && active < shown.length ? optionId(active) : undefined;

  useEffect(() => {
    if (activeOption) document.getElementById(activeOption)?.scrollIntoView({ block: 'nearest' });
  }, [activeOption]);

  const show = (at: number) => {
    setOpen(true);
    setActive(at);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (person: Person) => {
    close();
    setText(null);
    if (person.id === chosen?.id) return;
    setPicked(person);
    onChoose(person);
  };
  const step = (by: 1 | -1) => {
    if (!open) return show(by === 1 ? 0 : shown.length - 1);
    if (shown.length === 0) return;
    setActive((index) => (index < 0 ? (by === 1 ? 0 : shown.length - 1) : (index + by + shown.length) % shown.length));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (composing(event)) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      // Alt+Down opens the list and leaves the choice to the arrows.
      if (event.altKey) return open ? undefined : show(-1);
      step(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      // Never the form's submit while a name is being looked for: it would go on for the person chosen before.
      if (!open && text === null) return;
      event.preventDefault();
      const person = activeOption ? shown[active] : matches.length === 1 ? matches[0] : undefined;
      if (person) choose(person);
      else show(-1);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        close();
      } else if (text !== null) {
        event.preventDefault();
        setText(null);
      }
    }
  };

  const count = matches.length;
  const status = !open ? '' : count === 0 ? 'No one found' : count > shown.length ? `${wholeNumber(count)} matches, ${shown.length} shown: keep typing to narrow them` : counted(count, 'match', 'matches');

  return (
    <div className="relative flex min-w-0 flex-col gap-1">
      <label htmlFor={`${id}-input`} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-activedescendant={activeOption}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={text ?? chosen?.name ?? ''}
          onChange={(event) => {
            setText(event.target.value);
            show(-1);
          }}
          onClick={(event) => {
            // The chosen name is selected, so that what is typed replaces it.
            if (text === null) event.currentTarget.select();
            if (!open) show(-1);
          }}
          onBlur={() => {
            close();
            setText(null);
          }}
          onKeyDown={onKeyDown}
          className="min-h-10 w-full rounded-md border border-slate-300 bg-white py-2 pl-3 pr-10 text-sm shadow-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/30"
        />
        {/* For the pointer: the box itself is the keyboard's way in (APG's combobox button, not a tab stop). */}
        <button
          type="button"
          tabIndex={-1}
          aria-label={label}
          aria-expanded={open}
          aria-controls={`${id}-list`}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (open) return close();
            inputRef.current?.focus();
            show(-1);
          }}
          className="absolute inset-y-0 right-0 grid w-10 place-items-center text-slate-500"
        >
          <svg viewBox="0 0 24 24" width={18} height={18} fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable="false">
            <path d={open ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} />
          </svg>
        </button>
      </div>
      {/* A press inside the list keeps the focus in the box (its scrollbar too), so the list stays open. */}
      <div
        hidden={!open}
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-full z-30 mt-1 rounded-md bg-white shadow-lg ring-1 ring-slate-200"
      >
        {/* Not a tab stop (Chromium makes a scrolling box one): the options are reached with the arrows. */}
        <ul id={`${id}-list`} role="listbox" aria-label={label} tabIndex={-1} className="max-h-72 overflow-y-auto py-1">
          {open
            ? shown.map((person, index) => (
                <li
                  key={person.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  onClick={() => choose(person)}
                  className={`flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm font-medium text-slate-900 ${index === active ? 'bg-primary/10' : 'hover:bg-slate-50'}`}
                >
                  <PersonCell person={person} size={28} />
                  {person.id === chosen?.id ? <Icon name="check" size={16} className="shrink-0 text-primary" /> : null}
                </li>
              ))
            : null}
        </ul>
        {open && count === 0 ? <p className="px-3 py-2 text-sm text-slate-600">No one found</p> : null}
        {open && count > shown.length ? (
          <p className="border-t border-slate-100 px-3 py-2 text-xs text-slate-600">
            Keep typing to narrow {wholeNumber(count)} matches ({shown.length} shown)
          </p>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
