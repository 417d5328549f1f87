import { DIALOG_TEXTS, VALIDATION_MESSAGES } from '../../lib/messages';
import {
  holidayEditSchema,
  holidayImportResultSchema,
  holidayImportSchema,
  holidayPageSchema,
  holidayPeoplePageSchema,
  leavePeoplePageSchema,
  leavePolicyEditSchema,
  leavePolicyListSchema,
  leavePolicyPageSchema,
  leaveReviewEditSchema,
  leaveReviewListSchema,
  leaveReviewPageSchema,
  leaveSetupResponseSchema,
  leaveSetupUpdateResponseSchema,
  leaveStoreResponseSchema,
  leaveTypeEditSchema,
  leaveTypeListSchema,
  leaveTypePageSchema,
  policyLeaveTypesSchema,
  policyPeoplePageSchema,
  reviewApproversSchema,
  reviewPeoplePageSchema,
} from '../../lib/leave/schemas';
import { leaveApplicationSchema, leaveStoreResponseSchema as leaveApplicationStoreSchema } from '../../lib/leave/application-schemas';
import { mapErrorResponse } from '../../lib/errors';
import { inUseSchema, messageResponseSchema } from '../../lib/people/schemas';
import { calendarDataSchema } from '../../lib/time/schemas';
import { todayInZone } from '../../lib/date-time/zone';
import type { Upstream } from '../src/server';
import { ApiClient, DEMO, signedInClient, startUpstream } from './helpers';

/** Contract tests of the leave settings calls, parsed with the app's own schemas. */

let upstream: Upstream;
let admin: ApiClient;
let employee: ApiClient;

