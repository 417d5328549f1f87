import { ShellCheck } from '@/components/shell/shell-check';
import type { ReactNode } from 'react';
import { DayIconLegend } from '@/components/time/day-icon';
import { EntriesList } from '@/components/time/entries-list';
import { MonthCalendar } from '@/components/time/month-calendar';
import type { TimeFormats } from '@/lib/date-time/format';
import { MonthNav } from '@/components/time/month-nav';
import { StatusSummary } from '@/components/time/status-summary';
import { Avatar } from '@/components/ui/avatar';
import { detailsPath } from '@/lib/time/paths';
import type { CalendarData, MonthlySummary } from '@/lib/time/schemas';

const LEGEND = ['completed', 'incomplete', 'present', 'absent', 'irregular', 'unassigned', 'leave', 'half_leave', 'holiday', 'late', 'remote', 'comment'] as const;

/**
 * One person's month: who, the month switcher, the status summary, the calendar and the entries.
 * The summary is its own call (calendar/{user_id}/monthly-summary): null when it failed, and the
 * month shows without it.
 */
export function PersonMonth({
  title,
  data,
  summary,
  formats,
  monthHref,
  actions,
  picker,
}: {
  title: string;
  data: CalendarData;
  summary: MonthlySummary | null;
  formats: TimeFormats;
  monthHref: (month: string) => string;
  actions?: ReactNode;
  picker?: ReactNode;
}) {
  const href = (id: number) => detailsPath(id, data.user.id);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-3 py-6 sm:px-6">
      <ShellCheck />
      <header className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <div className="keep-readable flex items-center gap-3">
          <Avatar src={data.user.avatar} name={data.user.name} size={44} />
          <div className="min-w-0">
            <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
            <p className="text-sm text-slate-600">
              {data.user.name}
              {data.user.designation_name ? ` · ${data.user.designation_name}` : ''}
              {data.user.status === 'archived' ? ' · Archived' : ''}
            </p>
          </div>
        </div>
        {picker}
        {actions}
      </header>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <MonthNav month={data.month} href={monthHref} today={data.today} />
      </div>
      {summary ? (
        <StatusSummary summary={summary} />
      ) : (
        <p role="status" className="rounded-xl bg-white p-4 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">
          The month’s summary could not be loaded. The days below are complete; reload the page to try the summary again.
        </p>
      )}
      <section aria-label="Calendar" className="rounded-xl bg-white p-2 shadow-sm ring-1 ring-slate-200 sm:p-4">
        <MonthCalendar month={data.month} today={data.today} firstDayOfWeek={data.first_day_of_week} days={data.days} formats={formats} detailsHref={href} />
        <DayIconLegend kinds={LEGEND} className="mt-3 px-1" />
      </section>
      <EntriesList days={data.days} today={data.today} formats={formats} detailsHref={href} />
    </div>
  );
}
