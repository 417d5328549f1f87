import type { Database } from 'better-sqlite3';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { parseDateInput } from '../../../lib/date-time/read';
import { extensionOf } from '../../../lib/files/checks';
import { VALIDATION_MESSAGES } from '../../../lib/messages';
import {
  IMPORT_EXTENSIONS,
  IMPORT_FIELDS,
  IMPORT_GENDERS,
  IMPORT_MAX_KB,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  type ImportFieldKey,
  type ImportMapping,
} from '../../../lib/people/import';
import type { ImportRow, ValidatedImport } from '../../../lib/people/import-schemas';
import { NAMED_ITEM_NAME_MAX } from '../../../lib/people/limits';
import { EMAIL_MAX, PERSON_NAME_MAX } from '../../../lib/people/limits';
import { EMAIL } from '../http/validate';

/**
 * The employee import's files and rows: reading a CSV (papaparse) or XLSX
 * (exceljs) into a header row and rows of text, keeping it as an import of its
 * uploader, and checking every mapped row the way processing will. SQL lives
 * here; the module under modules/ checks permissions and answers.
 */

export const IMPORT_MIMES = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];
export const IMPORT_MAX_BYTES = IMPORT_MAX_KB * 1024;

/** A read file: its header row and its rows, each with its line number in the file. */
export interface ParsedFile {
  headers: string[];
  rows: StoredRow[];
}
/** [line number, cell, cell, …] */
export type StoredRow = [number, ...string[]];

export class ImportFileError extends Error {}

const isZip = (data: Buffer) => data.length > 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

/** A cell of a sheet as text: dates as YYYY-MM-DD, formulas by their result, rich text and links by their text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

/** A sheet as read: its rows of cells, each with its line in the file. */
type Table = { line: number; cells: string[] }[];

async function readXlsx(data: Buffer): Promise<Table> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  const table: Table = [];
  workbook.worksheets[0]?.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column++) cells.push(cellText(row.getCell(column).value));
    table.push({ line, cells });
  });
  return table;
}

