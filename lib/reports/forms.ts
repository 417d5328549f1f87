// Named imports from zod/mini, as in lib/leave/forms.ts: the smallest zod to fetch.
import { array, enum as oneOf, number, object, refine, string, type input as Input, type output as Output } from 'zod/mini';
import { EMPLOYEE_STATUSES } from '@/lib/people/directory';
import { LEAVE_REPORT_STATUSES, REPORT_FORMATS, REPORT_MAX_PEOPLE, TIMESHEET_MAX_DAYS } from '@/lib/reports/reports';
import { daysBetween, isCalendarDate } from '@/lib/date-time/calendar';
import { END_BEFORE_START, VALIDATION_MESSAGES as M } from '@/lib/messages';
import type { Query } from '@/lib/upstream/define';

/**
 * The /reports forms (loaded when a form is first used). Each takes a format,
 * a department, a status and chosen people; the timesheet needs its period,
 * the leave report can be narrowed to the applications' status.
 */

const person = object({ id: number(), name: string() });
const common = {
  format: oneOf(REPORT_FORMATS),
  department_id: string(),
  status: oneOf(['', ...EMPLOYEE_STATUSES]),
  people: array(person).check(refine((people: unknown[]) => people.length <= REPORT_MAX_PEOPLE, { error: `Please choose up to ${REPORT_MAX_PEOPLE} people.` })),
};
// Compared only once both are dates: an unreadable one has its own message and is not "before" anything.
const bothDates = (value: { from: string; to: string }) => isCalendarDate(value.from) && isCalendarDate(value.to);
const ordered = (value: { from: string; to: string }) => !bothDates(value) || value.from <= value.to;
const ORDER_ERROR = { error: END_BEFORE_START, path: ['to'] };
// Unreadable text stays in the form as typed (components/ui/date-time-field.tsx, which shows its own
// message for it), so the schema refuses it too and a submit never sends it; as in lib/people/forms.ts.
const optionalDate = () => string().check(refine((value: string) => value === '' || isCalendarDate(value), { error: M.required }));
const requiredDate = () => string().check(refine(isCalendarDate, { error: M.required }));

export const employeeDetailsFormSchema = object({ ...common, from: optionalDate(), to: optionalDate() }).check(refine(ordered, ORDER_ERROR));
export type EmployeeDetailsFormInput = Input<typeof employeeDetailsFormSchema>;

export const timesheetFormSchema = object({
  ...common,
  from: requiredDate(),
  to: requiredDate(),
})
  .check(refine(ordered, ORDER_ERROR))
  .check(
    refine((value: { from: string; to: string }) => !bothDates(value) || value.from > value.to || daysBetween(value.from, value.to) + 1 <= TIMESHEET_MAX_DAYS, {
      error: `A timesheet covers at most ${TIMESHEET_MAX_DAYS} days.`,
      path: ['to'],
    }),
  );
export type TimesheetFormInput = Input<typeof timesheetFormSchema>;

export const leaveReportFormSchema = object({ ...common, from: optionalDate(), to: optionalDate(), leave_status: oneOf(['', ...LEAVE_REPORT_STATUSES]) }).check(refine(ordered, ORDER_ERROR));
export type LeaveReportFormInput = Input<typeof leaveReportFormSchema>;

type ReportFormValues = Output<typeof employeeDetailsFormSchema> & { leave_status?: Output<typeof leaveReportFormSchema>['leave_status'] };

/** The generate call's query from a report form's values (empty choices left out). */
export function reportQueryOf(values: ReportFormValues): Query {
  return {
    leave_status: values.leave_status || undefined,
    format: values.format,
    from: values.from || undefined,
    to: values.to || undefined,
    department_id: values.department_id || undefined,
    status: values.status || undefined,
    user_ids: values.people.length ? values.people.map((person) => person.id).join(',') : undefined,
  };
}
