import type { Database, Statement } from 'better-sqlite3';
import { datesBetween, isoDay } from '../../../lib/date-time/calendar';
import type {
  ActionLogEntry,
  AssignShiftPayload,
  ClearShiftPayload,
  ClearShiftPreview,
  ShiftAction,
  ShiftBatchResult,
  ShiftTemplate,
  ShiftTemplateOption,
  ShiftTemplatePayload,
} from '../../../lib/time/schemas';
import { endsWhenItStarts, SHIFT_SAME_TIMES, shiftWorkMinutes } from '../../../lib/time/shift';
import { inUse, notFound, unprocessable, validationFailed } from '../http/respond';
import { createNotification, createNotifications } from './notifications';

/**
 * Shift templates and the shift calendar. Assigning shifts makes a pending
 * batch (batch_id, is_published false); confirming publishes it, replacing
 * the people's earlier shifts on those days, and tells each of them;
 * cancelling drops it and publishes nothing. Clearing shifts is previewed,
 * then confirmed. Every step lands in the action log.
 */

/** Longest period one assignment or clearing may cover. */
/** The in-use action of deleting a template with upcoming shifts. */
export const REMOVE_SHIFTS_ACTION = 'remove-shifts';

export const MAX_SHIFT_PERIOD_DAYS = 92;
/** A template in use answers this status first; the client retries with confirmed=1. */

interface TemplateRow {
  id: number;
  name: string;
  start_time: string;
  end_time: string;
  break_time: number;
}

/** One person's published shifts that a removal takes. */
interface ShiftLoss {
  user_id: number;
  name: string;
  count: number;
  first: string;
  last: string;
}

interface BatchRow {
  id: number;
  template_id: number | null;
  status: 'pending' | 'published' | 'cancelled';
  start_date: string;
  end_date: string;
}

