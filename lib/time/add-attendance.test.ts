import { suggestedClock } from './add-attendance';

describe('suggestedClock', () => {
  const shift = { start_time: '09:00:00', end_time: '17:30:00' };

  it('offers the whole shift on a past day', () => {
    expect(suggestedClock('2026-11-20', shift, '2026-11-24 08:00:00')).toEqual({ start_date_time: '2026-11-20T09:00', end_date_time: '2026-11-20T17:30' });
  });

  it('never reaches past now on today: the clock-out stops at the current minute', () => {
    expect(suggestedClock('2026-11-24', shift, '2026-11-24 11:42:31')).toEqual({ start_date_time: '2026-11-24T09:00', end_date_time: '2026-11-24T11:42' });
  });

  it('offers the shift when it is over today', () => {
    expect(suggestedClock('2026-11-24', shift, '2026-11-24 18:00:00')).toEqual({ start_date_time: '2026-11-24T09:00', end_date_time: '2026-11-24T17:30' });
  });

  it('leaves both empty before today’s shift begins', () => {
    expect(suggestedClock('2026-11-24', shift, '2026-11-24 07:15:00')).toEqual({ start_date_time: '', end_date_time: '' });
  });

  it('uses office hours without a shift', () => {
    expect(suggestedClock('2026-11-20', null, '2026-11-24 08:00:00')).toEqual({ start_date_time: '2026-11-20T09:00', end_date_time: '2026-11-20T17:00' });
  });

  it('ends a night shift the next morning, and not past now', () => {
    const night = { start_time: '22:00', end_time: '06:00' };
    expect(suggestedClock('2026-11-20', night, '2026-11-24 08:00:00')).toEqual({ start_date_time: '2026-11-20T22:00', end_date_time: '2026-11-21T06:00' });
    expect(suggestedClock('2026-11-23', night, '2026-11-24 01:10:00')).toEqual({ start_date_time: '2026-11-23T22:00', end_date_time: '2026-11-24T01:10' });
  });
});
