import ExcelJS from 'exceljs';
import { DIALOG_TEXTS, VALIDATION_MESSAGES } from '../../lib/messages';
import { autoMap, IMPORT_MAX_KB, IMPORT_MESSAGES, mapColumn, type ImportMapping } from '../../lib/people/import';
import {
  batchCancelledSchema,
  batchDeletedSchema,
  batchStatusSchema,
  uploadedImportSchema,
  processStartedSchema,
  uploadMetaSchema,
  validatedImportSchema,
  type BatchProcess,
} from '../../lib/people/import-schemas';
import { lineOf, MISNAMED_HEADERS, people, peopleCsv } from '../../test/import-files';
import type { Upstream } from '../src/server';
import { DEMO, signedInClient, startUpstream, type ApiClient } from './helpers';

/** Contract tests of the employee import and batch process calls, parsed with the app's own schemas. */

let upstream: Upstream;
let admin: ApiClient;
let employee: ApiClient;
let manager: ApiClient;

const I = '/employee/employee/entry-import';
const B = '/application/batch-process';

const upload = (client: ApiClient, name: string, data: Buffer | string, type = 'text/csv') =>
  client.multipart(`${I}/file`, {}, { name, data: Buffer.isBuffer(data) ? data : Buffer.from(data), type });

async function uploaded(csv: string, name = 'people.csv') {
  const res = await upload(admin, name, csv);
  expect(res.status).toBe(201);
  return uploadedImportSchema.parse(res.body).data;
}

async function validate(importId: number, mapping: ImportMapping, changes?: unknown[]) {
  const res = await admin.post(`${I}/validate-data`, { import_id: importId, mapping, changes });
  expect(res.status).toBe(200);
  return validatedImportSchema.parse(res.body).data;
}

const pace = (chunk: number, pauseMs: number) => admin.post('/__dev/batch-pace', { chunk, pause_ms: pauseMs });
const status = async (id: number) => batchStatusSchema.parse((await admin.get(`${B}/${id}/status`)).body).data;

async function finished(id: number): Promise<BatchProcess> {
  for (let attempt = 0; attempt < 500; attempt++) {
    const batch = await status(id);
    if (batch.status === 'completed' || batch.status === 'cancelled') return batch;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`batch ${id} did not finish`);
}

const count = (sql: string, ...args: unknown[]) => (upstream.db.prepare(sql).pluck().get(...args) as number) ?? 0;
const usersTagged = (tag: string) => count('SELECT COUNT(*) FROM users WHERE last_name LIKE ?', `%${tag}`);

/** Uploads, validates with the automatic mapping, and processes the file; answers the batch id. */
async function imported(csv: string, sendInvitations = false) {
  const file = await uploaded(csv);
  await validate(file.import_id, autoMap(file.headers));
  const res = await admin.post(`${I}/process-data`, { import_id: file.import_id, send_invitations: sendInvitations });
  expect(res.status).toBe(201);
  return processStartedSchema.parse(res.body).batch_id;
}

beforeAll(async () => {
  upstream = await startUpstream();
  [admin, employee, manager] = await Promise.all([signedInClient(upstream, DEMO.admin), signedInClient(upstream, DEMO.employee), signedInClient(upstream, DEMO.manager)]);
});
afterAll(() => upstream.close());
afterEach(() => pace(100, 0));

