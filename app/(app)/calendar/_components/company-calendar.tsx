'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from '@/lib/client/navigation';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { calendarApi } from '@/lib/calendar/endpoints';
import { CALENDAR_KIND_NAMES, CALENDAR_KINDS, calendarRange, countsInMonth, entriesByDate, stepDate, type CalendarKind, type CalendarView } from '@/lib/calendar/model';
import type { CalendarLinks } from '@/lib/calendar/present';
import type { CalendarData } from '@/lib/calendar/schemas';
import { calendarQuery, calendarSearch, readCalendarState, type CalendarState } from '@/lib/calendar/view-state';
import { endpointQuery } from '@/lib/client/endpoint';
import { monthLabel, monthOf } from '@/lib/date-time/calendar';
import { formatDate } from '@/lib/date-time/format';
import { Agenda } from './agenda';
import { DayDialog } from './day-dialog';
import { KIND_STYLE } from './kind-style';
import { MonthView } from './month-view';
import { WeekView } from './week-view';

export interface CalendarFormats {
  dateFormat: string;
  timeFormat: number;
}

/**
 * The company calendar: the server renders the first view; the view, date,
 * kinds and department then live in the URL (history.pushState, which the
 * router follows) and each range or department is one call through the proxy.
 * The kind chips filter the answer in place.
 */
