import { birdViewPeriod, shiftCalendarPeriod } from '@/lib/time/period';

const SERVER_TIME = '2026-03-10 09:30:00';
const row = (...dates: string[]) => ({ days: dates.map((date) => ({ date })) });

describe('the bird view’s period', () => {
  it('is the answer’s own when it states one (the reference upstream does)', () => {
    const period = { start: '2026-02-26', end: '2026-03-25', today: '2026-03-10' };
    expect(birdViewPeriod({ data: [row('2026-03-01')], period }, { month: '2026-03', serverTime: '2026-04-01 08:00:00' })).toBe(period);
  });

  it('is the days its rows list, today on the tenant’s clock, when the answer has no period (a cycle from the 26th)', () => {
    const dates = ['2026-02-26', '2026-02-27', '2026-03-25'];
    expect(birdViewPeriod({ data: [row(...dates), row(...dates)] }, { month: '2026-02', serverTime: SERVER_TIME })).toEqual({ start: '2026-02-26', end: '2026-03-25', today: '2026-03-10' });
  });

  it('without rows is the calendar month asked for, or this month on the tenant’s clock', () => {
    expect(birdViewPeriod({ data: [] }, { month: '2026-02', serverTime: SERVER_TIME })).toEqual({ start: '2026-02-01', end: '2026-02-28', today: '2026-03-10' });
    expect(birdViewPeriod({ data: [] }, { serverTime: SERVER_TIME })).toEqual({ start: '2026-03-01', end: '2026-03-31', today: '2026-03-10' });
  });
});

describe('the shift calendar’s week', () => {
  it('is the answer’s own when it states one', () => {
    const period = { start: '2026-03-09', end: '2026-03-15', today: '2026-03-10' };
    expect(shiftCalendarPeriod({ data: [], period }, { start: '2026-01-05', serverTime: SERVER_TIME, firstDayOfWeek: 1 })).toBe(period);
  });

  it('is the days its rows list when the answer has no period', () => {
    expect(shiftCalendarPeriod({ data: [row('2026-03-04', '2026-03-05', '2026-03-10')] }, { serverTime: SERVER_TIME, firstDayOfWeek: 1 })).toEqual({ start: '2026-03-04', end: '2026-03-10', today: '2026-03-10' });
  });

  it('without rows is the seven days from the start asked for, or from this week’s first day (the tenant’s first_day_of_week)', () => {
    expect(shiftCalendarPeriod({ data: [] }, { start: '2026-04-02', serverTime: SERVER_TIME, firstDayOfWeek: 1 })).toEqual({ start: '2026-04-02', end: '2026-04-08', today: '2026-03-10' });
    // 2026-03-10 is a Tuesday: the week starts Monday the 9th, or Sunday the 8th.
    expect(shiftCalendarPeriod({ data: [] }, { serverTime: SERVER_TIME, firstDayOfWeek: 1 })).toEqual({ start: '2026-03-09', end: '2026-03-15', today: '2026-03-10' });
    expect(shiftCalendarPeriod({ data: [] }, { serverTime: SERVER_TIME, firstDayOfWeek: 7 })).toEqual({ start: '2026-03-08', end: '2026-03-14', today: '2026-03-10' });
  });
});
