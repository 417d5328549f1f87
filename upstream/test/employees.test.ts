import { DIALOG_TEXTS, VALIDATION_MESSAGES } from '../../lib/messages';
import {
  addressSavedSchema,
  addressSectionSchema,
  archivePageSchema,
  bioSavedSchema,
  emergencyContactSavedSchema,
  emergencyContactSectionSchema,
  employeePageSchema,
  employeeStateSchema,
  newEmployeeSchema,
  profileViewSchema,
} from '../../lib/people/schemas';
import { shiftDate, shiftMonth } from '../../lib/date-time/calendar';
import { birdViewRowResponseSchema, birdViewAnswerSchema, calendarDataSchema, employeesListSchema, monthlySummaryResponseSchema } from '../../lib/time/schemas';
import type { Upstream } from '../src/server';
import { ApiClient, DEMO, startUpstream } from './helpers';
import { ACCOUNT_INACTIVE_MESSAGE, CREDENTIALS_MESSAGE } from '../src/modules/auth';

/** The reference upstream's bird view always states its period (the spec names none; the app derives it when absent). */
const birdViewSchema = birdViewAnswerSchema.required({ period: true });

/** Contract tests of the Employees calls and the profile actions, parsed with the app's own schemas. */

let upstream: Upstream;
let admin: ApiClient;
let manager: ApiClient;
let employee: ApiClient;

const INDEX = '/employee/employees/index';
const PROFILE = '/employee/employee/profile';
const NEW_ENTRY = '/employee/employee/quick-entry/new-entry';

async function signedIn(email: string, password = 'password') {
  const client = new ApiClient(upstream.url);
  expect((await client.login(email, password)).status).toBe(200);
  return client;
}

const directory = async (client: ApiClient, query = '') => employeePageSchema.parse((await client.get(`${INDEX}${query}`)).body);
const idOf = (email: string) => (upstream.db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;
const lookup = (table: string, name: string) => (upstream.db.prepare(`SELECT id FROM ${table} WHERE name = ?`).get(name) as { id: number }).id;
const mailbox = async (email: string) => (await admin.get(`/__dev/mailbox?to=${encodeURIComponent(email)}`)).body.data as { subject: string; link: string }[];
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  upstream = await startUpstream();
  [admin, manager, employee] = await Promise.all([signedIn(DEMO.admin), signedIn(DEMO.manager), signedIn(DEMO.employee)]);
});
afterAll(() => upstream.close());