function readCsv(data: Buffer): Table {
  if (data.includes(0)) throw new ImportFileError(IMPORT_MESSAGES.unreadable);
  const parsed = Papa.parse<string[]>(data.toString('utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  // Empty lines are kept, so a record's index is its line (a quoted line break inside a cell aside).
  return parsed.data.map((cells, index) => ({ line: index + 1, cells }));
}

/**
 * Reads an uploaded file. Refuses (ImportFileError, a 422 to the caller) what is
 * not a CSV or XLSX by name and content, is over the size, has no header row,
 * no rows or too many.
 */
export async function parseImportFile(name: string, data: Buffer): Promise<ParsedFile> {
  const extension = extensionOf(name);
  if (!(IMPORT_EXTENSIONS as readonly string[]).includes(extension)) throw new ImportFileError(IMPORT_MESSAGES.fileType(IMPORT_EXTENSIONS));
  if (data.length > IMPORT_MAX_BYTES) throw new ImportFileError(IMPORT_MESSAGES.fileSize(IMPORT_MAX_KB));
  if (extension === 'xlsx' && !isZip(data)) throw new ImportFileError(IMPORT_MESSAGES.unreadable);
  if (extension === 'csv' && isZip(data)) throw new ImportFileError(IMPORT_MESSAGES.unreadable);
  let table: Table;
  try {
    table = extension === 'xlsx' ? await readXlsx(data) : readCsv(data);
  } catch (error) {
    throw error instanceof ImportFileError ? error : new ImportFileError(IMPORT_MESSAGES.unreadable);
  }
  const filled = table.filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  const [head, ...body] = filled;
  const headers = (head?.cells ?? []).map((header) => header.trim());
  while (headers.length && headers.at(-1) === '') headers.pop();
  if (!headers.some(Boolean)) throw new ImportFileError(IMPORT_MESSAGES.noHeaders);
  const rows: StoredRow[] = [];
  for (const { line, cells } of body) {
    const trimmed = headers.map((_, column) => (cells[column] ?? '').trim());
    if (trimmed.some((cell) => cell !== '')) rows.push([line, ...trimmed]);
  }
  if (rows.length === 0) throw new ImportFileError(IMPORT_MESSAGES.noRows);
  if (rows.length > IMPORT_MAX_ROWS) throw new ImportFileError(IMPORT_MESSAGES.tooManyRows(IMPORT_MAX_ROWS));
  return { headers, rows };
}

// ── Imports: a parsed file kept for its uploader until it is processed ──

export interface StoredImport {
  id: number;
  user_id: number;
  file_name: string;
  headers: string[];
  rows: StoredRow[];
  mapping: ImportMapping | null;
}

/** An upload not processed within a day is dropped. */
const IMPORT_TTL_MS = 24 * 60 * 60 * 1000;

export class EmployeeImports {
  constructor(private readonly db: Database) {}

  create(userId: number, fileName: string, file: ParsedFile): number {
    const now = new Date();
    this.db.prepare('DELETE FROM employee_imports WHERE created_at < ?').run(new Date(now.getTime() - IMPORT_TTL_MS).toISOString());
    return Number(
      this.db
        .prepare('INSERT INTO employee_imports (user_id, file_name, headers, rows, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(userId, fileName, JSON.stringify(file.headers), JSON.stringify(file.rows), now.toISOString()).lastInsertRowid,
    );
  }

  /** The uploader's import, or undefined (someone else's is as good as missing). */
  find(userId: number, id: number): StoredImport | undefined {
    const row = this.db
      .prepare<[number, number], { id: number; user_id: number; file_name: string; headers: string; rows: string; mapping: string | null }>(
        'SELECT id, user_id, file_name, headers, rows, mapping FROM employee_imports WHERE id = ? AND user_id = ?',
      )
      .get(id, userId);
    if (!row) return undefined;
    return { ...row, headers: JSON.parse(row.headers) as string[], rows: JSON.parse(row.rows) as StoredRow[], mapping: row.mapping ? (JSON.parse(row.mapping) as ImportMapping) : null };
  }

  save(id: number, rows: StoredRow[], mapping: ImportMapping): void {
    this.db.prepare('UPDATE employee_imports SET rows = ?, mapping = ? WHERE id = ?').run(JSON.stringify(rows), JSON.stringify(mapping), id);
  }

  delete(id: number): void {
    this.db.prepare('DELETE FROM employee_imports WHERE id = ?').run(id);
  }
}

// ── Checking rows ──────────────────────────────────────────────────────────

/** A row ready to import: names as given, lookups by name (created when new), dates as YYYY-MM-DD. */
export interface ImportPayload {
  first_name: string;
  last_name: string;
  email: string;
  department: string | null;
  designation: string | null;
  employment_type: string | null;
  /** null: the default role. */
  role: string | null;
  joining_date: string | null;
  gender: keyof typeof IMPORT_GENDERS | null;
  date_of_birth: string | null;
}

export interface CheckedRow extends ImportRow {
  payload: ImportPayload | null;
}

type LookupKind = 'department' | 'designation' | 'employment_type';
const LOOKUP_TABLES: Record<LookupKind, string> = { department: 'departments', designation: 'designations', employment_type: 'employment_types' };

/** What rows are checked against: who exists, which lookups exist, the tenant's date format and today. */
export interface RowContext {
  emails: Set<string>;
  lookups: Record<LookupKind, Set<string>>;
  roles: Map<string, string>;
  dateFormat: string;
  today: string;
}

export function rowContext(db: Database, dateFormat: string, today: string): RowContext {
  const names = (table: string) => new Set(db.prepare<[], string>(`SELECT lower(name) FROM ${table}`).pluck().all());
  return {
    emails: new Set(db.prepare<[], string>('SELECT lower(email) FROM users').pluck().all()),
    lookups: { department: names('departments'), designation: names('designations'), employment_type: names('employment_types') },
    roles: new Map(db.prepare<[], { name: string }>('SELECT name FROM roles ORDER BY position').all().map((role) => [role.name.toLowerCase(), role.name])),
    dateFormat,
    today,
  };
}

const GENDERS = new Map<string, keyof typeof IMPORT_GENDERS>([
  ...Object.entries(IMPORT_GENDERS).map(([stored, label]) => [label.toLowerCase(), stored as keyof typeof IMPORT_GENDERS] as const),
  ['m', 'male'],
  ['f', 'female'],
  ['other', 'other'],
  ['nonbinary', 'other'],
]);

/** The values of a stored row by field, through the mapping. */
export function valuesOf(row: StoredRow, mapping: ImportMapping): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, column] of Object.entries(mapping) as [ImportFieldKey, number][]) values[key] = String(row[column + 1] ?? '');
  return values;
}

