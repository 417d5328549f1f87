import Papa from 'papaparse';
import { IMPORT_ERRORS_COLUMN, IMPORT_FIELDS } from './import';
import { invalidRowsCsv, rowErrorText, sampleCsv } from './import-files';
import type { ImportRow } from './import-schemas';

const fields = IMPORT_FIELDS.map(({ key, label, required }) => ({ key, label, required }));
const parse = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;

const rows: ImportRow[] = [
  { row: 2, values: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' }, errors: {} },
  { row: 3, values: { first_name: 'Bob', last_name: '', email: 'bob, "the builder"' }, errors: { email: ['Please use a valid email address'], last_name: ['This is a required field'] } },
  { row: 7, values: { first_name: '=HYPERLINK("http://evil")', last_name: 'X', email: 'x@example.com' }, errors: { email: ['A person with this email already exists.'] } },
];

describe('the invalid rows file', () => {
  it('holds only the invalid rows, under the mapped fields’ labels, with their line and an errors column', () => {
    const table = parse(invalidRowsCsv(rows, fields, ['first_name', 'last_name', 'email']));
    expect(table[0]).toEqual(['Row in file', 'First name', 'Last name', 'Email', IMPORT_ERRORS_COLUMN]);
    expect(table).toHaveLength(3);
    // Commas and quotes survive the round trip; the errors follow the fields' order.
    expect(table[1]).toEqual(['3', 'Bob', '', 'bob, "the builder"', 'Last name: This is a required field. Email: Please use a valid email address.']);
  });

  it('escapes cells a spreadsheet would run as formulas', () => {
    const table = parse(invalidRowsCsv(rows, fields, ['first_name', 'last_name', 'email']));
    expect(table[2]![1]).toBe(`'=HYPERLINK("http://evil")`);
  });

  // Papa's own test for formulas reads the first line only: a formula followed by a line break went out as it was.
  it('escapes a formula whatever follows it, a line break included', () => {
    const multiline: ImportRow[] = ['=HYPERLINK("http://evil")\nsee attached', '+1\r\n2', '@SUM(A1)\n', '-2\n'].map((first_name, index) => ({
      row: index + 2,
      values: { first_name, last_name: 'X', email: 'taken@example.com' },
      errors: { email: ['A person with this email already exists.'] },
    }));
    const table = parse(invalidRowsCsv(multiline, fields, ['first_name', 'last_name', 'email']));
    expect(table.slice(1).map((row) => row[1])).toEqual(multiline.map((row) => `'${row.values.first_name}`));
  });

  it('leaves out the fields that were not mapped', () => {
    const table = parse(invalidRowsCsv(rows, fields, ['email', 'first_name']));
    expect(table[0]).toEqual(['Row in file', 'First name', 'Email', IMPORT_ERRORS_COLUMN]);
    expect(rowErrorText(rows[1]!, fields.filter((field) => field.key === 'email'))).toBe('Email: Please use a valid email address.');
  });

  it('ends each field’s messages once: a message with its own full stop gets no second mark (it read “2026-03-31.;”)', () => {
    const row: ImportRow = { row: 4, values: {}, errors: { joining_date: ['Please use a date such as 2026-03-31.'], gender: ['Please use Male, Female or Non-binary.'], email: ['This is a required field'] } };
    expect(rowErrorText(row, fields)).toBe('Email: This is a required field. Joining date: Please use a date such as 2026-03-31. Gender: Please use Male, Female or Non-binary.');
  });
});

describe('the sample file', () => {
  it('names every field and shows two people', () => {
    const table = parse(sampleCsv(fields));
    expect(table[0]).toEqual(IMPORT_FIELDS.map((field) => field.label));
    expect(table).toHaveLength(3);
    expect(table[1]![2]).toBe('ada.lovelace@example.com');
  });
});
