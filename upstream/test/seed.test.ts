import { shiftDate } from '../../lib/date-time/calendar';
import { todayInZone } from '../../lib/date-time/zone';
import { ALL_PERMISSIONS } from '../../lib/auth/permissions';
import { openDatabase, type Db } from '../src/db/database';
import { planPeople, SEED } from '../src/db/seed';
import { createPrng } from '../src/lib/prng';

const people = (db: Db) =>
  db
    .prepare(
      `SELECT u.id, username, email, first_name, last_name, status, gender, date_of_birth, joining_date,
              department_id, designation_id, r.name AS role
         FROM users u JOIN role_users ru ON ru.user_id = u.id JOIN roles r ON r.id = ru.role_id ORDER BY u.id`,
    )
    .all() as { username: string; email: string; status: string; date_of_birth: string; joining_date: string; role: string }[];

describe('seed', () => {
  let db: Db;
  beforeAll(() => {
    db = openDatabase(':memory:').db;
  });
  afterAll(() => db.close());

  it('is deterministic', () => {
    const other = openDatabase(':memory:').db;
    try {
      expect(people(other)).toEqual(people(db));
    } finally {
      other.close();
    }
  });

  it('has the demo accounts with their roles', () => {
    const byEmail = new Map(people(db).map((p) => [p.email, p]));
    expect(byEmail.get('admin@crewdesk.test')).toMatchObject({ username: 'ava.sinclair', role: 'Administrator' });
    expect(byEmail.get('manager@crewdesk.test')).toMatchObject({ username: 'marcus.reed', role: 'Manager' });
    expect(byEmail.get('employee@crewdesk.test')).toMatchObject({ username: 'emma.novak', role: 'Employee' });
    expect(byEmail.get('contractor@crewdesk.test')).toMatchObject({ username: 'colin.hart', role: 'Contractor' });
    expect(byEmail.get('reset@crewdesk.test')).toMatchObject({ username: 'rita.quinn', role: 'Employee' });
    expect(byEmail.get('sso@crewdesk.test')).toMatchObject({ username: 'sam.ortega', role: 'Employee' });
  });

  it('has a realistic company: 45+ people, some archived, unique firstname.lastname usernames', () => {
    const everyone = people(db);
    expect(everyone.length).toBeGreaterThanOrEqual(45);
    expect(everyone.filter((p) => p.status === 'archived').length).toBeGreaterThanOrEqual(3);
    expect(new Set(everyone.map((p) => p.username)).size).toBe(everyone.length);
    for (const p of everyone) expect(p.username).toMatch(/^[a-z]+\.[a-z]+$/);
    expect(everyone.filter((p) => p.role === 'Manager').length).toBeGreaterThan(2);
    expect((db.prepare('SELECT COUNT(*) AS n FROM departments').get() as { n: number }).n).toBeGreaterThanOrEqual(6);
    expect((db.prepare('SELECT COUNT(*) AS n FROM designations').get() as { n: number }).n).toBeGreaterThanOrEqual(10);
  });

  it('places five birthdays in the widget’s two weeks from today, whatever the weekday, and recent joiners in the last 30 days', () => {
    const today = todayInZone('Europe/Berlin');
    const window = new Set(Array.from({ length: 14 }, (_, i) => shiftDate(today, i).slice(5)));
    const active = people(db).filter((p) => p.status === 'active');
    expect(active.filter((p) => window.has(p.date_of_birth?.slice(5) ?? '')).length).toBe(5);
    // Exactly one today, on any day of the year: the feed's sidebar shows it (e2e).
    expect(people(db).filter((p) => p.date_of_birth?.slice(5) === today.slice(5))).toHaveLength(1);
    expect(active.filter((p) => p.joining_date > shiftDate(today, -30) && p.joining_date <= today).length).toBeGreaterThanOrEqual(3);
  });

  it('plans the five birthdays from today on, on every weekday (the feed widget shows today and the 13 days after it)', () => {
    const monday = '2026-11-23';
    for (let day = 0; day < 7; day++) {
      const today = shiftDate(monday, day);
      const window = Array.from({ length: 14 }, (_, i) => shiftDate(today, i).slice(5));
      const planned = planPeople(createPrng(SEED), today).filter((person) => !person.archived_at);
      const inWindow = planned.filter((person) => window.includes(person.date_of_birth.slice(5)));
      expect({ today, count: inWindow.length, first: Math.min(...inWindow.map((person) => window.indexOf(person.date_of_birth.slice(5)))) }).toEqual({ today, count: 5, first: 0 });
    }
  });

  it('grants each role what its people do, checked against the catalogue and the screens, not the seed lists', () => {
    const grants = (role: string) =>
      new Set(
        (
          db
            .prepare(
              `SELECT p.name FROM permissions p JOIN role_permissions rp ON rp.permission_id = p.id
                 JOIN roles r ON r.id = rp.role_id WHERE r.name = ?`,
            )
            .all(role) as { name: string }[]
        ).map((row) => row.name),
      );
    const [admin, manager, employee, contractor] = ['Administrator', 'Manager', 'Employee', 'Contractor'].map(grants) as Set<string>[];
    // The administrator holds the whole catalogue; each role below holds a part of the one above.
    expect([...admin!].sort()).toEqual([...ALL_PERMISSIONS].sort());
    expect([...manager!].filter((name) => !admin!.has(name))).toEqual([]);
    expect([...employee!].filter((name) => !manager!.has(name))).toEqual([]);
    expect(manager!.size).toBeLessThan(admin!.size);
    expect(employee!.size).toBeLessThan(manager!.size);
    // An employee keeps their own time, and sees neither others' time nor the settings.
    expect(['view_attendance', 'allow_clock_in_out_attendance'].filter((name) => !employee!.has(name))).toEqual([]);
    expect(['view_any_attendance', 'view_app_settings_menu', 'edit_any_attendance'].filter((name) => employee!.has(name))).toEqual([]);
    // A manager sees the team's time.
    expect(manager!.has('view_any_attendance')).toBe(true);
    expect(contractor!.size).toBe(0);
  });
});
