import { z } from 'zod';
import { pageMetaSchema, personSchema, type Person } from '@/lib/shared/schemas';

/**
 * Time and attendance shapes (spec part 1 §3 "Attendance entry", "Attendance
 * summary", "Clock", "Break", "Shift template", "Shift assignment", "Generic
 * attendance setup"; §7 "Attendance" and "Time settings"). Client-safe: pages,
 * client components and the reference upstream's tests all parse with these.
 *
 * Times of day are tenant-local wall times ("YYYY-MM-DD HH:mm:ss" in the
 * tenant's time zone), durations are seconds, shift work times are minutes.
 * Where the spec names a field without its meaning, the comment says our choice.
 */

export const ymdSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const monthSchema = z.string().regex(/^\d{4}-\d{2}$/);
export const wallTimeSchema = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
export const hhmmSchema = z.string().regex(/^\d{2}:\d{2}$/);


export { personSchema, type Person };

// ── Clocks ────────────────────────────────────────────────────────────────

export const breakSchema = z.object({
  id: z.number().int(),
  start_date_time: wallTimeSchema,
  end_date_time: wallTimeSchema.nullable(),
  /** The break has ended. */
  circle_completed: z.boolean(),
});
export type Break = z.infer<typeof breakSchema>;

export const clockSchema = z.object({
  id: z.number().int(),
  attendance_id: z.number().int(),
  start_date_time: wallTimeSchema,
  end_date_time: wallTimeSchema.nullable(),
  /** The clock has been clocked out. */
  circle_completed: z.boolean(),
  /** null: an irregular clock waiting for a reviewer. */
  approved_at: z.string().nullable(),
  breaks: z.array(breakSchema),
});
export type Clock = z.infer<typeof clockSchema>;

