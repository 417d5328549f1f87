import { ResultCount } from '@/components/kit/result-count';
import { IntentLink } from '@/components/ui/intent-link';
import type { ReactNode } from 'react';
import { DataTable } from '@/components/kit/data-table';
import { EmptyBlock, emptyStateOf, type EmptyState } from '@/components/kit/empty-state';
import { Pager } from '@/components/kit/pager';
import { ProfileCell } from '@/components/kit/person-cell';
import { profileHref } from '@/lib/people/links';
import { Avatar } from '@/components/ui/avatar';
import { EMPLOYEE_STATUS_LABELS, type DirectoryView, type EmployeeStatus } from '@/lib/people/directory';
import type { EmployeePage, EmployeeRow } from '@/lib/people/schemas';
import { textParam, withParams, type SearchParams } from '@/lib/search-params';
import { formatDate } from '@/lib/date-time/format';
import { DischargeButton, ResendInvitationButton, RestoreButton } from './employee-actions';

/** The directory's people as a table or as cards, with their actions by permission and the pager. */

const STATUS_TONE: Record<EmployeeStatus, string> = {
  active: 'bg-success/15 text-green-800',
  invited: 'bg-primary/10 text-primary',
  inactive: 'bg-slate-200 text-slate-700',
  discharged: 'bg-error/15 text-red-800',
};

export function StatusBadge({ status }: { status: EmployeeStatus }) {
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[status]}`}>{EMPLOYEE_STATUS_LABELS[status]}</span>;
}


interface Can {
  discharge: boolean;
  invite: boolean;
}

function Actions({ person, viewerId, can }: { person: EmployeeRow; viewerId: number; can: Can }): ReactNode {
  if (person.status === 'invited' && can.invite) return <ResendInvitationButton person={person} />;
  if (person.status === 'discharged' && can.discharge) return <RestoreButton person={person} />;
  if ((person.status === 'active' || person.status === 'inactive') && can.discharge && person.id !== viewerId) return <DischargeButton person={person} />;
  return null;
}

export function EmployeeDirectory({
  page,
  view,
  search,
  viewerId,
  dateFormat,
  can,
}: {
  page: EmployeePage;
  view: DirectoryView;
  search: SearchParams;
  viewerId: number;
  dateFormat: string;
  can: Can;
}) {
  const searched = textParam(search.search);
  const filtered = ['department_id', 'designation_id', 'employment_type_id', 'group_id', 'status'].some((key) => search[key]);
  const empty: EmptyState =
    searched || filtered
      ? { title: searched ? `No one matches “${searched}”` : 'No one matches these filters', text: 'Try another name, e-mail or designation, or clear the filters.' }
      : { title: 'No employees yet', text: 'Add the first person with Add employee.' };
  const pageHref = (number: number) => `/people${withParams(search, { page: number > 1 ? number : undefined })}`;

  if (view === 'cards') {
    return (
      <div className="flex flex-col gap-3">
        <ResultCount total={page.meta.total} noun="people" />
        {page.data.length === 0 ? (
          <section aria-label="Employees" className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
            <EmptyBlock empty={emptyStateOf(empty, page.meta, pageHref, 'people')} />
          </section>
        ) : (
          <ul aria-label="Employees" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {page.data.map((person) => (
              <li key={person.id} className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <div className="flex items-start gap-3">
                  <Avatar src={person.avatar} name={person.name} size={48} />
                  <div className="min-w-0 flex-1">
                    <IntentLink href={profileHref(person)} className="block truncate font-semibold text-slate-900 hover:text-primary hover:underline">
                      {person.name}
                    </IntentLink>
                    <p className="line-clamp-2 text-sm text-slate-600 [overflow-wrap:anywhere]">{person.designation_name ?? 'No designation'}</p>
                    <p className="truncate text-xs text-slate-500">{person.department_name ?? 'No department'}</p>
                  </div>
                  <StatusBadge status={person.status} />
                </div>
                <p className="truncate text-sm text-slate-600">{person.email}</p>
                <div className="mt-auto flex flex-wrap items-center justify-between gap-2 text-xs text-slate-500">
                  <span>{person.joining_date ? `Joined ${formatDate(person.joining_date, dateFormat)}` : 'Joining date not set'}</span>
                  <Actions person={person} viewerId={viewerId} can={can} />
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pager meta={page.meta} href={pageHref} noun="people" />
      </div>
    );
  }

  return (
    <DataTable
      caption="Employees"
      rows={page.data}
      rowKey={(person) => person.id}
      columns={[
        {
          key: 'name',
          header: 'Name',
          cell: (person) => <ProfileCell person={person} />,
        },
        { key: 'email', header: 'Email', cell: (person) => person.email, hideBelow: 'xl' },
        { key: 'department', header: 'Department', cell: (person) => person.department_name ?? '—', hideBelow: 'md' },
        { key: 'type', header: 'Employment type', cell: (person) => person.employment_type_name ?? '—', hideBelow: 'xl' },
        { key: 'role', header: 'Role', cell: (person) => person.role_name ?? '—', hideBelow: 'lg' },
        { key: 'joined', header: 'Joined', cell: (person) => (person.joining_date ? formatDate(person.joining_date, dateFormat) : '—'), hideBelow: 'lg' },
        { key: 'status', header: 'Status', cell: (person) => <StatusBadge status={person.status} />, hideBelow: 'sm', stack: true },
      ]}
      rowActions={(person) => <Actions person={person} viewerId={viewerId} can={can} />}
      empty={empty}
      meta={page.meta}
      pageHref={pageHref}
      noun="people"
    />
  );
}
