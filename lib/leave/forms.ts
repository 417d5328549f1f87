// Named imports from zod/mini, as in lib/people/forms.ts: the smallest zod to fetch.
import { maxLength, minLength, object, refine, string, trim, type input as Input } from 'zod/mini';
import { LEAVE_DAYS_MAX, LEAVE_NAME_MAX } from '@/lib/leave/limits';
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