describe('upload-meta and file', () => {
  it('says the accepted types, size and the fields, to holders of import_employee only', async () => {
    const meta = uploadMetaSchema.parse((await admin.get(`${I}/upload-meta`)).body).data!;
    expect(meta).toMatchObject({ extensions: ['csv', 'xlsx'], max_size_kb: IMPORT_MAX_KB });
    expect(meta.fields!.filter((field) => field.required).map((field) => field.key)).toEqual(['first_name', 'last_name', 'email']);
    expect((await employee.get(`${I}/upload-meta`)).status).toBe(403);
    expect((await employee.multipart(`${I}/file`, {}, { name: 'p.csv', data: Buffer.from('Email\na@b.c') })).status).toBe(403);
  });

  it('reads a CSV: its headers, the fields, the row count and a preview', async () => {
    const file = await uploaded(peopleCsv(people(50, 'Csv', { mistakes: true }), MISNAMED_HEADERS));
    expect(file.headers).toEqual(['First name', 'Last name', 'Email', 'Cost centre', 'Designation', 'Joining date']);
    expect(file.rows_count).toBe(50);
    expect(file.preview[0]).toEqual(['Paz', 'OkaforCsv', 'paz.okafor.csv0@import.test', 'Engineering', 'Coordinator', '2026-01-15']);
    expect(file.fields.map((field) => field.key)).toContain('department');
  });

  it('reads an XLSX, dates and numbers as text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('People');
    sheet.addRow(['First name', 'Last name', 'Email', 'Joining date']);
    sheet.addRow(['Ines', 'Xlsx', 'ines.xlsx@import.test', new Date(Date.UTC(2026, 2, 2))]);
    sheet.addRow([]);
    sheet.addRow(['Omar', 'Xlsx', { text: 'omar.xlsx@import.test', hyperlink: 'mailto:omar.xlsx@import.test' }, '2026-03-04']);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await upload(admin, 'people.xlsx', data, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.status).toBe(201);
    const file = uploadedImportSchema.parse(res.body).data;
    expect(file.rows_count).toBe(2);
    const checked = await validate(file.import_id, autoMap(file.headers));
    expect(checked.rows.map((row) => [row.row, row.values.email, row.values.joining_date])).toEqual([
      [2, 'ines.xlsx@import.test', '2026-03-02'],
      [4, 'omar.xlsx@import.test', '2026-03-04'],
    ]);
    expect(checked.invalid).toBe(0);
  });

  it('refuses other types, files over the size, a file posing as a sheet and an empty file, with a 422 that says why', async () => {
    const refused = async (name: string, data: Buffer | string) => {
      const res = await upload(admin, name, data);
      expect(res.status).toBe(422);
      return res.body.errors.file[0] as string;
    };
    expect(await refused('people.txt', 'Email\na@b.c')).toBe(IMPORT_MESSAGES.fileType(['csv', 'xlsx']));
    expect(await refused('big.csv', `Email\n${'a@b.c\n'.repeat((IMPORT_MAX_KB * 1024) / 6 + 10)}`)).toBe(IMPORT_MESSAGES.fileSize(IMPORT_MAX_KB));
    expect(await refused('fake.xlsx', 'Email\na@b.c')).toBe(IMPORT_MESSAGES.unreadable);
    expect(await refused('empty.csv', 'First name,Email\n')).toBe(IMPORT_MESSAGES.noRows);
  });
});

