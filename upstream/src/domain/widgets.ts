import { inYear, shiftDate } from '../../../lib/date-time/calendar';
import type { Database } from 'better-sqlite3';
import { anniversaryBadge } from '../../../lib/widgets/anniversary';
import {
  WIDGET_KEYS,
  type Anniversaries,
  type Birthdays,
  type DailyClocks,
  type OnLeave,
  type RecentJoined,
  type WidgetKey,
  type WidgetPerson,
  type WidgetSetting,
} from '../../../lib/widgets/schemas';
import { PERSON_ROW_COLUMNS, toPerson, type PersonRow as BasePersonRow } from './users';

/**
 * The feed sidebar's people widgets, computed from the people table for the
 * tenant's "today", and the card setup (which cards, in which order).
 */

export const WIDGET_NAMES: Readonly<Record<WidgetKey, string>> = {
  daily_clocks: 'Clocked in today',
  birthdays: 'Birthdays',
  work_anniversaries: 'Work anniversaries',
  recent_joined: 'Recently joined',
  on_leave: 'On leave today',
};

/** Every card but On leave starts enabled, in WIDGET_KEYS order. */
export const DEFAULT_DISABLED: readonly WidgetKey[] = ['on_leave'];
export const BIRTHDAY_WINDOW_DAYS = 14;
export const ANNIVERSARY_WINDOW_DAYS = 31;
export const RECENT_JOINED_DAYS = 30;

interface PersonRow extends BasePersonRow {
  date_of_birth: string | null;
  joining_date: string | null;
  is_profile_private: number;
}

const PEOPLE = /* sql */ `
  SELECT ${PERSON_ROW_COLUMNS}, u.date_of_birth, u.joining_date, u.is_profile_private
    FROM users u LEFT JOIN designations d ON d.id = u.designation_id
   WHERE u.status = 'active'`;

/** The next date on or after `today` with the month and day of `ymd` (29 February falls on the 28th in common years). */
export function nextOccurrence(ymd: string, today: string): string {
  const year = Number(today.slice(0, 4));
  const thisYear = inYear(ymd, year);
  return thisYear >= today ? thisYear : inYear(ymd, year + 1);
}

export class Widgets {
  constructor(
    private readonly db: Database,
    private readonly publicUrl: () => string,
  ) {}

  private people(): PersonRow[] {
    return this.db.prepare<[], PersonRow>(PEOPLE).all();
  }

  person(row: PersonRow): WidgetPerson {
    return toPerson(this.publicUrl(), row);
  }

  /** Birthdays from today through the next 13 days, soonest first. */
  birthdays(today: string, limit: number): Birthdays {
    const until = shiftDate(today, BIRTHDAY_WINDOW_DAYS - 1);
    const upcoming = this.people()
      .filter((row) => row.date_of_birth)
      .map((row) => ({ row, date: nextOccurrence(row.date_of_birth!, today) }))
      .filter(({ date }) => date <= until)
      .sort((a, b) => a.date.localeCompare(b.date) || a.row.first_name.localeCompare(b.row.first_name));
    return {
      data: upcoming.slice(0, limit).map(({ row, date }) => ({ ...this.person(row), date, is_today: date === today })),
      total: upcoming.length,
    };
  }

  /**
   * Work anniversaries (a year or more) from today through the next 30 days, soonest first, with their badge.
   * A private profile keeps its joining date to itself, here as on the profile.
   */
  anniversaries(today: string, limit: number): Anniversaries {
    const until = shiftDate(today, ANNIVERSARY_WINDOW_DAYS - 1);
    const upcoming = this.people()
      .filter((row) => row.joining_date && row.joining_date < today && row.is_profile_private !== 1)
      .map((row) => {
        const date = nextOccurrence(row.joining_date!, today);
        return { row, date, years: Number(date.slice(0, 4)) - Number(row.joining_date!.slice(0, 4)) };
      })
      .filter(({ date, years }) => date <= until && years >= 1)
      .sort((a, b) => a.date.localeCompare(b.date) || b.years - a.years);
    return {
      data: upcoming.slice(0, limit).map(({ row, date, years }) => ({
        ...this.person(row),
        date,
        is_today: date === today,
        years,
        badge: anniversaryBadge(years),
      })),
      total: upcoming.length,
    };
  }

  /** People who joined in the last 30 days, newest first (not private profiles: their joining date is theirs). */
  recentJoined(today: string, limit: number): RecentJoined {
    const since = shiftDate(today, -RECENT_JOINED_DAYS);
    const joined = this.people()
      .filter((row) => row.joining_date && row.joining_date >= since && row.joining_date <= today && row.is_profile_private !== 1)
      .sort((a, b) => b.joining_date!.localeCompare(a.joining_date!));
    return { data: joined.slice(0, limit).map((row) => ({ ...this.person(row), joining_date: row.joining_date! })), total: joined.length };
  }

