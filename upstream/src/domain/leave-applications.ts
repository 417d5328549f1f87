import type { Database, Statement } from 'better-sqlite3';
import { datesBetween, isoDay } from '../../../lib/date-time/calendar';
import type { LeaveStatus } from '../../../lib/leave/application-schemas';
import { dayValue, type LeaveDay, type LeaveSpentType } from '../../../lib/leave/leave-days';
import type { ReviewCondition } from '../../../lib/leave/review';
import { AttendanceSetup } from './attendance-setup';
import type { FileRow } from './files';
import { HolidayStore } from './leave-settings';
import type { SettingsStore } from './settings';
import { PERSON_ROW_COLUMNS, type PersonRow } from './users';

/**
 * Leave applications over SQLite (src/db/schema-leave-applications.ts): the
 * rows, their counted days, reviewers and events, the days a person works
 * (the attendance calendars' rule), and the sums balances are made of. The
 * rules live in src/modules/leave-applications.ts.
 */

export interface ApplicationRow {
  id: number;
  user_id: number;
  leave_type_id: number;
  leave_type_name: string;
  start_date: string;
  end_date: string;
  spent_type: LeaveSpentType;
  days: number;
  reason: string | null;
  status: LeaveStatus;
  review_name: string | null;
  review_condition: ReviewCondition | null;
  applied_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface ReviewerRow extends PersonRow {
  position: number;
  decision: 'approved' | 'rejected' | null;
  note: string | null;
  decided_at: string | null;
}

export interface EventRow extends PersonRow {
  action: string;
  status: LeaveStatus;
  note: string | null;
  created_at: string;
}

export interface NewApplication {
  user_id: number;
  leave_type_id: number;
  start_date: string;
  end_date: string;
  spent_type: LeaveSpentType;
  days: readonly LeaveDay[];
  reason: string | null;
  review_name: string | null;
  review_condition: ReviewCondition | null;
  reviewers: readonly number[];
  applied_by: number;
  status?: LeaveStatus;
  created_at: string;
}

const APPLICATION_COLUMNS = `a.id, a.user_id, a.leave_type_id, t.name AS leave_type_name, a.start_date, a.end_date, a.spent_type, a.days, a.reason,
  a.status, a.review_name, a.review_condition, a.applied_by, a.created_at, a.updated_at`;
export const APPLICATION_FROM = 'leave_applications a JOIN leave_types t ON t.id = a.leave_type_id';
const PERSON_JOIN = 'JOIN users u ON u.id = x.user_id LEFT JOIN designations d ON d.id = u.designation_id';
/** SQL of one counted day's value (a half day is 0.5). */
export const DAY_VALUE_SQL = "CASE d.spent_type WHEN 'full' THEN 1.0 ELSE 0.5 END";

export class LeaveApplications {
  private readonly byId: Statement<[number], ApplicationRow>;
  private readonly daysOfApp: Statement<[number], { date: string; spent_type: LeaveSpentType }>;
  private readonly reviewersOfApp: Statement<[number], ReviewerRow>;
  private readonly eventsOfApp: Statement<[number], EventRow>;
  private readonly personById: Statement<[number], PersonRow & { department_id: number | null; status: string }>;
  private readonly holidays: HolidayStore;
  private readonly attendanceSetup: AttendanceSetup;
  private readonly statements = new Map<string, Statement>();

  /** A statement prepared once per SQL text (the list and rule queries run many times a request). */
  private sql<P extends unknown[] | Record<string, unknown> = unknown[], R = unknown>(text: string): Statement<P, R> {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.db.prepare(text);
      this.statements.set(text, statement);
    }
    return statement as unknown as Statement<P, R>;
  }

  constructor(
    readonly db: Database,
    settings: SettingsStore,
  ) {
    this.byId = db.prepare(`SELECT ${APPLICATION_COLUMNS} FROM ${APPLICATION_FROM} WHERE a.id = ?`);
    this.daysOfApp = db.prepare('SELECT date, spent_type FROM leave_application_days WHERE application_id = ? ORDER BY date');
    this.reviewersOfApp = db.prepare(
      `SELECT ${PERSON_ROW_COLUMNS}, x.position, x.decision, x.note, x.decided_at FROM leave_application_reviewers x ${PERSON_JOIN}
        WHERE x.application_id = ? ORDER BY x.position, u.id`,
    );
    this.eventsOfApp = db.prepare(
      `SELECT ${PERSON_ROW_COLUMNS}, x.action, x.status, x.note, x.created_at FROM leave_application_events x ${PERSON_JOIN}
        WHERE x.application_id = ? ORDER BY x.id`,
    );
    this.personById = db.prepare(
      `SELECT ${PERSON_ROW_COLUMNS}, u.department_id, u.status FROM users u LEFT JOIN designations d ON d.id = u.designation_id WHERE u.id = ?`,
    );
    this.holidays = new HolidayStore(db);
    this.attendanceSetup = new AttendanceSetup(db, settings);
  }