describe('validate-data', () => {
  it('checks every row: errors on their cells, counts, and the lookups to create', async () => {
    const lines = people(50, 'Check', { mistakes: true });
    lines[40]!.email = DEMO.manager;
    const file = await uploaded(peopleCsv(lines, MISNAMED_HEADERS));
    const auto = autoMap(file.headers);
    expect(auto.department).toBeUndefined();
    const mapping = mapColumn(auto, 3, 'department');
    const checked = await validate(file.import_id, mapping);
    expect(checked).toMatchObject({ total: 50, valid: 46, invalid: 4 });
    const errorsOf = (index: number) => checked.rows.find((row) => row.row === lineOf(index))!.errors;
    expect(errorsOf(10)).toEqual({ email: [VALIDATION_MESSAGES.email] });
    expect(errorsOf(20)).toEqual({ email: [IMPORT_MESSAGES.duplicateInFile(lineOf(5))] });
    expect(errorsOf(30)).toEqual({ last_name: [VALIDATION_MESSAGES.required] });
    expect(errorsOf(40)).toEqual({ email: [IMPORT_MESSAGES.emailTaken] });
    expect(checked.rows[3]!.values.department).toBe('Engineering');
    expect(checked.creates).toEqual({ department: ['Field Research'], designation: ['Coordinator', 'Analyst'], employment_type: [] });
  });

  it('checks roles, dates in the tenant format and genders', async () => {
    const csv = 'First name,Last name,Email,Role,Joining date,Date of birth,Gender\n' +
      'Ada,Roles,ada.roles@import.test,manager,2026-02-30,2090-01-01,robot\n' +
      'Bo,Roles,bo.roles@import.test,Wizard,2026-02-03,1990-05-06,Non-binary\n';
    const file = await uploaded(csv);
    const checked = await validate(file.import_id, autoMap(file.headers));
    expect(checked.rows[0]!.errors).toEqual({
      joining_date: [IMPORT_MESSAGES.invalidDate],
      date_of_birth: [IMPORT_MESSAGES.futureBirth],
      gender: [IMPORT_MESSAGES.gender],
    });
    expect(checked.rows[1]!.errors.role![0]).toMatch(/^Please use one of the roles: .*Manager/);
  });

  it('keeps fixes made on the grid, and revalidates with them', async () => {
    const file = await uploaded(peopleCsv(people(50, 'Fix', { mistakes: true })));
    const mapping = autoMap(file.headers);
    const fixed = await validate(file.import_id, mapping, [{ row: lineOf(30), field: 'last_name', value: 'Fixed' }]);
    expect(fixed).toMatchObject({ valid: 48, invalid: 2 });
    // Saved: the next check without changes still has the fix.
    expect((await validate(file.import_id, mapping)).rows.find((row) => row.row === lineOf(30))!.values.last_name).toBe('Fixed');
  });

  it('refuses a mapping without the required fields, a column twice, and someone else’s import', async () => {
    const file = await uploaded(peopleCsv(people(3, 'Map')));
    const { email: _email, ...withoutEmail } = autoMap(file.headers);
    const missing = await admin.post(`${I}/validate-data`, { import_id: file.import_id, mapping: withoutEmail });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ 'mapping.email': [VALIDATION_MESSAGES.required] });
    const twice = await admin.post(`${I}/validate-data`, { import_id: file.import_id, mapping: { ...autoMap(file.headers), department: 0 } });
    expect(twice.body.errors).toEqual({ mapping: [IMPORT_MESSAGES.mappingTwice] });
    expect((await manager.post(`${I}/validate-data`, { import_id: file.import_id, mapping: autoMap(file.headers) })).status).toBe(403);
  });
});

