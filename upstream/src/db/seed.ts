import { daysBetween, shiftDate, yearsBefore } from '../../../lib/date-time/calendar';
import { todayInZone } from '../../../lib/date-time/zone';
import type { Database } from 'better-sqlite3';
import {
  MANAGER_PERMISSIONS,
  PERMISSION_GROUPS,
  SELF_SERVICE_PERMISSIONS,
} from '../../../lib/auth/permissions';
import { DEFAULT_SETTINGS, SettingsStore } from '../domain/settings';
import { hashPasswordSync } from '../lib/password';
import { createPrng, type Prng } from '../lib/prng';
import { randomHex, sha256 } from '../lib/tokens';
import { benchPeople, seedAttendance } from './seed-attendance';
import { seedBilling } from './seed-billing';
import { placeAnniversaries, seedFeed } from './seed-feed';
import { seedGoals } from './seed-goals';
import { seedLeave } from './seed-leave';
import { seedLeaveApplications } from './seed-leave-applications';
import { seedNotifications } from './seed-notifications';
import { INVITATION_TTL_SECONDS } from '../modules/employees';
import { seedProfiles } from './seed-profiles';
import { BIRTHDAY_WINDOW_DAYS } from '../domain/widgets';
import {
  COLLEAGUES,
  DEMO_USERS,
  ATTACHMENT_TYPES,
  DEPARTMENTS,
  DISCHARGE_REASONS,
  EMPLOYEE_GROUPS,
  EMPLOYMENT_TYPES,
  EXTRA_DESIGNATIONS,
  INVITED_PEOPLE,
  DEMO_INVITATION,
  MENU,
  type DepartmentName,
  type Gender,
  type RoleName,
} from './seed-data';

/**
 * The demo company, deterministic: the same PRNG seed and the same day give the
 * same rows. Dates that matter to the UI (birthdays this and next week, people
 * who joined this month) are placed relative to today in the tenant's zone.
 */

export const SEED = 20260101;
export const DEMO_PASSWORD = 'password';

const ROLES: readonly { name: RoleName; permissions: readonly string[]; isAdmin?: boolean; isDefault?: boolean }[] = [
  { name: 'Administrator', permissions: Object.values(PERMISSION_GROUPS).flat(), isAdmin: true },
  { name: 'Manager', permissions: MANAGER_PERMISSIONS },
  { name: 'Employee', permissions: SELF_SERVICE_PERMISSIONS, isDefault: true },
  { name: 'Contractor', permissions: [] },
];

/** Where colleagues work: a department appears once per share of the headcount. */
const DEPARTMENT_WEIGHTS: readonly DepartmentName[] = [
  'Engineering',
  'Engineering',
  'Engineering',
  'Product & Design',
  'Operations',
  'Operations',
  'People & Culture',
  'Finance',
  'Sales',
  'Sales',
  'Customer Success',
  'Customer Success',
];

interface Person {
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  gender: Gender;
  role: RoleName;
  department: DepartmentName;
  designation: string;
  joining_date: string;
  date_of_birth: string;
  archived_at: string | null;
  /** The date the feed's widgets need this person for, placed relative to the seed's day. */
  widgetDate?: 'date_of_birth' | 'joining_date';
}

export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

function dateBetween(prng: Prng, from: string, to: string): string {
  return shiftDate(from, prng.int(0, Math.max(0, daysBetween(from, to))));
}

