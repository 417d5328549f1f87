import type { Database } from 'better-sqlite3';
import { CALENDAR_KINDS, clampDates, yearlyOccurrences, type CalendarKind, type DateRange } from '../../../lib/calendar/model';
import type { CalendarEntry } from '../../../lib/calendar/schemas';
import { PERSON_ROW_COLUMNS, toPerson, type PersonRow } from './users';

/**
 * The company calendar (GET /calendar/index): approved leave, holidays,
 * birthdays, work anniversaries and published shifts of a range, read from the
 * leave application, leave settings, people and shift assignment tables.
 *
 * The rules:
 * - approved leave shows on its counted days only (holidays and days off inside
 *   its range are not leave), with the application's spent type;
 * - a company holiday shows for everyone; a holiday of chosen people shows when
 *   one of them is in the department filter, with how many they are;
 * - birthdays and work anniversaries are active people's; a birthday carries
 *   its day and month, never the year of birth; anniversaries start at one
 *   year; viewers without view_employee do not see those of private profiles;
 * - shifts are the published assignments, one entry per shift and day with the
 *   number of people working it (a company grid cannot list every person's
 *   shift).
 */

export interface CalendarQuery extends DateRange {
  departmentId: number | null;
  /** Whether private profiles' birthdays and anniversaries show (view_employee). */
  seesPrivate: boolean;
}

interface PersonDeptRow extends PersonRow {
  department_id: number | null;
  department_name: string | null;
}

const PERSON_JOINS = 'LEFT JOIN designations d ON d.id = u.designation_id LEFT JOIN departments dep ON dep.id = u.department_id';
const PERSON_COLUMNS = `${PERSON_ROW_COLUMNS}, u.department_id, dep.name AS department_name`;
/** `@department IS NULL OR u.department_id = @department`: the department filter. */
const IN_DEPARTMENT = '(@department IS NULL OR u.department_id = @department)';

type Args = { from: string; to: string; department: number | null };

export class CompanyCalendar {
  constructor(
    private readonly db: Database,
    private readonly publicUrl: () => string,
  ) {}

  departments(): { id: number; name: string }[] {
    return this.db.prepare<[], { id: number; name: string }>('SELECT id, name FROM departments ORDER BY name COLLATE NOCASE').all();
  }

  /** Every entry of the range and department, of every kind. */
  entries(query: CalendarQuery): CalendarEntry[] {
    const args: Args = { from: query.from, to: query.to, department: query.departmentId };
    const byKind: Record<CalendarKind, () => CalendarEntry[]> = {
      holiday: () => this.holidays(args),
      leave: () => this.leave(args),
      birthday: () => this.birthdays(args, query.seesPrivate),
      anniversary: () => this.anniversaries(args, query.seesPrivate),
      shift: () => this.shifts(args),
    };
    return CALENDAR_KINDS.flatMap((kind) => byKind[kind]());
  }

  private person(row: PersonDeptRow) {
    return {
      person: toPerson(this.publicUrl(), row),
      department: row.department_id === null ? null : { id: row.department_id, name: row.department_name ?? '' },
    };
  }

  private leave(args: Args): CalendarEntry[] {
    const rows = this.db
      .prepare<Args, PersonDeptRow & { application_id: number; type_name: string; start_date: string; end_date: string; spent_type: CalendarEntry['spent_type']; dates: string }>(
        `SELECT ${PERSON_COLUMNS}, a.id AS application_id, t.name AS type_name, a.start_date, a.end_date, a.spent_type,
                (SELECT group_concat(x.date, ',') FROM (SELECT ld.date FROM leave_application_days ld
                   WHERE ld.application_id = a.id AND ld.date BETWEEN @from AND @to ORDER BY ld.date) x) AS dates
           FROM leave_applications a
           JOIN leave_types t ON t.id = a.leave_type_id
           JOIN users u ON u.id = a.user_id ${PERSON_JOINS}
          WHERE a.status = 'approved' AND a.start_date <= @to AND a.end_date >= @from AND u.status != 'archived' AND ${IN_DEPARTMENT}
          ORDER BY a.start_date, u.first_name, u.last_name`,
      )
      .all(args);
    return rows
      .filter((row) => row.dates)
      .map((row) => ({
        ...blank(),
        key: `leave-${row.application_id}`,
        kind: 'leave',
        title: row.type_name,
        start_date: row.start_date,
        end_date: row.end_date,
        dates: row.dates.split(','),
        ...this.person(row),
        spent_type: row.spent_type,
        source: { type: 'leave_application', id: row.application_id },
      }));
  }

