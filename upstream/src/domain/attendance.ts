import type { Database, Statement } from 'better-sqlite3';
import { isoDay } from '../../../lib/date-time/calendar';
import type {
  AttendanceDay,
  AttendanceEntry,
  CalendarDay,
  Clock,
  MonthlySummary,
  ReviewStatus,
  Shift,
} from '../../../lib/time/schemas';
import { secondsBetween } from '../../../lib/date-time/wall-time';
import { HolidayStore } from './leave-settings';
import { PERSON_ROW_COLUMNS, type PersonRow as BasePersonRow } from './users';

/**
 * Attendances, their clocks and breaks: reading them for calendars, the bird
 * view and details, and the rules that judge a day. late_status and
 * completed_status are stored (reviewers may override them with the flags);
 * review_status is derived: a running clock has none, an unapproved clock makes
 * the day abnormal, a day without a shift is unassigned, else it is completed
 * or incomplete.
 */

/** A first clock-in later than the shift start by more than this is late. */
export const LATE_GRACE_MINUTES = 5;
/** A day whose worked time falls short of the shift by more than this is incomplete. */
export const COMPLETION_TOLERANCE_MINUTES = 5;
/** A clock left running longer than this is abnormal: clocking it out needs Confirm Clock Out. */
export const ABNORMAL_AFTER_HOURS = 16;

export interface AttendanceRow {
  id: number;
  user_id: number;
  working_date: string;
  working_place: 1 | 2;
  shift_name: string | null;
  shift_start_time: string | null;
  shift_end_time: string | null;
  shift_work_time: number | null;
  late_status: 0 | 1;
  completed_status: 0 | 1;
  comment: string | null;
}

export interface ClockRow {
  id: number;
  attendance_id: number;
  user_id: number;
  start_date_time: string;
  end_date_time: string | null;
  approved_at: string | null;
}

export interface BreakRow {
  id: number;
  clock_id: number;
  start_date_time: string;
  end_date_time: string | null;
}

export type LoadedClock = ClockRow & { breaks: BreakRow[] };
export type LoadedAttendance = AttendanceRow & { clocks: LoadedClock[] };

export interface ShiftRow {
  user_id: number;
  date: string;
  id: number;
  template_id: number | null;
  name: string;
  start_time: string;
  end_time: string;
  work_time: number;
}

export interface TimeOffRow {
  user_id: number | null;
  date: string;
  kind: 'holiday' | 'leave';
  name: string;
  spent_type: 'full' | 'first_half' | 'second_half';
}

/** A person row with the account status the attendance rules look at. */
export interface PersonRow extends BasePersonRow {
  status: string;
  /** The discharge date (YYYY-MM-DD…) of an archived person, else null. */
  archived_at: string | null;
  /** The first working day (YYYY-MM-DD), if known. */
  joining_date: string | null;
}

/** The day a person joined, if known: nobody expects them at work before it. */
export const joinedOn = (row: Pick<PersonRow, 'joining_date'>): string | null => row.joining_date?.slice(0, 10) || null;

/** The first day a person no longer works here: their discharge date, if any. */
export const dischargedFrom = (row: Pick<PersonRow, 'status' | 'archived_at'>): string | null =>
  row.status === 'archived' && row.archived_at ? row.archived_at.slice(0, 10) : null;

/**
 * On staff during a period that starts on `start`: active, or discharged after
 * it (their last days fall inside it). ON_STAFF_SQL is the same rule for a query.
 */
export const onStaffFrom = (row: Pick<PersonRow, 'status' | 'archived_at'>, start: string): boolean =>
  row.status === 'active' || (dischargedFrom(row) ?? '') > start;
export const ON_STAFF_SQL = `(u.status = 'active' OR (u.status = 'archived' AND substr(u.archived_at, 1, 10) > @start))`;
export { toPerson } from './users';

// ── Judging a day ────────────────────────────────────────────────────────

export interface DayTotals {
  /** Worked seconds (breaks excluded). */
  spent: number;
  breakTime: number;
  /** Seconds on the clock, breaks included. */
  gross: number;
  clockIn: string | null;
  clockOut: string | null;
  openClock: LoadedClock | null;
  openBreak: BreakRow | null;
  unapproved: number;
}

