import type { CalendarDay } from '@/lib/time/schemas';

/**
 * Calendar cell icon kinds (spec part 1 §3). A day shows one main icon for
 * what happened, plus small badges (late, remote, comment, half leave) for
 * what else is true of it.
 */

export const CALENDAR_ICON_KINDS = [
  'present',
  'completed',
  'incomplete',
  'neutral',
  'leave',
  'absent',
  'unassigned',
  'irregular',
  'late',
  'remote',
  'half_leave',
  'comment',
  'holiday',
] as const;
export type CalendarIconKind = (typeof CALENDAR_ICON_KINDS)[number];

export const ICON_LABELS: Record<CalendarIconKind, string> = {
  present: 'Present',
  completed: 'Completed',
  incomplete: 'Incomplete',
  neutral: 'No record',
  leave: 'On leave',
  absent: 'Absent',
  unassigned: 'Unassigned',
  irregular: 'Irregular',
  late: 'Late',
  remote: 'Remote',
  half_leave: 'Half-day leave',
  comment: 'Comment',
  holiday: 'Holiday',
};

type Day = Pick<CalendarDay, 'date' | 'attendance' | 'leave' | 'holiday' | 'working_day'>;

/** The main icon of a day, seen on `today`. */
export function dayIconKind(day: Day, today: string): CalendarIconKind {
  const attendance = day.attendance;
  if (attendance?.present) {
    if (attendance.count_unapproved > 0) return 'irregular';
    if (attendance.is_open) return 'present';
    if (attendance.unassigned) return 'unassigned';
    return attendance.completed_status === 1 ? 'completed' : 'incomplete';
  }
  if (day.holiday) return 'holiday';
  if (day.leave) return day.leave.spent_type === 'full' ? 'leave' : 'half_leave';
  if (day.date < today && day.working_day) return 'absent';
  return 'neutral';
}

/** The badges beside the main icon, in a fixed order. */
export function dayBadges(day: Day): CalendarIconKind[] {
  const attendance = day.attendance;
  if (!attendance?.present) return [];
  const badges: CalendarIconKind[] = [];
  if (attendance.late_status === 1) badges.push('late');
  if (attendance.working_place === 2) badges.push('remote');
  if (day.leave && day.leave.spent_type !== 'full') badges.push('half_leave');
  if (attendance.has_comment) badges.push('comment');
  return badges;
}

/** "Completed, late, remote": what a screen reader hears for a day. */
export function dayIconLabel(day: Day, today: string): string {
  const kinds = [dayIconKind(day, today), ...dayBadges(day)];
  return kinds.map((kind, i) => (i === 0 ? ICON_LABELS[kind] : ICON_LABELS[kind].toLowerCase())).join(', ');
}
