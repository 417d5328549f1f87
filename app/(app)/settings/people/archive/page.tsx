import { IntentLink } from '@/components/ui/intent-link';
import { DataTable } from '@/components/kit/data-table';
import { ProfileCell } from '@/components/kit/person-cell';
import { RestoreButton } from '@/components/people/employee-actions';
import { SearchBox } from '@/components/kit/search-box';
import { SettingsPage } from '@/components/kit/settings-page';
import { buttonClasses } from '@/components/ui/button';
import { definePage, pageMetadata } from '@/lib/page';
import { archiveApi } from '@/lib/people/endpoints';
import { routeHref } from '@/lib/routes';
import { pageParam, textParam, withParams } from '@/lib/search-params';
import { formatDate } from '@/lib/date-time/format';
import { shiftDate } from '@/lib/date-time/calendar';
import { serverCall } from '@/lib/upstream/server';

export const metadata = pageMetadata('/settings/people/archive');

/** The month of a discharged person's last day at work (the day before the discharge): where their attendance ends. */
const lastMonthAtWork = (discharged: string | null) => (discharged ? shiftDate(discharged, -1).slice(0, 7) : undefined);

/**
 * Archived employees: who left, when and why. The name opens the profile, their
 * attendance stays readable (/time/{user_id}), and whoever may discharge may
 * restore from here, as from the directory and the profile.
 */
export default definePage('/settings/people/archive', {
  load: ({ search }) => ({
    archive: serverCall(archiveApi.index, { query: { page: pageParam(search), search: textParam(search.search) || undefined } }),
  }),
  render: ({ archive }, { gate, search, can }) => {
    const dateFormat = gate.auth.settings.date_format;
    const searched = textParam(search.search);
    const discharged = (date: string | null) => (date ? formatDate(date, dateFormat) : '—');
    return (
      <SettingsPage title="Archive" description="People who have left the company, with the date and reason of their discharge." card={false}>
        <SearchBox label="Search archived people" />
        <DataTable
          caption="Archived employees"
          rows={archive.data}
          rowKey={(person) => person.id}
          columns={[
            {
              key: 'name',
              header: 'Name',
              cell: (person) => (
                <ProfileCell
                  person={person}
                  phone={
                    <>
                      Discharged <span className="whitespace-nowrap">{discharged(person.discharged_date)}</span>
                    </>
                  }
                />
              ),
            },
            { key: 'department', header: 'Department', cell: (person) => person.department_name ?? '—', hideBelow: 'md' },
            { key: 'discharged', header: 'Discharged', cell: (person) => discharged(person.discharged_date), hideBelow: 'sm' },
            { key: 'reason', header: 'Reason', cell: (person) => person.discharged_reason ?? '—', hideBelow: 'sm', className: 'max-w-xs' },
          ]}
          rowActions={(person) => (
            <>
              <IntentLink
                href={`${routeHref('/time/[user_id]', { user_id: person.id })}${withParams({}, { month: lastMonthAtWork(person.discharged_date) })}`}
                className={buttonClasses('ghost')}
                aria-label={`Attendance of ${person.name}`}
              >
                Attendance
              </IntentLink>
              {can('discharge_employee') ? <RestoreButton person={person} /> : null}
            </>
          )}
          empty={searched ? { title: `No archived people match “${searched}”` } : { title: 'No one has been archived', text: 'People discharged from their profile appear here.' }}
          meta={archive.meta}
          pageHref={(page) => `/settings/people/archive${withParams(search, { page: page > 1 ? page : undefined })}`}
          noun="people"
        />
      </SettingsPage>
    );
  },
});