  find(id: number): ApplicationRow | undefined {
    return this.byId.get(id);
  }

  person(id: number) {
    return this.personById.get(id);
  }

  days(id: number): LeaveDay[] {
    return this.daysOfApp.all(id).map((day) => ({ ...day, days: dayValue(day.spent_type) }));
  }

  reviewers(id: number): ReviewerRow[] {
    return this.reviewersOfApp.all(id);
  }

  events(id: number): EventRow[] {
    return this.eventsOfApp.all(id);
  }

  // ── The person's calendar ────────────────────────────────────────────────

  /** Holidays and days off of a person between two dates: a date → its name ('Day off' for a non-working weekday). */
  daysOff(userId: number, from: string, to: string): Map<string, string> {
    const holidays = this.holidays.daysOf(userId, from, to);
    const shifts = new Set(
      this
        .sql<[number, string, string], string>('SELECT date FROM shift_assignments WHERE user_id = ? AND date BETWEEN ? AND ? AND is_published = 1')
        .pluck()
        .all(userId, from, to),
    );
    const repeatOn = this.attendanceSetup.repeatOn();
    const off = new Map<string, string>();
    for (const date of datesBetween(from, to)) {
      const holiday = holidays.get(date);
      if (holiday) off.set(date, holiday);
      else if (!shifts.has(date) && !repeatOn.includes(isoDay(date))) off.set(date, 'Day off');
    }
    return off;
  }

  /** Dates of the person's pending and approved applications (but `except`), each with its application. */
  takenDates(userId: number, from: string, to: string, except = 0): Map<string, ApplicationRow> {
    const rows = this
      .sql<[number, string, string, number], ApplicationRow & { date: string }>(
        `SELECT ${APPLICATION_COLUMNS}, d.date FROM leave_application_days d JOIN leave_applications a ON a.id = d.application_id JOIN leave_types t ON t.id = a.leave_type_id
          WHERE a.user_id = ? AND d.date BETWEEN ? AND ? AND a.status IN ('pending', 'approved') AND a.id <> ?`,
      )
      .all(userId, from, to, except);
    return new Map(rows.map(({ date, ...row }) => [date, row]));
  }

  /** Approved and pending days of each type between two dates (but application `except`). */
  usedDays(userId: number, from: string, to: string, except = 0): Map<number, { taken: number; pending: number }> {
    const rows = this
      .sql<[number, string, string, number], { leave_type_id: number; status: LeaveStatus; days: number }>(
        `SELECT a.leave_type_id, a.status, SUM(${DAY_VALUE_SQL}) AS days FROM leave_application_days d JOIN leave_applications a ON a.id = d.application_id
          WHERE a.user_id = ? AND d.date BETWEEN ? AND ? AND a.status IN ('pending', 'approved') AND a.id <> ?
          GROUP BY a.leave_type_id, a.status`,
      )
      .all(userId, from, to, except);
    const used = new Map<number, { taken: number; pending: number }>();
    for (const row of rows) {
      const entry = used.get(row.leave_type_id) ?? { taken: 0, pending: 0 };
      if (row.status === 'approved') entry.taken += row.days;
      else entry.pending += row.days;
      used.set(row.leave_type_id, entry);
    }
    return used;
  }

  /** The leave types of the person's policy with the days it gives of each. */
  policyTypes(userId: number): { id: number; name: string; days: number }[] {
    return this
      .sql<[number], { id: number; name: string; days: number }>(
        `SELECT t.id, t.name, pt.days FROM leave_policy_users pu JOIN leave_policy_types pt ON pt.policy_id = pu.policy_id
           JOIN leave_types t ON t.id = pt.leave_type_id WHERE pu.user_id = ? ORDER BY t.name COLLATE NOCASE, t.id`,
      )
      .all(userId);
  }

  /**
   * Whether a person can still review leave as an approver: active, and holding a permission the
   * decision calls require of an approver (review_any_leave_application or view_review_leave_application).
   */
  reviewsLeave(userId: number): boolean {
    return (
      this
        .sql<[number], number>(
          `SELECT 1 FROM users u WHERE u.id = ? AND u.status = 'active' AND EXISTS (
             SELECT 1 FROM role_users ru JOIN role_permissions rp ON rp.role_id = ru.role_id JOIN permissions p ON p.id = rp.permission_id
              WHERE ru.user_id = u.id AND p.name IN ('review_any_leave_application', 'view_review_leave_application'))`,
        )
        .pluck()
        .get(userId) === 1
    );
  }

