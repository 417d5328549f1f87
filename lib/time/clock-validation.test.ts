import { clockMessages, validateClocks, type ClockDraft } from '@/lib/time/clock-validation';

const NOW = '2026-03-10 18:00:00';
const clock = (start: string, end: string, breaks: [string, string][] = []): ClockDraft => ({
  start_date_time: start,
  end_date_time: end,
  breaks: breaks.map(([s, e]) => ({ start_date_time: s, end_date_time: e })),
});
const messagesOf = (clocks: ClockDraft[], options: Partial<Parameters<typeof validateClocks>[1]> = {}) =>
  clockMessages(validateClocks(clocks, { now: NOW, ...options }));

describe('clock-out validation', () => {
  it('accepts a normal day with a break', () => {
    expect(validateClocks([clock('2026-03-10 09:00:00', '2026-03-10 17:00:00', [['2026-03-10 12:00:00', '2026-03-10 12:30:00']])], { now: NOW })).toEqual([]);
  });

  it('accepts datetime-local values and two separate clocks', () => {
    expect(messagesOf([clock('2026-03-10T08:00', '2026-03-10T12:00'), clock('2026-03-10T13:00', '2026-03-10T17:00')])).toEqual([]);
  });

  it('asks for every field', () => {
    const issues = validateClocks([clock('', '2026-03-10 17:00:00')], { now: NOW });
    expect(clockMessages(issues)).toEqual(["Please don't leave any field as empty."]);
    expect(issues[0]!.path).toBe('clocks.0.start_date_time');
    expect(messagesOf([clock('2026-03-10 09:00:00', '')])).toEqual(["Please don't leave any field as empty."]);
    expect(messagesOf([clock('2026-03-10 09:00:00', '2026-03-10 17:00:00', [['', '']])])).toEqual(["Please don't leave any field as empty."]);
    // An added clock starts with its day in both fields ("YYYY-MM-DDT"): without a time it is still empty.
    expect(messagesOf([clock('2026-03-10 09:00:00', '2026-03-10T')])).toEqual(["Please don't leave any field as empty."]);
  });

  it('says a time it cannot read is invalid, not empty', () => {
    // Typed in the tenant's format but no date ("31.11.2026 5:47 PM"): the field says which format; the list says 'Invalid time'.
    const issues = validateClocks([clock('2026-03-10 09:00:00', '31.11.2026 5:47 PM')], { now: NOW });
    expect(clockMessages(issues)).toEqual(['Invalid time']);
    expect(issues[0]!.path).toBe('clocks.0.end_date_time');
    expect(messagesOf([clock('2026-03-10 09:00:00', '2026-03-10 17:00:00', [['2026-03-10 12:00:00', 'noon']])])).toEqual(['Invalid time']);
  });

  it('asks for a missing break end, with "This is required" on the field', () => {
    const issues = validateClocks([clock('2026-03-10 09:00:00', '2026-03-10 17:00:00', [['2026-03-10 12:00:00', '']])], { now: NOW });
    expect(clockMessages(issues)).toEqual(['Break end time is required']);
    expect(issues[0]).toMatchObject({ path: 'clocks.0.breaks.0.end_date_time', fieldMessage: 'This is required' });
  });

  it('refuses an end in the future', () => {
    expect(messagesOf([clock('2026-03-10 09:00:00', '2026-03-10 18:00:01')])).toEqual(['End time should not be future time']);
    expect(messagesOf([clock('2026-03-10 09:00:00', NOW)])).toEqual([]);
  });

  it('refuses the same start and end', () => {
    expect(messagesOf([clock('2026-03-10 09:00:00', '2026-03-10 09:00:00')])).toEqual(['Clock start time and end time should not be same']);
  });

  it('refuses an end before the start as not sorted', () => {
    expect(messagesOf([clock('2026-03-10 17:00:00', '2026-03-10 09:00:00')])).toEqual(['Clock times are not sorted properly.']);
  });

  it('refuses clocks listed out of order', () => {
    expect(messagesOf([clock('2026-03-10 13:00:00', '2026-03-10 17:00:00'), clock('2026-03-10 08:00:00', '2026-03-10 12:00:00')])).toEqual([
      'Clock times are not sorted properly.',
    ]);
  });

  it('refuses a clock starting before the previous one ends (overlap)', () => {
    expect(messagesOf([clock('2026-03-10 08:00:00', '2026-03-10 12:00:00'), clock('2026-03-10 11:00:00', '2026-03-10 17:00:00')])).toEqual([
      'Overlapping clock time slot. Please review time slot carefully.',
    ]);
  });

  it('refuses an overlap with an earlier, non-adjacent clock', () => {
    expect(
      messagesOf([
        clock('2026-03-10 08:00:00', '2026-03-10 16:00:00'),
        clock('2026-03-10 16:30:00', '2026-03-10 16:45:00'),
        clock('2026-03-10 16:50:00', '2026-03-10 17:00:00'),
      ]),
    ).toEqual([]);
    expect(
      messagesOf([
        clock('2026-03-10 08:00:00', '2026-03-10 12:00:00'),
        clock('2026-03-10 09:00:00', '2026-03-10 09:30:00'),
      ]),
    ).toEqual(['Overlapping clock time slot. Please review time slot carefully.']);
  });

  it('wants a clock to start after the previous clock end', () => {
    expect(messagesOf([clock('2026-03-10 08:00:00', '2026-03-10 12:00:00'), clock('2026-03-10 12:00:00', '2026-03-10 17:00:00')])).toEqual([
      'Clock start time must be after previous clock end time',
    ]);
  });

  it('refuses an overlap with the person’s other clocks (the server’s check)', () => {
    const others = [{ start_date_time: '2026-03-09 22:00:00', end_date_time: '2026-03-10 06:00:00' }];
    expect(messagesOf([clock('2026-03-10 05:00:00', '2026-03-10 09:00:00')], { others })).toEqual([
      'Overlapping clock time slot. Please review time slot carefully.',
    ]);
    expect(messagesOf([clock('2026-03-10 06:00:00', '2026-03-10 09:00:00')], { others })).toEqual([]);
  });

  it('refuses a break outside its clock, backwards or overlapping another break', () => {
    const day = (breaks: [string, string][]) => messagesOf([clock('2026-03-10 09:00:00', '2026-03-10 17:00:00', breaks)]);
    expect(day([['2026-03-10 08:30:00', '2026-03-10 09:30:00']])).toEqual(['Invalid break time']);
    expect(day([['2026-03-10 16:30:00', '2026-03-10 17:30:00']])).toEqual(['Invalid break time']);
    expect(day([['2026-03-10 13:00:00', '2026-03-10 12:00:00']])).toEqual(['Invalid break time']);
    expect(day([['2026-03-10 12:00:00', '2026-03-10 12:00:00']])).toEqual(['Invalid break time']);
    expect(
      day([
        ['2026-03-10 12:00:00', '2026-03-10 13:00:00'],
        ['2026-03-10 12:30:00', '2026-03-10 13:30:00'],
      ]),
    ).toEqual(['Invalid break time']);
    expect(
      day([
        ['2026-03-10 10:00:00', '2026-03-10 10:15:00'],
        ['2026-03-10 12:30:00', '2026-03-10 13:00:00'],
      ]),
    ).toEqual([]);
  });

  it('limits the description to 250 characters', () => {
    const issues = validateClocks([clock('2026-03-10 09:00:00', '2026-03-10 17:00:00')], { now: NOW, description: 'x'.repeat(251) });
    expect(issues).toEqual([{ message: 'Please use up to 250 characters', path: 'description' }]);
    expect(validateClocks([clock('2026-03-10 09:00:00', '2026-03-10 17:00:00')], { now: NOW, description: 'x'.repeat(250) })).toEqual([]);
  });

  it('lists each message once, first problem first', () => {
    expect(
      messagesOf([clock('2026-03-10 09:00:00', '2026-03-10 09:00:00'), clock('2026-03-10 10:00:00', '2026-03-10 10:00:00'), clock('2026-03-10 11:00:00', '2026-03-10 19:00:00')]),
    ).toEqual(['Clock start time and end time should not be same', 'End time should not be future time']);
  });
});
