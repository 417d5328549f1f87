import { datesBetween, isoDay, weekdayShort } from '@/lib/date-time/calendar';
import { formatDate, yearlessDateFormat } from '@/lib/date-time/format';
import { EntryChip } from './calendar-entry';
import { dayLabel, type ViewProps } from './month-view';

/**
 * A week: seven columns, each day with every entry (a week has room for them).
 * A day's head is its weekday over its date, each on one line: the whole date
 * where a column is wide enough (lg), the date without its year below that
 * (the week's title above holds the year).
 */
export function WeekView({ from, to, byDate, today, formats, links, onOpenDay }: ViewProps & { from: string; to: string }) {
  return (
    <ol className="grid grid-cols-7 gap-1.5" aria-label="Days of the week">
      {datesBetween(from, to).map((date) => {
        const entries = byDate.get(date) ?? [];
        const isToday = date === today;
        return (
          <li key={date} aria-current={isToday ? 'date' : undefined} className={`flex min-h-64 min-w-0 flex-col gap-1 rounded-lg border p-1.5 ${isToday ? 'border-primary/50 bg-primary/5' : 'border-slate-200'}`}>
            <h3>
              <button
                type="button"
                onClick={() => onOpenDay(date)}
                aria-label={dayLabel(date, today, entries.length, formats.dateFormat)}
                className="flex w-full flex-col items-start rounded px-1 text-left hover:bg-slate-100"
              >
                <span className="text-xs font-semibold uppercase text-slate-500">{weekdayShort(isoDay(date))}</span>
                <span className={`whitespace-nowrap text-sm font-semibold ${isToday ? 'text-primary' : 'text-slate-800'}`}>
                  <span className="lg:hidden">{formatDate(date, yearlessDateFormat(formats.dateFormat))}</span>
                  <span className="hidden lg:inline">{formatDate(date, formats.dateFormat)}</span>
                </span>
              </button>
            </h3>
            {entries.length === 0 ? <p className="px-1 text-xs text-slate-500">Nothing</p> : null}
            {entries.map((entry) => (
              <EntryChip key={entry.key} entry={entry} links={links} timeFormat={formats.timeFormat} detailed />
            ))}
          </li>
        );
      })}
    </ol>
  );
}
