import { z } from 'zod';
import { uploadedFileSchema } from '@/lib/files/schemas';
import { messageSchema, namedItemSchema, pageMetaSchema, pagedListSchema, personSchema } from '@/lib/shared/schemas';
import { LEAVE_SPENT_TYPES } from '@/lib/time/schemas';
import { reviewConditionSchema, welcomeWizardSchema, ymdSchema } from '@/lib/leave/schemas';

/**
 * Leave applications (spec part 2 §3 "Leave application": item, author,
 * reviewers, review_condition, auth_review, upload_meta, attachments,
 * leave_types, spent_types, summary, enabled_dates, comments_count,
 * application_id; §4 its states; §7 "Leave lists" and "Leave application").
 * Client-safe: pages parse with these and the reference upstream's contract
 * tests hold its answers to them. Fields the spec does not detail are ours and
 * say so.
 */

export const LEAVE_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export const leaveStatusSchema = z.enum(LEAVE_STATUSES);
export type LeaveStatus = z.infer<typeof leaveStatusSchema>;
export const spentTypeKeySchema = z.enum(LEAVE_SPENT_TYPES);

/** A counted day of an application. */
export const leaveDaySchema = z.object({ date: ymdSchema, spent_type: spentTypeKeySchema, days: z.number() });

/** A leave year's figures of one type (null entitled/left: the type has no limit). */
export const yearBalanceSchema = z.object({
  year: z.number().int(),
  start: ymdSchema,
  end: ymdSchema,
  entitled: z.number().nullable(),
  taken: z.number(),
  pending: z.number(),
  left: z.number().nullable(),
});
export type YearBalance = z.infer<typeof yearBalanceSchema>;
/** A leave type of the person's policy with its balance this leave year and the next. */
export const leaveTypeBalanceSchema = namedItemSchema.extend({ years: z.array(yearBalanceSchema) });
export type LeaveTypeBalance = z.infer<typeof leaveTypeBalanceSchema>;

/**
 * What happened to an application, in order (ours: the spec shows only the calls). completed: the
 * review was finished by a change of access (an approver who can no longer review is not awaited).
 */
export const LEAVE_EVENTS = ['applied', 'edited', 'approved', 'rejected', 'withdrawn', 'decision_changed', 'completed'] as const;
export const leaveEventSchema = z.object({
  action: z.enum(LEAVE_EVENTS),
  by: personSchema,
  /** The status the event left (decision_changed: the new decision). */
  status: leaveStatusSchema,
  note: z.string().nullable(),
  at: z.string(),
});
export type LeaveEvent = z.infer<typeof leaveEventSchema>;

/** The application itself (spec "item"). */
export const leaveApplicationItemSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  leave_type: namedItemSchema,
  start_date: ymdSchema,
  end_date: ymdSchema,
  /** The range's spent type; days may differ (day_list). */
  spent_type: spentTypeKeySchema,
  /** Counted days (half days are 0.5). */
  days: z.number(),
  day_list: z.array(leaveDaySchema),
  reason: z.string().nullable(),
  status: leaveStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
  history: z.array(leaveEventSchema),
});
export type LeaveApplicationItem = z.infer<typeof leaveApplicationItemSchema>;

/** One approver of the review process, in order, with their decision (null: awaited). */
export const reviewerStepSchema = z.object({
  reviewer: personSchema,
  position: z.number().int(),
  decision: z.enum(['approved', 'rejected']).nullable(),
  note: z.string().nullable(),
  decided_at: z.string().nullable(),
  /**
   * Ours: true for an approver of a pending application who can no longer review leave (the role
   * lost the permissions, or the person left): their decision is not awaited. Absent: awaited.
   */
  skipped: z.boolean().optional(),
});
export type ReviewerStep = z.infer<typeof reviewerStepSchema>;

