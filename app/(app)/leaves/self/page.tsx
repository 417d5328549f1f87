import { PersonLeaves } from '@/components/leave/application/person-leaves';
import { RefreshOnAlert } from '@/components/realtime/live-refresh';
import { getEmployeeLeaves } from '@/lib/leave/application-api';
import { definePage, pageMetadata } from '@/lib/page';
import { routeHref } from '@/lib/routes';
import { askedLeaveYear, personLeavesQuery } from '@/lib/leave/person-leaves-query';

export const metadata = pageMetadata('/leaves/self');

/** My leave: my applications by year, my balances and what is coming up; read again when a decision's alert arrives. */
export default definePage('/leaves/self', {
  load: ({ search }) => ({
    leaves: getEmployeeLeaves(personLeavesQuery(search)),
  }),
  render: ({ leaves }, { search, gate, can }) => (
    <>
      <RefreshOnAlert kind="leave_application" />
      <PersonLeaves
        data={leaves}
        askedYear={askedLeaveYear(search, gate.auth.app.server_time)}
        title="My leave"
        back={null}
        basePath={routeHref('/leaves/self')}
        status={personLeavesQuery(search).status}
        dateFormat={gate.auth.settings.date_format}
        canApply={can('apply_leave_application')}
      />
    </>
  ),
});
