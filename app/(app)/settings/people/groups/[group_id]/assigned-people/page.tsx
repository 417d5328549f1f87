import { AssignedPeopleList } from '@/components/kit/assigned-people-list';
import { SettingsPage } from '@/components/kit/settings-page';
import { AssignGroupPeopleButton, RemoveGroupPersonButton } from '@/components/people/group-people-actions';
import { definePage, idOrNotFound, pageMetadata } from '@/lib/page';
import { groupPeopleApi } from '@/lib/people/endpoints';
import { routeHref } from '@/lib/routes';
import { pageParam, textParam } from '@/lib/search-params';
import { serverCall } from '@/lib/upstream/server';

const ROUTE = '/settings/people/groups/[group_id]/assigned-people';

export const metadata = pageMetadata(ROUTE);

/** An employee group's people: who is in it, assign more, take one out. */
export default definePage(ROUTE, {
  load: ({ params, search }) => ({
    members: serverCall(groupPeopleApi.index, {
      params: { group_id: idOrNotFound(params.group_id) },
      query: { page: pageParam(search), search: textParam(search.search) || undefined },
    }),
  }),
  render: ({ members }, { can, search, params }) => {
    const { group } = members;
    const canAssign = can('assign_employee_group');
    return (
      <SettingsPage
        title={group.name}
        description="The people in this group."
        back={{ href: routeHref('/settings/people/groups'), label: 'Employee groups' }}
        card={false}
        actions={canAssign ? <AssignGroupPeopleButton itemId={group.id} itemName={group.name} /> : null}
      >
        <AssignedPeopleList
          itemName={group.name}
          people={members}
          search={search}
          href={routeHref(ROUTE, { group_id: params.group_id })}
          remove={canAssign ? (person) => <RemoveGroupPersonButton itemId={group.id} itemName={group.name} person={person} /> : undefined}
          emptyTitle="No one is in this group yet"
          emptyText={canAssign ? 'Assign people to add them.' : undefined}
        />
      </SettingsPage>
    );
  },
});
