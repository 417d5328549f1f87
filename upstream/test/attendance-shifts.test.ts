import { formatWallTime } from '../../lib/date-time/zone';
import { shiftDate } from '../../lib/date-time/calendar';
import {
  assignableDataSchema,
  clearShiftConfirmedSchema,
  clearShiftPreviewSchema,
  clockSummarySchema,
  generalSetupSchema,
  myShiftCalendarSchema,
  shiftBatchResultSchema,
  shiftCalendarSchema,
  shiftTemplateEditSchema,
  shiftTemplateIndexSchema,
  shiftTemplateListSchema,
} from '../../lib/time/schemas';
import { notificationPageSchema } from '../../lib/notifications/schemas';
import { sharedListSchema } from '../../lib/people/schemas';
import { realtimeBus } from '../src/realtime/bus';
import type { Upstream } from '../src/server';
import { ApiClient, DEMO, startUpstream, type Loose } from './helpers';

const S = '/settings/time/attendance';

describe('time settings and shifts', () => {
  let upstream: Upstream;
  let admin: ApiClient;
  const signIn = async (email: string) => {
    const client = new ApiClient(upstream.url);
    expect((await client.login(email)).status).toBe(200);
    return client;
  };
  const idOf = (email: string) => (upstream.db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;
  const today = () => formatWallTime(new Date(), 'Europe/Berlin').slice(0, 10);

  beforeAll(async () => {
    upstream = await startUpstream();
    admin = await signIn(DEMO.admin);
  });
  afterAll(() => upstream.close());

  it('reads and saves the generic setup, feeding the tenant settings', async () => {
    const res = await admin.get(`${S}/general-setup/index`);
    const setup = generalSetupSchema.parse(res.body);
    expect(setup.data).toEqual({
      repeat_on: [1, 2, 3, 4, 5],
      date_format: 'YYYY-MM-DD',
      time_format: 2,
      calendar_cycle: { start_day: 1 },
      timezone: 'Europe/Berlin',
    });
    // The zones to choose from are the shared list's (spec part 2), and every one of them saves.
    expect(res.body).not.toHaveProperty('timezones');
    const zones = sharedListSchema.parse((await admin.get('/settings/landlord/shared-data/timezones/list')).body).data.map((zone) => zone.name);
    expect(zones).toContain('Asia/Dhaka');
    const other = await admin.post(`${S}/general-setup/update`, { ...setup.data, timezone: 'Asia/Dhaka' });
    expect(generalSetupSchema.parse(other.body).data.timezone).toBe('Asia/Dhaka');

    // The list has the zones' current IANA names and UTC, and a tenant on any zone the runtime knows (an
    // old name too, set elsewhere) saves its setup: its own zone was refused as "invalid" when the list lacked it.
    for (const zone of ['Asia/Kolkata', 'Europe/Kyiv', 'Asia/Ho_Chi_Minh', 'Asia/Kathmandu', 'UTC']) expect(zones).toContain(zone);
    expect(zones).not.toContain('Asia/Calcutta');
    for (const zone of ['Asia/Kolkata', 'UTC', 'Europe/Kyiv', 'Asia/Calcutta', 'Etc/GMT-3']) {
      const saved = await admin.post(`${S}/general-setup/update`, { ...setup.data, date_format: 'DD/MM/YYYY', timezone: zone });
      expect([saved.status, saved.body.errors]).toEqual([200, undefined]);
      expect(generalSetupSchema.parse(saved.body).data).toMatchObject({ timezone: zone, date_format: 'DD/MM/YYYY' });
      expect((await admin.get('/authorization')).body.app.timezone).toBe(zone);
    }
    for (const zone of ['+05:30', 'Asia/Nowhere', '']) {
      expect((await admin.post(`${S}/general-setup/update`, { ...setup.data, timezone: zone })).body.errors).toEqual({ timezone: ['The selected timezone is invalid.'] });
    }

    let save = await admin.post(`${S}/general-setup/update`, { ...setup.data, date_format: 'nonsense', timezone: 'Mars/Base' });
    expect(save.status).toBe(422);
    expect(Object.keys(save.body.errors).sort()).toEqual(['date_format', 'timezone']);
    save = await admin.post(`${S}/general-setup/update`, { ...setup.data, repeat_on: [1, 2, 3, 4], time_format: 1, date_format: 'DD.MM.YYYY' });
    expect(save.status).toBe(200);
    expect(generalSetupSchema.parse(save.body).data).toMatchObject({ repeat_on: [1, 2, 3, 4], time_format: 1 });
    const authorization = await admin.get('/authorization');
    expect(authorization.body.settings).toMatchObject({ time_format: 1, date_format: 'DD.MM.YYYY' });
    await admin.post(`${S}/general-setup/update`, setup.data);

    const manager = await signIn(DEMO.manager);
    expect((await manager.get(`${S}/general-setup/index`)).status).toBe(403);
  });

  it('creates, edits and lists shift templates', async () => {
    let res = await admin.post(`${S}/shift-template/store`, { name: '', start_time: '25:00', end_time: '18:00', break_time: 30 });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['name', 'start_time']);
    res = await admin.post(`${S}/shift-template/store`, { name: 'Morning', start_time: '09:00', end_time: '17:00', break_time: 0 });
    expect(res.body.errors.name).toEqual(['The name has already been taken.']);
    res = await admin.post(`${S}/shift-template/store`, { name: 'Round the clock', start_time: '07:00', end_time: '07:00', break_time: 0 });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ end_time: ['A shift must end at another time than it starts.'] });
    res = await admin.post(`${S}/shift-template/store`, { name: 'Night', start_time: '22:00', end_time: '06:00', break_time: 30 });
    expect(res.status).toBe(200);
    const id = res.body.id as number;
    const edit = shiftTemplateEditSchema.parse((await admin.get(`${S}/shift-template/edit/${id}`)).body);
    expect(edit.data).toMatchObject({ name: 'Night', work_time: 450, assigned_count: 0 });
    res = await admin.post(`${S}/shift-template/store`, { id, name: 'Night owl', start_time: '22:00', end_time: '06:30', break_time: 30 });
    expect(res.status).toBe(200);
    const index = shiftTemplateIndexSchema.parse((await admin.get(`${S}/shift-template/index`)).body);
    expect(index.data.map((template) => template.name)).toContain('Night owl');
    expect(index.data.find((template) => template.name === 'Morning')!.assigned_count).toBeGreaterThan(20);
    shiftTemplateListSchema.parse((await admin.get(`${S}/shift-template/list`)).body);

    const manager = await signIn(DEMO.manager);
    res = await manager.post(`${S}/shift-template/store`, { name: 'Sneaky', start_time: '09:00', end_time: '10:00', break_time: 0 });
    expect(res.status).toBe(403);
  });

  it('asks before deleting a template in use, and deletes it when confirmed', async () => {
    const list = shiftTemplateListSchema.parse((await admin.get(`${S}/shift-template/list`)).body);
    const early = list.data.find((template) => template.name === 'Early')!;
    let res = await admin.request('DELETE', `${S}/shift-template/delete/${early.id}`);
    expect(res.status).toBe(460);
    expect(res.body.message).toMatch(/^“Early” has \d+ upcoming shifts\./);
    expect(res.body.action).toBe('remove-shifts');
    expect((await admin.get(`${S}/shift-template/edit/${early.id}`)).status).toBe(200);
    expect((await admin.request('DELETE', `${S}/shift-template/delete/${early.id}?confirmed=maybe`)).status).toBe(422);
    // The spec's parameter is `confirmed`: the in-use protocol's `?action=` does not confirm this delete.
    expect((await admin.request('DELETE', `${S}/shift-template/delete/${early.id}?action=${res.body.action}`)).status).toBe(460);
    res = await admin.request('DELETE', `${S}/shift-template/delete/${early.id}?confirmed=1`);
    expect(res.status).toBe(200);
    expect((await admin.get(`${S}/shift-template/edit/${early.id}`)).status).toBe(404);
    const upcoming = upstream.db
      .prepare("SELECT COUNT(*) AS n FROM shift_assignments WHERE name = 'Early' AND date >= ?")
      .get(today()) as { n: number };
    expect(upcoming.n).toBe(0);
    const past = upstream.db.prepare("SELECT COUNT(*) AS n FROM shift_assignments WHERE name = 'Early' AND date < ?").get(today()) as { n: number };
    expect(past.n).toBeGreaterThan(0);
  });

  // Deleting "Part-time" (66 upcoming shifts of 2 people) said only that they left the shift calendar, and nobody was told.
  it('says who loses the published shifts of a template before deleting it, and tells each of them once deleted', async () => {
    const stored = await admin.post(`${S}/shift-template/store`, { name: 'Relief', start_time: '07:00', end_time: '11:00', break_time: 0 });
    expect(stored.status).toBe(200);
    const emma = idOf(DEMO.employee);
    const kenji = idOf('kenji.watanabe@crewdesk.test');
    const start = shiftDate(today(), 50);
    const assign = async (userIds: number[], from: string, to: string) =>
      shiftBatchResultSchema.parse((await admin.post(`${S}/shift-calendar/assign-shift`, { shift_template_id: stored.body.id, user_ids: userIds, start_date: from, end_date: to, repeat_on: [1, 2, 3, 4, 5, 6, 7] })).body);
    // Three days each for Emma and Kenji, published; one more day for Emma, waiting to be published.
    const published = await assign([emma, kenji], start, shiftDate(start, 2));
    expect((await admin.post(`${S}/shift-calendar/confirm-shifts-publishing/${published.batch_id}`)).status).toBe(200);
    await assign([emma], shiftDate(start, 3), shiftDate(start, 3));

    const asked = await admin.request('DELETE', `${S}/shift-template/delete/${stored.body.id}`);
    expect(asked.status).toBe(460);
    expect(asked.body.message).toBe(
      '“Relief” has 7 upcoming shifts (6 of them published). Deleting it removes them from the shift calendar and takes the published ones away from Emma Novak and Kenji Watanabe, who are told. Shifts before today stay as they were.',
    );
    const heard: number[] = [];
    const listener = (userId: number) => heard.push(userId);
    realtimeBus(upstream.db).on('notification', listener);
    expect((await admin.request('DELETE', `${S}/shift-template/delete/${stored.body.id}?confirmed=1`)).status).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    realtimeBus(upstream.db).off('notification', listener);
    expect(heard.sort()).toEqual([emma, kenji].sort());
    const employee = await signIn(DEMO.employee);
    const alert = notificationPageSchema.parse((await employee.get('/notifications/view/index?per_page=5&page=1')).body).data[0]!;
    expect(alert.data).toMatchObject({ type: 'shift', action: { kind: 'my_shifts' }, message: `Your 3 shifts from ${start} to ${shiftDate(start, 2)} were removed: the “Relief” shift template was deleted.` });
    expect(alert.author?.name).toBe('Ava Sinclair');
    const month = myShiftCalendarSchema.parse((await employee.get(`/time/attendance/employee/shift-calendar/data?month=${start.slice(0, 7)}`)).body);
    expect(month.calendar.days.flatMap((day) => day.shifts.map((shift) => shift.name))).not.toContain('Relief');
  });

  it('publishes a batch only once confirmed, and tells each person', async () => {
    const assignable = assignableDataSchema.parse((await admin.get(`${S}/shift-calendar/assignable-data`)).body);
    const late = assignable.templates.find((template) => template.name === 'Late')!;
    const emma = idOf(DEMO.employee);
    const kenji = idOf('kenji.watanabe@crewdesk.test');
    const start = shiftDate(today(), 60);
    const end = shiftDate(start, 6);
    const heard: number[] = [];
    const listener = (userId: number) => heard.push(userId);
    realtimeBus(upstream.db).on('notification', listener);

    const assign = await admin.post(`${S}/shift-calendar/assign-shift`, {
      shift_template_id: late.id,
      user_ids: [emma, kenji],
      start_date: start,
      end_date: end,
      repeat_on: [1, 2, 3, 4, 5],
    });
    expect(assign.status).toBe(200);
    const batch = shiftBatchResultSchema.parse(assign.body);
    expect(batch).toMatchObject({ is_published: false, count: 10 });

    const employee = await signIn(DEMO.employee);
    const month = start.slice(0, 7);
    const before = myShiftCalendarSchema.parse((await employee.get(`/time/attendance/employee/shift-calendar/data?month=${month}`)).body);
    expect(before.calendar.days.filter((day) => day.date >= start && day.date <= end).flatMap((day) => day.shifts.map((s) => s.name))).not.toContain('Late');

    const calendar = shiftCalendarSchema.parse((await admin.get(`${S}/shift-calendar/index?start=${start}&search=Emma&action_id=${batch.action_id}`)).body);
    const pending = calendar.data[0]!.days.flatMap((day) => day.shifts).filter((shift) => shift.batch_id === batch.batch_id);
    expect(pending.length).toBe(5);
    expect(pending.every((shift) => !shift.is_published)).toBe(true);
    expect(calendar.actionLog[0]).toMatchObject({ id: batch.action_id, action: 'assigned', batch_status: 'pending', count: 10 });

    const publish = await admin.post(`${S}/shift-calendar/confirm-shifts-publishing/${batch.batch_id}`);
    expect(shiftBatchResultSchema.parse(publish.body)).toMatchObject({ is_published: true, count: 10 });
    const after = myShiftCalendarSchema.parse((await employee.get(`/time/attendance/employee/shift-calendar/data?month=${month}`)).body);
    const lateDays = after.calendar.days.filter((day) => day.shifts.some((shift) => shift.name === 'Late'));
    expect(lateDays.length).toBeGreaterThan(0);
    // Publishing replaced her Morning shifts on those days.
    expect(lateDays.every((day) => day.shifts.length === 1)).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard.sort()).toEqual([emma, kenji].sort());
    realtimeBus(upstream.db).off('notification', listener);
    const alert = upstream.db.prepare('SELECT data FROM notifications WHERE user_id = ? ORDER BY id DESC LIMIT 1').get(emma) as { data: string };
    expect(JSON.parse(alert.data) as Loose).toMatchObject({ type: 'shift', action: { kind: 'my_shifts' } });

    expect((await admin.post(`${S}/shift-calendar/confirm-shifts-publishing/${batch.batch_id}`)).status).toBe(422);
  });

  it('cancels a batch: nothing is published', async () => {
    const assignable = assignableDataSchema.parse((await admin.get(`${S}/shift-calendar/assignable-data`)).body);
    const partTime = assignable.templates.find((template) => template.name === 'Part-time')!;
    const start = shiftDate(today(), 75);
    const batch = shiftBatchResultSchema.parse(
      (
        await admin.post(`${S}/shift-calendar/assign-shift`, {
          shift_template_id: partTime.id,
          user_ids: [idOf(DEMO.employee)],
          start_date: start,
          end_date: shiftDate(start, 13),
          repeat_on: [6],
        })
      ).body,
    );
    expect(batch.count).toBe(2);
    const cancelled = shiftBatchResultSchema.parse((await admin.post(`${S}/shift-calendar/cancel-shifts-publishing/${batch.batch_id}`)).body);
    expect(cancelled).toMatchObject({ is_published: false, count: 2 });
    const rows = upstream.db.prepare('SELECT COUNT(*) AS n FROM shift_assignments WHERE batch_id = ?').get(batch.batch_id) as { n: number };
    expect(rows.n).toBe(0);
    const log = shiftCalendarSchema.parse((await admin.get(`${S}/shift-calendar/index`)).body).actionLog;
    expect(log[0]).toMatchObject({ action: 'cancelled', batch_id: batch.batch_id, batch_status: 'cancelled' });
    expect((await admin.post(`${S}/shift-calendar/cancel-shifts-publishing/${batch.batch_id}`)).status).toBe(422);

    const none = await admin.post(`${S}/shift-calendar/assign-shift`, {
      shift_template_id: partTime.id,
      user_ids: [idOf(DEMO.employee)],
      start_date: start,
      end_date: start,
      repeat_on: [isoWeekdayNot(start)],
    });
    expect(none.status).toBe(422);
    expect(Object.keys(none.body.errors)).toEqual(['repeat_on']);
  });

  it('clears shifts after a preview', async () => {
    const kenji = idOf('kenji.watanabe@crewdesk.test');
    const start = shiftDate(today(), 7);
    const end = shiftDate(start, 6);
    const body = { user_ids: [kenji], start_date: start, end_date: end };
    const preview = clearShiftPreviewSchema.parse((await admin.post(`${S}/shift-calendar/clear-shift-preview`, body)).body);
    expect(preview).toMatchObject({ count: 5, people: 1 });
    expect(preview.items[0]).toMatchObject({ user_name: 'Kenji Watanabe', shift_name: 'Morning' });
    // A preview changes nothing.
    expect(clearShiftPreviewSchema.parse((await admin.post(`${S}/shift-calendar/clear-shift-preview`, body)).body).count).toBe(5);
    const done = clearShiftConfirmedSchema.parse((await admin.post(`${S}/shift-calendar/clear-shift-confirmed`, body)).body);
    expect(done.count).toBe(5);
    // Kenji learns that his published shifts are gone, as he learnt of them.
    const days = preview.items.map((item) => item.date).sort();
    const alerts = notificationPageSchema.parse((await (await signIn('kenji.watanabe@crewdesk.test')).get('/notifications/view/index?per_page=5&page=1')).body);
    expect(alerts.data[0]!.data).toMatchObject({ action: { kind: 'my_shifts' }, message: `Your 5 shifts from ${days[0]} to ${days.at(-1)} were cleared from the shift calendar.` });
    expect(clearShiftPreviewSchema.parse((await admin.post(`${S}/shift-calendar/clear-shift-preview`, body)).body).count).toBe(0);
    expect((await admin.post(`${S}/shift-calendar/clear-shift-confirmed`, body)).status).toBe(422);
  });

  it('hides the shift calendar from people without view_shift_calendar', async () => {
    const emma = await signIn(DEMO.employee);
    expect((await emma.get(`${S}/shift-calendar/index`)).status).toBe(403);
    expect((await emma.post(`${S}/shift-calendar/assign-shift`, {})).status).toBe(403);
  });

  it('sends a Correct (normal) clock-out of a long clock to a reviewer and announces every clock change', async () => {
    // Kenji left his clock running for 18 hours.
    const kenji = idOf('kenji.watanabe@crewdesk.test');
    const start = formatWallTime(new Date(Date.now() - 18 * 3_600_000), 'Europe/Berlin');
    // Nothing else on those days: the seed clocks Kenji in this morning once his shift has begun,
    // and that clock, not the long one, would be his current one (the test failed mornings only).
    const today = formatWallTime(new Date(), 'Europe/Berlin').slice(0, 10);
    for (const day of new Set([start.slice(0, 10), today])) upstream.db.prepare('DELETE FROM attendances WHERE user_id = ? AND working_date = ?').run(kenji, day);
    const attendanceId = Number(
      upstream.db
        .prepare("INSERT INTO attendances (user_id, working_date, created_at, updated_at) VALUES (?, ?, 'x', 'x')")
        .run(kenji, start.slice(0, 10)).lastInsertRowid,
    );
    upstream.db.prepare('INSERT INTO attendance_clocks (attendance_id, user_id, start_date_time, approved_at) VALUES (?, ?, ?, ?)').run(attendanceId, kenji, start, start);

    const statuses: Loose[] = [];
    const listener = (userId: number, payload: Loose) => userId === kenji && statuses.push(payload);
    realtimeBus(upstream.db).on('clock_status', listener);
    const client = await signIn('kenji.watanabe@crewdesk.test');
    expect(clockSummarySchema.parse((await client.get('/time/attendance/clock/summary')).body).abnormal).toBe(true);
    let res = await client.post('/time/attendance/clock/out-normal', {});
    expect(res.status).toBe(424);
    res = await client.post('/time/attendance/clock/out-normal', { nature: 'normal', description: 'x'.repeat(251) });
    expect(res.status).toBe(422);
    res = await client.post('/time/attendance/clock/out-normal', { nature: 'normal', description: 'Long day at the fair.' });
    expect(res.status).toBe(200);
    expect(clockSummarySchema.parse(res.body)).toMatchObject({ is_clocked_in: false, review_status: 'abnormal', id: attendanceId });
    realtimeBus(upstream.db).off('clock_status', listener);
    expect(statuses).toEqual([{ status: 'clocked_out', user_id: kenji }]);
    const alert = upstream.db.prepare('SELECT data FROM notifications WHERE user_id = ? ORDER BY id DESC LIMIT 1').get(idOf(DEMO.manager)) as { data: string };
    expect(JSON.parse(alert.data) as Loose).toMatchObject({ type: 'attendance', action: { kind: 'attendance_details', id: attendanceId, user_id: kenji } });
  });
});

function isoWeekdayNot(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
  return day === 7 ? 1 : day + 1;
}
