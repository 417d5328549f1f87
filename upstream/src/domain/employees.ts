import { personMatches } from '../db/text-search';
import type { Database } from 'better-sqlite3';
import type { EmployeeFilter, EmployeeSort, EmployeeStatus, SortDirection } from '../../../lib/people/directory';
import { randomHex, sha256 } from '../lib/tokens';
import { PERSON_ROW_COLUMNS, type PersonRow, type UserStatus } from './users';

/**
 * Employees: the directory query (search, filters, sorting, paging), new
 * invited people, and the state changes of a profile (discharge, restore,
 * status, privacy, role) and its onboarding invitation. SQL lives here; the
 * module under modules/ checks permissions and validates.
 */

/** The stored status of each directory status (a discharged person is archived). */
const STORED: Record<EmployeeStatus, UserStatus> = { active: 'active', invited: 'invited', inactive: 'inactive', discharged: 'archived' };
export const directoryStatus = (stored: UserStatus): EmployeeStatus => (stored === 'archived' ? 'discharged' : stored);

export interface EmployeeRowData extends PersonRow {
  email: string;
  department_name: string | null;
  employment_type_name: string | null;
  role_name: string | null;
  joining_date: string | null;
  status: UserStatus;
}

export interface DirectoryQuery {
  search: string;
  /** Absent: everyone still employed (active, invited, inactive). */
  status: EmployeeStatus | null;
  filters: Partial<Record<EmployeeFilter, number>>;
  sort: EmployeeSort;
  direction: SortDirection;
  page: number;
  perPage: number;
}

const NAME_ORDER = 'u.first_name COLLATE NOCASE, u.last_name COLLATE NOCASE';
const SORT_COLUMN: Record<EmployeeSort, string> = {
  name: NAME_ORDER,
  designation: 'd.name IS NULL, d.name COLLATE NOCASE',
  department: 'dep.name IS NULL, dep.name COLLATE NOCASE',
  joining_date: 'u.joining_date IS NULL, u.joining_date',
};

/** One role per person in this product; the lowest position wins should there be more. */
const ROLE_NAME = `(SELECT r.name FROM role_users ru JOIN roles r ON r.id = ru.role_id WHERE ru.user_id = u.id ORDER BY r.position LIMIT 1)`;

const FROM = `FROM users u
  LEFT JOIN designations d ON d.id = u.designation_id
  LEFT JOIN departments dep ON dep.id = u.department_id
  LEFT JOIN employment_types et ON et.id = u.employment_type_id`;

export function directoryPage(db: Database, query: DirectoryQuery): { rows: EmployeeRowData[]; total: number } {
  const where: string[] = [];
  const args: Record<string, string | number> = {};
  if (query.status) {
    where.push('u.status = @status');
    args.status = STORED[query.status];
  } else {
    where.push("u.status != 'archived'");
  }
  if (query.search) {
    where.push(personMatches('u.first_name', 'u.last_name', 'u.email', 'd.name', 'dep.name'));
    args.search = query.search;
  }
  const { department_id, designation_id, employment_type_id, group_id } = query.filters;
  const conditions: [number | undefined, string, string][] = [
    [department_id, 'department_id', 'u.department_id = @department_id'],
    [designation_id, 'designation_id', 'u.designation_id = @designation_id'],
    [employment_type_id, 'employment_type_id', 'u.employment_type_id = @employment_type_id'],
    [group_id, 'group_id', 'u.id IN (SELECT user_id FROM employee_group_users WHERE group_id = @group_id)'],
  ];
  for (const [value, name, condition] of conditions) {
    if (!value) continue;
    where.push(condition);
    args[name] = value;
  }
  const from = `${FROM} WHERE ${where.join(' AND ')}`;
  const total = db.prepare<typeof args, { total: number }>(`SELECT COUNT(*) AS total ${from}`).get(args)!.total;
  const direction = query.direction === 'desc' ? 'DESC' : 'ASC';
  // Every sort column gets the direction; the name and id keep equal keys in a stable order.
  const order = SORT_COLUMN[query.sort]
    .split(', ')
    .map((part) => (part.endsWith('IS NULL') ? part : `${part} ${direction}`))
    .join(', ');
  const rows = db
    .prepare<typeof args & { limit: number; offset: number }, EmployeeRowData>(
      `SELECT ${PERSON_ROW_COLUMNS}, u.email, dep.name AS department_name, et.name AS employment_type_name, ${ROLE_NAME} AS role_name,
              u.joining_date, u.status
         ${from}
        ORDER BY ${order}, ${NAME_ORDER}, u.id
        LIMIT @limit OFFSET @offset`,
    )
    .all({ ...args, limit: query.perPage, offset: (query.page - 1) * query.perPage });
  return { rows, total };
}

/** What a profile action needs to know about its person. */
export interface EmployeeRecord {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  status: UserStatus;
  joining_date: string | null;
  department_id: number | null;
  designation_id: number | null;
  employment_type_id: number | null;
  archived_at: string | null;
  discharged_reason: string | null;
  is_profile_private: number;
  role_id: number | null;
}

export interface ProfileRow extends PersonRow {
  email: string;
  status: UserStatus;
  joining_date: string | null;
  archived_at: string | null;
  discharged_reason: string | null;
  is_profile_private: number;
  department_name: string | null;
  employment_type_name: string | null;
  role_name: string | null;
  role_id: number | null;
}

export interface NewEmployee {
  first_name: string;
  last_name: string;
  email: string;
  department_id: number | null;
  designation_id: number | null;
  employment_type_id: number | null;
  role_id: number;
  joining_date: string | null;
  /** A hash nobody knows: the person sets their password during onboarding. */
  password: string;
}

