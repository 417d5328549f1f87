import { shiftDate } from '../../lib/date-time/calendar';
import { todayInZone } from '../../lib/date-time/zone';
import {
  anniversariesSchema,
  birthdaysSchema,
  clockWidgetSchema,
  dailyClocksSchema,
  onLeaveSchema,
  recentJoinedSchema,
  widgetSettingsSchema,
  WIDGET_KEYS,
} from '../../lib/widgets/schemas';
import { clockShortSummarySchema } from '../../lib/time/schemas';
import Database from 'better-sqlite3';
import { createSchema } from '../src/db/schema';
import { placeWidgetPeople, seed } from '../src/db/seed';
import { nextOccurrence, Widgets } from '../src/domain/widgets';
import type { Upstream } from '../src/server';
import { ApiClient, DEMO, setAppSettings, startUpstream } from './helpers';

let upstream: Upstream;
let ava: ApiClient;
let emma: ApiClient;
const today = () => todayInZone('Europe/Berlin');

beforeAll(async () => {
  upstream = await startUpstream();
  ava = new ApiClient(upstream.url);
  emma = new ApiClient(upstream.url);
  await ava.login(DEMO.admin);
  await emma.login(DEMO.employee);
});
afterAll(() => upstream.close());

const widget = (client: ApiClient, name: string, query = '') => client.get(`/dashboard/widget/${name}/index${query}`);

