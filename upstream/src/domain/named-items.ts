import type { Database } from 'better-sqlite3';
import { containsPattern } from '../http/params';
import { unprocessable } from '../http/respond';

/**
 * Lists of simple named items (spec part 2 §3: department, designation,
 * employment type, attachment type, employee group; and the leave settings'
 * types, policies and review processes), one class configured per kind. An item is "in use" while people hold it (a users column) or belong to
 * it (a membership table); deleting one in use needs the caller to confirm
 * with the action the upstream names (the in-use protocol, upstream/README.md).
 */

export type Usage =
  | { kind: 'column'; column: 'department_id' | 'designation_id' | 'employment_type_id' }
  | { kind: 'members'; table: 'employee_group_users' | 'leave_policy_users' | 'leave_review_users'; itemColumn: 'group_id' | 'policy_id' | 'review_id' }
  /** Other items list it (a leave type in policies): counted as links, not people. */
  | { kind: 'links'; table: 'leave_policy_types'; itemColumn: 'leave_type_id' }
  /** Records of another table are filed under it (a profile document under its document type): counted as records. */
  | { kind: 'records'; table: 'profile_documents'; column: 'attachment_type_id' };

export interface NamedItemKind {
  table: 'departments' | 'designations' | 'employment_types' | 'attachment_types' | 'employee_groups' | 'leave_types' | 'leave_policies' | 'leave_reviews';
  usage: Usage;
  /** What deleting an item in use does to those using it, for the 460 answer. */
  inUseMessage: (usage: InUse, name: string) => string;
  /** The item's columns besides id and name (default: description). */
  columns?: readonly string[];
  /**
   * Records that keep the item for good (the leave applications of a type: leave history). While
   * any exist the item cannot be deleted, with the action or without: a 422 with `refusal(count, name, usage)`,
   * `usage` being the in-use count. Their foreign key restricts too, so no other delete can take them.
   */
  history?: { table: 'leave_applications'; column: 'leave_type_id'; refusal: (count: number, name: string, usage: number) => string };
}

/** The columns of the people settings lists besides id and name. */
export type Described = { description: string | null };

export type NamedItemRow<Extra = Described> = { id: number; name: string; people_count: number } & Extra;

/** The one action that confirms deleting an item in use: its people or members are let go of it. */
export const DETACH_ACTION = 'detach';

/** How many use an item: all of them, and of those the archived people (whom its list does not count, but whose records keep it). */
export interface InUse {
  count: number;
  archived: number;
}

/**
 * Who holds an item, counted as its list counts them first: "5 people", "5 people (and 1 archived)",
 * "2 archived people"; `one` is true when the verb after it is singular.
 */
export function holders({ count, archived }: InUse, one = 'person', many = 'people'): { text: string; one: boolean } {
  const listed = count - archived;
  const noun = (n: number) => (n === 1 ? one : many);
  if (archived === 0) return { text: `${count} ${noun(count)}`, one: count === 1 };
  if (listed === 0) return { text: `${archived} archived ${noun(archived)}`, one: archived === 1 };
  return { text: `${listed} ${noun(listed)} (and ${archived} archived)`, one: listed === 1 };
}

export type DeleteOutcome = { deleted: true } | { deleted: false; inUse: InUse; name: string } | { deleted: false; missing: true };

export class NamedItems<Extra extends object = Described> {
  private readonly countSql: string;
  private readonly columns: readonly string[];

  constructor(
    private readonly db: Database,
    readonly kind: NamedItemKind,
  ) {
    const { table, usage } = kind;
    this.columns = kind.columns ?? ['description'];
    this.countSql =
      usage.kind === 'column'
        ? `(SELECT COUNT(*) FROM users u WHERE u.${usage.column} = ${table}.id AND u.status != 'archived')`
        : usage.kind === 'members'
          ? `(SELECT COUNT(*) FROM ${usage.table} m JOIN users u ON u.id = m.user_id WHERE m.${usage.itemColumn} = ${table}.id AND u.status != 'archived')`
          : usage.kind === 'links'
            ? `(SELECT COUNT(*) FROM ${usage.table} l WHERE l.${usage.itemColumn} = ${table}.id)`
            : `(SELECT COUNT(*) FROM ${usage.table} r WHERE r.${usage.column} = ${table}.id)`;
  }

  /** Every item by name: `{id, name}` for dropdowns. */
  list(): { id: number; name: string }[] {
    return this.db.prepare<[], { id: number; name: string }>(`SELECT id, name FROM ${this.kind.table} ORDER BY name COLLATE NOCASE, id`).all();
  }

  private get selected(): string {
    return ['id', 'name', ...this.columns].join(', ');
  }

