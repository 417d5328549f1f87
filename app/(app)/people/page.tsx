import { cookies } from 'next/headers';
import { IntentLink } from '@/components/ui/intent-link';
import { SearchBox } from '@/components/kit/search-box';
import { buttonClasses } from '@/components/ui/button';
import { DirectoryControls } from '@/components/people/directory-controls';
import { EmployeeDirectory } from '@/components/people/employee-directory';
import { QuickEntryButton } from '@/components/people/employee-actions';
import { definePage, pageMetadata } from '@/lib/page';
import {
  DIRECTORY_VIEW_COOKIE,
  DIRECTORY_VIEWS,
  EMPLOYEE_FILTERS,
  EMPLOYEE_SORTS,
  EMPLOYEE_STATUSES,
  SORT_DIRECTIONS,
} from '@/lib/people/directory';
import { employeeApi, namedItemApi } from '@/lib/people/endpoints';
import { routeHref } from '@/lib/routes';
import { oneOfParam, pageParam, positiveIntParam, textParam, type SearchParams } from '@/lib/search-params';
import { serverCall } from '@/lib/upstream/server';

export const metadata = pageMetadata('/people');

/** The directory's query from the address: a bad value falls back (a hand-edited URL shows the whole list, not an error). */
function directoryQuery(search: SearchParams) {
  const query: Record<string, string | number | undefined> = {
    page: pageParam(search),
    search: textParam(search.search) || undefined,
    // An unknown status is no filter, as the status control then shows (“Everyone employed”).
    status: oneOfParam(search.status, EMPLOYEE_STATUSES, undefined),
    sort: search.sort ? oneOfParam(search.sort, EMPLOYEE_SORTS, 'name') : undefined,
    direction: search.direction ? oneOfParam(search.direction, SORT_DIRECTIONS, 'asc') : undefined,
  };
  for (const filter of EMPLOYEE_FILTERS) query[filter] = positiveIntParam(search[filter], null) ?? undefined;
  return query;
}

/**
 * /people (view_employee): everyone employed, as a table or cards, searchable
 * by name, e-mail or designation, filtered, sorted and paged by the tenant's
 * rows per page; quick entry invites a new person. The filter lists and the
 * page of people are read in one round.
 */
export default definePage('/people', {
  load: ({ search }) => ({
    employees: serverCall(employeeApi.index, { query: directoryQuery(search) }),
    departments: serverCall(namedItemApi.departments.list),
    designations: serverCall(namedItemApi.designations.list),
    employmentTypes: serverCall(namedItemApi['employment-types'].list),
    groups: serverCall(namedItemApi.groups.list),
  }),
  render: async ({ employees, departments, designations, employmentTypes, groups }, { can, gate, search }) => {
    const view = oneOfParam((await cookies()).get(DIRECTORY_VIEW_COOKIE)?.value, DIRECTORY_VIEWS, 'table');
    const lists = { departments: departments.data, designations: designations.data, employmentTypes: employmentTypes.data, groups: groups.data };
    return (
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-3 py-6 sm:px-6">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold text-slate-900">Employees</h1>
            <p className="mt-1 text-sm text-slate-600">Everyone at the company: find people, see where they work, invite new joiners.</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {can('import_employee') ? (
              <IntentLink href={routeHref('/people/import')} className={buttonClasses('secondary')}>
                Import
              </IntentLink>
            ) : null}
            {can('add_employee') ? <QuickEntryButton lists={lists} /> : null}
          </div>
        </header>
        <SearchBox label="Search by name, email or designation" />
        <DirectoryControls lists={lists} view={view} />
        <EmployeeDirectory
          page={employees}
          view={view}
          search={search}
          viewerId={gate.auth.author.id}
          dateFormat={gate.auth.settings.date_format}
          can={{ discharge: can('discharge_employee'), invite: can('add_employee') }}
        />
      </div>
    );
  },
});