const toOption = (row: TemplateRow): ShiftTemplateOption => ({
  id: row.id,
  name: row.name,
  start_time: row.start_time,
  end_time: row.end_time,
  work_time: shiftWorkMinutes(row),
});

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export class ShiftService {
  private readonly allTemplates: Statement<[], TemplateRow>;
  private readonly templatePage: Statement<[string, number, number], TemplateRow & { assigned_count: number }>;
  private readonly countTemplates: Statement<[], number>;
  private readonly templateById: Statement<[number], TemplateRow>;
  private readonly templateByName: Statement<[string], TemplateRow>;
  private readonly assignedCount: Statement<[number, string], number>;
  private readonly batchById: Statement<[number], BatchRow>;

  constructor(private readonly db: Database) {
    const inUse = `(SELECT COUNT(DISTINCT s.user_id) FROM shift_assignments s WHERE s.template_id = t.id AND s.is_published = 1 AND s.date >= ?)`;
    this.allTemplates = db.prepare('SELECT id, name, start_time, end_time, break_time FROM shift_templates ORDER BY name COLLATE NOCASE, id');
    this.templatePage = db.prepare(
      `SELECT t.id, t.name, t.start_time, t.end_time, t.break_time, ${inUse} AS assigned_count
         FROM shift_templates t ORDER BY t.name COLLATE NOCASE, t.id LIMIT ? OFFSET ?`,
    );
    this.countTemplates = db.prepare<[], number>('SELECT COUNT(*) FROM shift_templates').pluck();
    this.templateById = db.prepare('SELECT id, name, start_time, end_time, break_time FROM shift_templates WHERE id = ?');
    this.templateByName = db.prepare('SELECT id, name, start_time, end_time, break_time FROM shift_templates WHERE name = ?');
    this.assignedCount = db
      .prepare<[number, string], number>(
        `SELECT COUNT(*) FROM shift_assignments WHERE template_id = ? AND (is_published = 0 OR date >= ?)
            AND batch_id NOT IN (SELECT id FROM shift_batches WHERE status = 'cancelled')`,
      )
      .pluck();
    this.batchById = db.prepare('SELECT id, template_id, status, start_date, end_date FROM shift_batches WHERE id = ?');
  }

  // ── Templates ───────────────────────────────────────────────────────────

  hasTemplates(): boolean {
    return this.countTemplates.get()! > 0;
  }

  templates(): ShiftTemplateOption[] {
    return this.allTemplates.all().map(toOption);
  }

  templatePageOf(page: number, perPage: number, today: string): { rows: ShiftTemplate[]; total: number } {
    const rows = this.templatePage.all(today, perPage, (page - 1) * perPage).map((row) => ({
      ...toOption(row),
      break_time: row.break_time,
      assigned_count: row.assigned_count,
    }));
    return { rows, total: this.countTemplates.get()! };
  }

  template(id: number, today: string): ShiftTemplate | undefined {
    const row = this.templateById.get(id);
    if (!row) return undefined;
    const assigned = this.db
      .prepare<[number, string], number>('SELECT COUNT(DISTINCT user_id) FROM shift_assignments WHERE template_id = ? AND is_published = 1 AND date >= ?')
      .pluck()
      .get(id, today)!;
    return { ...toOption(row), break_time: row.break_time, assigned_count: assigned };
  }

  /** Creates, or updates when `id` is given. Laravel-style 422s per field. */
  saveTemplate(input: ShiftTemplatePayload, stamp: string): number {
    const errors: Record<string, string[]> = {};
    const name = input.name.trim();
    if (!name) errors.name = ['The name field is required.'];
    else if (name.length > 60) errors.name = ['The name field must not be greater than 60 characters.'];
    else {
      const clash = this.templateByName.get(name);
      if (clash && clash.id !== input.id) errors.name = ['The name has already been taken.'];
    }
    if (!TIME.test(input.start_time)) errors.start_time = ['The start time field must match the format H:i.'];
    if (!TIME.test(input.end_time)) errors.end_time = ['The end time field must match the format H:i.'];
    if (!Number.isInteger(input.break_time) || input.break_time < 0 || input.break_time > 480) {
      errors.break_time = ['The break time field must be between 0 and 480.'];
    } else if (!errors.start_time && !errors.end_time && endsWhenItStarts(input)) {
      errors.end_time = [`${SHIFT_SAME_TIMES}.`];
    } else if (!errors.start_time && !errors.end_time && shiftWorkMinutes(input) <= 0) {
      errors.break_time = ['The break time must leave some working time in the shift.'];
    }
    if (Object.keys(errors).length) throw validationFailed(errors);

    if (input.id !== undefined) {
      if (!this.templateById.get(input.id)) throw notFound();
      this.db
        .prepare('UPDATE shift_templates SET name = ?, start_time = ?, end_time = ?, break_time = ?, updated_at = ? WHERE id = ?')
        .run(name, input.start_time, input.end_time, input.break_time, stamp, input.id);
      return input.id;
    }
    return Number(
      this.db
        .prepare('INSERT INTO shift_templates (name, start_time, end_time, break_time, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(name, input.start_time, input.end_time, input.break_time, stamp, stamp).lastInsertRowid,
    );
  }

  /**
   * Deletes a template. One with upcoming shifts (published from today on, or waiting to be
   * published) only with `confirmed`, the in-use protocol's action: it asks first (460), saying how
   * many shifts and, of the published ones, who loses them; confirmed, those shifts go
   * with it and each of those people is told (tellRemoved). Past shifts keep their copy.
   */
  deleteTemplate(authorId: number, id: number, confirmed: boolean, today: string): void {
    const template = this.templateById.get(id);
    if (!template) throw notFound();
    const upcoming = this.assignedCount.get(id, today)!;
    const published = `s.template_id = ? AND s.is_published = 1 AND s.date >= ?`;
    const losses = this.lossesWhere(published, [id, today]);
    if (upcoming > 0 && !confirmed) {
      const given = losses.reduce((sum, loss) => sum + loss.count, 0);
      const them = upcoming === 1 ? 'it' : 'them';
      // Up to three people by name, more by their number: who loses what is the question before this Yes.
      const names = losses.map((loss) => loss.name);
      const whom = names.length > 3 ? `${names.length} people` : names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
      const takes = given === 0 ? '' : ` and takes ${given === upcoming ? them : 'the published ones'} away from ${whom}, who ${names.length === 1 ? 'is' : 'are'} told`;
      throw inUse(
        `“${template.name}” has ${upcoming} upcoming ${upcoming === 1 ? 'shift' : 'shifts'}${given > 0 && given < upcoming ? ` (${given} of them published)` : ''}. ` +
          `Deleting it removes ${them} from the shift calendar${takes}.${given === 0 ? '' : ' Shifts before today stay as they were.'}`,
        REMOVE_SHIFTS_ACTION,
      );
    }
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM shift_assignments WHERE template_id = ? AND (is_published = 0 OR date >= ?)').run(id, today);
      this.db.prepare('DELETE FROM shift_templates WHERE id = ?').run(id);
    })();
    this.tellRemoved(authorId, losses, `removed: the “${template.name}” shift template was deleted`);
  }

  // ── People who lose published shifts ────────────────────────────────────

  /** Per person, the published shifts a removal takes (`where` over shift_assignments `s`): how many, and from when to when. */
  private lossesWhere(where: string, args: readonly unknown[]): ShiftLoss[] {
    return this.db
      .prepare<unknown[], ShiftLoss>(
        `SELECT s.user_id, u.first_name || ' ' || u.last_name AS name, COUNT(*) AS count, MIN(s.date) AS first, MAX(s.date) AS last
           FROM shift_assignments s JOIN users u ON u.id = s.user_id WHERE ${where}
          GROUP BY s.user_id ORDER BY u.first_name COLLATE NOCASE, u.last_name COLLATE NOCASE`,
      )
      .all(...args);
  }

  /**
   * Tells each person who lost published shifts (the shift_removed alert, leading to My Shifts), as
   * publishing tells them of new ones: a template deleted or shifts cleared. Only once the removal is done.
   */
  private tellRemoved(authorId: number, losses: readonly ShiftLoss[], how: string): void {
    for (const loss of losses) {
      createNotification(this.db, {
        event: 'shift_removed',
        userId: loss.user_id,
        authorId,
        type: 'shift',
        message: `${loss.count === 1 ? `Your shift on ${loss.first} was` : `Your ${loss.count} shifts from ${loss.first} to ${loss.last} were`} ${how}.`,
        action: { kind: 'my_shifts' },
      });
    }
  }

  // ── Assigning and publishing ────────────────────────────────────────────

  private checkPeriod(start: string, end: string): void {
    if (end < start) throw validationFailed({ end_date: ['The end date must be a date after or equal to start date.'] });
    if (datesBetween(start, end).length > MAX_SHIFT_PERIOD_DAYS) {
      throw validationFailed({ end_date: [`The period must not be longer than ${MAX_SHIFT_PERIOD_DAYS} days.`] });
    }
  }

  private activeUsers(ids: readonly number[]): number[] {
    const found = this.db
      .prepare<[string], number>(`SELECT id FROM users WHERE status = 'active' AND id IN (SELECT value FROM json_each(?)) ORDER BY id`)
      .pluck()
      .all(JSON.stringify([...new Set(ids)]));
    if (found.length !== new Set(ids).size) throw validationFailed({ user_ids: ['The selected user ids are invalid.'] });
    return found;
  }

  private log(action: ShiftAction, batchId: number | null, authorId: number, description: string, count: number, stamp: string): number {
    return Number(
      this.db
        .prepare('INSERT INTO shift_actions (action, batch_id, author_id, description, count, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(action, batchId, authorId, description, count, stamp).lastInsertRowid,
    );
  }

  assign(authorId: number, input: AssignShiftPayload, stamp: string): ShiftBatchResult {
    const template = this.templateById.get(input.shift_template_id);
    if (!template) throw validationFailed({ shift_template_id: ['The selected shift template is invalid.'] });
    this.checkPeriod(input.start_date, input.end_date);
    const users = this.activeUsers(input.user_ids);
    const days = datesBetween(input.start_date, input.end_date).filter((date) => input.repeat_on.includes(isoDay(date)));
    if (days.length === 0) throw validationFailed({ repeat_on: ['No day of this period falls on the chosen weekdays.'] });
    const work = shiftWorkMinutes(template);

    return this.db.transaction((): ShiftBatchResult => {
      const batchId = Number(
        this.db
          .prepare(`INSERT INTO shift_batches (template_id, status, start_date, end_date, created_by, created_at) VALUES (?, 'pending', ?, ?, ?, ?)`)
          .run(template.id, input.start_date, input.end_date, authorId, stamp).lastInsertRowid,
      );
      const insert = this.db.prepare(
        `INSERT INTO shift_assignments (batch_id, user_id, date, template_id, name, start_time, end_time, work_time, is_published)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)`,
      );
      for (const userId of users) {
        for (const date of days) insert.run(batchId, userId, date, template.id, template.name, template.start_time, template.end_time, work);
      }
      const count = users.length * days.length;
      const people = `${users.length} ${users.length === 1 ? 'person' : 'people'}`;
      const actionId = this.log('assigned', batchId, authorId, `${template.name} for ${people}, ${input.start_date} to ${input.end_date}`, count, stamp);
      return { message: 'Shifts assigned. Publish them to let people know.', batch_id: batchId, is_published: false, action_id: actionId, count };
    })();
  }

  private pendingBatch(batchId: number): BatchRow {
    const batch = this.batchById.get(batchId);
    if (!batch) throw notFound();
    if (batch.status !== 'pending') throw unprocessable(`This batch was already ${batch.status}.`);
    return batch;
  }

  confirmPublishing(authorId: number, batchId: number, stamp: string): ShiftBatchResult {
    let people: number[] = [];
    let batch: BatchRow | undefined;
    const result = this.db.transaction((): ShiftBatchResult => {
      batch = this.pendingBatch(batchId);
      // The batch's shifts replace whatever was published for the same people on the same days.
      this.db
        .prepare(
          `DELETE FROM shift_assignments WHERE is_published = 1 AND EXISTS (
             SELECT 1 FROM shift_assignments p WHERE p.batch_id = ? AND p.user_id = shift_assignments.user_id AND p.date = shift_assignments.date)`,
        )
        .run(batchId);
      const count = this.db.prepare('UPDATE shift_assignments SET is_published = 1 WHERE batch_id = ?').run(batchId).changes;
      this.db.prepare(`UPDATE shift_batches SET status = 'published', resolved_at = ? WHERE id = ?`).run(stamp, batchId);
      people = this.db
        .prepare<[number], number>('SELECT DISTINCT user_id FROM shift_assignments WHERE batch_id = ? ORDER BY user_id')
        .pluck()
        .all(batchId);
      const actionId = this.log('published', batchId, authorId, `Published ${count} ${count === 1 ? 'shift' : 'shifts'} for ${people.length} ${people.length === 1 ? 'person' : 'people'}`, count, stamp);
      return { message: 'The shifts are published.', batch_id: batchId, is_published: true, action_id: actionId, count };
    })();
    createNotifications(this.db, people, {
      event: 'shift_published',
      authorId,
      type: 'shift',
      message: `Your shifts from ${batch!.start_date} to ${batch!.end_date} have been published.`,
      action: { kind: 'my_shifts' },
    });
    return result;
  }

  cancelPublishing(authorId: number, batchId: number, stamp: string): ShiftBatchResult {
    return this.db.transaction((): ShiftBatchResult => {
      this.pendingBatch(batchId);
      const count = this.db.prepare('DELETE FROM shift_assignments WHERE batch_id = ? AND is_published = 0').run(batchId).changes;
      this.db.prepare(`UPDATE shift_batches SET status = 'cancelled', resolved_at = ? WHERE id = ?`).run(stamp, batchId);
      const actionId = this.log('cancelled', batchId, authorId, `Cancelled ${count} unpublished ${count === 1 ? 'shift' : 'shifts'}`, count, stamp);
      return { message: 'The batch was cancelled. Nothing was published.', batch_id: batchId, is_published: false, action_id: actionId, count };
    })();
  }

  // ── Clearing ────────────────────────────────────────────────────────────

  private clearable(input: ClearShiftPayload) {
    this.checkPeriod(input.start_date, input.end_date);
    const users = this.activeUsers(input.user_ids);
    const where = `s.is_published = 1 AND s.user_id IN (SELECT value FROM json_each(?)) AND s.date BETWEEN ? AND ?`;
    return { where, args: [JSON.stringify(users), input.start_date, input.end_date] as [string, string, string] };
  }

  clearPreview(input: ClearShiftPayload): ClearShiftPreview {
    const { where, args } = this.clearable(input);
    const totals = this.db
      .prepare<[string, string, string], { count: number; people: number }>(`SELECT COUNT(*) AS count, COUNT(DISTINCT s.user_id) AS people FROM shift_assignments s WHERE ${where}`)
      .get(...args)!;
    const items = this.db
      .prepare<[string, string, string], { user_name: string; date: string; shift_name: string }>(
        `SELECT u.first_name || ' ' || u.last_name AS user_name, s.date, s.name AS shift_name
           FROM shift_assignments s JOIN users u ON u.id = s.user_id WHERE ${where}
          ORDER BY s.date, u.first_name, u.last_name LIMIT 50`,
      )
      .all(...args);
    return { count: totals.count, people: totals.people, items };
  }

  clearConfirmed(authorId: number, input: ClearShiftPayload, stamp: string): { message: string; count: number; action_id: number } {
    const { where, args } = this.clearable(input);
    const losses = this.lossesWhere(where, args);
    const result = this.db.transaction(() => {
      const count = this.db.prepare(`DELETE FROM shift_assignments AS s WHERE ${where}`).run(...args).changes;
      if (count === 0) throw unprocessable('There are no published shifts to clear in this period.');
      const actionId = this.log('cleared', null, authorId, `Cleared ${count} ${count === 1 ? 'shift' : 'shifts'}, ${input.start_date} to ${input.end_date}`, count, stamp);
      return { message: `${count} ${count === 1 ? 'shift was' : 'shifts were'} cleared.`, count, action_id: actionId };
    })();
    this.tellRemoved(authorId, losses, 'cleared from the shift calendar');
    return result;
  }

  // ── Reading the calendar ───────────────────────────────────────────────

  actionLog(limit: number, include?: number): ActionLogEntry[] {
    const rows = this.db
      .prepare<[number, number], Omit<ActionLogEntry, 'author'> & { author_id: number; author_name: string }>(
        `SELECT a.id, a.action, a.batch_id, b.status AS batch_status, a.description, a.count, a.created_at,
                a.author_id, COALESCE(u.first_name || ' ' || u.last_name, 'Someone') AS author_name
           FROM shift_actions a LEFT JOIN shift_batches b ON b.id = a.batch_id LEFT JOIN users u ON u.id = a.author_id
          WHERE a.id IN (SELECT id FROM shift_actions ORDER BY id DESC LIMIT ?) OR a.id = ?
          ORDER BY a.id DESC`,
      )
      .all(limit, include ?? -1);
    return rows.map(({ author_id, author_name, ...row }) => ({
      ...row,
      batch_status: row.action === 'cleared' ? null : (row.batch_status ?? null),
      author: { id: author_id ?? 0, name: author_name },
    }));
  }

  /** Published and pending shifts of these people over the days, keyed "userId:date". */
  calendarShifts(userIds: readonly number[], start: string, end: string) {
    const rows = this.db
      .prepare<[string, string, string], { id: number; user_id: number; date: string; template_id: number | null; name: string; start_time: string; end_time: string; is_published: number; batch_id: number }>(
        `SELECT s.id, s.user_id, s.date, s.template_id, s.name, s.start_time, s.end_time, s.is_published, s.batch_id
           FROM shift_assignments s JOIN shift_batches b ON b.id = s.batch_id
          WHERE s.user_id IN (SELECT value FROM json_each(?)) AND s.date BETWEEN ? AND ? AND b.status <> 'cancelled'
          ORDER BY s.is_published DESC, s.id`,
      )
      .all(JSON.stringify(userIds), start, end);
    const byDay = new Map<string, typeof rows>();
    for (const row of rows) {
      const key = `${row.user_id}:${row.date}`;
      const list = byDay.get(key);
      if (list) list.push(row);
      else byDay.set(key, [row]);
    }
    return (userId: number, date: string) =>
      (byDay.get(`${userId}:${date}`) ?? []).map((row) => ({
        id: row.id,
        template_id: row.template_id,
        name: row.name,
        start_time: row.start_time,
        end_time: row.end_time,
        is_published: row.is_published === 1,
        batch_id: row.batch_id,
      }));
  }

  /** One person's published shifts over a period. */
  myShifts(userId: number, start: string, end: string) {
    return this.db
      .prepare<[number, string, string], { id: number; date: string; name: string; start_time: string; end_time: string; work_time: number }>(
        `SELECT id, date, name, start_time, end_time, work_time FROM shift_assignments
          WHERE user_id = ? AND is_published = 1 AND date BETWEEN ? AND ? ORDER BY date`,
      )
      .all(userId, start, end);
  }

  hasAnyShift(userId: number): boolean {
    return !!this.db.prepare('SELECT 1 FROM shift_assignments WHERE user_id = ? AND is_published = 1 LIMIT 1').get(userId);
  }
}

