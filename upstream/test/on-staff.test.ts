import Database from 'better-sqlite3';
import { ON_STAFF_SQL, onStaffFrom } from '../src/domain/attendance';

// The bird view lists people with the SQL rule and answers one person's row with the JS one:
// both must pick the same people.
describe('on staff during a period', () => {
  const start = '2026-03-01';
  const people = [
    { name: 'active', status: 'active', archived_at: null },
    { name: 'discharged before the period', status: 'archived', archived_at: '2026-02-20 00:00:00' },
    { name: 'discharged on its first day', status: 'archived', archived_at: '2026-03-01 00:00:00' },
    { name: 'discharged on its second day', status: 'archived', archived_at: '2026-03-02 00:00:00' },
    { name: 'discharged later', status: 'archived', archived_at: '2026-04-15 00:00:00' },
    { name: 'archived without a date', status: 'archived', archived_at: null },
    { name: 'inactive', status: 'inactive', archived_at: null },
    { name: 'invited', status: 'invited', archived_at: null },
  ];

  it('takes the active and those discharged after the period’s first day', () => {
    expect(people.filter((person) => onStaffFrom(person, start)).map((person) => person.name)).toEqual([
      'active',
      'discharged on its second day',
      'discharged later',
    ]);
  });

  it('is the same rule in SQL', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE users (name TEXT, status TEXT, archived_at TEXT)');
    const insert = db.prepare('INSERT INTO users VALUES (@name, @status, @archived_at)');
    for (const person of people) insert.run(person);
    const listed = db.prepare<{ start: string }, string>(`SELECT name FROM users u WHERE ${ON_STAFF_SQL} ORDER BY rowid`).pluck().all({ start });
    expect(listed).toEqual(people.filter((person) => onStaffFrom(person, start)).map((person) => person.name));
    db.close();
  });
});
