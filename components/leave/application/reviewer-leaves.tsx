import { Fragment } from 'react';
import Form from 'next/form';
import { IntentLink } from '@/components/ui/intent-link';
import { DataTable } from '@/components/kit/data-table';
import { PersonCell } from '@/components/kit/person-cell';
import { SettingsPage } from '@/components/kit/settings-page';
import { SettingsWelcomeWizard } from '@/components/leave/welcome-wizard';
import type { WizardAccess } from '@/lib/leave/wizard-steps';
import { buttonClasses } from '@/components/ui/button';
import { Dates } from '@/components/ui/dates';
import { DateQueryField } from '@/components/ui/date-query-field';
import { controlClasses } from '@/components/ui/field-frame';
import { KeepWhole } from '@/components/ui/keep-whole';
import { isCalendarDate } from '@/lib/date-time/calendar';
import { formatDate } from '@/lib/date-time/format';
import { LEAVE_STATUSES, type LeaveRow, type ReviewerLeaves, type ReviewerSummary } from '@/lib/leave/application-schemas';
import { END_BEFORE_START } from '@/lib/messages';
import { routeHref } from '@/lib/routes';
import { dateRangeText, daysText, shownOf, STATUS_LABEL, StatusBadge } from './leave-bits';
import { DecisionButton, DeleteLeaveButton } from './leave-decisions';

/**
 * The reviewers' list (/leaves/all): the summary figures, the filters (a GET form: a
 * plain one before any script, a client navigation after), each application with the
 * colleagues of the same department away on overlapping days, and approve,
 * reject and delete on the row.
 */

export type ReviewerFilters = Partial<Record<'status' | 'leave_type_id' | 'department_id' | 'from' | 'to' | 'search' | 'showMyPending', string>>;

