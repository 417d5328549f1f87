import { autoMap, checkedImportOf, fieldOfColumn, IMPORT_FIELDS, IMPORT_MESSAGES, importFileOf, mapColumn, normaliseHeader, refusalOf, unmappedRequired, uploadDescription, uploadMetaOf } from './import';

describe('the import mapping', () => {
  it('matches headers to fields by key, label or alias, whatever the case and punctuation', () => {
    expect(normaliseHeader(' E-mail Address ')).toBe('emailaddress');
    expect(autoMap(['FIRST_NAME', 'Surname', 'E-mail', 'Dept.', 'Start date', 'Notes'])).toEqual({
      first_name: 0,
      last_name: 1,
      email: 2,
      department: 3,
      joining_date: 4,
    });
  });

  it('takes each field once, for its first column', () => {
    expect(autoMap(['Email', 'Work email', 'First name'])).toEqual({ email: 0, first_name: 2 });
  });

  it('leaves a column nobody can match unmapped, and says which required fields are missing', () => {
    const mapping = autoMap(['Given', 'Family', 'Cost centre']);
    expect(mapping).toEqual({});
    expect(unmappedRequired(mapping)).toEqual(['first_name', 'last_name', 'email']);
    expect(unmappedRequired(autoMap(IMPORT_FIELDS.map((field) => field.label)))).toEqual([]);
  });

  it('maps a column by hand: the field leaves its old column, the column its old field', () => {
    const mapping = autoMap(['First name', 'Last name', 'Email', 'Cost centre', 'Department']);
    expect(mapping.department).toBe(4);
    const moved = mapColumn(mapping, 3, 'department');
    expect(moved).toEqual({ first_name: 0, last_name: 1, email: 2, department: 3 });
    expect(fieldOfColumn(moved, 4)).toBeNull();
    expect(mapColumn(moved, 0, 'email')).toEqual({ last_name: 1, department: 3, email: 0 });
    expect(mapColumn(moved, 3, null)).toEqual({ first_name: 0, last_name: 1, email: 2 });
  });
});

describe('the file check before upload', () => {
  const meta = { extensions: ['csv', 'xlsx'], max_size_kb: 1024 };
  it('takes CSV and XLSX files within the size, whatever the case of the extension', () => {
    expect(refusalOf({ name: 'People.CSV', size: 10 }, meta)).toBeNull();
    expect(refusalOf({ name: 'people.xlsx', size: 1024 * 1024 }, meta)).toBeNull();
  });
  it('refuses other types, larger and empty files, with the reason', () => {
    expect(refusalOf({ name: 'people.xls', size: 10 }, meta)).toBe(IMPORT_MESSAGES.fileType(['csv', 'xlsx']));
    expect(refusalOf({ name: 'csv', size: 10 }, meta)).toBe('Please upload a CSV or XLSX file.');
    expect(refusalOf({ name: 'people.csv', size: 1024 * 1024 + 1 }, meta)).toBe('The file may be up to 1 MB.');
    expect(refusalOf({ name: 'people.csv', size: 0 }, meta)).toBe(IMPORT_MESSAGES.noRows);
  });
});

describe('the uploaded file', () => {
  const fields = [{ key: 'first_name', label: 'First name', required: true }];

  it('is the spec’s answer (fields and headers) with the name of the file sent; what it does not say stays unknown', () => {
    expect(importFileOf({ fields, headers: ['First name', 'Email'] }, 'people.csv')).toEqual({
      import_id: null,
      file_name: 'people.csv',
      headers: ['First name', 'Email'],
      fields,
      rows_count: null,
      preview: null,
    });
  });

  it('is the reference upstream’s nested import as it is', () => {
    const data = { import_id: 7, file_name: 'kept.csv', headers: ['First name'], fields, rows_count: 3, preview: [['Ada']] };
    expect(importFileOf({ message: 'Uploaded.', data }, 'people.csv')).toEqual(data);
  });
});

describe('upload-meta (the spec names none of its fields)', () => {
  const full = { extensions: ['csv', 'xlsx'], mimes: ['text/csv'], max_size_kb: 1024, max_rows: 5000, fields: [{ key: 'email', label: 'Email', required: true }] };

  it('is the answer’s data as it is, or nothing known', () => {
    expect(uploadMetaOf({ data: full })).toEqual(full);
    expect(uploadMetaOf({})).toEqual({});
  });

  it('checks only what it says before a file is sent (the upstream still refuses the rest)', () => {
    expect(refusalOf({ name: 'people.ods', size: 50 * 1024 * 1024 }, {})).toBeNull();
    expect(refusalOf({ name: 'people.ods', size: 0 }, {})).toBe(IMPORT_MESSAGES.noRows);
    expect(refusalOf({ name: 'people.ods', size: 10 }, { max_size_kb: 1024 })).toBeNull();
  });

  it('describes the file with what it says, and leaves out what it does not', () => {
    const rest = ', one person per row, with a header row naming the columns.';
    expect(uploadDescription(full)).toBe(`A CSV or XLSX file of up to 1 MB and 5,000 people${rest}`);
    expect(uploadDescription({})).toBe(`A file${rest}`);
    expect(uploadDescription({ max_rows: 200 })).toBe(`A file of up to 200 people${rest}`);
    expect(uploadDescription({ extensions: ['csv'], max_size_kb: 512 })).toBe(`A CSV file of up to 512 KB${rest}`);
  });
});

describe('the checked rows (validate-data; the spec names none of its fields)', () => {
  const valid = { row: 2, values: { email: 'ada@example.com' }, errors: {} };
  const invalid = { row: 3, values: { email: 'emma@' }, errors: { email: ['Please use a valid email address'] } };

  it('are the answer’s, counts and lookups to create included, when it gives them', () => {
    const data = { import_id: 7, total: 2, valid: 1, invalid: 1, rows: [valid, invalid], creates: { department: ['Ops'], designation: [], employment_type: [] } };
    expect(checkedImportOf({ data }, null)).toEqual(data);
  });

  it('with the rows only: the import sent, the rows counted, nothing said about lookups to create', () => {
    expect(checkedImportOf({ data: { rows: [valid, invalid, valid] } }, 7)).toEqual({ import_id: 7, total: 3, valid: 2, invalid: 1, rows: [valid, invalid, valid], creates: null });
    expect(checkedImportOf({ data: { rows: [] } }, null)).toMatchObject({ import_id: null, total: 0, valid: 0, invalid: 0 });
  });
});
