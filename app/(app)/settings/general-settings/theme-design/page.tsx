import { ThemeForm } from '@/components/app-settings/theme-form';
import { SettingsPage } from '@/components/kit/settings-page';
import { appSettingsApi } from '@/lib/app-settings/endpoints';
import { definePage, pageMetadata } from '@/lib/page';
import { serverCall } from '@/lib/upstream/server';

const ROUTE = '/settings/general-settings/theme-design';

export const metadata = pageMetadata(ROUTE);

/** Theme design: the menu and button colours everyone's shell is drawn in (theme_class). Path and permission are ours (lib/routes.ts). */
export default definePage(ROUTE, {
  load: () => ({ theme: serverCall(appSettingsApi.themeDesign.index) }),
  render: ({ theme }) => (
    <SettingsPage title="Theme design" description="The colours of the menu and of buttons, for everyone in the company." wide>
      <ThemeForm theme={theme.data} />
    </SettingsPage>
  ),
});
