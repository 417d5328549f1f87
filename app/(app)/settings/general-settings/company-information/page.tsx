import { CompanyForm } from '@/components/app-settings/company-form';
import { SettingsPage } from '@/components/kit/settings-page';
import { appSettingsApi } from '@/lib/app-settings/endpoints';
import { definePage, pageMetadata } from '@/lib/page';
import { sharedListApi } from '@/lib/people/endpoints';
import { serverCall } from '@/lib/upstream/server';

const ROUTE = '/settings/general-settings/company-information';

export const metadata = pageMetadata(ROUTE);

/** Company information (spec part 2 §3 Company: title, website_url, country_id, logo). */
export default definePage(ROUTE, {
  load: () => ({ company: serverCall(appSettingsApi.company.index), countries: serverCall(sharedListApi.countries) }),
  render: ({ company, countries }) => (
    <SettingsPage title="Company information" description="Your company’s name, website, country and logo, as everyone sees them.">
      <CompanyForm company={company.data} countries={countries.data} />
    </SettingsPage>
  ),
});
