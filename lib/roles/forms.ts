import { maxLength, minLength, object, string, trim, type infer as Infer } from 'zod/mini';
import { VALIDATION_MESSAGES as M } from '@/lib/messages';
import { ROLE_NAME_MAX } from '@/lib/roles/limits';

/** The role form (create and rename), loaded when the form is first used. */
export const roleFormSchema = object({
  name: string().check(trim(), minLength(1, { error: M.required }), maxLength(ROLE_NAME_MAX, { error: M.max(ROLE_NAME_MAX) })),
});
export type RoleFormValues = Infer<typeof roleFormSchema>;