export const REVIEW_STATUSES = ['completed', 'unassigned', 'abnormal', 'incomplete'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const shiftSchema = z.object({
  name: z.string(),
  start_time: hhmmSchema,
  end_time: hhmmSchema,
  /** Minutes of work the shift expects (its length minus its break). */
  work_time: z.number().int(),
});
export type Shift = z.infer<typeof shiftSchema>;

/** The clock widget's state: what every clocking step returns (GET clock/summary). */
export const clockSummarySchema = z.object({
  /** The attendance the clock belongs to; null before the first clock-in of the day. */
  id: z.number().int().nullable(),
  /** The open clock looks wrong (e.g. left running overnight): clocking out needs Confirm Clock Out. */
  abnormal: z.boolean(),
  working_date: ymdSchema.nullable(),
  clocks: z.array(clockSchema),
  /** Seconds on the clock, breaks included, up to server_time (the spec does not define it). */
  total_on_clocked: z.number().int(),
  is_clocked_in: z.boolean(),
  is_on_break: z.boolean(),
  can_clock: z.boolean(),
  can_break: z.boolean(),
  /** Seconds worked (breaks excluded) up to server_time. */
  spent_time: z.number().int(),
  start_time: wallTimeSchema.nullable(),
  end_time: wallTimeSchema.nullable(),
  review_status: z.enum(REVIEW_STATUSES).nullable(),
  review_text: z.string().nullable(),
  /** The day's shift, shown in the widget's details; not among the spec's summary fields, so an answer may leave it out. */
  shift: shiftSchema.nullable().optional(),
  /**
   * The server's wall time when it answered: live time counts on from here. Not among the spec's
   * summary fields: without it, the time the answer arrived (on the page's server clock) stands in
   * (lib/time/clock-state.ts, withServerTime).
   */
  server_time: wallTimeSchema.optional(),
});
export type ClockSummary = z.infer<typeof clockSummarySchema>;

/** GET clock/short-summary: the header's view, without the clock list. */
export const clockShortSummarySchema = clockSummarySchema.omit({ clocks: true });
export type ClockShortSummary = z.infer<typeof clockShortSummarySchema>;

// ── Attendance entries and calendars ─────────────────────────────────────

export const workingPlaceSchema = z.union([z.literal(1), z.literal(2)]);
const bit = z.union([z.literal(0), z.literal(1)]);

/** One attendance as calendars and the bird view show it. */
export const attendanceDaySchema = z.object({
  id: z.number().int(),
  present: z.boolean(),
  working_place: workingPlaceSchema,
  late_status: bit,
  completed_status: bit,
  clock_in: wallTimeSchema.nullable(),
  clock_out: wallTimeSchema.nullable(),
  spent_time: z.number().int(),
  break_time: z.number().int(),
  count_unapproved: z.number().int(),
  has_comment: z.boolean(),
  /** Worked without a shift. */
  unassigned: z.boolean(),
  /** A clock is still running. */
  is_open: z.boolean(),
  review_status: z.enum(REVIEW_STATUSES).nullable(),
});
export type AttendanceDay = z.infer<typeof attendanceDaySchema>;

export const LEAVE_SPENT_TYPES = ['full', 'first_half', 'second_half'] as const;
export type LeaveSpentType = (typeof LEAVE_SPENT_TYPES)[number];

export const calendarDaySchema = z.object({
  date: ymdSchema,
  attendance: attendanceDaySchema.nullable(),
  leave: z.object({ name: z.string(), spent_type: z.enum(LEAVE_SPENT_TYPES) }).nullable(),
  holiday: z.string().nullable(),
  shift: shiftSchema.nullable(),
  /** A day the person is expected to work (a shift, or a repeat_on weekday when they have none). */
  working_day: z.boolean(),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

/** Counts per attendance status kind (spec: present, absent, leave, halfLeave, completed, incomplete, late, remote). */
export const statusCountsSchema = z.object({
  present: z.number().int(),
  absent: z.number().int(),
  leave: z.number().int(),
  halfLeave: z.number().int(),
  completed: z.number().int(),
  incomplete: z.number().int(),
  late: z.number().int(),
  remote: z.number().int(),
});
export type StatusCounts = z.infer<typeof statusCountsSchema>;
export const STATUS_KINDS = ['present', 'absent', 'leave', 'halfLeave', 'completed', 'incomplete', 'late', 'remote'] as const;

export const monthlySummarySchema = z.object({
  month: monthSchema,
  counts: statusCountsSchema,
  /** Seconds worked in the month. */
  total_spent: z.number().int(),
  /** Seconds the month's shifts expected, up to today. */
  total_shift: z.number().int(),
  irregular: z.number().int(),
  unassigned: z.number().int(),
});
export type MonthlySummary = z.infer<typeof monthlySummarySchema>;

export const calendarUserSchema = personSchema.extend({ status: z.string() });

/** GET calendar/self-data, calendar/all-data, calendar/archived/all-data. */
export const calendarDataSchema = z.object({
  user: calendarUserSchema,
  month: monthSchema,
  today: ymdSchema,
  first_day_of_week: z.number().int().min(1).max(7),
  days: z.array(calendarDaySchema),
  /** The viewer may add a missing attendance for this person (find-shift then store). */
  can_add_attendance: z.boolean(),
});
export type CalendarData = z.infer<typeof calendarDataSchema>;

/** GET calendar/{user_id}/monthly-summary (?month=): the month's status summary, beside the calendar call. */
export const monthlySummaryResponseSchema = z.object({ data: monthlySummarySchema });

// ── Bird view ────────────────────────────────────────────────────────────

export const birdViewRowSchema = z.object({
  user: personSchema,
  /** A discharged person's discharge date: they are listed for the periods before it, and nobody expects them at work from it on. */
  discharged_date: ymdSchema.nullable().optional(),
  days: z.array(calendarDaySchema),
});
export type BirdViewRow = z.infer<typeof birdViewRowSchema>;

export const leaveSpentTypeSchema = z.object({ id: z.number().int(), key: z.enum(LEAVE_SPENT_TYPES), name: z.string() });

/** The days a screen shows (first and last) and the tenant's today. */
export const periodSchema = z.object({ start: ymdSchema, end: ymdSchema, today: ymdSchema });

/**
 * GET bird-view/all-data as the app reads it: the spec's data, meta,
 * leave_spent_types and welcome wizard. The spec names no period: an answer
 * may leave it out, and screens read it through birdViewPeriod (lib/time/period.ts).
 */
export const birdViewAnswerSchema = z.object({
  data: z.array(birdViewRowSchema),
  meta: pageMetaSchema,
  period: periodSchema.optional(),
  leave_spent_types: z.array(leaveSpentTypeSchema),
  /** Time and attendance is not set up yet (no shift template): show the welcome wizard. */
  welcome_wizard: z.boolean(),
});
export type BirdView = z.infer<typeof birdViewAnswerSchema>;

export const birdViewRowResponseSchema = z.object({ data: birdViewRowSchema });

// ── Details ──────────────────────────────────────────────────────────────

/** The attendance entry of the spec, with everything the details screen shows. */
export const attendanceEntrySchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  working_date: ymdSchema,
  present: z.boolean(),
  working_place: workingPlaceSchema,
  shift_start_time: hhmmSchema.nullable(),
  /** Minutes. */
  shift_work_time: z.number().int().nullable(),
  late_status: bit,
  completed_status: bit,
  spent_time: z.number().int(),
  break_time: z.number().int(),
  comment: z.string().nullable(),
  clocks: z.array(clockSchema),
  status_widget: z.object({
    clock_in: wallTimeSchema.nullable(),
    clock_out: wallTimeSchema.nullable(),
    break_time: z.number().int(),
    spent_time: z.number().int(),
  }),
  flags: z.object({ is_remote: z.boolean(), is_late: z.boolean(), is_incomplete: z.boolean() }),
  tags: z.array(z.string()),
  shifts: z.array(z.object({ name: z.string(), start_time: hhmmSchema, work_time: z.number().int() })),
  count_unapproved: z.number().int(),
  review_status: z.enum(REVIEW_STATUSES).nullable(),
});
export type AttendanceEntry = z.infer<typeof attendanceEntrySchema>;

export const shiftTemplateOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  start_time: hhmmSchema,
  end_time: hhmmSchema,
  work_time: z.number().int(),
});
export type ShiftTemplateOption = z.infer<typeof shiftTemplateOptionSchema>;

