import { formatWallTime } from '../../../lib/date-time/zone';
import type { Statement } from 'better-sqlite3';
import { COMMENT_MAX_LENGTH } from '../../../lib/constants';
import { CLOCK_MESSAGES, VALIDATION_MESSAGES } from '../../../lib/messages';
import { clockRefusal, type ClockEvent } from '../../../lib/time/clock-state';
import { clockMessages, validateClocks } from '../../../lib/time/clock-validation';
import type {
  AttendanceEntry,
  ClockInput,
  ClockOutPayload,
  ClockSummary,
  FindShift,
  FlagsPayload,
} from '../../../lib/time/schemas';
import { addSeconds, normalizeWall } from '../../../lib/date-time/wall-time';
import { HttpError, unprocessable, validationFailed, type FieldErrors } from '../http/respond';
import { emitClockStatus } from '../realtime/bus';
import type { Services } from '../services';
import {
  AttendanceStore,
  dayTotals,
  isAbnormalOpenClock,
  isComplete,
  isLate,
  REVIEW_TEXTS,
  reviewStatusOf,
  toClock,
  toEntry,
  toShift,
  type AttendanceRow,
  type LoadedAttendance,
  type ShiftRow,
} from './attendance';
import { AttendanceSetup } from './attendance-setup';
import { createNotifications } from './notifications';
import { ShiftService } from './shift';
import { shiftWorkMinutes } from '../../../lib/time/shift';

/**
 * What changes attendance: clocking (in, break, resume and the three
 * clock-outs), reviewers' edits, adding a missing day. Each change runs in one
 * transaction, then tells the person's clock widgets (clock_status) and, where
 * a reviewer is needed, the people who hold edit_any_attendance.
 */

export interface Actor {
  id: number;
  permissions: ReadonlySet<string>;
}

export const NATURE_REQUIRED = 'Please tell us whether your clock times are Correct or Incorrect before you clock out.';
/** A day clocked out or corrected this recently still shows in the widget after midnight. */
export const RECENT_HOURS = 12;
export const RUNNING_CLOCK = 'This attendance has a running clock. Edit it after the clock-out.';

const justAMinute = (message: string) => new HttpError(424, { message });

/** A 422 carrying the clock-out rules' messages, as the Confirm Clock Out form expects. */
function clockErrors(messages: string[], description?: string): HttpError {
  const errors: FieldErrors = {};
  if (messages.length) errors.clocks = messages;
  if (description) errors.description = [description];
  return validationFailed(errors);
}

interface ClockDraftRow {
  id?: number;
  start: string;
  end: string;
  breaks: { start: string; end: string }[];
}

export class AttendanceService {
  readonly store: AttendanceStore;
  private readonly insertAttendance: Statement<[number, string, number, string | null, string | null, string | null, number | null, string, string]>;
  private readonly insertClock: Statement<[number, number, string, string | null, string | null]>;
  private readonly insertBreak: Statement<[number, string, string | null]>;
  private readonly closeClock: Statement<[string, number]>;
  private readonly closeBreak: Statement<[string, number]>;
  private readonly unapproveClock: Statement<[number]>;
  private readonly deleteClocks: Statement<[number]>;
  private readonly setStatuses: Statement<[number, number, string, number]>;
  private readonly setComment: Statement<[string | null, string, number]>;
  private readonly setFlags: Statement<[number, number, number, string, number]>;
  private readonly setShift: Statement<[string, string, string, number, string, number]>;
  private readonly approveAll: Statement<[string, number]>;
  private readonly reviewers: Statement<[number], number>;
  private readonly template: Statement<[number], { id: number; name: string; start_time: string; end_time: string; break_time: number }>;

