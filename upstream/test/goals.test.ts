import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { DIALOG_TEXTS } from '../../lib/messages';
import {
  employeeChoicesSchema,
  goalDeletedSchema,
  goalEditSchema,
  goalExportSchema,
  goalListSchema,
  goalPageSchema,
  goalSavedSchema,
  goalSettingsSavedSchema,
  goalSettingsSchema,
} from '../../lib/goals/schemas';
import type { Upstream } from '../src/server';
import { ApiClient, DEMO, signedInClient, upstreamWithAdminAndEmployee } from './helpers';

/** Contract tests of the goals calls and the employees list, parsed with the app's schemas. */

let upstream: Upstream, admin: ApiClient, employee: ApiClient;

beforeAll(async () => ({ upstream, admin, employee } = await upstreamWithAdminAndEmployee()));
afterAll(() => upstream.close());

const G = '/nccapp/nccgoals';
const idOf = (username: string) => upstream.db.prepare('SELECT id FROM users WHERE username = ?').pluck().get(username) as number;

const fetchFile = async (client: ApiClient, path: string) => (await client.download(path)).bytes;

it('pages the seeded goals with counts per status, filtered by owner and status', async () => {
  const page = goalPageSchema.parse((await admin.get(`${G}/index?per_page=50`)).body);
  expect(page.meta.total).toBe(9);
  expect(page.counts).toEqual({ not_started: 2, in_progress: 5, done: 1, cancelled: 1 });
  expect(page.data.some((goal) => goal.is_overdue)).toBe(true);
  const emma = goalPageSchema.parse((await admin.get(`${G}/index?owner_id=${idOf('emma.novak')}&status=in_progress`)).body);
  expect(emma.data.map((goal) => goal.title)).toEqual(['Document the release checklist']);
  expect(emma.counts.not_started).toBe(1);
  expect(goalListSchema.parse((await admin.get(`${G}/list`)).body).data).toHaveLength(9);
  expect((await employee.get(`${G}/index`)).status).toBe(403);
});

it('adds, edits, moves to done and deletes a goal', async () => {
  const invalid = await admin.post(`${G}/store`, { title: ' ', owner_id: 0, due_date: '', status: 'nope', progress: 140 });
  expect(invalid.status).toBe(422);
  expect(Object.keys(invalid.body.errors).sort()).toEqual(['due_date', 'owner_id', 'progress', 'status', 'title']);
  expect(invalid.body.errors.title).toEqual(['This is a required field']);

  const created = await admin.post(`${G}/store`, { title: 'Ship the goals screen', description: '', owner_id: idOf('aisha.khan'), due_date: '2026-12-01', status: 'in_progress', progress: 40 });
  expect(created.status).toBe(201);
  const saved = goalSavedSchema.parse(created.body);
  expect(saved.message).toBe(DIALOG_TEXTS.success.add);
  expect(saved.data).toMatchObject({ title: 'Ship the goals screen', description: null, owner: { name: 'Aisha Khan' }, progress: 40 });

  const edited = goalSavedSchema.parse((await admin.post(`${G}/store`, { ...saved.data, id: saved.data.id, owner_id: saved.data.owner.id, title: 'Ship the goals screen well' })).body);
  expect(edited.message).toBe(DIALOG_TEXTS.success.edit);
  expect(goalEditSchema.parse((await admin.get(`${G}/edit/${saved.data.id}`)).body).data.title).toBe('Ship the goals screen well');

  const done = goalSavedSchema.parse((await admin.post(`${G}/change-status`, { id: saved.data.id, status: 'done' })).body);
  expect(done.data).toMatchObject({ status: 'done', progress: 100, is_overdue: false });

  // Done from the edit form means the same as from the list: 100 % (the form said 30 % and kept it); a done goal's progress edited later is kept.
  const again = goalSavedSchema.parse((await admin.post(`${G}/store`, { title: 'Write the goals guide', owner_id: idOf('aisha.khan'), due_date: '2026-12-01', status: 'in_progress', progress: 30 })).body);
  const edited30 = { ...again.data, id: again.data.id, owner_id: again.data.owner.id, status: 'done' };
  expect(goalSavedSchema.parse((await admin.post(`${G}/store`, edited30)).body).data).toMatchObject({ status: 'done', progress: 100 });
  expect(goalSavedSchema.parse((await admin.post(`${G}/store`, { ...edited30, progress: 90 })).body).data).toMatchObject({ status: 'done', progress: 90 });
  expect((await admin.request('DELETE', `${G}/delete/${again.data.id}`)).status).toBe(200);

  expect(goalDeletedSchema.parse((await admin.request('DELETE', `${G}/delete/${saved.data.id}`)).body).message).toBe(DIALOG_TEXTS.success.delete);
  expect((await admin.get(`${G}/edit/${saved.data.id}`)).status).toBe(404);
  expect((await admin.request('DELETE', `${G}/delete/${saved.data.id}`)).status).toBe(404);
});

