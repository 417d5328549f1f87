import {
  addAttendanceSchema,
  assignShiftsSchema,
  clearShiftsSchema,
  confirmClockOutSchema,
  editClocksSchema,
  genericSetupSchema,
  shiftTemplateSchema,
} from '@/lib/time/forms';

type Parsed = { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
/** The first message per field, as the forms show them. */
const messages = (result: Parsed) => {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
};

describe('time form schemas', () => {
  const clocks = [{ start_date_time: '2025-03-03T09:00', end_date_time: '2025-03-03T17:00', breaks: [{ id: 4, start_date_time: '2025-03-03T12:00', end_date_time: '' }] }];

  it('asks the nature of a confirmed clock-out and limits its description', () => {
    expect(messages(confirmClockOutSchema.safeParse({ description: 'x'.repeat(251), clocks }))).toEqual({
      nature: 'This is a required field',
      description: 'Please use up to 250 characters',
    });
    expect(confirmClockOutSchema.safeParse({ nature: 'abnormal', description: '', clocks }).success).toBe(true);
    expect(messages(addAttendanceSchema.safeParse({ working_place: '1', comment: 'x'.repeat(251), clocks }))).toEqual({ comment: 'Please use up to 250 characters' });
    expect(editClocksSchema.safeParse({ clocks, comment: '' })).toMatchObject({ success: true, data: { clocks } });
  });

  it('needs people, dates in order and, to assign, a template and days', () => {
    const period = { user_ids: [], start_date: '2025-03-10', end_date: '' };
    expect(messages(assignShiftsSchema.safeParse({ ...period, shift_template_id: '', repeat_on: [] }))).toEqual({
      user_ids: 'This is a required field',
      end_date: 'This is a required field',
      shift_template_id: 'This is a required field',
      repeat_on: 'This is a required field',
    });
    expect(messages(clearShiftsSchema.safeParse({ user_ids: [3], start_date: '2025-03-10', end_date: '2025-03-09' }))).toEqual({
      end_date: 'The end date must not be before the start date',
    });
    expect(assignShiftsSchema.safeParse({ user_ids: [3], start_date: '2025-03-10', end_date: '2025-03-10', shift_template_id: '2', repeat_on: ['1'] }).success).toBe(true);
  });

  it('checks a shift template and the generic setup', () => {
    const template = { name: ' Early ', start_time: '06:00', end_time: '14:00', break_time: '30' };
    expect(shiftTemplateSchema.safeParse(template)).toMatchObject({ success: true, data: { name: 'Early' } });
    expect(messages(shiftTemplateSchema.safeParse({ ...template, name: '', start_time: '25:00', break_time: 'x' }))).toEqual({
      name: 'This is a required field',
      start_time: 'Invalid time',
      break_time: 'Please use an integer',
    });
    expect(messages(shiftTemplateSchema.safeParse({ ...template, break_time: '481' }))).toEqual({ break_time: 'Please use a break of at most 480 minutes' });
    // A negative break is no longer shift (the form's total read "9h 30m of work" for 09:00–17:30).
    expect(messages(shiftTemplateSchema.safeParse({ ...template, break_time: '-60' }))).toEqual({ break_time: 'Please use a break of 0 minutes or more' });
    expect(messages(shiftTemplateSchema.safeParse({ ...template, end_time: '06:30', break_time: '30' }))).toEqual({
      break_time: 'The break must leave some working time in the shift',
    });
    // Start = end is no silent 24-hour shift: the form says so on the end time.
    expect(messages(shiftTemplateSchema.safeParse({ ...template, end_time: '06:00', break_time: '0' }))).toEqual({
      end_time: 'A shift must end at another time than it starts',
    });
    expect(messages(genericSetupSchema.safeParse({ repeat_on: [], date_format: '', time_format: '2', start_day: '1', timezone: 'UTC' }))).toEqual({
      repeat_on: 'This is a required field',
      date_format: 'This is a required field',
    });
  });
});
