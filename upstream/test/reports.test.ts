import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { shiftDate } from '../../lib/date-time/calendar';
import { EMPLOYEE_DETAILS_COLUMNS, LEAVE_REPORT_COLUMNS, TIMESHEET_COLUMNS, TIMESHEET_DAY_STATUSES, TIMESHEET_MAX_DAYS } from '../../lib/reports/reports';
import { exportFileSchema } from '../../lib/reports/schemas';
import type { Upstream } from '../src/server';
import { timeDomain } from '../src/domain/attendance-service';
import { csvStream } from '../src/domain/export-files';
import { ApiClient, DEMO, upstreamWithAdminAndEmployee } from './helpers';

/** Contract tests of the report calls: answers parsed with the app's schema, files opened and read. */

let upstream: Upstream, admin: ApiClient, employee: ApiClient;

beforeAll(async () => ({ upstream, admin, employee } = await upstreamWithAdminAndEmployee()));
afterAll(() => upstream.close());

const R = '/report/report';
const today = () => timeDomain({ db: upstream.db } as never).attendance.wallNow().slice(0, 10);

const download = (client: ApiClient, exportFile: string) => client.download(exportFile);

async function generate(client: ApiClient, kind: string, query: Record<string, string>) {
  const res = await client.get(`${R}/${kind}/generate?${new URLSearchParams(query)}`);
  return res;
}

const csvRows = (bytes: Buffer) => Papa.parse<string[]>(bytes.toString('utf8'), { skipEmptyLines: true }).data;

async function xlsxRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const activeCount = () => (upstream.db.prepare("SELECT COUNT(*) AS n FROM users WHERE status != 'archived'").get() as { n: number }).n;

