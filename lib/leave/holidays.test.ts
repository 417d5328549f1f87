import { holidayImportView, holidayWhoText, shownHolidayYear } from '@/lib/leave/holidays';

const SERVER_TIME = '2026-03-10 09:30:00';
const GERMANY = { id: 276, name: 'Germany', code: 'DE' };
const FRANCE = { id: 250, name: 'France', code: 'FR' };

describe('the holidays page’s year', () => {
  it('is the answer’s year when it states one', () => {
    expect(shownHolidayYear({ year: 2025 }, { year: 2027 }, SERVER_TIME)).toBe(2025);
  });

  it('is the year asked for, else this year on the tenant’s clock, when the answer has none (the spec’s index names calendar_years, not the year)', () => {
    expect(shownHolidayYear({}, { year: 2027 }, SERVER_TIME)).toBe(2027);
    expect(shownHolidayYear({}, {}, SERVER_TIME)).toBe(2026);
    expect(shownHolidayYear({}, {}, '2027-01-01 00:00:00')).toBe(2027);
  });
});

describe('the holiday import’s country and year choices', () => {
  it('takes the answer’s year, years and countries when it gives them', () => {
    const preview = { year: 2027, years: [2026, 2027], countries: [GERMANY] };
    expect(holidayImportView(preview, { year: 2026 }, SERVER_TIME, [FRANCE])).toEqual({ year: 2027, years: [2026, 2027], countries: [GERMANY] });
  });

  it('without them (the spec’s answer is data and country_id): the year asked for or this one, this year and the next to choose from, and the shared countries list', () => {
    expect(holidayImportView({}, {}, SERVER_TIME, [GERMANY, FRANCE])).toEqual({ year: 2026, years: [2026, 2027], countries: [GERMANY, FRANCE] });
    expect(holidayImportView({}, { year: 2030 }, SERVER_TIME, [GERMANY])).toEqual({ year: 2030, years: [2026, 2027, 2030], countries: [GERMANY] });
  });
});

describe('who has a holiday, in the holidays list', () => {
  it('is everyone, or its people counted when the answer counts them', () => {
    expect(holidayWhoText({ for_everyone: true, people_count: 0 })).toBe('Everyone');
    expect(holidayWhoText({ for_everyone: false, people_count: 1 })).toBe('1 person');
    expect(holidayWhoText({ for_everyone: false, people_count: 3 })).toBe('3 people');
  });

  it('is its chosen people, uncounted, when the answer has no count (the spec names none)', () => {
    expect(holidayWhoText({ for_everyone: true })).toBe('Everyone');
    expect(holidayWhoText({ for_everyone: false })).toBe('Chosen people');
  });
});