  constructor(private readonly services: Services) {
    const { db } = services;
    this.store = new AttendanceStore(db);
    this.insertAttendance = db.prepare(
      `INSERT INTO attendances (user_id, working_date, working_place, shift_name, shift_start_time, shift_end_time, shift_work_time, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertClock = db.prepare(
      'INSERT INTO attendance_clocks (attendance_id, user_id, start_date_time, end_date_time, approved_at) VALUES (?, ?, ?, ?, ?)',
    );
    this.insertBreak = db.prepare('INSERT INTO attendance_breaks (clock_id, start_date_time, end_date_time) VALUES (?, ?, ?)');
    this.closeClock = db.prepare('UPDATE attendance_clocks SET end_date_time = ? WHERE id = ?');
    this.closeBreak = db.prepare('UPDATE attendance_breaks SET end_date_time = ? WHERE id = ?');
    this.unapproveClock = db.prepare('UPDATE attendance_clocks SET approved_at = NULL WHERE id = ?');
    this.deleteClocks = db.prepare('DELETE FROM attendance_clocks WHERE attendance_id = ?');
    this.setStatuses = db.prepare('UPDATE attendances SET late_status = ?, completed_status = ?, updated_at = ? WHERE id = ?');
    this.setComment = db.prepare('UPDATE attendances SET comment = ?, updated_at = ? WHERE id = ?');
    this.setFlags = db.prepare('UPDATE attendances SET working_place = ?, late_status = ?, completed_status = ?, updated_at = ? WHERE id = ?');
    this.setShift = db.prepare(
      'UPDATE attendances SET shift_name = ?, shift_start_time = ?, shift_end_time = ?, shift_work_time = ?, updated_at = ? WHERE id = ?',
    );
    this.approveAll = db.prepare('UPDATE attendance_clocks SET approved_at = ? WHERE attendance_id = ? AND approved_at IS NULL');
    this.reviewers = db
      .prepare<[number], number>(
        `SELECT DISTINCT u.id FROM users u
           JOIN role_users ru ON ru.user_id = u.id
           JOIN role_permissions rp ON rp.role_id = ru.role_id
           JOIN permissions p ON p.id = rp.permission_id
          WHERE p.name = 'edit_any_attendance' AND u.status = 'active' AND u.id <> ?
          ORDER BY u.id`,
      )
      .pluck();
    this.template = db.prepare('SELECT id, name, start_time, end_time, break_time FROM shift_templates WHERE id = ?');
  }

  /** The tenant's wall time now. */
  wallNow(now: Date = new Date()): string {
    return formatWallTime(now, this.services.settings.get().timezone);
  }

  // ── Clocking ────────────────────────────────────────────────────────────

  /**
   * The widget's state: the open clock's day, else `focus` (the day a clock-out
   * just closed), else today's, else a day that changed within the last hours
   * (a night shift's clock-out, a corrected clock-out), else none.
   */
  summary(actor: Actor, now: Date = new Date(), focus?: number): ClockSummary {
    const wall = this.wallNow(now);
    const today = wall.slice(0, 10);
    const open = this.store.openClock(actor.id);
    const row =
      this.store.find(open?.attendance_id ?? focus ?? 0) ??
      this.store.findByDate(actor.id, today) ??
      this.store.find(this.store.lastChangedSince(actor.id, addSeconds(wall, -RECENT_HOURS * 3600)) ?? 0);
    const attendance = row ? this.store.load([row])[0]! : null;
    const totals = attendance ? dayTotals(attendance, wall) : null;
    const review = attendance && totals ? reviewStatusOf(attendance, totals) : null;
    let shift = null;
    if (attendance?.shift_start_time) {
      shift = {
        name: attendance.shift_name ?? 'Shift',
        start_time: attendance.shift_start_time,
        end_time: attendance.shift_end_time ?? attendance.shift_start_time,
        work_time: attendance.shift_work_time ?? 0,
      };
    } else if (!attendance) {
      const planned = this.store.shiftOn(actor.id, today);
      shift = planned ? toShift(planned) : null;
    }
    return {
      id: attendance?.id ?? null,
      abnormal: isAbnormalOpenClock(totals?.openClock ?? null, wall),
      working_date: attendance?.working_date ?? null,
      clocks: attendance?.clocks.map(toClock) ?? [],
      total_on_clocked: totals?.gross ?? 0,
      is_clocked_in: !!totals?.openClock,
      is_on_break: !!totals?.openBreak,
      can_clock: actor.permissions.has('allow_clock_in_out_attendance'),
      can_break: actor.permissions.has('allow_clock_break_resume_attendance'),
      spent_time: totals?.spent ?? 0,
      start_time: totals?.clockIn ?? null,
      end_time: totals?.clockOut ?? null,
      review_status: review,
      review_text: review ? REVIEW_TEXTS[review] : null,
      shift,
      server_time: wall,
    };
  }

  private refuse(state: 'clocked_out' | 'clocked_in' | 'on_break', event: ClockEvent): never {
    throw unprocessable(clockRefusal(state, event) ?? 'This clock action is not available now.');
  }

  private stateOf(userId: number) {
    const open = this.store.openClock(userId);
    if (!open) return { state: 'clocked_out' as const, open: null, attendance: null };
    const attendance = this.store.loadOne(open.attendance_id)!;
    const clock = attendance.clocks.find((item) => item.id === open.id)!;
    const openBreak = clock.breaks.find((item) => !item.end_date_time) ?? null;
    return { state: openBreak ? ('on_break' as const) : ('clocked_in' as const), open: clock, openBreak, attendance };
  }

  clockIn(actor: Actor, workingPlace: 1 | 2 = 1, now: Date = new Date()): ClockSummary {
    const wall = this.wallNow(now);
    const today = wall.slice(0, 10);
    this.services.db.transaction(() => {
      const { state } = this.stateOf(actor.id);
      if (state !== 'clocked_out') this.refuse(state, 'clock_in');
      const existing = this.store.findByDate(actor.id, today);
      const attendanceId = existing?.id ?? this.createAttendance(actor.id, today, workingPlace, this.store.shiftOn(actor.id, today), wall);
      this.insertClock.run(attendanceId, actor.id, wall, null, wall);
      const attendance = this.store.loadOne(attendanceId)!;
      if (attendance.clocks.length === 1) this.setStatuses.run(isLate(attendance), 0, wall, attendanceId);
    })();
    this.announce(actor.id, 'clocked_in');
    return this.summary(actor, now);
  }

  startBreak(actor: Actor, now: Date = new Date()): ClockSummary {
    const wall = this.wallNow(now);
    this.services.db.transaction(() => {
      const current = this.stateOf(actor.id);
      if (current.state !== 'clocked_in') this.refuse(current.state, 'break');
      this.insertBreak.run(current.open!.id, wall, null);
    })();
    this.announce(actor.id, 'on_break');
    return this.summary(actor, now);
  }

  resume(actor: Actor, now: Date = new Date()): ClockSummary {
    const wall = this.wallNow(now);
    this.services.db.transaction(() => {
      const current = this.stateOf(actor.id);
      if (current.state !== 'on_break') this.refuse(current.state, 'resume');
      this.closeBreak.run(wall, current.openBreak!.id);
    })();
    this.announce(actor.id, 'clocked_in');
    return this.summary(actor, now);
  }

  /** Closes the open break and clock at `wall` and judges the day; returns the attendance. */
  private closeOpenClock(current: ReturnType<AttendanceService['stateOf']>, wall: string): LoadedAttendance {
    if (current.openBreak) this.closeBreak.run(wall, current.openBreak.id);
    this.closeClock.run(wall, current.open!.id);
    const attendance = this.store.loadOne(current.attendance!.id)!;
    this.setStatuses.run(attendance.late_status, isComplete(attendance, wall), wall, attendance.id);
    return attendance;
  }

  /**
   * Someone who can no longer sign in (deactivated, discharged) cannot clock out, and a running clock cannot be
   * edited: their open break and clock end now, and the day goes to a reviewer like any clock it did not end itself.
   * Nothing when they are not clocked in.
   */
  clockOutOnLeaving(userId: number, why: 'deactivated' | 'discharged', now: Date = new Date()): void {
    const wall = this.wallNow(now);
    const closed = this.services.db.transaction((): LoadedAttendance | null => {
      const current = this.stateOf(userId);
      if (current.state === 'clocked_out') return null;
      const attendance = this.closeOpenClock(current, wall);
      this.unapproveClock.run(current.open!.id);
      return attendance;
    })();
    if (!closed) return;
    this.notifyNeedsReview(userId, closed, `${this.personName(userId)}’s clock was ended when they were ${why} (${closed.working_date}); the attendance needs a review.`);
    this.announce(userId, 'clocked_out');
  }

  /** The plain clock-out; a clock left running too long must go through Confirm Clock Out instead (424). */
  clockOutGeneral(actor: Actor, now: Date = new Date()): ClockSummary {
    const wall = this.wallNow(now);
    const closed = this.services.db.transaction((): LoadedAttendance => {
      const current = this.stateOf(actor.id);
      if (current.state === 'clocked_out') this.refuse(current.state, 'clock_out');
      if (isAbnormalOpenClock(current.open, wall)) {
        throw justAMinute(
          `Your clock has been running since ${current.open!.start_date_time.slice(0, 16)}. Please confirm your clock times before you clock out.`,
        );
      }
      return this.closeOpenClock(current, wall);
    })();
    this.announce(actor.id, 'clocked_out');
    return this.summary(actor, now, closed.id);
  }

  /** Nature "normal" (Correct): the times stand as they are; an abnormal day goes to a reviewer. */
  clockOutNormal(actor: Actor, payload: Partial<ClockOutPayload>, now: Date = new Date()): ClockSummary {
    const wall = this.wallNow(now);
    const { closed, abnormal } = this.services.db.transaction(() => {
      const current = this.stateOf(actor.id);
      if (current.state === 'clocked_out') this.refuse(current.state, 'clock_out');
      if (payload.nature !== 'normal') throw justAMinute(NATURE_REQUIRED);
      this.checkDescription(payload.description);
      const wasAbnormal = isAbnormalOpenClock(current.open, wall);
      const attendance = this.closeOpenClock(current, wall);
      if (payload.description?.trim()) this.setComment.run(payload.description.trim(), wall, attendance.id);
      // Confirmed as it stands, a clock that ran this long still wants a reviewer's eye.
      if (wasAbnormal) this.unapproveClock.run(current.open!.id);
      return { closed: attendance, abnormal: wasAbnormal };
    })();
    if (abnormal) {
      const hours = Math.floor(dayTotals(closed, wall).gross / 3600);
      this.notifyNeedsReview(
        actor.id,
        closed,
        `${this.personName(actor.id)} clocked out after ${hours} hours on the clock (${closed.working_date}); the attendance needs a review.`,
      );
    }
    this.announce(actor.id, 'clocked_out');
    return this.summary(actor, now, closed.id);
  }

  /** Nature "abnormal" (Incorrect): the day's corrected clocks replace the recorded ones and wait for a reviewer. */
  clockOutAbnormal(actor: Actor, payload: Partial<ClockOutPayload>, now: Date = new Date()): ClockSummary {
    const wall = this.wallNow(now);
    const corrected = this.services.db.transaction((): LoadedAttendance => {
      const current = this.stateOf(actor.id);
      if (current.state === 'clocked_out') this.refuse(current.state, 'clock_out');
      if (payload.nature !== 'abnormal') throw justAMinute(NATURE_REQUIRED);
      const attendance = current.attendance!;
      const drafts = this.checkClocks(actor.id, attendance.id, payload.clocks ?? [], wall, payload.description);
      this.replaceClocks(attendance, drafts, (draft) => this.keptApproval(attendance, draft));
      if (payload.description?.trim()) this.setComment.run(payload.description.trim(), wall, attendance.id);
      return this.restatus(attendance.id, wall);
    })();
    this.notifyIrregular(actor.id, corrected);
    this.announce(actor.id, 'clocked_out');
    return this.summary(actor, now, corrected.id);
  }

  // ── Reviewers' changes ──────────────────────────────────────────────────

  entry(id: number, now: Date = new Date()): AttendanceEntry | undefined {
    const attendance = this.store.loadOne(id);
    return attendance ? toEntry(attendance, this.wallNow(now)) : undefined;
  }

  private mustLoad(id: number): LoadedAttendance {
    const attendance = this.store.loadOne(id);
    if (!attendance) throw new HttpError(404, { message: 'Not found.' });
    return attendance;
  }

  /** A reviewer rewrites the day's clocks: the result counts as approved. */
  update(actor: Actor, id: number, clocks: ClockInput[], comment: string | null | undefined, now: Date = new Date()): AttendanceEntry {
    const wall = this.wallNow(now);
    const attendance = this.mustLoad(id);
    this.services.db.transaction(() => {
      if (dayTotals(attendance, wall).openClock) throw justAMinute(RUNNING_CLOCK);
      const drafts = this.checkClocks(attendance.user_id, id, clocks, wall, comment ?? undefined);
      this.replaceClocks(attendance, drafts, () => wall);
      if (comment !== undefined) this.setComment.run(comment?.trim() || null, wall, id);
      this.restatus(id, wall);
    })();
    this.announce(attendance.user_id, 'updated');
    return this.entry(id, now)!;
  }

  dismissIrregular(id: number, now: Date = new Date()): AttendanceEntry {
    const wall = this.wallNow(now);
    const attendance = this.mustLoad(id);
    this.approveAll.run(wall, id);
    this.announce(attendance.user_id, 'updated');
    return this.entry(id, now)!;
  }

  updateUnassigned(id: number, templateId: number, now: Date = new Date()): AttendanceEntry {
    const wall = this.wallNow(now);
    const attendance = this.mustLoad(id);
    if (attendance.shift_start_time !== null) throw unprocessable('This attendance already has a shift.');
    const template = this.template.get(templateId);
    if (!template) throw validationFailed({ shift_template_id: ['The selected shift template is invalid.'] });
    this.services.db.transaction(() => {
      this.setShift.run(template.name, template.start_time, template.end_time, shiftWorkMinutes(template), wall, id);
      this.restatus(id, wall);
    })();
    this.announce(attendance.user_id, 'updated');
    return this.entry(id, now)!;
  }

  updateFlags(id: number, flags: FlagsPayload, now: Date = new Date()): AttendanceEntry {
    const wall = this.wallNow(now);
    const attendance = this.mustLoad(id);
    this.setFlags.run(flags.is_remote ? 2 : 1, flags.is_late ? 1 : 0, flags.is_incomplete ? 0 : 1, wall, id);
    this.announce(attendance.user_id, 'updated');
    return this.entry(id, now)!;
  }

  // ── Adding a missing day ────────────────────────────────────────────────

  findShift(userId: number, date: string): FindShift {
    const shift = this.store.shiftOn(userId, date);
    return { working_date: date, shift: shift ? toShift(shift) : null, attendance_id: this.store.findByDate(userId, date)?.id ?? null };
  }

  addAttendance(
    actor: Actor,
    input: { user_id: number; working_date: string; working_place?: 1 | 2; clocks: ClockInput[]; comment?: string | null },
    now: Date = new Date(),
  ): number {
    const wall = this.wallNow(now);
    const person = this.store.findPerson(input.user_id);
    if (!person || person.status !== 'active') throw validationFailed({ user_id: ['The selected user is invalid.'] });
    if (input.working_date > wall.slice(0, 10)) {
      throw validationFailed({ working_date: ['The working date must be a date before or equal to today.'] });
    }
    if (this.store.findByDate(input.user_id, input.working_date)) {
      throw validationFailed({ working_date: ['An attendance already exists for this day.'] });
    }
    // A reviewer's own entry is approved; anyone else's waits for one.
    const approvedAt = actor.permissions.has('edit_any_attendance') ? wall : null;
    let id = 0;
    this.services.db.transaction(() => {
      const drafts = this.checkClocks(input.user_id, 0, input.clocks, wall, input.comment ?? undefined);
      id = this.createAttendance(input.user_id, input.working_date, input.working_place ?? 1, this.store.shiftOn(input.user_id, input.working_date), wall);
      if (input.comment?.trim()) this.setComment.run(input.comment.trim(), wall, id);
      this.replaceClocks({ id, user_id: input.user_id, clocks: [] }, drafts, () => approvedAt);
      this.restatus(id, wall);
    })();
    if (!approvedAt) {
      this.notifyNeedsReview(actor.id, this.store.find(id)!, `${this.personName(input.user_id)}’s attendance of ${input.working_date} was added and needs a review.`);
    }
    this.announce(input.user_id, 'updated');
    return id;
  }

  // ── Shared steps ────────────────────────────────────────────────────────

  private createAttendance(userId: number, date: string, place: number, shift: ShiftRow | undefined, wall: string): number {
    return Number(
      this.insertAttendance.run(userId, date, place, shift?.name ?? null, shift?.start_time ?? null, shift?.end_time ?? null, shift?.work_time ?? null, wall, wall)
        .lastInsertRowid,
    );
  }

  private checkDescription(description: string | undefined): void {
    if ((description ?? '').length > COMMENT_MAX_LENGTH) throw clockErrors([], VALIDATION_MESSAGES.max(COMMENT_MAX_LENGTH));
  }

  /** The clock-out rules, server side: the same rules as the form, plus no overlap with the person's other days. */
  private checkClocks(userId: number, attendanceId: number, clocks: ClockInput[], wall: string, description?: string): ClockDraftRow[] {
    if (clocks.length === 0) throw clockErrors([CLOCK_MESSAGES.emptyField]);
    const starts = clocks.map((clock) => normalizeWall(clock.start_date_time)).filter((value): value is string => !!value);
    const ends = clocks.map((clock) => normalizeWall(clock.end_date_time)).filter((value): value is string => !!value);
    const others =
      starts.length && ends.length
        ? this.store.otherClocks(userId, attendanceId, starts.reduce((a, b) => (a < b ? a : b)), ends.reduce((a, b) => (a > b ? a : b)))
        : [];
    const issues = validateClocks(clocks, { now: wall, description, others });
    if (issues.length) {
      throw clockErrors(clockMessages(issues), issues.find((issue) => issue.path === 'description')?.message);
    }
    return clocks.map((clock) => ({
      id: clock.id,
      start: normalizeWall(clock.start_date_time)!,
      end: normalizeWall(clock.end_date_time)!,
      breaks: clock.breaks.map((item) => ({ start: normalizeWall(item.start_date_time)!, end: normalizeWall(item.end_date_time)! })),
    }));
  }

  /** An unchanged clock keeps its approval; a changed or new one waits for a reviewer. */
  private keptApproval(attendance: LoadedAttendance, draft: ClockDraftRow): string | null {
    const before = attendance.clocks.find((clock) => clock.id === draft.id);
    if (!before?.approved_at || before.start_date_time !== draft.start || before.end_date_time !== draft.end) return null;
    const sameBreaks =
      before.breaks.length === draft.breaks.length &&
      before.breaks.every((item, i) => item.start_date_time === draft.breaks[i]!.start && item.end_date_time === draft.breaks[i]!.end);
    return sameBreaks ? before.approved_at : null;
  }

  private replaceClocks(
    attendance: Pick<LoadedAttendance, 'id' | 'user_id' | 'clocks'>,
    drafts: ClockDraftRow[],
    approval: (draft: ClockDraftRow) => string | null,
  ): void {
    const approvals = drafts.map(approval);
    this.deleteClocks.run(attendance.id);
    drafts.forEach((draft, i) => {
      const clockId = Number(this.insertClock.run(attendance.id, attendance.user_id, draft.start, draft.end, approvals[i]!).lastInsertRowid);
      for (const item of draft.breaks) this.insertBreak.run(clockId, item.start, item.end);
    });
  }

  /** Judges late and complete again after the clocks changed. */
  private restatus(id: number, wall: string): LoadedAttendance {
    const attendance = this.store.loadOne(id)!;
    this.setStatuses.run(isLate(attendance), isComplete(attendance, wall), wall, id);
    return this.store.loadOne(id)!;
  }

  private announce(userId: number, status: string): void {
    emitClockStatus(this.services, userId, { status });
  }

  private personName(userId: number): string {
    const person = this.store.findPerson(userId);
    return person ? `${person.first_name} ${person.last_name}` : 'Someone';
  }

  private notifyIrregular(actorId: number, attendance: AttendanceRow): void {
    createNotifications(this.services, this.reviewers.all(actorId), {
      event: 'attendance_irregular',
      authorId: actorId,
      type: 'attendance',
      message: `${this.personName(attendance.user_id)} corrected the clock times of ${attendance.working_date} at clock-out.`,
      action: { kind: 'irregular_clock_out', id: attendance.id, user_id: attendance.user_id },
    });
  }

  private notifyNeedsReview(actorId: number, attendance: AttendanceRow, message: string): void {
    createNotifications(this.services, this.reviewers.all(actorId), {
      event: 'attendance_review',
      authorId: actorId,
      type: 'attendance',
      message,
      action: { kind: 'attendance_details', id: attendance.id, user_id: attendance.user_id },
    });
  }
}

export interface TimeDomain {
  attendance: AttendanceService;
  shifts: ShiftService;
  setup: AttendanceSetup;
}

const domains = new WeakMap<Services['db'], TimeDomain>();

/** One set of time services per upstream (both modules share the setup's cache). */
export function timeDomain(services: Services): TimeDomain {
  let domain = domains.get(services.db);
  if (!domain) {
    domain = {
      attendance: new AttendanceService(services),
      shifts: new ShiftService(services.db),
      setup: new AttendanceSetup(services.db, services.settings),
    };
    domains.set(services.db, domain);
  }
  return domain;
}