export function ReviewerLeavesScreen({
  list,
  summary,
  filters,
  dateFormat,
  canApply,
  seesPeople,
  wizardAccess,
}: {
  list: ReviewerLeaves;
  summary: ReviewerSummary;
  filters: ReviewerFilters;
  dateFormat: string;
  canApply: boolean;
  /** Whether the viewer may open each person's leave (lib/leave/access.ts): the names lead there. */
  seesPeople: boolean;
  /** What the viewer may do with the leave settings wizard the list carries (lib/leave/wizard-steps.ts). */
  wizardAccess: WizardAccess;
}) {
  const base = routeHref('/leaves/all');
  // A range the wrong way round matches nothing: say why, instead of only "Nothing matches these filters".
  const reversed = !!filters.from && !!filters.to && isCalendarDate(filters.from) && isCalendarDate(filters.to) && filters.to < filters.from;
  const href = (change: ReviewerFilters & { page?: number }) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...filters, page: undefined, ...change })) if (value) query.set(key, String(value));
    const text = query.toString();
    return text ? `${base}?${text}` : base;
  };
  const figures = [
    { label: 'Awaiting you', value: summary.awaiting_me, href: href({ showMyPending: '1', status: undefined }) },
    { label: 'Pending', value: summary.pending, href: href({ status: 'pending', showMyPending: undefined }) },
    { label: 'Approved', value: summary.approved, href: href({ status: 'approved', showMyPending: undefined }) },
    { label: 'Rejected', value: summary.rejected, href: href({ status: 'rejected', showMyPending: undefined }) },
    { label: 'Withdrawn', value: summary.withdrawn, href: href({ status: 'withdrawn', showMyPending: undefined }) },
    { label: 'On leave today', value: summary.on_leave_today, href: undefined },
  ];
  const who = (row: LeaveRow) => `${row.author.name}’s ${row.leave_type.name}, ${dateRangeText(row.start_date, row.end_date, dateFormat)}`;

  return (
    <SettingsPage
      title="All leave"
      description="Applications to review, and who is away."
      back={{ href: routeHref('/leaves/self'), label: 'My leave' }}
      actions={
        canApply ? (
          <IntentLink href={routeHref('/leave/application/new')} className={buttonClasses()}>
            Apply for leave
          </IntentLink>
        ) : null
      }
      card={false}
      wide
    >
      <SettingsWelcomeWizard wizard={list.leave_welcome_wizard} access={wizardAccess} />
      <ul aria-label="Summary" className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map((figure) => {
          const body = (
            <>
              <span className="block text-2xl font-semibold tabular-nums text-slate-900">{figure.value}</span>
              <span className="block text-xs font-medium uppercase tracking-wide text-slate-500">{figure.label}</span>
            </>
          );
          return (
            <li key={figure.label}>
              {figure.href ? (
                <IntentLink href={figure.href} className="block rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 hover:ring-primary">
                  {body}
                </IntentLink>
              ) : (
                <div className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">{body}</div>
              )}
            </li>
          );
        })}
      </ul>

      {/* Seven parts in one row only where each gets room (2xl): at 1,280 px the dates cut their year and Reset ran out of the card. */}
      {/* Keyed on the filters in force: Reset, a summary figure or Back draw the boxes anew with the list's filters, never the ones typed before. */}
      <Form
        key={JSON.stringify(filters)}
        action={base}
        aria-label="Filters"
        className="grid grid-cols-2 gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-3 sm:items-end lg:grid-cols-4 2xl:grid-cols-[repeat(6,minmax(0,1fr))_auto]"
      >
        <FilterSelect label="Status" name="status" value={filters.status} any="Any status" options={LEAVE_STATUSES.map((status) => ({ id: status, name: STATUS_LABEL[status] }))} />
        <FilterSelect label="Type" name="leave_type_id" value={filters.leave_type_id} any="Any type" options={summary.filters.leave_types} />
        {/* On a phone's two columns, "Any department" and a department's name need the whole row (half of it read "Any departme"). */}
        <FilterSelect label="Department" name="department_id" value={filters.department_id} any="Any department" options={summary.filters.departments} wide />
        <DateQueryField name="from" label="From" defaultValue={filters.from} />
        <DateQueryField name="to" label="To" defaultValue={filters.to} />
        <label className="col-span-2 flex flex-col gap-1 text-sm font-medium text-slate-700 sm:col-span-1">
          Person
          <input type="search" name="search" defaultValue={filters.search ?? ''} placeholder="Name" className={controlClasses(false)} />
        </label>
        <div className="col-span-2 flex gap-2 sm:col-span-1 lg:col-span-2 lg:justify-end 2xl:col-span-1">
          {filters.showMyPending ? <input type="hidden" name="showMyPending" value="1" /> : null}
          <button type="submit" className={buttonClasses('primary', 'flex-1 lg:flex-none')}>
            Filter
          </button>
          <IntentLink href={base} className={buttonClasses('ghost')}>
            Reset
          </IntentLink>
        </div>
      </Form>
      {reversed ? (
        <p role="alert" className="-mt-2 text-sm text-red-700">
          <KeepWhole text={`${END_BEFORE_START}: From is ${formatDate(filters.from!, dateFormat)}, To is ${formatDate(filters.to!, dateFormat)}.`} />
        </p>
      ) : null}

      {list.showMyPending ? (
        <p className="text-sm text-slate-700">
          Showing the applications awaiting your decision.{' '}
          <IntentLink href={href({ showMyPending: undefined })} className="font-medium text-primary hover:underline">
            Show all
          </IntentLink>
        </p>
      ) : null}

      <DataTable
        caption="Leave applications"
        rows={list.data}
        rowKey={(row) => row.id}
        columns={[
          {
            key: 'person',
            header: 'Person',
            cell: (row) => (
              <>
                {seesPeople ? (
                  <IntentLink href={routeHref('/leaves/[user_id]', { user_id: row.author.id })} className="hover:text-primary hover:underline">
                    <PersonCell person={row.author} />
                  </IntentLink>
                ) : (
                  <PersonCell person={row.author} />
                )}
                {row.cover.length > 0 ? (
                  <p className="mt-1 text-xs font-normal text-amber-800">
                    Also away:{' '}
                    {row.cover.map((person, index) => (
                      <Fragment key={`${person.id}-${person.start_date}`}>
                        {index > 0 ? '; ' : null}
                        {person.name} (<Dates text={dateRangeText(person.start_date, person.end_date, dateFormat)} />
                        {person.status === 'pending' ? ', pending' : ''})
                      </Fragment>
                    ))}
                  </p>
                ) : null}
              </>
            ),
          },
          // On a phone the leave and its status go under the person: who, when and status in one column beside the actions.
          { key: 'dates', header: 'Leave', cell: (row) => <LeaveLink row={row} dateFormat={dateFormat} />, hideBelow: 'sm', stack: true },
          { key: 'department', header: 'Department', cell: (row) => row.department?.name ?? '—', hideBelow: 'lg' },
          {
            key: 'status',
            header: 'Status',
            cell: (row) => (
              <>
                <StatusBadge status={row.status} />
                {row.awaiting.length > 0 ? <span className="mt-1 block text-xs text-slate-500">Awaiting {row.awaiting.map((person) => person.name).join(', ')}</span> : null}
              </>
            ),
            hideBelow: 'sm',
            stack: true,
          },
        ]}
        rowActions={(row) => (
          <div className="flex flex-col items-stretch gap-1 sm:flex-row sm:flex-wrap sm:justify-end">
            {row.can_review ? (
              <>
                <DecisionButton id={row.id} decision="approve" shown={shownOf(row)} who={who(row)} compact />
                <DecisionButton id={row.id} decision="reject" shown={shownOf(row)} who={who(row)} compact />
              </>
            ) : null}
            {row.can_delete ? <DeleteLeaveButton id={row.id} who={who(row)} compact /> : null}
          </div>
        )}
        empty={{ title: 'No leave applications', text: 'Nothing matches these filters.' }}
        meta={list.meta}
        pageHref={(page) => href({ page })}
        noun="applications"
      />
    </SettingsPage>
  );
}

function FilterSelect({ label, name, value, any, options, wide = false }: { label: string; name: string; value: string | undefined; any: string; options: readonly { id: number | string; name: string }[]; wide?: boolean }) {
  return (
    <label className={`flex flex-col gap-1 text-sm font-medium text-slate-700 ${wide ? 'col-span-2 sm:col-span-1' : ''}`}>
      {label}
      <select name={name} defaultValue={value ?? ''} className={controlClasses(false)}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}

function LeaveLink({ row, dateFormat }: { row: LeaveRow; dateFormat: string }) {
  return (
    <IntentLink href={routeHref('/leave/application/view/[id]', { id: row.id })} className="font-medium text-primary hover:underline">
      <Dates text={dateRangeText(row.start_date, row.end_date, dateFormat)} />
      <span className="block text-xs font-normal text-slate-600">
        {row.leave_type.name} · {daysText(row.days)}
      </span>
    </IntentLink>
  );
}
