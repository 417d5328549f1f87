import { DataTable } from '@/components/kit/data-table';
import { PersonCell } from '@/components/kit/person-cell';
import { SearchBox } from '@/components/kit/search-box';
import { SettingsPage } from '@/components/kit/settings-page';
import { AssignGroupPeopleButton, RemoveGroupPersonButton } from '@/components/people/group-people-actions';
import { definePage, idOrNotFound, pageMetadata } from '@/lib/page';
import { groupPeopleApi } from '@/lib/people/endpoints';
import { routeHref } from '@/lib/routes';
import { pageParam, textParam, withParams } from '@/lib/search-params';
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
    const searched = textParam(search.search);
    return (
      <SettingsPage
        title={group.name}
        description="The people in this group."
        back={{ href: routeHref('/settings/people/groups'), label: 'Employee groups' }}
        card={false}
        actions={canAssign ? <AssignGroupPeopleButton groupId={group.id} groupName={group.name} /> : null}
      >
        <SearchBox label="Search people" />
        <DataTable
          caption={`People in ${group.name}`}
          rows={members.data}
          rowKey={(person) => person.id}
          columns={[{ key: 'name', header: 'Name', cell: (person) => <PersonCell person={person} /> }]}
          rowActions={canAssign ? (person) => <RemoveGroupPersonButton groupId={group.id} person={person} /> : undefined}
          empty={
            searched
              ? { title: `No one in ${group.name} matches “${searched}”` }
              : { title: 'No one is in this group yet', text: canAssign ? 'Assign people to add them.' : undefined }
          }
          meta={members.meta}
          pageHref={(page) => `${routeHref(ROUTE, { group_id: params.group_id })}${withParams(search, { page: page > 1 ? page : undefined })}`}
          noun="people"
        />
      </SettingsPage>
    );
  },
});
