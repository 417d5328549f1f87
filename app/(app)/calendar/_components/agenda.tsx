import { datesBetween, isoDay, weekdayShort } from '@/lib/date-time/calendar';
import { formatDate } from '@/lib/date-time/format';
import type { CalendarEntry } from '@/lib/calendar/schemas';
import { EntryRow } from './calendar-entry';
import type { ViewProps } from './month-view';

/** A span of more than one day, as the agenda says it beside the entry. */
export function spanText(entry: CalendarEntry, dateFormat: string): string | undefined {
  return entry.start_date === entry.end_date ? undefined : `${formatDate(entry.start_date, dateFormat)} – ${formatDate(entry.end_date, dateFormat)}`;
}

/** The phone's calendar: the days that have something, each with its entries as readable rows (who, what, when). */
export function Agenda({ from, to, month, byDate, today, formats, links }: ViewProps & { from: string; to: string; month: string | null }) {
  const days = datesBetween(from, to).filter((date) => (month === null || date.startsWith(month)) && byDate.has(date));
  if (days.length === 0) return <p className="px-4 py-10 text-center text-sm text-slate-500">Nothing on the calendar {month ? 'this month' : 'this week'}.</p>;
  return (
    <ol aria-label="Agenda" className="divide-y divide-slate-100">
      {days.map((date) => (
        <li key={date} aria-current={date === today ? 'date' : undefined}>
          <h3 className={`sticky top-0 bg-white/95 px-3 pb-1 pt-3 text-sm font-semibold ${date === today ? 'text-primary' : 'text-slate-900'}`}>
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
  );
}
