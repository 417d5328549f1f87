import { shiftDate } from '../../../lib/date-time/calendar';
import type { Database, Statement } from 'better-sqlite3';
import type { LeaveSetup, WelcomeWizard } from '../../../lib/leave/schemas';
import { containsPattern } from '../http/params';
import type { Membership } from './assigned-people';
import { holders, type NamedItemKind } from './named-items';
import { PERSON_ROW_COLUMNS, type PersonRow } from './users';

/**
 * Leave settings over SQLite (spec part 2 §3 "Leave type", "Leave policy",
 * "Leave review", "Holiday"): the named-item kinds and memberships the generic
 * modules run, the types a policy bundles, a review process's ordered
 * approvers, holidays by calendar year, and the leave setup.
 */

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const LEAVE_TYPE_KIND: NamedItemKind = {
  table: 'leave_types',
  usage: { kind: 'links', table: 'leave_policy_types', itemColumn: 'leave_type_id' },
  columns: ['total_days'],
  inUseMessage: ({ count }, name) => `“${name}” is in ${plural(count, 'leave policy', 'leave policies')}. Deleting it takes it out of ${count === 1 ? 'that policy' : 'those policies'}.`,
  // Leave history: applications keep their type for good (taking it out of the policies stops new ones).
  history: {
    table: 'leave_applications',
    column: 'leave_type_id',
    refusal: (count, name, policies) =>
      `“${name}” is used by ${plural(count, 'leave application', 'leave applications')}, so it cannot be deleted.` +
      (policies > 0 ? ` To stop people applying for it, take it out of ${policies === 1 ? 'its leave policy' : `its ${policies} leave policies`}.` : ''),
  },
};

export const LEAVE_POLICY_KIND: NamedItemKind = {
  table: 'leave_policies',
  usage: { kind: 'members', table: 'leave_policy_users', itemColumn: 'policy_id' },
  inUseMessage: (usage, name) => {
    const who = holders(usage);
    return `${who.text} ${who.one ? 'is' : 'are'} on “${name}”. Deleting it leaves them without a leave policy.`;
  },
};

export const LEAVE_REVIEW_KIND: NamedItemKind = {
  table: 'leave_reviews',
  usage: { kind: 'members', table: 'leave_review_users', itemColumn: 'review_id' },
  columns: ['review_condition'],
  inUseMessage: (usage, name) => {
    const whose = holders(usage, 'person’s', 'people’s');
    return `${whose.text} leave ${whose.one ? 'is' : 'are'} reviewed by “${name}”. Deleting it leaves them without a review process.`;
  },
};

export const POLICY_MEMBERSHIP: Membership = { itemTable: 'leave_policies', table: 'leave_policy_users', itemColumn: 'policy_id', exclusive: true };
export const REVIEW_MEMBERSHIP: Membership = { itemTable: 'leave_reviews', table: 'leave_review_users', itemColumn: 'review_id', exclusive: true };
export const HOLIDAY_MEMBERSHIP: Membership = { itemTable: 'holidays', table: 'holiday_users', itemColumn: 'holiday_id' };

export interface PolicyTypeRow {
  id: number;
  name: string;
  days: number;
}

/** The leave types a policy bundles, with the days it gives of each. */
export class PolicyTypes {
  private readonly ofPolicy: Statement<[number], PolicyTypeRow>;

  constructor(private readonly db: Database) {
    this.ofPolicy = db.prepare(
      `SELECT t.id, t.name, pt.days FROM leave_policy_types pt JOIN leave_types t ON t.id = pt.leave_type_id
        WHERE pt.policy_id = ? ORDER BY t.name COLLATE NOCASE, t.id`,
    );
  }

  of(policyId: number): PolicyTypeRow[] {
    return this.ofPolicy.all(policyId);
  }

  /** The ids among `ids` that are not leave types. */
  unknown(ids: number[]): number[] {
    const exists = this.db.prepare<[number], { id: number }>('SELECT id FROM leave_types WHERE id = ?');
    return ids.filter((id) => !exists.get(id));
  }

  replace(policyId: number, types: readonly { id: number; days: number }[]): void {
    this.db.prepare('DELETE FROM leave_policy_types WHERE policy_id = ?').run(policyId);
    const insert = this.db.prepare('INSERT INTO leave_policy_types (policy_id, leave_type_id, days) VALUES (?, ?, ?)');
    for (const type of types) insert.run(policyId, type.id, type.days);
  }
}

/** A review process's approvers, in the order they review. */
export class ReviewApprovers {
  private readonly ofReview: Statement<[number], PersonRow>;

