import { z } from 'zod';
import { fullListSchema, messageSchema, namedItemSchema, pagedListSchema, personSchema } from '@/lib/shared/schemas';
import { REVIEW_CONDITIONS } from '@/lib/leave/review';

/**
 * Leave settings shapes (spec part 2 §3 "Leave type", "Leave policy",
 * "Leave review", "Holiday"; §7 "Leave review assigned users", "Leave setup",
 * "Leave types and policies", "Holidays"). Client-safe: pages, client
 * components and the reference upstream (its payload checks and contract tests)
 * parse with these. Where the spec does not show a field, the comment says our
 * choice.
 */

export const ymdSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const idSchema = z.number().int().positive();
export { messageSchema as leaveMessageSchema };

/** A write that answers with the spec's success text and the stored item's id. */
export const leaveStoreResponseSchema = messageSchema.extend({ id: z.number().int() });

// ── Leave types ─────────────────────────────────────────────────────────────

/** Leave type: id, name, total_days (the days a year a policy gives unless it says otherwise). */
export const leaveTypeSchema = z.object({ id: z.number().int(), name: z.string(), total_days: z.number().int().nonnegative() });
export type LeaveType = z.infer<typeof leaveTypeSchema>;
export const leaveTypeListSchema = fullListSchema(leaveTypeSchema);
/** A row of GET leave-types/index: the type and how many policies include it. */
export const leaveTypeRowSchema = leaveTypeSchema.extend({ policy_count: z.number().int().nonnegative() });
export type LeaveTypeRow = z.infer<typeof leaveTypeRowSchema>;
export const leaveTypePageSchema = pagedListSchema(leaveTypeRowSchema);
export const leaveTypeEditSchema = z.object({ data: leaveTypeSchema });

// ── Leave policies (packages) ───────────────────────────────────────────────

/** A leave type inside a policy, with the days the policy gives of it. */
export const policyLeaveTypeSchema = z.object({ id: z.number().int(), name: z.string(), days: z.number().int().nonnegative() });
export type PolicyLeaveType = z.infer<typeof policyLeaveTypeSchema>;

export const leavePolicySchema = namedItemSchema.extend({ description: z.string().nullable(), leave_types: z.array(policyLeaveTypeSchema) });
export type LeavePolicy = z.infer<typeof leavePolicySchema>;
export const leavePolicyListSchema = fullListSchema(namedItemSchema);
export const leavePolicyRowSchema = leavePolicySchema.extend({ people_count: z.number().int().nonnegative() });
export type LeavePolicyRow = z.infer<typeof leavePolicyRowSchema>;
export const leavePolicyPageSchema = pagedListSchema(leavePolicyRowSchema);
export const leavePolicyEditSchema = z.object({ data: leavePolicySchema });
/** GET leave-policies/{id}/view-leave-types */
export const policyLeaveTypesSchema = z.object({ data: z.array(policyLeaveTypeSchema), leave_policy: namedItemSchema });
/** GET leave-policies/{id}/assigned-users/index */
export const policyPeoplePageSchema = pagedListSchema(personSchema).extend({ leave_policy: namedItemSchema });

// ── Review processes ────────────────────────────────────────────────────────

export const reviewConditionSchema = z.union(REVIEW_CONDITIONS.map((condition) => z.literal(condition.id)) as [z.ZodLiteral<1>, z.ZodLiteral<2>]);

/** A leave review (approval process): its approvers in the order they review. */
export const leaveReviewSchema = namedItemSchema.extend({ review_condition: reviewConditionSchema, approvers: z.array(personSchema) });
export type LeaveReview = z.infer<typeof leaveReviewSchema>;
export const leaveReviewListSchema = fullListSchema(namedItemSchema);
export const leaveReviewRowSchema = leaveReviewSchema.extend({ people_count: z.number().int().nonnegative() });
export type LeaveReviewRow = z.infer<typeof leaveReviewRowSchema>;
export const leaveReviewPageSchema = pagedListSchema(leaveReviewRowSchema);
export const leaveReviewEditSchema = z.object({ data: leaveReviewSchema });
const reviewRefSchema = namedItemSchema.extend({ review_condition: reviewConditionSchema });
/** GET leave-reviews/{id}/view-approvers */
export const reviewApproversSchema = z.object({ data: z.array(personSchema), leave_review: reviewRefSchema });
/** GET leave-reviews/{id}/assigned-users/index: data, leave_review, meta. */
export const reviewPeoplePageSchema = pagedListSchema(personSchema).extend({ leave_review: reviewRefSchema });

/** Paged people for a select list (assignable-data, assignable-users/list). */
export const leavePeoplePageSchema = pagedListSchema(personSchema);

// ── Leave setup ─────────────────────────────────────────────────────────────

/**
 * The tenant's leave rules. The spec names only the calls; these are the rules
 * an HR administrator sets: when the leave year starts, half days, applying for
 * past dates (and how far back), carrying unused days over (and how many), and
 * whether weekends and holidays inside a leave count as leave days.
 */
export const leaveSetupSchema = z.object({
  leave_year_start_month: z.number().int().min(1).max(12),
  allow_half_day: z.boolean(),
  allow_past_dates: z.boolean(),
  past_dates_limit_days: z.number().int().min(0).max(365),
  allow_carry_over: z.boolean(),
  carry_over_max_days: z.number().int().min(0).max(365),
  count_non_working_days: z.boolean(),
});
export type LeaveSetup = z.infer<typeof leaveSetupSchema>;
export const leaveSetupResponseSchema = z.object({ data: leaveSetupSchema });
export const leaveSetupUpdateResponseSchema = messageSchema.extend({ data: leaveSetupSchema });

