import { formatDate, formatDuration, formatInstant, formatStopwatch, formatTime, formatTimeRange, formatWall } from '@/lib/date-time/format';

describe('time formatting', () => {
  it('uses the 12-hour clock when the time format id is 1', () => {
    expect(formatTime('2026-03-10 09:05:00', 1)).toBe('9:05 AM');
    expect(formatTime('2026-03-10 00:30:00', 1)).toBe('12:30 AM');
    expect(formatTime('12:00', 1)).toBe('12:00 PM');
    expect(formatTime('23:59', 1)).toBe('11:59 PM');
  });

  it('uses the 24-hour clock otherwise', () => {
    expect(formatTime('2026-03-10 09:05:00', 2)).toBe('09:05');
    expect(formatTime('23:59', 2)).toBe('23:59');
    expect(formatTime(null, 2)).toBe('—');
  });

  it('formats dates in the tenant’s date format', () => {
    expect(formatDate('2026-03-05', 'YYYY-MM-DD')).toBe('2026-03-05');
    expect(formatDate('2026-03-05', 'DD.MM.YYYY')).toBe('05.03.2026');
    expect(formatDate('2026-03-05', 'MM/DD/YYYY')).toBe('03/05/2026');
    expect(formatDate('2026-03-05', 'MMM D, YYYY')).toBe('Mar 5, 2026');
    expect(formatDate('2026-03-05', 'ddd, D MMMM')).toBe('Thu, 5 March');
    expect(formatWall('2026-03-05 14:30:00', 'DD/MM/YYYY', 1)).toBe('05/03/2026 2:30 PM');
  });

  it('formats a leap day, the last day of a month and the DST change day, and refuses a day that does not exist instead of rolling it over', () => {
    expect(formatDate('2028-02-29', 'DD.MM.YYYY')).toBe('29.02.2028');
    expect(formatDate('2026-12-31', 'MMM D, YYYY')).toBe('Dec 31, 2026');
    expect(formatDate('2026-03-29', 'ddd, D MMMM')).toBe('Sun, 29 March');
    expect(() => formatDate('2026-02-29', 'DD.MM.YYYY')).toThrow(RangeError);
    expect(() => formatDate('2026-04-31', 'DD.MM.YYYY')).toThrow(RangeError);
  });

  it('answers a date again the same, in each format, also after thousands of other dates', () => {
    const days = Array.from({ length: 5000 }, (_, index) => new Date(Date.UTC(2020, 0, 1 + index)).toISOString().slice(0, 10));
    const first = days.map((day) => formatDate(day, 'DD.MM.YYYY'));
    expect(first[0]).toBe('01.01.2020');
    expect(first[4999]).toBe('08.09.2033');
    expect(days.map((day) => formatDate(`${day} 09:00:00`, 'DD.MM.YYYY'))).toEqual(first);
    expect(formatDate('2020-01-01', 'MM/DD/YYYY')).toBe('01/01/2020');
    expect(formatDate('2020-01-01', 'DD.MM.YYYY')).toBe('01.01.2020');
  });

  it('shows instants in the tenant time zone, not the browser’s', () => {
    expect(formatInstant('2026-03-05T23:30:00Z', 'Europe/Berlin', 'YYYY-MM-DD', 2)).toBe('2026-03-06 00:30');
    expect(formatInstant('2026-03-05T23:30:00Z', 'America/New_York', 'YYYY-MM-DD', 1)).toBe('2026-03-05 6:30 PM');
  });

  it('formats durations', () => {
    expect(formatDuration(0)).toBe('0m');
    expect(formatDuration(59)).toBe('0m');
    expect(formatDuration(27_900)).toBe('7h 45m');
    expect(formatDuration(28_800)).toBe('8h');
    expect(formatStopwatch(3_725)).toBe('01:02:05');
    expect(formatStopwatch(-5)).toBe('00:00:00');
  });
});

describe('formatTimeRange', () => {
  it('shows a shift’s hours on the tenant’s clock, seconds dropped', () => {
    expect(formatTimeRange({ start_time: '07:00:00', end_time: '15:30:00' }, 1)).toBe('7:00 AM–3:30 PM');
    expect(formatTimeRange({ start_time: '19:30', end_time: '04:15' }, 24)).toBe('19:30–04:15');
  });
});
