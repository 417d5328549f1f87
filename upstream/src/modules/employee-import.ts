import { todayInZone } from '../../../lib/date-time/zone';
import { DIALOG_TEXTS, VALIDATION_MESSAGES } from '../../../lib/messages';
import {
  IMPORT_EXTENSIONS,
  IMPORT_FIELDS,
  IMPORT_MAX_KB,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  isBatchRunning,
  unmappedRequired,
  type ImportFieldKey,
  type ImportMapping,
} from '../../../lib/people/import';
import { BatchProcesses, BatchRunner, type ItemOutcome } from '../domain/batches';
import {
  checkRows,
  EmployeeImports,
  IMPORT_MIMES,
  ImportFileError,
  lookupIdOf,
  parseImportFile,
  rowContext,
  type ImportPayload,
  type StoredRow,
} from '../domain/employee-import';
import { Employees } from '../domain/employees';
import { readMultipart } from '../domain/files-multipart';
import { Outbox } from '../domain/outbox';
import { idParam, positiveId } from '../http/params';
import { json, notFound, unprocessable, validationFailed, type FieldErrors } from '../http/respond';
import type { RequestContext } from '../http/context';
import type { Router } from '../http/router';
import { randomHex } from '../lib/tokens';
import type { Services } from '../services';
import { invitationSender } from './employees';

/**
 * The employee import (spec part 2 §4 "Import of employees": upload, then
 * validate data, then process data, which answers a batch_id) and the batch
 * process calls (status, cancel, delete). The uploaded file is parsed once and
 * kept as an import of its uploader; validate-data maps and checks its rows
 * (and saves cells fixed on the grid); process-data checks them again and
 * imports the valid ones in the background, a chunk per transaction. E-mail is
 * the key: a row whose e-mail exists by then fails, so nothing is imported twice.
 */

const I = '/employee/employee/entry-import';
const B = '/application/batch-process';
const BATCH_TYPE = 'employee_import';
const CAN = { can: ['import_employee'] } as const;

/** Files over the limit are still read up to here, to refuse them with a 422 that says the limit. */
const READ_LIMIT_BYTES = 8 * 1024 * 1024;
const CELL_MAX = 255;
const CHANGES_MAX = 500;

const fields = IMPORT_FIELDS.map(({ key, label, required }) => ({ key, label, required }));
const FIELD_KEYS = new Set<string>(IMPORT_FIELDS.map((field) => field.key));