const P = '/settings/leave/leave';
const del = (client: ApiClient, path: string) => client.request('DELETE', path);
const count = (sql: string, ...args: unknown[]) => (upstream.db.prepare(sql).get(...args) as { n: number }).n;
const userId = (email: string) => (upstream.db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;
const YEAR = Number(todayInZone('Europe/Berlin').slice(0, 4));

const signedIn = (email: string) => signedInClient(upstream, email);

beforeAll(async () => {
  upstream = await startUpstream();
  [admin, employee] = await Promise.all([signedIn(DEMO.admin), signedIn(DEMO.employee)]);
});
afterAll(() => upstream.close());

describe('seed', () => {
  it('has the leave types, two policies, an Anyone and an Everyone process, and every active person in one of each', async () => {
    const types = leaveTypeListSchema.parse((await admin.get(`${P}/leave-types/list`)).body).data;
    expect(types).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Annual leave', total_days: 20 }), expect.objectContaining({ name: 'Unpaid leave', total_days: 0 })]));
    expect(leavePolicyListSchema.parse((await admin.get(`${P}/leave-policies/list`)).body).data).toHaveLength(2);
    const reviews = leaveReviewPageSchema.parse((await admin.get(`${P}/leave-reviews/index`)).body).data;
    expect(reviews.map((review) => review.review_condition).sort()).toEqual([1, 2]);
    const active = count("SELECT COUNT(*) AS n FROM users WHERE status = 'active'");
    expect(count('SELECT COUNT(*) AS n FROM leave_policy_users')).toBe(active);
    expect(count('SELECT COUNT(*) AS n FROM leave_review_users')).toBe(active);
    const holidays = holidayPageSchema.parse((await admin.get(`${P}/holidays/index?per_page=100`)).body);
    expect(holidays.year).toBe(YEAR);
    expect(holidays.data.filter((holiday) => holiday.country_code === 'DE').length).toBeGreaterThan(5);
    expect(holidays.data.every((holiday) => holiday.calendar_year === YEAR && holiday.for_everyone)).toBe(true);
    expect(holidays.calendar_years).toContain(YEAR + 1);
    const next = holidayPageSchema.parse((await admin.get(`${P}/holidays/index?year=${YEAR + 1}&per_page=100`)).body);
    expect(next.data.map((holiday) => holiday.start_date)).toContain(`${YEAR + 1}-12-25`);
  });
});

describe('leave types', () => {
  const T = `${P}/leave-types`;

  it('adds, validates, edits and deletes; a type in a policy needs the action', async () => {
    let res = await admin.post(`${T}/store`, { name: ' Jury duty ', total_days: 4 });
    expect(res.status).toBe(201);
    const { id, message } = leaveStoreResponseSchema.parse(res.body);
    expect(message).toBe(DIALOG_TEXTS.success.add);
    expect(leaveTypeEditSchema.parse((await admin.get(`${T}/edit/${id}`)).body).data).toEqual({ id, name: 'Jury duty', total_days: 4 });

    res = await admin.post(`${T}/store`, { name: 'jury DUTY', total_days: -1 });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ name: ['The name has already been taken.'], total_days: ['The total days field must be between 0 and 366.'] });
    res = await admin.post(`${T}/store`, { name: '', total_days: 1.5 });
    expect(res.body.errors).toEqual({ name: ['The name field is required.'], total_days: ['The total days field must be an integer.'] });

    res = await admin.post(`${T}/store`, { id, name: 'Jury service', total_days: 5 });
    expect(messageResponseSchema.parse(res.body).message).toBe(DIALOG_TEXTS.success.edit);
    const page = leaveTypePageSchema.parse((await admin.get(`${T}/index?search=jury`)).body);
    expect(page.data).toEqual([{ id, name: 'Jury service', total_days: 5, policy_count: 0 }]);

    const policy = leaveStoreResponseSchema.parse((await admin.post(`${P}/leave-policies/store`, { name: 'Civic', leave_types: [{ id, days: 2 }] })).body);
    res = await del(admin, `${T}/delete/${id}`);
    expect(res.status).toBe(460);
    expect(inUseSchema.parse(res.body).message).toBe('“Jury service” is in 1 leave policy. Deleting it takes it out of that policy.');
    res = await del(admin, `${T}/delete/${id}?action=${res.body.action}`);
    expect(res.body.message).toBe(DIALOG_TEXTS.success.delete);
    expect(policyLeaveTypesSchema.parse((await admin.get(`${P}/leave-policies/${policy.id}/view-leave-types`)).body).data).toEqual([]);
    expect((await admin.get(`${T}/edit/${id}`)).status).toBe(404);
  });

  // Leave history is kept for good: a type leave applications use cannot be deleted, even with the
  // action that takes it out of its policies (it used to take every application of the type with it).
  it('refuses to delete a type that leave applications use, with or without the action, and keeps them all', async () => {
    const sick = leaveTypeListSchema.parse((await admin.get(`${T}/list`)).body).data.find((type) => type.name === 'Sick leave')!;
    const applications = count('SELECT COUNT(*) AS n FROM leave_applications WHERE leave_type_id = ?', sick.id);
    const days = count('SELECT COUNT(*) AS n FROM leave_application_days d JOIN leave_applications a ON a.id = d.application_id WHERE a.leave_type_id = ?', sick.id);
    const onCalendars = count("SELECT COUNT(*) AS n FROM time_off_days WHERE name = 'Sick leave'");
    expect([applications > 1, days > 0, onCalendars > 0]).toEqual([true, true, true]);
    const listed = leaveTypePageSchema.parse((await admin.get(`${T}/index?search=Sick`)).body).data;
    expect(listed).toEqual([expect.objectContaining({ id: sick.id, policy_count: 2 })]);

    const message = `“Sick leave” is used by ${applications} leave applications, so it cannot be deleted. To stop people applying for it, take it out of its 2 leave policies.`;
    for (const query of ['', '?action=detach']) {
      const res = await del(admin, `${T}/delete/${sick.id}${query}`);
      expect([query, res.status, res.body]).toEqual([query, 422, { message }]);
      // What the app makes of it: the reason, and no action to confirm (so no "Delete anyway").
      expect(mapErrorResponse(res.status, res.body)).toEqual({ kind: 'form', status: 422, message, summary: message, fields: {} });
    }
    expect(leaveTypeEditSchema.parse((await admin.get(`${T}/edit/${sick.id}`)).body).data.name).toBe('Sick leave');
    expect(leaveTypePageSchema.parse((await admin.get(`${T}/index?search=Sick`)).body).data).toEqual(listed);
    expect(count('SELECT COUNT(*) AS n FROM leave_applications WHERE leave_type_id = ?', sick.id)).toBe(applications);
    expect(count('SELECT COUNT(*) AS n FROM leave_application_days d JOIN leave_applications a ON a.id = d.application_id WHERE a.leave_type_id = ?', sick.id)).toBe(days);
    expect(count("SELECT COUNT(*) AS n FROM time_off_days WHERE name = 'Sick leave'")).toBe(onCalendars);

    // No other path either: the applications' foreign key restricts, it no longer cascades.
    expect(() => upstream.db.prepare('DELETE FROM leave_types WHERE id = ?').run(sick.id)).toThrow(/FOREIGN KEY constraint failed/);
    expect(count('SELECT COUNT(*) AS n FROM leave_applications WHERE leave_type_id = ?', sick.id)).toBe(applications);
  });

  it('refuses to delete a type in no policy that an application uses (there was no warning at all)', async () => {
    const type = leaveStoreResponseSchema.parse((await admin.post(`${T}/store`, { name: 'Witness duty', total_days: 0 })).body);
    const emma = userId(DEMO.employee);
    const policyId = count('SELECT policy_id AS n FROM leave_policy_users WHERE user_id = ?', emma);
    const policy = leavePolicyEditSchema.parse((await admin.get(`${P}/leave-policies/edit/${policyId}`)).body).data;
    const store = (types: { id: number; days: number }[]) =>
      admin.post(`${P}/leave-policies/store`, { id: policy.id, name: policy.name, description: policy.description, leave_types: types });
    const types = policy.leave_types.map(({ id, days }) => ({ id, days }));
    expect((await store([...types, { id: type.id, days: 0 }])).status).toBe(200);
    const form = leaveApplicationSchema.parse((await employee.get('/leave/leave/application/new')).body);
    expect(form.leave_types.map((item) => item.name)).toContain('Witness duty');
    const applied = await employee.post('/leave/leave/application/store', { leave_type_id: type.id, start_date: form.enabled_dates.at(-1), spent_type: 'full', reason: 'Court' });
    expect(applied.status).toBe(201);
    const { application_id } = leaveApplicationStoreSchema.parse(applied.body);
    // Out of the policy again: no one can apply for it any more, and nothing else uses it.
    expect((await store(types)).status).toBe(200);
    expect(leaveTypePageSchema.parse((await admin.get(`${T}/index?search=Witness`)).body).data).toEqual([{ id: type.id, name: 'Witness duty', total_days: 0, policy_count: 0 }]);

    const message = '“Witness duty” is used by 1 leave application, so it cannot be deleted.';
    for (const query of ['', '?action=detach']) {
      const res = await del(admin, `${T}/delete/${type.id}${query}`);
      expect([query, res.status, res.body]).toEqual([query, 422, { message }]);
    }
    expect(leaveApplicationSchema.parse((await employee.get(`/leave/leave/application/view/${application_id}`)).body).item).toMatchObject({ status: 'pending' });
    expect(count('SELECT COUNT(*) AS n FROM leave_applications WHERE id = ?', application_id)).toBe(1);
  });
});

