import { z } from 'zod';
import { GOAL_DESCRIPTION_MAX, GOAL_DUE_DAYS_MAX, GOAL_STATUSES, GOAL_TITLE_MAX, type GoalSettings } from '@/lib/goals/goals';
import { messageSchema, pagedListSchema, personSchema } from '@/lib/shared/schemas';

/**
 * Goals answers (spec part 2 §3 "Goals": list items and employees, an export
 * file_path; field details not shown, so ours: a title, a description, an
 * owner, a due date, a status and a progress). Client-safe; the vocabulary
 * without zod is in lib/goals/goals.ts.
 */

const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const goalSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  owner: personSchema,
  due_date: ymd,
  status: z.enum(GOAL_STATUSES),
  progress: z.number().int().min(0).max(100),
  /** Past its due date and neither done nor cancelled. */
  is_overdue: z.boolean(),
  updated_at: z.string(),
});
export type Goal = z.infer<typeof goalSchema>;

/** GET /nccapp/nccgoals/index: paged, filtered by owner and status. */
export const goalPageSchema = pagedListSchema(goalSchema).extend({
  /** Goals per status under the same owner filter (the status tabs' counts). */
  counts: z.record(z.enum(GOAL_STATUSES), z.number().int().nonnegative()),
});
export type GoalPage = z.infer<typeof goalPageSchema>;

/** GET /nccapp/nccgoals/list: every goal as a choice (id and title). */
export const goalListSchema = z.object({ data: z.array(z.object({ id: z.number().int(), title: z.string(), status: z.enum(GOAL_STATUSES) })) });

/** GET /nccapp/nccgoals/edit/{id}. */
export const goalEditSchema = z.object({ data: goalSchema });

/** POST store (a new goal, or an edit with its id) and change-status: the spec's success text and the goal. */
export const goalSavedSchema = messageSchema.extend({ data: goalSchema });

/** DELETE delete/{id}. */
export const goalDeletedSchema = messageSchema;

/** GET /nccapp/nccgoals/report/generate: where the export is fetched (an export file, as the reports'). */
export const goalExportSchema = z.object({ file_path: z.string().min(1), file_name: z.string().min(1) });

/** GET /nccapp/time/attendance/employees/list: people to choose from (goal owners, report filters), searched and paged. */
export const employeeChoicesSchema = pagedListSchema(personSchema);
export type EmployeeChoices = z.infer<typeof employeeChoicesSchema>;

/** POST /nccapp/nccgoals/store: a goal's fields (with `id`: an edit). The reference upstream validates with it. */
export const goalPayloadSchema = z.object({
  id: z.number().int().positive().optional(),
  title: z.string().trim().min(1, 'This is a required field').max(GOAL_TITLE_MAX, `Please use up to ${GOAL_TITLE_MAX} characters`),
  description: z
    .string()
    .trim()
    .max(GOAL_DESCRIPTION_MAX, `Please use up to ${GOAL_DESCRIPTION_MAX} characters`)
    .nullish()
    .transform((value) => value || null),
  owner_id: z.number({ error: 'This is a required field' }).int().positive('This is a required field'),
  due_date: ymd.or(z.literal('')).refine((value) => value !== '', 'This is a required field'),
  status: z.enum(GOAL_STATUSES, 'The selected status is invalid.'),
  progress: z.number({ error: 'Please input a valid number' }).int('Please use an integer').min(0, 'Please use 0 to 100').max(100, 'Please use 0 to 100'),
});
export type GoalPayload = z.infer<typeof goalPayloadSchema>;

/** POST /nccapp/nccgoals/change-status. */
export const goalStatusPayloadSchema = z.object({ id: z.number().int().positive(), status: z.enum(GOAL_STATUSES, 'The selected status is invalid.') });

/** The goals settings (/settings/goals; their calls are ours, the spec shows none). */
export const goalSettingsValuesSchema = z.object({
  /** A new goal is due this many days after today, unless changed. */
  default_due_days: z.number().int('Please use an integer').min(1, `Please use 1 to ${GOAL_DUE_DAYS_MAX} days`).max(GOAL_DUE_DAYS_MAX, `Please use 1 to ${GOAL_DUE_DAYS_MAX} days`),
  /** Moving a goal to Done sets its progress to 100 %. */
  complete_on_done: z.boolean(),
}) satisfies z.ZodType<GoalSettings>;

/** GET /nccapp/nccgoals/settings. */
export const goalSettingsSchema = z.object({ data: goalSettingsValuesSchema });
/** POST /nccapp/nccgoals/settings/update: the spec's edit text and the settings saved. */
export const goalSettingsSavedSchema = messageSchema.extend({ data: goalSettingsValuesSchema });
