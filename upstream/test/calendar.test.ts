import { calendarRange, CALENDAR_KINDS } from '../../lib/calendar/model';
import { calendarSchema, type CalendarData, type CalendarEntry } from '../../lib/calendar/schemas';
import { shiftDate } from '../../lib/date-time/calendar';
import { todayInZone } from '../../lib/date-time/zone';
import { CompanyCalendar } from '../src/domain/calendar';
import type { Upstream } from '../src/server';
import { ApiClient, DEMO, signedInClient, startUpstream } from './helpers';

/** Contract tests of GET /calendar/index, parsed with the app's own schema. */

let upstream: Upstream;
let admin: ApiClient;
let manager: ApiClient;
let employee: ApiClient;

const TODAY = todayInZone('Europe/Berlin');

async function calendar(client: ApiClient, query: Record<string, string> = {}): Promise<CalendarData> {
  const response = await client.get(`/calendar/index?${new URLSearchParams(query)}`);
  expect(response.status).toBe(200);
  return calendarSchema.parse(response.body);
}

const rows = <T>(sql: string, ...args: unknown[]) => upstream.db.prepare(sql).all(...args) as T[];
const row = <T>(sql: string, ...args: unknown[]) => upstream.db.prepare(sql).get(...args) as T;

beforeAll(async () => {
  upstream = await startUpstream();
  [admin, manager, employee] = await Promise.all([signedInClient(upstream, DEMO.admin), signedInClient(upstream, DEMO.manager), signedInClient(upstream, DEMO.employee)]);
}, 30_000);
afterAll(() => upstream.close());

