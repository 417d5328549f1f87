import { Dates } from '@/components/ui/dates';
import { IntentLink } from '@/components/ui/intent-link';
import { DataTable } from '@/components/kit/data-table';
import { SectionCard } from '@/components/kit/section-card';
import { SettingsPage } from '@/components/kit/settings-page';
import { buttonClasses } from '@/components/ui/button';
import { LEAVE_STATUSES, type EmployeeLeaves, type LeaveRow } from '@/lib/leave/application-schemas';
import { routeHref } from '@/lib/routes';
import { BalanceTable, dateRangeText, daysText, STATUS_LABEL, StatusBadge } from './leave-bits';

/**
 * A person's leave (/leaves/self, /leaves/{user_id}): their applications of a
 * leave year with a status filter, their balances per type, and what is
 * coming up. Server-rendered: the filters are links.
 */
export function PersonLeaves({
  data,
  askedYear,
  title,
  basePath,
  status,
  dateFormat,
  canApply,
  back,
}: {
  data: EmployeeLeaves;
  /** The leave year the page asked for (the query's, or this year): shown when the answer does not say. */
  askedYear: number;
  title: string;
  /** Where this page is reached from: My leave from the feed, a person's leave from All leave. */
  /** The way back above the title; null: none (My leave is a page of the menu). */
  back: { href: string; label: string } | null;
  basePath: string;
  status: string | undefined;
  dateFormat: string;
  canApply: boolean;
}) {
  const shownYear = data.year ?? askedYear;
  const years = data.years ?? [shownYear];
  const href = (next: { year?: number; status?: string; page?: number }) => {
    const query = new URLSearchParams();
    const year = next.year ?? shownYear;
    query.set('year', String(year));
    const wanted = 'status' in next ? next.status : status;
    if (wanted) query.set('status', wanted);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    return `${basePath}?${query}`;
  };
  const apply = canApply ? (
    <IntentLink href={routeHref('/leave/application/new')} className={buttonClasses()}>
      Apply for leave
    </IntentLink>
  ) : null;
  const view = (row: LeaveRow) => routeHref('/leave/application/view/[id]', { id: row.id });
  const yearDate = data.balances?.[0]?.years.find((year) => year.year === shownYear)?.start;

  // Cards of what the answer carries besides the spec's data, user and meta.
  const balances = data.balances ? (
    <SectionCard title="Balances" description={yearDate ? `Leave year from ${dateRangeText(yearDate, yearDate, dateFormat)}` : 'This leave year'}>
      <BalanceTable types={data.balances} date={yearDate} caption={`Leave balances of ${data.user.name}`} />
    </SectionCard>
  ) : null;
  const upcoming = data.upcoming ? (
    <SectionCard title="Upcoming leave">
      {data.upcoming.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing planned.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {data.upcoming.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <IntentLink href={view(row)} className="min-w-0 font-medium text-primary hover:underline">
                {row.leave_type.name}, {dateRangeText(row.start_date, row.end_date, dateFormat)}
              </IntentLink>
              <span className="flex items-center gap-2">
                <span className="text-slate-600">{daysText(row.days)}</span>
                <StatusBadge status={row.status} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  ) : null;

  return (
    <SettingsPage title={title} description="Balances, leave coming up, and the applications of each leave year." back={back} actions={apply} card={false} wide>
      {balances || upcoming ? (
        <div className="grid gap-4 lg:grid-cols-2">
          {balances}
          {upcoming}
        </div>
      ) : null}

      <nav aria-label="Filters" className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <ul className="flex flex-wrap gap-1" aria-label="Status">
          {[undefined, ...LEAVE_STATUSES].map((option) => (
            <li key={option ?? 'all'}>
              <IntentLink
                href={href({ status: option, page: 1 })}
                aria-current={option === status ? 'page' : undefined}
                className={`inline-flex min-h-9 items-center rounded-full px-3 text-sm font-medium ${option === status ? 'bg-primary text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50'}`}
              >
                {option ? STATUS_LABEL[option] : 'All'}
              </IntentLink>
            </li>
          ))}
        </ul>
        <ul className="flex flex-wrap gap-1" aria-label="Leave year">
          {years.map((year) => (
            <li key={year}>
              <IntentLink
                href={href({ year, page: 1 })}
                aria-current={year === shownYear ? 'page' : undefined}
                className={`inline-flex min-h-9 items-center rounded-md px-3 text-sm font-medium ${year === shownYear ? 'bg-slate-800 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50'}`}
              >
                {year}
              </IntentLink>
            </li>
          ))}
        </ul>
      </nav>

      <DataTable
        caption={`Leave applications ${shownYear}`}
        rows={data.data}
        rowKey={(row) => row.id}
        columns={[
          {
            key: 'dates',
            header: 'Dates',
            cell: (row) => (
              <IntentLink href={view(row)} className="font-medium text-primary hover:underline">
                <Dates text={dateRangeText(row.start_date, row.end_date, dateFormat)} />
              </IntentLink>
            ),
          },
          { key: 'type', header: 'Type', cell: (row) => row.leave_type.name },
          { key: 'days', header: 'Days', cell: (row) => daysText(row.days), hideBelow: 'sm', stack: true },
          { key: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
          {
            key: 'awaiting',
            header: 'Awaiting',
            cell: (row) => (row.awaiting.length ? row.awaiting.map((person) => person.name).join(', ') : '—'),
            hideBelow: 'md',
          },
        ]}
        empty={{ title: 'No leave applications', text: status ? `None ${STATUS_LABEL[status as keyof typeof STATUS_LABEL]?.toLowerCase() ?? ''} in ${shownYear}.` : `None in ${shownYear}.`, action: apply }}
        meta={data.meta}
        pageHref={(page) => href({ page })}
        noun="applications"
      />
    </SettingsPage>
  );
}
