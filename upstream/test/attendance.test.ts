import { todayInZone } from '../../lib/date-time/zone';
import { CLOCK_MESSAGES } from '../../lib/messages';
import { shiftDate } from '../../lib/date-time/calendar';
import {
  attendanceDetailsSchema,
  birdViewRowResponseSchema,
  birdViewAnswerSchema,
  calendarDataSchema,
  clockShortSummarySchema,
  clockSummarySchema,
  employeesListSchema,
  findShiftSchema,
  monthlySummaryResponseSchema,
  myShiftCalendarSchema,
  shiftTemplateListSchema,
} from '../../lib/time/schemas';
import { addSeconds } from '../../lib/date-time/wall-time';
import { DEFAULT_SETTINGS } from '../src/domain/settings';
import type { Upstream } from '../src/server';
import { ApiClient, DEMO, startUpstream, type Loose } from './helpers';

/** The reference upstream's bird view always states its period (the spec names none; the app derives it when absent). */
const birdViewSchema = birdViewAnswerSchema.required({ period: true });

const A = '/time/attendance';

describe('attendance', () => {
  let upstream: Upstream;
  const signIn = async (email: string) => {
    const client = new ApiClient(upstream.url);
    expect((await client.login(email)).status).toBe(200);
    return client;
  };
  const idOf = (email: string) => (upstream.db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;
  const notificationsOf = (userId: number) =>
    (upstream.db.prepare('SELECT data FROM notifications WHERE user_id = ? ORDER BY id').all(userId) as { data: string }[]).map(
      (row) => JSON.parse(row.data) as Loose,
    );

  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  describe('clocking', () => {
    it('goes clock in → break → resume → clock out, each step returning the summary', async () => {
      const emma = await signIn(DEMO.employee);
      let res = await emma.get(`${A}/clock/short-summary`);
      expect(res.status).toBe(200);
      clockShortSummarySchema.parse(res.body);
      // Until she clocks in, the widget shows her last day (yesterday's clock-out, when recent) or nothing.
      expect(res.body).toMatchObject({ is_clocked_in: false, is_on_break: false, can_clock: true, can_break: true });

      res = await emma.post(`${A}/clock/in`, {});
      expect(res.status).toBe(200);
      const afterIn = clockSummarySchema.parse(res.body);
      expect(afterIn).toMatchObject({ is_clocked_in: true, is_on_break: false, abnormal: false, review_status: null });
      expect(afterIn.clocks).toHaveLength(1);
      expect(afterIn.working_date).toBe(afterIn.server_time!.slice(0, 10));

      res = await emma.post(`${A}/clock/in`, {});
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('You are already clocked in.');

      res = await emma.post(`${A}/clock/resume`);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('You are not on a break.');

      res = await emma.post(`${A}/clock/break`);
      expect(clockSummarySchema.parse(res.body)).toMatchObject({ is_on_break: true });
      res = await emma.post(`${A}/clock/break`);
      expect(res.body.message).toBe('You are already on a break.');
      res = await emma.post(`${A}/clock/resume`);
      expect(clockSummarySchema.parse(res.body)).toMatchObject({ is_on_break: false, is_clocked_in: true });

      res = await emma.post(`${A}/clock/out-general`);
      expect(res.status).toBe(200);
      const out = clockSummarySchema.parse(res.body);
      expect(out).toMatchObject({ is_clocked_in: false, abnormal: false });
      // Seconds after clocking in, her Morning shift is far from done.
      expect(out.review_status === 'incomplete' || out.review_status === 'unassigned').toBe(true);
      expect(out.review_text).toBeTruthy();
      expect(out.clocks[0]!.breaks).toHaveLength(1);
      expect(out.clocks[0]!.circle_completed).toBe(true);

      res = await emma.post(`${A}/clock/out-general`);
      expect(res.body.message).toBe('You are not clocked in.');

      // Another clock the same day joins the same attendance.
      res = await emma.post(`${A}/clock/in`, {});
      expect(clockSummarySchema.parse(res.body).clocks).toHaveLength(2);
      await emma.post(`${A}/clock/out-general`);
    });

    it('checks the clock permissions per step', async () => {
      const colin = await signIn(DEMO.contractor);
      expect((await colin.post(`${A}/clock/in`, {})).status).toBe(403);
      expect((await colin.get(`${A}/clock/summary`)).status).toBe(403);
      const guest = await new ApiClient(upstream.url).begin();
      expect((await guest.get(`${A}/clock/summary`)).status).toBe(401);
    });

    it('sends a clock left running too long through Confirm Clock Out, with the server-side rules', async () => {
      const sofia = await signIn('sofia.alvarez@crewdesk.test');
      const summary = clockSummarySchema.parse((await sofia.get(`${A}/clock/summary`)).body);
      expect(summary).toMatchObject({ abnormal: true, is_clocked_in: true });
      const open = summary.clocks.at(-1)!;

      let res = await sofia.post(`${A}/clock/out-general`);
      expect(res.status).toBe(424);
      expect(res.body.message).toMatch(/^Your clock has been running since/);

      res = await sofia.post(`${A}/clock/out-abnormal`, { clocks: [] });
      expect(res.status).toBe(424);

      const payload = (start: string, end: string) => ({
        nature: 'abnormal',
        description: 'Forgot to clock out.',
        clocks: [{ id: open.id, start_date_time: start, end_date_time: end, breaks: [] }],
      });
      // The day before, she worked 09:00–17:30: a corrected clock may not reach into it.
      const dayBefore = shiftDate(open.start_date_time.slice(0, 10), -1);
      res = await sofia.post(`${A}/clock/out-abnormal`, payload(`${dayBefore} 17:00:00`, open.start_date_time));
      expect(res.status).toBe(422);
      expect(res.body.errors.clocks[0]).toBe(CLOCK_MESSAGES.overlap);

      res = await sofia.post(`${A}/clock/out-abnormal`, payload(open.start_date_time, open.start_date_time));
      expect(res.body.errors.clocks).toEqual([CLOCK_MESSAGES.sameStartEnd]);
      res = await sofia.post(`${A}/clock/out-abnormal`, payload(open.start_date_time, addSeconds(summary.server_time!, 3600)));
      expect(res.body.errors.clocks).toEqual([CLOCK_MESSAGES.futureEnd]);
      res = await sofia.post(`${A}/clock/out-abnormal`, { ...payload(open.start_date_time, ''), nature: 'abnormal' });
      expect(res.body.errors.clocks).toEqual([CLOCK_MESSAGES.emptyField]);

      res = await sofia.post(`${A}/clock/out-abnormal`, payload(open.start_date_time, addSeconds(open.start_date_time, 8 * 3600)));
      expect(res.status).toBe(200);
      const out = clockSummarySchema.parse(res.body);
      expect(out).toMatchObject({ is_clocked_in: false, abnormal: false, review_status: 'abnormal' });
      expect(out.clocks[0]!.approved_at).toBeNull();

      // Reviewers hear about the irregular clock-out.
      const alert = notificationsOf(idOf(DEMO.admin)).at(-1);
      expect(alert).toMatchObject({ type: 'attendance', action: { id: out.id, user_id: idOf('sofia.alvarez@crewdesk.test') } });
      expect(alert.action.kind).toBe('irregular_clock_out');
      expect(notificationsOf(idOf(DEMO.employee)).some((data) => data.action.id === out.id)).toBe(false);
    });

    it('the dev route writes the used-up cases again: Sofia\'s clock runs abnormal once more', async () => {
      const sofia = await signIn('sofia.alvarez@crewdesk.test');
      expect(clockSummarySchema.parse((await sofia.get(`${A}/clock/summary`)).body)).toMatchObject({ abnormal: false, is_clocked_in: false });
      const res = await fetch(`${upstream.url}/__dev/attendance/fixed-cases`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ usernames: ['sofia.alvarez'] }),
      });
      const today = todayInZone(DEFAULT_SETTINGS.timezone);
      expect(await res.json()).toEqual({ today, yesterday: shiftDate(today, -1) });
      expect(clockSummarySchema.parse((await sofia.get(`${A}/clock/summary`)).body)).toMatchObject({ abnormal: true, is_clocked_in: true, review_status: null });
    });
  });

  describe('calendars and the bird view', () => {
    it('gives the employee her month with a status summary', async () => {
      const emma = await signIn(DEMO.employee);
      const res = await emma.get(`${A}/calendar/self-data`);
      expect(res.status).toBe(200);
      const data = calendarDataSchema.parse(res.body);
      expect(data.user.username).toBe('emma.novak');
      expect(data.days.length).toBeGreaterThanOrEqual(28);
      expect(data.can_add_attendance).toBe(false);
      // The month's summary is the spec's own call, not a field of the calendar: an app that read it there would fail against the real API.
      expect(res.body).not.toHaveProperty('summary');
      const summaryOf = async (month?: string) =>
        monthlySummaryResponseSchema.parse((await emma.get(`${A}/calendar/${idOf(DEMO.employee)}/monthly-summary${month ? `?month=${month}` : ''}`)).body).data;
      const summary = await summaryOf();
      expect(summary.month).toBe(data.month);
      expect(summary.counts.present).toBeGreaterThan(0);
      // The summary counts the calendar's own days.
      expect(summary.counts.present).toBe(data.days.filter((day) => day.attendance).length);

      const earlierMonth = shiftDate(data.today, -40).slice(0, 7);
      const earlier = await summaryOf(earlierMonth);
      expect(earlier.month).toBe(earlierMonth);
      expect(earlier.counts.present).toBeGreaterThan(10);
      expect((await emma.get(`${A}/calendar/self-data?month=2026-13`)).status).toBe(422);
      expect((await emma.get(`${A}/calendar/all-data?user_id=1`)).status).toBe(403);
      expect((await emma.get(`${A}/calendar/1/monthly-summary`)).status).toBe(403);
    });

    it('shows archived people only through the archived calendar', async () => {
      const admin = await signIn(DEMO.admin);
      const archived = upstream.db.prepare("SELECT id, archived_at FROM users WHERE status = 'archived' LIMIT 1").get() as { id: number; archived_at: string };
      const month = shiftDate(archived.archived_at, -10).slice(0, 7);
      const res = await admin.get(`${A}/calendar/archived/all-data?user_id=${archived.id}&month=${month}`);
      expect(res.status).toBe(200);
      const data = calendarDataSchema.parse(res.body);
      expect(data.user.status).toBe('archived');
      const summary = monthlySummaryResponseSchema.parse((await admin.get(`${A}/calendar/${archived.id}/monthly-summary?month=${month}`)).body).data;
      expect(summary.counts.present).toBeGreaterThan(0);
      expect((await admin.get(`${A}/calendar/all-data?user_id=${archived.id}`)).status).toBe(404);
      expect((await admin.get(`${A}/calendar/archived/all-data?user_id=${idOf(DEMO.employee)}`)).status).toBe(404);
    });

    it('expects nobody at work before they joined: those days are no working days, never absences', async () => {
      const admin = await signIn(DEMO.admin);
      const joiner = upstream.db
        .prepare(
          "SELECT id, last_name, joining_date FROM users WHERE status = 'active' AND joining_date > date('now', '-40 days') AND substr(joining_date, 9, 2) <> '01' ORDER BY joining_date DESC LIMIT 1",
        )
        .get() as { id: number; last_name: string; joining_date: string };
      const month = joiner.joining_date.slice(0, 7);
      const data = calendarDataSchema.parse((await admin.get(`${A}/calendar/all-data?user_id=${joiner.id}&month=${month}`)).body);
      const before = data.days.filter((day) => day.date < joiner.joining_date);
      expect(before.length).toBeGreaterThan(0);
      expect(before.every((day) => !day.working_day && day.shift === null && day.attendance === null)).toBe(true);
      expect(data.days.some((day) => day.date >= joiner.joining_date && day.working_day)).toBe(true);
      const view = birdViewSchema.parse((await admin.get(`${A}/bird-view/all-data?month=${month}&search=${encodeURIComponent(joiner.last_name)}`)).body);
      const row = view.data.find((item) => item.user.id === joiner.id)!;
      expect(row.days.filter((day) => day.date < joiner.joining_date).every((day) => !day.working_day)).toBe(true);
    });

    it('pages people × days with leave spent types and the welcome wizard', async () => {
      const manager = await signIn(DEMO.manager);
      const res = await manager.get(`${A}/bird-view/all-data`);
      expect(res.status).toBe(200);
      const view = birdViewSchema.parse(res.body);
      expect(view.meta).toMatchObject({ current_page: 1, per_page: 10, from: 1, to: 10 });
      expect(view.meta.total).toBe(48);
      expect(view.data[0]!.days.length).toBeGreaterThanOrEqual(28);
      expect(view.leave_spent_types.map((type) => type.key)).toEqual(['full', 'first_half', 'second_half']);
      expect(view.welcome_wizard).toBe(false);
      const cells = view.data.flatMap((row) => row.days);
      expect(cells.some((day) => day.attendance?.late_status === 1 || day.attendance?.working_place === 2)).toBe(true);

      const last = birdViewSchema.parse((await manager.get(`${A}/bird-view/all-data?page=5`)).body);
      expect(last.data).toHaveLength(8);
      const found = birdViewSchema.parse((await manager.get(`${A}/bird-view/all-data?search=noah`)).body);
      expect(found.data.map((row) => row.user.name)).toEqual(['Noah Becker']);

      const row = await manager.get(`${A}/bird-view/table-row-data?user_id=${found.data[0]!.user.id}`);
      expect(birdViewRowResponseSchema.parse(row.body).data.user.name).toBe('Noah Becker');

      const emma = await signIn(DEMO.employee);
      expect((await emma.get(`${A}/bird-view/all-data`)).status).toBe(403);
    });

    it('lists employees for pickers, 20 at a time', async () => {
      const admin = await signIn(DEMO.admin);
      const list = employeesListSchema.parse((await admin.get(`${A}/employees/list`)).body);
      expect(list.data).toHaveLength(20);
      expect(list.meta.total).toBe(48);
      const found = employeesListSchema.parse((await admin.get(`${A}/employees/list?search=aisha`)).body);
      expect(found.data.map((person) => person.username)).toEqual(['aisha.khan']);
    });
  });

  describe('details and reviewers’ changes', () => {
    // The seed's fixed cases are yesterday's, in the tenant's zone; after a shift has started today the person has a newer row.
    const yesterdayOf = async (client: ApiClient, email: string) => {
      const userId = idOf(email);
      const yesterday = shiftDate(todayInZone(DEFAULT_SETTINGS.timezone), -1);
      const row = upstream.db.prepare('SELECT id FROM attendances WHERE user_id = ? AND working_date = ?').get(userId, yesterday) as { id: number };
      const res = await client.get(`${A}/details/${row.id}/${userId}`);
      expect(res.status).toBe(200);
      return attendanceDetailsSchema.parse(res.body);
    };

    it('dismisses an irregular clock: approved_at set, count_unapproved back to 0', async () => {
      const admin = await signIn(DEMO.admin);
      const details = await yesterdayOf(admin, 'noah.becker@crewdesk.test');
      expect(details.data.count_unapproved).toBe(1);
      expect(details.data.tags).toContain('irregular');
      expect(details.can).toMatchObject({ edit: true, dismiss_irregular: true });
      const res = await admin.post(`${A}/${details.data.id}/irregular/dismiss`);
      expect(res.status).toBe(200);
      expect(res.body.data.count_unapproved).toBe(0);
      expect(res.body.data.clocks[0].approved_at).toEqual(expect.any(String));
      expect(res.body.data.review_status).not.toBe('abnormal');
    });

    it('toggles remote, late and incomplete', async () => {
      const admin = await signIn(DEMO.admin);
      const details = await yesterdayOf(admin, 'aisha.khan@crewdesk.test');
      expect(details.data.flags).toEqual({ is_remote: false, is_late: false, is_incomplete: false });
      const res = await admin.post(`${A}/${details.data.id}/flags/update`, { is_remote: true, is_late: true, is_incomplete: false });
      expect(res.body.data).toMatchObject({ working_place: 2, late_status: 1, flags: { is_remote: true, is_late: true } });
      await admin.post(`${A}/${details.data.id}/flags/update`, { is_remote: false, is_late: false, is_incomplete: false });
      const manager = await signIn(DEMO.employee);
      expect((await manager.post(`${A}/${details.data.id}/flags/update`, { is_remote: true, is_late: false, is_incomplete: false })).status).toBe(403);
    });

    it('lets people see their own details only, unless they may view any', async () => {
      const emma = await signIn(DEMO.employee);
      const own = upstream.db.prepare('SELECT id FROM attendances WHERE user_id = ? LIMIT 1').get(idOf(DEMO.employee)) as { id: number };
      const res = await emma.get(`${A}/details/${own.id}/${idOf(DEMO.employee)}`);
      expect(attendanceDetailsSchema.parse(res.body).can.edit).toBe(false);
      const other = upstream.db.prepare('SELECT id, user_id FROM attendances WHERE user_id = ? LIMIT 1').get(idOf(DEMO.admin)) as { id: number; user_id: number };
      expect((await emma.get(`${A}/details/${other.id}/${other.user_id}`)).status).toBe(403);
      const admin = await signIn(DEMO.admin);
      expect((await admin.get(`${A}/details/${other.id}/${idOf(DEMO.employee)}`)).status).toBe(404);
    });

    it('edits a day with the clock-out rules and assigns a shift to an unassigned one', async () => {
      const admin = await signIn(DEMO.admin);
      const row = upstream.db
        .prepare(
          `SELECT a.id, a.user_id, a.working_date FROM attendances a JOIN users u ON u.id = a.user_id
            WHERE u.username = 'zara.ahmed' AND a.working_date < date('now', '-3 day') ORDER BY a.working_date DESC LIMIT 1`,
        )
        .get() as { id: number; user_id: number; working_date: string };
      const answer = (await admin.get(`${A}/details/${row.id}/${row.user_id}`)).body;
      const details = attendanceDetailsSchema.parse(answer);
      expect(details.data.shift_start_time).toBeNull();
      expect(details.can.update_unassigned).toBe(true);
      // The templates to assign are the spec's shift-template list, which a reviewer may read; the details do not carry them.
      expect(answer).not.toHaveProperty('shift_templates');
      const templates = shiftTemplateListSchema.parse((await admin.get(`/settings/time/attendance/shift-template/list`)).body).data;
      expect(templates.length).toBeGreaterThan(0);

      const date = row.working_date;
      let res = await admin.post(`${A}/${row.id}/update`, {
        clocks: [
          { start_date_time: `${date} 08:00:00`, end_date_time: `${date} 12:00:00`, breaks: [] },
          { start_date_time: `${date} 11:00:00`, end_date_time: `${date} 16:00:00`, breaks: [] },
        ],
      });
      expect(res.status).toBe(422);
      expect(res.body.errors.clocks).toEqual([CLOCK_MESSAGES.overlap]);
      res = await admin.post(`${A}/${row.id}/update`, {
        clocks: [{ start_date_time: `${date} 08:00:00`, end_date_time: `${date} 16:30:00`, breaks: [{ start_date_time: `${date} 12:00:00`, end_date_time: `${date} 12:30:00` }] }],
        comment: 'Fixed by HR.',
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ spent_time: 8 * 3600, break_time: 1800, comment: 'Fixed by HR.', count_unapproved: 0 });

      const morning = templates.find((template) => template.name === 'Morning')!;
      res = await admin.post(`${A}/${row.id}/unassigned/update`, { shift_template_id: morning.id });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ shift_start_time: '09:00', shift_work_time: 480, review_status: 'completed' });
      res = await admin.post(`${A}/${row.id}/unassigned/update`, { shift_template_id: morning.id });
      expect(res.status).toBe(422);
    });

    it('adds a missing day after finding its shift', async () => {
      const admin = await signIn(DEMO.admin);
      const userId = idOf('kenji.watanabe@crewdesk.test');
      const missing = upstream.db
        .prepare(
          `SELECT s.date FROM shift_assignments s WHERE s.user_id = ? AND s.is_published = 1 AND s.date < date('now', '-2 day')
              AND NOT EXISTS (SELECT 1 FROM attendances a WHERE a.user_id = s.user_id AND a.working_date = s.date)
              AND NOT EXISTS (SELECT 1 FROM time_off_days t WHERE t.date = s.date AND (t.user_id IS NULL OR t.user_id = s.user_id))
            ORDER BY s.date DESC LIMIT 1`,
        )
        .get(userId) as { date: string };
      const found = findShiftSchema.parse((await admin.get(`${A}/add-attendance/${userId}/find-shift?working_date=${missing.date}`)).body);
      expect(found.data).toMatchObject({ working_date: missing.date, attendance_id: null, shift: { name: 'Morning' } });
      const store = (clocks: unknown[]) => admin.post(`${A}/add-attendance/store`, { user_id: userId, working_date: missing.date, clocks });
      let res = await store([]);
      expect(res.status).toBe(422);
      expect(res.body.errors.clocks).toEqual([CLOCK_MESSAGES.emptyField]);
      res = await store([{ start_date_time: `${missing.date} 09:00:00`, end_date_time: `${missing.date} 17:30:00`, breaks: [{ start_date_time: `${missing.date} 12:00:00`, end_date_time: '' }] }]);
      expect(res.body.errors.clocks).toEqual([CLOCK_MESSAGES.breakEndRequired]);
      res = await store([{ start_date_time: `${missing.date} 09:00:00`, end_date_time: `${missing.date} 17:30:00`, breaks: [] }]);
      expect(res.status).toBe(200);
      expect(res.body.id).toEqual(expect.any(Number));
      res = await store([{ start_date_time: `${missing.date} 09:00:00`, end_date_time: `${missing.date} 17:30:00`, breaks: [] }]);
      expect(res.status).toBe(422);
      expect(res.body.errors.working_date).toEqual(['An attendance already exists for this day.']);
      const emma = await signIn(DEMO.employee);
      expect((await emma.get(`${A}/add-attendance/${userId}/find-shift`)).status).toBe(403);
    });

    it('lets add_attendance add one’s own missing days only: someone else’s needs edit_any_attendance', async () => {
      // The contractor's role, given add_attendance alone (no seeded role holds it without edit_any_attendance).
      const colinId = idOf(DEMO.contractor);
      upstream.db
        .prepare(
          `INSERT OR IGNORE INTO role_permissions (role_id, permission_id)
             SELECT ru.role_id, p.id FROM role_users ru, permissions p WHERE ru.user_id = ? AND p.name IN ('add_attendance', 'view_attendance')`,
        )
        .run(colinId);
      const colin = await signIn(DEMO.contractor);
      const kenjiId = idOf('kenji.watanabe@crewdesk.test');
      const day = '2026-01-05';
      const clocks = [{ start_date_time: `${day} 09:00:00`, end_date_time: `${day} 17:00:00`, breaks: [] }];
      expect((await colin.get(`${A}/add-attendance/${kenjiId}/find-shift?working_date=${day}`)).status).toBe(403);
      expect((await colin.post(`${A}/add-attendance/store`, { user_id: kenjiId, working_date: day, clocks })).status).toBe(403);
      expect(upstream.db.prepare('SELECT 1 FROM attendances WHERE user_id = ? AND working_date = ?').get(kenjiId, day)).toBeUndefined();
      // Their own day: found and stored, waiting for a review.
      expect((await colin.get(`${A}/add-attendance/${colinId}/find-shift?working_date=${day}`)).status).toBe(200);
      const own = await colin.post(`${A}/add-attendance/store`, { user_id: colinId, working_date: day, clocks });
      expect(own.status).toBe(200);
      // The calendars offer Add attendance where the call would take it.
      const self = calendarDataSchema.parse((await colin.get(`${A}/calendar/self-data`)).body);
      expect(self.can_add_attendance).toBe(true);
      const admin = await signIn(DEMO.admin);
      const kenji = calendarDataSchema.parse((await admin.get(`${A}/calendar/all-data?user_id=${kenjiId}`)).body);
      expect(kenji.can_add_attendance).toBe(true);
    });
  });

  it('gives the employee her shift calendar', async () => {
    const emma = await signIn(DEMO.employee);
    const res = await emma.get(`${A}/employee/shift-calendar/data`);
    const data = myShiftCalendarSchema.parse(res.body);
    expect(data.has_any_shift).toBe(true);
    expect(data.user.username).toBe('emma.novak');
    expect(data.calendar.days.some((day) => day.shifts.some((shift) => shift.name === 'Morning'))).toBe(true);
  });

  it('marks public holidays on the employee’s shift calendar', async () => {
    const emma = await signIn(DEMO.employee);
    const holiday = upstream.db.prepare('SELECT start_date AS date, name FROM holidays WHERE for_everyone = 1 AND start_date = end_date ORDER BY start_date DESC LIMIT 1').get() as { date: string; name: string };
    const data = myShiftCalendarSchema.parse((await emma.get(`${A}/employee/shift-calendar/data?month=${holiday.date.slice(0, 7)}`)).body);
    const days = new Map(data.calendar.days.map((day) => [day.date, day]));
    expect(days.get(holiday.date)!.holiday).toBe(holiday.name);
    expect([...days.values()].find((day) => day.date !== holiday.date && !day.holiday)?.holiday).toBeNull();
  });
});