/** Totals of a day's clocks; running clocks and breaks count up to `now` (a wall time). */
export function dayTotals(attendance: Pick<LoadedAttendance, 'clocks'>, now: string): DayTotals {
  let gross = 0;
  let breakTime = 0;
  let openClock: LoadedClock | null = null;
  let openBreak: BreakRow | null = null;
  let unapproved = 0;
  for (const clock of attendance.clocks) {
    const end = clock.end_date_time ?? now;
    gross += Math.max(0, secondsBetween(clock.start_date_time, end));
    if (!clock.end_date_time) openClock = clock;
    if (!clock.approved_at) unapproved += 1;
    for (const item of clock.breaks) {
      breakTime += Math.max(0, secondsBetween(item.start_date_time, item.end_date_time ?? end));
      if (!item.end_date_time && !clock.end_date_time) openBreak = item;
    }
  }
  const closed = attendance.clocks.filter((clock) => clock.end_date_time);
  return {
    spent: Math.max(0, gross - breakTime),
    breakTime,
    gross,
    clockIn: attendance.clocks[0]?.start_date_time ?? null,
    clockOut: openClock ? null : (closed.at(-1)?.end_date_time ?? null),
    openClock,
    openBreak,
    unapproved,
  };
}

const shiftStart = (attendance: Pick<AttendanceRow, 'working_date' | 'shift_start_time'>) =>
  `${attendance.working_date} ${attendance.shift_start_time}:00`;

/** Late: the first clock-in came more than the grace after the shift started. */
export function isLate(attendance: Pick<LoadedAttendance, 'working_date' | 'shift_start_time' | 'clocks'>): 0 | 1 {
  const first = attendance.clocks[0]?.start_date_time;
  if (!first || !attendance.shift_start_time) return 0;
  return secondsBetween(shiftStart(attendance), first) > LATE_GRACE_MINUTES * 60 ? 1 : 0;
}

/** Complete: the worked time reached the shift's work time (a day without a shift is complete once clocked out). */
export function isComplete(attendance: Pick<LoadedAttendance, 'shift_work_time' | 'clocks'>, now: string): 0 | 1 {
  const totals = dayTotals(attendance, now);
  if (totals.openClock || attendance.clocks.length === 0) return 0;
  if (attendance.shift_work_time === null) return 1;
  return totals.spent >= (attendance.shift_work_time - COMPLETION_TOLERANCE_MINUTES) * 60 ? 1 : 0;
}

export function reviewStatusOf(attendance: LoadedAttendance, totals: DayTotals): ReviewStatus | null {
  if (attendance.clocks.length === 0 || totals.openClock) return null;
  if (totals.unapproved > 0) return 'abnormal';
  if (attendance.shift_start_time === null) return 'unassigned';
  return attendance.completed_status === 1 ? 'completed' : 'incomplete';
}

export const REVIEW_TEXTS: Record<ReviewStatus, string> = {
  completed: 'You worked the whole shift.',
  incomplete: 'You clocked out before your shift’s work time was reached.',
  unassigned: 'No shift was assigned to you for this day.',
  abnormal: 'Your clock times are waiting for a reviewer.',
};

/** The open clock has been running too long to be believed without asking. */
export function isAbnormalOpenClock(clock: Pick<ClockRow, 'start_date_time'> | null, now: string): boolean {
  return clock !== null && secondsBetween(clock.start_date_time, now) > ABNORMAL_AFTER_HOURS * 3600;
}

// ── Wire shapes ──────────────────────────────────────────────────────────

export function toClock(clock: LoadedClock): Clock {
  return {
    id: clock.id,
    attendance_id: clock.attendance_id,
    start_date_time: clock.start_date_time,
    end_date_time: clock.end_date_time,
    circle_completed: clock.end_date_time !== null,
    approved_at: clock.approved_at,
    breaks: clock.breaks.map((item) => ({
      id: item.id,
      start_date_time: item.start_date_time,
      end_date_time: item.end_date_time,
      circle_completed: item.end_date_time !== null,
    })),
  };
}

export function toAttendanceDay(attendance: LoadedAttendance, now: string): AttendanceDay {
  const totals = dayTotals(attendance, now);
  return {
    id: attendance.id,
    present: attendance.clocks.length > 0,
    working_place: attendance.working_place,
    late_status: attendance.late_status,
    completed_status: attendance.completed_status,
    clock_in: totals.clockIn,
    clock_out: totals.clockOut,
    spent_time: totals.spent,
    break_time: totals.breakTime,
    count_unapproved: totals.unapproved,
    has_comment: !!attendance.comment?.trim(),
    unassigned: attendance.shift_start_time === null,
    is_open: totals.openClock !== null,
    review_status: reviewStatusOf(attendance, totals),
  };
}

