'use client';

import { withBasePath } from '@/lib/base-path';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { dayGlyph, dayIconClass } from '@/components/time/day-icon';
import { formatDate, type TimeFormats } from '@/lib/date-time/format';
import { useDebounced } from '@/components/ui/use-debounced';
import { Avatar } from '@/components/ui/avatar';
import { Icon } from '@/components/ui/icons';
import { datesBetween, isoDay, weekdayShort } from '@/lib/date-time/calendar';
import { dayIconKind, dayIconLabel } from '@/lib/time/icons';
import { birdViewPageOptions, fetchBirdViewRow } from '@/lib/time/queries';
import type { BirdView, BirdViewRow, CalendarDay } from '@/lib/time/schemas';
import type { Period } from '@/lib/time/period';
import { detailsPath } from '@/lib/time/paths';
import { withParams } from '@/lib/search-params';
import { counted } from '@/lib/shared/plural';

/**
 * The bird view's table: every person × every day of the period. Rows are
 * virtualised (only those in view, plus a margin, are in the DOM) and fetched
 * a page of rows_per_page at a time as they scroll into view; the first page
 * comes rendered from the server. Day cells are single elements. A day with
 * an attendance opens its details in a dialog (loaded on demand); a change
 * there refreshes that row with table-row-data.
 */

const ROW_HEIGHT = 48;
const HEADER_HEIGHT = 44;
const OVERSCAN = 8;
const DAY_WIDTH = 36;
const SETTLE_MS = 120;

const BirdViewDayDialog = dynamic(() => import('./bird-view-day-dialog').then((module) => module.BirdViewDayDialog), { ssr: false });

export interface BirdViewTableProps {
  initial: BirdView;
  /** The period's month (the upstream's `month` query). */
  month: string;
  /** The days shown and the tenant's today (lib/time/period.ts: the answer may not state them). */
  period: Period;
  initialSearch: string;
  formats: TimeFormats;
  showClockErrors: boolean;
}