  /** Pending applications on which some approver has decided (the ones a reviewer's loss of access may finish). */
  pendingWithDecisions(): number[] {
    return this
      .sql<[], number>(
        `SELECT a.id FROM leave_applications a WHERE a.status = 'pending'
            AND EXISTS (SELECT 1 FROM leave_application_reviewers r WHERE r.application_id = a.id AND r.decision IS NOT NULL)`,
      )
      .pluck()
      .all();
  }

  /** The person's review process: its name, condition and approvers in order. */
  reviewProcess(userId: number): { name: string; condition: ReviewCondition; approvers: number[] } | null {
    const review = this
      .sql<[number], { id: number; name: string; review_condition: ReviewCondition }>(
        'SELECT r.id, r.name, r.review_condition FROM leave_review_users ru JOIN leave_reviews r ON r.id = ru.review_id WHERE ru.user_id = ?',
      )
      .get(userId);
    if (!review) return null;
    const approvers = this
      .sql<[number], number>(
        "SELECT a.user_id FROM leave_review_approvers a JOIN users u ON u.id = a.user_id WHERE a.review_id = ? AND u.status = 'active' ORDER BY a.position",
      )
      .pluck()
      .all(review.id);
    return { name: review.name, condition: review.review_condition, approvers };
  }

  // ── Writes ───────────────────────────────────────────────────────────────

