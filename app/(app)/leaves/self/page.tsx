import { PersonLeaves } from '@/components/leave/application/person-leaves';
import { RefreshOnAlert } from '@/components/realtime/live-refresh';
import { getEmployeeLeaves } from '@/lib/leave/application-api';
import { definePage, pageMetadata } from '@/lib/page';
import { routeHref } from '@/lib/routes';
import { pageParam, positiveIntParam } from '@/lib/search-params';

export const metadata = pageMetadata('/leaves/self');

const statusOf = (value: string | string[] | undefined) => (typeof value === 'string' && value ? value : undefined);

/** My leave: my applications by year, my balances and what is coming up; read again when a decision's alert arrives. */
export default definePage('/leaves/self', {
  load: ({ search }) => ({
    leaves: getEmployeeLeaves({ year: positiveIntParam(search.year, null) ?? undefined, status: statusOf(search.status), page: pageParam(search) }),
  }),
  render: ({ leaves }, { search, gate, can }) => (
    <>
      <RefreshOnAlert kind="leave_application" />
      <PersonLeaves
        data={leaves}
        askedYear={positiveIntParam(search.year, null) ?? Number(gate.auth.app.server_time.slice(0, 4))}
        title="My leave"
        back={{ href: routeHref('/feed'), label: 'Feed' }}
        basePath={routeHref('/leaves/self')}
        status={statusOf(search.status)}
        dateFormat={gate.auth.settings.date_format}
        canApply={can('apply_leave_application')}
      />
    </>
  ),
});