/**
 * Checks one row's values; `seen` holds the e-mails of earlier rows with their
 * line (a later row with the same e-mail is the duplicate). The same check runs
 * when a row is processed, so nothing the grid showed valid is stored broken.
 */
export function checkRow(line: number, values: Record<string, string>, context: RowContext, seen: Map<string, number>): CheckedRow {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const text = (field: ImportFieldKey) => (values[field] ?? '').trim();

  for (const field of IMPORT_FIELDS) if (field.required && text(field.key) === '') fail(field.key, VALIDATION_MESSAGES.required);
  for (const field of ['first_name', 'last_name'] as const) if (text(field).length > PERSON_NAME_MAX) fail(field, VALIDATION_MESSAGES.max(PERSON_NAME_MAX));

  const email = text('email');
  const key = email.toLowerCase();
  if (email) {
    if (!EMAIL.test(email)) fail('email', VALIDATION_MESSAGES.email);
    else if (email.length > EMAIL_MAX) fail('email', VALIDATION_MESSAGES.max(EMAIL_MAX));
    else if (seen.has(key)) fail('email', IMPORT_MESSAGES.duplicateInFile(seen.get(key)!));
    else if (context.emails.has(key)) fail('email', IMPORT_MESSAGES.emailTaken);
    if (!seen.has(key)) seen.set(key, line);
  }

  for (const kind of Object.keys(LOOKUP_TABLES) as LookupKind[]) if (text(kind).length > NAMED_ITEM_NAME_MAX) fail(kind, VALIDATION_MESSAGES.max(NAMED_ITEM_NAME_MAX));

  const roleName = text('role');
  const role = roleName ? context.roles.get(roleName.toLowerCase()) : null;
  if (role === undefined) fail('role', IMPORT_MESSAGES.role([...context.roles.values()]));

  const date = (field: 'joining_date' | 'date_of_birth') => {
    const raw = text(field);
    if (!raw) return null;
    const parsed = parseDateInput(raw, context.dateFormat);
    if (!parsed) fail(field, IMPORT_MESSAGES.invalidDate);
    return parsed;
  };
  const joining = date('joining_date');
  const birth = date('date_of_birth');
  if (birth && birth >= context.today) fail('date_of_birth', IMPORT_MESSAGES.futureBirth);

  const genderText = text('gender');
  const gender = genderText ? (GENDERS.get(genderText.toLowerCase().replace(/[\s-]/g, '')) ?? GENDERS.get(genderText.toLowerCase())) : null;
  if (gender === undefined) fail('gender', IMPORT_MESSAGES.gender);

  const valid = Object.keys(errors).length === 0;
  return {
    row: line,
    values,
    errors,
    payload: valid
      ? {
          first_name: text('first_name'),
          last_name: text('last_name'),
          email,
          department: text('department') || null,
          designation: text('designation') || null,
          employment_type: text('employment_type') || null,
          role: role ?? null,
          joining_date: joining,
          gender: gender ?? null,
          date_of_birth: birth,
        }
      : null,
  };
}

/** Every row of an import checked, with the counts and the new lookup names processing will create. */
export function checkRows(rows: StoredRow[], mapping: ImportMapping, context: RowContext): { checked: CheckedRow[]; summary: Omit<ValidatedImport, 'import_id' | 'rows'> } {
  const seen = new Map<string, number>();
  const checked = rows.map((row) => checkRow(row[0], valuesOf(row, mapping), context, seen));
  const creates: Record<LookupKind, string[]> = { department: [], designation: [], employment_type: [] };
  for (const kind of Object.keys(creates) as LookupKind[]) {
    const found = new Map<string, string>();
    for (const row of checked) {
      const name = row.payload?.[kind];
      if (name && !context.lookups[kind].has(name.toLowerCase()) && !found.has(name.toLowerCase())) found.set(name.toLowerCase(), name);
    }
    creates[kind] = [...found.values()];
  }
  const valid = checked.filter((row) => row.payload).length;
  return { checked, summary: { total: checked.length, valid, invalid: checked.length - valid, creates } };
}

/** The id of a lookup by name (any case), created when it is new. */
export function lookupIdOf(db: Database, kind: LookupKind, name: string): number {
  const table = LOOKUP_TABLES[kind];
  const found = db.prepare<[string], number>(`SELECT id FROM ${table} WHERE name = ?`).pluck().get(name);
  if (found !== undefined) return found;
  return Number(db.prepare(`INSERT INTO ${table} (name, description) VALUES (?, NULL)`).run(name).lastInsertRowid);
}