describe('the directory', () => {
  it('pages everyone still employed, by name, with the rows_per_page default', async () => {
    const page = await directory(admin);
    expect(page.meta).toMatchObject({ current_page: 1, per_page: 10, from: 1, to: 10 });
    const names = page.data.map((row) => row.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    const archived = (upstream.db.prepare("SELECT COUNT(*) AS n FROM users WHERE status = 'archived'").get() as { n: number }).n;
    const all = (upstream.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
    expect(page.meta.total).toBe(all - archived);
    expect(page.data.every((row) => row.status !== 'discharged')).toBe(true);

    const last = await directory(admin, `?page=${page.meta.last_page}&per_page=10`);
    expect(last.meta.to).toBe(page.meta.total);
  });

  it('searches by name, email or designation', async () => {
    const byDesignation = await directory(admin, '?search=operations%20manager');
    expect(byDesignation.data.map((row) => row.name)).toContain('Marcus Reed');
    expect(byDesignation.data.find((row) => row.name === 'Marcus Reed')).toMatchObject({
      designation_name: 'Operations Manager',
      department_name: 'Operations',
      role_name: 'Manager',
      email: DEMO.manager,
      status: 'active',
    });
    expect((await directory(admin, '?search=employee%40crewdesk')).data.map((row) => row.name)).toEqual(['Emma Novak']);
    expect((await directory(admin, '?search=emma%20nov')).data.map((row) => row.name)).toEqual(['Emma Novak']);
    expect((await directory(admin, '?search=zz%25')).data).toEqual([]);
  });

  it('filters by department, designation, employment type, group and status', async () => {
    const operations = lookup('departments', 'Operations');
    const rows = (await directory(admin, `?department_id=${operations}&per_page=100`)).data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.department_name === 'Operations')).toBe(true);

    const designation = lookup('designations', 'Contract Developer');
    expect((await directory(admin, `?designation_id=${designation}`)).data.every((row) => row.designation_name === 'Contract Developer')).toBe(true);

    const contract = lookup('employment_types', 'Contract');
    const contractors = (await directory(admin, `?employment_type_id=${contract}&per_page=100`)).data;
    expect(contractors.length).toBeGreaterThan(0);
    expect(contractors.every((row) => row.employment_type_name === 'Contract')).toBe(true);

    const firstAiders = lookup('employee_groups', 'First aiders');
    const members = (upstream.db.prepare('SELECT COUNT(*) AS n FROM employee_group_users WHERE group_id = ?').get(firstAiders) as { n: number }).n;
    expect((await directory(admin, `?group_id=${firstAiders}`)).meta.total).toBe(members);

    const invited = await directory(admin, '?status=invited');
    expect(invited.data.map((row) => row.name)).toEqual(expect.arrayContaining(['Nina Okafor', 'Tomas Lindqvist']));
    expect(invited.data.every((row) => row.status === 'invited')).toBe(true);
    const discharged = await directory(admin, '?status=discharged&per_page=100');
    expect(discharged.data.length).toBeGreaterThanOrEqual(3);
    expect(discharged.data.every((row) => row.status === 'discharged')).toBe(true);

    expect((await admin.get(`${INDEX}?status=gone`)).status).toBe(422);
  });

  it('sorts by joining date, department and designation both ways', async () => {
    const newest = (await directory(admin, '?sort=joining_date&direction=desc&per_page=100')).data.map((row) => row.joining_date ?? '');
    expect([...newest].sort().reverse()).toEqual(newest);
    const departments = (await directory(admin, '?sort=department&per_page=100')).data.map((row) => row.department_name ?? '');
    expect([...departments].sort((a, b) => a.localeCompare(b))).toEqual(departments);
    const designations = (await directory(admin, '?sort=designation&direction=desc&per_page=100')).data.map((row) => row.designation_name ?? '');
    expect([...designations].sort((a, b) => b.localeCompare(a))).toEqual(designations);
    expect((await admin.get(`${INDEX}?sort=salary`)).status).toBe(422);
  });

  it('is for holders of view_employee', async () => {
    expect((await manager.get(INDEX)).status).toBe(200);
    expect((await employee.get(INDEX)).status).toBe(403);
  });
});