export function tagsOf(day: AttendanceDay): string[] {
  const tags: string[] = [];
  if (day.is_open) tags.push('present');
  else tags.push(day.completed_status === 1 ? 'completed' : 'incomplete');
  if (day.late_status === 1) tags.push('late');
  if (day.working_place === 2) tags.push('remote');
  if (day.unassigned) tags.push('unassigned');
  if (day.count_unapproved > 0) tags.push('irregular');
  return tags;
}

export function toEntry(attendance: LoadedAttendance, now: string): AttendanceEntry {
  const day = toAttendanceDay(attendance, now);
  return {
    id: attendance.id,
    user_id: attendance.user_id,
    working_date: attendance.working_date,
    present: day.present,
    working_place: attendance.working_place,
    shift_start_time: attendance.shift_start_time,
    shift_work_time: attendance.shift_work_time,
    late_status: attendance.late_status,
    completed_status: attendance.completed_status,
    spent_time: day.spent_time,
    break_time: day.break_time,
    comment: attendance.comment,
    clocks: attendance.clocks.map(toClock),
    status_widget: { clock_in: day.clock_in, clock_out: day.clock_out, break_time: day.break_time, spent_time: day.spent_time },
    flags: { is_remote: attendance.working_place === 2, is_late: attendance.late_status === 1, is_incomplete: attendance.completed_status === 0 },
    tags: tagsOf(day),
    shifts:
      attendance.shift_start_time && attendance.shift_work_time !== null
        ? [{ name: attendance.shift_name ?? 'Shift', start_time: attendance.shift_start_time, work_time: attendance.shift_work_time }]
        : [],
    count_unapproved: day.count_unapproved,
    review_status: day.review_status,
  };
}

export const toShift = (row: Pick<ShiftRow, 'name' | 'start_time' | 'end_time' | 'work_time'>): Shift => ({
  name: row.name,
  start_time: row.start_time,
  end_time: row.end_time,
  work_time: row.work_time,
});

// ── Reading ──────────────────────────────────────────────────────────────

export interface RangeData {
  attendances: Map<string, LoadedAttendance>;
  shifts: Map<string, ShiftRow>;
  leave: Map<string, TimeOffRow>;
  /** The holidays each person has, keyed "userId:date": everyone's and the ones they were chosen for. */
  holidays: Map<string, string>;
}

export const dayKey = (userId: number, date: string) => `${userId}:${date}`;

type RangeArgs = [ids: string, start: string, end: string];

export class AttendanceStore {
  private readonly byId: Statement<[number], AttendanceRow>;
  private readonly byUserDate: Statement<[number, string], AttendanceRow>;
  private readonly clocksOf: Statement<[string], ClockRow>;
  private readonly breaksOf: Statement<[string], BreakRow>;
  private readonly rangeAttendances: Statement<RangeArgs, AttendanceRow>;
  private readonly rangeClocks: Statement<RangeArgs, ClockRow>;
  private readonly rangeBreaks: Statement<RangeArgs, BreakRow>;
  private readonly rangeShifts: Statement<RangeArgs, ShiftRow>;
  private readonly rangeTimeOff: Statement<RangeArgs, TimeOffRow>;
  private readonly openClockOf: Statement<[number], ClockRow>;
  private readonly clocksAround: Statement<[number, number, string, string], ClockRow>;
  private readonly publishedShift: Statement<[number, string], ShiftRow>;
  private readonly person: Statement<[number], PersonRow>;
  private readonly lastEnded: Statement<[number, string], number>;

  private readonly holidayStore: HolidayStore;

