/**
 * A GET /authorization answer with the fields the spec names (part 1 §3 "Authorization data") and
 * nothing else, for tests: `overrides` replaces the author, app data or settings it names.
 */
export function specAuthorization(overrides: { author?: Record<string, unknown>; app?: Record<string, unknown>; settings?: Record<string, unknown> } = {}) {
  return {
    author: {
      id: 1,
      username: 'ava.sinclair',
      name: 'Ava Sinclair',
      avatar: '/images/avatar.png',
      permissions: ['view_attendance'],
      sidebar: [],
      total_notification: 0,
      ...overrides.author,
    },
    app: {
      isLoggedIn: true,
      enabled_google_sso: false,
      enabled_apple_sso: false,
      home_route: '/feed',
      timezone: 'Europe/Berlin',
      server_time: '2026-03-10 10:00:00',
      first_day_of_week: 1,
      company_name: 'Northwind Crew',
      company_logo: null,
      draft_logo: null,
      url: 'https://crew.example.com',
      feed_widget_count: 3,
      theme_class: { menu_background_color: '#323DA5', menu_text_color: '#FFFFFF', button_background_link_color: '#FF7F5C', button_text_color: '#1A1A2E' },
      ...overrides.app,
    },
    settings: { greeting: 'Hello', date_format: 'YYYY-MM-DD', time_format: 2, app_calendar_start_date: '2020-01-01', rows_per_page: 10, is_enable_web_push: false, ...overrides.settings },
  };
}
