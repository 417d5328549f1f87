import { personMatches } from '../db/text-search';
import type { Database } from 'better-sqlite3';
import { PERSON_ROW_COLUMNS, type PersonRow } from './users';

/**
 * The people assigned to an item (an employee group, a leave policy, a review
 * process, a holiday, a role): who is in, who may be added (active
 * people not in yet, searchable, for the select list), add and remove.
 * Configured by its membership table; nothing here knows what the item is.
 */
export interface Membership {
  /** The items' table, for their names. */
  itemTable: 'employee_groups' | 'leave_policies' | 'leave_reviews' | 'holidays' | 'roles';
  /** The link table and its item column; its person column is `user_id`. */
  table: 'employee_group_users' | 'leave_policy_users' | 'leave_review_users' | 'holiday_users' | 'role_users';
  itemColumn: 'group_id' | 'policy_id' | 'review_id' | 'holiday_id' | 'role_id';
  /** A person belongs to one item at most (a leave policy, a review process): assigning moves them. */
  exclusive?: boolean;
}

type Search = { search: string };
const searchOf = (search: string): Search => ({ search });
const MATCHES = personMatches('u.first_name', 'u.last_name', 'd.name', 'u.email');
const ORDER = 'ORDER BY u.first_name COLLATE NOCASE, u.last_name COLLATE NOCASE, u.id';

export class AssignedPeople {
  constructor(
    private readonly db: Database,
    private readonly membership: Membership,
  ) {}

  item(id: number): { id: number; name: string } | undefined {
    return this.db.prepare<[number], { id: number; name: string }>(`SELECT id, name FROM ${this.membership.itemTable} WHERE id = ?`).get(id);
  }

  private pageWhere(where: string, itemId: number, search: string, page: number, perPage: number) {
    const args = { ...searchOf(search), item: itemId };
    const from = `FROM users u LEFT JOIN designations d ON d.id = u.designation_id WHERE ${where} AND ${MATCHES}`;
    const total = this.db.prepare<typeof args, { total: number }>(`SELECT COUNT(*) AS total ${from}`).get(args)!.total;
    const rows = this.db
      .prepare<typeof args & { limit: number; offset: number }, PersonRow>(`SELECT ${PERSON_ROW_COLUMNS} ${from} ${ORDER} LIMIT @limit OFFSET @offset`)
      .all({ ...args, limit: perPage, offset: (page - 1) * perPage });
    return { rows, total };
  }

  /** The item's members (archived people stay listed: their records still name the item). */
  members(itemId: number, search: string, page: number, perPage: number) {
    const { table, itemColumn } = this.membership;
    return this.pageWhere(`u.id IN (SELECT user_id FROM ${table} WHERE ${itemColumn} = @item)`, itemId, search, page, perPage);
  }

  /** Every active person (an item that is everyone's). */
  everyone(search: string, page: number, perPage: number) {
    return this.pageWhere("u.status = 'active'", 0, search, page, perPage);
  }

  /** Active people who are not members yet. */
  assignable(itemId: number, search: string, page: number, perPage: number) {
    const { table, itemColumn } = this.membership;
    return this.pageWhere(`u.status = 'active' AND u.id NOT IN (SELECT user_id FROM ${table} WHERE ${itemColumn} = @item)`, itemId, search, page, perPage);
  }

  /** The ids among `ids` that are not active people. */
  invalidPeople(ids: number[]): number[] {
    const active = this.db.prepare<[number], { id: number }>("SELECT id FROM users WHERE id = ? AND status = 'active'");
    return ids.filter((id) => !active.get(id));
  }

  /**
   * Adds the people (already assigned ones are left as they are); returns how
   * many were new. With an exclusive membership, people in another item move here.
   */
  assign(itemId: number, userIds: number[]): number {
    const { table, itemColumn, exclusive } = this.membership;
    const leave = this.db.prepare(`DELETE FROM ${table} WHERE user_id = ? AND ${itemColumn} != ?`);
    const insert = this.db.prepare(`INSERT OR IGNORE INTO ${table} (${itemColumn}, user_id) VALUES (?, ?)`);
    return this.db.transaction(() =>
      userIds.reduce((added, userId) => {
        if (exclusive) leave.run(userId, itemId);
        return added + insert.run(itemId, userId).changes;
      }, 0),
    )();
  }

  /** The item a person is in, for an exclusive membership. */
  itemOf(userId: number): number | undefined {
    const { table, itemColumn } = this.membership;
    return this.db.prepare<[number], { id: number }>(`SELECT ${itemColumn} AS id FROM ${table} WHERE user_id = ?`).get(userId)?.id;
  }

  /** false when the person was not a member. */
  remove(itemId: number, userId: number): boolean {
    const { table, itemColumn } = this.membership;
    return this.db.prepare(`DELETE FROM ${table} WHERE ${itemColumn} = ? AND user_id = ?`).run(itemId, userId).changes > 0;
  }
}

export interface ArchivedRow extends PersonRow {
  email: string;
  department_name: string | null;
  archived_at: string | null;
  discharged_reason: string | null;
}

/** Archived (discharged) employees, newest discharge first. */
export function archivedPage(db: Database, search: string, page: number, perPage: number): { rows: ArchivedRow[]; total: number } {
  const args = searchOf(search);
  const from = `FROM users u LEFT JOIN designations d ON d.id = u.designation_id LEFT JOIN departments dep ON dep.id = u.department_id
                WHERE u.status = 'archived' AND ${MATCHES}`;
  const total = db.prepare<Search, { total: number }>(`SELECT COUNT(*) AS total ${from}`).get(args)!.total;
  const rows = db
    .prepare<Search & { limit: number; offset: number }, ArchivedRow>(
      `SELECT ${PERSON_ROW_COLUMNS}, u.email, dep.name AS department_name, u.archived_at, u.discharged_reason ${from}
        ORDER BY u.archived_at DESC, u.id LIMIT @limit OFFSET @offset`,
    )
    .all({ ...args, limit: perPage, offset: (page - 1) * perPage });
  return { rows, total };
}
