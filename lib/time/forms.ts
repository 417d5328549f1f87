// Named imports from zod/mini, as in lib/auth/forms.ts: the smallest zod to fetch.
import {
  array,
  enum as oneOf,
  maxLength,
  minLength,
  number,
  object,
  optional,
  refine,
  regex,
  string,
  type infer as Infer,
  type input as Input,
} from 'zod/mini';
import { COMMENT_MAX_LENGTH } from '@/lib/constants';
import { END_BEFORE_START, VALIDATION_MESSAGES as M } from '@/lib/messages';
import { endsWhenItStarts, isHhMm, SHIFT_SAME_TIMES, SHIFT_TEMPLATE_NAME_MAX, shiftWorkMinutes } from '@/lib/time/shift';
import { v } from '@/lib/validation';

/**
 * The time forms' schemas. Forms load this module when first used
 * (`schema={() => import('@/lib/time/forms').then((m) => m.genericSetupSchema)}`),
 * so zod is never part of a page's first load; components import its types only.
 */

const filled = () => string().check(minLength(1, { error: M.required }));

/** The generic attendance setup (spec: repeat_on days, date and time formats, calendar cycle, time zone). */
export const genericSetupSchema = object({
  repeat_on: array(string()).check(minLength(1, { error: M.required })),
  date_format: filled(),
  time_format: oneOf(['1', '2']),
  start_day: string(),
  timezone: filled(),
});

/**
 * A shift template. The spec shows no field rules; these are ours: a name up
 * to 60 characters, HH:mm times, a break of 0–480 minutes that leaves some work.
 */
type TemplateValues = { name: string; start_time: string; end_time: string; break_time: string };

export const shiftTemplateSchema = object({
  name: v.required().check(maxLength(SHIFT_TEMPLATE_NAME_MAX, { error: M.max(SHIFT_TEMPLATE_NAME_MAX) })),
  start_time: v.timeFormat(),
  end_time: v.timeFormat(),
  break_time: v.integer(),
}).check(
  refine((value: TemplateValues) => !/^-\d+$/.test(value.break_time) || Number(value.break_time) === 0, {
    error: 'Please use a break of 0 minutes or more',
    path: ['break_time'],
  }),
  refine((value: TemplateValues) => !/^\d+$/.test(value.break_time) || Number(value.break_time) <= 480, {
    error: 'Please use a break of at most 480 minutes',
    path: ['break_time'],
  }),
  refine((value: TemplateValues) => !isHhMm(value.start_time) || !isHhMm(value.end_time) || !endsWhenItStarts(value), {
    error: SHIFT_SAME_TIMES,
    path: ['end_time'],
  }),
  refine(
    (value: TemplateValues) =>
      !isHhMm(value.start_time) || !isHhMm(value.end_time) || endsWhenItStarts(value) || Number(value.break_time) < 0 || shiftWorkMinutes({ ...value, break_time: Number(value.break_time) || 0 }) > 0,
    { error: 'The break must leave some working time in the shift', path: ['break_time'] },
  ),
);

/** A day's clocks and breaks as the clocks editor holds them (wall times, or the text being typed). */
const breakFieldSchema = object({ id: optional(number()), start_date_time: string(), end_date_time: string() });
const clockFieldSchema = object({
  id: optional(number()),
  start_date_time: string(),
  end_date_time: string(),
  breaks: array(breakFieldSchema),
});
export type ClockField = Infer<typeof clockFieldSchema>;

const descriptionSchema = v.max(COMMENT_MAX_LENGTH);

/** Confirm Clock Out (spec part 1 §4). The clock-out rules themselves run on submit (lib/time/clock-validation.ts). */
export const confirmClockOutSchema = object({
  nature: oneOf(['normal', 'abnormal'], { error: M.required }),
  description: descriptionSchema,
  clocks: array(clockFieldSchema),
});
export type ConfirmClockOutValues = Input<typeof confirmClockOutSchema>;

export const addAttendanceSchema = object({
  working_place: oneOf(['1', '2']),
  comment: descriptionSchema,
  clocks: array(clockFieldSchema),
});

export const editClocksSchema = object({ clocks: array(clockFieldSchema), comment: descriptionSchema });

/** Shift assignment (spec part 1 §4 "Shift publishing"): who and when, then what to assign. */
const isoDate = () => string().check(regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.required }));
const period = {
  start_date: isoDate(),
  end_date: isoDate(),
  user_ids: array(number()).check(minLength(1, { error: M.required })),
};
const endAfterStart = () =>
  refine<{ start_date: string; end_date: string }>((value) => value.end_date >= value.start_date, {
    error: END_BEFORE_START,
    path: ['end_date'],
  });

export const assignShiftsSchema = object({
  ...period,
  shift_template_id: filled(),
  repeat_on: array(string()).check(minLength(1, { error: M.required })),
}).check(endAfterStart());
export type AssignShiftsValues = Infer<typeof assignShiftsSchema>;

export const clearShiftsSchema = object(period).check(endAfterStart());
export type ClearShiftsValues = Infer<typeof clearShiftsSchema>;