  /** Active people who clock in and out: the people expected at work. */
  shiftingUsers(): number {
    return this.db
      .prepare<[], number>(
        `SELECT COUNT(DISTINCT u.id) FROM users u
           JOIN role_users ru ON ru.user_id = u.id
           JOIN role_permissions rp ON rp.role_id = ru.role_id
           JOIN permissions p ON p.id = rp.permission_id
          WHERE u.status = 'active' AND p.name = 'allow_clock_in_out_attendance'`,
      )
      .pluck()
      .get()!;
  }

  /** Who clocked in today (first clock-in first), from the attendance tables of the time issue. */
  dailyClocks(today: string, limit: number): DailyClocks {
    const clockedIn = this.clockedIn(today);
    const people = new Map(this.people().map((row) => [row.id, row]));
    const present = clockedIn.filter((entry) => people.has(entry.user_id));
    return {
      data: present.slice(0, limit).map((entry) => ({ ...this.person(people.get(entry.user_id)!), clock_in: entry.clock_in, clock_out: entry.clock_out })),
      total: present.length,
    };
  }

  clock(userId: number): { user_id: number; total_shifting_users: number } {
    return { user_id: userId, total_shifting_users: this.shiftingUsers() };
  }

  private hasTable(name: string): boolean {
    return !!this.db.prepare<[string], number>("SELECT 1 FROM sqlite_master WHERE type IN ('table', 'view') AND name = ?").pluck().get(name);
  }

  /** First clock-in of the day per person (tenant wall time), and the last clock-out once no clock runs. */
  private clockedIn(today: string): { user_id: number; clock_in: string; clock_out: string | null }[] {
    if (!this.hasTable('attendance_clocks')) return [];
    return this.db
      .prepare<[string], { user_id: number; clock_in: string; clock_out: string | null }>(
        `SELECT a.user_id, MIN(c.start_date_time) AS clock_in,
                CASE WHEN SUM(c.end_date_time IS NULL) > 0 THEN NULL ELSE MAX(c.end_date_time) END AS clock_out
           FROM attendances a JOIN attendance_clocks c ON c.attendance_id = a.id
          WHERE a.working_date = ?
          GROUP BY a.user_id
          ORDER BY clock_in, a.user_id`,
      )
      .all(today);
  }

  /** Who is on leave today (the leave days of the time-and-attendance tables), with the last day of that leave. */
  onLeave(today: string, limit: number): OnLeave {
    if (!this.hasTable('time_off_days')) return { data: [], total: 0 };
    const rows = this.db
      .prepare<[string], { user_id: number; name: string }>(
        "SELECT user_id, MIN(name) AS name FROM time_off_days WHERE kind = 'leave' AND date = ? AND user_id IS NOT NULL GROUP BY user_id ORDER BY user_id",
      )
      .all(today);
    const people = new Map(this.people().map((row) => [row.id, row]));
    const away = rows.filter((row) => people.has(row.user_id));
    const leaveDays = this.db
      .prepare<[number, string], string>("SELECT DISTINCT date FROM time_off_days WHERE kind = 'leave' AND user_id = ? AND date >= ? ORDER BY date")
      .pluck();
    const lastDay = (userId: number) => {
      let until = today;
      for (const date of leaveDays.all(userId, today)) {
        if (date !== until && date !== shiftDate(until, 1)) break;
        until = date;
      }
      return until;
    };
    return {
      data: away.slice(0, limit).map((row) => ({ ...this.person(people.get(row.user_id)!), leave_type: row.name, until: lastDay(row.user_id) })),
      total: away.length,
    };
  }

  /** The cards in their order, each with its switch. */
  settings(): WidgetSetting[] {
    const stored = new Map(
      this.db
        .prepare<[], { key: WidgetKey; is_enabled: number; position: number }>('SELECT key, is_enabled, position FROM feed_widget_settings')
        .all()
        .map((row) => [row.key, row]),
    );
    return WIDGET_KEYS.map((key, index) => {
      const row = stored.get(key);
      return {
        key,
        name: WIDGET_NAMES[key],
        is_enabled: row ? row.is_enabled === 1 : !DEFAULT_DISABLED.includes(key),
        position: row?.position ?? index + 1,
      };
    })
      .sort((a, b) => a.position - b.position)
      .map((setting, index) => ({ ...setting, position: index + 1 }));
  }

  saveSettings(widgets: readonly { key: WidgetKey; is_enabled: boolean }[]): void {
    const upsert = this.db.prepare(
      `INSERT INTO feed_widget_settings (key, is_enabled, position) VALUES (?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET is_enabled = excluded.is_enabled, position = excluded.position`,
    );
    this.db.transaction(() => widgets.forEach((widget, index) => upsert.run(widget.key, widget.is_enabled ? 1 : 0, index + 1)))();
  }
}
