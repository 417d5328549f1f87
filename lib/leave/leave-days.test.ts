import { isoDay } from '@/lib/date-time/calendar';
import { balanceOf, countedDays, enabledDates, firstOverlap, fitsBalance, leaveYearOf, leaveYearRange, totalDays } from './leave-days';
import { ANYONE, EVERYONE, reviewOutcome } from './review';

const weekdaysOnly = (holidays: string[] = []) => (date: string) => isoDay(date) <= 5 && !holidays.includes(date);
const rules = (over: Partial<Parameters<typeof countedDays>[4]> = {}) => ({ isWorkingDay: weekdaysOnly(), countNonWorkingDays: false, allowHalfDay: true, ...over });

describe('countedDays', () => {
  it('counts working days only: a weekend and a holiday inside the range are not leave', () => {
    // Thu 2026-12-24 to Tue 2026-12-29, with 25 Dec a holiday: Thu, Mon, Tue.
    const days = countedDays('2026-12-24', '2026-12-29', 'full', {}, rules({ isWorkingDay: weekdaysOnly(['2026-12-25']) }));
    expect(days.map((day) => day.date)).toEqual(['2026-12-24', '2026-12-28', '2026-12-29']);
    expect(totalDays(days)).toBe(3);
  });

  it('counts every day when the setup counts non-working days', () => {
    expect(totalDays(countedDays('2026-12-24', '2026-12-29', 'full', {}, rules({ countNonWorkingDays: true })))).toBe(6);
  });

  it('counts half days as 0.5, for the range or per day', () => {
    expect(totalDays(countedDays('2026-12-01', '2026-12-01', 'first_half', {}, rules()))).toBe(0.5);
    const mixed = countedDays('2026-12-01', '2026-12-03', 'full', { '2026-12-03': 'second_half' }, rules());
    expect(mixed.map((day) => day.spent_type)).toEqual(['full', 'full', 'second_half']);
    expect(totalDays(mixed)).toBe(2.5);
  });

  it('makes every day a full day when half days are not allowed', () => {
    expect(totalDays(countedDays('2026-12-01', '2026-12-02', 'first_half', { '2026-12-02': 'second_half' }, rules({ allowHalfDay: false })))).toBe(2);
  });

  it('has no days when the end is before the start', () => {
    expect(countedDays('2026-12-03', '2026-12-01', 'full', {}, rules())).toEqual([]);
  });
});

describe('balances', () => {
  it('is the policy’s days minus approved and pending days', () => {
    expect(balanceOf(20, 6, 2.5)).toEqual({ entitled: 20, taken: 6, pending: 2.5, left: 11.5 });
    expect(fitsBalance(balanceOf(20, 6, 2.5), 11.5)).toBe(true);
    expect(fitsBalance(balanceOf(20, 6, 2.5), 12)).toBe(false);
  });

  it('has no limit for a type the policy gives 0 days of', () => {
    expect(balanceOf(0, 4, 1)).toEqual({ entitled: null, taken: 4, pending: 1, left: null });
    expect(fitsBalance(balanceOf(0, 4, 1), 100)).toBe(true);
  });
});

describe('leave years', () => {
  it('names a leave year by the calendar year it starts in', () => {
    expect(leaveYearOf('2026-03-31', 4)).toBe(2025);
    expect(leaveYearOf('2026-04-01', 4)).toBe(2026);
    expect(leaveYearOf('2026-12-31', 1)).toBe(2026);
    expect(leaveYearRange(2026, 4)).toEqual({ start: '2026-04-01', end: '2027-03-31' });
    expect(leaveYearRange(2026, 1)).toEqual({ start: '2026-01-01', end: '2026-12-31' });
  });
});

describe('enabled dates and overlap', () => {
  it('offers working days no other application holds', () => {
    const taken = new Set(['2026-12-02']);
    expect(enabledDates('2026-11-30', '2026-12-06', weekdaysOnly(['2026-12-04']), taken)).toEqual(['2026-11-30', '2026-12-01', '2026-12-03']);
    expect(enabledDates('2026-12-06', '2026-12-01', weekdaysOnly(), taken)).toEqual([]);
  });

  it('finds the first day of a range another application holds', () => {
    const taken = new Set(['2026-12-02', '2026-12-03']);
    expect(firstOverlap('2026-11-30', '2026-12-04', taken)).toBe('2026-12-02');
    expect(firstOverlap('2026-12-04', '2026-12-08', taken)).toBeNull();
  });
});

describe('review outcomes', () => {
  it('Anyone: the first approval or rejection decides', () => {
    expect(reviewOutcome(ANYONE, 2, [])).toBe('pending');
    expect(reviewOutcome(ANYONE, 2, ['approved'])).toBe('approved');
    expect(reviewOutcome(ANYONE, 2, ['rejected', 'approved'])).toBe('rejected');
  });

  it('Everyone: every approver must approve, any rejection rejects', () => {
    expect(reviewOutcome(EVERYONE, 2, ['approved'])).toBe('pending');
    expect(reviewOutcome(EVERYONE, 2, ['approved', 'approved'])).toBe('approved');
    expect(reviewOutcome(EVERYONE, 2, ['approved', 'rejected'])).toBe('rejected');
    expect(reviewOutcome(EVERYONE, 3, ['rejected'])).toBe('rejected');
  });
});
