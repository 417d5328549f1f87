'use client';

import { useEffect, useRef, useState } from 'react';
import { chooseAllLabel, chosenAnnouncement } from '@/components/kit/choosing-people';
import { Button } from '@/components/ui/button';
import { BULK_PAGE_SIZE } from '@/lib/constants';
import type { Result } from '@/lib/errors';
import { failureText } from '@/lib/messages';
import type { Person } from '@/lib/shared/schemas';
import type { ChooseAllProps, PeopleLoad } from './people-picker';
import { wholeNumber } from '@/lib/shared/plural';

/**
 * Every person a search matches, from the same paged call the picker lists them with, in pages of
 * BULK_PAGE_SIZE; each answer's meta says how many pages there are. `onPage` hears the progress.
 * Nothing is kept from a load that fails part-way (the whole answer or nothing).
 */
async function loadEveryMatch(load: PeopleLoad, search: string, signal: AbortSignal, onPage: (loaded: number, total: number) => void): Promise<Result<Person[]>> {
  const found = new Map<number, Person>();
  for (let page = 1, last = 1; page <= last; page += 1) {
    const result = await load({ search, page, perPage: BULK_PAGE_SIZE, signal });
    if (!result.ok) return result;
    for (const person of result.data.data) found.set(person.id, person);
    onPage(found.size, result.data.meta.total);
    // An empty page before the last (the list shrank meanwhile) ends it: there is nothing further on.
    last = result.data.data.length ? result.data.meta.last_page : page;
  }
  return { ok: true, status: 200, data: [...found.values()] };
}

type Job = { search: string; total: number };
type State = { kind: 'idle' } | ({ kind: 'loading'; loaded: number } & Job) | ({ kind: 'failed'; message: string } & Job);

/**
 * "Choose all N matching" (or "Choose everyone (N)" with no search) under the picker's list: loads
 * every page of the search's list with visible progress, Stop to give up, and adds them all to the
 * choice at the end. A failed load says so and adds no one; whoever was chosen stays chosen. The
 * dialog stays usable meanwhile (the loads are plain calls, the choice changes once at the end).
 */
export function ChooseAllMatching({ search, total, load, selected, onChange }: ChooseAllProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [announcement, setAnnouncement] = useState('');
  const running = useRef<AbortController | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The choice as it is when the load ends: people ticked or taken off meanwhile count.
  const latest = useRef({ selected, onChange });
  useEffect(() => {
    latest.current = { selected, onChange };
  });
  useEffect(() => () => running.current?.abort(), []);
  // A failure shows in full, where a short dialog had scrolled the picker.
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.kind === 'failed') alert.current?.scrollIntoView?.({ block: 'nearest' });
  }, [state.kind]);

  const start = async (job: Job) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    // Try again and Stop go away once pressed: the focus waits on the button that shows the progress.
    button.current?.focus();
    setState({ kind: 'loading', ...job, loaded: 0 });
    setAnnouncement(`Loading ${wholeNumber(job.total)} people…`);
    const result = await loadEveryMatch(load, job.search, controller.signal, (loaded, now) =>
      setState({ kind: 'loading', search: job.search, total: Math.max(now, loaded), loaded }),
    ).catch(() => null);
    // Stopped, closed, or started again: this load's answer is no one's any more.
    if (running.current !== controller) return;
    running.current = null;
    if (!result?.ok) {
      setState({ kind: 'failed', ...job, message: result?.error.message ?? '' });
      setAnnouncement('');
      return;
    }
    const { selected: current, onChange: change } = latest.current;
    const chosen = new Set(current.map((person) => person.id));
    const added = result.data.filter((person) => !chosen.has(person.id));
    change([...current, ...added]);
    setState({ kind: 'idle' });
    setAnnouncement(chosenAnnouncement(added.length, current.length + added.length));
  };

  const stop = () => {
    running.current?.abort();
    running.current = null;
    button.current?.focus();
    setState({ kind: 'idle' });
    setAnnouncement('Stopped: no one was added');
  };

  // The button is the running load's while it runs, else the list's search's (once its total is known).
  const job = state.kind === 'loading' ? state : total ? { search, total } : null;
  // Its parts sit in the picker's row under the list ("20 of 802 shown"); progress and failure take lines of their own.
  return (
    <div className="contents">
      {job ? (
        <Button ref={button} variant="secondary" loading={state.kind === 'loading'} onClick={() => void start({ search: job.search, total: job.total })}>
          {chooseAllLabel(job.total, job.search !== '')}
        </Button>
      ) : null}
      {state.kind === 'loading' ? (
        <div className="flex basis-full items-center gap-2">
          <div
            role="progressbar"
            aria-label="People loaded"
            aria-valuemin={0}
            aria-valuemax={state.total}
            aria-valuenow={state.loaded}
            className="h-2 min-w-0 flex-1 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${(100 * state.loaded) / Math.max(1, state.total)}%` }} />
          </div>
          <span className="text-xs text-slate-600">{`${wholeNumber(state.loaded)} of ${wholeNumber(state.total)} loaded`}</span>
          <Button variant="ghost" onClick={stop}>
            Stop
          </Button>
        </div>
      ) : null}
      {state.kind === 'failed' ? (
        <div ref={alert} role="alert" className="flex basis-full flex-col items-start gap-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          <p>
            {`Could not load all ${wholeNumber(state.total)} people, so none of them were added; whoever was chosen stays chosen. `}
            {failureText(state.message)}
          </p>
          <Button variant="secondary" onClick={() => void start({ search: state.search, total: state.total })}>
            Try again
          </Button>
        </div>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
