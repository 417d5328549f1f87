import type { Database } from 'better-sqlite3';
import { datesBetween, isoDay, weekdayShort } from '../../../lib/date-time/calendar';
import type { LeaveStatus } from '../../../lib/leave/application-schemas';
import { spentTypeName, type LeaveSpentType } from '../../../lib/leave/leave-days';
import { LEAVE_STATUS_LABELS } from '../../../lib/leave/status';
import type { EmployeeStatus } from '../../../lib/people/directory';
import type { TimesheetDayStatus } from '../../../lib/reports/reports';
import type { CalendarDay } from '../../../lib/time/schemas';
import { calendarDays, dischargedFrom, joinedOn, type AttendanceStore } from './attendance';
import type { Cell, RowChunks } from './export-files';

/**
 * The reports' rows, read from the people, attendance and leave tables in chunks of
 * people (each chunk one set of queries, no statement left open between
 * chunks, so other requests run while a long file streams).
 */

export const PEOPLE_PER_CHUNK = 100;

export interface PeopleFilter {
  /** Absent: everyone still employed (active, invited, inactive). */
  status: EmployeeStatus | null;
  departmentId: number | null;
  userIds: number[] | null;
}

const STORED_STATUS: Record<EmployeeStatus, string> = { active: 'active', invited: 'invited', inactive: 'inactive', discharged: 'archived' };
const STATUS_NAME: Record<string, string> = { active: 'Active', invited: 'Invited', inactive: 'Inactive', archived: 'Discharged' };
const GENDER_NAME: Record<string, string> = { male: 'Male', female: 'Female', other: 'Non-binary' };
const NAME_ORDER = 'u.first_name COLLATE NOCASE, u.last_name COLLATE NOCASE, u.id';

/** WHERE clause and arguments of a people filter (plus joining dates for employee details). */
function peopleWhere(filter: PeopleFilter, joined?: { from: string | null; to: string | null }) {
  const where: string[] = [];
  const args: Record<string, string | number> = {};
  if (filter.status) {
    where.push('u.status = @status');
    args.status = STORED_STATUS[filter.status];
  } else where.push("u.status != 'archived'");
  if (filter.departmentId) {
    where.push('u.department_id = @department_id');
    args.department_id = filter.departmentId;
  }
  if (filter.userIds) {
    where.push('u.id IN (SELECT value FROM json_each(@user_ids))');
    args.user_ids = JSON.stringify(filter.userIds);
  }
  if (joined?.from) {
    where.push('u.joining_date >= @joined_from');
    args.joined_from = joined.from;
  }
  if (joined?.to) {
    where.push('u.joining_date <= @joined_to');
    args.joined_to = joined.to;
  }
  return { where: where.join(' AND '), args };
}

/** Pages through the filtered people, one chunk at a time. */
function* chunksOf<Row>(db: Database, sql: string, args: Record<string, string | number>): Generator<Row[]> {
  const page = db.prepare<Record<string, string | number>, Row>(`${sql} LIMIT @limit OFFSET @offset`);
  for (let offset = 0; ; offset += PEOPLE_PER_CHUNK) {
    const rows = page.all({ ...args, limit: PEOPLE_PER_CHUNK, offset });
    if (rows.length) yield rows;
    if (rows.length < PEOPLE_PER_CHUNK) return;
  }
}

export const EMPLOYEE_DETAILS_WIDTHS = [12, 16, 16, 34, 22, 12, 20, 26, 18, 16, 14, 14, 12, 16, 30];
export const TIMESHEET_WIDTHS = [12, 24, 34, 20, 12, 6, 14, 22, 10, 10, 13, 12, 6, 8, 28];

export const columnsOf = (headers: readonly string[], widths: readonly number[]) => headers.map((header, index) => ({ header, width: widths[index] ?? 14 }));

interface DetailsRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  status: string;
  department: string | null;
  designation: string | null;
  employment_type: string | null;
  role: string | null;
  joining_date: string | null;
  date_of_birth: string | null;
  gender: string | null;
  archived_at: string | null;
  discharged_reason: string | null;
}

/** Employee details: one row per person, by name. */
export function employeeDetailsRows(db: Database, filter: PeopleFilter, joined: { from: string | null; to: string | null }): RowChunks {
  const { where, args } = peopleWhere(filter, joined);
  const sql = `SELECT u.id, u.first_name, u.last_name, u.email, u.username, u.status, dep.name AS department, d.name AS designation,
                      et.name AS employment_type,
                      (SELECT r.name FROM role_users ru JOIN roles r ON r.id = ru.role_id WHERE ru.user_id = u.id ORDER BY r.position LIMIT 1) AS role,
                      u.joining_date, u.date_of_birth, u.gender, u.archived_at, u.discharged_reason
                 FROM users u
                 LEFT JOIN departments dep ON dep.id = u.department_id
                 LEFT JOIN designations d ON d.id = u.designation_id
                 LEFT JOIN employment_types et ON et.id = u.employment_type_id
                WHERE ${where}
                ORDER BY ${NAME_ORDER}`;
  return function* () {
    for (const rows of chunksOf<DetailsRow>(db, sql, args)) {
      yield rows.map((row): Cell[] => [
        row.id,
        row.first_name,
        row.last_name,
        row.email,
        row.username,
        STATUS_NAME[row.status] ?? row.status,
        row.department,
        row.designation,
        row.employment_type,
        row.role,
        row.joining_date,
        row.date_of_birth,
        row.gender ? (GENDER_NAME[row.gender] ?? row.gender) : null,
        row.archived_at ? row.archived_at.slice(0, 10) : null,
        row.discharged_reason,
      ]);
    }
  };
}

