import { extensionOf, formatBytes } from '../files/checks';
import type { ImportFile, ImportFileAnswer, UploadMeta, UploadMetaAnswer, ValidatedImport, ValidatedImportAnswer } from './import-schemas';
import { wholeNumber } from '@/lib/shared/plural';

/**
 * The employee import's vocabulary (spec part 2 §4 "Import of employees":
 * upload, then validate data, then process data), shared by the /people/import
 * screen, the BFF's files and the reference upstream. Client-safe, no zod.
 *
 * The spec names the steps and calls but not the columns: ours are the fields
 * quick entry takes plus gender and date of birth, with the lookups (department,
 * designation, employment type, role) by name, as people write them in a sheet.
 */

export const IMPORT_FIELDS = [
  { key: 'first_name', label: 'First name', required: true, aliases: ['first', 'given name', 'forename', 'firstname'] },
  { key: 'last_name', label: 'Last name', required: true, aliases: ['last', 'surname', 'family name', 'lastname'] },
  { key: 'email', label: 'Email', required: true, aliases: ['e-mail', 'email address', 'mail', 'work email'] },
  { key: 'department', label: 'Department', required: false, aliases: ['dept', 'team'] },
  { key: 'designation', label: 'Designation', required: false, aliases: ['job title', 'title', 'position'] },
  { key: 'employment_type', label: 'Employment type', required: false, aliases: ['employment', 'contract', 'contract type'] },
  { key: 'role', label: 'Role', required: false, aliases: ['access role', 'user role'] },
  { key: 'joining_date', label: 'Joining date', required: false, aliases: ['start date', 'joined', 'hire date', 'date of joining'] },
  { key: 'gender', label: 'Gender', required: false, aliases: ['sex'] },
  { key: 'date_of_birth', label: 'Date of birth', required: false, aliases: ['birthday', 'birth date', 'dob'] },
] as const satisfies readonly ImportFieldDefinition[];

export interface ImportFieldDefinition {
  key: string;
  label: string;
  required: boolean;
  aliases: readonly string[];
}

export type ImportFieldKey = (typeof IMPORT_FIELDS)[number]['key'];
export const IMPORT_FIELD_KEYS = IMPORT_FIELDS.map((field) => field.key) as ImportFieldKey[];

/** The gender values a sheet may hold (spec part 2 §3 "Gender"), with what is stored. */
export const IMPORT_GENDERS = { male: 'Male', female: 'Female', other: 'Non-binary' } as const;

/** What a file may be: its extensions and size (GET entry-import/upload-meta says them; the upstream enforces them). */
export const IMPORT_EXTENSIONS = ['csv', 'xlsx'] as const;
/** 1 MB: a file goes through the BFF's proxy in one request (lib/security/body-limit.ts), some 5,000 people. */
export const IMPORT_MAX_KB = 1024;
export const IMPORT_MAX_ROWS = 5000;

/** The column of the invalid-rows file that says what is wrong with each row. */
export const IMPORT_ERRORS_COLUMN = 'Errors';

/** A mapping: for each field, the index of the file's column that holds it (absent: not imported). */
export type ImportMapping = Partial<Record<ImportFieldKey, number>>;

/** "E-mail Address" and "email_address" alike: lower case, letters and digits only. */
export const normaliseHeader = (header: string) => header.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Matches the file's headers to the fields by name: a header equal to a field's
 * key, label or one of its aliases (case, spaces and punctuation ignored) takes
 * that field; each field and each column is taken at most once, first come.
 */
export function autoMap(headers: readonly string[], fields: readonly Pick<ImportFieldDefinition, 'key' | 'label' | 'aliases'>[] = IMPORT_FIELDS): ImportMapping {
  const names = new Map<string, string>();
  for (const field of fields) {
    for (const name of [field.key, field.label, ...field.aliases]) {
      const normal = normaliseHeader(name);
      if (normal && !names.has(normal)) names.set(normal, field.key);
    }
  }
  const mapping: Record<string, number> = {};
  headers.forEach((header, index) => {
    const key = names.get(normaliseHeader(header));
    if (key && mapping[key] === undefined) mapping[key] = index;
  });
  return mapping as ImportMapping;
}

/** The column a field is mapped to after the user chose `field` for `column` (null: "Don't import"); a field has one column. */
export function mapColumn(mapping: ImportMapping, column: number, field: ImportFieldKey | null): ImportMapping {
  const next: ImportMapping = {};
  for (const [key, index] of Object.entries(mapping) as [ImportFieldKey, number][]) {
    if (index !== column && key !== field) next[key] = index;
  }
  if (field) next[field] = column;
  return next;
}

/** The field a column is mapped to, or null. */
export function fieldOfColumn(mapping: ImportMapping, column: number): ImportFieldKey | null {
  const found = (Object.entries(mapping) as [ImportFieldKey, number][]).find(([, index]) => index === column);
  return found ? found[0] : null;
}

