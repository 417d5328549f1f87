/**
 * Shell wording the spec leaves to us (it names the notice, not its words).
 * Spec wording lives in lib/messages.ts and lib/constants.ts.
 */
export const SHELL_TEXTS = {
  trialOver: 'Your free trial is over. Upgrade now to keep your team’s feed, time and leave running without interruption.',
  upgradeNow: 'Upgrade Now',
  contactAdministrator: 'There is a problem loading your workspace right now. Please contact your administrator.',
  backOnline: 'You’re back online. Reload to catch up on anything you missed.',
  reload: 'Reload',
  dismiss: 'Dismiss',
  cookieNotice: 'We use cookies to keep you signed in and to remember your preferences.',
  cookieOkay: 'Okay',
  searchPlaceholder: 'Search People',
  searchLabel: 'Search people',
  searching: 'Searching…',
  searchUnavailable: 'Search is not available right now. Please try again.',
  tryAgain: 'Try again',
  menu: 'Menu',
  alerts: 'Alerts',
  myProfile: 'My Profile',
  signOut: 'Sign Out',
  toggleSidebar: 'Toggle sidebar',
  serverTime: 'Company time',
  poweredBy: 'Powered by',
} as const;
