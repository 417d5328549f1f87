import Papa from 'papaparse';
import { FORMULA_CELL } from '@/lib/files/csv';
import { IMPORT_ERRORS_COLUMN, IMPORT_FIELDS } from '@/lib/people/import';
import type { ImportField, ImportRow } from '@/lib/people/import-schemas';

/**
 * The files the import screen downloads, written by the BFF: the sample file
 * with the expected columns, and the invalid rows with what is wrong with each.
 * Cells that a spreadsheet would run as formulas are escaped.
 */

/** Two example people under the field labels (optional lookups left blank in the second). */
const EXAMPLES: Record<string, string>[] = [
  {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada.lovelace@example.com',
    department: 'Engineering',
    designation: 'Software Engineer',
    employment_type: 'Full-time',
    role: 'Employee',
    joining_date: '2026-04-01',
    gender: 'Female',
    date_of_birth: '1990-12-10',
  },
  { first_name: 'Alan', last_name: 'Turing', email: 'alan.turing@example.com', joining_date: '2026-04-15' },
];

export function sampleTable(fields: readonly ImportField[] = IMPORT_FIELDS): { header: string[]; rows: string[][] } {
  return { header: fields.map((field) => field.label), rows: EXAMPLES.map((example) => fields.map((field) => example[field.key] ?? '')) };
}

export function sampleCsv(fields?: readonly ImportField[]): string {
  const { header, rows } = sampleTable(fields);
  return Papa.unparse({ fields: header, data: rows }, { escapeFormulae: FORMULA_CELL });
}

/** "Last name: This is a required field. Joining date: Please use a date such as 2026-03-31." (each message ends once) */
export function rowErrorText(row: ImportRow, fields: readonly ImportField[]): string {
  const sentence = (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`);
  return fields
    .filter((field) => row.errors[field.key]?.length)
    .map((field) => `${field.label}: ${row.errors[field.key]!.map(sentence).join(' ')}`)
    .join(' ');
}

/**
 * The invalid rows as a CSV to fix and upload again: the row's line in the
 * original file, the mapped fields under their labels (so the file maps itself
 * when uploaded again), and the errors column.
 */
export function invalidRowsCsv(rows: readonly ImportRow[], fields: readonly ImportField[], mapped: readonly string[]): string {
  const columns = fields.filter((field) => mapped.includes(field.key));
  const invalid = rows.filter((row) => Object.keys(row.errors).length > 0);
  return Papa.unparse(
    {
      fields: ['Row in file', ...columns.map((field) => field.label), IMPORT_ERRORS_COLUMN],
      data: invalid.map((row) => [String(row.row), ...columns.map((field) => row.values[field.key] ?? ''), rowErrorText(row, columns)]),
    },
    { escapeFormulae: FORMULA_CELL },
  );
}

/** A file name with today's date: "invalid-rows-2026-11-24.csv". */
export const datedFileName = (stem: string, extension: string, today: string) => `${stem}-${today}.${extension}`;