describe('quick entry', () => {
  it('refuses missing and bad fields all at once', async () => {
    const res = await admin.post(NEW_ENTRY, { first_name: ' ', email: 'not-an-email', department_id: 9999, joining_date: '2026-02-30' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['department_id', 'email', 'first_name', 'joining_date', 'last_name', 'role_id']);
    expect(res.body.errors.department_id).toEqual([VALIDATION_MESSAGES.invalidSubmission]);
    expect(res.body.errors.role_id).toEqual([VALIDATION_MESSAGES.required]);

    const taken = await admin.post(NEW_ENTRY, { first_name: 'Emma', last_name: 'Again', email: DEMO.employee.toUpperCase(), role_id: lookup('roles', 'Employee') });
    expect(taken.body.errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('adds an invited person and mails them a single-use onboarding link', async () => {
    const res = await admin.post(NEW_ENTRY, {
      first_name: 'Lena',
      last_name: 'Brandt',
      email: 'lena.brandt@example.test',
      department_id: lookup('departments', 'Finance'),
      designation_id: lookup('designations', 'Accountant'),
      employment_type_id: lookup('employment_types', 'Part-time'),
      role_id: lookup('roles', 'Employee'),
      joining_date: '2026-12-01',
    });
    expect(res.status).toBe(201);
    const created = newEmployeeSchema.parse(res.body);
    expect(created).toMatchObject({ message: DIALOG_TEXTS.success.add, username: 'lena.brandt' });

    const row = (await directory(admin, '?search=lena%20brandt')).data[0];
    expect(row).toMatchObject({ id: created.id, status: 'invited', department_name: 'Finance', designation_name: 'Accountant', employment_type_name: 'Part-time', role_name: 'Employee', joining_date: '2026-12-01' });

    const [mail] = await mailbox('lena.brandt@example.test');
    expect(mail!.link).toMatch(new RegExp(`/on-boarding-invitation/${created.id}/[0-9a-f]{48}$`));
    // An invited person cannot sign in before onboarding.
    const guest = new ApiClient(upstream.url);
    expect((await guest.login('lena.brandt@example.test', 'password')).status).toBe(422);

    // A second person of the same name gets a username of their own.
    const twin = await admin.post(NEW_ENTRY, { first_name: 'Lena', last_name: 'Brandt', email: 'lena.b@example.test', role_id: lookup('roles', 'Employee') });
    expect(newEmployeeSchema.parse(twin.body).username).toBe('lena.brandt2');

    // Resending replaces the link.
    const resent = await admin.post(`${PROFILE}/${created.id}/resend-invitation`);
    expect(employeeStateSchema.parse(resent.body).status).toBe('invited');
    const mails = await mailbox('lena.brandt@example.test');
    expect(mails).toHaveLength(2);
    expect(mails[0]!.link).not.toBe(mails[1]!.link);

    // Finishing the setup for them makes them active and mails a password link instead.
    const finished = employeeStateSchema.parse((await admin.post(`${PROFILE}/${created.id}/finish-profile-setup`)).body);
    expect(finished.status).toBe('active');
    expect((await mailbox('lena.brandt@example.test'))[0]!.link).toContain('/reset-password/');
    expect((await admin.post(`${PROFILE}/${created.id}/resend-invitation`)).status).toBe(422);
  });

  it('is for holders of add_employee', async () => {
    expect((await manager.post(NEW_ENTRY, {})).status).toBe(403);
  });
});

describe('discharge and restore', () => {
  it('discharges with a date and reason, moves the person to the archive, and restores them with the fields cleared', async () => {
    const id = idOf(DEMO.reset);
    const rita = await signedIn(DEMO.reset);
    let res = await admin.post(`${PROFILE}/${id}/discharge`, {});
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['discharged_date', 'discharged_reason']);
    res = await admin.post(`${PROFILE}/${id}/discharge`, { discharged_date: '2999-01-01', discharged_reason: 'Moved on' });
    expect(res.body.errors.discharged_date).toEqual(['The discharged date must not be in the future.']);
    res = await admin.post(`${PROFILE}/${id}/discharge`, { discharged_date: '2001-01-01', discharged_reason: 'Moved on' });
    expect(res.body.errors.discharged_date).toEqual(['The discharged date must be on or after the joining date.']);

    res = await admin.post(`${PROFILE}/${id}/discharge`, { discharged_date: today(), discharged_reason: 'Moved on' });
    expect(res.status).toBe(200);
    expect(employeeStateSchema.parse(res.body)).toMatchObject({ status: 'discharged', discharged_date: today(), discharged_reason: 'Moved on' });
    expect((await directory(admin, '?search=rita')).data).toEqual([]);
    expect((await directory(admin, '?search=rita&status=discharged')).data.map((row) => row.name)).toEqual(['Rita Quinn']);
    const archive = archivePageSchema.parse((await admin.get('/settings/employee/employee/employee-archive/index?search=rita')).body);
    expect(archive.data[0]).toMatchObject({ name: 'Rita Quinn', discharged_date: today(), discharged_reason: 'Moved on' });
    // Their session ends and they cannot sign in.
    expect((await rita.get('/authorization')).body.author ?? null).toBeNull();
    expect((await new ApiClient(upstream.url).login(DEMO.reset)).status).toBe(422);
    expect((await admin.post(`${PROFILE}/${id}/discharge`, { discharged_date: today(), discharged_reason: 'Again' })).status).toBe(422);

    res = await admin.post(`${PROFILE}/${id}/restore-profile`);
    expect(employeeStateSchema.parse(res.body)).toMatchObject({ message: DIALOG_TEXTS.success.restore, status: 'active', discharged_date: null, discharged_reason: null });
    expect((await directory(admin, '?search=rita')).data.map((row) => row.status)).toEqual(['active']);
    expect((await new ApiClient(upstream.url).login(DEMO.reset)).status).toBe(200);
    expect((await admin.post(`${PROFILE}/${id}/restore-profile`)).status).toBe(422);
  });

  it('drops the person out of attendance from the discharge date, and not before it', async () => {
    const ATTENDANCE = '/time/attendance';
    const birdView = async (query: string) => birdViewSchema.parse((await admin.get(`${ATTENDANCE}/bird-view/all-data?${query}`)).body);
    const current = await birdView('');
    // Five days before the current period: inside the previous one.
    const date = shiftDate(current.period.start, -5);
    const previousMonth = shiftMonth(current.period.start.slice(0, 7), -1);
    const person = upstream.db
      .prepare("SELECT id, first_name || ' ' || last_name AS name FROM users WHERE status = 'active' AND id > 6 AND joining_date < ? ORDER BY id LIMIT 1")
      .get(shiftDate(date, -60)) as { id: number; name: string };
    const search = `search=${encodeURIComponent(person.name)}`;
    expect((await birdView(search)).data.map((row) => row.user.id)).toEqual([person.id]);

    const res = await admin.post(`${PROFILE}/${person.id}/discharge`, { discharged_date: date, discharged_reason: 'Moved on' });
    expect(res.status).toBe(200);

    // The period that holds the discharge date still lists them, expected at work only before it.
    const then = await birdView(`month=${previousMonth}&${search}`);
    expect(then.period.start <= date && date <= then.period.end).toBe(true);
    const row = then.data.find((item) => item.user.id === person.id)!;
    expect(row.discharged_date).toBe(date);
    const after = row.days.filter((day) => day.date >= date);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((day) => !day.working_day && day.shift === null)).toBe(true);
    expect(row.days.some((day) => day.date < date && day.working_day)).toBe(true);
    const single = await admin.get(`${ATTENDANCE}/bird-view/table-row-data?user_id=${person.id}&month=${previousMonth}`);
    expect(birdViewRowResponseSchema.parse(single.body).data.discharged_date).toBe(date);

    // From the next period on they are gone from the bird view and from the people to add attendance for.
    expect((await birdView(search)).data).toEqual([]);
    expect((await admin.get(`${ATTENDANCE}/bird-view/table-row-data?user_id=${person.id}`)).status).toBe(404);
    const addable = employeesListSchema.parse((await admin.get(`${ATTENDANCE}/employees/list?${search}`)).body);
    expect(addable.data).toEqual([]);

    // Their archived calendar never counts an absence on or after the date.
    const calendar = calendarDataSchema.parse((await admin.get(`${ATTENDANCE}/calendar/archived/all-data?user_id=${person.id}&month=${date.slice(0, 7)}`)).body);
    expect(calendar.days.filter((day) => day.date >= date).every((day) => !day.working_day)).toBe(true);
    const absentBefore = calendar.days.filter((day) => day.date < date && day.working_day && !day.attendance && !day.leave).length;
    const summary = monthlySummaryResponseSchema.parse((await admin.get(`${ATTENDANCE}/calendar/${person.id}/monthly-summary?month=${date.slice(0, 7)}`)).body).data;
    expect(summary.counts.absent).toBe(absentBefore);

    expect((await admin.post(`${PROFILE}/${person.id}/restore-profile`)).status).toBe(200);
    expect((await birdView(search)).data.map((item) => item.user.id)).toEqual([person.id]);
    expect((await birdView(search)).data[0]!.discharged_date).toBeNull();
  });

  it('never discharges yourself, and needs discharge_employee', async () => {
    expect((await admin.post(`${PROFILE}/${idOf(DEMO.admin)}/discharge`, { discharged_date: today(), discharged_reason: 'x' })).body.message).toBe(
      'You cannot discharge your own profile.',
    );
    expect((await manager.post(`${PROFILE}/${idOf(DEMO.employee)}/discharge`, { discharged_date: today(), discharged_reason: 'x' })).status).toBe(403);
    expect((await admin.post(`${PROFILE}/99999/discharge`, {})).status).toBe(404);
  });
});

describe('the other actions', () => {
  it('switches a person off and on again (change status)', async () => {
    const id = idOf(DEMO.contractor);
    const colin = await signedIn(DEMO.contractor);
    expect((await admin.post(`${PROFILE}/${id}/change-status`, { status: 'paused' })).body.errors).toEqual({ status: [VALIDATION_MESSAGES.invalidSubmission] });
    expect(employeeStateSchema.parse((await admin.post(`${PROFILE}/${id}/change-status`, { status: 'inactive' })).body).status).toBe('inactive');
    expect((await colin.get('/authorization')).body.author ?? null).toBeNull();
    // Switched off, the right password says why sign-in fails; a wrong one says nothing more than for anyone.
    const again = new ApiClient(upstream.url);
    expect((await again.login(DEMO.contractor)).body.errors).toEqual({ email: [ACCOUNT_INACTIVE_MESSAGE] });
    expect((await again.login(DEMO.contractor, 'wrong-password')).body.errors).toEqual({ email: [CREDENTIALS_MESSAGE] });
    expect((await directory(admin, '?status=inactive')).data.map((row) => row.name)).toEqual(['Colin Hart']);
    expect(employeeStateSchema.parse((await admin.post(`${PROFILE}/${id}/change-status`, { status: 'active' })).body).status).toBe('active');
    await signedIn(DEMO.contractor);
  });

  it('ends the clock of someone deactivated while clocked in (no one else can), for a reviewer to look at', async () => {
    const sam = idOf(DEMO.sso);
    const client = await signedIn(DEMO.sso);
    expect((await client.post('/time/attendance/clock/in', {})).status).toBe(200);
    const openClocks = () => (upstream.db.prepare('SELECT COUNT(*) AS n FROM attendance_clocks WHERE user_id = ? AND end_date_time IS NULL').get(sam) as { n: number }).n;
    expect(openClocks()).toBe(1);
    const alerts = () => (upstream.db.prepare("SELECT data FROM notifications WHERE data LIKE '%clock was ended%'").all() as { data: string }[]).length;
    const before = alerts();

    expect(employeeStateSchema.parse((await admin.post(`${PROFILE}/${sam}/change-status`, { status: 'inactive' })).body).status).toBe('inactive');
    expect(openClocks()).toBe(0);
    const clock = upstream.db.prepare('SELECT end_date_time, approved_at FROM attendance_clocks WHERE user_id = ? ORDER BY id DESC LIMIT 1').get(sam) as { end_date_time: string; approved_at: string | null };
    expect(clock.end_date_time).not.toBeNull();
    expect(clock.approved_at).toBeNull();
    expect(alerts()).toBeGreaterThan(before);
    const [latest] = upstream.db.prepare("SELECT data FROM notifications WHERE data LIKE '%clock was ended%' ORDER BY id DESC LIMIT 1").all() as { data: string }[];
    expect(JSON.parse(latest!.data).message).toMatch(/^Sam Ortega’s clock was ended when they were deactivated \(\d{4}-\d{2}-\d{2}\); the attendance needs a review\.$/);

    // Switched off while clocked out: nothing to end.
    expect(employeeStateSchema.parse((await admin.post(`${PROFILE}/${sam}/change-status`, { status: 'active' })).body).status).toBe('active');
    const after = alerts();
    expect(employeeStateSchema.parse((await admin.post(`${PROFILE}/${sam}/change-status`, { status: 'inactive' })).body).status).toBe('inactive');
    expect(alerts()).toBe(after);
    expect(employeeStateSchema.parse((await admin.post(`${PROFILE}/${sam}/change-status`, { status: 'active' })).body).status).toBe('active');
  });

  it('lets owners and editors change profile privacy, no one else', async () => {
    const emma = idOf(DEMO.employee);
    expect(employeeStateSchema.parse((await employee.post(`${PROFILE}/${emma}/change-profile-privacy`, { is_profile_private: true })).body).is_profile_private).toBe(true);
    expect(employeeStateSchema.parse((await admin.post(`${PROFILE}/${emma}/change-profile-privacy`, { is_profile_private: 0 })).body).is_profile_private).toBe(false);
    expect((await employee.post(`${PROFILE}/${idOf(DEMO.manager)}/change-profile-privacy`, { is_profile_private: true })).status).toBe(403);
    expect((await employee.post(`${PROFILE}/${emma}/change-profile-privacy`, {})).status).toBe(422);
  });

  it('mails a password reset link', async () => {
    const res = await admin.post(`${PROFILE}/${idOf(DEMO.sso)}/reset-password`);
    expect(employeeStateSchema.parse(res.body).message).toBe('We have emailed the password reset link.');
    expect((await mailbox(DEMO.sso))[0]!.link).toContain('/reset-password/');
    expect((await manager.post(`${PROFILE}/${idOf(DEMO.sso)}/reset-password`)).status).toBe(403);
  });

  it('changes the role from the roles list, never your own', async () => {
    const sam = idOf(DEMO.sso);
    const managerRole = lookup('roles', 'Manager');
    expect((await admin.post(`${PROFILE}/${sam}/role-update`, { role_id: 999 })).body.errors).toEqual({ role_id: [VALIDATION_MESSAGES.invalidSubmission] });
    expect(employeeStateSchema.parse((await admin.post(`${PROFILE}/${sam}/role-update`, { role_id: managerRole })).body).role_id).toBe(managerRole);
    expect((await directory(admin, '?search=sam%20ortega')).data[0]!.role_name).toBe('Manager');
    await admin.post(`${PROFILE}/${sam}/role-update`, { role_id: lookup('roles', 'Employee') });
    expect((await admin.post(`${PROFILE}/${idOf(DEMO.admin)}/role-update`, { role_id: managerRole })).status).toBe(422);
  });

  it('duplicates a profile: a new invited person with the same place, role and groups', async () => {
    const marcus = idOf(DEMO.manager);
    const groups = (id: number) => upstream.db.prepare('SELECT group_id FROM employee_group_users WHERE user_id = ? ORDER BY group_id').pluck().all(id);
    expect((await admin.post(`${PROFILE}/${marcus}/duplicate-profile`, { first_name: 'Max' })).body.errors).toHaveProperty('email');
    const res = await admin.post(`${PROFILE}/${marcus}/duplicate-profile`, { first_name: 'Max', last_name: 'Reed', email: 'max.reed@example.test' });
    expect(res.status).toBe(201);
    const copy = newEmployeeSchema.parse(res.body);
    expect((await directory(admin, '?search=max%20reed')).data[0]).toMatchObject({
      id: copy.id,
      status: 'invited',
      department_name: 'Operations',
      designation_name: 'Operations Manager',
      role_name: 'Manager',
    });
    expect(groups(copy.id)).toEqual(groups(marcus));
    expect((await mailbox('max.reed@example.test'))[0]!.link).toContain(`/on-boarding-invitation/${copy.id}/`);
  });
});

describe('the profile view', () => {
  const view = async (client: ApiClient, username: string) => {
    const res = await client.get(`${PROFILE}/view/${username}`);
    return { status: res.status, body: res.status === 200 ? profileViewSchema.parse(res.body) : null };
  };

  it('shows people their own profile in full, with the actions they may take', async () => {
    const { body } = await view(employee, 'emma.novak');
    expect(body!.data).toMatchObject({ name: 'Emma Novak', visibility: 'full', is_own: true, email: DEMO.employee, role_name: 'Employee', status: 'active' });
    expect(body!.can).toEqual({ edit: true, change_status: false, change_role: false, reset_password: false, change_privacy: true, discharge: false, invite: false, edit_employment: false });
  });

  it('shows holders of view_employee anyone in full, and others the public part of active colleagues', async () => {
    expect((await view(manager, 'emma.novak')).body!.data).toMatchObject({ visibility: 'full', role_name: 'Employee', employment_type_name: expect.any(String) });
    const publicPart = (await view(employee, 'marcus.reed')).body!;
    expect(publicPart.data).toMatchObject({ visibility: 'public', designation_name: 'Operations Manager', department_name: 'Operations', email: DEMO.manager, role_name: null, role_id: null });
    expect(publicPart.can).toMatchObject({ edit: false, change_privacy: false, discharge: false });

    // A private profile hides the e-mail address and joining date from colleagues, not from its owner or view_employee.
    const marcus = idOf(DEMO.manager);
    await manager.post(`${PROFILE}/${marcus}/change-profile-privacy`, { is_profile_private: true });
    expect((await view(employee, 'marcus.reed')).body!.data).toMatchObject({ email: null, joining_date: null, is_profile_private: true });
    expect((await view(manager, 'marcus.reed')).body!.data.email).toBe(DEMO.manager);
    await manager.post(`${PROFILE}/${marcus}/change-profile-privacy`, { is_profile_private: false });

    // Invited and discharged people are not colleagues yet or any more.
    expect((await view(employee, 'nina.okafor')).status).toBe(404);
    const archived = (upstream.db.prepare("SELECT username FROM users WHERE status = 'archived' LIMIT 1").get() as { username: string }).username;
    expect((await view(employee, archived)).status).toBe(404);
    expect((await view(admin, archived)).body!.data).toMatchObject({ status: 'discharged', is_discharge_applied: true, discharged_reason: expect.any(String) });
    expect((await view(admin, 'no.such.person')).status).toBe(404);
  });
});

describe('profile sections', () => {
  const emma = () => idOf(DEMO.employee);
  const marcus = () => idOf(DEMO.manager);

  it('saves and reads an address, refusing an unknown country', async () => {
    let res = await admin.post(`${PROFILE}/${marcus()}/address`, { address_line_1: ' Hafenstraße 12 ', city: 'Hamburg', country_id: 276 });
    expect(res.status).toBe(200);
    expect(addressSavedSchema.parse(res.body)).toMatchObject({ message: DIALOG_TEXTS.success.edit, data: { address_line_1: 'Hafenstraße 12', city: 'Hamburg', country_id: 276, country_name: 'Germany', postal_code: null } });
    expect(addressSectionSchema.parse((await manager.get(`${PROFILE}/${marcus()}/address`)).body).data!.city).toBe('Hamburg');
    res = await admin.post(`${PROFILE}/${marcus()}/address`, { city: 'x'.repeat(101), country_id: 9999 });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ city: [VALIDATION_MESSAGES.max(100)] });
    res = await admin.post(`${PROFILE}/${marcus()}/address`, { country_id: 9999 });
    expect(res.body.errors).toEqual({ country_id: [VALIDATION_MESSAGES.invalidSubmission] });
  });

  it('checks the emergency contact with the spec’s phone rule', async () => {
    let res = await employee.post(`${PROFILE}/${emma()}/emergency-contact`, { name: '', phone: 'call me maybe' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ name: [VALIDATION_MESSAGES.required], phone: [VALIDATION_MESSAGES.phone] });
    res = await employee.post(`${PROFILE}/${emma()}/emergency-contact`, { name: 'Jan Novak', relationship: 'Brother', phone: '+420 (2) 555-0100' });
    expect(emergencyContactSavedSchema.parse(res.body).data).toEqual({ name: 'Jan Novak', relationship: 'Brother', phone: '+420 (2) 555-0100' });
    expect(emergencyContactSectionSchema.parse((await employee.get(`${PROFILE}/${emma()}/emergency-contact`)).body).data!.name).toBe('Jan Novak');
  });

  it('lets owners edit their bio, which colleagues see on the public part', async () => {
    const res = await employee.post(`${PROFILE}/${emma()}/personal/bio/save`, { bio: 'Builds the time screens.' });
    expect(bioSavedSchema.parse(res.body).data.bio).toBe('Builds the time screens.');
    // The spec names no GET for the bio: the view carries it, to colleagues too.
    const seen = profileViewSchema.parse((await manager.get(`${PROFILE}/view/emma.novak`)).body);
    expect(seen.data.bio).toBe('Builds the time screens.');
    const colleague = await signedIn(DEMO.sso);
    const publicPart = profileViewSchema.parse((await colleague.get(`${PROFILE}/view/emma.novak`)).body);
    expect(publicPart.data).toMatchObject({ visibility: 'public', bio: 'Builds the time screens.' });
    // Not when her profile is private: colleagues then see her name, designation and department only.
    await employee.post(`${PROFILE}/${emma()}/change-profile-privacy`, { is_profile_private: true });
    expect(profileViewSchema.parse((await colleague.get(`${PROFILE}/view/emma.novak`)).body).data.bio).toBeNull();
    expect(profileViewSchema.parse((await manager.get(`${PROFILE}/view/emma.novak`)).body).data.bio).toBe('Builds the time screens.');
    await employee.post(`${PROFILE}/${emma()}/change-profile-privacy`, { is_profile_private: false });
  });

  it('keeps sections to their owner and the permission holders', async () => {
    expect((await employee.get(`${PROFILE}/${marcus()}/address`)).status).toBe(403);
    expect((await employee.post(`${PROFILE}/${marcus()}/personal/bio/save`, { bio: 'Hacked' })).status).toBe(403);
    expect((await manager.post(`${PROFILE}/${emma()}/address`, { city: 'Prague' })).status).toBe(403);
    const archived = (upstream.db.prepare("SELECT id FROM users WHERE status = 'archived' LIMIT 1").get() as { id: number }).id;
    expect((await admin.post(`${PROFILE}/${archived}/address`, { city: 'Prague' })).status).toBe(422);
  });

  it('is seeded for most people, empty for some', () => {
    const filled = (upstream.db.prepare("SELECT COUNT(DISTINCT user_id) AS n FROM profile_sections WHERE section = 'address'").get() as { n: number }).n;
    const people = (upstream.db.prepare("SELECT COUNT(*) AS n FROM users WHERE status != 'invited'").get() as { n: number }).n;
    expect(filled).toBeGreaterThan(people / 2);
    expect(filled).toBeLessThan(people);
  });
});
