import Form from 'next/form';
import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { notFound } from 'next/navigation';
import { PageAbort } from '@/components/shell/page-abort';
import { ShellCheck } from '@/components/shell/shell-check';
import { EmptyBlock, emptyStateOf } from '@/components/kit/empty-state';
import { Pager } from '@/components/kit/pager';
import { SettingsPage } from '@/components/kit/settings-page';
import { Avatar } from '@/components/ui/avatar';
import { Icon } from '@/components/ui/icons';
import { requireRoute } from '@/lib/auth/api';
import { toAbort } from '@/lib/errors';
import { canAccess, findRoute, routeHref } from '@/lib/routes';
import { buttonClasses } from '@/components/ui/button';
import { getAssignableData, getShiftCalendar } from '@/lib/time/api';
import { isoDay, shiftDate, weekdayShort } from '@/lib/date-time/calendar';
import { formatDate, formatTime, formatTimeRange, formatWall } from '@/lib/date-time/format';
import { shiftCalendarPeriod } from '@/lib/time/period';
import type { ActionLogEntry, ShiftCalendar } from '@/lib/time/schemas';
import { PendingBatches } from './_components/pending-batches';
import { ShiftActions } from './_components/shift-actions';
import { ScrollRegion } from '@/components/kit/scroll-region';
import { counted } from '@/lib/shared/plural';

export const metadata: Metadata = { title: findRoute('/settings/time/shift-assignment/[[action_id]]').title };

const ACTION_TEXT: Record<ActionLogEntry['action'], string> = { assigned: 'Assigned', published: 'Published', cancelled: 'Cancelled', cleared: 'Cleared' };
const STATUS_STYLE = { pending: 'bg-amber-100 text-amber-900', published: 'bg-success/15 text-green-800', cancelled: 'bg-slate-100 text-slate-600' } as const;

/** Shift assignment (spec: view_shift_calendar): the week's shift calendar, batches waiting to be published and the action log. */
export default async function ShiftAssignmentPage({
  params,
  searchParams,
}: {
  params: Promise<{ action_id?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ action_id }, query] = await Promise.all([params, searchParams]);
  // One optional segment: /shift-assignment or /shift-assignment/{action_id}.
  if ((action_id?.length ?? 0) > 1) notFound();
  const actionId = Number(action_id?.[0]) > 0 ? Number(action_id?.[0]) : null;
  const start = typeof query.start === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(query.start) ? query.start : undefined;
  const search = typeof query.search === 'string' ? query.search.slice(0, 100) : '';
  const page = Math.max(1, Number(query.page) || 1);
  const [gate, calendar, assignable] = await Promise.all([
    requireRoute('/settings/time/shift-assignment/[[action_id]]'),
    getShiftCalendar({ start, search: search || undefined, page, action_id: actionId ?? undefined }),
    getAssignableData(),
  ]);
  if (!gate.ok) return <PageAbort {...gate.abort} />;
  if (!calendar.ok) return <PageAbort {...toAbort(calendar.error)} />;
  if (!assignable.ok) return <PageAbort {...toAbort(assignable.error)} />;
  const { settings } = gate.auth;
  const { actionLog } = calendar.data;
  const period = shiftCalendarPeriod(calendar.data, { start, serverTime: gate.auth.app.server_time, firstDayOfWeek: gate.auth.app.first_day_of_week });
  const pending = actionLog.filter((entry) => entry.action === 'assigned' && entry.batch_status === 'pending');
  const href = (next: { start?: string; page?: number; search?: string }) => {
    const params = new URLSearchParams();
    params.set('start', next.start ?? period.start);
    if ((next.search ?? search) !== '') params.set('search', next.search ?? search);
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    return `/settings/time/shift-assignment${actionId ? `/${actionId}` : ''}?${params}`;
  };

  return (
    <SettingsPage
      title="Shift assignment"
      description="Assign shift templates to people and days, then publish the batch to let them know."
      wide
      card={false}
      actions={
        <div className="flex flex-wrap gap-2">
          {/* The templates the shifts come from: a manager may see them but has no settings menu to find them in. */}
          {canAccess(findRoute('/settings/time/shift-templates'), gate.permissions) ? (
            <IntentLink href={routeHref('/settings/time/shift-templates')} className={buttonClasses('secondary')}>
              Shift templates
            </IntentLink>
          ) : null}
          <ShiftActions assignable={assignable.data} today={period.today} dateFormat={settings.date_format} firstDayOfWeek={gate.auth.app.first_day_of_week} />
        </div>
      }
    >
      <ShellCheck />
      <PendingBatches entries={pending} highlight={actionId} start={period.start} firstDayOfWeek={gate.auth.app.first_day_of_week} />
      <section aria-labelledby="week-title" className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
          <h2 id="week-title" className="font-semibold text-slate-900">
            {formatDate(period.start, settings.date_format)} – {formatDate(period.end, settings.date_format)}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <Form action={href({})} className="flex" role="search" aria-label="People in this week’s shifts">
              <input type="hidden" name="start" value={period.start} />
              <label className="sr-only" htmlFor="shift-search">
                Search people
              </label>
              <input id="shift-search" name="search" defaultValue={search} placeholder="Search people" className="min-h-9 w-40 rounded-md border border-slate-300 px-3 text-sm sm:w-56" />
            </Form>
            <nav aria-label="Week" className="flex items-center gap-1">
              <IntentLink href={href({ start: shiftDate(period.start, -7) })} className="grid size-9 place-items-center rounded-md text-slate-600 hover:bg-slate-100" aria-label="Previous week">
                <Icon name="chevron-right" size={18} className="rotate-180" />
              </IntentLink>
              <IntentLink href={href({ start: shiftDate(period.start, 7) })} className="grid size-9 place-items-center rounded-md text-slate-600 hover:bg-slate-100" aria-label="Next week">
                <Icon name="chevron-right" size={18} />
              </IntentLink>
            </nav>
          </div>
        </div>
        <WeekTable calendar={calendar.data} today={period.today} timeFormat={settings.time_format} pageHref={(next) => href({ page: next })} />
        <Pager meta={calendar.data.meta} href={(next) => href({ page: next })} noun="people" className="border-t border-slate-100 px-4 py-3" />
      </section>
      <ActionLog entries={actionLog} highlight={actionId} dateFormat={settings.date_format} timeFormat={settings.time_format} />
    </SettingsPage>
  );
}

