import { z } from 'zod';
import { CALENDAR_KINDS } from '@/lib/calendar/model';
import { namedItemSchema, personSchema } from '@/lib/shared/schemas';

/**
 * GET /calendar/index (spec part 1 §7 "Calendar"): the company's days for a
 * range. The spec names only the call; the answer is ours: each entry's kind,
 * its span and the days of the range it falls on, who or what it is, the
 * department, and what opens its source. Client-safe.
 */

const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const calendarKindSchema = z.enum(CALENDAR_KINDS);

/** What an entry opens: a leave application, a person's profile, a holiday in its year, or a shift template's day. */
export const calendarSourceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('leave_application'), id: z.number().int() }),
  z.object({ type: z.literal('profile'), username: z.string() }),
  z.object({ type: z.literal('holiday'), id: z.number().int(), year: z.number().int() }),
  z.object({ type: z.literal('shift'), template_id: z.number().int().nullable() }),
]);
export type CalendarSource = z.infer<typeof calendarSourceSchema>;

export const calendarEntrySchema = z.object({
  /** Unique within an answer ("leave-12", "birthday-7-2026"). */
  key: z.string(),
  kind: calendarKindSchema,
  /** The leave type, holiday or shift name; "Birthday"; "3 years at the company". */
  title: z.string(),
  /** The whole span (it may reach outside the range); a birthday's is its day this year, never the year of birth. */
  start_date: ymd,
  end_date: ymd,
  /** The days of the range it shows on (approved leave: its counted days only). */
  dates: z.array(ymd),
  person: personSchema.nullable(),
  department: namedItemSchema.nullable(),
  /** Approved leave: full day, first half or second half. */
  spent_type: z.enum(['full', 'first_half', 'second_half']).nullable(),
  /** Work anniversaries: years of service. */
  years: z.number().int().nullable(),
  /** Shifts: "HH:mm". */
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  /** Shifts, and holidays of chosen people: how many people (in the department filter); null for a company-wide holiday. */
  people_count: z.number().int().nullable(),
  source: calendarSourceSchema,
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

export const calendarSchema = z.object({
  from: ymd,
  to: ymd,
  /** The tenant's today. */
  today: ymd,
  /** ISO weekday, 1 = Monday … 7 = Sunday. */
  first_day_of_week: z.number().int().min(1).max(7),
  kinds: z.array(calendarKindSchema),
  department_id: z.number().int().nullable(),
  /** Entries of each kind in the range and department, before the kind filter (what the filter chips count). */
  counts: z.record(calendarKindSchema, z.number().int().nonnegative()),
  /** The departments to filter by. */
  departments: z.array(namedItemSchema),
  data: z.array(calendarEntrySchema),
});
export type CalendarData = z.infer<typeof calendarSchema>;
