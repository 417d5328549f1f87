import { DIALOG_TEXTS, VALIDATION_MESSAGES as M } from '../../lib/messages';
import { assignableHolidaysSchema, personHolidaysSchema, personLeaveSavedSchema, personLeaveSchema } from '../../lib/people/schemas';
import type { Upstream } from '../src/server';
import { type ApiClient, DEMO, signedInClient, startUpstream } from './helpers';

/** Contract tests of a person's leave policy, review process and holidays on their profile, parsed with the app's own schemas. */

let upstream: Upstream;
let admin: ApiClient;
let manager: ApiClient;
let employee: ApiClient;

const PROFILE = '/employee/employee/profile';
const H = '/settings/leave/leave/holidays';
const idOf = (email: string) => (upstream.db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;
const one = <T>(sql: string) => upstream.db.prepare(sql).get() as T;
const YEAR = new Date().getUTCFullYear();

beforeAll(async () => {
  upstream = await startUpstream();
  [admin, manager, employee] = await Promise.all([signedInClient(upstream, DEMO.admin), signedInClient(upstream, DEMO.manager), signedInClient(upstream, DEMO.employee)]);
});
afterAll(() => upstream.close());

describe('leave policy and review process', () => {
  it('shows the person’s policy with its types and their review process', async () => {
    const emma = idOf(DEMO.employee);
    const leave = personLeaveSchema.parse((await employee.get(`${PROFILE}/${emma}/leave`)).body).data;
    const policy = one<{ id: number; name: string }>(`SELECT p.id, p.name FROM leave_policies p JOIN leave_policy_users u ON u.policy_id = p.id WHERE u.user_id = ${emma}`);
    expect(leave.leave_policy).toEqual(policy);
    expect(leave.leave_types.length).toBeGreaterThan(0);
    expect(personLeaveSchema.parse((await manager.get(`${PROFILE}/${emma}/leave`)).body).data).toEqual(leave);
    expect((await employee.get(`${PROFILE}/${idOf(DEMO.manager)}/leave`)).status).toBe(403);
  });

  it('moves the person to another policy and review, or out of them; only edit_employee may', async () => {
    const emma = idOf(DEMO.employee);
    const other = one<{ id: number; name: string }>(`SELECT id, name FROM leave_policies WHERE id NOT IN (SELECT policy_id FROM leave_policy_users WHERE user_id = ${emma}) LIMIT 1`);
    const review = one<{ id: number; name: string; review_condition: number }>('SELECT id, name, review_condition FROM leave_reviews ORDER BY id DESC LIMIT 1');
    expect((await admin.post(`${PROFILE}/${emma}/leave/policy-review/update`, { leave_policy_id: 9999, leave_review_id: 'x' })).body.errors).toEqual({
      leave_policy_id: [M.invalidSubmission],
      leave_review_id: [M.invalidSubmission],
    });
    const saved = personLeaveSavedSchema.parse((await admin.post(`${PROFILE}/${emma}/leave/policy-review/update`, { leave_policy_id: other.id, leave_review_id: review.id })).body);
    expect(saved.message).toBe(DIALOG_TEXTS.success.edit);
    expect(saved.data.leave_policy).toEqual(other);
    expect(saved.data.leave_review).toEqual(review);
    // One policy per person: they left the previous one.
    expect(one<{ n: number }>(`SELECT COUNT(*) AS n FROM leave_policy_users WHERE user_id = ${emma}`).n).toBe(1);

    const out = personLeaveSavedSchema.parse((await admin.post(`${PROFILE}/${emma}/leave/policy-review/update`, { leave_policy_id: other.id, leave_review_id: '' })).body);
    expect(out.data.leave_review).toBeNull();
    expect((await manager.post(`${PROFILE}/${emma}/leave/policy-review/update`, { leave_policy_id: other.id })).status).toBe(403);
    expect((await employee.post(`${PROFILE}/${emma}/leave/policy-review/update`, { leave_policy_id: other.id })).status).toBe(403);
  });
});

describe('holidays of the person', () => {
  it('lists everyone’s holidays and their chosen ones, assigns from the assignable ones and removes them', async () => {
    const emma = idOf(DEMO.employee);
    const marcus = idOf(DEMO.manager);
    const created = await admin.post(`${H}/store`, { name: 'Office move day', start_date: `${YEAR + 1}-03-02`, end_date: `${YEAR + 1}-03-02`, for_everyone: false, users: [marcus] });
    expect(created.status).toBe(201);
    const holidayId = (created.body as { id: number }).id;

    const before = personHolidaysSchema.parse((await employee.get(`${PROFILE}/${emma}/leave/holidays?year=${YEAR + 1}`)).body);
    expect(before.year).toBe(YEAR + 1);
    expect(before.data.every((holiday) => holiday.for_everyone)).toBe(true);
    expect(before.calendar_years).toContain(YEAR + 1);

    const assignable = assignableHolidaysSchema.parse((await admin.get(`${PROFILE}/${emma}/leave/holidays/assignable-data`)).body).data;
    expect(assignable.map((holiday) => holiday.name)).toContain('Office move day');
    expect((await admin.get(`${PROFILE}/${marcus}/leave/holidays/assignable-data`)).body.data.map((holiday: { id: number }) => holiday.id)).not.toContain(holidayId);

    expect((await admin.post(`${PROFILE}/${emma}/leave/holidays/assign-data`, { holidays: [] })).body.errors).toEqual({ holidays: [M.required] });
    const everyones = before.data[0]!.id;
    expect((await admin.post(`${PROFILE}/${emma}/leave/holidays/assign-data`, { holidays: [everyones] })).body.errors).toEqual({ holidays: [M.invalidSubmission] });
    expect((await admin.post(`${PROFILE}/${emma}/leave/holidays/assign-data`, { holidays: ['x'] })).body.errors).toEqual({ holidays: [M.invalidSubmission] });
    expect((await employee.post(`${PROFILE}/${emma}/leave/holidays/assign-data`, { holidays: [holidayId] })).status).toBe(403);
    expect((await admin.post(`${PROFILE}/${emma}/leave/holidays/assign-data`, { holidays: [holidayId] })).body).toEqual({ message: DIALOG_TEXTS.success.add });

    const after = personHolidaysSchema.parse((await employee.get(`${PROFILE}/${emma}/leave/holidays?year=${YEAR + 1}`)).body).data;
    expect(after.find((holiday) => holiday.id === holidayId)).toEqual({ id: holidayId, name: 'Office move day', start_date: `${YEAR + 1}-03-02`, end_date: `${YEAR + 1}-03-02`, for_everyone: false });

    expect((await admin.post(`${PROFILE}/${emma}/leave/holidays/remove`, { holiday_id: everyones })).status).toBe(422);
    expect((await admin.post(`${PROFILE}/${emma}/leave/holidays/remove`, { holiday_id: holidayId })).body).toEqual({ message: DIALOG_TEXTS.success.delete });
    expect((await admin.post(`${PROFILE}/${emma}/leave/holidays/remove`, { holiday_id: holidayId })).status).toBe(404);
    expect(personHolidaysSchema.parse((await admin.get(`${PROFILE}/${emma}/leave/holidays?year=${YEAR + 1}`)).body).data.map((holiday) => holiday.id)).not.toContain(holidayId);
  });
});