it('exports the goals under the filters as CSV and XLSX through an export file', async () => {
  const csv = goalExportSchema.parse((await admin.get(`${G}/report/generate?format=csv&owner_id=${idOf('marcus.reed')}`)).body);
  const rows = Papa.parse<string[]>((await fetchFile(admin, csv.file_path)).toString('utf8'), { skipEmptyLines: true }).data;
  expect(rows[0]![0]).toBe('Goal');
  expect(rows.slice(1).map((row) => [row[0], row[1]])).toEqual([
    ['Publish the on-call rota', 'Marcus Reed'],
    ['Hire two support engineers', 'Marcus Reed'],
  ]);
  const xlsx = goalExportSchema.parse((await admin.get(`${G}/report/generate?format=xlsx`)).body);
  expect(xlsx.file_name).toMatch(/^goals-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await fetchFile(admin, xlsx.file_path)) as unknown as ArrayBuffer);
  expect(workbook.worksheets[0]!.rowCount).toBe(10);
});

it('lists people to choose from, searched and paged', async () => {
  const page = employeeChoicesSchema.parse((await admin.get('/nccapp/time/attendance/employees/list?search=aisha')).body);
  expect(page.data.map((person) => person.name)).toEqual(['Aisha Khan']);
  const all = employeeChoicesSchema.parse((await admin.get('/nccapp/time/attendance/employees/list')).body);
  expect(all.meta.per_page).toBe(20);
  expect((await employee.get('/nccapp/time/attendance/employees/list')).status).toBe(403);
});

it('keeps the goals settings: a new goal’s due period, and whether Done means 100 %', async () => {
  expect(goalSettingsSchema.parse((await admin.get(`${G}/settings`)).body).data).toEqual({ default_due_days: 30, complete_on_done: true });
  const invalid = await admin.post(`${G}/settings/update`, { default_due_days: 0, complete_on_done: true });
  expect(invalid.status).toBe(422);
  expect(invalid.body.errors.default_due_days).toEqual(['Please use 1 to 365 days']);
  const saved = goalSettingsSavedSchema.parse((await admin.post(`${G}/settings/update`, { default_due_days: 14, complete_on_done: false })).body);
  expect(saved).toEqual({ message: DIALOG_TEXTS.success.edit, data: { default_due_days: 14, complete_on_done: false } });

  const goal = goalSavedSchema.parse(
    (await admin.post(`${G}/store`, { title: 'Halfway there', owner_id: idOf('emma.novak'), due_date: '2026-12-01', status: 'in_progress', progress: 50 })).body,
  ).data;
  expect(goalSavedSchema.parse((await admin.post(`${G}/change-status`, { id: goal.id, status: 'done' })).body).data).toMatchObject({ status: 'done', progress: 50 });
  const other = goalSavedSchema.parse((await admin.post(`${G}/store`, { title: 'Two thirds there', owner_id: idOf('emma.novak'), due_date: '2026-12-01', status: 'in_progress', progress: 60 })).body).data;
  expect(goalSavedSchema.parse((await admin.post(`${G}/store`, { ...other, owner_id: other.owner.id, status: 'done' })).body).data).toMatchObject({ status: 'done', progress: 60 });
  expect((await admin.post(`${G}/settings/update`, { default_due_days: 30, complete_on_done: true })).status).toBe(200);
  // Who manages people's records changes the settings; a manager who only views them reads them.
  const manager = await signedInClient(upstream, DEMO.manager);
  expect((await manager.get(`${G}/settings`)).status).toBe(200);
  expect((await manager.post(`${G}/settings/update`, { default_due_days: 7, complete_on_done: true })).status).toBe(403);
});
