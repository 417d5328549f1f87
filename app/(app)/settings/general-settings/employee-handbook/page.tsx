import { HandbookForm } from '@/components/app-settings/handbook-form';
import { SettingsPage } from '@/components/kit/settings-page';
import { appSettingsApi } from '@/lib/app-settings/endpoints';
import { definePage, pageMetadata } from '@/lib/page';
import { serverCall } from '@/lib/upstream/server';

const ROUTE = '/settings/general-settings/employee-handbook';

export const metadata = pageMetadata(ROUTE);

/** Employee handbook (spec part 2 §3 Handbook: handbook_url). */
export default definePage(ROUTE, {
  load: () => ({ handbook: serverCall(appSettingsApi.handbook.index) }),
  render: ({ handbook }) => (
    <SettingsPage title="Employee handbook" description="Where your company’s handbook lives. New people see it while they set up their account, everyone in their profile menu.">
      <HandbookForm handbookUrl={handbook.data.handbook_url} />
    </SettingsPage>
  ),
});
