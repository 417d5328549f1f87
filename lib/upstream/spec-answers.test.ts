import { authorizationSchema } from '@/lib/auth/schemas';
import { feedPageSchema } from '@/lib/feed/schemas';
import { employeeLeavesSchema } from '@/lib/leave/application-schemas';
import { onboardingAuthorResponseSchema } from '@/lib/onboarding/schemas';
import { clockShortSummarySchema } from '@/lib/time/schemas';
import { specAuthorization } from '@/test/authorization';

/**
 * Answers of the real API carry at least the fields the spec names; ours (the reference upstream)
 * carry a few more. Where a field the spec does not name has a sensible default, an answer without
 * it must still parse: /authorization is read at every sign-in and page, the clock summary on every page.
 */

const SPEC_AUTHORIZATION = specAuthorization();

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

  it('the wall: a page of posts with data and meta only counts its own unseen acknowledge-required posts', () => {
    const post = (id: number, type: 0 | 1, auth_seen: boolean) => ({
      id,
      slug: `post-${id}`,
      type,
      content: 'Hello',
      created_time: '2026-03-10T09:00:00Z',
      updated_time: null,
      user: { id: 2, name: 'Marcus Reed', username: 'marcus.reed', avatar: '/images/avatar.png' },
      is_pinned: false,
      auth_seen,
      acknowledges_count: 0,
      comments_count: 0,
      photos: [],
      attachments: [],
      reactions: { love: 0 },
      auth_reaction: null,
    });
    const meta = { current_page: 1, last_page: 1, per_page: 10, from: 1, to: 3, total: 3 };
    const parsed = feedPageSchema.safeParse({ data: [post(1, 1, false), post(2, 1, true), post(3, 0, true)], meta });
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data?.unseen_count).toBe(1);
    expect(parsed.data?.can_create).toBeUndefined();
    // The server's own count, when it sends one, stands.
    expect(feedPageSchema.parse({ data: [], meta, unseen_count: 4, can_create: true })).toMatchObject({ unseen_count: 4, can_create: true });
  });

  it('a person’s leave: data, user and meta only (no year, balances or upcoming leave)', () => {
    const meta = { current_page: 1, last_page: 1, per_page: 10, from: null, to: null, total: 0 };
    const parsed = employeeLeavesSchema.safeParse({ data: [], meta, user: { id: 3, name: 'Emma Novak', username: 'emma.novak', avatar: '/images/avatar.png', designation_name: null } });
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('onboarding: the invited author with the spec’s fields only (no name, e-mail or company)', () => {
    const author = { set_password: false, set_avatar: false, handbook: null, avatar: '/images/avatar.png', tabs: ['password', 'avatar', 'complete'], current_tab: 'password' };
    expect(onboardingAuthorResponseSchema.safeParse({ data: author }).error?.issues ?? []).toEqual([]);
  });
});
