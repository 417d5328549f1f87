'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { IntentLink } from '@/components/ui/intent-link';
import { useEffect, useRef, useState } from 'react';
import { useRealtimeEvent } from '@/components/realtime/realtime-provider';
import { useDialogs } from '@/components/shell/dialogs';
import { useServerClock, useServerWallTime } from '@/components/shell/server-clock';
import { FocusReturnContext } from '@/components/ui/dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { useFocusOnSwap } from '@/components/ui/use-focus-on-swap';
import { focusableIn } from '@/lib/client/focusable';
import { appErrorOf } from '@/lib/client/query-client';
import { CLOCK_REFRESH_AFTER_HIDDEN_MS, HEADER_CLOCK_TICK_MS } from '@/lib/constants';
import { CLOCK_MESSAGES } from '@/lib/messages';
import { availableClockEvents, clockDayOf, clockStateOf, todaysSummary, withServerTime, type ClockDay, type ClockEvent, type ClockState } from '@/lib/time/clock-state';
import { formatDate, formatDuration, formatStopwatch, formatTime, formatTimeRange, formatWall } from '@/lib/date-time/format';
import { clockKeys, clockShortSummaryOptions, useClockAction } from '@/lib/time/clock-queries';
import type { ClockShortSummary, ReviewStatus } from '@/lib/time/schemas';
import { secondsBetween } from '@/lib/date-time/wall-time';

/**
 * The header clock widget (spec part 1 §4, §6, §9): clock in → break → resume
 * → clock out, with the time worked counting on from the server's clock.
 * Buttons follow the state and the server's can_clock / can_break. A clock
 * flagged abnormal is clocked out through Confirm Clock Out, which loads on
 * demand. The state refreshes on the realtime clock_status event and when the
 * tab comes back after more than 5 minutes away.
 */

const ConfirmClockOutDialog = dynamic(() => import('@/components/time/confirm-clock-out').then((module) => module.ConfirmClockOutDialog), {
  ssr: false,
});

const LABELS: Record<ClockEvent, string> = { clock_in: 'Clock in', break: 'Break', resume: 'Resume', clock_out: 'Clock out' };
const STATE_TEXT: Record<ClockState, string> = { clocked_out: 'Clocked out', clocked_in: 'Clocked in', on_break: 'On break' };
const REVIEW_CHIP: Record<ReviewStatus, { label: string; className: string }> = {
  completed: { label: 'Completed', className: 'bg-success/15 text-green-800' },
  incomplete: { label: 'Incomplete', className: 'bg-warning/15 text-orange-800' },
  unassigned: { label: 'Unassigned', className: 'bg-indigo-100 text-indigo-700' },
  abnormal: { label: 'In review', className: 'bg-accent/15 text-orange-800' },
};
/**
 * One width for every state from 768 px, loading included, that the widest state fits (the time,
 * Resume and Clock out: 350 px in DejaVu Sans, the widest of the platforms' UI fonts the app is
 * set in). Narrower windows show the buttons as icons and keep the header's room for the rest
 * (at 640 px the labelled widget ran under the search button).
 */
const WIDGET_WIDTH = 'md:min-w-[22rem]';
const STATE_DOT: Record<ClockState, string> = { clocked_out: 'bg-slate-300', clocked_in: 'bg-success', on_break: 'bg-warning' };

// Small media-control glyphs (the shell's icon set has no play, pause or stop).
const GLYPHS: Record<ClockEvent, string> = {
  clock_in: 'M8 5.5v13l10.5-6.5z',
  resume: 'M8 5.5v13l10.5-6.5z',
  break: 'M8 5.5h2.8v13H8z M13.2 5.5H16v13h-2.8z',
  clock_out: 'M6.5 6.5h11v11h-11z',
};

function Glyph({ event }: { event: ClockEvent }) {
  return (
    <svg viewBox="0 0 24 24" width={16} height={16} aria-hidden fill="currentColor">
      <path d={GLYPHS[event]} />
    </svg>
  );
}

export interface ClockWidgetProps {
  /** The server's answer at render time: the widget shows it at once instead of loading it after hydration. */
  initial?: ClockShortSummary;
  /** The tenant's time format id (1 = 12-hour). */
  timeFormat: number;
  /** The tenant's date format (a clock left running from an earlier day shows its date). */
  dateFormat: string;
  /** edit_any_attendance: show every clock error message, not just the first. */
  showClockErrors: boolean;
}

