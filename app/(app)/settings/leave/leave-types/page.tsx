import { entitlementText } from '@/components/leave/application/leave-bits';
import { DataTable } from '@/components/kit/data-table';
import { SearchBox } from '@/components/kit/search-box';
import { SettingsPage } from '@/components/kit/settings-page';
import { AddLeaveTypeButton, DeleteLeaveTypeButton, EditLeaveTypeButton } from '@/components/leave/leave-type-actions';
import { SettingsWelcomeWizard } from '@/components/leave/welcome-wizard';
import { leaveTypeApi } from '@/lib/leave/endpoints';
import { loadWelcomeWizard } from '@/lib/leave/welcome-wizard';
import { wizardAccess } from '@/lib/leave/wizard-steps';
import { definePage, pageMetadata } from '@/lib/page';
import { pageParam, textParam, withParams } from '@/lib/search-params';
import { serverCall } from '@/lib/upstream/server';

const ROUTE = '/settings/leave/leave-types';

export const metadata = pageMetadata(ROUTE);


/** Leave types (spec part 2 §3 "Leave type": id, name, total_days): searchable, paged, add, edit and delete. */
export default definePage(ROUTE, {
  load: ({ search }) => ({
    types: serverCall(leaveTypeApi.index, { query: { page: pageParam(search), search: textParam(search.search) || undefined } }),
    wizard: loadWelcomeWizard(),
  }),
  render: ({ types, wizard }, { can, search, gate }) => {
    const manage = can('manage_leave_type');
    const searched = textParam(search.search);
    const add = manage ? <AddLeaveTypeButton /> : null;
    return (
      <SettingsPage title="Leave types" description="The kinds of leave people take, and the days a year each gives by default." card={false} actions={add}>
        {wizard ? <SettingsWelcomeWizard wizard={wizard} access={wizardAccess(gate.permissions)} /> : null}
        <SearchBox label="Search leave types" />
        <DataTable
          caption="Leave types"
          rows={types.data}
          rowKey={(type) => type.id}
          columns={[
            { key: 'name', header: 'Name', cell: (type) => type.name },
            { key: 'days', header: 'Days a year', cell: (type) => entitlementText(type.total_days) },
            { key: 'policies', header: 'Policies', cell: (type) => type.policy_count, hideBelow: 'sm', stack: true },
          ]}
          rowActions={
            manage
              ? (type) => (
                  <>
                    <EditLeaveTypeButton id={type.id} name={type.name} />
                    <DeleteLeaveTypeButton id={type.id} name={type.name} />
                  </>
                )
              : undefined
          }
          empty={
            searched
              ? { title: `No leave types match “${searched}”`, text: 'Try another name, or clear the search.' }
              : { title: 'No leave types yet', text: 'Add the kinds of leave people take, such as annual or sick leave, then bundle them in a leave policy.', action: add }
          }
          meta={types.meta}
          pageHref={(page) => `${ROUTE}${withParams(search, { page: page > 1 ? page : undefined })}`}
          noun="leave types"
        />
      </SettingsPage>
    );
  },
});