  page(search: string, page: number, perPage: number): { rows: NamedItemRow<Extra>[]; total: number } {
    const { table } = this.kind;
    const filter = { search, pattern: containsPattern(search) };
    const where = `(@search = '' OR name LIKE @pattern ESCAPE '\\')`;
    const total = this.db.prepare<typeof filter, { total: number }>(`SELECT COUNT(*) AS total FROM ${table} WHERE ${where}`).get(filter)!.total;
    const rows = this.db
      .prepare<typeof filter & { limit: number; offset: number }, NamedItemRow<Extra>>(
        `SELECT ${this.selected}, ${this.countSql} AS people_count FROM ${table}
          WHERE ${where} ORDER BY name COLLATE NOCASE, id LIMIT @limit OFFSET @offset`,
      )
      .all({ ...filter, limit: perPage, offset: (page - 1) * perPage });
    return { rows, total };
  }

  find(id: number): ({ id: number; name: string } & Extra) | undefined {
    return this.db.prepare<[number], { id: number; name: string } & Extra>(`SELECT ${this.selected} FROM ${this.kind.table} WHERE id = ?`).get(id);
  }

  /** Whether another item of the kind has this name, in any case. */
  nameTaken(name: string, exceptId?: number): boolean {
    return !!this.db.prepare<[string, number], { id: number }>(`SELECT id FROM ${this.kind.table} WHERE name = ? COLLATE NOCASE AND id != ?`).get(name, exceptId ?? 0);
  }

  private valuesOf(extra: Extra): unknown[] {
    return this.columns.map((column) => (extra as Record<string, unknown>)[column] ?? null);
  }

  create(name: string, extra: Extra): number {
    const columns = ['name', ...this.columns];
    const sql = `INSERT INTO ${this.kind.table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
    return Number(this.db.prepare(sql).run(name, ...this.valuesOf(extra)).lastInsertRowid);
  }

  /** false when there is no such item. */
  update(id: number, name: string, extra: Extra): boolean {
    const sets = ['name', ...this.columns].map((column) => `${column} = ?`).join(', ');
    return this.db.prepare(`UPDATE ${this.kind.table} SET ${sets} WHERE id = ?`).run(name, ...this.valuesOf(extra), id).changes > 0;
  }

  /** How many people hold or belong to the item (archived people included: they keep their records, and are counted apart), or how many items or records list it. */
  usageOf(id: number): InUse {
    const { usage } = this.kind;
    const counted = (sql: string) => this.db.prepare<[number], { n: number; archived: number }>(sql).get(id)!;
    const archived = "COALESCE(SUM(u.status = 'archived'), 0) AS archived";
    const { n, archived: gone } =
      usage.kind === 'column'
        ? counted(`SELECT COUNT(*) AS n, ${archived} FROM users u WHERE u.${usage.column} = ?`)
        : usage.kind === 'members'
          ? counted(`SELECT COUNT(*) AS n, ${archived} FROM ${usage.table} m JOIN users u ON u.id = m.user_id WHERE m.${usage.itemColumn} = ?`)
          : usage.kind === 'records'
            ? counted(`SELECT COUNT(*) AS n, 0 AS archived FROM ${usage.table} WHERE ${usage.column} = ?`)
            : counted(`SELECT COUNT(*) AS n, 0 AS archived FROM ${usage.table} WHERE ${usage.itemColumn} = ?`);
    return { count: n, archived: gone };
  }

  /** How many records keep the item for good (0 for a kind without history). */
  historyOf(id: number): number {
    const { history } = this.kind;
    if (!history) return 0;
    return this.db.prepare<[number], { n: number }>(`SELECT COUNT(*) AS n FROM ${history.table} WHERE ${history.column} = ?`).get(id)!.n;
  }

  /**
   * Deletes the item; one in use only when `detach` is true, letting its people go of it in the same transaction.
   * One with history is never deleted: that throws the kind's 422 refusal, `detach` or not.
   */
  delete(id: number, detach: boolean): DeleteOutcome {
    return this.db.transaction((): DeleteOutcome => {
      const item = this.find(id);
      if (!item) return { deleted: false, missing: true };
      const inUse = this.usageOf(id);
      const kept = this.historyOf(id);
      if (kept > 0) throw unprocessable(this.kind.history!.refusal(kept, item.name, inUse.count));
      if (inUse.count > 0 && !detach) return { deleted: false, inUse, name: item.name };
      const { usage } = this.kind;
      if (usage.kind === 'column') this.db.prepare(`UPDATE users SET ${usage.column} = NULL WHERE ${usage.column} = ?`).run(id);
      if (usage.kind === 'members' || usage.kind === 'links') this.db.prepare(`DELETE FROM ${usage.table} WHERE ${usage.itemColumn} = ?`).run(id);
      if (usage.kind === 'records') this.db.prepare(`UPDATE ${usage.table} SET ${usage.column} = NULL WHERE ${usage.column} = ?`).run(id);
      this.db.prepare(`DELETE FROM ${this.kind.table} WHERE id = ?`).run(id);
      return { deleted: true };
    })();
  }
}