  create(input: NewApplication): number {
    const total = input.days.reduce((sum, day) => sum + day.days, 0);
    const id = Number(
      this
        .sql(
          `INSERT INTO leave_applications (user_id, leave_type_id, start_date, end_date, spent_type, days, reason, status, review_name, review_condition,
                                           applied_by, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          input.user_id,
          input.leave_type_id,
          input.start_date,
          input.end_date,
          input.spent_type,
          total,
          input.reason,
          input.status ?? 'pending',
          input.review_name,
          input.review_condition,
          input.applied_by,
          input.created_at,
          input.created_at,
        ).lastInsertRowid,
    );
    this.writeDays(id, input.days);
    const reviewer = this.sql('INSERT INTO leave_application_reviewers (application_id, user_id, position) VALUES (?, ?, ?)');
    input.reviewers.forEach((userId, index) => reviewer.run(id, userId, index + 1));
    return id;
  }

  private writeDays(id: number, days: readonly LeaveDay[]): void {
    this.sql('DELETE FROM leave_application_days WHERE application_id = ?').run(id);
    const insert = this.sql('INSERT INTO leave_application_days (application_id, date, spent_type) VALUES (?, ?, ?)');
    for (const day of days) insert.run(id, day.date, day.spent_type);
  }

  /** An author's edit of a pending application: new values, decisions so far cleared. */
  update(id: number, values: Pick<NewApplication, 'leave_type_id' | 'start_date' | 'end_date' | 'spent_type' | 'days' | 'reason'>, at: string): void {
    const total = values.days.reduce((sum, day) => sum + day.days, 0);
    this.db
      .prepare('UPDATE leave_applications SET leave_type_id = ?, start_date = ?, end_date = ?, spent_type = ?, days = ?, reason = ?, updated_at = ? WHERE id = ?')
      .run(values.leave_type_id, values.start_date, values.end_date, values.spent_type, total, values.reason, at, id);
    this.writeDays(id, values.days);
    this.sql('UPDATE leave_application_reviewers SET decision = NULL, note = NULL, decided_at = NULL WHERE application_id = ?').run(id);
  }

  setStatus(id: number, status: LeaveStatus, at: string): void {
    this.sql('UPDATE leave_applications SET status = ?, updated_at = ? WHERE id = ?').run(status, at, id);
  }

  recordDecision(id: number, userId: number, decision: 'approved' | 'rejected', note: string | null, at: string): void {
    this.sql('UPDATE leave_application_reviewers SET decision = ?, note = ?, decided_at = ? WHERE application_id = ? AND user_id = ?')
      .run(decision, note, at, id, userId);
  }

  addEvent(id: number, userId: number, action: string, status: LeaveStatus, note: string | null, at: string): void {
    this.sql('INSERT INTO leave_application_events (application_id, user_id, action, status, note, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(id, userId, action, status, note, at);
  }

  delete(id: number): void {
    this.sql('DELETE FROM leave_applications WHERE id = ?').run(id);
  }

  // ── Attachments and comments ─────────────────────────────────────────────

  files(id: number): FileRow[] {
    return this
      .sql<[number], FileRow>(
        `SELECT f.id, f.token, f.user_id, f.kind, f.name, f.mime, f.size, f.post_id, f.position, f.created_at
           FROM leave_application_files lf JOIN files f ON f.id = lf.file_id WHERE lf.application_id = ? ORDER BY f.id`,
      )
      .all(id);
  }

  fileIds(id: number): number[] {
    return this.sql<[number], number>('SELECT file_id FROM leave_application_files WHERE application_id = ?').pluck().all(id);
  }

  replaceFiles(id: number, fileIds: readonly number[]): void {
    this.sql('DELETE FROM leave_application_files WHERE application_id = ?').run(id);
    const insert = this.sql('INSERT INTO leave_application_files (application_id, file_id) VALUES (?, ?)');
    for (const fileId of new Set(fileIds)) insert.run(id, fileId);
  }

  commentCount(id: number): number {
    return this.sql<[number], number>('SELECT COUNT(*) FROM leave_application_comments WHERE application_id = ?').pluck().get(id)!;
  }

  comments(id: number, page: number, perPage: number): { rows: (PersonRow & { comment_id: number; description: string; created_at: string })[]; total: number } {
    const rows = this
      .sql<[number, number, number], PersonRow & { comment_id: number; description: string; created_at: string }>(
        `SELECT ${PERSON_ROW_COLUMNS}, x.id AS comment_id, x.description, x.created_at FROM leave_application_comments x ${PERSON_JOIN}
          WHERE x.application_id = ? ORDER BY x.id LIMIT ? OFFSET ?`,
      )
      .all(id, perPage, (page - 1) * perPage);
    return { rows, total: this.commentCount(id) };
  }

  findComment(commentId: number): { id: number; application_id: number; user_id: number } | undefined {
    return this
      .sql<[number], { id: number; application_id: number; user_id: number }>('SELECT id, application_id, user_id FROM leave_application_comments WHERE id = ?')
      .get(commentId);
  }

  addComment(id: number, userId: number, description: string, at: string): number {
    return Number(
      this
        .sql('INSERT INTO leave_application_comments (application_id, user_id, description, created_at) VALUES (?, ?, ?, ?)')
        .run(id, userId, description, at).lastInsertRowid,
    );
  }

  deleteComment(commentId: number): void {
    this.sql('DELETE FROM leave_application_comments WHERE id = ?').run(commentId);
  }

  // ── Lists ────────────────────────────────────────────────────────────────

  /** A page of applications matching a WHERE clause over `a`, `t` and `u` (the author), newest first. */
  page(where: string, args: Record<string, unknown>, page: number, perPage: number): { rows: (ApplicationRow & { department_id: number | null; department_name: string | null })[]; total: number } {
    const from = `${APPLICATION_FROM} JOIN users u ON u.id = a.user_id LEFT JOIN departments dep ON dep.id = u.department_id`;
    const total = this.sql<Record<string, unknown>, number>(`SELECT COUNT(*) FROM ${from} WHERE ${where}`).pluck().get(args)!;
    const rows = this
      .sql<Record<string, unknown>, ApplicationRow & { department_id: number | null; department_name: string | null }>(
        `SELECT ${APPLICATION_COLUMNS}, u.department_id, dep.name AS department_name FROM ${from} WHERE ${where}
          ORDER BY a.start_date DESC, a.id DESC LIMIT @limit OFFSET @offset`,
      )
      .all({ ...args, limit: perPage, offset: (page - 1) * perPage });
    return { rows, total };
  }

  /** Counts by status for a WHERE clause like page()'s. */
  statusCounts(where: string, args: Record<string, unknown>): Record<LeaveStatus, number> {
    const counts: Record<LeaveStatus, number> = { pending: 0, approved: 0, rejected: 0, withdrawn: 0 };
    const rows = this
      .sql<Record<string, unknown>, { status: LeaveStatus; n: number }>(
        `SELECT a.status, COUNT(*) AS n FROM ${APPLICATION_FROM} JOIN users u ON u.id = a.user_id WHERE ${where} GROUP BY a.status`,
      )
      .all(args);
    for (const row of rows) counts[row.status] = row.n;
    return counts;
  }

  /** Same-department colleagues with pending or approved leave overlapping [start, end] (the reviewer's cover check). */
  cover(userId: number, departmentId: number, start: string, end: string) {
    return this
      .sql<[number, number, string, string, string, string], PersonRow & { start_date: string; end_date: string; status: LeaveStatus; leave_type: string }>(
        `SELECT ${PERSON_ROW_COLUMNS}, a.start_date, a.end_date, a.status, t.name AS leave_type
           FROM ${APPLICATION_FROM} JOIN users u ON u.id = a.user_id LEFT JOIN designations d ON d.id = u.designation_id
          WHERE u.department_id = ? AND a.user_id <> ? AND a.status IN ('pending', 'approved') AND a.start_date <= ? AND a.end_date >= ?
            AND u.status = 'active'
            AND EXISTS (SELECT 1 FROM leave_application_days x WHERE x.application_id = a.id AND x.date BETWEEN ? AND ?)
          ORDER BY a.start_date, u.first_name`,
      )
      .all(departmentId, userId, end, start, start, end);
  }
}
