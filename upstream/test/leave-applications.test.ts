import { shiftDate, isoDay } from '../../lib/date-time/calendar';
import { todayInZone } from '../../lib/date-time/zone';
import {
  employeeLeavesSchema,
  leaveApplicationSchema,
  leaveCommentDeleteSchema,
  leaveCommentPageSchema,
  leaveCommentStoreSchema,
  leaveDecisionResponseSchema,
  leaveStoreResponseSchema,
  reviewerLeavesSchema,
  reviewerSummarySchema,
  type LeaveApplication,
} from '../../lib/leave/application-schemas';
import { leaveSetupResponseSchema, leaveStoreResponseSchema as settingsStoreSchema } from '../../lib/leave/schemas';
import { notificationPageSchema } from '../../lib/notifications/schemas';
import { calendarDataSchema } from '../../lib/time/schemas';
import type { Upstream } from '../src/server';
import { ApiClient, DEMO, signedInClient, startUpstream } from './helpers';

/** Contract tests of the leave application and list calls, parsed with the app's own schemas. */

let upstream: Upstream;
let admin: ApiClient;
let manager: ApiClient;
let employee: ApiClient;
let colleague: ApiClient;
let colleagueId: number;

const A = '/leave/leave/application';
const TODAY = todayInZone('Europe/Berlin');
const idOf = (email: string) => (upstream.db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;
const fresh = async (client: ApiClient, query = '') => leaveApplicationSchema.parse((await client.get(`${A}/new${query}`)).body);
const annual = (app: LeaveApplication) => app.leave_types.find((type) => type.name === 'Annual leave')!;
const thisYear = (app: LeaveApplication) => annual(app).years[0]!;
const view = async (client: ApiClient, id: number) => leaveApplicationSchema.parse((await client.get(`${A}/view/${id}`)).body);

/** `count` consecutive enabled working days at least `after` days ahead, with no day off between them. */
function freeDays(app: LeaveApplication, after: number, count: number): string[] {
  const enabled = new Set(app.enabled_dates);
  for (let day = shiftDate(TODAY, after); day < app.summary.window_end; day = shiftDate(day, 1)) {
    const run = Array.from({ length: count }, (_, index) => shiftDate(day, index));
    if (run.every((date) => enabled.has(date))) return run;
  }
  throw new Error('no free days');
}

beforeAll(async () => {
  upstream = await startUpstream();
  [admin, manager, employee] = await Promise.all([signedInClient(upstream, DEMO.admin), signedInClient(upstream, DEMO.manager), signedInClient(upstream, DEMO.employee)]);
  // A colleague reviewed under the Anyone process.
  const email = upstream.db
    .prepare<[], string>(
      `SELECT u.email FROM users u JOIN leave_review_users ru ON ru.user_id = u.id JOIN leave_reviews r ON r.id = ru.review_id
        JOIN role_users x ON x.user_id = u.id JOIN roles ro ON ro.id = x.role_id
        WHERE r.review_condition = 1 AND ro.name = 'Employee' AND u.status = 'active' AND u.id > 6 ORDER BY u.id LIMIT 1`,
    )
    .pluck()
    .get()!;
  colleague = await signedInClient(upstream, email);
  colleagueId = idOf(email);
  // Seeding and five sign-ins: more than the default 5 s on a busy machine.
}, 30_000);
afterAll(() => upstream.close());

describe('seed', () => {
  it('has a year of applications in every state, and approved days are the calendars’ leave days', () => {
    const db = upstream.db;
    const statuses = db.prepare<[], string>('SELECT DISTINCT status FROM leave_applications').pluck().all().sort();
    expect(statuses).toEqual(['approved', 'pending', 'rejected', 'withdrawn']);
    expect(db.prepare<[], number>("SELECT COUNT(*) FROM leave_applications WHERE start_date < date('now', '-150 day')").pluck().get()).toBeGreaterThan(20);
    // Nobody worked on a day of approved leave taken in full; rejected days were worked.
    const workedOnLeave = db
      .prepare<[], number>(
        `SELECT COUNT(*) FROM time_off_days t JOIN attendances a ON a.user_id = t.user_id AND a.working_date = t.date WHERE t.spent_type = 'full'`,
      )
      .pluck()
      .get();
    expect(workedOnLeave).toBe(0);
    const overlaps = db
      .prepare<[], number>(
        `SELECT COUNT(*) FROM leave_application_days d1 JOIN leave_applications a1 ON a1.id = d1.application_id
           JOIN leave_application_days d2 ON d2.date = d1.date AND d2.application_id > d1.application_id
           JOIN leave_applications a2 ON a2.id = d2.application_id AND a2.user_id = a1.user_id
          WHERE a1.status IN ('pending', 'approved') AND a2.status IN ('pending', 'approved')`,
      )
      .pluck()
      .get();
    expect(overlaps).toBe(0);
  });
});

describe('a new application', () => {
  it('offers the policy’s types with balances, working days only, and the review process', async () => {
    const app = await fresh(employee);
    expect(app.item).toBeNull();
    expect(app.auth_review.can_edit).toBe(true);
    expect(app.leave_types.map((type) => type.name)).toContain('Annual leave');
    expect(app.leave_types.map((type) => type.name)).not.toContain('Study leave');
    const balance = thisYear(app);
    expect(balance.left).toBe(balance.entitled! - balance.taken - balance.pending);
    expect(app.leave_types.find((type) => type.name === 'Unpaid leave')!.years[0]!.left).toBeNull();
    expect(app.review_condition).toBe(2);
    expect(app.reviewers.map((step) => step.reviewer.username)).toEqual(['marcus.reed', 'ava.sinclair']);
    expect(app.enabled_dates.every((date) => isoDay(date) <= 5)).toBe(true);
    expect(app.days_off.some((day) => app.enabled_dates.includes(day.date))).toBe(false);
  });

  it('lets only those who may apply for others do so', async () => {
    expect((await employee.get(`${A}/new?user_id=${colleagueId}`)).status).toBe(403);
    const forColleague = await fresh(admin, `?user_id=${colleagueId}`);
    expect(forColleague.author.id).toBe(colleagueId);
    expect(forColleague.on_behalf.length).toBeGreaterThan(10);
  });
});

describe('applying, reviewing and following', () => {
  let holiday: string;
  let range: [string, string];
  let everyoneId: number;

  it('does not count a holiday inside the range, and tells reviewers', async () => {
    const before = await fresh(employee);
    const [first, second, third] = freeDays(before, 35, 3);
    holiday = second!;
    const res = await admin.post('/settings/leave/leave/holidays/store', { name: 'Test Day', start_date: holiday, for_everyone: true });
    settingsStoreSchema.parse(res.body);
    const app = await fresh(employee);
    expect(app.enabled_dates).not.toContain(holiday);
    expect(app.days_off).toContainEqual({ date: holiday, name: 'Test Day' });
    range = [first!, third!];
    const stored = await employee.post(`${A}/store`, { leave_type_id: annual(app).id, start_date: first, end_date: third, spent_type: 'full', reason: 'Trip' });
    expect(stored.status).toBe(201);
    everyoneId = leaveStoreResponseSchema.parse(stored.body).application_id;
    const viewed = await view(employee, everyoneId);
    expect(viewed.item).toMatchObject({ status: 'pending', days: 2, start_date: first, end_date: third });
    expect(viewed.item!.day_list.map((day) => day.date)).toEqual([first, third]);
    expect(thisYear(await fresh(employee)).pending).toBe(thisYear(before).pending + (first!.slice(0, 4) === TODAY.slice(0, 4) ? 2 : 0));
    const alerts = notificationPageSchema.parse((await manager.get('/notifications/view/index?per_page=5&page=1')).body);
    expect(alerts.data[0]!.data.action).toEqual({ kind: 'leave_application', id: everyoneId });
  });

  it('refuses an overlapping application with a field error', async () => {
    const app = await fresh(employee);
    const res = await employee.post(`${A}/store`, { leave_type_id: annual(app).id, start_date: range[0], end_date: range[0], spent_type: 'first_half' });
    expect(res.status).toBe(422);
    expect(res.body.errors.start_date[0]).toMatch(/overlap your Annual leave/);
  });

  it('Everyone: stays pending after the first approval, approved after the second; the author is told', async () => {
    expect((await employee.post(`${A}/${everyoneId}/approved`, {})).status).toBe(403);
    let res = await manager.post(`${A}/${everyoneId}/approved`, { note: 'Fine by me' });
    expect(leaveDecisionResponseSchema.parse(res.body).status).toBe('pending');
    expect((await manager.post(`${A}/${everyoneId}/approved`, {})).status).toBe(422);
    const midway = await view(manager, everyoneId);
    expect(midway.reviewers.map((step) => step.decision)).toEqual(['approved', null]);
    res = await admin.post(`${A}/${everyoneId}/approved`, {});
    expect(leaveDecisionResponseSchema.parse(res.body).status).toBe('approved');
    const alerts = notificationPageSchema.parse((await employee.get('/notifications/view/index?per_page=5&page=1')).body);
    expect(alerts.data[0]!.data.message).toMatch(/approved your Annual leave/);
    // The calendars show the approved days.
    const month = range[0].slice(0, 7);
    const calendar = calendarDataSchema.parse((await employee.get(`/time/attendance/calendar/self-data?month=${month}`)).body);
    expect(calendar.days.find((day) => day.date === range[0])!.leave).toEqual({ name: 'Annual leave', spent_type: 'full' });
    const leaves = employeeLeavesSchema.parse((await employee.get('/leave/employee-leaves/index?status=approved&year=' + range[0].slice(0, 4))).body);
    expect(leaves.data.map((row) => row.id)).toContain(everyoneId);
  });

  it('withdrawing an approved future application returns its days; change decision re-balances', async () => {
    const before = thisYear(await fresh(employee));
    const res = await employee.post(`${A}/${everyoneId}/withdrawn`, {});
    expect(leaveDecisionResponseSchema.parse(res.body).status).toBe('withdrawn');
    const after = thisYear(await fresh(employee));
    if (range[0].slice(0, 4) === TODAY.slice(0, 4)) expect(after.taken).toBe(before.taken - 2);
    expect((await employee.post(`${A}/${everyoneId}/withdrawn`, {})).status).toBe(422);
  });

  it('Anyone: one rejection decides, a note is required; the administrator changes the decision', async () => {
    const app = await fresh(colleague);
    expect(app.review_condition).toBe(1);
    const [day] = freeDays(app, 20, 1);
    const stored = leaveStoreResponseSchema.parse((await colleague.post(`${A}/store`, { leave_type_id: annual(app).id, start_date: day, spent_type: 'second_half' })).body);
    const id = stored.application_id;
    expect((await view(colleague, id)).item!.days).toBe(0.5);
    expect((await employee.get(`${A}/view/${id}`)).status).toBe(403);
    const noNote = await manager.post(`${A}/${id}/rejected`, {});
    expect(noNote.status).toBe(422);
    expect(noNote.body.errors.note).toEqual(['The note field is required.']);
    expect(leaveDecisionResponseSchema.parse((await manager.post(`${A}/${id}/rejected`, { note: 'Busy week' })).body).status).toBe('rejected');
    const rejected = await view(colleague, id);
    expect(rejected.reviewers[0]).toMatchObject({ decision: 'rejected', note: 'Busy week' });
    expect((await manager.post(`${A}/change-decision`, { application_id: id, status: 'approved' })).status).toBe(403);
    const pendingBefore = thisYear(await fresh(colleague));
    const changed = await admin.post(`${A}/change-decision`, { application_id: id, status: 'approved', note: 'Covered after all' });
    expect(leaveDecisionResponseSchema.parse(changed.body).status).toBe('approved');
    const afterChange = thisYear(await fresh(colleague));
    if (day!.slice(0, 4) === TODAY.slice(0, 4)) expect(afterChange.taken).toBe(pendingBefore.taken + 0.5);
    expect((await view(admin, id)).item!.history.map((event) => event.action)).toEqual(['applied', 'rejected', 'decision_changed']);
  });

  it('keeps comments to 250 characters and lets their authors delete them', async () => {
    const long = await employee.post(`${A}/${everyoneId}/comments/store`, { description: 'x'.repeat(251) });
    expect(long.status).toBe(422);
    const stored = leaveCommentStoreSchema.parse((await employee.post(`${A}/${everyoneId}/comments/store`, { description: 'x'.repeat(250) })).body);
    expect(stored.comments_count).toBe(1);
    const page = leaveCommentPageSchema.parse((await manager.get(`${A}/${everyoneId}/comments`)).body);
    expect(page.data[0]!.can_delete).toBe(true);
    expect(leaveCommentDeleteSchema.parse((await employee.request('DELETE', `${A}/${everyoneId}/comments/${stored.data.id}/delete`)).body).comments_count).toBe(0);
  });
});

describe('lists', () => {
  it('the reviewer list and summary, with cover; only list permissions see it', async () => {
    const list = reviewerLeavesSchema.parse((await manager.get('/leave/reviewer-leaves/index?per_page=50')).body);
    expect(list.data.length).toBeGreaterThan(10);
    expect(list.showMyPending).toBe(false);
    const mine = reviewerLeavesSchema.parse((await manager.get('/leave/reviewer-leaves/index?showMyPending=1')).body);
    expect(mine.showMyPending).toBe(true);
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((row) => row.status === 'pending' && row.awaiting.some((person) => person.username === 'marcus.reed'))).toBe(true);
    const summary = reviewerSummarySchema.parse((await manager.get('/leave/reviewer-leaves/summary')).body);
    expect(summary.pending).toBeGreaterThan(0);
    expect(summary.awaiting_me).toBe(mine.meta.total);
    // Filtered, "awaiting you" counts within the same filters as the statuses: as many as its list shows.
    const someone = mine.data[0]!.author.id;
    const theirs = reviewerLeavesSchema.parse((await manager.get(`/leave/reviewer-leaves/index?showMyPending=1&user_id=${someone}`)).body);
    const theirSummary = reviewerSummarySchema.parse((await manager.get(`/leave/reviewer-leaves/summary?user_id=${someone}`)).body);
    expect(theirs.meta.total).toBeLessThan(mine.meta.total);
    expect(theirSummary.awaiting_me).toBe(theirs.meta.total);
    const filtered = reviewerLeavesSchema.parse((await manager.get('/leave/reviewer-leaves/index?status=rejected')).body);
    expect(filtered.data.every((row) => row.status === 'rejected')).toBe(true);
    expect((await employee.get('/leave/reviewer-leaves/index')).status).toBe(403);
  });

  it('a person’s list by year with balances and upcoming leave; others’ need view_any', async () => {
    const own = employeeLeavesSchema.parse((await employee.get('/leave/employee-leaves/index')).body);
    expect(own.user.username).toBe('emma.novak');
    expect(own.balances?.length).toBeGreaterThan(0);
    expect((await employee.get(`/leave/employee-leaves/index?user_id=${colleagueId}`)).status).toBe(403);
    expect(employeeLeavesSchema.parse((await manager.get(`/leave/employee-leaves/index?user_id=${colleagueId}`)).body).user.id).toBe(colleagueId);
  });

  it('deletes with delete_any only', async () => {
    const id = reviewerLeavesSchema.parse((await admin.get('/leave/reviewer-leaves/index?status=withdrawn')).body).data[0]!.id;
    expect((await manager.request('DELETE', `/leave/reviewer-leaves/leave/delete/${id}`)).status).toBe(403);
    expect((await admin.request('DELETE', `/leave/reviewer-leaves/leave/delete/${id}`)).status).toBe(200);
    expect((await admin.get(`${A}/view/${id}`)).status).toBe(404);
  });
});

