import { AlertSetupForm } from '@/components/app-settings/alert-setup-form';
import { SettingsPage } from '@/components/kit/settings-page';
import { appSettingsApi } from '@/lib/app-settings/endpoints';
import { definePage, pageMetadata } from '@/lib/page';
import { serverCall } from '@/lib/upstream/server';

const ROUTE = '/settings/general-settings/alert-setup';

export const metadata = pageMetadata(ROUTE);

/** Alert setup (the notification settings): which events notify whom, by channel. */
export default definePage(ROUTE, {
  load: () => ({ settings: serverCall(appSettingsApi.notificationSettings.index), configuration: serverCall(appSettingsApi.configuration.list) }),
  render: ({ settings, configuration }) => (
    <SettingsPage title="Alert setup" description="Which events send alerts, and how: in the app, by e-mail, or as a browser notification.">
      <AlertSetupForm key={JSON.stringify(settings.data)} events={configuration.data.notification_events} channels={configuration.data.notification_channels} settings={settings.data} />
    </SettingsPage>
  ),
});