  constructor(readonly db: Database) {
    this.holidayStore = new HolidayStore(db);
    this.byId = db.prepare('SELECT * FROM attendances WHERE id = ?');
    this.byUserDate = db.prepare('SELECT * FROM attendances WHERE user_id = ? AND working_date = ?');
    this.clocksOf = db.prepare(
      'SELECT * FROM attendance_clocks WHERE attendance_id IN (SELECT value FROM json_each(?)) ORDER BY start_date_time, id',
    );
    this.breaksOf = db.prepare(
      'SELECT * FROM attendance_breaks WHERE clock_id IN (SELECT value FROM json_each(?)) ORDER BY start_date_time, id',
    );
    const inRange = 'a.user_id IN (SELECT value FROM json_each(?)) AND a.working_date BETWEEN ? AND ?';
    this.rangeAttendances = db.prepare(`SELECT a.* FROM attendances a WHERE ${inRange}`);
    this.rangeClocks = db.prepare(
      `SELECT c.* FROM attendance_clocks c JOIN attendances a ON a.id = c.attendance_id WHERE ${inRange} ORDER BY c.start_date_time, c.id`,
    );
    this.rangeBreaks = db.prepare(
      `SELECT b.* FROM attendance_breaks b JOIN attendance_clocks c ON c.id = b.clock_id JOIN attendances a ON a.id = c.attendance_id
        WHERE ${inRange} ORDER BY b.start_date_time, b.id`,
    );
    this.rangeShifts = db.prepare(
      `SELECT user_id, date, id, template_id, name, start_time, end_time, work_time FROM shift_assignments
        WHERE user_id IN (SELECT value FROM json_each(?)) AND date BETWEEN ? AND ? AND is_published = 1`,
    );
    this.rangeTimeOff = db.prepare(
      `SELECT user_id, date, kind, name, spent_type FROM time_off_days
        WHERE (user_id IS NULL OR user_id IN (SELECT value FROM json_each(?))) AND date BETWEEN ? AND ?`,
    );
    this.openClockOf = db.prepare('SELECT * FROM attendance_clocks WHERE user_id = ? AND end_date_time IS NULL ORDER BY start_date_time DESC LIMIT 1');
    this.clocksAround = db.prepare(
      `SELECT * FROM attendance_clocks WHERE user_id = ? AND attendance_id <> ?
          AND start_date_time < ? AND (end_date_time IS NULL OR end_date_time > ?)`,
    );
    this.publishedShift = db.prepare(
      `SELECT user_id, date, id, template_id, name, start_time, end_time, work_time FROM shift_assignments
        WHERE user_id = ? AND date = ? AND is_published = 1`,
    );
    this.lastEnded = db
      .prepare<[number, string], number>('SELECT id FROM attendances WHERE user_id = ? AND updated_at >= ? ORDER BY updated_at DESC, id DESC LIMIT 1')
      .pluck();
    this.person = db.prepare(
      `SELECT ${PERSON_ROW_COLUMNS}, u.status, u.archived_at, u.joining_date
         FROM users u LEFT JOIN designations d ON d.id = u.designation_id WHERE u.id = ?`,
    );
  }

  findPerson(id: number): PersonRow | undefined {
    return this.person.get(id);
  }

  find(id: number): AttendanceRow | undefined {
    return this.byId.get(id);
  }

  findByDate(userId: number, date: string): AttendanceRow | undefined {
    return this.byUserDate.get(userId, date);
  }

  /** Attaches clocks and breaks. */
  load(rows: AttendanceRow[]): LoadedAttendance[] {
    if (rows.length === 0) return [];
    const clocks = this.clocksOf.all(JSON.stringify(rows.map((row) => row.id)));
    const breaks = clocks.length ? this.breaksOf.all(JSON.stringify(clocks.map((clock) => clock.id))) : [];
    return this.assemble(rows, clocks, breaks);
  }

  loadOne(id: number): LoadedAttendance | undefined {
    const row = this.find(id);
    return row ? this.load([row])[0] : undefined;
  }

  private assemble(rows: AttendanceRow[], clocks: ClockRow[], breaks: BreakRow[]): LoadedAttendance[] {
    const breaksByClock = new Map<number, BreakRow[]>();
    for (const item of breaks) {
      const list = breaksByClock.get(item.clock_id);
      if (list) list.push(item);
      else breaksByClock.set(item.clock_id, [item]);
    }
    const byAttendance = new Map<number, LoadedClock[]>();
    for (const clock of clocks) {
      const loaded = { ...clock, breaks: breaksByClock.get(clock.id) ?? [] };
      const list = byAttendance.get(clock.attendance_id);
      if (list) list.push(loaded);
      else byAttendance.set(clock.attendance_id, [loaded]);
    }
    return rows.map((row) => ({ ...row, clocks: byAttendance.get(row.id) ?? [] }));
  }