  constructor(private readonly db: Database) {
    this.ofReview = db.prepare(
      `SELECT ${PERSON_ROW_COLUMNS} FROM leave_review_approvers a JOIN users u ON u.id = a.user_id
        LEFT JOIN designations d ON d.id = u.designation_id WHERE a.review_id = ? ORDER BY a.position, u.id`,
    );
  }

  of(reviewId: number): PersonRow[] {
    return this.ofReview.all(reviewId);
  }

  replace(reviewId: number, userIds: readonly number[]): void {
    this.db.prepare('DELETE FROM leave_review_approvers WHERE review_id = ?').run(reviewId);
    const insert = this.db.prepare('INSERT INTO leave_review_approvers (review_id, user_id, position) VALUES (?, ?, ?)');
    userIds.forEach((userId, index) => insert.run(reviewId, userId, index + 1));
  }
}

export interface HolidayRecord {
  id: number;
  name: string;
  start_date: string;
  end_date: string;
  calendar_year: number;
  description: string | null;
  for_everyone: boolean;
  country_code: string | null;
}

export interface HolidayValues {
  name: string;
  start_date: string;
  end_date: string;
  description: string | null;
  for_everyone: boolean;
  country_code: string | null;
}

type HolidaySqlRow = Omit<HolidayRecord, 'for_everyone'> & { for_everyone: number };
const toHoliday = ({ for_everyone, ...row }: HolidaySqlRow): HolidayRecord => ({ ...row, for_everyone: for_everyone === 1 });
const HOLIDAY_COLUMNS = 'h.id, h.name, h.start_date, h.end_date, h.calendar_year, h.description, h.for_everyone, h.country_code';

/** Holidays by calendar year; a holiday lies inside its year (the year of its first day). */
export class HolidayStore {
  constructor(private readonly db: Database) {}

  /** Years that have holidays, with `always` (this and next year) added, ascending. */
  years(always: readonly number[]): number[] {
    const stored = this.db.prepare<[], number>('SELECT DISTINCT calendar_year FROM holidays').pluck().all();
    return [...new Set([...stored, ...always])].sort((a, b) => a - b);
  }

  page(year: number, search: string, page: number, perPage: number): { rows: (HolidayRecord & { people_count: number })[]; total: number } {
    const args = { year, search, pattern: containsPattern(search) };
    const where = `h.calendar_year = @year AND (@search = '' OR h.name LIKE @pattern ESCAPE '\\')`;
    const total = this.db.prepare<typeof args, { total: number }>(`SELECT COUNT(*) AS total FROM holidays h WHERE ${where}`).get(args)!.total;
    const people = `CASE WHEN h.for_everyone = 1 THEN (SELECT COUNT(*) FROM users WHERE status = 'active')
                    ELSE (SELECT COUNT(*) FROM holiday_users hu JOIN users u ON u.id = hu.user_id WHERE hu.holiday_id = h.id AND u.status != 'archived') END`;
    const rows = this.db
      .prepare<typeof args & { limit: number; offset: number }, HolidaySqlRow & { people_count: number }>(
        `SELECT ${HOLIDAY_COLUMNS}, ${people} AS people_count FROM holidays h WHERE ${where}
          ORDER BY h.start_date, h.name COLLATE NOCASE, h.id LIMIT @limit OFFSET @offset`,
      )
      .all({ ...args, limit: perPage, offset: (page - 1) * perPage });
    return { rows: rows.map(({ people_count, ...row }) => ({ ...toHoliday(row), people_count })), total };
  }

  find(id: number): HolidayRecord | undefined {
    const row = this.db.prepare<[number], HolidaySqlRow>(`SELECT ${HOLIDAY_COLUMNS} FROM holidays h WHERE h.id = ?`).get(id);
    return row ? toHoliday(row) : undefined;
  }

  private params(values: HolidayValues) {
    return { ...values, calendar_year: Number(values.start_date.slice(0, 4)), for_everyone: values.for_everyone ? 1 : 0 };
  }

  create(values: HolidayValues): number {
    return Number(
      this.db
        .prepare(
          `INSERT INTO holidays (name, start_date, end_date, calendar_year, description, for_everyone, country_code)
           VALUES (@name, @start_date, @end_date, @calendar_year, @description, @for_everyone, @country_code)`,
        )
        .run(this.params(values)).lastInsertRowid,
    );
  }

  /** Saves an edit; a holiday that becomes everyone's lets its chosen people go. */
  update(id: number, values: Omit<HolidayValues, 'country_code'>): void {
    this.db.transaction(() => {
      this.db
        .prepare(
          `UPDATE holidays SET name = @name, start_date = @start_date, end_date = @end_date, calendar_year = @calendar_year,
             description = @description, for_everyone = @for_everyone WHERE id = @id`,
        )
        .run({ ...this.params({ ...values, country_code: null }), id });
      if (values.for_everyone) this.db.prepare('DELETE FROM holiday_users WHERE holiday_id = ?').run(id);
    })();
  }