export const attendanceDetailsSchema = z.object({
  data: attendanceEntrySchema,
  user: personSchema,
  can: z.object({
    edit: z.boolean(),
    dismiss_irregular: z.boolean(),
    update_flags: z.boolean(),
    update_unassigned: z.boolean(),
  }),
});
export type AttendanceDetails = z.infer<typeof attendanceDetailsSchema>;

export const employeesListSchema = z.object({ data: z.array(personSchema), meta: pageMetaSchema });
export type EmployeesList = z.infer<typeof employeesListSchema>;

export const findShiftSchema = z.object({
  data: z.object({
    working_date: ymdSchema,
    shift: shiftSchema.nullable(),
    /** An attendance already exists that day: add nothing, edit it instead. */
    attendance_id: z.number().int().nullable(),
  }),
});
export type FindShift = z.infer<typeof findShiftSchema>['data'];

export const messageSchema = z.object({ message: z.string() });
export const storedSchema = z.object({ message: z.string(), id: z.number().int() });

/** A reviewer's change of an attendance entry: the spec's message and the entry as it is now. */
export const attendanceChangeSchema = z.object({ message: z.string(), data: z.lazy(() => attendanceEntrySchema) });
export type AttendanceChange = z.infer<typeof attendanceChangeSchema>;

// ── Requests ─────────────────────────────────────────────────────────────

