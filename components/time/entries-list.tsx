import { IntentLink } from '@/components/ui/intent-link';
import { DayIcon } from '@/components/time/day-icon';
import type { TimeFormats } from '@/lib/date-time/format';
import { formatDate, formatDuration, formatTime } from '@/lib/date-time/format';
import { dayBadges, dayIconKind, ICON_LABELS } from '@/lib/time/icons';
import type { CalendarDay } from '@/lib/time/schemas';

/**
 * The month's attendance entries, newest first, each leading to its details.
 * From md each entry is a row of the list's one grid (subgrid), so the time,
 * break, worked and status columns line up from row to row whatever the width
 * of a row's status badges.
 */
export function EntriesList({ days, today, formats, detailsHref }: { days: readonly CalendarDay[]; today: string; formats: TimeFormats; detailsHref: (id: number) => string }) {
  const entries = days.filter((day) => day.attendance).reverse();
  return (
    <section aria-labelledby="entries-title" className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <h2 id="entries-title" className="border-b border-slate-100 px-4 py-3 text-base font-semibold text-slate-900">
        Entries
      </h2>
      {entries.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-slate-500">No attendance recorded this month.</p>
      ) : (
        <ul className="divide-y divide-slate-100 md:grid md:grid-cols-[9rem_1fr_6rem_6rem_auto] md:gap-x-4">
          {entries.map((day) => {
            const attendance = day.attendance!;
            const kinds = [dayIconKind(day, today), ...dayBadges(day)];
            return (
              <li key={day.date} className="md:col-span-full md:grid md:grid-cols-subgrid">
                <IntentLink href={detailsHref(attendance.id)} className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 px-4 py-3 hover:bg-slate-50 md:col-span-full md:grid-cols-subgrid">
                  <span className="font-medium text-slate-900">{formatDate(day.date, formats.dateFormat)}</span>
                  <span className="text-sm text-slate-600">
                    {formatTime(attendance.clock_in, formats.timeFormat)} – {attendance.is_open ? 'now' : formatTime(attendance.clock_out, formats.timeFormat)}
                  </span>
                  <span className="text-sm text-slate-600">
                    <span className="sr-only">Break </span>
                    {formatDuration(attendance.break_time)} break
                  </span>
                  <span className="text-sm font-semibold text-slate-900">
                    <span className="sr-only">Worked </span>
                    {formatDuration(attendance.spent_time)}
                  </span>
                  <span className="col-span-2 flex flex-wrap gap-1 md:col-span-1">
                    {kinds.map((kind) => (
                      <span key={kind} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pl-0.5 pr-2 text-xs text-slate-700">
                        <DayIcon kind={kind} size="sm" />
                        {ICON_LABELS[kind]}
                      </span>
                    ))}
                  </span>
                </IntentLink>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
