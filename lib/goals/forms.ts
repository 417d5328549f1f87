// Named imports from zod/mini, as in lib/leave/forms.ts: the smallest zod to fetch.
import { boolean, enum as oneOf, maxLength, minLength, nullable, number, object, refine, regex, string, trim, type input as Input, type output as Output } from 'zod/mini';
import { GOAL_DESCRIPTION_MAX, GOAL_DUE_DAYS_MAX, GOAL_STATUSES, GOAL_TITLE_MAX } from '@/lib/goals/goals';
import type { GoalPayload } from '@/lib/goals/schemas';
import { VALIDATION_MESSAGES as M } from '@/lib/messages';

/** A whole number, signed: "-5" is an integer out of range, and says so, not "use an integer". */
const INTEGER = /^-?\d+$/;

/** The add and edit goal form (loaded when the form is first used). */
export const goalFormSchema = object({
  title: string().check(trim(), minLength(1, { error: M.required }), maxLength(GOAL_TITLE_MAX, { error: M.max(GOAL_TITLE_MAX) })),
  description: string().check(trim(), maxLength(GOAL_DESCRIPTION_MAX, { error: M.max(GOAL_DESCRIPTION_MAX) })),
  owner: nullable(object({ id: number(), name: string() })).check(refine((owner: unknown) => owner !== null, { error: M.required })),
  due_date: string().check(minLength(1, { error: M.required })),
  status: oneOf(GOAL_STATUSES),
  progress: string().check(
    trim(),
    minLength(1, { error: M.required }),
    regex(INTEGER, { error: M.integer }),
    refine((value: string) => !INTEGER.test(value) || (Number(value) >= 0 && Number(value) <= 100), { error: 'Please use 0 to 100' }),
  ),
});
export type GoalFormInput = Input<typeof goalFormSchema>;
type GoalFormOutput = Output<typeof goalFormSchema>;

/** The store call's body from the form (with `id` for an edit). */
export function goalPayloadOf(values: GoalFormOutput, id?: number): GoalPayload {
  return {
    ...(id ? { id } : {}),
    title: values.title,
    description: values.description || null,
    owner_id: values.owner!.id,
    due_date: values.due_date,
    status: values.status,
    progress: Number(values.progress),
  };
}

/** The goals settings form. */
export const goalSettingsFormSchema = object({
  default_due_days: string().check(
    trim(),
    minLength(1, { error: M.required }),
    regex(INTEGER, { error: M.integer }),
    refine((value: string) => !INTEGER.test(value) || (Number(value) >= 1 && Number(value) <= GOAL_DUE_DAYS_MAX), { error: `Please use 1 to ${GOAL_DUE_DAYS_MAX} days` }),
  ),
  complete_on_done: boolean(),
});
