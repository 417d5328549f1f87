import type { Database } from 'better-sqlite3';
import { DEFAULT_GOAL_SETTINGS, GOAL_STATUSES, GOAL_STATUS_LABELS, type GoalSettings, type GoalStatus } from '../../../lib/goals/goals';
import type { Goal, GoalPayload } from '../../../lib/goals/schemas';
import type { Cell, RowChunks } from './export-files';
import { PERSON_ROW_COLUMNS, toPerson, type PersonRow } from './users';

/** Goals: filtered pages, one goal, writes and the export's rows. SQL lives here. */

export interface GoalFilter {
  ownerId: number | null;
  status: GoalStatus | null;
  search: string;
}

interface GoalRow extends PersonRow {
  goal_id: number;
  title: string;
  description: string | null;
  owner_id: number;
  due_date: string;
  status: GoalStatus;
  progress: number;
  updated_at: string;
  email: string;
}

const SELECT = `SELECT g.id AS goal_id, g.title, g.description, g.owner_id, g.due_date, g.status, g.progress, g.updated_at, u.email, ${PERSON_ROW_COLUMNS}
  FROM goals g JOIN users u ON u.id = g.owner_id LEFT JOIN designations d ON d.id = u.designation_id`;
/** Open goals first by due date, then done and cancelled ones, latest due first. */
const ORDER = `ORDER BY g.status IN ('done', 'cancelled'), CASE WHEN g.status IN ('done', 'cancelled') THEN '' ELSE g.due_date END, g.due_date DESC, g.id`;

function where(filter: GoalFilter, withStatus = true) {
  const parts: string[] = ["u.status != 'archived'"];
  const args: Record<string, string | number> = {};
  if (filter.ownerId) {
    parts.push('g.owner_id = @owner_id');
    args.owner_id = filter.ownerId;
  }
  if (withStatus && filter.status) {
    parts.push('g.status = @status');
    args.status = filter.status;
  }
  if (filter.search) {
    parts.push("g.title LIKE @pattern ESCAPE '\\'");
    args.pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  }
  return { sql: parts.join(' AND '), args };
}

export class Goals {
  constructor(
    private readonly db: Database,
    private readonly publicUrl: () => string,
  ) {}

  private toGoal(row: GoalRow, today: string): Goal {
    return {
      id: row.goal_id,
      title: row.title,
      description: row.description,
      owner: toPerson(this.publicUrl(), row),
      due_date: row.due_date,
      status: row.status,
      progress: row.progress,
      is_overdue: row.due_date < today && row.status !== 'done' && row.status !== 'cancelled',
      updated_at: row.updated_at,
    };
  }

  page(filter: GoalFilter, page: number, perPage: number, today: string) {
    const { sql, args } = where(filter);
    const total = this.db.prepare<typeof args, number>(`SELECT COUNT(*) FROM goals g JOIN users u ON u.id = g.owner_id WHERE ${sql}`).pluck().get(args)!;
    const rows = this.db
      .prepare<typeof args & { limit: number; offset: number }, GoalRow>(`${SELECT} WHERE ${sql} ${ORDER} LIMIT @limit OFFSET @offset`)
      .all({ ...args, limit: perPage, offset: (page - 1) * perPage });
    const byStatus = where(filter, false);
    const counted = new Map(
      this.db
        .prepare<typeof byStatus.args, { status: GoalStatus; n: number }>(`SELECT g.status, COUNT(*) AS n FROM goals g JOIN users u ON u.id = g.owner_id WHERE ${byStatus.sql} GROUP BY g.status`)
        .all(byStatus.args)
        .map((row) => [row.status, row.n]),
    );
    const counts = Object.fromEntries(GOAL_STATUSES.map((status) => [status, counted.get(status) ?? 0])) as Record<GoalStatus, number>;
    return { rows: rows.map((row) => this.toGoal(row, today)), total, counts };
  }

  list(): { id: number; title: string; status: GoalStatus }[] {
    return this.db.prepare<[], { id: number; title: string; status: GoalStatus }>('SELECT id, title, status FROM goals ORDER BY title COLLATE NOCASE, id').all();
  }

  find(id: number, today: string): Goal | undefined {
    const row = this.db.prepare<[number], GoalRow>(`${SELECT} WHERE g.id = ?`).get(id);
    return row && this.toGoal(row, today);
  }

