import { NetworkForm } from '@/components/app-settings/network-form';
import { SettingsPage } from '@/components/kit/settings-page';
import { appSettingsApi } from '@/lib/app-settings/endpoints';
import { definePage, pageMetadata } from '@/lib/page';
import { serverCall } from '@/lib/upstream/server';

const ROUTE = '/settings/general-settings/network-setup';

export const metadata = pageMetadata(ROUTE);

/** Network setup: where people may clock in from. */
export default definePage(ROUTE, {
  load: () => ({ network: serverCall(appSettingsApi.networkSetup.index) }),
  render: ({ network }) => (
    <SettingsPage title="Network setup" description="The office network addresses people may clock in from.">
      <NetworkForm key={network.data.ip_addresses.join()} network={network.data} />
    </SettingsPage>
  ),
});
