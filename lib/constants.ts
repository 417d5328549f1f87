/** Spec constants (part 1 §9, part 2 §9), named once. */

export const THEME_COLOURS = {
  primary: '#323DA5',
  success: '#3EB75E',
  accent: '#FF7F5C',
  teal: '#26B0A1',
  warning: '#FF8F3C',
  error: '#FF585A',
  cyan: '#42D3D5',
} as const;

export const DEFAULT_THEME_CLASS = {
  menu_background_color: THEME_COLOURS.primary,
  menu_text_color: '#FFFFFF',
  button_background_link_color: THEME_COLOURS.accent,
  button_text_color: '#FFFFFF',
} as const;

/** The upstream API when UPSTREAM_URL is not set: the reference upstream's default port. */
export const DEFAULT_UPSTREAM_URL = 'http://127.0.0.1:8010';
export const LANDING_ROUTE = '/feed';
export const LOGIN_ROUTE = '/login';
export const PUBLIC_IMAGE_PATH = '/images/';

export const SUCCESS_DIALOG_CLOSE_MS = 1000;
export const CONFIRM_CLOCK_OUT_WIDTH_PX = 600;
export const SERVER_CLOCK_TICK_MS = 1000;
export const HEADER_CLOCK_TICK_MS = 1050;
export const CLOCK_REFRESH_AFTER_HIDDEN_MS = 5 * 60 * 1000;
export const BREAK_RESUME_DELAY_MS = 1000;
export const ONLINE_CHECK_MS = 2000;
export const REALTIME_RETRY_MS = 1000;
export const REALTIME_PORT = 6001;
export const COOKIE_CONSENT_DAYS = 365;
export const SNACKBAR_TIMEOUT_MS = 5000;
export const NO_INTERNET_SNACKBAR_MS = 3000;
export const SELECT_LIST_PAGE_SIZE = 20;
/**
 * Pages of a people list loaded to choose everyone a search matches. Paged lists take per_page (part 1 §7);
 * 100 is the most the reference upstream hands out in a page. Each answer's meta says how many pages
 * there are, so an API that pages smaller still gives everyone, in more calls.
 */
export const BULK_PAGE_SIZE = 100;
export const ALERTS_PAGE_SIZE = 5;
export const COMMENT_MAX_LENGTH = 250;
export const NAV_PROGRESS_TARGET = 0.95;
export const NAV_PROGRESS_DURATION_MS = 3000;

export const SIDEBAR_COLLAPSE_WIDTH_PX = 1264;
export const DRAWER_WIDTH_PX = 104;
export const HEADER_HEIGHT_PX = 70;
export const SEARCH_RESULT_ROW_WIDTH_PX = 200;
export const MOBILE_VISIBLE_SIDEBAR_GROUPS = 3;
export const BREAKPOINTS = { sm: 600, md: 960, lg: 1280, xl: 1920 } as const;

export const VISITOR_HASH_MIN_LENGTH = 20;
export const UPGRADE_BUTTON_TEXT = 'Upgrade (27 days left)';
export const SIDEBAR_ROUTE_TYPE = 'admin';

/** Time and attendance (part 1 §9): the default repeat_on days until the settings load (ISO weekdays). */
export const DEFAULT_SHIFT_REPEAT_ON: readonly number[] = [1, 2, 3, 4, 5];
export const WORKING_PLACE_OFFICE = 1;
export const WORKING_PLACE_REMOTE = 2;

/** The id of the page's content (the shell's <main>): the skip link's target, and where the focus goes when its control is gone. */
export const CONTENT_ID = 'content';
