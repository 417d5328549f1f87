import type { Database, Statement } from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { safeEqual, sha256 } from '../lib/tokens';

/**
 * Onboarding invitations as the link uses them: the live invitation of a
 * person found by id and link hash (only its sha256 is stored), its steps, and
 * the uploaded avatars. SQL lives here; employees.ts issues the links.
 */

export interface LiveInvitation {
  user_id: number;
  expires_at: number;
  password_set_at: number | null;
}

export interface StoredAvatar {
  mime: string;
  data: Buffer;
}

const now = () => Math.floor(Date.now() / 1000);

export class Onboarding {
  private readonly byUser: Statement<[number], LiveInvitation & { token: string; used_at: number | null; status: string }>;
  private readonly passwordSet: Statement<[number, number]>;
  private readonly upsertAvatar: Statement<[number, string, string, Buffer]>;
  private readonly setUserAvatar: Statement<[string, string, number]>;
  private readonly avatarByToken: Statement<[string], StoredAvatar>;

  constructor(private readonly db: Database) {
    this.byUser = db.prepare(
      `SELECT i.user_id, i.token, i.expires_at, i.used_at, i.password_set_at, u.status
         FROM employee_invitations i JOIN users u ON u.id = i.user_id WHERE i.user_id = ?`,
    );
    this.passwordSet = db.prepare('UPDATE employee_invitations SET password_set_at = ? WHERE user_id = ?');
    this.upsertAvatar = db.prepare(
      `INSERT INTO user_avatars (user_id, token, mime, data) VALUES (?, ?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET token = excluded.token, mime = excluded.mime, data = excluded.data`,
    );
    this.setUserAvatar = db.prepare('UPDATE users SET avatar = ?, updated_at = ? WHERE id = ?');
    this.avatarByToken = db.prepare('SELECT mime, data FROM user_avatars WHERE token = ?');
  }

  /**
   * The invitation this link opens, or undefined when the link is not (or no
   * longer) good: unknown person, wrong hash, used, expired, or the person has
   * joined or left since.
   */
  live(userId: number, hash: string): LiveInvitation | undefined {
    const row = this.byUser.get(userId);
    if (!row || row.status !== 'invited' || row.used_at !== null || row.expires_at <= now()) return undefined;
    if (!safeEqual(row.token, sha256(hash))) return undefined;
    return { user_id: row.user_id, expires_at: row.expires_at, password_set_at: row.password_set_at };
  }

  markPasswordSet(userId: number): void {
    this.passwordSet.run(now(), userId);
  }

  /** Stores the person's avatar; returns the users.avatar value (a path under /images/). */
  saveAvatar(userId: number, mime: string, data: Buffer): string {
    const token = randomBytes(18).toString('base64url');
    const path = `avatars/uploaded/${token}`;
    this.db.transaction(() => {
      this.upsertAvatar.run(userId, token, mime, data);
      this.setUserAvatar.run(path, new Date().toISOString(), userId);
    })();
    return path;
  }

  avatar(token: string): StoredAvatar | undefined {
    return this.avatarByToken.get(token);
  }
}