export function ClockWidget({ initial, timeFormat, dateFormat, showClockErrors }: ClockWidgetProps) {
  const client = useQueryClient();
  const dialogs = useDialogs();
  const query = useQuery({ ...clockShortSummaryOptions(), initialData: initial });
  const serverClock = useServerClock();
  const data = query.data ? withServerTime(query.data, () => serverClock.wallTime()) : undefined;
  const action = useClockAction();
  const [confirming, setConfirming] = useState(false);
  const steps = useRef<HTMLDivElement>(null);
  const refresh = () => client.invalidateQueries({ queryKey: clockKeys.short() });

  useRealtimeEvent('clock_status', () => void refresh());
  useEffect(() => {
    let hiddenAt = 0;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') hiddenAt = Date.now();
      else if (hiddenAt && Date.now() - hiddenAt > CLOCK_REFRESH_AFTER_HIDDEN_MS) void client.invalidateQueries({ queryKey: clockKeys.short() });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [client]);

  const focus = useFocusOnSwap<'next'>(data ? clockStateOf(todaysSummary(data)) : null);

  if (!data) {
    return (
      <div className={`flex h-10 w-28 items-center justify-center rounded-full border border-slate-200 text-xs text-slate-500 ${WIDGET_WIDTH}`} aria-busy={query.isPending}>
        {query.isError ? (
          <button type="button" className="font-medium text-primary" onClick={() => void query.refetch()}>
            Reload clock
          </button>
        ) : (
          <span className="h-3 w-16 animate-pulse rounded bg-slate-200" />
        )}
      </div>
    );
  }

  const day = clockDayOf(data);
  const summary = todaysSummary(data);
  const state = clockStateOf(summary);
  const events = availableClockEvents(state, summary);

  const run = (event: ClockEvent) => {
    if (action.isPending) return;
    if (event === 'clock_out' && summary.abnormal) {
      setConfirming(true);
      return;
    }
    // The pressed step goes with the state it belonged to: the next step's button takes the focus,
    // which had dropped to the page (a keyboard user clocked in and was nowhere).
    if (steps.current?.contains(document.activeElement)) focus.swapTo('next');
    action.mutate(event, {
      onError: async (error) => {
        focus.cancel();
        const appError = appErrorOf(error);
        if (appError?.status === 424) await dialogs.warning({ title: CLOCK_MESSAGES.justAMinute, text: appError.message });
        else await dialogs.failure(appError ?? error.message);
        void refresh();
      },
    });
  };

  return (
    // One width for every state (WIDGET_WIDTH), so the header does not jump when the buttons change.
    <div className={`flex items-center justify-between gap-1 rounded-full border border-slate-200 bg-white p-1 shadow-sm ${WIDGET_WIDTH}`} role="group" aria-label="Clock">
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger className="flex items-center gap-1.5 rounded-full px-1.5 py-1 text-sm hover:bg-slate-100 data-[state=open]:bg-slate-100 sm:gap-2 sm:px-2">
          {/* The name starts with the state and keeps the visible time in it (no aria-label that hides what is shown). */}
          <span className="sr-only">{STATE_TEXT[state]}, clock details: </span>
          <span className={`size-2.5 rounded-full ${STATE_DOT[state]} ${state === 'clocked_in' ? 'animate-pulse' : ''}`} aria-hidden />
          {/* A clock open since another day: on a phone its day stands in for the time (in the details), for the room. */}
          <span className={day.kind === 'open_since' ? 'max-sm:hidden' : 'contents'}>
            <LiveTime summary={summary} running={state === 'clocked_in'} />
          </span>
          {day.kind === 'open_since' ? (
            <span className="rounded-full bg-accent/15 px-2 py-0.5 text-xs font-medium text-orange-800">since {formatDate(day.date, 'ddd')}</span>
          ) : null}
          {state === 'clocked_out' && summary.review_status ? (
            <span className={`hidden rounded-full px-2 py-0.5 text-xs font-medium lg:inline ${REVIEW_CHIP[summary.review_status].className}`}>{REVIEW_CHIP[summary.review_status].label}</span>
          ) : null}
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-72">
          <ClockDetails summary={summary} raw={data} day={day} state={state} timeFormat={timeFormat} dateFormat={dateFormat} />
        </DropdownMenuContent>
      </DropdownMenu>
      <div ref={steps} className="contents">
        {events.map((event, index) => {
          const busy = action.isPending && action.variables === event;
          return (
            <button
              key={event}
              ref={index === 0 ? focus.part('next') : undefined}
              type="button"
              onClick={() => run(event)}
              // Not disabled while a step runs: a disabled button loses the focus (run ignores the press).
              aria-disabled={action.isPending || undefined}
              aria-busy={busy || undefined}
              // Clock out in red-700: the theme's error red on its own 10-20 % tint read at 2.5:1.
              className={`inline-flex h-8 items-center gap-1.5 rounded-full px-2 text-sm font-semibold transition aria-disabled:opacity-60 md:px-3 ${
                event === 'clock_out' ? 'bg-error/10 text-red-700 hover:bg-error/20' : event === 'break' ? 'bg-warning/15 text-orange-800 hover:bg-warning/25' : 'bg-button text-button-text hover:brightness-95'
              }`}
            >
              {busy ? <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : <Glyph event={event} />}
              <span className="sr-only md:not-sr-only">{LABELS[event]}</span>
            </button>
          );
        })}
      </div>
      {confirming ? (
        // Clocked out, the Clock out button that opened it is gone: the focus goes to the step now there (Clock in), not to the page.
        <FocusReturnContext value={() => focusableIn(steps.current)}>
          <ConfirmClockOutDialog timeFormat={timeFormat} showClockErrors={showClockErrors} onClose={() => setConfirming(false)} />
        </FocusReturnContext>
      ) : null}
    </div>
  );
}

/** Worked time, counting on from the server's answer while the clock runs. */
type TimedSummary = ClockShortSummary & { server_time: string };

function LiveTime({ summary, running }: { summary: TimedSummary; running: boolean }) {
  return running ? <Ticking summary={summary} /> : <span className="font-semibold tabular-nums text-slate-800">{formatStopwatch(summary.spent_time)}</span>;
}

function Ticking({ summary }: { summary: TimedSummary }) {
  const now = useServerWallTime(HEADER_CLOCK_TICK_MS);
  const seconds = summary.spent_time + Math.max(0, secondsBetween(summary.server_time, now));
  return (
    <time className="font-semibold tabular-nums text-slate-900" dateTime={`PT${seconds}S`}>
      {formatStopwatch(seconds)}
    </time>
  );
}

function ClockDetails({
  summary,
  raw,
  day,
  state,
  timeFormat,
  dateFormat,
}: {
  summary: ClockShortSummary;
  /** The upstream's answer, before a finished earlier day was set aside. */
  raw: ClockShortSummary;
  day: ClockDay;
  state: ClockState;
  timeFormat: number;
  dateFormat: string;
}) {
  const rows: [string, string][] = [];
  if (summary.shift) rows.push(['Shift', `${summary.shift.name} · ${formatTimeRange(summary.shift, timeFormat)}`]);
  // A clock running since an earlier day says which day it started.
  if (summary.start_time) rows.push(['Clocked in', day.kind === 'open_since' ? formatWall(summary.start_time, dateFormat, timeFormat) : formatTime(summary.start_time, timeFormat)]);
  if (summary.end_time && state === 'clocked_out') rows.push(['Clocked out', formatTime(summary.end_time, timeFormat)]);
  rows.push(['Worked', formatDuration(summary.spent_time)]);
  if (day.kind === 'new_day') rows.push([`Worked ${formatDate(day.last, `ddd, ${dateFormat}`)}`, formatDuration(raw.spent_time)]);
  return (
    <div className="px-3 py-2.5 text-sm">
      <p className="font-semibold text-slate-900">{STATE_TEXT[state]}</p>
      {day.kind === 'new_day' ? <p className="mt-1 text-slate-600">Nothing clocked today yet.</p> : null}
      {day.kind === 'open_since' ? <p className="mt-1 text-orange-800">This clock has been running since {formatDate(day.date, `dddd, ${dateFormat}`)}.</p> : null}
      {summary.abnormal ? <p className="mt-1 text-orange-800">Your clock has been running unusually long. Clocking out will ask you to confirm the times.</p> : null}
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-600">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="text-right font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {/* The review of the day shown, or after midnight of the dated day above it (say, a clock just corrected). */}
      {raw.review_status ? (
        <p className="mt-2 rounded-md bg-slate-50 px-2 py-1.5 text-xs text-slate-700" data-review-status={raw.review_status}>
          {raw.review_text}
        </p>
      ) : null}
      <DropdownMenuSeparator className="-mx-3 my-2" />
      <DropdownMenuItem asChild>
        <IntentLink href="/time/self">My attendance</IntentLink>
      </DropdownMenuItem>
    </div>
  );
}
