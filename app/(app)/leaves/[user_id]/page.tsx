import { PersonLeaves } from '@/components/leave/application/person-leaves';
import { getEmployeeLeaves } from '@/lib/leave/application-api';
import { definePage, idOrNotFound, pageMetadata } from '@/lib/page';
import { routeHref } from '@/lib/routes';
import { askedLeaveYear, personLeavesQuery } from '@/lib/leave/person-leaves-query';

export const metadata = pageMetadata('/leaves/[user_id]');

/** A person's leave (view_leave_application; the upstream lets only those who see everyone's leave read another person's). */
export default definePage('/leaves/[user_id]', {
  load: ({ params, search }) => ({
    leaves: getEmployeeLeaves({ user_id: idOrNotFound(params.user_id), ...personLeavesQuery(search) }),
  }),
  render: ({ leaves }, { params, search, gate }) => (
    <PersonLeaves
      data={leaves}
      askedYear={askedLeaveYear(search, gate.auth.app.server_time)}
      title={`${leaves.user.name}’s leave`}
      back={{ href: routeHref('/leaves/all'), label: 'All leave' }}
      basePath={routeHref('/leaves/[user_id]', { user_id: params.user_id })}
      status={personLeavesQuery(search).status}
      dateFormat={gate.auth.settings.date_format}
      canApply={false}
    />
  ),
});
