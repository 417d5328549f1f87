import { PolicyTypes } from '@/components/leave/policy-types';
import { IntentLink } from '@/components/ui/intent-link';
import { DataTable } from '@/components/kit/data-table';
import { SearchBox } from '@/components/kit/search-box';
import { SettingsPage } from '@/components/kit/settings-page';
import { AddPolicyButton, DeletePolicyButton, EditPolicyButton } from '@/components/leave/policy-actions';
import { buttonClasses } from '@/components/ui/button';
import { SettingsWelcomeWizard } from '@/components/leave/welcome-wizard';
import { leavePolicyApi, leaveTypeApi } from '@/lib/leave/endpoints';
import { loadWelcomeWizard } from '@/lib/leave/welcome-wizard';
import { wizardAccess } from '@/lib/leave/wizard-steps';
import { definePage, pageMetadata } from '@/lib/page';
import { routeHref } from '@/lib/routes';
import { pageParam, textParam, withParams } from '@/lib/search-params';
import { serverCall } from '@/lib/upstream/server';

const ROUTE = '/settings/leave/leave-packages';

export const metadata = pageMetadata(ROUTE);

/** Leave policies (the spec's packages): the leave types each bundles with their days, and its people. */
export default definePage(ROUTE, {
  load: ({ search }) => ({
    policies: serverCall(leavePolicyApi.index, { query: { page: pageParam(search), search: textParam(search.search) || undefined } }),
    types: serverCall(leaveTypeApi.list),
    wizard: loadWelcomeWizard(),
  }),
  render: ({ policies, types, wizard }, { can, search, gate }) => {
    const manage = can('manage_leave_policy');
    const searched = textParam(search.search);
    const add = manage ? <AddPolicyButton types={types.data} /> : null;
    return (
      <SettingsPage title="Leave policies" description="Bundles of leave types with the days a year each gives. A person has one policy." card={false} actions={add}>
        {wizard ? <SettingsWelcomeWizard wizard={wizard} access={wizardAccess(gate.permissions)} /> : null}
        <SearchBox label="Search leave policies" />
        <DataTable
          caption="Leave policies"
          rows={policies.data}
          rowKey={(policy) => policy.id}
          columns={[
            {
              key: 'name',
              header: 'Name',
              cell: (policy) => (
                <>
                  {policy.name}
                  {policy.description ? <span className="block text-xs font-normal text-slate-500">{policy.description}</span> : null}
                </>
              ),
            },
            {
              key: 'types',
              header: 'Leave types',
              hideBelow: 'md',
              stack: true,
              cell: (policy) => <PolicyTypes policyName={policy.name} types={policy.leave_types} size="sm" />,
            },
            { key: 'people', header: 'People', cell: (policy) => policy.people_count, hideBelow: 'sm', stack: true },
          ]}
          rowActions={(policy) => (
            <>
              <IntentLink
                href={routeHref('/settings/leave/leave-packages/[leave_policy_id]/assigned-people', { leave_policy_id: policy.id })}
                className={buttonClasses('ghost')}
                aria-label={`People of ${policy.name}`}
              >
                People
              </IntentLink>
              {manage ? <EditPolicyButton id={policy.id} name={policy.name} types={types.data} /> : null}
              {manage ? <DeletePolicyButton id={policy.id} name={policy.name} /> : null}
            </>
          )}
          empty={
            searched
              ? { title: `No leave policies match “${searched}”`, text: 'Try another name, or clear the search.' }
              : { title: 'No leave policies yet', text: 'A policy bundles leave types with their days; assign people to it to give them leave.', action: add }
          }
          meta={policies.meta}
          pageHref={(page) => `${ROUTE}${withParams(search, { page: page > 1 ? page : undefined })}`}
          noun="leave policies"
        />
      </SettingsPage>
    );
  },
});