describe('counting weekends and holidays as leave', () => {
  const SETUP = '/settings/leave/leave/leave-setup';
  it('lets a leave start and end on a day off when the setup counts days off, and not otherwise', async () => {
    const { data } = leaveSetupResponseSchema.parse((await admin.get(`${SETUP}/index`)).body);
    try {
      await admin.post(`${SETUP}/update`, { ...data, count_non_working_days: false });
      const strict = await fresh(employee);
      const weekend = strict.days_off.map((day) => day.date).find((date) => isoDay(date) === 6 && date > strict.summary.today)!;
      expect(strict.enabled_dates).not.toContain(weekend);

      await admin.post(`${SETUP}/update`, { ...data, count_non_working_days: true });
      const counting = await fresh(employee);
      expect(counting.summary.count_non_working_days).toBe(true);
      // The form offers what the store call takes: a Saturday may start a leave now.
      expect(counting.enabled_dates).toContain(weekend);
      const stored = await employee.post(`${A}/store`, { leave_type_id: annual(counting).id, start_date: weekend, end_date: weekend, spent_type: 'full', reason: 'Weekend trip' });
      expect(stored.status).toBe(201);
      const id = leaveStoreResponseSchema.parse(stored.body).application_id;
      expect((await fresh(employee)).enabled_dates).not.toContain(weekend);
      expect((await employee.post(`${A}/${id}/withdrawn`, {})).status).toBe(200);
    } finally {
      await admin.post(`${SETUP}/update`, data);
    }
  });
});

