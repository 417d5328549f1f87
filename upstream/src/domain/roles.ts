import type { Database } from 'better-sqlite3';
import type { Membership } from './assigned-people';

/**
 * Roles: named sets of permissions in a position order, and the people who
 * hold them. A person holds one role (the people screens' "change role"
 * replaces it), so assigning someone moves them here. The administrator role
 * always holds every permission and keeps at least one person: nobody can lock
 * the company out of its own settings.
 */

export interface RoleRow {
  id: number;
  name: string;
  position: number;
  is_admin: number;
  is_default: number;
  users_count: number;
  permissions_count: number;
}

export interface PermissionRow {
  id: number;
  name: string;
  group_name: string;
}

export const ROLE_MEMBERSHIP: Membership = { itemTable: 'roles', table: 'role_users', itemColumn: 'role_id', exclusive: true };

const ROLE_COLUMNS = `r.id, r.name, r.position, r.is_admin, r.is_default,
  (SELECT COUNT(*) FROM role_users ru JOIN users u ON u.id = ru.user_id WHERE ru.role_id = r.id AND u.status != 'archived') AS users_count,
  (SELECT COUNT(*) FROM role_permissions rp WHERE rp.role_id = r.id) AS permissions_count`;

export class Roles {
  constructor(private readonly db: Database) {}

  all(): RoleRow[] {
    return this.db.prepare<[], RoleRow>(`SELECT ${ROLE_COLUMNS} FROM roles r ORDER BY r.position, r.id`).all();
  }

  find(id: number): RoleRow | undefined {
    return this.db.prepare<[number], RoleRow>(`SELECT ${ROLE_COLUMNS} FROM roles r WHERE r.id = ?`).get(id);
  }

  nameTaken(name: string, exceptId?: number): boolean {
    return !!this.db.prepare<[string, number], { id: number }>('SELECT id FROM roles WHERE name = ? COLLATE NOCASE AND id != ?').get(name, exceptId ?? 0);
  }

  /** A new role goes last. */
  create(name: string): number {
    const position = this.db.prepare<[], number>('SELECT COALESCE(MAX(position), 0) + 1 FROM roles').pluck().get()!;
    return Number(this.db.prepare('INSERT INTO roles (name, position, created_at) VALUES (?, ?, ?)').run(name, position, new Date().toISOString()).lastInsertRowid);
  }

  rename(id: number, name: string): void {
    this.db.prepare('UPDATE roles SET name = ? WHERE id = ?').run(name, id);
  }

  /** Positions 1..n in the given order; `ids` must be every role once. */
  reorder(ids: readonly number[]): void {
    const update = this.db.prepare('UPDATE roles SET position = ? WHERE id = ?');
    this.db.transaction(() => ids.forEach((id, index) => update.run(index + 1, id)))();
  }

  /** Deletes a role; its people lose it (they keep no role until given one). Positions close the gap. */
  delete(id: number): void {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM roles WHERE id = ?').run(id);
      this.reorder(this.db.prepare<[], number>('SELECT id FROM roles ORDER BY position, id').pluck().all());
    })();
  }

  /** Moves every person of one role into another; returns how many moved. */
  moveUsers(fromId: number, toId: number): number {
    return this.db.prepare('UPDATE role_users SET role_id = ? WHERE role_id = ?').run(toId, fromId).changes;
  }

  permissions(): PermissionRow[] {
    return this.db.prepare<[], PermissionRow>('SELECT id, name, group_name FROM permissions ORDER BY id').all();
  }

  permissionIdsOf(roleId: number): number[] {
    return this.db.prepare<[number], number>('SELECT permission_id FROM role_permissions WHERE role_id = ? ORDER BY permission_id').pluck().all(roleId);
  }

  /** The ids among `ids` that are no permission. */
  unknownPermissions(ids: readonly number[]): number[] {
    const known = new Set(this.db.prepare<[], number>('SELECT id FROM permissions').pluck().all());
    return ids.filter((id) => !known.has(id));
  }

  /** Replaces the role's permissions. */
  setPermissions(roleId: number, ids: readonly number[]): void {
    const insert = this.db.prepare('INSERT OR IGNORE INTO role_permissions (role_id, permission_id) VALUES (?, ?)');
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM role_permissions WHERE role_id = ?').run(roleId);
      for (const id of ids) insert.run(roleId, id);
    })();
  }

  /** Active people holding the role. */
  activeUserIds(roleId: number): number[] {
    return this.db
      .prepare<[number], number>("SELECT ru.user_id FROM role_users ru JOIN users u ON u.id = ru.user_id WHERE ru.role_id = ? AND u.status = 'active'")
      .pluck()
      .all(roleId);
  }

  roleOf(userId: number): number | undefined {
    return this.db.prepare<[number], number>('SELECT role_id FROM role_users WHERE user_id = ?').pluck().get(userId);
  }
}
