import { EmailForm } from '@/components/app-settings/email-form';
import { SettingsPage } from '@/components/kit/settings-page';
import { appSettingsApi } from '@/lib/app-settings/endpoints';
import { definePage, pageMetadata } from '@/lib/page';
import { serverCall } from '@/lib/upstream/server';

const ROUTE = '/settings/general-settings/email-setup';

export const metadata = pageMetadata(ROUTE);

/** E-mail setup (spec part 2 §3 Email setup: subject_prefix, email_logo_url). */
export default definePage(ROUTE, {
  load: () => ({ setup: serverCall(appSettingsApi.emailSetup.index) }),
  render: ({ setup }) => (
    <SettingsPage title="Email setup" description="How the e-mails Crewdesk sends for your company look.">
      <EmailForm key={JSON.stringify(setup.data)} setup={setup.data} />
    </SettingsPage>
  ),
});