export function CompanyCalendar({ initial, initialState, formats, links }: { initial: CalendarData; initialState: CalendarState; formats: CalendarFormats; links: CalendarLinks }) {
  const search = useSearchParams();
  const state = useMemo(() => readCalendarState(new URLSearchParams(search.toString())), [search]);
  const query = calendarQuery(state);
  const isInitial = JSON.stringify(query) === JSON.stringify(calendarQuery(initialState));
  const { data: answer, isFetching, isError, isPlaceholderData, refetch } = useQuery({
    ...endpointQuery(calendarApi.index, { query }),
    initialData: isInitial ? initial : undefined,
    placeholderData: keepPreviousData,
  });
  const [openDay, setOpenDay] = useState<string | null>(null);
  // No answer for this range (it failed): the page's own answer stands in for the settings
  // (today, the week's first day, departments), never for another range's entries or counts.
  const missing = answer === undefined;
  const data = answer ?? initial;

  const go = (changes: Partial<CalendarState>) => window.history.pushState(null, '', calendarSearch({ ...state, ...changes }));
  const anchor = state.date ?? data.today;
  const shown = useMemo(() => (missing ? [] : data.data.filter((entry) => state.kinds.includes(entry.kind))), [missing, data, state.kinds]);
  const byDate = useMemo(() => entriesByDate(shown), [shown]);
  const toggleKind = (kind: CalendarKind) =>
    go({ kinds: state.kinds.includes(kind) ? state.kinds.filter((other) => other !== kind) : CALENDAR_KINDS.filter((other) => other === kind || state.kinds.includes(other)) });

  // From the URL, not the answer: while the next range loads, the previous answer stands in.
  const range = calendarRange(state.view, anchor, data.first_day_of_week);
  const counts = useMemo(() => (state.view === 'month' ? countsInMonth(data.data, monthOf(anchor)) : data.counts), [state.view, data, anchor]);
  const title = state.view === 'month' ? monthLabel(monthOf(anchor)) : `${formatDate(range.from, formats.dateFormat)} – ${formatDate(range.to, formats.dateFormat)}`;
  const busy = isFetching && isPlaceholderData;
  const viewProps = { byDate, today: data.today, formats, links, onOpenDay: setOpenDay };

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-xl font-semibold text-slate-900">Calendar</h1>
          <div role="group" aria-label="View" className="inline-flex rounded-lg bg-slate-100 p-0.5">
            {(['month', 'week'] as const satisfies readonly CalendarView[]).map((view) => (
              <button
                key={view}
                type="button"
                aria-pressed={state.view === view}
                onClick={() => go({ view, date: state.date })}
                className={`rounded-md px-3 py-1.5 text-sm font-medium ${state.view === view ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
              >
                {view === 'month' ? 'Month' : 'Week'}
              </button>
            ))}
          </div>
        </div>
        <nav aria-label={state.view === 'month' ? 'Month' : 'Week'} className="flex flex-wrap items-center gap-1">
          <button type="button" onClick={() => go({ date: stepDate(state.view, anchor, -1) })} className="grid size-9 place-items-center rounded-md text-slate-600 hover:bg-slate-100" aria-label={`Previous ${state.view}`}>
            <Icon name="chevron-right" size={18} className="rotate-180" />
          </button>
          <h2 className="whitespace-nowrap text-center text-sm font-semibold text-slate-900 sm:min-w-40 sm:text-base" aria-live="polite">
            {title}
          </h2>
          <button type="button" onClick={() => go({ date: stepDate(state.view, anchor, 1) })} className="grid size-9 place-items-center rounded-md text-slate-600 hover:bg-slate-100" aria-label={`Next ${state.view}`}>
            <Icon name="chevron-right" size={18} />
          </button>
          <Button variant="secondary" className="ml-1" onClick={() => go({ date: null })} disabled={state.date === null}>
            Today
          </Button>
        </nav>
      </header>

      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* The chips are the legend too: each kind's colour, how many there are, and whether they show. */}
        <div role="group" aria-label="Show kinds" className="flex flex-wrap gap-2">
          {CALENDAR_KINDS.map((kind) => {
            const on = state.kinds.includes(kind);
            return (
              <button
                key={kind}
                type="button"
                aria-pressed={on}
                onClick={() => toggleKind(kind)}
                className={`inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-medium ${on ? KIND_STYLE[kind].chip : 'border-slate-200 bg-white text-slate-500 line-through decoration-slate-400'}`}
              >
                <span aria-hidden className={`size-2.5 rounded-full ${on ? KIND_STYLE[kind].swatch : 'bg-slate-300'}`} />
                {CALENDAR_KIND_NAMES[kind]}
                {missing ? null : <span className="tabular-nums text-xs opacity-80">{counts[kind]}</span>}
              </button>
            );
          })}
        </div>
        {/* A select is as wide as its longest option: held to the row's width, so a long department name cannot widen the page. */}
        <label className="flex min-w-0 max-w-full items-center gap-2 text-sm text-slate-700">
          Department
          <select
            value={state.departmentId ?? ''}
            onChange={(event) => go({ departmentId: event.target.value ? Number(event.target.value) : null })}
            className="h-9 min-w-0 max-w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900"
          >
            <option value="">All departments</option>
            {data.departments.map((department) => (
              <option key={department.id} value={department.id}>
                {department.name}
              </option>
            ))}
          </select>
        </label>
      </div>

      {state.kinds.length === 0 ? (
        <p role="status" className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
          Every kind is hidden. Choose one above to show its entries.
        </p>
      ) : null}

      {isError && !busy ? (
        <p role="alert" className="flex flex-wrap items-center gap-3 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          The calendar could not be loaded.
          <Button variant="secondary" onClick={() => refetch()}>
            Retry
          </Button>
        </p>
      ) : null}

      <section aria-label={title} aria-busy={busy} className={`rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition-opacity ${busy ? 'opacity-60' : ''}`}>
        {/* A week's seven columns need a tablet's width at least: narrower, a name broke inside its letters ("Benja|min"), so the week is the agenda there, as a phone's month is. */}
        <div className={`hidden p-2 sm:p-3 ${state.view === 'month' ? 'sm:block' : 'md:block'}`}>
          {state.view === 'month' ? (
            <MonthView
              {...viewProps}
              month={monthOf(anchor)}
              firstDayOfWeek={data.first_day_of_week}
              caption={title}
              onMoveOutside={(date) => go({ date })}
            />
          ) : (
            <WeekView {...viewProps} {...range} />
          )}
        </div>
        <div className={state.view === 'month' ? 'sm:hidden' : 'md:hidden'}>
          <Agenda key={range.from} {...viewProps} {...range} month={state.view === 'month' ? monthOf(anchor) : null} />
        </div>
      </section>

      <DayDialog date={openDay} entries={openDay ? (byDate.get(openDay) ?? []) : []} formats={formats} links={links} onClose={() => setOpenDay(null)} />
    </div>
  );
}
