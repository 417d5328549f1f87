import type { Database, Statement } from 'better-sqlite3';

/** People: the `users` table plus their roles' permissions. */

export type UserStatus = 'active' | 'invited' | 'inactive' | 'archived';

export interface User {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  password: string;
  status: UserStatus;
  avatar: string | null;
}

const COLUMNS = 'id, first_name, last_name, username, email, password, status, avatar';

export const fullName = (user: Pick<User, 'first_name' | 'last_name'>) => `${user.first_name} ${user.last_name}`;

/** Absolute avatar address: an uploaded file, or the generated initials image. */
export function avatarUrl(publicUrl: string, user: Pick<User, 'id' | 'avatar'>): string {
  return `${publicUrl}/images/${user.avatar ?? `avatars/${user.id}.svg`}`;
}

/** A person as lists show them (the row the people queries select, with the designation's name). */
export interface PersonRow {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
  avatar: string | null;
  designation_name: string | null;
}

/** The columns of a PersonRow, for queries over `users u LEFT JOIN designations d`. */
export const PERSON_ROW_COLUMNS = 'u.id, u.first_name, u.last_name, u.username, u.avatar, d.name AS designation_name';

/** The person object of the API: id, name, username, avatar address, designation. */
export function toPerson(publicUrl: string, row: PersonRow) {
  return {
    id: row.id,
    name: fullName(row),
    username: row.username,
    avatar: avatarUrl(publicUrl, row),
    designation_name: row.designation_name,
  };
}

export class Users {
  private readonly byId: Statement<[number], User>;
  private readonly byEmail: Statement<[string], User>;
  private readonly permissionNames: Statement<[number], string>;
  private readonly setPassword: Statement<[string, string, number]>;

  constructor(db: Database) {
    this.byId = db.prepare(`SELECT ${COLUMNS} FROM users WHERE id = ?`);
    this.byEmail = db.prepare(`SELECT ${COLUMNS} FROM users WHERE email = ?`);
    this.permissionNames = db
      .prepare<[number], string>(
        `SELECT name FROM permissions
          WHERE id IN (SELECT rp.permission_id FROM role_users ru
                         JOIN role_permissions rp ON rp.role_id = ru.role_id
                        WHERE ru.user_id = ?)
          ORDER BY id`,
      )
      .pluck();
    this.setPassword = db.prepare('UPDATE users SET password = ?, updated_at = ? WHERE id = ?');
  }

  findById(id: number): User | undefined {
    return this.byId.get(id);
  }

  /** Case-insensitive (the column is COLLATE NOCASE). */
  findByEmail(email: string): User | undefined {
    return this.byEmail.get(email);
  }

  /** Permission names from every role the user holds, in catalogue order. */
  permissionsOf(userId: number): string[] {
    return this.permissionNames.all(userId);
  }

  updatePassword(userId: number, hash: string): void {
    this.setPassword.run(hash, new Date().toISOString(), userId);
  }
}