describe('people widgets', () => {
  it('lists birthdays from today on, today’s first', async () => {
    const body = birthdaysSchema.parse((await widget(emma, 'recent-birthday-people')).body);
    expect(body.total).toBeGreaterThanOrEqual(4);
    expect(body.data.length).toBe(5);
    expect(body.data[0]).toMatchObject({ date: today(), is_today: true });
    const dates = body.data.map((person) => person.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((date) => date >= today())).toBe(true);
    expect(birthdaysSchema.parse((await widget(emma, 'recent-birthday-people', '?per_page=2')).body).data.length).toBe(2);
  });

  it('lists work anniversaries with their badge', async () => {
    const body = anniversariesSchema.parse((await widget(emma, 'recent-work-anniversary-people', '?per_page=20')).body);
    const seeded = new Map(body.data.map((person) => [person.years, person]));
    expect(seeded.get(10)).toMatchObject({ badge: 'platinum', is_today: true, date: today() });
    expect(seeded.get(5)?.badge).toBe('gold');
    expect(seeded.get(3)?.badge).toBe('silver');
    expect(seeded.get(1)?.badge).toBe('bronze');
  });

  it('lists people who joined in the last 30 days, newest first', async () => {
    const body = recentJoinedSchema.parse((await widget(emma, 'recent-joined-people')).body);
    expect(body.total).toBe(4);
    const dates = body.data.map((person) => person.joining_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers the clock, daily clocks and on-leave widgets in their shapes', async () => {
    const answer = (await widget(emma, 'daily-clocks-people')).body;
    dailyClocksSchema.parse(answer);
    // How many people clock is the clock widget's (spec: Clock: user_id, total_shifting_users), not the list's.
    expect(answer).not.toHaveProperty('total_shifting_users');
    const clock = clockWidgetSchema.parse((await widget(emma, 'clock')).body);
    expect(clock.user_id).toBe(3);
    expect(clock.total_shifting_users).toBeGreaterThan(40);
    onLeaveSchema.parse((await widget(emma, 'recent-on-leave-people')).body);
    expect((await new ApiClient(upstream.url).get('/dashboard/widget/recent-birthday-people/index')).status).toBe(401);
  });

  it('places the widgets’ people again for a day after the seed’s, as a run that crossed midnight needs', async () => {
    // A demo company seeded the day before: its "today" birthday and ten-year anniversary are yesterday's.
    const db = new Database(':memory:');
    try {
      createSchema(db);
      seed(db, new Date(Date.now() - 86_400_000));
      const widgets = new Widgets(db, () => upstream.url);
      const tenYears = () => widgets.anniversaries(today(), 20).data.find((person) => person.years === 10);
      expect(tenYears()?.is_today).not.toBe(true);

      expect(placeWidgetPeople(db, new Date(), 'Europe/Berlin')).toEqual({ today: today() });
      const birthdays = birthdaysSchema.parse(widgets.birthdays(today(), 5));
      expect(birthdays.data[0]).toMatchObject({ date: today(), is_today: true });
      expect(birthdays.data.filter((person) => person.is_today)).toHaveLength(1);
      expect(tenYears()).toMatchObject({ badge: 'platinum', is_today: true, date: today() });
      const anniversaries = anniversariesSchema.parse(widgets.anniversaries(today(), 20)).data;
      expect(anniversaries.filter((person) => person.years === 10)).toHaveLength(1);
      expect(recentJoinedSchema.parse(widgets.recentJoined(today(), 5)).total).toBe(4);
    } finally {
      db.close();
    }
    // The e2e tests ask for it through the dev routes; the same day's placing changes nothing.
    const before = anniversariesSchema.parse((await widget(emma, 'recent-work-anniversary-people', '?per_page=20')).body);
    const placed = await fetch(`${upstream.url}/__dev/widgets/people`, { method: 'POST' });
    expect([placed.status, await placed.json()]).toEqual([200, { today: today() }]);
    expect(anniversariesSchema.parse((await widget(emma, 'recent-work-anniversary-people', '?per_page=20')).body)).toEqual(before);
  });

  it('finds the next occurrence of a date, leap days included', () => {
    expect(nextOccurrence('1990-05-10', '2026-05-10')).toBe('2026-05-10');
    expect(nextOccurrence('1990-05-09', '2026-05-10')).toBe('2027-05-09');
    expect(nextOccurrence('1992-02-29', '2026-02-01')).toBe('2026-02-28');
    expect(nextOccurrence('1992-02-29', '2027-12-01')).toBe('2028-02-29');
  });
});

describe('feed card setup', () => {
  it('shows every card in order to anyone, and the setup only with configure_feed_sidebar_card', async () => {
    const body = widgetSettingsSchema.parse((await widget(emma, 'settings')).body);
    expect(body.data.map((card) => card.key)).toEqual([...WIDGET_KEYS]);
    expect(body.data.find((card) => card.key === 'on_leave')!.is_enabled).toBe(false);
    expect(body.feed_widget_count).toBe(4);
    expect((await emma.get('/settings/feed/widget-settings/index')).status).toBe(403);
    expect((await emma.post('/settings/feed/widget-settings/update', { widgets: [] })).status).toBe(403);
    expect(widgetSettingsSchema.parse((await ava.get('/settings/feed/widget-settings/index')).body)).toEqual(body);
  });

  it('saves the order and the switches, within feed_widget_count', async () => {
    const order = ['on_leave', 'birthdays', 'recent_joined', 'work_anniversaries', 'daily_clocks'] as const;
    const chosen = order.map((key) => ({ key, is_enabled: key !== 'daily_clocks' }));
    const res = await ava.post('/settings/feed/widget-settings/update', { widgets: chosen });
    expect(res.status).toBe(200);
    const saved = widgetSettingsSchema.parse(res.body);
    expect(saved.data.map((card) => [card.key, card.is_enabled, card.position])).toEqual(order.map((key, index) => [key, key !== 'daily_clocks', index + 1]));
    expect(widgetSettingsSchema.parse((await widget(emma, 'settings')).body).data).toEqual(saved.data);

    const allOn = order.map((key) => ({ key, is_enabled: true }));
    const tooMany = await ava.post('/settings/feed/widget-settings/update', { widgets: allOn });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.widgets[0]).toMatch(/up to 4 cards/);
    await setAppSettings(upstream, { feed_widget_count: 5 });
    expect((await ava.post('/settings/feed/widget-settings/update', { widgets: allOn })).status).toBe(200);

    const duplicate = await ava.post('/settings/feed/widget-settings/update', { widgets: [...allOn.slice(1), allOn[1]] });
    expect(duplicate.status).toBe(422);
    expect((await ava.post('/settings/feed/widget-settings/update', { widgets: allOn.slice(1) })).status).toBe(422);
  });
});

