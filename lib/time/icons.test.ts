import { dayBadges, dayIconKind, dayIconLabel } from '@/lib/time/icons';
import type { AttendanceDay, CalendarDay } from '@/lib/time/schemas';

const TODAY = '2026-03-10';
const attendance = (patch: Partial<AttendanceDay> = {}): AttendanceDay => ({
  id: 1,
  present: true,
  working_place: 1,
  late_status: 0,
  completed_status: 1,
  clock_in: '2026-03-09 09:00:00',
  clock_out: '2026-03-09 17:00:00',
  spent_time: 27_000,
  break_time: 1_800,
  count_unapproved: 0,
  has_comment: false,
  unassigned: false,
  is_open: false,
  review_status: 'completed',
  ...patch,
});
const day = (patch: Partial<CalendarDay> = {}): CalendarDay => ({
  date: '2026-03-09',
  attendance: null,
  leave: null,
  holiday: null,
  shift: { name: 'Morning', start_time: '09:00', end_time: '17:00', work_time: 420 },
  working_day: true,
  ...patch,
});

describe('calendar icon kinds', () => {
  it('shows what happened on a worked day', () => {
    expect(dayIconKind(day({ attendance: attendance() }), TODAY)).toBe('completed');
    expect(dayIconKind(day({ attendance: attendance({ completed_status: 0 }) }), TODAY)).toBe('incomplete');
    expect(dayIconKind(day({ attendance: attendance({ unassigned: true }) }), TODAY)).toBe('unassigned');
    expect(dayIconKind(day({ attendance: attendance({ count_unapproved: 1 }) }), TODAY)).toBe('irregular');
    expect(dayIconKind(day({ date: TODAY, attendance: attendance({ is_open: true, completed_status: 0 }) }), TODAY)).toBe('present');
  });

  it('puts irregular before everything else a worked day can be', () => {
    expect(dayIconKind(day({ attendance: attendance({ count_unapproved: 2, is_open: true, unassigned: true }) }), TODAY)).toBe('irregular');
  });

  it('shows leave, holidays, absence and nothing', () => {
    expect(dayIconKind(day({ holiday: 'Founders Day' }), TODAY)).toBe('holiday');
    expect(dayIconKind(day({ leave: { name: 'Annual leave', spent_type: 'full' } }), TODAY)).toBe('leave');
    expect(dayIconKind(day({ leave: { name: 'Annual leave', spent_type: 'first_half' } }), TODAY)).toBe('half_leave');
    expect(dayIconKind(day(), TODAY)).toBe('absent');
    expect(dayIconKind(day({ working_day: false }), TODAY)).toBe('neutral');
    expect(dayIconKind(day({ date: TODAY }), TODAY)).toBe('neutral');
    expect(dayIconKind(day({ date: '2026-03-11' }), TODAY)).toBe('neutral');
  });

  it('adds badges for late, remote, half leave and comments', () => {
    expect(dayBadges(day({ attendance: attendance() }))).toEqual([]);
    expect(
      dayBadges(
        day({
          attendance: attendance({ late_status: 1, working_place: 2, has_comment: true }),
          leave: { name: 'Annual leave', spent_type: 'second_half' },
        }),
      ),
    ).toEqual(['late', 'remote', 'half_leave', 'comment']);
    expect(dayBadges(day({ leave: { name: 'Annual leave', spent_type: 'full' } }))).toEqual([]);
  });

  it('says it in words', () => {
    expect(dayIconLabel(day({ attendance: attendance({ late_status: 1, working_place: 2 }) }), TODAY)).toBe('Completed, late, remote');
    expect(dayIconLabel(day(), TODAY)).toBe('Absent');
  });
});
