import {
  dateInputInvalid,
  dateInputPlaceholder,
  dateInputText,
  dateTimeInputText,
  joinDateTime,
  parseTimeInput,
  splitDateTime,
  timeInputPlaceholder,
  timeInputText,
} from '@/lib/date-time/input';
import { noSuchDay, parseDateInput, parseDateTimeInput } from '@/lib/date-time/read';

describe('typed dates in the tenant’s format', () => {
  it.each([
    ['DD.MM.YYYY', '05.03.2026', '5.3.2026'],
    ['MM/DD/YYYY', '03/05/2026', '3/5/2026'],
    ['YYYY-MM-DD', '2026-03-05', '2026-3-5'],
    ['MMM D, YYYY', 'Mar 5, 2026', 'mar 5, 2026'],
  ])('%s: reads "%s" and "%s" as 2026-03-05, and shows it back as the first', (dateFormat, shown, typed) => {
    expect(parseDateInput(shown, dateFormat)).toBe('2026-03-05');
    expect(parseDateInput(` ${typed} `, dateFormat)).toBe('2026-03-05');
    expect(dateInputText('2026-03-05', dateFormat)).toBe(shown);
    expect(parseDateInput(dateInputText('2026-12-31', dateFormat), dateFormat)).toBe('2026-12-31');
  });

  it('always reads the ISO form too', () => {
    expect(parseDateInput('2026-03-05', 'DD.MM.YYYY')).toBe('2026-03-05');
    expect(parseDateInput('2026-03-05', 'MMM D, YYYY')).toBe('2026-03-05');
    // A month written out, and the comma left out.
    expect(parseDateInput('December 10, 2026', 'MMM D, YYYY')).toBe('2026-12-10');
    expect(parseDateInput('Dec 11 2026', 'MMM D, YYYY')).toBe('2026-12-11');
    expect(parseDateInput('december 11 2026', 'MMM D, YYYY')).toBe('2026-12-11');
  });

  it('refuses what is not a date rather than guessing', () => {
    expect(parseDateInput('31.02.2026', 'DD.MM.YYYY')).toBeNull();
    expect(parseDateInput('13/05/2026', 'MM/DD/YYYY')).toBeNull();
    expect(parseDateInput('5.3.26', 'DD.MM.YYYY')).toBeNull();
    expect(parseDateInput('tomorrow', 'YYYY-MM-DD')).toBeNull();
    expect(parseDateInput('', 'YYYY-MM-DD')).toBeNull();
  });

  it('reads the month order of the tenant’s format, not the browser’s', () => {
    expect(parseDateInput('04/03/2026', 'MM/DD/YYYY')).toBe('2026-04-03');
    expect(parseDateInput('04.03.2026', 'DD.MM.YYYY')).toBe('2026-03-04');
  });

  it('keeps text that is no ISO date as it is, and shows the expected shape as the placeholder', () => {
    expect(dateInputText('', 'DD.MM.YYYY')).toBe('');
    expect(dateInputText('5.3.', 'DD.MM.YYYY')).toBe('5.3.');
    expect(dateInputText('2026-02-31', 'DD.MM.YYYY')).toBe('2026-02-31');
    expect(dateInputPlaceholder('DD.MM.YYYY')).toBe('DD.MM.YYYY');
    expect(dateInputPlaceholder('MMM D, YYYY')).toBe('Mar 25, 2026');
  });
});

describe('typed times', () => {
  it('reads the 12-hour clock', () => {
    expect(parseTimeInput('9:05 PM')).toBe('21:05');
    expect(parseTimeInput('9:05pm')).toBe('21:05');
    expect(parseTimeInput('9 am')).toBe('09:00');
    expect(parseTimeInput('12:00 AM')).toBe('00:00');
    expect(parseTimeInput('12:30 p.m.')).toBe('12:30');
  });

  it('reads the 24-hour clock', () => {
    expect(parseTimeInput('21:05')).toBe('21:05');
    expect(parseTimeInput('0905')).toBe('09:05');
    expect(parseTimeInput('7:30')).toBe('07:30');
    expect(parseTimeInput('9')).toBe('09:00');
  });

  it('refuses what is not a time', () => {
    for (const text of ['24:00', '13 pm', '0:30 am', '9:60', 'noon', '', '12345']) expect(parseTimeInput(text)).toBeNull();
  });

  it('shows "HH:mm" on the tenant’s clock', () => {
    expect(timeInputText('21:05', 1)).toBe('9:05 PM');
    expect(timeInputText('21:05', 2)).toBe('21:05');
    expect(timeInputText('09:05:00', 1)).toBe('9:05 AM');
    expect(timeInputText('9.05', 2)).toBe('9.05');
    expect(timeInputText('25:00', 1)).toBe('25:00');
    expect(parseTimeInput(timeInputText('00:15', 1))).toBe('00:15');
    expect(timeInputPlaceholder(1)).toBe('h:mm AM');
    expect(timeInputPlaceholder(2)).toBe('HH:mm');
  });
});

