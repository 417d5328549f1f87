import { PersonLeaves } from '@/components/leave/application/person-leaves';
import { getEmployeeLeaves } from '@/lib/leave/application-api';
import { definePage, idOrNotFound, pageMetadata } from '@/lib/page';
import { routeHref } from '@/lib/routes';
import { pageParam, positiveIntParam } from '@/lib/search-params';

export const metadata = pageMetadata('/leaves/[user_id]');

const statusOf = (value: string | string[] | undefined) => (typeof value === 'string' && value ? value : undefined);

/** A person's leave (view_leave_application; the upstream lets only those who see everyone's leave read another person's). */
export default definePage('/leaves/[user_id]', {
  load: ({ params, search }) => ({
    leaves: getEmployeeLeaves({
      user_id: idOrNotFound(params.user_id),
      year: positiveIntParam(search.year, null) ?? undefined,
      status: statusOf(search.status),
      page: pageParam(search),
    }),
  }),
  render: ({ leaves }, { params, search, gate }) => (
    <PersonLeaves
      data={leaves}
      askedYear={positiveIntParam(search.year, null) ?? Number(gate.auth.app.server_time.slice(0, 4))}
      title={`${leaves.user.name}’s leave`}
      back={{ href: routeHref('/leaves/all'), label: 'All leave' }}
      basePath={routeHref('/leaves/[user_id]', { user_id: params.user_id })}
      status={statusOf(search.status)}
      dateFormat={gate.auth.settings.date_format}
      canApply={false}
    />
  ),
});
