import { leaveEntry } from '@/lib/calendar/test-entries';
import { calendarRange, clampDates, countsInMonth, entriesByDate, isYmd, kindsParam, rangeErrors, stepDate, yearlyOccurrences } from '@/lib/calendar/model';

describe('calendar ranges', () => {
  it('covers a month with whole weeks from the first day of week', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    expect(calendarRange('month', '2026-11-24', 1)).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    expect(calendarRange('month', '2026-11-24', 7)).toEqual({ from: '2026-11-01', to: '2026-12-05' });
    // February 2027 starts on a Monday: no leading days.
    expect(calendarRange('month', '2027-02-10', 1)).toEqual({ from: '2027-02-01', to: '2027-02-28' });
  });

  it('covers the week holding a date', () => {
    expect(calendarRange('week', '2026-11-24', 1)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(calendarRange('week', '2026-11-29', 1)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(calendarRange('week', '2027-01-01', 1)).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });

  it('steps a month to its neighbours’ first days and a week by seven days', () => {
    expect(stepDate('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(stepDate('month', '2026-01-15', -1)).toBe('2025-12-01');
    expect(stepDate('week', '2026-12-30', 1)).toBe('2027-01-06');
  });

  it('validates a requested range', () => {
    expect(rangeErrors('2026-11-01', '2026-12-12')).toEqual({});
    expect(rangeErrors(null, null)).toEqual({ from: ['The from field is required.'], to: ['The to field is required.'] });
    expect(rangeErrors('2026-02-29', '2026-03-01')).toEqual({ from: ['The from field must match the format Y-m-d.'] });
    expect(rangeErrors('2026-11-02', '2026-11-01')).toEqual({ to: ['The to field must be a date after or equal to from.'] });
    expect(rangeErrors('2026-11-01', '2026-12-13')).toEqual({ to: ['The range may span at most 42 days.'] });
    expect(isYmd('2028-02-29')).toBe(true);
    expect(isYmd('2026-13-01')).toBe(false);
  });
});

describe('calendar entries', () => {
  it('finds a yearly date in a range across the new year, and 29 February on the 28th in common years', () => {
    expect(yearlyOccurrences('1990-01-02', { from: '2026-12-28', to: '2027-01-03' })).toEqual(['2027-01-02']);
    expect(yearlyOccurrences('1990-12-30', { from: '2026-12-28', to: '2027-01-03' })).toEqual(['2026-12-30']);
    expect(yearlyOccurrences('1992-02-29', { from: '2027-02-22', to: '2027-03-07' })).toEqual(['2027-02-28']);
    expect(yearlyOccurrences('1992-02-29', { from: '2028-02-22', to: '2028-03-07' })).toEqual(['2028-02-29']);
    expect(yearlyOccurrences('1990-06-01', { from: '2026-11-01', to: '2026-11-30' })).toEqual([]);
  });

  it('keeps a span’s days inside the range', () => {
    expect(clampDates('2026-10-30', '2026-11-02', { from: '2026-11-01', to: '2026-11-30' })).toEqual(['2026-11-01', '2026-11-02']);
    expect(clampDates('2026-12-01', '2026-12-02', { from: '2026-11-01', to: '2026-11-30' })).toEqual([]);
  });

  it('groups entries by day, holidays first, then leave, birthdays, anniversaries and shifts', () => {
    const shift = { kind: 'shift' as const, dates: ['2026-11-02'] };
    const leave = { kind: 'leave' as const, dates: ['2026-11-02', '2026-11-03'] };
    const holiday = { kind: 'holiday' as const, dates: ['2026-11-02'] };
    const byDate = entriesByDate([shift, leave, holiday]);
    expect(byDate.get('2026-11-02')).toEqual([holiday, leave, shift]);
    expect(byDate.get('2026-11-03')).toEqual([leave]);
    expect(byDate.get('2026-11-04')).toBeUndefined();
  });

  it('reads the kinds filter', () => {
    expect(kindsParam(null)).toEqual(['holiday', 'leave', 'birthday', 'anniversary', 'shift']);
    expect(kindsParam('shift,leave,nonsense')).toEqual(['leave', 'shift']);
    expect(kindsParam('')).toEqual([]);
  });
});

// The chips said Birthdays 12 under "November 2026", counting the October and December days the grid shows too.
it('counts the entries with a day in the month, not in the grid around it', () => {
  const entries = [
    leaveEntry(1, '2026-10-31', 'Ava Sinclair'),
    leaveEntry(2, '2026-11-02', 'Emma Novak'),
    // Leave from 30 October to 2 November has days in November: it counts once.
    leaveEntry(3, '2026-10-30', 'Marcus Reed', { dates: ['2026-10-30', '2026-11-02'] }),
    leaveEntry(4, '2026-12-01', 'Colin Hart', { kind: 'birthday' }),
    leaveEntry(5, '2026-11-30', 'Rita Quinn', { kind: 'birthday' }),
  ];
  expect(countsInMonth(entries, '2026-11')).toEqual({ holiday: 0, leave: 2, birthday: 1, anniversary: 0, shift: 0 });
});