describe('date and time values', () => {
  it('join and split as the upstream takes them', () => {
    expect(joinDateTime('2026-03-05', '21:05')).toBe('2026-03-05 21:05:00');
    expect(splitDateTime('2026-03-05 21:05:00')).toEqual({ date: '2026-03-05', time: '21:05' });
    expect(splitDateTime('2026-03-05T21:05')).toEqual({ date: '2026-03-05', time: '21:05' });
    expect(splitDateTime('')).toEqual({ date: '', time: '' });
  });
});

describe('typed dates with times', () => {
  it.each([
    ['DD.MM.YYYY', 2, '05.03.2026 21:05'],
    ['MM/DD/YYYY', 1, '03/05/2026 9:05 PM'],
    ['YYYY-MM-DD', 2, '2026-03-05 21:05'],
    ['MMM D, YYYY', 1, 'Mar 5, 2026 9:05 PM'],
  ])('%s, clock %s: shows and reads "%s"', (dateFormat, timeFormat, shown) => {
    expect(dateTimeInputText('2026-03-05 21:05:00', dateFormat, timeFormat)).toBe(shown);
    expect(dateTimeInputText('2026-03-05T21:05', dateFormat, timeFormat)).toBe(shown);
    expect(parseDateTimeInput(shown, dateFormat)).toBe('2026-03-05 21:05:00');
  });

  it('reads either clock whatever the tenant’s, and refuses a missing or wrong part', () => {
    expect(parseDateTimeInput('5.3.2026 9:05pm', 'DD.MM.YYYY')).toBe('2026-03-05 21:05:00');
    expect(parseDateTimeInput('mar 5, 2026 21:05', 'MMM D, YYYY')).toBe('2026-03-05 21:05:00');
    expect(parseDateTimeInput('05.03.2026', 'DD.MM.YYYY')).toBeNull();
    expect(parseDateTimeInput('05.03.2026 25:00', 'DD.MM.YYYY')).toBeNull();
    expect(parseDateTimeInput('30.02.2026 10:00', 'DD.MM.YYYY')).toBeNull();
    expect(dateTimeInputText('', 'DD.MM.YYYY', 2)).toBe('');
    expect(dateTimeInputText('2026-03-05T', 'DD.MM.YYYY', 2)).toBe('05.03.2026 ');
    expect(dateTimeInputText('2026-02-31 25:00', 'DD.MM.YYYY', 2)).toBe('2026-02-31 25:00');
  });
});

describe('what a date field says about text it cannot read', () => {
  // "2026-02-30" was told "Enter a date as YYYY-MM-DD.", which it was.
  it.each([
    ['YYYY-MM-DD', '2026-02-30'],
    ['DD.MM.YYYY', '31.04.2026'],
    ['MM/DD/YYYY', '02/30/2026'],
    // The ISO form is always read, so its impossible days are named in any format.
    ['MMM D, YYYY', '2026-02-29'],
  ])('%s: names the day "%s" that does not exist', (dateFormat, typed) => {
    expect(noSuchDay(` ${typed} `, dateFormat)).toBe(`There is no such day as ${typed}.`);
  });

  it.each([
    ['YYYY-MM-DD', '2026-13'],
    ['YYYY-MM-DD', '31/12/2026'],
    // Month 13: more likely the day and month the wrong way round than a day that does not exist.
    ['MM/DD/YYYY', '13/05/2026'],
    ['DD.MM.YYYY', 'tomorrow'],
    ['MMM D, YYYY', '31 Feb'],
    ['DD.MM.YYYY', ''],
  ])('%s: leaves "%s" to the format message', (dateFormat, typed) => {
    expect(noSuchDay(typed, dateFormat)).toBeNull();
  });

  it('asks for the expected shape', () => {
    expect(dateInputInvalid('DD.MM.YYYY')).toBe('Enter a date as DD.MM.YYYY.');
    expect(dateInputInvalid('MMM D, YYYY')).toBe('Enter a date as Mar 25, 2026.');
  });
});
