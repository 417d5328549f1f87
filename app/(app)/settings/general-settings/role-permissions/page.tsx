import { AssignedPeopleList } from '@/components/kit/assigned-people-list';
import { SectionCard } from '@/components/kit/section-card';
import { SettingsPage } from '@/components/kit/settings-page';
import { PermissionEditor } from '@/components/roles/permission-editor';
import { AddRoleButton, AssignRolePeopleButton, DeleteRoleButton, RenameRoleButton, RevokeRoleButton } from '@/components/roles/role-actions';
import { RoleOrder } from '@/components/roles/role-order';
import { definePage, pageMetadata } from '@/lib/page';
import { getRoleScreen } from '@/lib/roles/api';
import { roleInView } from '@/lib/roles/counts';
import { routeHref } from '@/lib/routes';
import { pageParam, positiveIntParam, textParam } from '@/lib/search-params';

const ROUTE = '/settings/general-settings/role-permissions';

export const metadata = pageMetadata(ROUTE);

/**
 * Roles and permissions: the roles in their order (reorder, create), and the
 * chosen role (`?role=`) with its permissions by group and its people.
 * Changing anything needs manage_role; view_role reads.
 */
export default definePage(ROUTE, {
  load: ({ search }) => ({ screen: getRoleScreen(positiveIntParam(search.role, null), { page: pageParam(search), search: textParam(search.search) }) }),
  render: ({ screen }, { can, search }) => {
    const { overview, assigned, people } = screen;
    const role = roleInView(screen.role, { assigned, people, search: textParam(search.search) });
    const canManage = can('manage_role');
    const href = routeHref(ROUTE);
    return (
      <SettingsPage
        title="Roles and permissions"
        description="What each role may see and do, and who holds it. A person holds one role; changes reach them on their next page."
        wide
        card={false}
        actions={canManage ? <AddRoleButton /> : null}
      >
        <div className="grid items-start gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
          <SectionCard title="Roles">
            <RoleOrder roles={overview.roles} selectedId={role.id} href={href} canManage={canManage} />
          </SectionCard>
          <div className="flex min-w-0 flex-col gap-4">
            <SectionCard
              title={role.name}
              description={role.is_admin ? 'The administrator role holds every permission, always.' : 'Its permissions, by group.'}
              actions={
                canManage ? (
                  // Keyed by the role: a deleted role's Delete, kept with the focus for the role shown next, would
                  // read "Delete <that role>" (one Enter from deleting it); drawn anew, the focus goes to the card's heading.
                  <div key={role.id} className="flex gap-1">
                    <RenameRoleButton id={role.id} name={role.name} />
                    <DeleteRoleButton role={role} roles={overview.roles} href={href} />
                  </div>
                ) : null
              }
            >
              {role.is_admin ? null : <PermissionEditor key={`${role.id}:${assigned.join(',')}`} roleId={role.id} roleName={role.name} groups={overview.groupPermissions} assigned={assigned} editable={canManage} />}
            </SectionCard>
            <SectionCard
              title={`People with ${role.name}`}
              actions={canManage ? <AssignRolePeopleButton itemId={role.id} itemName={role.name} /> : null}
            >
              <AssignedPeopleList
                itemName={role.name}
                people={people}
                search={search}
                href={href}
                remove={canManage ? (person) => <RevokeRoleButton role={role} person={person} /> : undefined}
                emptyTitle="No one holds this role yet"
                emptyText={canManage ? 'Assign people to give it to them.' : undefined}
              />
            </SectionCard>
          </div>
        </div>
      </SettingsPage>
    );
  },
});
