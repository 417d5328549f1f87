import type { Database, Statement } from 'better-sqlite3';

/** Outgoing mail. Nothing is delivered: the rows are the mailbox that /__dev/mailbox shows. */

export interface Mail {
  to: string;
  subject: string;
  body: string;
  /** The first address in the body (the action link). */
  link: string | null;
  created_at: string;
}

const LINK = /https?:\/\/[^\s<>"]+/;

export class Outbox {
  private readonly insert: Statement<[string, string, string, string]>;
  private readonly forAddress: Statement<[string], { to_address: string; subject: string; body: string; created_at: string }>;
  private readonly everything: Statement<[], { to_address: string; subject: string; body: string; created_at: string }>;

  private readonly prefix: { get: () => string | null | undefined };

  constructor(db: Database) {
    const stored = db.prepare<[], string>("SELECT value FROM app_settings WHERE key = 'email_subject_prefix'").pluck();
    this.prefix = { get: () => JSON.parse(stored.get() ?? 'null') as string | null };
    this.insert = db.prepare('INSERT INTO outbox (to_address, subject, body, created_at) VALUES (?, ?, ?, ?)');
    const select = 'SELECT to_address, subject, body, created_at FROM outbox';
    this.forAddress = db.prepare(`${select} WHERE to_address = ? ORDER BY id DESC`);
    this.everything = db.prepare(`${select} ORDER BY id DESC LIMIT 200`);
  }

  /** Every subject starts with the e-mail setup's subject prefix, when there is one. */
  send(to: string, mail: { subject: string; body: string }): void {
    const prefix = this.prefix.get()?.trim();
    this.insert.run(to, prefix ? `${prefix} ${mail.subject}` : mail.subject, mail.body, new Date().toISOString());
  }

  /** Newest first; every recipient when `to` is omitted (the latest 200). */
  list(to?: string): Mail[] {
    const rows = to ? this.forAddress.all(to) : this.everything.all();
    return rows.map((row) => ({
      to: row.to_address,
      subject: row.subject,
      body: row.body,
      link: LINK.exec(row.body)?.[0] ?? null,
      created_at: row.created_at,
    }));
  }
}
