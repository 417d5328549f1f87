import type { LeaveStatus } from '@/lib/leave/application-schemas';
import { EMPLOYEE_STATUSES, type EmployeeStatus } from '@/lib/people/directory';

/**
 * The reports' vocabulary (spec part 2 §7 "Reports, each returning
 * export_file"), shared by /reports, the reference upstream and the contract
 * tests. Client-safe, no zod.
 *
 * Query parameters are not in the spec; ours: `format` (csv | xlsx), `from` and
 * `to` (YYYY-MM-DD: the days of a timesheet, the joining dates of employee
 * details, the days a leave report's applications overlap), `department_id`,
 * `user_ids` (comma-separated ids), `status` (the people's employment status;
 * absent: everyone still employed) and, for the leave report, `leave_status`
 * (the applications' status; absent: all).
 */

/** The reports of /reports, as the page lists them. */
export const REPORT_KINDS = {
  'employee-details': {
    title: 'Employee details',
    description: 'Everyone’s employment record: contact, department, designation, role, joining date and status.',
  },
  timesheet: {
    title: 'Timesheet',
    description: 'One row per person and day: status, shift, clock-in and clock-out, worked and break hours.',
  },
  leave: {
    title: 'Leave',
    description: 'One row per leave application: who, which type, the days, the part of the day, its status and reason.',
  },
} as const;
export type ReportKind = keyof typeof REPORT_KINDS;

export const REPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const REPORT_FORMAT_LABELS: Record<ReportFormat, string> = { csv: 'CSV', xlsx: 'Excel (XLSX)' };

export const REPORT_STATUSES: readonly EmployeeStatus[] = EMPLOYEE_STATUSES;

/** The longest timesheet one file holds (three months of days for everyone). */
export const TIMESHEET_MAX_DAYS = 92;
/** The most people a report can be narrowed to by name. */
export const REPORT_MAX_PEOPLE = 200;

/** Report progress (spec part 2 §4, §9): 5 % at the start, +30 every 600 ms until 1800 ms, 100 when the file arrives. */
export const REPORT_PROGRESS = { start: 5, step: 30, everyMs: 600, untilMs: 1800, done: 100 } as const;

/** The progress shown `elapsedMs` after a report was asked for, while its file has not arrived: 5, 35, 65, 95. */
export function reportProgressAt(elapsedMs: number): number {
  const steps = Math.floor(Math.min(Math.max(elapsedMs, 0), REPORT_PROGRESS.untilMs) / REPORT_PROGRESS.everyMs);
  return REPORT_PROGRESS.start + steps * REPORT_PROGRESS.step;
}

/** Columns of the employee details report, in file order. */
export const EMPLOYEE_DETAILS_COLUMNS = [
  'Employee ID',
  'First name',
  'Last name',
  'Email',
  'Username',
  'Status',
  'Department',
  'Designation',
  'Employment type',
  'Role',
  'Joining date',
  'Date of birth',
  'Gender',
  'Discharged date',
  'Discharge reason',
] as const;

/** Columns of the timesheet report: one row per person and day. */
export const TIMESHEET_COLUMNS = [
  'Employee ID',
  'Name',
  'Email',
  'Department',
  'Date',
  'Day',
  'Status',
  'Shift',
  'Clock in',
  'Clock out',
  'Worked hours',
  'Break hours',
  'Late',
  'Remote',
  'Note',
] as const;

/** A timesheet day's status as the file names it. */
export const TIMESHEET_DAY_STATUSES = ['Present', 'Clocked in', 'Leave', 'Half-day leave', 'Holiday', 'Absent', 'Day off', 'Scheduled'] as const;
export type TimesheetDayStatus = (typeof TIMESHEET_DAY_STATUSES)[number];

/** The applications' statuses a leave report can be narrowed to. */
export const LEAVE_REPORT_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const satisfies readonly LeaveStatus[];

/** Columns of the leave report: one row per application. */
export const LEAVE_REPORT_COLUMNS = [
  'Application ID',
  'Employee ID',
  'Name',
  'Email',
  'Department',
  'Leave type',
  'From',
  'To',
  'Days',
  'Part of day',
  'Status',
  'Applied on',
  'Reason',
] as const;
