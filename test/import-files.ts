import Papa from 'papaparse';

/**
 * People files for the employee import's tests (the reference upstream's
 * contract tests and the e2e specs): `count` people with unique e-mails under
 * `tag`, and on request the three classic mistakes of a real file.
 */

// First names late in the alphabet: imported people then sort after the seeded ones in the directory other specs read.
const FIRST = ['Paz', 'Quilla', 'Rosa', 'Soren', 'Tove', 'Ulla', 'Vera', 'Wim', 'Xena', 'Yara', 'Zeno', 'Petra', 'Rune', 'Sigrid', 'Tuva'];
const LAST = ['Okafor', 'Silva', 'Dubois', 'Petrov', 'Yilmaz', 'Haddad', 'Kovac', 'Sato', 'Rahman', 'Berg', 'Ivanova', 'Romano', 'Park', 'Lund', 'Virtanen'];
/** Two departments the seed has, and one it has not (the import creates it). */
const KNOWN_DEPARTMENTS = ['Engineering', 'Operations'];
export const NEW_DEPARTMENT = 'Field Research';

export interface PersonLine {
  first_name: string;
  last_name: string;
  email: string;
  department: string;
  designation: string;
  joining_date: string;
}

/** Row i (0-based) of the file is line i + 2 (the header is line 1). */
export const lineOf = (index: number) => index + 2;

/**
 * The people of a file. `mistakes` puts a bad e-mail on row 10, row 5's e-mail
 * again on row 20 and an empty last name on row 30 (0-based indexes);
 * `newDepartment` names the department the file brings (NEW_DEPARTMENT by default).
 */
export function people(count: number, tag: string, { mistakes = false, newDepartment = NEW_DEPARTMENT } = {}): PersonLine[] {
  const departments = [...KNOWN_DEPARTMENTS, newDepartment];
  const lines = Array.from({ length: count }, (_, index): PersonLine => {
    const first = FIRST[index % FIRST.length]!;
    const last = `${LAST[Math.floor(index / FIRST.length) % LAST.length]!}`;
    return {
      first_name: first,
      last_name: `${last}${tag}`,
      email: `${first}.${last}.${tag}${index}@import.test`.toLowerCase(),
      department: departments[index % departments.length]!,
      designation: index % 2 ? 'Analyst' : 'Coordinator',
      joining_date: `2026-0${(index % 9) + 1}-15`,
    };
  });
  if (mistakes) {
    lines[10]!.email = 'not-an-email';
    lines[20]!.email = lines[5]!.email;
    lines[30]!.last_name = '';
  }
  return lines;
}

/** A CSV of people with these header names (in this order) for the fields. */
export function peopleCsv(lines: PersonLine[], headers: Record<keyof PersonLine, string> = DEFAULT_HEADERS): string {
  const keys = Object.keys(headers) as (keyof PersonLine)[];
  return Papa.unparse({ fields: keys.map((key) => headers[key]), data: lines.map((line) => keys.map((key) => line[key])) });
}

export const DEFAULT_HEADERS: Record<keyof PersonLine, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  department: 'Department',
  designation: 'Designation',
  joining_date: 'Joining date',
};

/** The headers with the department's column under a name the import cannot match by itself. */
export const MISNAMED_HEADERS: Record<keyof PersonLine, string> = { ...DEFAULT_HEADERS, department: 'Cost centre' };
