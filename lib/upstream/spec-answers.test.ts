import { authorizationSchema } from '@/lib/auth/schemas';
import { feedPageSchema } from '@/lib/feed/schemas';
import { employeeLeavesSchema } from '@/lib/leave/application-schemas';
import { onboardingAuthorResponseSchema } from '@/lib/onboarding/schemas';
import { clockShortSummarySchema } from '@/lib/time/schemas';
import { specAuthorization } from '@/test/authorization';
import { billingApi } from '@/lib/billing/endpoints';
import { holidayApi, holidayPeopleApi } from '@/lib/leave/endpoints';
import { profileApi } from '@/lib/people/endpoints';
import { employeeImportApi } from '@/lib/people/import-endpoints';
import { roleApi } from '@/lib/roles/endpoints';
import { timeApi } from '@/lib/time/endpoints';
import type { ParsedEndpoint } from '@/lib/upstream/define';

/**
 * Answers of the real API carry at least the fields the spec names; ours (the reference upstream)
 * carry a few more. Where a field the spec does not name has a sensible default, an answer without
 * it must still parse: /authorization is read at every sign-in and page, the clock summary on every page.
 */

const SPEC_AUTHORIZATION = specAuthorization();

/** Parses an answer with the schema the app reads that call with (its endpoint's), returning zod's issues (none: it parses). */
async function issuesOf(endpoint: ParsedEndpoint, answer: unknown) {
  const parsed = (await endpoint.schema()).safeParse(answer);
  return parsed.error?.issues ?? [];
}

const META = { current_page: 1, last_page: 1, per_page: 10, from: 1, to: 1, total: 1 };
const PERSON = { id: 3, name: 'Emma Novak', username: 'emma.novak', avatar: '/images/avatar.png', designation_name: 'Engineer' };

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

  it('the bird view: data, meta, leave_spent_types and the welcome wizard (no period)', async () => {
    const day = (date: string) => ({ date, attendance: null, leave: null, holiday: null, shift: null, working_day: true });
    const answer = {
      data: [{ user: PERSON, days: [day('2026-03-01'), day('2026-03-02')] }],
      meta: META,
      leave_spent_types: [{ id: 1, key: 'full', name: 'Full day' }],
      welcome_wizard: false,
    };
    expect(await issuesOf(timeApi.birdView, answer)).toEqual([]);
  });

  it('shift assignment: the shift calendar’s index with its rows and actionLog (no period)', async () => {
    const answer = { data: [{ user: PERSON, days: [{ date: '2026-03-09', shifts: [] }] }], meta: META, actionLog: [] };
    expect(await issuesOf(timeApi.shiftCalendar, answer)).toEqual([]);
  });

  it('shift templates: the index and a template without a people count', async () => {
    const template = { id: 1, name: 'Early', start_time: '06:00', end_time: '14:00', work_time: 450, break_time: 30 };
    expect(await issuesOf(timeApi.templateIndex, { data: [template], meta: META })).toEqual([]);
    expect(await issuesOf(timeApi.editTemplate, { data: template })).toEqual([]);
  });

  it('roles: roles-with-permissions whose roles have no users or permissions counts', async () => {
    const role = { id: 2, name: 'Manager', position: 2, is_admin: false, is_default: false };
    expect(await issuesOf(roleApi.rolesWithPermissions, { roles: [role], groupPermissions: [] })).toEqual([]);
    expect(await issuesOf(roleApi.data, { data: role })).toEqual([]);
  });

  it('holidays: the index with calendar_years, data, meta and settings_welcome_wizard (no year)', async () => {
    const wizard = { show: false, steps: { leave_types: true, leave_policies: true, review_processes: true, holidays: true } };
    const holiday = { id: 1, name: 'New Year', start_date: '2026-01-01', end_date: '2026-01-01', calendar_year: 2026, description: null, for_everyone: true, country_code: null, people_count: 0 };
    expect(await issuesOf(holidayApi.index, { calendar_years: [2026, 2027], data: [holiday], meta: META, settings_welcome_wizard: wizard })).toEqual([]);
  });

  it('holiday import: the index with data and country_id only (no year, years or countries)', async () => {
    expect(await issuesOf(holidayApi.importIndex, { data: [{ date: '2026-01-01', name: 'New Year', imported: false }], country_id: 276 })).toEqual([]);
  });

  it('billing: the plan overview with package and tenant only (no subscription, plans to move to or head count)', async () => {
    const plan = { id: 2, name: 'Business', description: 'For growing teams', price_per_seat: 600, currency: 'EUR', max_seats: null, features: ['Everything'] };
    const tenant = { id: 1, name: 'Northwind Crew', email: 'billing@northwind.test', address: null, country_code: null, postal_code: null };
    expect(await issuesOf(billingApi.planOverview, { package: plan, tenant })).toEqual([]);
  });

  it('employee import: the upload answered with fields and headers', async () => {
    const answer = { fields: [{ key: 'first_name', label: 'First name', required: true }], headers: ['First name', 'E-mail'] };
    expect(await issuesOf(employeeImportApi.file, answer)).toEqual([]);
  });

  it('roles: a role with id, name and position only (no administrator or default flag), and its people without the role', async () => {
    const role = { id: 2, name: 'Manager', position: 2 };
    expect(await issuesOf(roleApi.rolesWithPermissions, { roles: [role], groupPermissions: [{ name: 'Roles', permissions: [{ id: 1, name: 'view_role' }] }] })).toEqual([]);
    expect(await issuesOf(roleApi.data, { data: role })).toEqual([]);
    expect(await issuesOf(roleApi.assignedUsers, { data: [PERSON], meta: META })).toEqual([]);
  });

  it('holidays: rows without a people count, and a holiday’s people without the holiday', async () => {
    const wizard = { show: false, steps: { leave_types: true, leave_policies: true, review_processes: true, holidays: true } };
    const holiday = { id: 1, name: 'Offsite', start_date: '2026-05-04', end_date: '2026-05-04', calendar_year: 2026, description: null, for_everyone: false, country_code: null };
    expect(await issuesOf(holidayApi.index, { calendar_years: [2026], data: [holiday], meta: META, settings_welcome_wizard: wizard })).toEqual([]);
    expect(await issuesOf(holidayPeopleApi.index, { data: [PERSON], meta: META })).toEqual([]);
  });

  it('employee import: upload-meta naming nothing, and validate-data with the checked rows only', async () => {
    expect(await issuesOf(employeeImportApi.uploadMeta, {})).toEqual([]);
    expect(await issuesOf(employeeImportApi.uploadMeta, { data: {} })).toEqual([]);
    const row = { row: 2, values: { first_name: 'Emma', email: 'emma@' }, errors: { email: ['Please use a valid email address'] } };
    expect(await issuesOf(employeeImportApi.validate, { data: { rows: [row] } })).toEqual([]);
  });

  it('billing: the plan overview’s package and tenant without their inner fields beyond the plan’s id and name', async () => {
    expect(await issuesOf(billingApi.planOverview, { package: { id: 2, name: 'Business' }, tenant: {} })).toEqual([]);
  });

  it('a profile: the person with the spec’s profile fields, without what the viewer may do', async () => {
    const person = { id: 3, name: 'Emma Novak', avatar: '/images/avatar.png', discharged_date: null, discharged_reason: null, is_discharge_applied: false };
    expect(await issuesOf(profileApi.view, { data: person })).toEqual([]);
  });
});
