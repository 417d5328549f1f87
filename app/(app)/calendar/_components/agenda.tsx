import { useState } from 'react';
import { datesBetween, isoDay, weekdayShort } from '@/lib/date-time/calendar';
import { formatDate } from '@/lib/date-time/format';
import type { CalendarEntry } from '@/lib/calendar/schemas';
import { EntryRow } from './calendar-entry';
import type { ViewProps } from './month-view';
import { counted } from '@/lib/shared/plural';

/** A span of more than one day, as the agenda says it beside the entry. */
export function spanText(entry: CalendarEntry, dateFormat: string): string | undefined {
  return entry.start_date === entry.end_date ? undefined : `${formatDate(entry.start_date, dateFormat)} – ${formatDate(entry.end_date, dateFormat)}`;
}

/**
 * The phone's calendar: the days that have something, each with its entries as readable rows
 * (who, what, when). A range with today in it starts at today, the days before it one press
 * away: on a phone the month's first days had pushed today a long scroll down. Each day's
 * heading stays in sight under the app's header while its entries scroll.
 */
export function Agenda({ from, to, month, byDate, today, formats, links }: ViewProps & { from: string; to: string; month: string | null }) {
  const [showEarlier, setShowEarlier] = useState(false);
  const days = datesBetween(from, to).filter((date) => (month === null || date.startsWith(month)) && byDate.has(date));
  const inRange = today >= from && today <= to && (month === null || today.startsWith(month));
  const earlier = inRange ? days.filter((date) => date < today).length : 0;
  const shown = showEarlier ? days : days.slice(earlier);
  const span = month ? 'this month' : 'this week';
  return (
    <>
      {earlier > 0 ? (
        <button
          type="button"
          aria-expanded={showEarlier}
          onClick={() => setShowEarlier(!showEarlier)}
          className="flex min-h-11 w-full items-center justify-center border-b border-slate-100 px-3 text-sm font-medium text-primary hover:bg-slate-50"
        >
          {showEarlier ? `Hide the days before today (${earlier})` : `Earlier ${span} (${counted(earlier, 'day')})`}
        </button>
      ) : null}
      {shown.length === 0 ? (
        <p className="px-4 py-10 text-center text-sm text-slate-500">{days.length === 0 ? `Nothing on the calendar ${span}.` : `Nothing more on the calendar ${span}.`}</p>
      ) : (
        <ol aria-label="Agenda" className="divide-y divide-slate-100">
          {shown.map((date) => (
            <li key={date} aria-current={date === today ? 'date' : undefined}>
              <h3 className={`sticky top-header bg-white/95 px-3 pb-1 pt-3 text-sm font-semibold ${date === today ? 'text-primary' : 'text-slate-900'}`}>
                {weekdayShort(isoDay(date))}, {formatDate(date, formats.dateFormat)}
                {date === today ? ' · Today' : ''}
              </h3>
              <ul>
                {byDate.get(date)!.map((entry) => (
                  <li key={entry.key}>
                    <EntryRow entry={entry} links={links} timeFormat={formats.timeFormat} when={spanText(entry, formats.dateFormat)} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
