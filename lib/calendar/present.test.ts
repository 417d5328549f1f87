import { entryHref, entryText } from '@/lib/calendar/present';
import { leaveEntry } from '@/lib/calendar/test-entries';
import { calendarQuery, calendarSearch, readCalendarState } from '@/lib/calendar/view-state';

const base = leaveEntry(12, '2026-11-24', 'Emma Novak');
const links = { holidays: true, shifts: false };

describe('calendar entries as shown', () => {
  it('names who and what, with the half of a half day', () => {
    expect(entryText(base, 2)).toEqual({ who: 'Emma Novak', what: 'Annual leave' });
    expect(entryText({ ...base, spent_type: 'first_half' }, 2)).toEqual({ who: 'Emma Novak', what: 'Annual leave (First half)' });
    expect(entryText({ ...base, kind: 'holiday', title: 'Christmas Day', person: null, spent_type: null, source: { type: 'holiday', id: 3, year: 2026 } }, 2)).toEqual({
      who: 'Christmas Day',
      what: 'Company holiday',
    });
    expect(entryText({ ...base, kind: 'holiday', title: 'Offsite', person: null, people_count: 1, source: { type: 'holiday', id: 3, year: 2026 } }, 2).what).toBe('Holiday for 1 person');
    expect(
      entryText({ ...base, kind: 'shift', title: 'Morning', person: null, start_time: '09:00', end_time: '17:30', people_count: 12, source: { type: 'shift', template_id: 1 } }, 1).what,
    ).toBe('9:00 AM–5:30 PM · 12 people');
    expect(entryText({ ...base, kind: 'anniversary', title: '3 years at the company', source: { type: 'profile', username: 'emma.novak' } }, 2)).toEqual({
      who: 'Emma Novak',
      what: '3 years at the company',
    });
  });

  it('links an entry to its source, when the viewer may open it', () => {
    expect(entryHref(base, links)).toBe('/leave/application/view/12');
    expect(entryHref({ ...base, kind: 'birthday', source: { type: 'profile', username: 'emma.novak' } }, links)).toBe('/people/profile/view/emma.novak');
    const holiday = { ...base, kind: 'holiday' as const, source: { type: 'holiday' as const, id: 3, year: 2027 } };
    expect(entryHref(holiday, links)).toBe('/settings/leave/holidays?year=2027');
    expect(entryHref(holiday, { ...links, holidays: false })).toBeNull();
    const shift = { ...base, kind: 'shift' as const, source: { type: 'shift' as const, template_id: 1 } };
    expect(entryHref(shift, links)).toBeNull();
    expect(entryHref(shift, { ...links, shifts: true })).toBe('/settings/time/shift-assignment');
  });
});

describe('the calendar URL', () => {
  it('reads the view, date, kinds and department, ignoring what is malformed', () => {
    expect(readCalendarState({})).toEqual({ view: 'month', date: null, kinds: ['holiday', 'leave', 'birthday', 'anniversary', 'shift'], departmentId: null });
    expect(readCalendarState(new URLSearchParams('view=week&date=2026-11-24&kinds=leave,shift&department=3'))).toEqual({
      view: 'week',
      date: '2026-11-24',
      kinds: ['leave', 'shift'],
      departmentId: 3,
    });
    expect(readCalendarState({ view: 'year', date: '2026-02-30', department: 'x' })).toMatchObject({ view: 'month', date: null, departmentId: null });
  });

  it('writes it back without defaults, and asks the upstream for every kind', () => {
    const state = readCalendarState({ view: 'week', date: '2026-11-24', kinds: 'leave', department: '3' });
    expect(calendarSearch(state)).toBe('?view=week&date=2026-11-24&kinds=leave&department=3');
    expect(calendarSearch(readCalendarState({}))).toBe('?view=month');
    expect(readCalendarState(new URLSearchParams(calendarSearch(state)))).toEqual(state);
    expect(calendarQuery(state)).toEqual({ view: 'week', date: '2026-11-24', department_id: 3 });
    expect(calendarQuery(readCalendarState({}))).toEqual({ view: 'month' });
  });
});
