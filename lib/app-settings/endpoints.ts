import { endpointsOf } from '@/lib/upstream/define';

/**
 * Application settings calls (spec part 2 "Search and application settings"),
 * under /settings/general/application/. Each setting has an index and an
 * update; e-mail setup also sends a test e-mail (not in the spec: the screen's
 * way to check the setup).
 */

const { get, post, del } = endpointsOf('app-settings', () => import('@/lib/app-settings/schemas'));

const A = '/settings/general/application';

export const appSettingsApi = {
  /** Update: multipart (title, website_url, country_id, and a new `logo` file) or JSON without the logo. */
  company: { index: get(`${A}/company/index`, 'companyResponseSchema'), update: post(`${A}/company/update`, 'companyResponseSchema') },
  /** Update: `{ ip_addresses: "a, b" }` (empty: anywhere). */
  networkSetup: { index: get(`${A}/network-setup/index`, 'networkSetupResponseSchema'), update: post(`${A}/network-setup/update`, 'networkSetupResponseSchema') },
  themeDesign: { index: get(`${A}/theme-design/index`, 'themeDesignResponseSchema'), update: post(`${A}/theme-design/update`, 'themeDesignResponseSchema') },
  emailSetup: {
    index: get(`${A}/email-setup/index`, 'emailSetupResponseSchema'),
    update: post(`${A}/email-setup/update`, 'emailSetupResponseSchema'),
    test: post(`${A}/email-setup/test`, 'messageSchema'),
  },
  notificationSettings: {
    index: get(`${A}/notification-settings/index`, 'notificationSettingsResponseSchema'),
    update: post(`${A}/notification-settings/update`, 'notificationSettingsResponseSchema'),
  },
  handbook: {
    index: get(`${A}/handbook/index`, 'handbookResponseSchema'),
    update: post(`${A}/handbook/update`, 'handbookResponseSchema'),
    delete: del(`${A}/handbook/delete`, 'messageSchema'),
  },
  configuration: { list: get('/application/configuration/list', 'configurationListSchema') },
};

/** The settings welcome wizard: false closes it for good, true shows it again. */
export const welcomeWizardApi = {
  update: post(`${A}/welcome-wizard/update`, 'welcomeWizardUpdateResponseSchema'),
};
