import type { Database } from 'better-sqlite3';
import { containsPattern } from '../http/params';

/**
 * Lists of simple named items (spec part 2 §3: department, designation,
 * employment type, attachment type, employee group), one class configured per
 * kind. An item is "in use" while people hold it (a users column) or belong to
 * it (a membership table); deleting one in use needs the caller to confirm
 * with the action the upstream names (the in-use protocol, upstream/README.md).
 */

export type Usage =
  | { kind: 'column'; column: 'department_id' | 'designation_id' | 'employment_type_id' }
  | { kind: 'members'; table: 'employee_group_users'; itemColumn: 'group_id' }
  /** Nothing references the item yet (document types: employee documents come with the profile screens). */
  | { kind: 'none' };

export interface NamedItemKind {
  table: 'departments' | 'designations' | 'employment_types' | 'attachment_types' | 'employee_groups';
  usage: Usage;
  /** What deleting an item in use does to those using it, for the 460 answer. */
  inUseMessage: (count: number, name: string) => string;
}

export interface NamedItemRow {
  id: number;
  name: string;
  description: string | null;
  people_count: number;
}

/** The one action that confirms deleting an item in use: its people or members are let go of it. */
export const DETACH_ACTION = 'detach';

export type DeleteOutcome = { deleted: true } | { deleted: false; inUse: number; name: string } | { deleted: false; missing: true };

export class NamedItems {
  private readonly countSql: string;

  constructor(
    private readonly db: Database,
    readonly kind: NamedItemKind,
  ) {
    const { table, usage } = kind;
    this.countSql =
      usage.kind === 'column'
        ? `(SELECT COUNT(*) FROM users u WHERE u.${usage.column} = ${table}.id AND u.status != 'archived')`
        : usage.kind === 'members'
          ? `(SELECT COUNT(*) FROM ${usage.table} m JOIN users u ON u.id = m.user_id WHERE m.${usage.itemColumn} = ${table}.id AND u.status != 'archived')`
          : '0';
  }

  /** Every item by name: `{id, name}` for dropdowns. */
  list(): { id: number; name: string }[] {
    return this.db.prepare<[], { id: number; name: string }>(`SELECT id, name FROM ${this.kind.table} ORDER BY name COLLATE NOCASE, id`).all();
  }

  page(search: string, page: number, perPage: number): { rows: NamedItemRow[]; total: number } {
    const { table } = this.kind;
    const filter = { search, pattern: containsPattern(search) };
    const where = `(@search = '' OR name LIKE @pattern ESCAPE '\\')`;
    const total = this.db.prepare<typeof filter, { total: number }>(`SELECT COUNT(*) AS total FROM ${table} WHERE ${where}`).get(filter)!.total;
    const rows = this.db
      .prepare<typeof filter & { limit: number; offset: number }, NamedItemRow>(
        `SELECT id, name, description, ${this.countSql} AS people_count FROM ${table}
          WHERE ${where} ORDER BY name COLLATE NOCASE, id LIMIT @limit OFFSET @offset`,
      )
      .all({ ...filter, limit: perPage, offset: (page - 1) * perPage });
    return { rows, total };
  }

  find(id: number): { id: number; name: string; description: string | null } | undefined {
    return this.db.prepare<[number], { id: number; name: string; description: string | null }>(`SELECT id, name, description FROM ${this.kind.table} WHERE id = ?`).get(id);
  }

  /** Whether another item of the kind has this name, in any case. */
  nameTaken(name: string, exceptId?: number): boolean {
    return !!this.db.prepare<[string, number], { id: number }>(`SELECT id FROM ${this.kind.table} WHERE name = ? COLLATE NOCASE AND id != ?`).get(name, exceptId ?? 0);
  }

  create(name: string, description: string | null): number {
    return Number(this.db.prepare(`INSERT INTO ${this.kind.table} (name, description) VALUES (?, ?)`).run(name, description).lastInsertRowid);
  }

  /** false when there is no such item. */
  update(id: number, name: string, description: string | null): boolean {
    return this.db.prepare(`UPDATE ${this.kind.table} SET name = ?, description = ? WHERE id = ?`).run(name, description, id).changes > 0;
  }

  /** How many people hold or belong to the item (archived people included: they keep their records). */
  usageOf(id: number): number {
    const { usage } = this.kind;
    if (usage.kind === 'column') return this.db.prepare<[number], { n: number }>(`SELECT COUNT(*) AS n FROM users WHERE ${usage.column} = ?`).get(id)!.n;
    if (usage.kind === 'members') return this.db.prepare<[number], { n: number }>(`SELECT COUNT(*) AS n FROM ${usage.table} WHERE ${usage.itemColumn} = ?`).get(id)!.n;
    return 0;
  }

  /** Deletes the item; one in use only when `detach` is true, letting its people go of it in the same transaction. */
  delete(id: number, detach: boolean): DeleteOutcome {
    return this.db.transaction((): DeleteOutcome => {
      const item = this.find(id);
      if (!item) return { deleted: false, missing: true };
      const inUse = this.usageOf(id);
      if (inUse > 0 && !detach) return { deleted: false, inUse, name: item.name };
      const { usage } = this.kind;
      if (usage.kind === 'column') this.db.prepare(`UPDATE users SET ${usage.column} = NULL WHERE ${usage.column} = ?`).run(id);
      if (usage.kind === 'members') this.db.prepare(`DELETE FROM ${usage.table} WHERE ${usage.itemColumn} = ?`).run(id);
      this.db.prepare(`DELETE FROM ${this.kind.table} WHERE id = ?`).run(id);
      return { deleted: true };
    })();
  }
}