describe('leave policies', () => {
  const L = `${P}/leave-policies`;

  it('bundles types with days, refuses unknown or repeated types, and views them', async () => {
    const [annual, sick] = leaveTypeListSchema.parse((await admin.get(`${P}/leave-types/list`)).body).data;
    let res = await admin.post(`${L}/store`, { name: 'Interns', description: 'First year', leave_types: [] });
    expect(res.body.errors.leave_types).toEqual(['Choose at least one leave type.']);
    res = await admin.post(`${L}/store`, { name: 'Interns', leave_types: [{ id: annual!.id, days: 1 }, { id: annual!.id, days: 2 }] });
    expect(res.body.errors.leave_types).toEqual([VALIDATION_MESSAGES.invalidSubmission]);
    res = await admin.post(`${L}/store`, { name: 'Interns', leave_types: [{ id: 99999, days: 1 }] });
    expect(res.body.errors.leave_types).toEqual([VALIDATION_MESSAGES.invalidSubmission]);
    res = await admin.post(`${L}/store`, { name: 'Interns', leave_types: [{ id: sick!.id, days: 400 }] });
    expect(res.body.errors['leave_types.0.days']).toEqual(['The days field must be between 0 and 366.']);

    res = await admin.post(`${L}/store`, { name: 'Interns', description: 'First year', leave_types: [{ id: annual!.id, days: 12 }, { id: sick!.id, days: 5 }] });
    const { id } = leaveStoreResponseSchema.parse(res.body);
    const edit = leavePolicyEditSchema.parse((await admin.get(`${L}/edit/${id}`)).body).data;
    expect(edit).toMatchObject({ name: 'Interns', description: 'First year' });
    expect(edit.leave_types.map((type) => type.days).sort()).toEqual([12, 5].sort());
    const view = policyLeaveTypesSchema.parse((await admin.get(`${L}/${id}/view-leave-types`)).body);
    expect(view.leave_policy).toEqual({ id, name: 'Interns' });
    expect(view.data).toHaveLength(2);
    const page = leavePolicyPageSchema.parse((await admin.get(`${L}/index?search=Interns`)).body);
    expect(page.data[0]).toMatchObject({ id, people_count: 0 });
  });

  it('holds a person in one policy: assigning moves them; removing and deleting with the action', async () => {
    const [standard, leadership] = leavePolicyListSchema.parse((await admin.get(`${L}/list`)).body).data.sort((a, b) => a.id - b.id);
    const emma = userId(DEMO.employee);
    const assignable = leavePeoplePageSchema.parse((await admin.get(`${L}/${leadership!.id}/assignable-data?search=Emma`)).body);
    expect(assignable.data.map((person) => person.id)).toContain(emma);

    let res = await admin.post(`${L}/assign-users`, { leave_policy_id: leadership!.id, users: [emma] });
    expect(res.body.message).toBe(DIALOG_TEXTS.success.add);
    expect(count('SELECT COUNT(*) AS n FROM leave_policy_users WHERE user_id = ?', emma)).toBe(1);
    const inLeadership = policyPeoplePageSchema.parse((await admin.get(`${L}/${leadership!.id}/assigned-users/index?search=Emma`)).body);
    expect(inLeadership.leave_policy).toEqual({ id: leadership!.id, name: leadership!.name });
    expect(inLeadership.data.map((person) => person.id)).toEqual([emma]);
    const inStandard = policyPeoplePageSchema.parse((await admin.get(`${L}/${standard!.id}/assigned-users/index?search=Emma`)).body);
    expect(inStandard.data).toEqual([]);

    expect((await admin.post(`${L}/assign-users`, { leave_policy_id: leadership!.id, users: [] })).body.errors.users).toEqual([VALIDATION_MESSAGES.required]);
    expect((await admin.post(`${L}/assign-users`, { leave_policy_id: leadership!.id, users: ['x'] })).body.errors.users).toEqual([VALIDATION_MESSAGES.invalidSubmission]);
    res = await admin.post(`${L}/assigned-users/remove`, { leave_policy_id: leadership!.id, user_id: emma });
    expect(res.body.message).toBe(DIALOG_TEXTS.success.delete);
    expect(count('SELECT COUNT(*) AS n FROM leave_policy_users WHERE user_id = ?', emma)).toBe(0);

    res = await del(admin, `${L}/delete/${standard!.id}`);
    expect(res.status).toBe(460);
    expect(inUseSchema.parse(res.body).message).toMatch(/people are on “Standard”\. Deleting it leaves them without a leave policy\.$/);
    expect((await del(admin, `${L}/delete/${standard!.id}?action=detach`)).status).toBe(200);
    expect(count('SELECT COUNT(*) AS n FROM leave_policy_users WHERE policy_id = ?', standard!.id)).toBe(0);
  });
});

