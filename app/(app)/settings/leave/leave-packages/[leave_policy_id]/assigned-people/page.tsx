import { AssignedPeopleList } from '@/components/kit/assigned-people-list';
import { SettingsPage } from '@/components/kit/settings-page';
import { AssignPolicyPeopleButton, RemovePolicyPersonButton } from '@/components/leave/policy-actions';
import { PolicyTypes } from '@/components/leave/policy-types';
import { leavePolicyApi, policyPeopleApi } from '@/lib/leave/endpoints';
import { definePage, idOrNotFound, pageMetadata } from '@/lib/page';
import { routeHref } from '@/lib/routes';
import { pageParam, textParam } from '@/lib/search-params';
import { serverCall } from '@/lib/upstream/server';

const ROUTE = '/settings/leave/leave-packages/[leave_policy_id]/assigned-people';

export const metadata = pageMetadata(ROUTE);

/** A leave policy's people and the leave types it gives them. */
export default definePage(ROUTE, {
  load: ({ params, search }) => {
    const id = idOrNotFound(params.leave_policy_id);
    return {
      people: serverCall(policyPeopleApi.index, { params: { id }, query: { page: pageParam(search), search: textParam(search.search) || undefined } }),
      types: serverCall(leavePolicyApi.leaveTypes, { params: { id } }),
    };
  },
  render: ({ people, types }, { can, search, params }) => {
    const policy = people.leave_policy;
    const manage = can('manage_leave_policy');
    return (
      <SettingsPage
        title={policy.name}
        description="The people on this leave policy."
        back={{ href: routeHref('/settings/leave/leave-packages'), label: 'Leave policies' }}
        card={false}
        actions={manage ? <AssignPolicyPeopleButton itemId={policy.id} itemName={policy.name} /> : null}
      >
        <PolicyTypes policyName={policy.name} types={types.data} size="md" />
        <AssignedPeopleList
          itemName={policy.name}
          people={people}
          search={search}
          href={routeHref(ROUTE, { leave_policy_id: params.leave_policy_id })}
          remove={manage ? (person) => <RemovePolicyPersonButton itemId={policy.id} itemName={policy.name} person={person} /> : undefined}
          emptyText={manage ? 'Assign people to give them this policy’s leave.' : undefined}
        />
      </SettingsPage>
    );
  },
});
