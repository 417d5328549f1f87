import type { Database, Statement } from 'better-sqlite3';

/**
 * Fixed-window attempt counting, like Laravel's RateLimiter: the window opens
 * at the first hit and lasts `decaySeconds`; after `maxAttempts` hits the key is
 * locked until the window closes.
 */
export class RateLimiter {
  private readonly find: Statement<[string], { hits: number; reset_at: number }>;
  private readonly write: Statement<[string, number, number]>;
  private readonly remove: Statement<[string]>;

  constructor(
    db: Database,
    private readonly now: () => number = () => Math.floor(Date.now() / 1000),
  ) {
    this.find = db.prepare('SELECT hits, reset_at FROM rate_limits WHERE key = ?');
    this.write = db.prepare('INSERT OR REPLACE INTO rate_limits (key, hits, reset_at) VALUES (?, ?, ?)');
    this.remove = db.prepare('DELETE FROM rate_limits WHERE key = ?');
  }

  /** Seconds until the key may try again; 0 when it is not locked. */
  lockedFor(key: string, maxAttempts: number): number {
    const row = this.find.get(key);
    const now = this.now();
    if (!row || row.reset_at <= now || row.hits < maxAttempts) return 0;
    return row.reset_at - now;
  }

  hit(key: string, decaySeconds: number): void {
    const now = this.now();
    const row = this.find.get(key);
    if (!row || row.reset_at <= now) this.write.run(key, 1, now + decaySeconds);
    else this.write.run(key, row.hits + 1, row.reset_at);
  }

  clear(key: string): void {
    this.remove.run(key);
  }
}