describe('while reviewers have it open', () => {
  const latestAlert = async (client: ApiClient) => notificationPageSchema.parse((await client.get('/notifications/view/index?per_page=5&page=1')).body).data[0]!;

  it('an edit alerts the reviewers, and a reviewer whose approval it undoes is told to review it again', async () => {
    const app = await fresh(employee);
    const [first, , third] = freeDays(app, 70, 3);
    const stored = await employee.post(`${A}/store`, { leave_type_id: annual(app).id, start_date: first, spent_type: 'full', reason: 'One day' });
    const id = leaveStoreResponseSchema.parse(stored.body).application_id;
    expect(leaveDecisionResponseSchema.parse((await manager.post(`${A}/${id}/approved`, {})).body).status).toBe('pending');

    expect((await employee.post(`${A}/store`, { id, leave_type_id: annual(app).id, start_date: first, end_date: third, spent_type: 'full', reason: 'Three days' })).status).toBe(200);
    const marcusAlert = await latestAlert(manager);
    expect(marcusAlert.data.action).toEqual({ kind: 'leave_application', id });
    expect(marcusAlert.data.message).toMatch(/^Emma Novak changed their leave application: now Annual leave, .+ \(3 days\)\. Your approval no longer stands: review it again\.$/);
    const avaAlert = await latestAlert(admin);
    expect(avaAlert.data.action).toEqual({ kind: 'leave_application', id });
    expect(avaAlert.data.message).toMatch(/^Emma Novak changed their leave application: now Annual leave, .+ \(3 days\)\.$/);
    // Marcus reviews the new dates: his decision is awaited again.
    const again = await view(manager, id);
    expect(again.auth_review).toMatchObject({ can_review: true, decision: null });
  });

  // Marcus, who had applied for Emma, made her day two: she was not told, and her open application kept the one day.
  it('an edit by whoever applied for someone tells the person it is for, as the alert setup says; their own edit does not', async () => {
    const unread = async () => notificationPageSchema.parse((await employee.get('/notifications/view/index?per_page=5&page=1')).body).total_unread;
    const emmaId = idOf(DEMO.employee);
    const app = await fresh(manager, `?user_id=${emmaId}`);
    const [first, second] = freeDays(app, 85, 2) as [string, string];
    const edit = (client: ApiClient, id: number, end: string, reason: string) =>
      client.post(`${A}/store`, { id, leave_type_id: annual(app).id, start_date: first, end_date: end, spent_type: 'full', reason });
    const id = leaveStoreResponseSchema.parse((await manager.post(`${A}/store`, { user_id: emmaId, leave_type_id: annual(app).id, start_date: first, spent_type: 'full', reason: 'Applied by Marcus' })).body).application_id;
    const before = await unread();

    expect((await edit(manager, id, second, 'Two days after all')).status).toBe(200);
    const alert = await latestAlert(employee);
    expect(alert.author?.name).toBe('Marcus Reed');
    expect(alert.data.action).toEqual({ kind: 'leave_application', id });
    expect(alert.data.message).toMatch(/^Marcus Reed changed your leave application: now Annual leave, .+ \(2 days\)\.$/);
    expect(await unread()).toBe(before + 1);

    // Her own edit is no news to her; Marcus's next one is, unless the alert setup has switched it off.
    expect((await edit(employee, id, first, 'One day again')).status).toBe(200);
    expect(await unread()).toBe(before + 1);
    expect((await admin.post('/settings/general/application/notification-settings/update', { leave_changed: { in_app: false, email: false, web_push: false } })).status).toBe(200);
    try {
      expect((await edit(manager, id, second, 'Two days, once more')).status).toBe(200);
      expect(await unread()).toBe(before + 1);
    } finally {
      await admin.post('/settings/general/application/notification-settings/update', { leave_changed: { in_app: true, email: true, web_push: true } });
    }
  });

  it('a withdrawal alerts the reviewers, and a decision after it says it was withdrawn', async () => {
    const app = await fresh(employee);
    const [day] = freeDays(app, 75, 1);
    const id = leaveStoreResponseSchema.parse((await employee.post(`${A}/store`, { leave_type_id: annual(app).id, start_date: day, spent_type: 'full' })).body).application_id;
    expect((await employee.post(`${A}/${id}/withdrawn`, {})).status).toBe(200);
    const alert = await latestAlert(manager);
    expect(alert.data.action).toEqual({ kind: 'leave_application', id });
    expect(alert.data.message).toMatch(/^Emma Novak withdrew their Annual leave application, /);
    const late = await manager.post(`${A}/${id}/approved`, {});
    expect(late.status).toBe(422);
    expect(late.body.message).toBe('This leave application has been withdrawn.');
  });
});