describe('employee details', () => {
  it('answers an export_file whose CSV holds every employed person, header first', async () => {
    const res = await generate(admin, 'employee-details', { format: 'csv' });
    expect(res.status).toBe(200);
    const file = exportFileSchema.parse(res.body);
    expect(file.file_name).toMatch(/^employee-details-\d{4}-\d{2}-\d{2}\.csv$/);
    const got = await download(admin, file.export_file);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toContain('text/csv');
    expect(got.headers.get('content-disposition')).toBe(`attachment; filename="${file.file_name}"`);
    const rows = csvRows(got.bytes);
    expect(rows[0]).toEqual([...EMPLOYEE_DETAILS_COLUMNS]);
    expect(rows).toHaveLength(activeCount() + 1);
    const ava = rows.find((row) => row[3] === DEMO.admin)!;
    expect(ava.slice(1, 6)).toEqual(['Ava', 'Sinclair', DEMO.admin, 'ava.sinclair', 'Active']);
    expect(ava[9]).toBe('Administrator');
  });

  it('filters by department, people and status, as XLSX', async () => {
    const engineering = upstream.db.prepare("SELECT id FROM departments WHERE name = 'Engineering'").pluck().get() as number;
    const expected = upstream.db
      .prepare("SELECT email FROM users WHERE department_id = ? AND status = 'active' ORDER BY first_name COLLATE NOCASE, last_name COLLATE NOCASE, id")
      .pluck()
      .all(engineering) as string[];
    const file = exportFileSchema.parse((await generate(admin, 'employee-details', { format: 'xlsx', department_id: String(engineering), status: 'active' })).body);
    const got = await download(admin, file.export_file);
    expect(got.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const rows = await xlsxRows(got.bytes);
    expect(rows[0]).toEqual([...EMPLOYEE_DETAILS_COLUMNS]);
    expect(rows.slice(1).map((row) => row[3])).toEqual(expected);

    const ids = upstream.db.prepare("SELECT id FROM users WHERE email IN ('admin@crewdesk.test', 'employee@crewdesk.test')").pluck().all() as number[];
    const two = exportFileSchema.parse((await generate(admin, 'employee-details', { format: 'csv', user_ids: ids.join(',') })).body);
    expect(csvRows((await download(admin, two.export_file)).bytes).slice(1).map((row) => row[3])).toEqual([DEMO.admin, DEMO.employee]);

    const discharged = exportFileSchema.parse((await generate(admin, 'employee-details', { format: 'csv', status: 'discharged' })).body);
    const archived = csvRows((await download(admin, discharged.export_file)).bytes).slice(1);
    expect(archived.length).toBe(4);
    expect(archived.every((row) => row[5] === 'Discharged' && /^\d{4}-\d{2}-\d{2}$/.test(row[13]!))).toBe(true);
  });

  it('refuses a bad format or filter with the 422 body, and people without access_report_module', async () => {
    const bad = await generate(admin, 'employee-details', { format: 'pdf', user_ids: '1,x' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['format', 'user_ids']);
    expect((await generate(employee, 'employee-details', { format: 'csv' })).status).toBe(403);
  });
});

describe('timesheet', () => {
  it('has one row per person and day with the day as the attendance tables hold it', async () => {
    const to = shiftDate(today(), -1);
    const from = shiftDate(to, -6);
    const aisha = upstream.db.prepare("SELECT id FROM users WHERE username = 'aisha.khan'").pluck().get() as number;
    const file = exportFileSchema.parse((await generate(admin, 'timesheet', { format: 'csv', from, to, user_ids: String(aisha) })).body);
    expect(file.file_name).toBe(`timesheet-${from}-to-${to}.csv`);
    const rows = csvRows((await download(admin, file.export_file)).bytes);
    expect(rows[0]).toEqual([...TIMESHEET_COLUMNS]);
    expect(rows.slice(1).map((row) => row[4])).toEqual(Array.from({ length: 7 }, (_, index) => shiftDate(from, index)));
    // Aisha worked at the office yesterday (a fixed seed case).
    const yesterday = rows.at(-1)!;
    expect(yesterday.slice(1, 2)).toEqual(['Aisha Khan']);
    expect(yesterday[6]).toBe('Present');
    expect(yesterday[8]).toMatch(/^\d{2}:\d{2}$/);
    expect(Number(yesterday[10])).toBeGreaterThan(0);
    expect(yesterday[13]).toBe('No');
  });

  it('streams everyone for a month as XLSX', async () => {
    const to = shiftDate(today(), -1);
    const from = shiftDate(to, -30);
    const file = exportFileSchema.parse((await generate(admin, 'timesheet', { format: 'xlsx', from, to, status: 'active' })).body);
    const got = await download(admin, file.export_file);
    expect(got.headers.get('content-length')).toBeNull();
    const rows = await xlsxRows(got.bytes);
    const active = (upstream.db.prepare("SELECT COUNT(*) AS n FROM users WHERE status = 'active'").get() as { n: number }).n;
    expect(rows).toHaveLength(active * 31 + 1);
    expect(rows.slice(1).every((row) => (TIMESHEET_DAY_STATUSES as readonly unknown[]).includes(row[6]))).toBe(true);
    expect(rows.slice(1).some((row) => row[6] === 'Present')).toBe(true);
  });

  it('needs a period of at most 92 days, in order', async () => {
    const missing = await generate(admin, 'timesheet', { format: 'csv' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['from', 'to']);
    const reversed = await generate(admin, 'timesheet', { format: 'csv', from: '2026-02-10', to: '2026-02-01' });
    expect(reversed.body.errors.to).toEqual(['The end date must not be before the start date']);
    const long = await generate(admin, 'timesheet', { format: 'csv', from: '2026-01-01', to: shiftDate('2026-01-01', TIMESHEET_MAX_DAYS) });
    expect(long.body.errors.to).toEqual([`A timesheet covers at most ${TIMESHEET_MAX_DAYS} days.`]);
  });
});

describe('leave', () => {
  interface Application {
    id: number;
    email: string;
    start_date: string;
    end_date: string;
    status: string;
  }
  const applications = (where: string, ...args: string[]) =>
    upstream.db
      .prepare(
        `SELECT a.id, u.email, a.start_date, a.end_date, a.status FROM leave_applications a JOIN users u ON u.id = a.user_id
          WHERE u.status != 'archived' AND ${where} ORDER BY a.start_date, u.first_name COLLATE NOCASE, u.last_name COLLATE NOCASE, u.id, a.id`,
      )
      .all(...args) as Application[];

  it('has one row per application overlapping the period, as the leave tables hold it', async () => {
    const to = today();
    const from = shiftDate(to, -90);
    const expected = applications('a.end_date >= ? AND a.start_date <= ?', from, to);
    expect(expected.length).toBeGreaterThan(5);
    const file = exportFileSchema.parse((await generate(admin, 'leave', { format: 'csv', from, to })).body);
    expect(file.file_name).toBe(`leave-${from}-to-${to}.csv`);
    const rows = csvRows((await download(admin, file.export_file)).bytes);
    expect(rows[0]).toEqual([...LEAVE_REPORT_COLUMNS]);
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(expected.map((application) => application.id));
    const first = rows[1]!;
    expect(first[3]).toBe(expected[0]!.email);
    expect(first.slice(6, 8)).toEqual([expected[0]!.start_date, expected[0]!.end_date]);
    expect(['Full day', 'First half', 'Second half']).toContain(first[9]);
    expect(['Pending', 'Approved', 'Rejected', 'Withdrawn']).toContain(first[10]);
  });

  it('narrows to the applications’ status and to people, as XLSX', async () => {
    const approved = applications("a.status = 'approved'");
    const file = exportFileSchema.parse((await generate(admin, 'leave', { format: 'xlsx', leave_status: 'approved' })).body);
    const rows = await xlsxRows((await download(admin, file.export_file)).bytes);
    expect(rows.slice(1).map((row) => row[0])).toEqual(approved.map((application) => application.id));
    expect(rows.slice(1).every((row) => row[10] === 'Approved')).toBe(true);

    const employeeId = upstream.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(DEMO.employee) as number;
    const own = exportFileSchema.parse((await generate(admin, 'leave', { format: 'csv', user_ids: String(employeeId) })).body);
    const ownRows = csvRows((await download(admin, own.export_file)).bytes).slice(1);
    expect(ownRows.map((row) => Number(row[0]))).toEqual(applications('u.email = ?', DEMO.employee).map((application) => application.id));
  });

  it('refuses an unknown application status, and people without access_report_module', async () => {
    const bad = await generate(admin, 'leave', { format: 'csv', leave_status: 'lost' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['leave_status']);
    expect((await generate(employee, 'leave', { format: 'csv' })).status).toBe(403);
  });
});

describe('export files', () => {
  it('belong to the user who asked for them, and a signed-out request is 401', async () => {
    const file = exportFileSchema.parse((await generate(admin, 'employee-details', { format: 'csv' })).body);
    expect((await download(employee, file.export_file)).status).toBe(404);
    const guest = await fetch(`${upstream.url}${file.export_file}`, { headers: { Accept: 'application/json' } });
    expect(guest.status).toBe(401);
    expect((await download(admin, `${R}/export-file/nope`)).status).toBe(404);
  });

  // Papa's own formula test reads the first line only: a leave reason "=HYPERLINK(…)" with a line break went out as it was.
  it('escape in a CSV every cell a spreadsheet would run as a formula, a line break after it included', async () => {
    const cells = ['=HYPERLINK("http://evil.test/","Details")\nsee attached', '+1\r\n2', '@SUM(A1)\n', '-2', '\t=1', 'plain = text'];
    const chunks = function* () {
      yield cells.map((cell, index) => [index, cell]);
    };
    let text = '';
    for await (const part of csvStream(['Row', 'Reason'], chunks)) text += String(part);
    expect(csvRows(Buffer.from(text)).slice(1).map((row) => row[1])).toEqual(cells.map((cell) => (cell === 'plain = text' ? cell : `'${cell}`)));
  });
});
