// Named imports from zod/mini, as in lib/people/forms.ts: the smallest zod to fetch.
import { array, boolean, enum as oneOf, maxLength, minLength, number, object, refine, string, trim, type input as Input } from 'zod/mini';
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
  refine((row: { chosen: boolean; days: string }) => !row.chosen || validDays(row.days), { error: `Please use 0 to ${LEAVE_DAYS_MAX} days`, path: ['days'] }),
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
    minLength(1, { error: M.required }),
    maxLength(REVIEW_APPROVERS_MAX, { error: `Choose at most ${REVIEW_APPROVERS_MAX} approvers` }),
  ),
});
/** The picker holds whole people; the schema reads their ids. */
export type LeaveReviewFormInput = { name: string; review_condition: '1' | '2'; approvers: Person[] };