export function registerEmployeeImport(router: Router, services: Services): void {
  const { db, settings, config } = services;
  const imports = new EmployeeImports(db);
  const batches = new BatchProcesses(db);
  const employees = new Employees(db);
  const sendInvitation = invitationSender(services, employees, new Outbox(db));
  const context = () => {
    const { date_format, timezone } = settings.get();
    return rowContext(db, date_format, todayInZone(timezone));
  };
  const defaultRole = db.prepare<[], number>('SELECT id FROM roles WHERE is_default = 1 ORDER BY position LIMIT 1').pluck();
  const roleByName = db.prepare<[string], number>('SELECT id FROM roles WHERE name = ? COLLATE NOCASE').pluck();
  const roleNames = db.prepare<[], string>('SELECT name FROM roles ORDER BY position').pluck();
  const emailTaken = db.prepare<[string], number>('SELECT id FROM users WHERE email = ?').pluck();
  const personal = db.prepare('UPDATE users SET gender = ?, date_of_birth = ? WHERE id = ?');

  /** One row of an import batch: the person with their lookups (new ones created), invited when asked. */
  const importPerson = (payload: ImportPayload, sendInvitations: boolean): ItemOutcome => {
    if (emailTaken.get(payload.email) !== undefined) return { ok: false, reason: IMPORT_MESSAGES.emailTaken };
    const roleId = payload.role ? roleByName.get(payload.role) : defaultRole.get();
    // The role was deleted since the rows were checked.
    if (roleId === undefined) return { ok: false, reason: IMPORT_MESSAGES.role(roleNames.all()) };
    const lookup = (kind: 'department' | 'designation' | 'employment_type') => (payload[kind] ? lookupIdOf(db, kind, payload[kind]) : null);
    const created = employees.create({
      first_name: payload.first_name,
      last_name: payload.last_name,
      email: payload.email,
      department_id: lookup('department'),
      designation_id: lookup('designation'),
      employment_type_id: lookup('employment_type'),
      role_id: roleId,
      joining_date: payload.joining_date,
      // Not a scrypt hash, so no password signs in: the person sets theirs while onboarding.
      password: `!import:${randomHex(16)}`,
    });
    if (payload.gender || payload.date_of_birth) personal.run(payload.gender, payload.date_of_birth, created.id);
    if (sendInvitations) sendInvitation({ id: created.id, first_name: payload.first_name, email: payload.email });
    return { ok: true, id: created.id };
  };

  const runner = new BatchRunner<ImportPayload>(db, batches, (item, batch) => importPerson(item.payload, batch.send_invitations === 1));
  // A restart goes on with what it left unfinished.
  for (const id of batches.unfinished()) runner.start(id);

  /** The caller's import of the body's import_id, or a 422 that says to upload again. */
  const importOf = (ctx: RequestContext, body: Record<string, unknown>) => {
    const id = positiveId(body.import_id);
    const found = id === null ? undefined : imports.find(ctx.userId(), id);
    if (!found) throw validationFailed({ import_id: [IMPORT_MESSAGES.importExpired] });
    return found;
  };

  router.get(
    `${I}/upload-meta`,
    () => json({ data: { extensions: [...IMPORT_EXTENSIONS], mimes: IMPORT_MIMES, max_size_kb: IMPORT_MAX_KB, max_rows: IMPORT_MAX_ROWS, fields } }),
    CAN,
  );

  router.post(
    `${I}/file`,
    async (ctx) => {
      const { files } = await readMultipart(ctx.req, READ_LIMIT_BYTES);
      const part = files.file;
      if (!part) throw validationFailed({ file: [VALIDATION_MESSAGES.required] });
      let parsed;
      try {
        parsed = await parseImportFile(part.filename, part.data);
      } catch (error) {
        if (error instanceof ImportFileError) throw validationFailed({ file: [error.message] });
        throw error;
      }
      const id = imports.create(ctx.userId(), part.filename, parsed);
      return json(
        {
          message: `We read ${parsed.rows.length} ${parsed.rows.length === 1 ? 'row' : 'rows'} from ${part.filename}.`,
          data: {
            import_id: id,
            file_name: part.filename,
            headers: parsed.headers,
            fields,
            rows_count: parsed.rows.length,
            preview: parsed.rows.slice(0, 3).map(([, ...cells]) => cells),
          },
        },
        201,
      );
    },
    CAN,
  );

  router.post(
    `${I}/validate-data`,
    async (ctx) => {
      const body = ((await ctx.body()) ?? {}) as Record<string, unknown>;
      const stored = importOf(ctx, body);
      const mapping = mappingOf(body.mapping, stored.headers.length);
      const rows = applyChanges(stored.rows, mapping, body.changes);
      imports.save(stored.id, rows, mapping);
      const { checked, summary } = checkRows(rows, mapping, context());
      return json({ data: { import_id: stored.id, ...summary, rows: checked.map(({ row, values, errors }) => ({ row, values, errors })) } });
    },
    CAN,
  );

  router.post(
    `${I}/process-data`,
    async (ctx) => {
      const body = ((await ctx.body()) ?? {}) as Record<string, unknown>;
      const stored = importOf(ctx, body);
      if (!stored.mapping) throw validationFailed({ mapping: [VALIDATION_MESSAGES.required] });
      if (body.send_invitations !== undefined && typeof body.send_invitations !== 'boolean') {
        throw validationFailed({ send_invitations: [VALIDATION_MESSAGES.invalidSubmission] });
      }
      const { checked } = checkRows(stored.rows, stored.mapping, context());
      const items = checked.filter((row) => row.payload).map((row) => ({ row: row.row, payload: row.payload }));
      if (items.length === 0) throw unprocessable(IMPORT_MESSAGES.nothingValid);
      const batchId = batches.create(BATCH_TYPE, ctx.userId(), items, { sendInvitations: body.send_invitations === true });
      imports.delete(stored.id);
      runner.start(batchId);
      return json({ message: IMPORT_MESSAGES.started, batch_id: batchId }, 201);
    },
    CAN,
  );

  // ── Batch processes: each seen, cancelled and deleted by the person who started it ──

  const batchOf = (ctx: RequestContext) => {
    const batch = batches.find(idParam(ctx, 'id'));
    if (!batch || batch.type !== BATCH_TYPE || batch.user_id !== ctx.userId()) throw notFound();
    return batch;
  };

  router.get(`${B}/{id}/status`, (ctx) => json({ data: batches.view(batchOf(ctx).id) }), CAN);

  router.post(
    `${B}/{id}/cancel`,
    (ctx) => {
      const batch = batchOf(ctx);
      if (!isBatchRunning(batch.status)) throw unprocessable(IMPORT_MESSAGES.notRunning);
      batches.cancel(batch.id);
      return json({ message: IMPORT_MESSAGES.cancelled, data: batches.view(batch.id) });
    },
    CAN,
  );

  router.delete(
    `${B}/{id}/delete`,
    (ctx) => {
      const batch = batchOf(ctx);
      if (isBatchRunning(batch.status)) throw unprocessable(IMPORT_MESSAGES.stillRunning);
      batches.delete(batch.id);
      return json({ message: DIALOG_TEXTS.success.delete });
    },
    CAN,
  );

  // Tests slow batches down to watch them run, reload and cancel them.
  if (config.devRoutes) {
    router.post(
      '/__dev/batch-pace',
      async (ctx) => {
        const body = ((await ctx.body()) ?? {}) as { chunk?: unknown; pause_ms?: unknown };
        const chunk = positiveId(body.chunk) ?? 100;
        const pauseMs = typeof body.pause_ms === 'number' && body.pause_ms >= 0 ? Math.min(body.pause_ms, 10_000) : 0;
        runner.pace = { chunk, pauseMs };
        return json({ data: runner.pace });
      },
      { kind: 'dev' },
    );
  }
}

