// Named imports from zod/mini, as in lib/time/forms.ts: the smallest zod to fetch.
import { array, maxLength, minLength, number, object, string, trim, type infer as Infer, type input as Input } from 'zod/mini';
import { VALIDATION_MESSAGES as M } from '@/lib/messages';
import { NAMED_ITEM_DESCRIPTION_MAX, NAMED_ITEM_NAME_MAX } from '@/lib/people/limits';
import { v } from '@/lib/validation';

/**
 * The people settings forms' schemas, loaded when a form is first used
 * (`schema={() => import('@/lib/people/forms').then((m) => m.namedItemFormSchema)}`).
 */

export const namedItemFormSchema = object({
  name: string().check(trim(), minLength(1, { error: M.required }), maxLength(NAMED_ITEM_NAME_MAX, { error: M.max(NAMED_ITEM_NAME_MAX) })),
  description: v.optional().check(maxLength(NAMED_ITEM_DESCRIPTION_MAX, { error: M.max(NAMED_ITEM_DESCRIPTION_MAX) })),
});
export type NamedItemFormInput = Input<typeof namedItemFormSchema>;
export type NamedItemFormValues = Infer<typeof namedItemFormSchema>;

/** Assigning people: at least one (spec part 2 §5 "Missing assigned items: 'This is a required field'"). */
export const assignPeopleSchema = object({
  users: array(number()).check(minLength(1, { error: M.required })),
});
