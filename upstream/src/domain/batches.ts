import type { Database } from 'better-sqlite3';
import type { BatchFailure, BatchProcess } from '../../../lib/people/import-schemas';
import type { BatchStatus } from '../../../lib/people/import';

/**
 * Batch processes (spec part 2 §3, §4 "Batch process"): rows of work carried
 * out in the background, a chunk at a time, each chunk in one transaction, so
 * a cancel (checked between chunks) or a crash never leaves a row half-written.
 * The status answers counts from the items; a finished batch can be deleted
 * (its record, not what it did).
 */

interface BatchRow {
  id: number;
  type: string;
  user_id: number | null;
  status: BatchStatus;
  send_invitations: number;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

export interface BatchItem<Payload> {
  id: number;
  row_number: number;
  payload: Payload;
}

/** What became of one item: imported (with the record it made) or failed with the reason. */
export type ItemOutcome = { ok: true; id: number } | { ok: false; reason: string };

/** Rows per chunk and the pause between chunks (the dev knob slows imports down for tests). */
export interface BatchPace {
  chunk: number;
  pauseMs: number;
}
export const DEFAULT_PACE: BatchPace = { chunk: 100, pauseMs: 0 };

export class BatchProcesses {
  constructor(private readonly db: Database) {}

  /** A new pending batch of `items` (in file order). */
  create(type: string, userId: number, items: { row: number; payload: unknown }[], options: { sendInvitations: boolean }): number {
    return this.db.transaction(() => {
      const now = new Date().toISOString();
      const id = Number(
        this.db
          .prepare("INSERT INTO batch_processes (type, user_id, status, send_invitations, created_at, updated_at) VALUES (?, ?, 'pending', ?, ?, ?)")
          .run(type, userId, options.sendInvitations ? 1 : 0, now, now).lastInsertRowid,
      );
      const insert = this.db.prepare('INSERT INTO batch_process_items (batch_id, row_number, payload) VALUES (?, ?, ?)');
      for (const item of items) insert.run(id, item.row, JSON.stringify(item.payload));
      return id;
    })();
  }

  find(id: number): BatchRow | undefined {
    return this.db.prepare<[number], BatchRow>('SELECT * FROM batch_processes WHERE id = ?').get(id);
  }

  /** Batches a restart left unfinished. */
  unfinished(): number[] {
    return this.db.prepare<[], number>("SELECT id FROM batch_processes WHERE status IN ('pending', 'processing') ORDER BY id").pluck().all();
  }

  /** The batch as the status call answers it. */
  view(id: number): BatchProcess | undefined {
    const batch = this.find(id);
    if (!batch) return undefined;
    const counts = Object.fromEntries(
      this.db
        .prepare<[number], { status: string; n: number }>('SELECT status, COUNT(*) AS n FROM batch_process_items WHERE batch_id = ? GROUP BY status')
        .all(id)
        .map((row) => [row.status, row.n]),
    ) as Partial<Record<'pending' | 'imported' | 'failed', number>>;
    const imported = counts.imported ?? 0;
    const failed = counts.failed ?? 0;
    const remaining = counts.pending ?? 0;
    const total = imported + failed + remaining;
    const processed = imported + failed;
    const failures = this.db
      .prepare<[number], { row_number: number; payload: string; reason: string }>(
        "SELECT row_number, payload, reason FROM batch_process_items WHERE batch_id = ? AND status = 'failed' ORDER BY row_number",
      )
      .all(id)
      .map((row): BatchFailure => ({ row: row.row_number, email: String((JSON.parse(row.payload) as { email?: string }).email ?? ''), reason: row.reason }));
    return {
      id,
      type: batch.type,
      status: batch.status,
      total,
      processed,
      imported,
      failed,
      remaining,
      progress: total === 0 ? 100 : Math.floor((processed * 100) / total),
      send_invitations: batch.send_invitations === 1,
      created_at: batch.created_at,
      finished_at: batch.finished_at,
      failures,
    };
  }

  private setStatus(id: number, status: BatchStatus, finished: boolean): void {
    const now = new Date().toISOString();
    this.db.prepare('UPDATE batch_processes SET status = ?, updated_at = ?, finished_at = ? WHERE id = ?').run(status, now, finished ? now : null, id);
  }

  /** Stops a running batch: the chunk under way (if any) has committed; no further chunk starts. */
  cancel(id: number): void {
    this.setStatus(id, 'cancelled', true);
  }

  delete(id: number): void {
    this.db.prepare('DELETE FROM batch_processes WHERE id = ?').run(id);
  }

  /**
   * Runs the next chunk of a batch in one transaction; each item in its own
   * savepoint, so a failing item rolls back alone and is recorded as failed.
   * Answers whether items remain.
   */
  runChunk<Payload>(id: number, size: number, handle: (item: BatchItem<Payload>, batch: BatchRow) => ItemOutcome): boolean {
    return this.db.transaction(() => {
      const batch = this.find(id);
      if (!batch || (batch.status !== 'pending' && batch.status !== 'processing')) return false;
      if (batch.status === 'pending') this.setStatus(id, 'processing', false);
      const items = this.db
        .prepare<[number, number], { id: number; row_number: number; payload: string }>(
          "SELECT id, row_number, payload FROM batch_process_items WHERE batch_id = ? AND status = 'pending' ORDER BY id LIMIT ?",
        )
        .all(id, size);
      const done = this.db.prepare('UPDATE batch_process_items SET status = ?, reason = ?, user_id = ? WHERE id = ?');
      for (const item of items) {
        let outcome: ItemOutcome;
        try {
          outcome = this.db.transaction(() => handle({ id: item.id, row_number: item.row_number, payload: JSON.parse(item.payload) as Payload }, batch))();
        } catch (error) {
          outcome = { ok: false, reason: error instanceof Error ? error.message : 'The row could not be imported.' };
        }
        if (outcome.ok) done.run('imported', null, outcome.id, item.id);
        else done.run('failed', outcome.reason, null, item.id);
      }
      const left = this.db.prepare<[number], number>("SELECT COUNT(*) FROM batch_process_items WHERE batch_id = ? AND status = 'pending'").pluck().get(id)!;
      if (left === 0) this.setStatus(id, 'completed', true);
      return left > 0;
    })();
  }
}

/**
 * Runs batches in the background of this process: a chunk, then (after the
 * pace's pause, never blocking requests for longer than a chunk) the next,
 * until none remain or the batch is cancelled.
 */
export class BatchRunner<Payload> {
  private readonly timers = new Map<number, NodeJS.Timeout>();
  pace: BatchPace = { ...DEFAULT_PACE };

  constructor(
    private readonly db: Database,
    private readonly batches: BatchProcesses,
    private readonly handle: (item: BatchItem<Payload>, batch: { user_id: number | null; send_invitations: number }) => ItemOutcome,
  ) {}

  start(id: number): void {
    if (this.timers.has(id)) return;
    this.next(id);
  }

  private next(id: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(id);
      if (!this.db.open) return;
      let more = false;
      try {
        more = this.batches.runChunk(id, this.pace.chunk, this.handle);
      } catch (error) {
        console.error(`[upstream] batch ${id} stopped:`, error);
      }
      if (more) this.next(id);
    }, this.pace.pauseMs);
    timer.unref();
    this.timers.set(id, timer);
  }
}