describe('review processes', () => {
  const R = `${P}/leave-reviews`;

  it('stores ordered approvers with a condition, views them, and moves assigned people', async () => {
    const approvers = leavePeoplePageSchema.parse((await admin.get(`${R}/assignable-users/list?search=Reed`)).body).data;
    const marcus = approvers[0]!.id;
    const ava = userId(DEMO.admin);
    let res = await admin.post(`${R}/store`, { name: 'Finance sign-off', review_condition: 3, approvers: [] });
    expect(res.body.errors).toEqual({ review_condition: ['The selected review condition is invalid.'], approvers: [VALIDATION_MESSAGES.required] });
    res = await admin.post(`${R}/store`, { name: 'Finance sign-off', review_condition: 2, approvers: [ava, marcus] });
    const { id } = leaveStoreResponseSchema.parse(res.body);

    const view = reviewApproversSchema.parse((await admin.get(`${R}/${id}/view-approvers`)).body);
    expect(view.leave_review).toEqual({ id, name: 'Finance sign-off', review_condition: 2 });
    expect(view.data.map((person) => person.id)).toEqual([ava, marcus]);
    await admin.post(`${R}/store`, { id, name: 'Finance sign-off', review_condition: 1, approvers: [marcus, ava] });
    const edit = leaveReviewEditSchema.parse((await admin.get(`${R}/edit/${id}`)).body).data;
    expect([edit.review_condition, edit.approvers.map((person) => person.id)]).toEqual([1, [marcus, ava]]);
    expect(leaveReviewListSchema.parse((await admin.get(`${R}/list`)).body).data.map((item) => item.name)).toContain('Finance sign-off');

    const emma = userId(DEMO.employee);
    expect((await admin.post(`${R}/assign-users`, { leave_review_id: id, users: [emma] })).status).toBe(200);
    const page = reviewPeoplePageSchema.parse((await admin.get(`${R}/${id}/assigned-users/index`)).body);
    expect(page.data.map((person) => person.id)).toEqual([emma]);
    expect(page.leave_review).toEqual({ id, name: 'Finance sign-off', review_condition: 1 });
    expect(count('SELECT COUNT(*) AS n FROM leave_review_users WHERE user_id = ?', emma)).toBe(1);
    expect(leavePeoplePageSchema.parse((await admin.get(`${R}/${id}/assignable-data?search=Emma`)).body).data).toEqual([]);

    res = await del(admin, `${R}/delete/${id}`);
    expect(res.status).toBe(460);
    expect((await del(admin, `${R}/delete/${id}?action=detach`)).status).toBe(200);
    expect(count('SELECT COUNT(*) AS n FROM leave_review_users WHERE user_id = ?', emma)).toBe(0);
  });
});