/** Plans every person: demo accounts first (ids 1–6), then colleagues in list order. */
export function planPeople(prng: Prng, today: string): Person[] {
  const people: Person[] = DEMO_USERS.map((user) => ({
    ...user,
    username: `${slug(user.first_name)}.${slug(user.last_name)}`,
    date_of_birth: dateBetween(prng, '1970-01-01', '1998-12-31'),
    archived_at: null,
  }));

  for (const colleague of COLLEAGUES) {
    const name = colleague.lead ?? prng.pick(DEPARTMENT_WEIGHTS);
    const department = DEPARTMENTS.find((d) => d.name === name)!;
    const designation = colleague.lead ? department.designations[0] : prng.pick(department.designations.slice(1));
    const username = `${slug(colleague.first_name)}.${slug(colleague.last_name)}`;
    const joining = colleague.archived
      ? dateBetween(prng, '2015-01-05', '2020-12-31')
      : dateBetween(prng, '2015-01-05', shiftDate(today, -60));
    people.push({
      first_name: colleague.first_name,
      last_name: colleague.last_name,
      email: `${username}@crewdesk.test`,
      username,
      gender: colleague.gender,
      role: colleague.role ?? 'Employee',
      department: department.name,
      designation,
      joining_date: joining,
      date_of_birth: dateBetween(prng, '1965-01-01', '2003-12-31'),
      archived_at: colleague.archived ? dateBetween(prng, '2023-01-02', shiftDate(today, -90)) : null,
    });
  }

  // Widgets need birthdays this week and next, and people who joined in the last month.
  const candidates = prng.shuffle(people.slice(DEMO_USERS.length).filter((person) => !person.archived_at));
  // Days from today: today first, then a spread over the widget's two weeks (today and the 13 after it),
  // whatever the weekday (a fixed spread from Monday put one in the past from Wednesday on).
  const birthdayOffsets = [0, 1, 3, 6, 9];
  // Only these birthdays fall in the widget's two weeks: a drawn birthday inside them moves three weeks on.
  const window = new Set(Array.from({ length: BIRTHDAY_WINDOW_DAYS }, (_, day) => shiftDate(today, day).slice(5)));
  for (const person of people) if (window.has(person.date_of_birth.slice(5))) person.date_of_birth = shiftDate(person.date_of_birth, 21);
  birthdayOffsets.forEach((offset, index) => {
    Object.assign(candidates[index]!, { date_of_birth: yearsBefore(shiftDate(today, offset), prng.int(23, 58)), widgetDate: 'date_of_birth' });
  });
  [3, 10, 18, 27].forEach((daysAgo, index) => {
    Object.assign(candidates[birthdayOffsets.length + index]!, { joining_date: shiftDate(today, -daysAgo), widgetDate: 'joining_date' });
  });
  return people;
}

/** The seed's draws for `today`: the password's salt first, then the people, from one stream. */
function draw(today: string): { salt: Buffer; people: Person[] } {
  const prng = createPrng(SEED);
  const salt = seededSalt(prng);
  return { salt, people: planPeople(prng, today) };
}

/**
 * The widgets' people (birthdays from today on, recent joiners, work anniversaries) placed again
 * for `now`'s day, as a seed on that day places them: for a demo or a test run that has crossed
 * midnight since the seed. The same people each time; on the seed's own day nothing changes.
 */
export function placeWidgetPeople(db: Database, now: Date, timezone: string): { today: string } {
  const today = todayInZone(timezone, now);
  const update = {
    date_of_birth: db.prepare('UPDATE users SET date_of_birth = ? WHERE username = ?'),
    joining_date: db.prepare('UPDATE users SET joining_date = ? WHERE username = ?'),
  };
  db.transaction(() => {
    for (const person of draw(today).people) if (person.widgetDate) update[person.widgetDate].run(person[person.widgetDate], person.username);
    placeAnniversaries(db, today);
  })();
  return { today };
}

function seededSalt(prng: Prng): Buffer {
  return Buffer.from(Array.from({ length: 16 }, () => prng.int(0, 255)));
}

export interface SeedSummary {
  people: number;
  roles: number;
  permissions: number;
  /** The tenant's day the seed was written for: its fixed cases ("yesterday", "today") are relative to it. */
  today: string;
  /** How long the seed took, in seconds: the bench's "Upstream seed" figure reads it from the start-up line. */
  seconds: number;
}