/** The required fields no column is mapped to. */
export function unmappedRequired(mapping: ImportMapping, fields: readonly { key: string; required: boolean }[] = IMPORT_FIELDS): string[] {
  return fields.filter((field) => field.required && mapping[field.key as ImportFieldKey] === undefined).map((field) => field.key);
}

/** Why a file may not be uploaded (checked before sending, by upload-meta's types and size where it says them), or null. */
export function refusalOf(file: { name: string; size: number }, meta: { extensions?: readonly string[]; max_size_kb?: number }): string | null {
  if (meta.extensions && !meta.extensions.includes(extensionOf(file.name))) return IMPORT_MESSAGES.fileType(meta.extensions);
  if (meta.max_size_kb !== undefined && file.size > meta.max_size_kb * 1024) return IMPORT_MESSAGES.fileSize(meta.max_size_kb);
  if (file.size === 0) return IMPORT_MESSAGES.noRows;
  return null;
}

// ── Batch processes (spec part 2 §3, §4 "Batch process": polled, cancelled or deleted) ──

/** The spec shows no state names; ours: waiting, running, done, stopped by the user. */
export const BATCH_STATUSES = ['pending', 'processing', 'completed', 'cancelled'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
export const BATCH_RUNNING: readonly BatchStatus[] = ['pending', 'processing'];
export const isBatchRunning = (status: BatchStatus) => BATCH_RUNNING.includes(status);

/** How often the screen asks for a running batch's status. */
export const BATCH_POLL_MS = 1000;

/** The cookie that keeps the import being processed, so coming back to /people/import shows it (a day). */
export const IMPORT_BATCH_COOKIE = 'crewdesk_import_batch';

export const IMPORT_MESSAGES = {
  fileType: (extensions: readonly string[]) => `Please upload a ${extensions.map((extension) => extension.toUpperCase()).join(' or ')} file.`,
  fileSize: (kb: number) => `The file may be up to ${kb >= 1024 ? `${kb / 1024} MB` : `${kb} KB`}.`,
  noRows: 'The file has no rows of people under its header row.',
  noHeaders: 'The first row of the file must name its columns.',
  tooManyRows: (max: number) => `The file may hold up to ${wholeNumber(max)} people; split it into smaller files.`,
  unreadable: 'The file could not be read. Please upload a CSV or XLSX file saved from a spreadsheet.',
  duplicateInFile: (row: number) => `This email is already used on row ${row} of the file.`,
  emailTaken: 'A person with this email already exists.',
  invalidDate: 'Please use a date such as 2026-03-31.',
  futureBirth: 'The date of birth must be in the past.',
  gender: 'Please use Male, Female or Non-binary.',
  role: (names: readonly string[]) => `Please use one of the roles: ${names.join(', ')}.`,
  importExpired: 'This upload is no longer available. Please upload the file again.',
  mappingTwice: 'Each column can hold one field only.',
  nothingValid: 'There are no valid rows to import.',
  started: 'The import has started.',
  cancelled: 'The import was cancelled. The people imported so far stay.',
  notRunning: 'The import has already finished.',
  stillRunning: 'The import is still running. Cancel it before deleting it.',
} as const;

/** The uploaded file from entry-import/file's answer: the spec's fields and headers, with the name of the file sent; or the reference upstream's nested import. */
export function importFileOf(answer: ImportFileAnswer, fileName: string): ImportFile {
  if ('data' in answer) return answer.data;
  return { import_id: null, file_name: fileName, headers: answer.headers, fields: answer.fields, rows_count: null, preview: null };
}

/** upload-meta's answer: its data as sent, or nothing known (the spec names none of its fields). */
export const uploadMetaOf = (answer: UploadMetaAnswer): UploadMeta => answer.data ?? {};

/** "A CSV or XLSX file of up to 1 MB and 5,000 people, one person per row, …", with what upload-meta does not say left out. */
export function uploadDescription(meta: Pick<UploadMeta, 'extensions' | 'max_size_kb' | 'max_rows'>): string {
  const kind = meta.extensions?.length ? `A ${meta.extensions.map((extension) => extension.toUpperCase()).join(' or ')} file` : 'A file';
  const limits = [meta.max_size_kb === undefined ? null : formatBytes(meta.max_size_kb * 1024), meta.max_rows === undefined ? null : `${wholeNumber(meta.max_rows)} people`].filter(
    (limit) => limit !== null,
  );
  return `${kind}${limits.length ? ` of up to ${limits.join(' and ')}` : ''}, one person per row, with a header row naming the columns.`;
}

/**
 * validate-data's answer as the screen keeps it: what the answer gives, else the import the request named
 * (`sent`), the rows counted (every row listed, valid when it has no errors), and nothing said about lookups
 * to create.
 */
export function checkedImportOf({ data }: ValidatedImportAnswer, sent: number | null): ValidatedImport {
  const valid = data.rows.filter((row) => Object.keys(row.errors).length === 0).length;
  return {
    import_id: data.import_id ?? sent,
    total: data.total ?? data.rows.length,
    valid: data.valid ?? valid,
    invalid: data.invalid ?? data.rows.length - valid,
    rows: data.rows,
    creates: data.creates ?? null,
  };
}