/** The body's mapping (field → column index), checked: known fields, columns of the file, each column once, the required fields mapped. */
function mappingOf(raw: unknown, columns: number): ImportMapping {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw validationFailed({ mapping: [VALIDATION_MESSAGES.required] });
  const mapping: Record<string, number> = {};
  const used = new Set<number>();
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (value === null || value === undefined) continue;
    if (!FIELD_KEYS.has(key) || typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value >= columns) {
      throw validationFailed({ mapping: [VALIDATION_MESSAGES.invalidSubmission] });
    }
    if (used.has(value)) throw validationFailed({ mapping: [IMPORT_MESSAGES.mappingTwice] });
    used.add(value);
    mapping[key] = value;
  }
  const missing = unmappedRequired(mapping);
  if (missing.length) {
    const errors: FieldErrors = {};
    for (const key of missing) errors[`mapping.${key}`] = [VALIDATION_MESSAGES.required];
    throw validationFailed(errors);
  }
  return mapping as ImportMapping;
}

/** The rows with the grid's fixes applied (each {row, field, value} to a mapped field of a row of the file). */
function applyChanges(rows: StoredRow[], mapping: ImportMapping, raw: unknown): StoredRow[] {
  if (raw === undefined || raw === null) return rows;
  if (!Array.isArray(raw) || raw.length > CHANGES_MAX) throw validationFailed({ changes: [VALIDATION_MESSAGES.invalidSubmission] });
  const byLine = new Map(rows.map((row, index) => [row[0], index]));
  const next = rows.slice();
  for (const change of raw as { row?: unknown; field?: unknown; value?: unknown }[]) {
    const index = typeof change?.row === 'number' ? byLine.get(change.row) : undefined;
    const column = typeof change?.field === 'string' ? mapping[change.field as ImportFieldKey] : undefined;
    if (index === undefined || column === undefined || typeof change.value !== 'string') throw validationFailed({ changes: [VALIDATION_MESSAGES.invalidSubmission] });
    if (change.value.length > CELL_MAX) throw validationFailed({ changes: [VALIDATION_MESSAGES.max(CELL_MAX)] });
    const row = next[index]!.slice() as StoredRow;
    row[column + 1] = change.value.trim();
    next[index] = row;
  }
  return next;
}