describe('process-data and the batch', () => {
  it('imports the valid rows in the background, counts them, creates lookups, invites when asked', async () => {
    const before = count('SELECT COUNT(*) FROM users');
    const batchId = await imported(peopleCsv(people(50, 'Run', { mistakes: true })), true);
    const batch = await finished(batchId);
    expect(batch).toMatchObject({ status: 'completed', total: 47, processed: 47, imported: 47, failed: 0, remaining: 0, progress: 100, send_invitations: true });
    expect(count('SELECT COUNT(*) FROM users')).toBe(before + 47);
    const person = upstream.db
      .prepare("SELECT u.status, d.name AS department, u.joining_date FROM users u JOIN departments d ON d.id = u.department_id WHERE email = 'paz.okafor.run0@import.test'")
      .get();
    expect(person).toEqual({ status: 'invited', department: 'Engineering', joining_date: '2026-01-15' });
    expect(count("SELECT COUNT(*) FROM departments WHERE name = 'Field Research'")).toBe(1);
    expect(count("SELECT COUNT(*) FROM role_users ru JOIN users u ON u.id = ru.user_id WHERE u.last_name LIKE '%Run'")).toBe(47);
    const mail = (await admin.get('/__dev/mailbox?to=paz.okafor.run0@import.test')).body.data;
    expect(mail[0].subject).toMatch(/invited/);
  });

  it('never imports a person twice: the same file again fails every row by e-mail, and sends no mail without invitations', async () => {
    const csv = peopleCsv(people(5, 'Twice'));
    expect((await finished(await imported(csv))).imported).toBe(5);
    expect((await admin.get('/__dev/mailbox?to=paz.okafor.twice0@import.test')).body.data).toEqual([]);
    // Checked again at upload the rows are invalid; rows that became taken after validation fail while processing.
    const file = await uploaded(csv);
    const checked = await validate(file.import_id, autoMap(file.headers));
    expect(checked.invalid).toBe(5);
    const res = await admin.post(`${I}/process-data`, { import_id: file.import_id });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(IMPORT_MESSAGES.nothingValid);
    expect(usersTagged('Twice')).toBe(5);
  });

  it('fails a row whose e-mail is taken while the batch runs, with the row and the reason', async () => {
    await pace(1, 150);
    const lines = people(3, 'Race');
    const batchId = await imported(peopleCsv(lines));
    const roleId = count("SELECT id FROM roles WHERE name = 'Employee'");
    const entry = await admin.post('/employee/employee/quick-entry/new-entry', { first_name: 'Early', last_name: 'Bird', email: lines[2]!.email, role_id: roleId });
    expect(entry.status).toBe(201);
    const batch = await finished(batchId);
    expect(batch).toMatchObject({ status: 'completed', total: 3, imported: 2, failed: 1 });
    expect(batch.failures).toEqual([{ row: lineOf(2), email: lines[2]!.email, reason: IMPORT_MESSAGES.emailTaken }]);
    expect(usersTagged('Race')).toBe(2);
  });

  it('cancels between chunks: whole rows only, the rest never imported; deletes only a finished batch', async () => {
    await pace(5, 150);
    const batchId = await imported(peopleCsv(people(40, 'Stop')));
    const running = await admin.request('DELETE', `${B}/${batchId}/delete`);
    expect(running.status).toBe(422);
    expect(running.body.message).toBe(IMPORT_MESSAGES.stillRunning);
    for (let attempt = 0; (await status(batchId)).processed < 5 && attempt < 200; attempt++) await new Promise((resolve) => setTimeout(resolve, 20));
    const cancel = await admin.post(`${B}/${batchId}/cancel`);
    expect(cancel.status).toBe(200);
    const cancelled = batchCancelledSchema.parse(cancel.body);
    expect(cancelled.message).toBe(IMPORT_MESSAGES.cancelled);
    expect(cancelled.data.status).toBe('cancelled');
    expect(cancelled.data.imported % 5).toBe(0);
    expect(cancelled.data.remaining).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const after = await status(batchId);
    expect(after.imported).toBe(cancelled.data.imported);
    expect(usersTagged('Stop')).toBe(after.imported);
    // Every imported person is whole: with their role and department.
    expect(count("SELECT COUNT(*) FROM users u JOIN role_users ru ON ru.user_id = u.id WHERE u.last_name LIKE '%Stop' AND u.department_id IS NOT NULL")).toBe(after.imported);
    expect((await admin.post(`${B}/${batchId}/cancel`)).status).toBe(422);

    const deleted = await admin.request('DELETE', `${B}/${batchId}/delete`);
    expect(batchDeletedSchema.parse(deleted.body).message).toBe(DIALOG_TEXTS.success.delete);
    expect((await admin.get(`${B}/${batchId}/status`)).status).toBe(404);
    expect(usersTagged('Stop')).toBe(after.imported);
  });

  it('shows a batch only to the person who started it', async () => {
    const batchId = await imported(peopleCsv(people(2, 'Mine')));
    await finished(batchId);
    expect((await manager.get(`${B}/${batchId}/status`)).status).toBe(403);
    expect((await employee.get(`${B}/${batchId}/status`)).status).toBe(403);
    expect((await admin.get(`${B}/999999/status`)).status).toBe(404);
  });
});
