import { authorizationSchema } from '@/lib/auth/schemas';
import { clockShortSummarySchema } from '@/lib/time/schemas';

/**
 * Answers of the real API carry at least the fields the spec names; ours (the reference upstream)
 * carry a few more. Where a field the spec does not name has a sensible default, an answer without
 * it must still parse: /authorization is read at every sign-in and page, the clock summary on every page.
 */

// GET /authorization with the spec's fields only (part 1 §3 "Authorization data").
const SPEC_AUTHORIZATION = {
  author: {
    id: 1,
    username: 'ava.sinclair',
    name: 'Ava Sinclair',
    avatar: '/images/avatar.png',
    permissions: ['view_attendance'],
    sidebar: [],
    total_notification: 0,
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
  },
  settings: { greeting: 'Hello', date_format: 'YYYY-MM-DD', time_format: 2, app_calendar_start_date: '2020-01-01', rows_per_page: 10, is_enable_web_push: false },
};

describe('answers with only the fields the spec names', () => {
  it('sign in: /authorization without the trial flag or a payment key (no trial notice then)', () => {
    const parsed = authorizationSchema.safeParse(SPEC_AUTHORIZATION);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data?.app.is_trial_over).toBe(false);
    expect(authorizationSchema.parse({ ...SPEC_AUTHORIZATION, app: { ...SPEC_AUTHORIZATION.app, is_trial_over: true } }).app.is_trial_over).toBe(true);
  });

  it('the clock widget: a summary without the day’s shift', () => {
    const summary = {
      id: 5,
      abnormal: false,
      working_date: '2026-03-10',
      total_on_clocked: 60,
      is_clocked_in: true,
      is_on_break: false,
      can_clock: true,
      can_break: true,
      spent_time: 60,
      start_time: '2026-03-10 09:59:00',
      end_time: null,
      review_status: null,
      review_text: null,
      server_time: '2026-03-10 10:00:00',
    };
    expect(clockShortSummarySchema.safeParse(summary).error?.issues ?? []).toEqual([]);
  });
});
