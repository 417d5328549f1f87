import { endpointsOf } from '@/lib/upstream/define';

/**
 * Application settings calls (spec part 2 "Search and application settings"),
 * under /settings/general/application/. Only the welcome wizard's update has
 * a screen so far; the others are named here, their answers unread.
 */

const { get, post, del } = endpointsOf('app-settings', () => import('@/lib/app-settings/schemas'));

const A = '/settings/general/application';

const indexAndUpdate = <S extends string>(setting: S) => ({ index: get(`${A}/${setting}/index`), update: post(`${A}/${setting}/update`) });

export const appSettingsApi = {
  company: indexAndUpdate('company'),
  networkSetup: indexAndUpdate('network-setup'),
  themeDesign: indexAndUpdate('theme-design'),
  emailSetup: indexAndUpdate('email-setup'),
  notificationSettings: indexAndUpdate('notification-settings'),
  handbook: { ...indexAndUpdate('handbook'), delete: del(`${A}/handbook/delete`) },
  configuration: { list: get('/application/configuration/list') },
};

/** The settings welcome wizard: false closes it for good, true shows it again. */
export const welcomeWizardApi = {
  update: post(`${A}/welcome-wizard/update`, 'welcomeWizardUpdateResponseSchema'),
};
