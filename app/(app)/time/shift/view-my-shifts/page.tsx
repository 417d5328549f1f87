import { RefreshOnAlert } from '@/components/realtime/live-refresh';
import { ShellCheck } from '@/components/shell/shell-check';
import type { Metadata } from 'next';
import { PageAbort } from '@/components/shell/page-abort';
import { MonthGrid } from '@/components/time/month-calendar';
import { MonthNav } from '@/components/time/month-nav';
import { requireRoute } from '@/lib/auth/api';
import { toAbort } from '@/lib/errors';
import { findRoute } from '@/lib/routes';
import { getMyShifts } from '@/lib/time/api';
import { monthQuery } from '@/lib/date-time/calendar';
import { DayIcon } from '@/components/time/day-icon';
import { formatDate, formatMinutes, formatTime, formatTimeRange } from '@/lib/date-time/format';
import { scheduledMinutes } from '@/lib/time/shift';
import { spentTypeName } from '@/lib/leave/leave-days';

export const metadata: Metadata = { title: findRoute('/time/shift/view-my-shifts').title };

/** My shifts: the published shifts of my month (spec: has_any_shift, calendar, user). */
export default async function MyShiftsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const month = monthQuery((await searchParams).month);
  const [gate, shifts] = await Promise.all([requireRoute('/time/shift/view-my-shifts'), getMyShifts(month)]);
  if (!gate.ok) return <PageAbort {...gate.abort} />;
  if (!shifts.ok) return <PageAbort {...toAbort(shifts.error)} />;
  const { settings } = gate.auth;
  const { calendar, has_any_shift } = shifts.data;
  const byDate = new Map(calendar.days.map((day) => [day.date, day]));
  const upcoming = calendar.days.filter((day) => day.date >= calendar.today && (day.shifts.length > 0 || day.holiday || day.leave));
  /** Approved leave of a day, as the calendar and the list name it: "Annual leave" or "Annual leave (First half)". */
  const leaveText = (leave: { name: string; spent_type: 'full' | 'first_half' | 'second_half' }) =>
    leave.spent_type === 'full' ? leave.name : `${leave.name} (${spentTypeName(leave.spent_type)})`;
  const total = scheduledMinutes(calendar.days);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-3 py-6 sm:px-6">
      <ShellCheck />
      {/* A shift published or removed reaches an open page with its alert. */}
      <RefreshOnAlert kind="my_shifts" />
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">My shifts</h1>
          <p className="text-sm text-slate-600">{total > 0 ? `${formatMinutes(total)} of work scheduled this month` : 'Nothing scheduled this month'}</p>
        </div>
        <MonthNav month={calendar.month} today={calendar.today} href={(next) => `/time/shift/view-my-shifts?month=${next}`} />
      </header>
      {!has_any_shift ? (
        <p className="rounded-xl bg-white px-4 py-10 text-center text-slate-600 shadow-sm ring-1 ring-slate-200">No shifts have been published for you yet.</p>
      ) : (
        <>
          <section aria-label="Shift calendar" className="rounded-xl bg-white p-2 shadow-sm ring-1 ring-slate-200 sm:p-4">
            <MonthGrid
              month={calendar.month}
              firstDayOfWeek={calendar.first_day_of_week}
              caption="Shifts of the month"
              renderDay={(date) => {
                const isToday = date === calendar.today;
                const holiday = byDate.get(date)?.holiday;
                const leave = byDate.get(date)?.leave;
                // A day of full leave is not worked either: it shows no shift.
                const off = !!holiday || leave?.spent_type === 'full';
                return (
                  <div className={`flex min-h-16 flex-col gap-1 rounded-lg border p-1 sm:min-h-24 sm:p-2 ${isToday ? 'border-primary/40 bg-primary/5' : 'border-slate-200 bg-white'}`}>
                    <span className={`grid size-6 place-items-center rounded-full text-xs font-semibold ${isToday ? 'bg-primary text-white' : ''}`}>{Number(date.slice(8))}</span>
                    {holiday ? (
                      <span title={holiday} className="flex items-center gap-1 text-[11px] font-medium leading-4 text-violet-700">
                        <DayIcon kind="holiday" size="badge" />
                        <span className="sr-only sm:not-sr-only">{holiday}</span>
                      </span>
                    ) : null}
                    {leave && !holiday ? (
                      <span title={leaveText(leave)} className="flex items-center gap-1 text-[11px] font-medium leading-4 text-sky-800">
                        <DayIcon kind={leave.spent_type === 'full' ? 'leave' : 'half_leave'} size="badge" />
                        <span className="sr-only sm:not-sr-only">{leaveText(leave)}</span>
                      </span>
                    ) : null}
                    {/* A holiday's or a full leave day's shift is not worked: it shows no shift. */}
                    {(off ? [] : (byDate.get(date)?.shifts ?? [])).map((shift) => {
                      const hours = formatTimeRange(shift, settings.time_format);
                      // A phone's cell is about 26 px wide: a marker there (the list below names each shift); the time and name from 640 px.
                      return (
                        <span key={shift.id} title={`${shift.name} ${hours}`} className="block h-1.5 rounded-full bg-teal sm:h-auto sm:rounded-md sm:bg-teal/15 sm:px-1 sm:text-[11px] sm:font-medium sm:leading-4 sm:text-teal-800">
                          <span className="sr-only">
                            {shift.name} {hours}
                          </span>
                          <span aria-hidden className="hidden sm:block">
                            {formatTime(shift.start_time, settings.time_format)}
                          </span>
                          <span aria-hidden className="hidden [overflow-wrap:anywhere] sm:block">
                            {shift.name}
                          </span>
                        </span>
                      );
                    })}
                  </div>
                );
              }}
            />
          </section>
          <section aria-labelledby="upcoming-title" className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
            <h2 id="upcoming-title" className="border-b border-slate-100 px-4 py-3 font-semibold text-slate-900">
              Coming up
            </h2>
            {upcoming.length === 0 ? (
              <p className="px-4 py-6 text-center text-sm text-slate-500">No more shifts this month.</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {upcoming.map((day) =>
                  day.holiday ? (
                    <li key={day.date} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm">
                      <span className="font-medium text-slate-900">{formatDate(day.date, `ddd, ${settings.date_format}`)}</span>
                      <span className="text-violet-700">{day.holiday} · no work scheduled</span>
                    </li>
                  ) : day.leave ? (
                    <li key={day.date} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm">
                      <span className="font-medium text-slate-900">{formatDate(day.date, `ddd, ${settings.date_format}`)}</span>
                      <span className="text-sky-800">
                        On leave: {leaveText(day.leave)}
                        {day.leave.spent_type !== 'full' && day.shifts[0] ? ` · ${day.shifts[0].name} shift` : ''}
                      </span>
                    </li>
                  ) : (
                    day.shifts.map((shift) => (
                      <li key={shift.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm">
                        <span className="font-medium text-slate-900">{formatDate(day.date, `ddd, ${settings.date_format}`)}</span>
                        <span className="text-slate-700">
                          {shift.name} · {formatTimeRange(shift, settings.time_format)} ·{' '}
                          {formatMinutes(shift.work_time)}
                        </span>
                      </li>
                    ))
                  ),
                )}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