  /** How many chosen people a holiday has (what deleting it takes from their calendars). */
  chosenPeople(id: number): number {
    return this.db.prepare<[number], number>('SELECT COUNT(*) FROM holiday_users WHERE holiday_id = ?').pluck().get(id)!;
  }

  delete(id: number): void {
    this.db.prepare('DELETE FROM holidays WHERE id = ?').run(id);
  }

  /** Which of these single days a holiday already covers. */
  coveredDates(dates: readonly string[]): Set<string> {
    const covered = this.db.prepare<[string, string], number>('SELECT 1 FROM holidays WHERE start_date <= ? AND end_date >= ? LIMIT 1').pluck();
    return new Set(dates.filter((date) => covered.get(date, date)));
  }

  /** Whether anyone's holidays exist in a year (the welcome wizard's step). */
  any(): boolean {
    return !!this.db.prepare('SELECT 1 FROM holidays LIMIT 1').get();
  }

  /**
   * The holidays a person has between two dates (inclusive), one entry per day:
   * everyone's and the ones they were chosen for. What the time screens show.
   */
  daysOf(userId: number, from: string, to: string): Map<string, string> {
    const rows = this.db
      .prepare<{ user: number; from: string; to: string }, { name: string; start_date: string; end_date: string }>(
        `SELECT h.name, h.start_date, h.end_date FROM holidays h
          WHERE h.start_date <= @to AND h.end_date >= @from
            AND (h.for_everyone = 1 OR EXISTS (SELECT 1 FROM holiday_users hu WHERE hu.holiday_id = h.id AND hu.user_id = @user))
          ORDER BY h.start_date, h.id`,
      )
      .all({ user: userId, from, to });
    const days = new Map<string, string>();
    for (const row of rows) {
      for (let day = row.start_date > from ? row.start_date : from; day <= row.end_date && day <= to; day = shiftDate(day, 1)) {
        if (!days.has(day)) days.set(day, row.name);
      }
    }
    return days;
  }
}

export const DEFAULT_LEAVE_SETUP: LeaveSetup = {
  leave_year_start_month: 1,
  allow_half_day: true,
  allow_past_dates: true,
  past_dates_limit_days: 30,
  allow_carry_over: true,
  carry_over_max_days: 5,
  count_non_working_days: false,
};

/** The leave setup, one JSON value per key (leave_setup), over the defaults. */
export class LeaveSetupStore {
  constructor(private readonly db: Database) {}

  values(): LeaveSetup {
    const stored = Object.fromEntries(
      this.db
        .prepare<[], { key: string; value: string }>('SELECT key, value FROM leave_setup')
        .all()
        .filter((row) => row.key in DEFAULT_LEAVE_SETUP)
        .map((row) => [row.key, JSON.parse(row.value) as unknown]),
    );
    return { ...DEFAULT_LEAVE_SETUP, ...stored } as LeaveSetup;
  }

  update(values: LeaveSetup): LeaveSetup {
    const upsert = this.db.prepare('INSERT INTO leave_setup (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
    this.db.transaction(() => {
      for (const [key, value] of Object.entries(values)) upsert.run(key, JSON.stringify(value));
    })();
    return this.values();
  }

  /** Whether the tenant closed the settings welcome wizard (the app settings' welcome-wizard update). */
  wizardDismissed(): boolean {
    return this.db.prepare<[], string>("SELECT value FROM leave_setup WHERE key = 'welcome_wizard_dismissed'").pluck().get() === 'true';
  }

  /** Closes the wizard for good (or shows it again). */
  dismissWizard(dismissed: boolean): void {
    this.db
      .prepare("INSERT INTO leave_setup (key, value) VALUES ('welcome_wizard_dismissed', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value")
      .run(String(dismissed));
  }
}

/** The settings welcome wizard: the first leave settings steps, done or not; shown until all are done or it is closed. */
export function welcomeWizard(db: Database, setup: LeaveSetupStore): WelcomeWizard {
  const has = (table: string) => !!db.prepare(`SELECT 1 FROM ${table} LIMIT 1`).get();
  const steps = {
    leave_types: has('leave_types'),
    leave_policies: has('leave_policies'),
    review_processes: has('leave_reviews'),
    holidays: has('holidays'),
  };
  return { show: !setup.wizardDismissed() && !Object.values(steps).every(Boolean), steps };
}