  private holidays(args: Args): CalendarEntry[] {
    const rows = this.db
      .prepare<Args, { id: number; name: string; start_date: string; end_date: string; calendar_year: number; for_everyone: number; people: number }>(
        `SELECT h.id, h.name, h.start_date, h.end_date, h.calendar_year, h.for_everyone,
                (SELECT COUNT(*) FROM holiday_users hu JOIN users u ON u.id = hu.user_id
                  WHERE hu.holiday_id = h.id AND u.status != 'archived' AND ${IN_DEPARTMENT}) AS people
           FROM holidays h
          WHERE h.start_date <= @to AND h.end_date >= @from
          ORDER BY h.start_date, h.name`,
      )
      .all(args);
    return rows
      .filter((row) => row.for_everyone === 1 || row.people > 0)
      .map((row) => ({
        ...blank(),
        key: `holiday-${row.id}`,
        kind: 'holiday',
        title: row.name,
        start_date: row.start_date,
        end_date: row.end_date,
        dates: clampDates(row.start_date, row.end_date, args),
        people_count: row.for_everyone === 1 ? null : row.people,
        source: { type: 'holiday', id: row.id, year: row.calendar_year },
      }));
  }

  /** Active people with a yearly date (date of birth or joining date), private profiles only for those who may see them. */
  private yearlyPeople(column: 'date_of_birth' | 'joining_date', args: Args, seesPrivate: boolean) {
    return this.db
      .prepare<Args, PersonDeptRow & { yearly: string }>(
        `SELECT ${PERSON_COLUMNS}, u.${column} AS yearly FROM users u ${PERSON_JOINS}
          WHERE u.status = 'active' AND u.${column} IS NOT NULL AND ${IN_DEPARTMENT} ${seesPrivate ? '' : 'AND u.is_profile_private = 0'}
          ORDER BY u.first_name, u.last_name`,
      )
      .all(args);
  }

  private birthdays(args: Args, seesPrivate: boolean): CalendarEntry[] {
    return this.yearlyPeople('date_of_birth', args, seesPrivate).flatMap((row) =>
      yearlyOccurrences(row.yearly, args).map(
        (date): CalendarEntry => ({
          ...blank(),
          key: `birthday-${row.id}-${date.slice(0, 4)}`,
          kind: 'birthday',
          title: 'Birthday',
          start_date: date,
          end_date: date,
          dates: [date],
          ...this.person(row),
          source: { type: 'profile', username: row.username },
        }),
      ),
    );
  }

  private anniversaries(args: Args, seesPrivate: boolean): CalendarEntry[] {
    return this.yearlyPeople('joining_date', args, seesPrivate).flatMap((row) =>
      yearlyOccurrences(row.yearly, args)
        .map((date) => ({ date, years: Number(date.slice(0, 4)) - Number(row.yearly.slice(0, 4)) }))
        .filter(({ years }) => years >= 1)
        .map(
          ({ date, years }): CalendarEntry => ({
            ...blank(),
            key: `anniversary-${row.id}-${date.slice(0, 4)}`,
            kind: 'anniversary',
            title: `${years} ${years === 1 ? 'year' : 'years'} at the company`,
            start_date: date,
            end_date: date,
            dates: [date],
            ...this.person(row),
            years,
            source: { type: 'profile', username: row.username },
          }),
        ),
    );
  }

  private shifts(args: Args): CalendarEntry[] {
    const rows = this.db
      .prepare<Args, { date: string; template_id: number | null; name: string; start_time: string; end_time: string; people: number }>(
        `SELECT s.date, s.template_id, s.name, s.start_time, s.end_time, COUNT(*) AS people
           FROM shift_assignments s JOIN users u ON u.id = s.user_id
          WHERE s.is_published = 1 AND s.date BETWEEN @from AND @to AND u.status = 'active' AND ${IN_DEPARTMENT}
          GROUP BY s.date, s.template_id, s.name, s.start_time, s.end_time
          ORDER BY s.date, s.start_time, s.name`,
      )
      .all(args);
    return rows.map((row) => ({
      ...blank(),
      key: `shift-${row.date}-${row.template_id ?? row.name}-${row.start_time}`,
      kind: 'shift',
      title: row.name,
      start_date: row.date,
      end_date: row.date,
      dates: [row.date],
      start_time: row.start_time,
      end_time: row.end_time,
      people_count: row.people,
      source: { type: 'shift', template_id: row.template_id },
    }));
  }
}

/** The fields an entry of another kind leaves empty. */
const blank = () => ({ person: null, department: null, spent_type: null, years: null, start_time: null, end_time: null, people_count: null });
