import { SettingsPage } from '@/components/kit/settings-page';
import { LeaveSetupForm } from '@/components/leave/leave-setup-form';
import { leaveSetupApi } from '@/lib/leave/endpoints';
import { definePage, pageMetadata } from '@/lib/page';
import { serverCall } from '@/lib/upstream/server';

const ROUTE = '/settings/leave/leave-setup';

export const metadata = pageMetadata(ROUTE);

/** Leave setup: the tenant's leave rules (the spec names only the calls; the rules are ours, see lib/leave/schemas.ts). */
export default definePage(ROUTE, {
  load: () => ({ setup: serverCall(leaveSetupApi.index) }),
  render: ({ setup }) => (
    <SettingsPage title="Leave setup" description="When the leave year starts and the rules every leave application follows.">
      <LeaveSetupForm setup={setup.data} />
    </SettingsPage>
  ),
});