export const clockInputSchema = z.object({
  /** An existing clock being corrected; absent for a clock the user adds. */
  id: z.number().int().optional(),
  start_date_time: z.string(),
  end_date_time: z.string(),
  breaks: z.array(z.object({ id: z.number().int().optional(), start_date_time: z.string(), end_date_time: z.string() })),
});
export type ClockInput = z.infer<typeof clockInputSchema>;

export const NATURES = { normal: 'normal', abnormal: 'abnormal' } as const;
export type Nature = keyof typeof NATURES;

/** POST clock/out-normal and clock/out-abnormal (the abnormal one carries the corrected clocks). */
export const clockOutPayloadSchema = z.object({
  nature: z.enum(['normal', 'abnormal']),
  description: z.string().optional(),
  clocks: z.array(clockInputSchema).optional(),
});
export type ClockOutPayload = z.infer<typeof clockOutPayloadSchema>;

export const attendanceUpdatePayloadSchema = z.object({
  clocks: z.array(clockInputSchema),
  comment: z.string().nullable().optional(),
});

export const addAttendancePayloadSchema = z.object({
  user_id: z.number().int(),
  working_date: ymdSchema,
  working_place: workingPlaceSchema.optional(),
  clocks: z.array(clockInputSchema),
  comment: z.string().nullable().optional(),
});

export const flagsPayloadSchema = z.object({ is_remote: z.boolean(), is_late: z.boolean(), is_incomplete: z.boolean() });
export type FlagsPayload = z.infer<typeof flagsPayloadSchema>;

// ── My shifts ────────────────────────────────────────────────────────────

export const myShiftSchema = shiftSchema.extend({ id: z.number().int() });

export const myShiftCalendarSchema = z.object({
  has_any_shift: z.boolean(),
  calendar: z.object({
    month: monthSchema,
    today: ymdSchema,
    first_day_of_week: z.number().int().min(1).max(7),
    days: z.array(
      z.object({
        date: ymdSchema,
        shifts: z.array(myShiftSchema),
        /** The public holiday's name: no work is scheduled that day, shift or not (absent: an upstream that does not say). */
        holiday: z.string().nullable().optional(),
        /** Approved leave that day (a full day is not worked; a half day keeps the shift). */
        leave: z.object({ name: z.string(), spent_type: z.enum(LEAVE_SPENT_TYPES) }).nullable().optional(),
      }),
    ),
  }),
  user: personSchema,
});
export type MyShiftCalendar = z.infer<typeof myShiftCalendarSchema>;

// ── Time settings ────────────────────────────────────────────────────────

/** ISO weekdays, 1 = Monday … 7 = Sunday. */
export const isoWeekdaySchema = z.number().int().min(1).max(7);

export const generalSetupSchema = z.object({
  data: z.object({
    /** Default working days: new shift assignments repeat on them. */
    repeat_on: z.array(isoWeekdaySchema),
    date_format: z.string(),
    /** 1 = 12-hour, 2 = 24-hour. */
    time_format: z.union([z.literal(1), z.literal(2)]),
    /** The attendance period starts on this day of the month (1 = calendar months). */
    calendar_cycle: z.object({ start_day: z.number().int().min(1).max(28) }),
    timezone: z.string(),
  }),
  date_formats: z.array(z.object({ value: z.string(), label: z.string() })),
  time_formats: z.array(z.object({ id: z.union([z.literal(1), z.literal(2)]), name: z.string() })),
});
export type GeneralSetup = z.infer<typeof generalSetupSchema>;
export type GeneralSetupValues = GeneralSetup['data'];

export const shiftTemplateSchema = shiftTemplateOptionSchema.extend({
  /** Minutes of unpaid break inside the shift. */
  break_time: z.number().int(),
  /** People with a published shift of this template today or later (the reference upstream's; the spec names no count: optional, the screens then leave it out). */
  assigned_count: z.number().int().optional(),
});
export type ShiftTemplate = z.infer<typeof shiftTemplateSchema>;

