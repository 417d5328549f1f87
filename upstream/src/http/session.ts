import { randomBytes } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';
import { serializeCookie } from './cookies';
import { randomString, safeEqual } from '../lib/tokens';

/**
 * Laravel-like sessions. The `crewdesk_api_session` cookie (HttpOnly) names a
 * row in `sessions`; `XSRF-TOKEN` (readable, URL-encoded) carries the token
 * every write must echo in `X-XSRF-TOKEN`. A request without a live session
 * gets a fresh guest session; sign-in rotates both the id and the token.
 */

export const SESSION_COOKIE = 'crewdesk_api_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/** Idle lifetime, as Laravel's default `session.lifetime` of 120 minutes. */
export const SESSION_LIFETIME_SECONDS = 120 * 60;
/** "Remember me" keeps an idle session for 30 days. */
export const REMEMBER_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
/** last_activity is written (and the cookies re-issued, sliding their expiry) at most this often. */
const TOUCH_INTERVAL_SECONDS = 60;
/** Expired sessions are swept after this many new ones. */
const SWEEP_EVERY = 200;

export interface Session {
  id: string;
  userId: number | null;
  xsrfToken: string;
  remember: boolean;
}

interface SessionRow {
  id: string;
  user_id: number | null;
  xsrf_token: string;
  remember: number;
  last_activity: number;
}

const newId = () => randomString(40);
/** Base64 on purpose: '+', '/' and '=' make the cookie's URL-encoding matter, as with Laravel's token. */
const newXsrfToken = () => randomBytes(32).toString('base64');

const lifetimeOf = (remember: boolean) => (remember ? REMEMBER_LIFETIME_SECONDS : SESSION_LIFETIME_SECONDS);

export class SessionStore {
  private readonly find: Statement<[string], SessionRow>;
  private readonly insert: Statement<[string, number | null, string, number, number, number]>;
  private readonly touch: Statement<[number, string]>;
  private readonly rotate: Statement<[string, number, string, number, number, string]>;
  private readonly remove: Statement<[string]>;
  private readonly removeForUser: Statement<[number, string]>;
  private readonly sweep: Statement<[number, number]>;
  private created = 0;

  constructor(
    db: Database,
    private readonly now: () => number = () => Math.floor(Date.now() / 1000),
  ) {
    this.find = db.prepare('SELECT id, user_id, xsrf_token, remember, last_activity FROM sessions WHERE id = ?');
    this.insert = db.prepare(
      'INSERT INTO sessions (id, user_id, xsrf_token, remember, created_at, last_activity) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.touch = db.prepare('UPDATE sessions SET last_activity = ? WHERE id = ?');
    this.rotate = db.prepare(
      'UPDATE sessions SET id = ?, user_id = ?, xsrf_token = ?, remember = ?, last_activity = ? WHERE id = ?',
    );
    this.remove = db.prepare('DELETE FROM sessions WHERE id = ?');
    this.removeForUser = db.prepare('DELETE FROM sessions WHERE user_id = ? AND id <> ?');
    this.sweep = db.prepare(
      'DELETE FROM sessions WHERE (remember = 0 AND last_activity < ?) OR (remember = 1 AND last_activity < ?)',
    );
  }

  /**
   * The live session named by the cookie, or a new guest session.
   * `issue` is true when the response must (re)send both cookies.
   */
  resume(id: string | undefined): { session: Session; issue: boolean } {
    const now = this.now();
    const row = id && id.length === 40 ? this.find.get(id) : undefined;
    if (row) {
      const remember = row.remember === 1;
      if (now - row.last_activity <= lifetimeOf(remember)) {
        const session = { id: row.id, userId: row.user_id, xsrfToken: row.xsrf_token, remember };
        if (now - row.last_activity < TOUCH_INTERVAL_SECONDS) return { session, issue: false };
        this.touch.run(now, row.id);
        return { session, issue: true };
      }
      this.remove.run(row.id);
    }
    return { session: this.startGuest(), issue: true };
  }

  startGuest(): Session {
    const now = this.now();
    const session: Session = { id: newId(), userId: null, xsrfToken: newXsrfToken(), remember: false };
    this.insert.run(session.id, null, session.xsrfToken, 0, now, now);
    if (++this.created % SWEEP_EVERY === 0) this.sweepExpired();
    return session;
  }

  /** Signs the session in, regenerating its id and XSRF token (session-fixation defence). */
  signIn(session: Session, userId: number, remember: boolean): Session {
    const next: Session = { id: newId(), userId, xsrfToken: newXsrfToken(), remember };
    const changed = this.rotate.run(next.id, userId, next.xsrfToken, remember ? 1 : 0, this.now(), session.id).changes;
    if (changed === 0) this.insert.run(next.id, userId, next.xsrfToken, remember ? 1 : 0, this.now(), this.now());
    return next;
  }

  /** Ends the session and starts a fresh guest session in its place. */
  signOut(session: Session): Session {
    this.remove.run(session.id);
    return this.startGuest();
  }

  /** Ends every other session of a user (after a password reset). */
  endOtherSessions(userId: number, keepId = ''): void {
    this.removeForUser.run(userId, keepId);
  }

  verifyXsrf(session: Session, header: string | string[] | undefined): boolean {
    const token = Array.isArray(header) ? header[0] : header;
    return typeof token === 'string' && safeEqual(token, session.xsrfToken);
  }

  /** Set-Cookie values for both cookies. */
  cookies(session: Session): string[] {
    const maxAgeSeconds = lifetimeOf(session.remember);
    const now = this.now() * 1000;
    return [
      serializeCookie(XSRF_COOKIE, encodeURIComponent(session.xsrfToken), { maxAgeSeconds, httpOnly: false }, now),
      serializeCookie(SESSION_COOKIE, session.id, { maxAgeSeconds, httpOnly: true }, now),
    ];
  }

  sweepExpired(): void {
    const now = this.now();
    this.sweep.run(now - SESSION_LIFETIME_SECONDS, now - REMEMBER_LIFETIME_SECONDS);
  }
}