/** `extraPeople`: generated people for the performance bench (UPSTREAM_SEED_PEOPLE). */
export function seed(db: Database, now: Date = new Date(), options: { extraPeople?: number } = {}): SeedSummary {
  const stamp = now.toISOString();
  const today = todayInZone(DEFAULT_SETTINGS.timezone, now);
  const started = performance.now();
  const { salt, people: planned } = draw(today);

  return db.transaction((): SeedSummary => {
    new SettingsStore(db).writeAll(DEFAULT_SETTINGS);

    const insertPermission = db.prepare('INSERT INTO permissions (name, group_name) VALUES (?, ?)');
    const permissionIds = new Map<string, number>();
    for (const [group, names] of Object.entries(PERMISSION_GROUPS)) {
      for (const name of names) permissionIds.set(name, Number(insertPermission.run(name, group).lastInsertRowid));
    }

    const insertRole = db.prepare('INSERT INTO roles (name, position, is_admin, is_default, created_at) VALUES (?, ?, ?, ?, ?)');
    const grant = db.prepare('INSERT INTO role_permissions (role_id, permission_id) VALUES (?, ?)');
    const roleIds = new Map<RoleName, number>();
    ROLES.forEach((role, index) => {
      const id = Number(insertRole.run(role.name, index + 1, role.isAdmin ? 1 : 0, role.isDefault ? 1 : 0, stamp).lastInsertRowid);
      roleIds.set(role.name, id);
      for (const permission of role.permissions) grant.run(id, permissionIds.get(permission)!);
    });

    const insertDepartment = db.prepare('INSERT INTO departments (name) VALUES (?)');
    const departmentIds = new Map<string, number>();
    for (const { name } of DEPARTMENTS) departmentIds.set(name, Number(insertDepartment.run(name).lastInsertRowid));
    const insertDesignation = db.prepare('INSERT INTO designations (name) VALUES (?)');
    const designationIds = new Map<string, number>();
    for (const name of [...DEPARTMENTS.flatMap((d) => d.designations), ...EXTRA_DESIGNATIONS]) {
      designationIds.set(name, Number(insertDesignation.run(name).lastInsertRowid));
    }
    const insertEmploymentType = db.prepare('INSERT INTO employment_types (name) VALUES (?)');
    const employmentTypeIds = new Map(EMPLOYMENT_TYPES.map((name) => [name, Number(insertEmploymentType.run(name).lastInsertRowid)]));
    const insertAttachmentType = db.prepare('INSERT INTO attachment_types (name) VALUES (?)');
    for (const name of ATTACHMENT_TYPES) insertAttachmentType.run(name);

    // One hash for every seeded account: they share the known demo password, so
    // per-account salts would protect nothing and cost a second of start-up.
    const passwordHash = hashPasswordSync(DEMO_PASSWORD, salt);
    const insertUser = db.prepare(
      `INSERT INTO users (first_name, last_name, username, email, password, status, gender, date_of_birth, joining_date,
                          department_id, designation_id, employment_type_id, archived_at, discharged_reason, created_at, updated_at)
       VALUES (@first_name, @last_name, @username, @email, @password, @status, @gender, @date_of_birth, @joining_date,
               @department_id, @designation_id, @employment_type_id, @archived_at, @discharged_reason, @created_at, @updated_at)`,
    );
    const assignRole = db.prepare('INSERT INTO role_users (role_id, user_id) VALUES (?, ?)');
    const people = [...planned, ...benchPeople(options.extraPeople ?? 0)];
    const userIds: number[] = [];
    let archivedCount = 0;
    for (const [index, person] of people.entries()) {
      const employmentType = person.designation.startsWith('Contract') ? 'Contract' : index % 7 === 5 ? 'Part-time' : 'Full-time';
      const id = insertUser.run({
        first_name: person.first_name,
        last_name: person.last_name,
        username: person.username,
        email: person.email,
        password: passwordHash,
        status: person.archived_at ? 'archived' : 'active',
        gender: person.gender,
        date_of_birth: person.date_of_birth,
        joining_date: person.joining_date,
        department_id: departmentIds.get(person.department)!,
        designation_id: designationIds.get(person.designation)!,
        employment_type_id: employmentTypeIds.get(employmentType)!,
        archived_at: person.archived_at,
        discharged_reason: person.archived_at ? DISCHARGE_REASONS[archivedCount++ % DISCHARGE_REASONS.length]! : null,
        created_at: stamp,
        updated_at: stamp,
      }).lastInsertRowid;
      assignRole.run(roleIds.get(person.role)!, Number(id));
      userIds.push(Number(id));
    }

    const insertEmployeeGroup = db.prepare('INSERT INTO employee_groups (name, description) VALUES (?, ?)');
    const addMember = db.prepare('INSERT INTO employee_group_users (group_id, user_id) VALUES (?, ?)');
    for (const group of EMPLOYEE_GROUPS) {
      const groupId = Number(insertEmployeeGroup.run(group.name, group.description).lastInsertRowid);
      // The demo company only: bench people stay out of groups.
      userIds.slice(0, people.length - (options.extraPeople ?? 0)).forEach((userId, index) => {
        if (group.members(index) && !people[index]!.archived_at) addMember.run(groupId, userId);
      });
    }

    const insertGroup = db.prepare('INSERT INTO menu_groups (name, icon, position) VALUES (?, ?, ?)');
    const insertItem = db.prepare(
      'INSERT INTO menu_items (group_id, name, icon, route_name, type, permissions, position) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    MENU.forEach((group, groupIndex) => {
      const groupId = Number(insertGroup.run(group.name, group.icon, groupIndex + 1).lastInsertRowid);
      group.items.forEach((item, itemIndex) => {
        insertItem.run(groupId, item.name, item.icon, item.route_name, item.type ?? 'admin', JSON.stringify(item.permissions), itemIndex + 1);
      });
    });

    seedLeave(db, today);
    seedLeaveApplications(db, now, seedAttendance(db, now, options), options);
    seedFeed(db, now);
    seedNotifications(db, now);
    seedProfiles(db, now);
    seedBilling(db, today);
    seedGoals(db, today, `${shiftDate(today, -20)} 10:00:00`);

    // Invited last, so nothing above (attendance, feed, groups) ever saw them; their passwords are unknown to everyone, and so
    // are their links but the one published demo link (DEMO_INVITATION).
    const unknownPassword = INVITED_PEOPLE.length ? hashPasswordSync(randomHex(32)) : '';
    for (const invited of INVITED_PEOPLE) {
      const username = `${slug(invited.first_name)}.${slug(invited.last_name)}`;
      const id = insertUser.run({
        ...invited,
        username,
        email: `${username}@crewdesk.test`,
        password: unknownPassword,
        status: 'invited',
        gender: null,
        date_of_birth: null,
        joining_date: shiftDate(today, 14),
        department_id: departmentIds.get(invited.department)!,
        designation_id: designationIds.get(invited.designation)!,
        employment_type_id: employmentTypeIds.get('Full-time')!,
        archived_at: null,
        discharged_reason: null,
        created_at: stamp,
        updated_at: stamp,
      }).lastInsertRowid;
      assignRole.run(roleIds.get(invited.role)!, Number(id));
      const token = invited.last_name === DEMO_INVITATION.last_name ? sha256(DEMO_INVITATION.hash) : sha256(randomHex(24));
      db.prepare('INSERT INTO employee_invitations (user_id, token, expires_at) VALUES (?, ?, ?)').run(Number(id), token, Math.floor(now.getTime() / 1000) + INVITATION_TTL_SECONDS);
    }
    return { people: people.length + INVITED_PEOPLE.length, roles: ROLES.length, permissions: permissionIds.size, today, seconds: (performance.now() - started) / 1000 };
  })();
}