export const shiftTemplateListSchema = z.object({ data: z.array(shiftTemplateOptionSchema) });
export const shiftTemplateIndexSchema = z.object({ data: z.array(shiftTemplateSchema), meta: pageMetaSchema });
export const shiftTemplateEditSchema = z.object({ data: shiftTemplateSchema });

export const shiftTemplatePayloadSchema = z.object({
  id: z.number().int().optional(),
  name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  break_time: z.number().int(),
});
export type ShiftTemplatePayload = z.infer<typeof shiftTemplatePayloadSchema>;

export const assignableDataSchema = z.object({
  templates: z.array(shiftTemplateOptionSchema),
  users: z.array(personSchema),
  repeat_on: z.array(isoWeekdaySchema),
});
export type AssignableData = z.infer<typeof assignableDataSchema>;

export const assignShiftPayloadSchema = z.object({
  shift_template_id: z.number().int(),
  user_ids: z.array(z.number().int()).min(1),
  start_date: ymdSchema,
  end_date: ymdSchema,
  repeat_on: z.array(isoWeekdaySchema).min(1),
});
export type AssignShiftPayload = z.infer<typeof assignShiftPayloadSchema>;

/** POST assign-shift, confirm-shifts-publishing/{batch}, cancel-shifts-publishing/{batch}. */
export const shiftBatchResultSchema = z.object({
  message: z.string(),
  batch_id: z.number().int(),
  is_published: z.boolean(),
  /** The action-log entry of this step (the assignment screen opens it). */
  action_id: z.number().int(),
  count: z.number().int(),
});
export type ShiftBatchResult = z.infer<typeof shiftBatchResultSchema>;

export const clearShiftPayloadSchema = z.object({
  user_ids: z.array(z.number().int()).min(1),
  start_date: ymdSchema,
  end_date: ymdSchema,
});
export type ClearShiftPayload = z.infer<typeof clearShiftPayloadSchema>;

export const clearShiftPreviewSchema = z.object({
  count: z.number().int(),
  people: z.number().int(),
  /** The first shifts that would go (at most 50). */
  items: z.array(z.object({ user_name: z.string(), date: ymdSchema, shift_name: z.string() })),
});
export type ClearShiftPreview = z.infer<typeof clearShiftPreviewSchema>;

export const clearShiftConfirmedSchema = z.object({ message: z.string(), count: z.number().int(), action_id: z.number().int() });

export const SHIFT_ACTIONS = ['assigned', 'published', 'cancelled', 'cleared'] as const;
export type ShiftAction = (typeof SHIFT_ACTIONS)[number];
export const BATCH_STATUSES = ['pending', 'published', 'cancelled'] as const;

export const actionLogEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(SHIFT_ACTIONS),
  batch_id: z.number().int().nullable(),
  /** The batch's state now (null for clearing). */
  batch_status: z.enum(BATCH_STATUSES).nullable(),
  description: z.string(),
  count: z.number().int(),
  author: z.object({ id: z.number().int(), name: z.string() }),
  created_at: wallTimeSchema,
});
export type ActionLogEntry = z.infer<typeof actionLogEntrySchema>;

export const calendarShiftSchema = z.object({
  id: z.number().int(),
  template_id: z.number().int().nullable(),
  name: z.string(),
  start_time: hhmmSchema,
  end_time: hhmmSchema,
  is_published: z.boolean(),
  batch_id: z.number().int(),
});

/**
 * GET shift-calendar/index: people × days with their shifts, plus the action
 * log (the spec names actionLog). The period is ours: an answer may leave it
 * out, and the screen reads it through shiftCalendarPeriod (lib/time/period.ts).
 */
export const shiftCalendarSchema = z.object({
  data: z.array(z.object({ user: personSchema, days: z.array(z.object({ date: ymdSchema, shifts: z.array(calendarShiftSchema) })) })),
  meta: pageMetaSchema,
  period: periodSchema.optional(),
  actionLog: z.array(actionLogEntrySchema),
});
export type ShiftCalendar = z.infer<typeof shiftCalendarSchema>;