  ownerExists(id: number): boolean {
    return !!this.db.prepare<[number], number>("SELECT 1 FROM users WHERE id = ? AND status != 'archived'").pluck().get(id);
  }

  /** A goal saved as done that was not done before (or is new) is complete (100 %) when the settings say so, as with changeStatus. */
  save(payload: GoalPayload, actorId: number, wallNow: string): number {
    const before = payload.id ? this.db.prepare<[number], GoalStatus>('SELECT status FROM goals WHERE id = ?').pluck().get(payload.id) : undefined;
    const movedToDone = payload.status === 'done' && before !== 'done' && this.settings().complete_on_done;
    const values = { ...payload, progress: movedToDone ? 100 : payload.progress, description: payload.description ?? null, now: wallNow, actor: actorId };
    if (payload.id) {
      this.db
        .prepare(
          `UPDATE goals SET title = @title, description = @description, owner_id = @owner_id, due_date = @due_date, status = @status,
                            progress = @progress, updated_at = @now WHERE id = @id`,
        )
        .run(values);
      return payload.id;
    }
    return Number(
      this.db
        .prepare(
          `INSERT INTO goals (title, description, owner_id, due_date, status, progress, created_by, created_at, updated_at)
           VALUES (@title, @description, @owner_id, @due_date, @status, @progress, @actor, @now, @now)`,
        )
        .run(values).lastInsertRowid,
    );
  }

  settings(): GoalSettings {
    const row = this.db.prepare<[], { default_due_days: number; complete_on_done: number }>('SELECT default_due_days, complete_on_done FROM goal_settings WHERE id = 1').get();
    return row ? { default_due_days: row.default_due_days, complete_on_done: row.complete_on_done === 1 } : DEFAULT_GOAL_SETTINGS;
  }

  saveSettings(settings: GoalSettings): void {
    this.db
      .prepare(
        `INSERT INTO goal_settings (id, default_due_days, complete_on_done) VALUES (1, @default_due_days, @complete_on_done)
         ON CONFLICT (id) DO UPDATE SET default_due_days = excluded.default_due_days, complete_on_done = excluded.complete_on_done`,
      )
      .run({ default_due_days: settings.default_due_days, complete_on_done: settings.complete_on_done ? 1 : 0 });
  }

  /** A goal moved to done is complete (100 %), when the settings say so (save does the same). */
  changeStatus(id: number, status: GoalStatus, wallNow: string): void {
    const complete = status === 'done' && this.settings().complete_on_done ? 1 : 0;
    this.db
      .prepare(`UPDATE goals SET status = @status, progress = CASE WHEN @complete = 1 THEN 100 ELSE progress END, updated_at = @now WHERE id = @id`)
      .run({ id, status, complete, now: wallNow });
  }

  delete(id: number): boolean {
    return this.db.prepare('DELETE FROM goals WHERE id = ?').run(id).changes > 0;
  }

  /** The export: every goal under the filter, in the page's order. */
  exportRows(filter: GoalFilter, today: string): RowChunks {
    const { sql, args } = where(filter);
    const statement = this.db.prepare<typeof args & { limit: number; offset: number }, GoalRow>(`${SELECT} WHERE ${sql} ${ORDER} LIMIT @limit OFFSET @offset`);
    const chunk = 500;
    return function* () {
      for (let offset = 0; ; offset += chunk) {
        const rows = statement.all({ ...args, limit: chunk, offset });
        yield rows.map((row): Cell[] => [
          row.title,
          `${row.first_name} ${row.last_name}`,
          row.email,
          row.due_date,
          GOAL_STATUS_LABELS[row.status],
          row.progress,
          row.due_date < today && row.status !== 'done' && row.status !== 'cancelled' ? 'Yes' : 'No',
          row.description,
          row.updated_at,
        ]);
        if (rows.length < chunk) return;
      }
    };
  }
}

export const GOAL_EXPORT_COLUMNS = [
  { header: 'Goal', width: 40 },
  { header: 'Owner', width: 24 },
  { header: 'Email', width: 34 },
  { header: 'Due date', width: 12 },
  { header: 'Status', width: 14 },
  { header: 'Progress (%)', width: 12 },
  { header: 'Overdue', width: 9 },
  { header: 'Description', width: 50 },
  { header: 'Last updated', width: 20 },
];