export function BirdViewTable({ initial, month, period, initialSearch, formats, showClockErrors }: BirdViewTableProps) {
  const client = useQueryClient();
  const [text, setText] = useState(initialSearch);
  const search = useDebounced(text.trim(), 300);
  const perPage = initial.meta.per_page;
  const dates = useMemo(() => datesBetween(period.start, period.end), [period.start, period.end]);
  const today = period.today;

  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 720 });
  // Pages are fetched once scrolling settles, so a fling past a hundred pages does not ask for each of them.
  const [settled, setSettled] = useState(true);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    let frame = 0;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      frame = 0;
      setView({ top: element.scrollTop, height: element.clientHeight });
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
      if (!quiet) setSettled(false);
      clearTimeout(quiet);
      quiet = setTimeout(() => {
        quiet = undefined;
        setSettled(true);
      }, SETTLE_MS);
    };
    measure();
    element.addEventListener('scroll', onScroll, { passive: true });
    const observer = new ResizeObserver(() => {
      if (!frame) frame = requestAnimationFrame(measure);
    });
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      observer.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(quiet);
    };
  }, []);
  useEffect(() => {
    scroller.current?.scrollTo({ top: 0 });
    // The search is in the address too: a reload or another month (BirdViewMonthNav) keeps it.
    const query = withParams(Object.fromEntries(new URLSearchParams(window.location.search)), { search });
    if (query !== window.location.search) window.history.replaceState(null, '', `${window.location.pathname}${query}`);
  }, [search]);

  const seeded = search === initialSearch;
  const firstPage = useQueries({
    queries: [{ ...birdViewPageOptions(month, search, 1, perPage), initialData: seeded ? initial : undefined }],
  })[0]!;
  const total = firstPage.data?.meta.total ?? (seeded ? initial.meta.total : 0);

  const firstRow = Math.max(0, Math.floor((view.top - HEADER_HEIGHT) / ROW_HEIGHT) - OVERSCAN);
  const lastRow = Math.min(total - 1, Math.ceil((view.top + view.height) / ROW_HEIGHT) + OVERSCAN);
  const pages: number[] = [];
  for (let page = Math.floor(firstRow / perPage) + 1; page <= Math.floor(Math.max(lastRow, 0) / perPage) + 1; page++) if (page > 1) pages.push(page);
  const loaded = useQueries({ queries: pages.map((page) => ({ ...birdViewPageOptions(month, search, page, perPage), enabled: settled })) });
  const rowsOf = new Map<number, BirdViewRow[]>();
  if (firstPage.data) rowsOf.set(1, firstPage.data.data);
  pages.forEach((page, i) => {
    const data = loaded[i]?.data;
    if (data) rowsOf.set(page, data.data);
  });

  const [open, setOpen] = useState<{ id: number; userId: number; name: string; date: string } | null>(null);
  const onOpenDay = useCallback((event: MouseEvent<HTMLElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-attendance]');
    if (!cell || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpen({ id: Number(cell.dataset.attendance), userId: Number(cell.dataset.user), name: cell.dataset.name ?? '', date: cell.dataset.date ?? '' });
  }, []);

  /** After a change in the dialog: this person's row again, from table-row-data, into whichever page holds it. */
  const refreshRow = useCallback(
    async (userId: number) => {
      const { data: row } = await fetchBirdViewRow(userId, month);
      client.setQueriesData<BirdView>({ queryKey: ['time', 'bird-view', month, search] }, (page) =>
        page ? { ...page, data: page.data.map((item) => (item.user.id === userId ? row : item)) } : page,
      );
    },
    [client, month, search],
  );

  const rows = [];
  for (let index = firstRow; index <= lastRow; index++) {
    const row = rowsOf.get(Math.floor(index / perPage) + 1)?.[index % perPage];
    rows.push(row ? <BirdRow key={row.user.id} row={row} index={index} today={today} dateFormat={formats.dateFormat} /> : <PlaceholderRow key={`placeholder-${index}`} index={index} days={dates.length} />);
  }
  const width = `calc(var(--person-width) + ${dates.length * DAY_WIDTH}px)`;

  return (
    <section aria-label="Bird view" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex w-full items-center gap-2 rounded-md border border-slate-300 bg-white px-3 focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/30 sm:w-72">
          <Icon name="search" size={16} className="text-slate-400" />
          <span className="sr-only">Search people</span>
          <input value={text} onChange={(event) => setText(event.target.value)} placeholder="Search people" className="min-h-10 w-full bg-transparent text-sm outline-none" />
        </label>
        <p className="text-sm text-slate-600" aria-live="polite">
          {firstPage.isFetching && !firstPage.data ? 'Searching…' : counted(total, 'person', 'people')}
        </p>
      </div>
      <div
        ref={scroller}
        tabIndex={0}
        aria-label="Attendance of people by day; scroll to see more"
        onClick={onOpenDay}
        className="relative h-[calc(100dvh-15rem)] min-h-80 overflow-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 [--person-width:9.5rem] sm:[--person-width:15rem]"
      >
        <div role="table" aria-rowcount={total + 1} aria-colcount={dates.length + 1} style={{ width, height: HEADER_HEIGHT + total * ROW_HEIGHT }} className="relative">
          <div role="row" aria-rowindex={1} className="sticky top-0 z-20 flex border-b border-slate-200 bg-white" style={{ height: HEADER_HEIGHT }}>
            <div role="columnheader" className="sticky left-0 z-10 flex w-[var(--person-width)] shrink-0 items-center bg-white px-3 text-xs font-semibold uppercase tracking-wide text-slate-500">
              Person
            </div>
            {dates.map((date) => {
              const weekend = isoDay(date) > 5;
              return (
                <div
                  role="columnheader"
                  key={date}
                  className={`flex w-9 shrink-0 flex-col items-center justify-center text-[11px] leading-4 ${date === today ? 'font-bold text-primary' : weekend ? 'bg-slate-50 text-slate-500' : 'text-slate-700'}`}
                  aria-label={date}
                >
                  <span>{weekdayShort(isoDay(date)).slice(0, 2)}</span>
                  <span className={date === today ? 'rounded-full bg-primary px-1 text-white' : ''}>{Number(date.slice(8))}</span>
                </div>
              );
            })}
          </div>
          {rows}
        </div>
        {total === 0 && !firstPage.isFetching ? (
          <p className="absolute inset-x-0 top-24 text-center text-sm text-slate-500">{search ? `No one matches “${search}”.` : 'No people yet.'}</p>
        ) : null}
      </div>
      {open ? (
        <BirdViewDayDialog
          attendance={open}
          formats={formats}
          showClockErrors={showClockErrors}
          onChanged={() => void refreshRow(open.userId)}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}

const rowStyle = (index: number) => ({ transform: `translateY(${HEADER_HEIGHT + index * ROW_HEIGHT}px)`, height: ROW_HEIGHT });

const BirdRow = memo(function BirdRow({ row, index, today, dateFormat }: { row: BirdViewRow; index: number; today: string; dateFormat: string }) {
  const { user, discharged_date: discharged } = row;
  return (
    <div role="row" aria-rowindex={index + 2} className="absolute left-0 top-0 flex w-full border-b border-slate-100 hover:bg-slate-50/80" style={rowStyle(index)}>
      <div role="rowheader" className="sticky left-0 z-10 flex w-[var(--person-width)] shrink-0 items-center gap-2 bg-white px-3">
        <Avatar src={user.avatar} name={user.name} size={28} />
        <span className="min-w-0">
          {/* On a phone the column has room for a first name: a name without a line under it takes two lines ("Benjamin …" said nobody). */}
          <span className={`block truncate text-sm font-medium text-slate-900 ${discharged ? '' : 'max-sm:line-clamp-2 max-sm:whitespace-normal max-sm:break-words max-sm:leading-5'}`}>{user.name}</span>
          {discharged ? (
            // A phone's name column has room for "Left" and the date, not "Discharged" too; screen readers get the word.
            <span className="block truncate text-xs text-slate-500" title={`Discharged ${formatDate(discharged, dateFormat)}`}>
              <span className="sr-only sm:not-sr-only">Discharged </span>
              <span aria-hidden className="sm:hidden">
                Left{' '}
              </span>
              {formatDate(discharged, dateFormat)}
            </span>
          ) : (
            <span className="hidden truncate text-xs text-slate-500 sm:block">{user.designation_name}</span>
          )}
        </span>
      </div>
      {row.days.map((day) => (
        <DayCell key={day.date} day={day} today={today} userId={user.id} name={user.name} dateText={dateText(day.date, dateFormat)} />
      ))}
    </div>
  );
});

/** A day in the tenant's format for the cells' labels: the same 31 dates for every row, formatted once. */
const dateTexts = new Map<string, string>();
function dateText(ymd: string, dateFormat: string): string {
  const key = `${dateFormat}|${ymd}`;
  let text = dateTexts.get(key);
  if (text === undefined) dateTexts.set(key, (text = formatDate(ymd, dateFormat)));
  return text;
}

function DayCell({ day, today, userId, name, dateText }: { day: CalendarDay; today: string; userId: number; name: string; dateText: string }) {
  const kind = dayIconKind(day, today);
  const label = dayIconLabel(day, today);
  const late = day.attendance?.late_status === 1;
  const remote = day.attendance?.working_place === 2;
  const className = `${dayIconClass(kind)} ${late ? 'ring-2 ring-warning/60' : ''} ${remote ? 'underline decoration-2 underline-offset-2' : ''}`;
  return (
    <div role="cell" className="flex w-9 shrink-0 items-center justify-center">
      {day.attendance ? (
        <a
          // A plain link (hundreds of cells): Next does not add the deployment prefix to it.
          href={withBasePath(detailsPath(day.attendance.id, userId))}
          data-attendance={day.attendance.id}
          data-user={userId}
          data-name={name}
          data-date={day.date}
          className={`${className} hover:scale-110 focus-visible:scale-110`}
          aria-label={`${name}, ${dateText}: ${label}`}
          title={label}
        >
          {dayGlyph(kind)}
        </a>
      ) : (
        <span className={className} title={label} aria-label={`${dateText}: ${label}`} role="img">
          {dayGlyph(kind)}
        </span>
      )}
    </div>
  );
}

function PlaceholderRow({ index, days }: { index: number; days: number }) {
  return (
    <div role="row" aria-rowindex={index + 2} aria-busy className="absolute left-0 top-0 flex w-full items-center border-b border-slate-100" style={rowStyle(index)}>
      <div className="sticky left-0 flex w-[var(--person-width)] shrink-0 items-center gap-2 bg-white px-3">
        <span className="size-7 animate-pulse rounded-full bg-slate-200" />
        <span className="h-3 w-24 animate-pulse rounded bg-slate-200" />
      </div>
      <div className="h-3 animate-pulse rounded bg-slate-100" style={{ width: days * DAY_WIDTH - 16, marginLeft: 8 }} />
    </div>
  );
}