// ── Holidays ────────────────────────────────────────────────────────────────

export const holidaySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  start_date: ymdSchema,
  end_date: ymdSchema,
  calendar_year: z.number().int(),
  description: z.string().nullable(),
  /** true: everyone has the holiday; false: only its assigned people. */
  for_everyone: z.boolean(),
  /** The country whose public holiday it was imported as (ISO 3166-1 alpha-2), or null when added by hand. */
  country_code: z.string().nullable(),
});
export type Holiday = z.infer<typeof holidaySchema>;
/** A row of GET holidays/index. people_count (its chosen people) is ours, not the spec's: read it through holidayWhoText (lib/leave/holidays.ts). */
export const holidayRowSchema = holidaySchema.extend({ people_count: z.number().int().nonnegative().optional() });
export type HolidayRow = z.infer<typeof holidayRowSchema>;

/** The settings welcome wizard: which first steps of the leave settings are done, and whether to show it. */
export const welcomeWizardSchema = z.object({
  show: z.boolean(),
  steps: z.object({ leave_types: z.boolean(), leave_policies: z.boolean(), review_processes: z.boolean(), holidays: z.boolean() }),
});
export type WelcomeWizard = z.infer<typeof welcomeWizardSchema>;
/** POST /settings/general/application/welcome-wizard/update: false closes the settings welcome wizard for good, true shows it again. */
export const welcomeWizardPayloadSchema = z.object({ settings_welcome_wizard: z.boolean() });
export const welcomeWizardUpdateResponseSchema = messageSchema.extend({ settings_welcome_wizard: welcomeWizardSchema });

/** GET holidays/index: calendar_years, data, meta, settings_welcome_wizard. */
export const holidayPageSchema = pagedListSchema(holidayRowSchema).extend({
  /** The calendar year listed (the tenant's current year unless ?year= asks for another). Ours, not the spec's: read it through shownHolidayYear (lib/leave/holidays.ts). */
  year: z.number().int().optional(),
  calendar_years: z.array(z.number().int()),
  settings_welcome_wizard: welcomeWizardSchema,
});
export type HolidayPage = z.infer<typeof holidayPageSchema>;
export const holidayEditSchema = z.object({ data: holidaySchema.extend({ users: z.array(personSchema) }) });
/** The holiday a people screen is about. */
export const assignedHolidaySchema = namedItemSchema.extend({ for_everyone: z.boolean() });
export type AssignedHoliday = z.infer<typeof assignedHolidaySchema>;
/**
 * GET holidays/{id}/assigned-users/index: the people, paged. The holiday beside them is ours (the spec names no
 * fields): without it the screen reads the holiday with edit/{id} (getHolidayPeople, lib/leave/holiday-api.ts).
 */
export const holidayPeoplePageSchema = pagedListSchema(personSchema).extend({ holiday: assignedHolidaySchema.optional() });
export type HolidayPeoplePage = z.infer<typeof holidayPeoplePageSchema>;

/** A public holiday of a country's year, as the import previews it. */
export const publicHolidaySchema = z.object({ date: ymdSchema, name: z.string(), imported: z.boolean() });
export type PublicHoliday = z.infer<typeof publicHolidaySchema>;
/**
 * GET holidays/import/index: the public holidays of a country and year; country_id is the one shown (the company's by default).
 * The spec names data and country_id: the year and the choices are ours, read through holidayImportView (lib/leave/holidays.ts).
 */
export const holidayImportSchema = z.object({
  data: z.array(publicHolidaySchema),
  country_id: z.number().int(),
  year: z.number().int().optional(),
  countries: z.array(namedItemSchema.extend({ code: z.string() })).optional(),
  years: z.array(z.number().int()).optional(),
});
export type HolidayImport = z.infer<typeof holidayImportSchema>;
export const holidayImportResultSchema = messageSchema.extend({ imported: z.number().int().nonnegative(), skipped: z.number().int().nonnegative() });

// ── Payloads (the upstream validates with these; forms build them) ──────────

export const leaveTypePayloadSchema = z.object({ id: idSchema.optional(), name: z.string(), total_days: z.number() });
export const leavePolicyPayloadSchema = z.object({
  id: idSchema.optional(),
  name: z.string(),
  description: z.string().nullish(),
  leave_types: z.array(z.object({ id: z.number().int(), days: z.number() })),
});
export type LeavePolicyPayload = z.infer<typeof leavePolicyPayloadSchema>;
export const leaveReviewPayloadSchema = z.object({
  id: idSchema.optional(),
  name: z.string(),
  review_condition: z.number(),
  approvers: z.array(z.number().int()),
});
export type LeaveReviewPayload = z.infer<typeof leaveReviewPayloadSchema>;
export const holidayPayloadSchema = z.object({
  id: idSchema.optional(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string().nullish(),
  description: z.string().nullish(),
  for_everyone: z.boolean(),
  users: z.array(z.number().int()).optional(),
});
export type HolidayPayload = z.infer<typeof holidayPayloadSchema>;
export const holidayImportPayloadSchema = z.object({
  country_id: z.number().int(),
  year: z.number().int(),
  dates: z.array(z.string()),
});