function WeekTable({ calendar, today, timeFormat, pageHref }: { calendar: ShiftCalendar; today: string; timeFormat: number; pageHref: (page: number) => string }) {
  const dates = calendar.data[0]?.days.map((day) => day.date) ?? [];
  // A page past the end (an old link) says so, with the way back.
  if (calendar.data.length === 0) return <EmptyBlock empty={emptyStateOf({ title: 'No people match.' }, calendar.meta, pageHref, 'people')} />;
  return (
    <ScrollRegion label="Shifts by person and day" className="overflow-x-auto">
      <table className="w-full min-w-[52rem] text-left text-sm">
        <caption className="sr-only">Shifts by person and day</caption>
        <thead className="text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="w-56 px-4 py-2 font-semibold">
              Person
            </th>
            {dates.map((date) => (
              <th key={date} scope="col" className={`px-2 py-2 font-semibold ${date === today ? 'text-primary' : ''}`}>
                {weekdayShort(isoDay(date))} {Number(date.slice(8))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {calendar.data.map((row) => (
            <tr key={row.user.id}>
              <th scope="row" className="px-4 py-2 font-normal">
                <span className="flex items-center gap-2">
                  <Avatar src={row.user.avatar} name={row.user.name} size={28} />
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{row.user.name}</span>
                    <span className="block truncate text-xs text-slate-500">{row.user.designation_name}</span>
                  </span>
                </span>
              </th>
              {row.days.map((day) => (
                <td key={day.date} className="px-1.5 py-1.5 align-top">
                  <div className="flex flex-col gap-1">
                    {day.shifts.map((shift) => (
                      <span
                        key={shift.id}
                        className={`truncate rounded-md px-1.5 py-0.5 text-xs ${shift.is_published ? 'bg-teal/15 font-medium text-teal-800' : 'border border-dashed border-amber-400 bg-amber-50 text-amber-900'}`}
                        title={`${shift.name} ${formatTimeRange(shift, timeFormat)}${shift.is_published ? '' : ' (not published)'}`}
                      >
                        {shift.name}
                        <span className="hidden lg:inline"> {formatTime(shift.start_time, timeFormat)}</span>
                        {shift.is_published ? null : <span className="sr-only"> (not published)</span>}
                      </span>
                    ))}
                  </div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function ActionLog({ entries, highlight, dateFormat, timeFormat }: { entries: readonly ActionLogEntry[]; highlight: number | null; dateFormat: string; timeFormat: number }) {
  return (
    <section aria-labelledby="log-title" className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <h2 id="log-title" className="border-b border-slate-100 px-4 py-3 font-semibold text-slate-900">
        Action log
      </h2>
      {entries.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-slate-500">Nothing has been assigned yet.</p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <li key={entry.id} id={`action-${entry.id}`} aria-current={entry.id === highlight ? 'true' : undefined} className={`flex flex-wrap items-center justify-between gap-2 px-4 py-3 ${entry.id === highlight ? 'bg-primary/5' : ''}`}>
              <div className="min-w-0">
                <p className="text-sm text-slate-900">
                  <span className="font-semibold">{ACTION_TEXT[entry.action]}</span>
                  {entry.batch_id ? <span className="text-slate-500"> · batch #{entry.batch_id}</span> : null}: {entry.description}
                </p>
                <p className="text-xs text-slate-500">
                  {entry.author.name} · {formatWall(entry.created_at, dateFormat, timeFormat)} · {counted(entry.count, 'shift')}
                </p>
              </div>
              {entry.batch_status ? <span className={`rounded-full px-2 py-0.5 text-xs font-medium capitalize ${STATUS_STYLE[entry.batch_status]}`}>{entry.batch_status}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