describe('widgets over attendance and leave days', () => {
  it('lists who clocked in today, first clock-in first, and who is on leave until when', async () => {
    const day = today();
    const db = upstream.db;
    const ids = db.prepare<[], number>("SELECT id FROM users WHERE status = 'active' AND id > 6 ORDER BY id LIMIT 3").pluck().all();
    db.prepare('DELETE FROM attendance_clocks WHERE attendance_id IN (SELECT id FROM attendances WHERE working_date = ?)').run(day);
    db.prepare('DELETE FROM attendances WHERE working_date = ?').run(day);
    db.prepare("UPDATE leave_applications SET status = 'withdrawn' WHERE status = 'approved' AND end_date >= ?").run(day);
    const stamp = new Date().toISOString();
    const clockIn = (userId: number, time: string, out: string | null = null) => {
      const attendance = Number(
        db.prepare('INSERT INTO attendances (user_id, working_date, created_at, updated_at) VALUES (?, ?, ?, ?)').run(userId, day, stamp, stamp).lastInsertRowid,
      );
      db.prepare('INSERT INTO attendance_clocks (attendance_id, user_id, start_date_time, end_date_time) VALUES (?, ?, ?, ?)').run(
        attendance,
        userId,
        `${day} ${time}`,
        out && `${day} ${out}`,
      );
    };
    clockIn(ids[0]!, '09:10:00');
    clockIn(ids[1]!, '08:05:00', '08:50:00');
    const clocks = dailyClocksSchema.parse((await widget(emma, 'daily-clocks-people')).body);
    expect(clocks.total).toBe(2);
    // Who is still in has no clock-out; who clocked out says when.
    expect(clocks.data.map((person) => [person.id, person.clock_in, person.clock_out])).toEqual([
      [ids[1], `${day} 08:05:00`, `${day} 08:50:00`],
      [ids[0], `${day} 09:10:00`, null],
    ]);

    // Approved leave applications are the calendars' leave days (the time_off_days view).
    const typeId = db.prepare<[], number>("SELECT id FROM leave_types WHERE name = 'Annual leave'").pluck().get()!;
    const leave = (dates: string[]) => {
      const id = Number(
        db
          .prepare(
            `INSERT INTO leave_applications (user_id, leave_type_id, start_date, end_date, days, status, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, 'approved', ?, ?)`,
          )
          .run(ids[2]!, typeId, dates[0], dates.at(-1), dates.length, stamp, stamp).lastInsertRowid,
      );
      for (const date of dates) db.prepare("INSERT INTO leave_application_days (application_id, date, spent_type) VALUES (?, ?, 'full')").run(id, date);
    };
    leave([0, 1, 2].map((offset) => shiftDate(day, offset)));
    leave([shiftDate(day, 4)]);
    const away = onLeaveSchema.parse((await widget(emma, 'recent-on-leave-people')).body);
    expect(away.data).toEqual([expect.objectContaining({ id: ids[2], leave_type: 'Annual leave', until: shiftDate(day, 2) })]);
  });

  it('the dev route takes back one person\'s clocking of today, so a retried test finds them not yet clocked in', async () => {
    const before = dailyClocksSchema.parse((await widget(emma, 'daily-clocks-people')).body).total;
    expect((await ava.post('/time/attendance/clock/in', {})).status).toBe(200);
    expect(clockShortSummarySchema.parse((await ava.get('/time/attendance/clock/short-summary')).body).is_clocked_in).toBe(true);
    expect(dailyClocksSchema.parse((await widget(emma, 'daily-clocks-people')).body).total).toBe(before + 1);

    const cleared = await fetch(`${upstream.url}/__dev/attendance/clear-today`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO.admin }),
    });
    expect(await cleared.json()).toEqual({ deleted: 1 });
    const summary = clockShortSummarySchema.parse((await ava.get('/time/attendance/clock/short-summary')).body);
    expect(summary).toMatchObject({ id: null, is_clocked_in: false });
    // Everyone else's day stays.
    expect(dailyClocksSchema.parse((await widget(emma, 'daily-clocks-people')).body).total).toBe(before);
    expect((await ava.post('/time/attendance/clock/in', {})).status).toBe(200);
  });
});