describe('leave setup', () => {
  it('reads and saves the rules, refusing values out of range', async () => {
    const { data } = leaveSetupResponseSchema.parse((await admin.get(`${P}/leave-setup/index`)).body);
    let res = await admin.post(`${P}/leave-setup/update`, { ...data, leave_year_start_month: 13 });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['leave_year_start_month']);
    res = await admin.post(`${P}/leave-setup/update`, { ...data, leave_year_start_month: 4, allow_half_day: false });
    expect(leaveSetupUpdateResponseSchema.parse(res.body)).toEqual({ message: DIALOG_TEXTS.success.edit, data: { ...data, leave_year_start_month: 4, allow_half_day: false } });
    expect(leaveSetupResponseSchema.parse((await admin.get(`${P}/leave-setup/index`)).body).data.leave_year_start_month).toBe(4);
  });
});

describe('holidays', () => {
  const H = `${P}/holidays`;

  it('adds a holiday inside its calendar year, for everyone or chosen people, and lists by year', async () => {
    let res = await admin.post(`${H}/store`, { name: 'Year end', start_date: `${YEAR + 1}-12-31`, end_date: `${YEAR + 2}-01-01`, for_everyone: true });
    expect(res.body.errors.end_date).toEqual([`The end date must be in the holiday’s calendar year (${YEAR + 1}).`]);
    res = await admin.post(`${H}/store`, { name: 'Team day', start_date: `${YEAR + 1}-07-02`, end_date: `${YEAR + 1}-07-01`, for_everyone: true });
    expect(res.body.errors.end_date).toEqual(['The end date field must be a date after or equal to start date.']);
    res = await admin.post(`${H}/store`, { name: 'Team day', start_date: `${YEAR + 1}-02-30`, for_everyone: false, users: [] });
    expect(res.body.errors).toEqual({ start_date: ['The start date field must be a valid date.'], users: [VALIDATION_MESSAGES.required] });

    const emma = userId(DEMO.employee);
    res = await admin.post(`${H}/store`, { name: 'Team day', start_date: `${YEAR + 1}-07-01`, end_date: `${YEAR + 1}-07-02`, for_everyone: false, users: [emma] });
    const { id } = leaveStoreResponseSchema.parse(res.body);
    const edit = holidayEditSchema.parse((await admin.get(`${H}/edit/${id}`)).body).data;
    expect(edit).toMatchObject({ calendar_year: YEAR + 1, for_everyone: false, country_code: null });
    expect(edit.users.map((person) => person.id)).toEqual([emma]);
    const next = holidayPageSchema.parse((await admin.get(`${H}/index?year=${YEAR + 1}&search=Team`)).body);
    expect(next.data).toEqual([expect.objectContaining({ id, people_count: 1 })]);

    const people = holidayPeoplePageSchema.parse((await admin.get(`${H}/${id}/assigned-users/index`)).body);
    expect(people.holiday).toEqual({ id, name: 'Team day', for_everyone: false });
    const marcus = userId(DEMO.manager);
    expect((await admin.post(`${H}/assign-users`, { holiday_id: id, users: [marcus] })).status).toBe(200);
    expect(count('SELECT COUNT(*) AS n FROM holiday_users WHERE holiday_id = ?', id)).toBe(2);

    res = await del(admin, `${H}/delete/${id}`);
    expect(res.status).toBe(460);
    expect((await del(admin, `${H}/delete/${id}?action=detach`)).status).toBe(200);
  });

  it('puts everyone’s holidays on every calendar and chosen people’s only on theirs', async () => {
    const emma = userId(DEMO.employee);
    const month = `${YEAR + 1}-08`;
    await admin.post(`${H}/store`, { name: 'Summer party', start_date: `${month}-13`, end_date: `${month}-14`, for_everyone: true });
    await admin.post(`${H}/store`, { name: 'Emma’s day', start_date: `${month}-20`, for_everyone: false, users: [emma] });
    const days = async (client: ApiClient) =>
      Object.fromEntries(calendarDataSchema.parse((await client.get(`/time/attendance/calendar/self-data?month=${month}`)).body).days.map((day) => [day.date, day.holiday]));
    const own = await days(employee);
    expect([own[`${month}-13`], own[`${month}-14`], own[`${month}-20`], own[`${month}-21`]]).toEqual(['Summer party', 'Summer party', 'Emma’s day', null]);
    const others = await days(admin);
    expect([others[`${month}-14`], others[`${month}-20`]]).toEqual(['Summer party', null]);
  });

  it('lists everyone for an everyone’s holiday and takes no assignments for it', async () => {
    const [holiday] = holidayPageSchema.parse((await admin.get(`${H}/index`)).body).data;
    const people = holidayPeoplePageSchema.parse((await admin.get(`${H}/${holiday!.id}/assigned-users/index`)).body);
    expect(people.meta.total).toBe(count("SELECT COUNT(*) AS n FROM users WHERE status = 'active'"));
    const res = await admin.post(`${H}/assign-users`, { holiday_id: holiday!.id, users: [userId(DEMO.employee)] });
    expect(res.status).toBe(422);
    expect(leavePeoplePageSchema.parse((await admin.get(`${H}/${holiday!.id}/assignable-data`)).body).data).toEqual([]);
  });

  it('previews a country’s public holidays and imports the chosen ones once', async () => {
    const preview = holidayImportSchema.required().parse((await admin.get(`${H}/import/index`)).body);
    expect(preview.countries.length).toBeGreaterThanOrEqual(20);
    expect(preview.country_id).toBe(276);
    expect(preview.years).toEqual([YEAR, YEAR + 1]);
    expect(preview.data.every((day) => day.imported)).toBe(true);

    const france = preview.countries.find((country) => country.code === 'FR')!;
    const french = holidayImportSchema.parse((await admin.get(`${H}/import/index?country_id=${france.id}&year=${YEAR + 1}`)).body);
    const bastille = french.data.find((day) => day.date === `${YEAR + 1}-07-14`)!;
    expect(bastille).toMatchObject({ imported: false });
    const newYear = french.data.find((day) => day.date === `${YEAR + 1}-01-01`)!;
    expect(newYear.imported).toBe(true);

    const body = { country_id: france.id, year: YEAR + 1, dates: [bastille.date, newYear.date] };
    let result = holidayImportResultSchema.parse((await admin.post(`${H}/import/store`, body)).body);
    expect(result).toEqual({ message: DIALOG_TEXTS.success.add, imported: 1, skipped: 1 });
    result = holidayImportResultSchema.parse((await admin.post(`${H}/import/store`, body)).body);
    expect(result).toMatchObject({ imported: 0, skipped: 2 });
    expect(count('SELECT COUNT(*) AS n FROM holidays WHERE start_date = ?', bastille.date)).toBe(1);

    expect((await admin.post(`${H}/import/store`, { ...body, dates: [`${YEAR + 1}-07-15`] })).body.errors.dates).toEqual([VALIDATION_MESSAGES.invalidSubmission]);
    expect((await admin.post(`${H}/import/store`, { ...body, year: YEAR + 5 })).status).toBe(422);
    expect((await admin.get(`${H}/import/index?country_id=1`)).status).toBe(422);
  });
});

it('refuses the employee every call', async () => {
  for (const [method, path] of [
    ['GET', `${P}/leave-types/index`],
    ['POST', `${P}/leave-types/store`],
    ['GET', `${P}/leave-policies/index`],
    ['POST', `${P}/leave-policies/assign-users`],
    ['GET', `${P}/leave-reviews/index`],
    ['GET', `${P}/leave-reviews/1/view-approvers`],
    ['GET', `${P}/leave-setup/index`],
    ['POST', `${P}/leave-setup/update`],
    ['GET', `${P}/holidays/index`],
    ['GET', `${P}/holidays/import/index`],
    ['DELETE', `${P}/holidays/delete/1`],
  ] as const) {
    expect([method, path, (await employee.request(method, path, method === 'GET' ? {} : { json: {} })).status]).toEqual([method, path, 403]);
  }
});
