import type { Permission } from '@/lib/auth/permissions';
import type { Result } from '@/lib/errors';
import { holidayYears, joinHolidays, known, PROFILE_SECTION_KEYS, profileSectionsToLoad, seesNote } from './profile-section-plan';
import type { PersonHoliday } from './schemas';

const holding = (...permissions: Permission[]) => (permission: Permission) => permissions.includes(permission);
const holiday = (id: number, start_date: string): PersonHoliday => ({ id, name: `Holiday ${id}`, start_date, end_date: start_date, for_everyone: true });
const ok = <T,>(data: T): Result<T> => ({ ok: true, status: 200, data });
const refused: Result<never> = { ok: false, status: 403, error: { kind: 'abort', status: 403, message: 'Forbidden' } };

describe('profileSectionsToLoad', () => {
  it('reads every section of the viewer’s own profile, without view_employee', () => {
    expect(profileSectionsToLoad({ isOwn: true, holds: holding('create_feed', 'view_leave_application') })).toEqual(PROFILE_SECTION_KEYS);
  });

  it('reads every section of someone else’s profile with view_employee', () => {
    expect(profileSectionsToLoad({ isOwn: false, holds: holding('view_employee') })).toEqual(PROFILE_SECTION_KEYS);
  });

  it('reads none of a colleague’s profile without view_employee: every section GET would be refused', () => {
    expect(profileSectionsToLoad({ isOwn: false, holds: holding('create_feed', 'view_leave_application', 'view_holiday') })).toEqual([]);
  });

  it('reads each section once, documents and holidays included', () => {
    expect(new Set(PROFILE_SECTION_KEYS).size).toBe(PROFILE_SECTION_KEYS.length);
    expect(PROFILE_SECTION_KEYS).toEqual(expect.arrayContaining(['employment', 'salaryHistory', 'leave', 'holidays', 'fileDocuments', 'linkDocuments']));
  });
});

describe('seesNote', () => {
  it('is for holders of view_employee only, their own profile or not', () => {
    expect(seesNote({ isOwn: true, holds: holding() })).toBe(false);
    expect(seesNote({ isOwn: false, holds: holding('view_employee') })).toBe(true);
  });
});

describe('holidayYears', () => {
  it('is the tenant’s year, from its wall time, and the next', () => {
    expect(holidayYears('2025-12-31 23:30:00')).toEqual([2025, 2026]);
    expect(holidayYears('2026-01-01 00:10:00')).toEqual([2026, 2027]);
  });
});

describe('joinHolidays', () => {
  it('lists this year’s holidays, then next year’s', () => {
    const joined = joinHolidays([ok({ data: [holiday(1, '2026-05-01')] }), ok({ data: [holiday(2, '2027-01-01'), holiday(3, '2027-05-01')] })]);
    expect(joined).toEqual(ok([holiday(1, '2026-05-01'), holiday(2, '2027-01-01'), holiday(3, '2027-05-01')]));
  });

  it('fails the section when either year’s call failed, rather than showing half the holidays', () => {
    expect(joinHolidays([ok({ data: [holiday(1, '2026-05-01')] }), refused])).toEqual(refused);
    expect(joinHolidays([refused, ok({ data: [] })])).toEqual(refused);
  });
});

describe('known', () => {
  it('tells a section never filled (null) from one that could not be loaded (undefined)', () => {
    expect(known(ok(null))).toBeNull();
    expect(known(ok({ city: 'Hamburg' }))).toEqual({ city: 'Hamburg' });
    expect(known(refused)).toBeUndefined();
    expect(known(undefined)).toBeUndefined();
  });
});