describe('GET /calendar/index', () => {
  it('answers the grid of a date’s month (default today), or its week with view=week', async () => {
    const month = await calendar(admin);
    expect(month).toMatchObject({ today: TODAY, first_day_of_week: 1, kinds: [...CALENDAR_KINDS], department_id: null, ...calendarRange('month', TODAY, 1) });
    const week = await calendar(admin, { view: 'week' });
    expect(week).toMatchObject(calendarRange('week', TODAY, 1));
    expect(week.departments.map((department) => department.name)).toContain('Engineering');
    expect(await calendar(admin, { view: 'week', date: '2027-01-01' })).toMatchObject({ from: '2026-12-28', to: '2027-01-03' });
    expect(await calendar(admin, { date: '2027-02-10' })).toMatchObject({ from: '2027-02-01', to: '2027-02-28' });
  });

  it('lists approved leave on its counted days with the spent type, and nothing of other states or discharged people', async () => {
    const range = calendarRange('month', TODAY, 1);
    const data = await calendar(admin, { ...range });
    const approved = rows<{ id: number; spent_type: string }>(
      "SELECT a.id, a.spent_type FROM leave_applications a JOIN users u ON u.id = a.user_id WHERE a.status = 'approved' AND u.status != 'archived' AND a.start_date <= ? AND a.end_date >= ?",
      range.to,
      range.from,
    );
    const leave = data.data.filter((entry) => entry.kind === 'leave');
    expect(approved.length).toBeGreaterThan(0);
    expect(leave.map((entry) => entry.source).sort((a, b) => ('id' in a && 'id' in b ? a.id - b.id : 0))).toEqual(
      approved.map(({ id }) => ({ type: 'leave_application', id })).sort((a, b) => a.id - b.id),
    );
    for (const entry of leave) {
      const id = (entry.source as { id: number }).id;
      const days = rows<{ date: string }>('SELECT date FROM leave_application_days WHERE application_id = ? AND date BETWEEN ? AND ? ORDER BY date', id, range.from, range.to);
      expect(entry.dates).toEqual(days.map((day) => day.date));
      expect(entry.spent_type).toBe(approved.find((app) => app.id === id)!.spent_type);
      expect(entry.person).not.toBeNull();
    }
    const half = rows<{ id: number; start_date: string; spent_type: string }>("SELECT a.id, a.start_date, a.spent_type FROM leave_applications a JOIN users u ON u.id = a.user_id WHERE a.status = 'approved' AND u.status = 'active' AND a.spent_type != 'full' LIMIT 1")[0]!;
    // A discharged person's leave is history, not the company's calendar.
    const archived = row<{ id: number; start_date: string }>(
      "SELECT a.id, a.start_date FROM leave_applications a JOIN users u ON u.id = a.user_id WHERE a.status = 'approved' AND u.status = 'archived' LIMIT 1",
    );
    expect((await calendar(admin, { from: archived.start_date, to: archived.start_date })).data.some((entry) => entry.key === `leave-${archived.id}`)).toBe(false);
    const halfDay = await calendar(admin, { from: half.start_date, to: half.start_date, kinds: 'leave' });
    expect(halfDay.data.find((entry) => entry.key === `leave-${half.id}`)).toMatchObject({ spent_type: half.spent_type, dates: [half.start_date] });
    const pending = row<{ id: number; start_date: string }>("SELECT id, start_date FROM leave_applications WHERE status = 'pending' LIMIT 1");
    const around = await calendar(admin, { from: pending.start_date, to: pending.start_date });
    expect(around.data.some((entry) => entry.key === `leave-${pending.id}`)).toBe(false);
  });

  it('shows company holidays and chosen people’s holidays only when one of them is in the department', async () => {
    const holiday = row<{ id: number; name: string; start_date: string; calendar_year: number }>('SELECT id, name, start_date, calendar_year FROM holidays WHERE for_everyone = 1 ORDER BY start_date LIMIT 1');
    const data = await calendar(admin, { from: holiday.start_date, to: holiday.start_date, kinds: 'holiday' });
    expect(data.data).toContainEqual(
      expect.objectContaining({ kind: 'holiday', title: holiday.name, dates: [holiday.start_date], people_count: null, source: { type: 'holiday', id: holiday.id, year: holiday.calendar_year } }),
    );

    const person = row<{ id: number; department_id: number }>("SELECT id, department_id FROM users WHERE status = 'active' AND department_id IS NOT NULL ORDER BY id DESC LIMIT 1");
    const other = row<{ id: number }>('SELECT id FROM departments WHERE id != ? LIMIT 1', person.department_id);
    const date = shiftDate(TODAY, 3);
    const id = Number(
      upstream.db
        .prepare("INSERT INTO holidays (name, start_date, end_date, calendar_year, for_everyone) VALUES ('Team offsite', ?, ?, ?, 0)")
        .run(date, shiftDate(date, 1), Number(date.slice(0, 4))).lastInsertRowid,
    );
    upstream.db.prepare('INSERT INTO holiday_users (holiday_id, user_id) VALUES (?, ?)').run(id, person.id);
    const range = { from: date, to: date, kinds: 'holiday' };
    expect((await calendar(admin, { ...range, department_id: String(person.department_id) })).data).toContainEqual(
      expect.objectContaining({ key: `holiday-${id}`, people_count: 1, start_date: date, end_date: shiftDate(date, 1), dates: [date] }),
    );
    expect((await calendar(admin, { ...range, department_id: String(other.id) })).data.some((entry) => entry.key === `holiday-${id}`)).toBe(false);
  });

  it('lists birthdays by day and month only, and work anniversaries with the years of service', async () => {
    const person = row<{ id: number; username: string; date_of_birth: string; joining_date: string }>(
      "SELECT id, username, date_of_birth, joining_date FROM users WHERE status = 'active' AND joining_date < ? ORDER BY joining_date LIMIT 1",
      shiftDate(TODAY, -800),
    );
    const year = Number(TODAY.slice(0, 4));
    const birthday = `${year}${person.date_of_birth.slice(4)}`;
    const data = await calendar(admin, { from: birthday, to: birthday, kinds: 'birthday' });
    const entry = data.data.find((item) => item.key === `birthday-${person.id}-${year}`)!;
    expect(entry).toMatchObject({ title: 'Birthday', start_date: birthday, dates: [birthday], source: { type: 'profile', username: person.username } });
    expect(JSON.stringify(entry)).not.toContain(person.date_of_birth.slice(0, 4));

    const anniversary = `${year}${person.joining_date.slice(4)}`;
    const years = year - Number(person.joining_date.slice(0, 4));
    const found = (await calendar(admin, { from: anniversary, to: anniversary, kinds: 'anniversary' })).data.find((item) => item.key === `anniversary-${person.id}-${year}`);
    expect(found).toMatchObject({ years, title: `${years} ${years === 1 ? 'year' : 'years'} at the company`, dates: [anniversary] });
  });

  it('keeps private profiles’ birthdays from viewers without view_employee', () => {
    const person = row<{ id: number; date_of_birth: string }>("SELECT id, date_of_birth FROM users WHERE status = 'active' ORDER BY id DESC LIMIT 1");
    const date = `${TODAY.slice(0, 4)}${person.date_of_birth.slice(4)}`;
    const company = new CompanyCalendar(upstream.db, () => 'http://x');
    const birthdayOf = (seesPrivate: boolean) =>
      company.entries({ from: date, to: date, departmentId: null, seesPrivate }).some((entry: CalendarEntry) => entry.key === `birthday-${person.id}-${date.slice(0, 4)}`);
    upstream.db.prepare('UPDATE users SET is_profile_private = 1 WHERE id = ?').run(person.id);
    try {
      expect(birthdayOf(true)).toBe(true);
      expect(birthdayOf(false)).toBe(false);
    } finally {
      upstream.db.prepare('UPDATE users SET is_profile_private = 0 WHERE id = ?').run(person.id);
    }
  });

  it('counts published shifts per shift and day, in the department filter', async () => {
    const day = row<{ date: string }>("SELECT date FROM shift_assignments WHERE is_published = 1 AND date >= ? ORDER BY date LIMIT 1", TODAY).date;
    const department = row<{ id: number }>('SELECT department_id AS id FROM users u JOIN shift_assignments s ON s.user_id = u.id WHERE s.date = ? AND s.is_published = 1 LIMIT 1', day);
    const count = (departmentId: number | null) =>
      row<{ n: number }>(
        "SELECT COUNT(*) AS n FROM shift_assignments s JOIN users u ON u.id = s.user_id WHERE s.is_published = 1 AND s.date = ? AND u.status = 'active' AND (? IS NULL OR u.department_id = ?)",
        day,
        departmentId,
        departmentId,
      ).n;
    const sum = (data: CalendarData) => data.data.filter((entry) => entry.kind === 'shift').reduce((total, entry) => total + entry.people_count!, 0);
    const all = await calendar(manager, { from: day, to: day, kinds: 'shift' });
    expect(sum(all)).toBe(count(null));
    expect(all.data[0]).toMatchObject({ kind: 'shift', dates: [day], start_time: expect.stringMatching(/^\d\d:\d\d$/) });
    const inDepartment = await calendar(manager, { from: day, to: day, kinds: 'shift', department_id: String(department.id) });
    expect(sum(inDepartment)).toBe(count(department.id));
    expect(sum(inDepartment)).toBeLessThan(sum(all));
  });

  it('filters by kind but counts every kind, and filters people by department', async () => {
    const range = calendarRange('month', TODAY, 1);
    const all = await calendar(admin, { ...range });
    const onlyLeave = await calendar(admin, { ...range, kinds: 'leave' });
    expect(onlyLeave.kinds).toEqual(['leave']);
    expect(onlyLeave.data.every((entry) => entry.kind === 'leave')).toBe(true);
    expect(onlyLeave.counts).toEqual(all.counts);
    for (const kind of CALENDAR_KINDS) expect(all.counts[kind]).toBe(all.data.filter((entry) => entry.kind === kind).length);
    const none = await calendar(admin, { ...range, kinds: '' });
    expect(none.data).toEqual([]);

    const engineering = all.departments.find((department) => department.name === 'Engineering')!;
    const filtered = await calendar(admin, { ...range, department_id: String(engineering.id) });
    const people = filtered.data.filter((entry) => entry.person);
    expect(people.length).toBeGreaterThan(0);
    expect(people.every((entry) => entry.department?.id === engineering.id)).toBe(true);
    expect(people.length).toBeLessThan(all.data.filter((entry) => entry.person).length);
  });

  it('answers 422 with field errors for a bad range or department', async () => {
    const errors = async (query: string) => {
      const response = await admin.get(`/calendar/index?${query}`);
      expect(response.status).toBe(422);
      return response.body.errors;
    };
    expect(await errors('from=2026-11-01')).toEqual({ to: ['The to field is required.'] });
    expect(await errors('from=2026-02-30&to=2026-03-01')).toEqual({ from: ['The from field must match the format Y-m-d.'] });
    expect(await errors('from=2026-11-10&to=2026-11-09')).toEqual({ to: ['The to field must be a date after or equal to from.'] });
    expect(await errors('from=2026-11-01&to=2026-12-13')).toEqual({ to: ['The range may span at most 42 days.'] });
    expect((await admin.get('/calendar/index?from=2026-11-01&to=2026-12-12')).status).toBe(200);
    expect(await errors('date=2026-11-31')).toEqual({ date: ['The date field must match the format Y-m-d.'] });
    expect(await errors('department_id=999999')).toEqual({ department_id: ['The selected department id is invalid.'] });
  });

  it('needs access_calendar_module', async () => {
    expect((await employee.get('/calendar/index')).status).toBe(403);
  });
});
