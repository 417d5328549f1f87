/**
 * Field limits of the leave settings forms. The spec shows none; ours match
 * the reference upstream's. Apart from the form schemas so that inputs can say
 * their limits without loading zod.
 */
export { NAMED_ITEM_DESCRIPTION_MAX as LEAVE_DESCRIPTION_MAX, NAMED_ITEM_NAME_MAX as LEAVE_NAME_MAX } from '@/lib/people/limits';
/** Days of one leave type in a year (a type's total_days, a policy's days of it). */
export const LEAVE_DAYS_MAX = 366;
/** Approvers of one review process. */
export const REVIEW_APPROVERS_MAX = 10;