interface TimesheetPerson {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  department: string | null;
  status: string;
  archived_at: string | null;
  joining_date: string | null;
}

const hours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;
const clockTime = (wall: string | null) => (wall ? wall.slice(11, 16) : null);

/** A day's status as the timesheet names it. */
export function dayStatus(day: CalendarDay, today: string): TimesheetDayStatus {
  if (day.attendance) return day.attendance.is_open ? 'Clocked in' : 'Present';
  if (day.leave) return day.leave.spent_type === 'full' ? 'Leave' : 'Half-day leave';
  if (day.holiday) return 'Holiday';
  if (!day.working_day) return 'Day off';
  return day.date < today ? 'Absent' : 'Scheduled';
}

/** Timesheet: one row per person and day between `from` and `to`, people by name. */
export function timesheetRows(
  db: Database,
  store: AttendanceStore,
  filter: PeopleFilter,
  period: { from: string; to: string },
  context: { repeatOn: readonly number[]; now: string },
): RowChunks {
  const { where, args } = peopleWhere(filter);
  const sql = `SELECT u.id, u.first_name, u.last_name, u.email, dep.name AS department, u.status, u.archived_at, u.joining_date
                 FROM users u LEFT JOIN departments dep ON dep.id = u.department_id
                WHERE ${where}
                ORDER BY ${NAME_ORDER}`;
  const dates = datesBetween(period.from, period.to);
  const weekdays = new Map(dates.map((date) => [date, weekdayShort(isoDay(date))]));
  const today = context.now.slice(0, 10);
  return function* () {
    for (const people of chunksOf<TimesheetPerson>(db, sql, args)) {
      const data = store.range(
        people.map((person) => person.id),
        period.from,
        period.to,
      );
      const rows: Cell[][] = [];
      for (const person of people) {
        const name = `${person.first_name} ${person.last_name}`;
        for (const day of calendarDays(person.id, dates, data, context.repeatOn, context.now, dischargedFrom(person), joinedOn(person))) {
          const attendance = day.attendance;
          rows.push([
            person.id,
            name,
            person.email,
            person.department,
            day.date,
            weekdays.get(day.date)!,
            dayStatus(day, today),
            day.shift ? `${day.shift.name} ${day.shift.start_time}–${day.shift.end_time}` : null,
            clockTime(attendance?.clock_in ?? null),
            clockTime(attendance?.clock_out ?? null),
            attendance ? hours(attendance.spent_time) : null,
            attendance ? hours(attendance.break_time) : null,
            attendance ? (attendance.late_status === 1 ? 'Yes' : 'No') : null,
            attendance ? (attendance.working_place === 2 ? 'Yes' : 'No') : null,
            day.leave?.name ?? day.holiday ?? null,
          ]);
        }
      }
      yield rows;
    }
  };
}

export const LEAVE_REPORT_WIDTHS = [14, 12, 24, 34, 20, 20, 12, 12, 8, 14, 12, 12, 40];

interface LeaveRow {
  id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  department: string | null;
  leave_type: string;
  start_date: string;
  end_date: string;
  days: number;
  spent_type: LeaveSpentType;
  status: LeaveStatus;
  created_at: string;
  reason: string | null;
}

/**
 * Leave: one row per application of the filtered people whose days overlap
 * the period (all applications without one), by start date then name; the
 * applications' status narrows it when given.
 */
export function leaveRows(db: Database, filter: PeopleFilter, period: { from: string | null; to: string | null }, leaveStatus: LeaveStatus | null): RowChunks {
  const { where, args } = peopleWhere(filter);
  const conditions = [where];
  if (period.from) {
    conditions.push('a.end_date >= @period_from');
    args.period_from = period.from;
  }
  if (period.to) {
    conditions.push('a.start_date <= @period_to');
    args.period_to = period.to;
  }
  if (leaveStatus) {
    conditions.push('a.status = @leave_status');
    args.leave_status = leaveStatus;
  }
  const sql = `SELECT a.id, u.id AS user_id, u.first_name, u.last_name, u.email, dep.name AS department, t.name AS leave_type,
                      a.start_date, a.end_date, a.days, a.spent_type, a.status, a.created_at, a.reason
                 FROM leave_applications a
                 JOIN users u ON u.id = a.user_id
                 JOIN leave_types t ON t.id = a.leave_type_id
                 LEFT JOIN departments dep ON dep.id = u.department_id
                WHERE ${conditions.join(' AND ')}
                ORDER BY a.start_date, ${NAME_ORDER}, a.id`;
  return function* () {
    for (const rows of chunksOf<LeaveRow>(db, sql, args)) {
      yield rows.map((row): Cell[] => [
        row.id,
        row.user_id,
        `${row.first_name} ${row.last_name}`,
        row.email,
        row.department,
        row.leave_type,
        row.start_date,
        row.end_date,
        row.days,
        spentTypeName(row.spent_type),
        LEAVE_STATUS_LABELS[row.status],
        row.created_at.slice(0, 10),
        row.reason,
      ]);
    }
  };
}