  /** Everything the calendars need for these people between two dates, keyed "userId:date". */
  range(userIds: readonly number[], start: string, end: string): RangeData {
    const args: RangeArgs = [JSON.stringify(userIds), start, end];
    const attendances = new Map<string, LoadedAttendance>();
    for (const item of this.assemble(this.rangeAttendances.all(...args), this.rangeClocks.all(...args), this.rangeBreaks.all(...args))) {
      attendances.set(dayKey(item.user_id, item.working_date), item);
    }
    const shifts = new Map<string, ShiftRow>();
    for (const shift of this.rangeShifts.all(...args)) shifts.set(dayKey(shift.user_id, shift.date), shift);
    const leave = new Map<string, TimeOffRow>();
    for (const row of this.rangeTimeOff.all(...args)) {
      if (row.kind === 'leave' && row.user_id !== null) leave.set(dayKey(row.user_id, row.date), row);
    }
    const holidays = new Map<string, string>();
    for (const userId of userIds) {
      for (const [date, name] of this.holidayStore.daysOf(userId, start, end)) holidays.set(dayKey(userId, date), name);
    }
    return { attendances, shifts, leave, holidays };
  }

  openClock(userId: number): ClockRow | undefined {
    return this.openClockOf.get(userId);
  }

  /** The person's clocks on other attendances that touch [from, to]. */
  otherClocks(userId: number, attendanceId: number, from: string, to: string): ClockRow[] {
    return this.clocksAround.all(userId, attendanceId, to, from);
  }

  /** The person's attendance changed last, if that was at or after `since` (a wall time). */
  lastChangedSince(userId: number, since: string): number | undefined {
    return this.lastEnded.get(userId, since);
  }

  shiftOn(userId: number, date: string): ShiftRow | undefined {
    return this.publishedShift.get(userId, date);
  }
}

/** One person's days from range data: attendance, leave, holiday, shift and whether it is a working day. */
export function calendarDays(
  userId: number,
  dates: readonly string[],
  data: RangeData,
  repeatOn: readonly number[],
  now: string,
  dischargedOn: string | null = null,
  joined: string | null = null,
): CalendarDay[] {
  return dates.map((date) => {
    const attendance = data.attendances.get(dayKey(userId, date));
    // Before the joining date and from the discharge date on, nobody expects the person at work: no shift, no working day, never absent.
    const gone = (dischargedOn !== null && date >= dischargedOn) || (joined !== null && date < joined);
    const shift = gone ? undefined : data.shifts.get(dayKey(userId, date));
    const leave = data.leave.get(dayKey(userId, date));
    const holiday = data.holidays.get(dayKey(userId, date));
    return {
      date,
      attendance: attendance && attendance.clocks.length > 0 ? toAttendanceDay(attendance, now) : null,
      leave: leave ? { name: leave.name, spent_type: leave.spent_type } : null,
      holiday: holiday ?? null,
      shift: shift ? toShift(shift) : null,
      working_day: !gone && !holiday && (shift ? true : repeatOn.includes(isoDay(date))),
    };
  });
}

/** Counts per status kind and totals, over the month's days up to today. */
export function monthlySummary(month: string, days: readonly CalendarDay[], today: string): MonthlySummary {
  const counts = { present: 0, absent: 0, leave: 0, halfLeave: 0, completed: 0, incomplete: 0, late: 0, remote: 0 };
  let totalSpent = 0;
  let totalShift = 0;
  let irregular = 0;
  let unassigned = 0;
  for (const day of days) {
    if (day.date > today) continue;
    const attendance = day.attendance;
    if (day.leave) {
      if (day.leave.spent_type === 'full') counts.leave += 1;
      else counts.halfLeave += 1;
    }
    if (day.shift && day.date < today) totalShift += day.shift.work_time * 60;
    if (!attendance) {
      if (day.working_day && !day.leave && day.date < today) counts.absent += 1;
      continue;
    }
    counts.present += 1;
    totalSpent += attendance.spent_time;
    if (!attendance.is_open) {
      if (attendance.completed_status === 1) counts.completed += 1;
      else counts.incomplete += 1;
    }
    if (attendance.late_status === 1) counts.late += 1;
    if (attendance.working_place === 2) counts.remote += 1;
    if (attendance.count_unapproved > 0) irregular += 1;
    if (attendance.unassigned) unassigned += 1;
  }
  return { month, counts, total_spent: totalSpent, total_shift: totalShift, irregular, unassigned };
}