export class Employees {
  constructor(private readonly db: Database) {}

  find(id: number): EmployeeRecord | undefined {
    return this.db
      .prepare<[number], EmployeeRecord>(
        `SELECT id, first_name, last_name, username, email, status, joining_date, department_id, designation_id, employment_type_id,
                archived_at, discharged_reason, is_profile_private,
                (SELECT ru.role_id FROM role_users ru JOIN roles r ON r.id = ru.role_id WHERE ru.user_id = users.id ORDER BY r.position LIMIT 1) AS role_id
           FROM users WHERE id = ?`,
      )
      .get(id);
  }

  /** The profile header's person by username, with the names of their department, designation, employment type and role. */
  profile(username: string): ProfileRow | undefined {
    return this.db
      .prepare<[string], ProfileRow>(
        `SELECT ${PERSON_ROW_COLUMNS}, u.email, u.status, u.joining_date, u.archived_at, u.discharged_reason, u.is_profile_private,
                dep.name AS department_name, et.name AS employment_type_name, ${ROLE_NAME} AS role_name,
                (SELECT ru.role_id FROM role_users ru JOIN roles r ON r.id = ru.role_id WHERE ru.user_id = u.id ORDER BY r.position LIMIT 1) AS role_id
           ${FROM} WHERE u.username = ?`,
      )
      .get(username);
  }

  emailTaken(email: string): boolean {
    return this.db.prepare<[string], { id: number }>('SELECT id FROM users WHERE email = ?').get(email) !== undefined;
  }

  /** Whether a row with this id exists in one of the lookup tables. */
  exists(table: 'departments' | 'designations' | 'employment_types' | 'roles' | 'employee_groups' | 'attachment_types', id: number): boolean {
    return this.db.prepare<[number], { id: number }>(`SELECT id FROM ${table} WHERE id = ?`).get(id) !== undefined;
  }

  /** A username from the name, made unique with a number: "ada.lovelace", "ada.lovelace2". */
  private freeUsername(first: string, last: string): string {
    const base =
      `${first}.${last}`
        .normalize('NFKD')
        .toLowerCase()
        .replace(/[^a-z0-9.]/g, '')
        .replace(/^\.+|\.+$/g, '') || 'employee';
    const taken = this.db.prepare<[string], { id: number }>('SELECT id FROM users WHERE username = ?');
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base}${n}`;
      if (!taken.get(candidate)) return candidate;
    }
  }

  /** Adds an invited person with their role (and, when duplicating, the groups of another). */
  create(person: NewEmployee, groupsOf?: number): { id: number; username: string } {
    return this.db.transaction(() => {
      const stamp = new Date().toISOString();
      const username = this.freeUsername(person.first_name, person.last_name);
      const id = Number(
        this.db
          .prepare(
            `INSERT INTO users (first_name, last_name, username, email, password, status, joining_date, department_id, designation_id,
                                employment_type_id, created_at, updated_at)
             VALUES (@first_name, @last_name, @username, @email, @password, 'invited', @joining_date, @department_id, @designation_id,
                     @employment_type_id, @stamp, @stamp)`,
          )
          .run({ ...person, username, stamp }).lastInsertRowid,
      );
      this.db.prepare('INSERT INTO role_users (role_id, user_id) VALUES (?, ?)').run(person.role_id, id);
      if (groupsOf !== undefined) {
        this.db.prepare('INSERT INTO employee_group_users (group_id, user_id) SELECT group_id, ? FROM employee_group_users WHERE user_id = ?').run(id, groupsOf);
      }
      return { id, username };
    })();
  }

  private touch(sql: string, ...args: unknown[]): void {
    this.db.prepare(`UPDATE users SET ${sql}, updated_at = ? WHERE id = ?`).run(...args.slice(0, -1), new Date().toISOString(), args.at(-1));
  }

  /** Archives the person from `date` with the reason; they leave every group. */
  discharge(id: number, date: string, reason: string): void {
    this.db.transaction(() => {
      this.touch("status = 'archived', archived_at = ?, discharged_reason = ?", date, reason, id);
      this.db.prepare('DELETE FROM employee_group_users WHERE user_id = ?').run(id);
      this.db.prepare('DELETE FROM employee_invitations WHERE user_id = ?').run(id);
    })();
  }

  /** Back to active; the discharge fields are cleared. */
  restore(id: number): void {
    this.touch("status = 'active', archived_at = NULL, discharged_reason = NULL", id);
  }

  setStatus(id: number, status: 'active' | 'inactive'): void {
    this.touch('status = ?', status, id);
  }

  activate(id: number): void {
    this.db.transaction(() => {
      this.setStatus(id, 'active');
      this.db.prepare('DELETE FROM employee_invitations WHERE user_id = ?').run(id);
    })();
  }

  setPrivacy(id: number, isPrivate: boolean): void {
    this.touch('is_profile_private = ?', isPrivate ? 1 : 0, id);
  }

  setRole(id: number, roleId: number): void {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM role_users WHERE user_id = ?').run(id);
      this.db.prepare('INSERT INTO role_users (role_id, user_id) VALUES (?, ?)').run(roleId, id);
    })();
  }

  // ── Onboarding invitations ────────────────────────────────────────────

  /** A new single-use link token for the person (the previous one stops working). */
  invite(userId: number, ttlSeconds: number): string {
    const token = randomHex(24);
    const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
    this.db.prepare('INSERT OR REPLACE INTO employee_invitations (user_id, token, expires_at, used_at) VALUES (?, ?, ?, NULL)').run(userId, sha256(token), expires);
    return token;
  }
}
