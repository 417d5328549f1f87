// Named imports from zod/mini, as in lib/people/forms.ts: the smallest zod to fetch.
import { array, boolean, enum as oneOf, maxLength, minLength, number, object, refine, regex, string, trim, type input as Input } from 'zod/mini';
import { END_BEFORE_START } from '@/lib/messages';
import { LEAVE_DAYS_MAX, LEAVE_DESCRIPTION_MAX, LEAVE_NAME_MAX, REVIEW_APPROVERS_MAX } from '@/lib/leave/limits';
import type { Person } from '@/lib/shared/schemas';
import { VALIDATION_MESSAGES as M } from '@/lib/messages';
import { v } from '@/lib/validation';

/**
 * The leave settings forms' schemas, loaded when a form is first used
 * (`schema={() => import('@/lib/leave/forms').then((m) => m.leaveTypeFormSchema)}`).
 */

const name = () => string().check(trim(), minLength(1, { error: M.required }), maxLength(LEAVE_NAME_MAX, { error: M.max(LEAVE_NAME_MAX) }));

/** A whole number of days, 0 to LEAVE_DAYS_MAX. */
export const days = () =>
  v.integer().check(refine((value: string) => !/^-?\d+$/.test(value.trim()) || (Number(value) >= 0 && Number(value) <= LEAVE_DAYS_MAX), { error: `Please use 0 to ${LEAVE_DAYS_MAX} days` }));

export const leaveTypeFormSchema = object({ name: name(), total_days: days() });
export type LeaveTypeFormInput = Input<typeof leaveTypeFormSchema>;

const validDays = (value: string) => /^\d+$/.test(value.trim()) && Number(value) <= LEAVE_DAYS_MAX;

/** One leave type in a policy form: whether the policy gives it, and how many days. */
const policyTypeRow = object({ id: number(), name: string(), chosen: boolean(), days: string() }).check(
  // A chosen type with its days left empty is missing them (the spec's required message), not out of range.
  refine((row: { chosen: boolean; days: string }) => !row.chosen || row.days.trim() !== '', { error: M.required, path: ['days'] }),
  refine((row: { chosen: boolean; days: string }) => !row.chosen || row.days.trim() === '' || validDays(row.days), { error: `Please use 0 to ${LEAVE_DAYS_MAX} days`, path: ['days'] }),
);

export const leavePolicyFormSchema = object({
  name: name(),
  description: v.optional().check(maxLength(LEAVE_DESCRIPTION_MAX, { error: M.max(LEAVE_DESCRIPTION_MAX) })),
  leave_types: array(policyTypeRow).check(refine((rows: { chosen: boolean }[]) => rows.some((row) => row.chosen), { error: 'Choose at least one leave type.' })),
});
export type LeavePolicyFormInput = Input<typeof leavePolicyFormSchema>;

/** A review process: a name, Anyone ('1') or Everyone ('2'), and 1 to REVIEW_APPROVERS_MAX approvers in order. */
export const leaveReviewFormSchema = object({
  name: name(),
  review_condition: oneOf(['1', '2']),
  approvers: array(object({ id: number() })).check(
    minLength(1, { error: 'Choose at least one approver.' }),
    maxLength(REVIEW_APPROVERS_MAX, { error: `Choose at most ${REVIEW_APPROVERS_MAX} approvers` }),
  ),
});
/** The picker holds whole people; the schema reads their ids. */
export type LeaveReviewFormInput = { name: string; review_condition: '1' | '2'; approvers: Person[] };

const YMD = /^\d{4}-\d{2}-\d{2}$/;
type HolidayValues = { start_date: string; end_date: string; applies_to: string; users: unknown[] };

/** A holiday: one day or a range inside one calendar year, for everyone or chosen people. */
export const holidayFormSchema = object({
  name: name(),
  start_date: v.required().check(regex(YMD, { error: M.required })),
  end_date: v.optional(),
  description: v.optional().check(maxLength(LEAVE_DESCRIPTION_MAX, { error: M.max(LEAVE_DESCRIPTION_MAX) })),
  applies_to: oneOf(['everyone', 'chosen']),
  users: array(object({ id: number() })),
}).check(
  refine((value: HolidayValues) => !value.end_date || !YMD.test(value.start_date) || value.end_date >= value.start_date, {
    error: END_BEFORE_START,
    path: ['end_date'],
  }),
  // Inside one calendar year: the upstream's rule and its field error (one place for it).
  refine((value: HolidayValues) => value.applies_to === 'everyone' || value.users.length > 0, { error: M.required, path: ['users'] }),
);
export type HolidayFormInput = { name: string; start_date: string; end_date: string; description: string; applies_to: 'everyone' | 'chosen'; users: Person[] };

const limitDays = () => v.digits().check(refine((value: string) => !/^\d+$/.test(value) || Number(value) <= 365, { error: 'Please use 0 to 365 days' }));

/** The leave setup form: checkboxes are booleans, numbers typed as text. */
export const leaveSetupFormSchema = object({
  leave_year_start_month: oneOf(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']),
  allow_half_day: boolean(),
  allow_past_dates: boolean(),
  past_dates_limit_days: limitDays(),
  allow_carry_over: boolean(),
  carry_over_max_days: limitDays(),
  count_non_working_days: boolean(),
});
export type LeaveSetupFormInput = Input<typeof leaveSetupFormSchema>;