/** What the signed-in person may do with this application (spec "auth_review"). */
export const authReviewSchema = z.object({
  is_author: z.boolean(),
  is_reviewer: z.boolean(),
  can_review: z.boolean(),
  can_change_decision: z.boolean(),
  can_withdraw: z.boolean(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  /** The signed-in reviewer's own decision, if made. */
  decision: z.enum(['approved', 'rejected']).nullable(),
});
export type AuthReview = z.infer<typeof authReviewSchema>;

export const uploadMetaSchema = z.object({ max_bytes: z.number().int(), max_count: z.number().int(), extensions: z.array(z.string()) });
export type UploadMeta = z.infer<typeof uploadMetaSchema>;

/** A holiday or day off inside the window, for the live summary and the date picker. */
export const dayOffSchema = z.object({ date: ymdSchema, name: z.string() });

/** GET /leave/leave/application/new and /view/{application_id}: the application entity. */
export const leaveApplicationSchema = z.object({
  /** Null for a new application (unlocked); the stored application when viewed (locked). */
  item: leaveApplicationItemSchema.nullable(),
  application_id: z.number().int().nullable(),
  author: personSchema,
  /** The review process's approvers in order, each with their decision. */
  reviewers: z.array(reviewerStepSchema),
  /** 1 Anyone, 2 Everyone; null when the person has no review process. */
  review_condition: reviewConditionSchema.nullable(),
  review_name: z.string().nullable(),
  auth_review: authReviewSchema,
  upload_meta: uploadMetaSchema,
  attachments: z.array(uploadedFileSchema),
  leave_types: z.array(leaveTypeBalanceSchema),
  spent_types: z.array(z.object({ id: z.number().int(), key: spentTypeKeySchema, name: z.string() })),
  /** The leave setup rules the form follows, and the window dates may be chosen in. */
  summary: z.object({
    allow_half_day: z.boolean(),
    count_non_working_days: z.boolean(),
    window_start: ymdSchema,
    window_end: ymdSchema,
    today: ymdSchema,
  }),
  /** Dates that may be chosen: working days in the window that no other application holds. */
  enabled_dates: z.array(ymdSchema),
  /** Holidays and days off in the window (not counted inside a range). */
  days_off: z.array(dayOffSchema),
  comments_count: z.number().int().nonnegative(),
  /** Whom the signed-in user may apply for, on their behalf (empty unless allowed): the whole company at the reference upstream, hundreds of people at a large one. */
  on_behalf: z.array(personSchema),
});
export type LeaveApplication = z.infer<typeof leaveApplicationSchema>;

/** POST /leave/leave/application/store (id: edit a pending one; user_id: on someone's behalf). */
export const leaveStorePayloadSchema = z.object({
  id: z.number().int().positive().optional(),
  user_id: z.number().int().positive().optional(),
  leave_type_id: z.number().int().nullish(),
  start_date: z.string().nullish(),
  end_date: z.string().nullish(),
  spent_type: spentTypeKeySchema.default('full'),
  day_spent_types: z.array(z.object({ date: z.string(), spent_type: spentTypeKeySchema })).default([]),
  reason: z.string().nullish(),
  attachments: z.array(z.number().int()).default([]),
});
export type LeaveStorePayload = z.input<typeof leaveStorePayloadSchema>;
export const leaveStoreResponseSchema = messageSchema.extend({ application_id: z.number().int() });

/** POST {id}/approved, /rejected, /withdrawn: a note (required to reject). */
export const leaveDecisionPayloadSchema = z.object({ note: z.string().nullish() });
/** POST change-decision */
export const changeDecisionPayloadSchema = z.object({
  application_id: z.number().int(),
  status: z.enum(['approved', 'rejected']),
  note: z.string().nullish(),
});
export const leaveDecisionResponseSchema = messageSchema.extend({ status: leaveStatusSchema });

// ── Lists ───────────────────────────────────────────────────────────────────

/** A colleague of the same department away on overlapping days. */
export const coverSchema = personSchema.extend({ start_date: ymdSchema, end_date: ymdSchema, status: leaveStatusSchema, leave_type: z.string() });
export type Cover = z.infer<typeof coverSchema>;

export const leaveRowSchema = z.object({
  id: z.number().int(),
  author: personSchema,
  department: namedItemSchema.nullable(),
  leave_type: namedItemSchema,
  start_date: ymdSchema,
  end_date: ymdSchema,
  spent_type: spentTypeKeySchema,
  days: z.number(),
  reason: z.string().nullable(),
  status: leaveStatusSchema,
  created_at: z.string(),
  /** Approvers whose decision is still awaited. */
  awaiting: z.array(personSchema),
  can_review: z.boolean(),
  can_delete: z.boolean(),
  /** Reviewer list only: same-department colleagues away on overlapping days (pending or approved). */
  cover: z.array(coverSchema),
});
export type LeaveRow = z.infer<typeof leaveRowSchema>;

/**
 * GET /leave/employee-leaves/index: data, user, meta, as the spec names them; the year shown, the
 * years with leave, balances and upcoming leave besides, when the answer has them (without them the
 * page shows the year asked for, and no balance or upcoming card).
 */
export const employeeLeavesSchema = pagedListSchema(leaveRowSchema).extend({
  user: personSchema,
  year: z.number().int().optional(),
  years: z.array(z.number().int()).optional(),
  balances: z.array(leaveTypeBalanceSchema).optional(),
  upcoming: z.array(leaveRowSchema).optional(),
});
export type EmployeeLeaves = z.infer<typeof employeeLeavesSchema>;

/** GET /leave/reviewer-leaves/index: data, meta, showMyPending, leave_welcome_wizard. */
export const reviewerLeavesSchema = z.object({
  data: z.array(leaveRowSchema),
  meta: pageMetaSchema,
  /** Whether the list shows only applications awaiting the signed-in reviewer. */
  showMyPending: z.boolean(),
  leave_welcome_wizard: welcomeWizardSchema,
});
export type ReviewerLeaves = z.infer<typeof reviewerLeavesSchema>;

/** GET /leave/reviewer-leaves/summary (for the same filters as the list). */
export const reviewerSummarySchema = z.object({
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  withdrawn: z.number().int(),
  awaiting_me: z.number().int(),
  on_leave_today: z.number().int(),
  filters: z.object({ leave_types: z.array(namedItemSchema), departments: z.array(namedItemSchema) }),
});
export type ReviewerSummary = z.infer<typeof reviewerSummarySchema>;

// ── Comments (concrete calls for the spec's caller-supplied comment url) ────

export const leaveCommentSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  author: personSchema,
  created_at: z.string(),
  can_delete: z.boolean(),
});
export type LeaveComment = z.infer<typeof leaveCommentSchema>;
export const leaveCommentPageSchema = pagedListSchema(leaveCommentSchema);
export const leaveCommentPayloadSchema = z.object({ description: z.string() });
export const leaveCommentStoreSchema = messageSchema.extend({ data: leaveCommentSchema, comments_count: z.number().int() });
export const leaveCommentDeleteSchema = messageSchema.extend({ comments_count: z.number().int() });
export { messageSchema as leaveApplicationMessageSchema };