describe('a reviewer who can no longer review', () => {
  const RP = '/settings/general/role-permissions';
  const REVIEW = ['review_any_leave_application', 'view_review_leave_application'];
  let managerRole: number;
  let managerPermissions: number[];

  beforeAll(async () => {
    managerRole = upstream.db.prepare<[number], number>('SELECT role_id FROM role_users WHERE user_id = ?').pluck().get(idOf(DEMO.manager))!;
    managerPermissions = (await admin.get(`${RP}/role/assign-permissions/${managerRole}`)).body.assign_permissions;
  });
  afterAll(async () => {
    await admin.post(`${RP}/role/save-assigned-permissions`, { role_id: managerRole, permissions: managerPermissions });
  });

  it('is not offered a decision nor awaited, and the other approvers finish the review', async () => {
    const app = await fresh(employee);
    const [day, other] = freeDays(app, 95, 2);
    const apply = async (date: string) => leaveStoreResponseSchema.parse((await employee.post(`${A}/store`, { leave_type_id: annual(app).id, start_date: date, spent_type: 'full' })).body).application_id;
    const waiting = await apply(day!);
    // Ava approved this one before Marcus lost the permissions: only Marcus was left.
    const approvedByAva = await apply(other!);
    expect(leaveDecisionResponseSchema.parse((await admin.post(`${A}/${approvedByAva}/approved`, {})).body).status).toBe('pending');

    const reviewIds = new Set(upstream.db.prepare<[], number>(`SELECT id FROM permissions WHERE name IN ('${REVIEW.join("', '")}')`).pluck().all());
    expect((await admin.post(`${RP}/role/save-assigned-permissions`, { role_id: managerRole, permissions: managerPermissions.filter((id) => !reviewIds.has(id)) })).status).toBe(200);

    // Marcus still sees every application (view_any), but is offered no decision and awaits none.
    const list = reviewerLeavesSchema.parse((await manager.get('/leave/reviewer-leaves/index?status=pending&per_page=100')).body);
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.some((row) => row.can_review)).toBe(false);
    expect(list.data.some((row) => row.awaiting.some((person) => person.username === 'marcus.reed'))).toBe(false);
    expect(reviewerSummarySchema.parse((await manager.get('/leave/reviewer-leaves/summary')).body).awaiting_me).toBe(0);
    expect(reviewerLeavesSchema.parse((await manager.get('/leave/reviewer-leaves/index?showMyPending=1')).body).data).toEqual([]);
    const seen = await view(manager, waiting);
    expect(seen.auth_review.can_review).toBe(false);
    expect(seen.reviewers.map((step) => [step.reviewer.username, step.skipped])).toEqual([
      ['marcus.reed', true],
      ['ava.sinclair', false],
    ]);

    // The application Ava had approved no longer waits on anyone: it is approved, and Emma is told.
    const finished = await view(employee, approvedByAva);
    expect(finished.item!.status).toBe('approved');
    expect(finished.item!.history.at(-1)).toMatchObject({ action: 'completed', status: 'approved', note: 'Marcus Reed can no longer review leave.' });
    const emmaAlert = notificationPageSchema.parse((await employee.get('/notifications/view/index?per_page=5&page=1')).body).data[0]!;
    expect(emmaAlert.data).toMatchObject({ action: { kind: 'leave_application', id: approvedByAva } });
    expect(emmaAlert.data.message).toMatch(/^Your Annual leave, .+ is approved: every approver who can still review leave has approved\.$/);

    // Ava's approval of the other finishes it.
    expect(leaveDecisionResponseSchema.parse((await admin.post(`${A}/${waiting}/approved`, {})).body).status).toBe('approved');
    // Given back the permissions, Marcus is awaited again where he had not decided.
    await admin.post(`${RP}/role/save-assigned-permissions`, { role_id: managerRole, permissions: managerPermissions });
    expect(reviewerSummarySchema.parse((await manager.get('/leave/reviewer-leaves/summary')).body).awaiting_me).toBeGreaterThan(0);
  });
});
