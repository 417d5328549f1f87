import type { Database } from 'better-sqlite3';
import { FileStore } from '../domain/files';
import { samplePdf } from '../domain/files-samples';
import { ProfileDocumentStore } from '../domain/profile-documents';
import { SalaryHistory } from '../domain/profile-sections';
import { yearsBefore } from '../../../lib/date-time/calendar';

/**
 * Profile sections of the demo company, deterministic by a person's place in
 * the seed order (no PRNG: the rest of the seed stays as it was). Most people
 * have every section filled; every fifth has none, to show the empty states.
 */

const PLACES = [
  { city: 'Berlin', state: 'Berlin', postal: '10115', country: 276, street: 'Invalidenstraße' },
  { city: 'Hamburg', state: 'Hamburg', postal: '20095', country: 276, street: 'Mönckebergstraße' },
  { city: 'Munich', state: 'Bavaria', postal: '80331', country: 276, street: 'Sendlinger Straße' },
  { city: 'Vienna', state: 'Vienna', postal: '1010', country: 40, street: 'Kärntner Straße' },
  { city: 'Amsterdam', state: 'North Holland', postal: '1012 AB', country: 528, street: 'Damrak' },
  { city: 'Leipzig', state: 'Saxony', postal: '04109', country: 276, street: 'Petersstraße' },
] as const;

const CONTACTS = [
  { first: 'Laura', relationship: 'Partner' },
  { first: 'Peter', relationship: 'Father' },
  { first: 'Maria', relationship: 'Mother' },
  { first: 'Jon', relationship: 'Brother' },
  { first: 'Sara', relationship: 'Sister' },
] as const;

const BIOS = [
  'Coffee first, then code reviews. Happy to help anyone get set up.',
  'Runs the Thursday lunch walks. Ask me about cycling routes around the city.',
  'Ten years in the trade and still learning something new every week.',
  'Loves a tidy spreadsheet and a good podcast.',
] as const;

const BANKS = [
  { name: 'Sparkasse Berlin', swift: 'BELADEBEXXX', prefix: 'DE89 3704 0044' },
  { name: 'Deutsche Bank', swift: 'DEUTDEFF', prefix: 'DE44 5001 0517' },
  { name: 'Erste Bank', swift: 'GIBAATWWXXX', prefix: 'AT61 1904 3002' },
  { name: 'ING', swift: 'INGBNL2A', prefix: 'NL91 ABNA 0417' },
] as const;

const DEGREES = [
  { degree: 'BSc', field: 'Computer Science', institution: 'Technical University of Berlin' },
  { degree: 'BA', field: 'Business Administration', institution: 'University of Hamburg' },
  { degree: 'MSc', field: 'Information Systems', institution: 'University of Vienna' },
  { degree: 'Vocational diploma', field: 'Office Management', institution: 'Chamber of Commerce Leipzig' },
] as const;

const LOCATIONS = ['Berlin office', 'Hamburg office', 'Remote'] as const;
const BLOOD = ['A+', 'O+', 'B+', 'AB+', 'A-', 'O-'] as const;

export function seedProfiles(db: Database, now: Date): void {
  const people = db.prepare<[], { id: number; first_name: string; last_name: string }>("SELECT id, first_name, last_name FROM users WHERE status != 'invited' ORDER BY id").all();
  const files = new FileStore(db);
  const documents = new ProfileDocumentStore(db);
  const insert = db.prepare('INSERT INTO profile_sections (user_id, section, data, updated_at) VALUES (?, ?, ?, ?)');
  const stamp = now.toISOString();
  const salaries = new SalaryHistory(db);
  const contractType = db.prepare<[], number>("SELECT id FROM attachment_types WHERE name = 'Employment contract'").pluck().get() ?? null;
  const employment = db.prepare<[number], { joining_date: string | null }>('SELECT joining_date FROM users WHERE id = ?');
  people.forEach(({ id, first_name, last_name }, index) => {
    if (index % 5 === 4) return;
    const joined = employment.get(id)?.joining_date ?? null;
    insert.run(id, 'employment', JSON.stringify({
      probation_end_date: null,
      employee_number: `CD-${String(1000 + id).padStart(5, '0')}`,
      work_location: LOCATIONS[index % LOCATIONS.length],
    }), stamp);
    insert.run(id, 'work_from_home', JSON.stringify({ is_allow_remote_work: index % 7 === 3 ? 2 : 0, remote_work_date_start: null, remote_work_date_end: null }), stamp);
    // A salary from joining, raised a year later for most: the history shows both.
    const base = 3200 + (index % 9) * 350;
    const from = joined ?? yearsBefore(stamp.slice(0, 10), 2);
    salaries.add(id, { amount: base.toFixed(2), currency: 'EUR', pay_period: 'monthly', effective_date: from }, null, now);
    const raise = yearsBefore(from, -1);
    if (index % 3 !== 0 && raise <= stamp.slice(0, 10)) salaries.add(id, { amount: (base * 1.05).toFixed(2), currency: 'EUR', pay_period: 'monthly', effective_date: raise }, null, now);
    const bank = BANKS[index % BANKS.length]!;
    insert.run(id, 'bank', JSON.stringify({
      account_holder: `${first_name} ${last_name}`,
      bank_name: bank.name,
      account_number: `${bank.prefix} ${String(1000 + index * 13).slice(-4)} 00`,
      swift_code: bank.swift,
      branch: null,
    }), stamp);
    insert.run(id, 'personal', JSON.stringify({
      blood_group: BLOOD[index % BLOOD.length],
      marital_status_id: (index % 3) + 1,
      religion_id: null,
      nationality_id: PLACES[index % PLACES.length]!.country,
      phone: `+49 151 ${String(2000000 + index * 7919).slice(-7)}`,
    }), stamp);
    const study = DEGREES[index % DEGREES.length]!;
    const graduated = 2005 + (index % 15);
    insert.run(id, 'education', JSON.stringify([
      { degree: study.degree, institution: study.institution, field_of_study: study.field, start_year: graduated - 3, end_year: graduated },
    ]), stamp);
    if (index % 2 === 0) {
      insert.run(id, 'family', JSON.stringify([
        { name: `${CONTACTS[(index + 1) % CONTACTS.length]!.first} ${last_name}`, relationship: 'Spouse', date_of_birth: null, phone: null },
      ]), stamp);
    }
    const place = PLACES[index % PLACES.length]!;
    const contact = CONTACTS[index % CONTACTS.length]!;
    insert.run(id, 'address', JSON.stringify({
      address_line_1: `${place.street} ${(index % 90) + 3}`,
      address_line_2: index % 3 === 0 ? `Apartment ${(index % 12) + 1}` : null,
      city: place.city,
      state: place.state,
      postal_code: place.postal,
      country_id: place.country,
    }), stamp);
    insert.run(id, 'emergency_contact', JSON.stringify({
      name: `${contact.first} ${last_name}`,
      relationship: contact.relationship,
      phone: `+49 30 5550 ${String(1000 + index * 37).slice(-4)}`,
    }), stamp);
    if (index % 4 !== 2) insert.run(id, 'bio', JSON.stringify({ bio: BIOS[index % BIOS.length] }), stamp);
    // Documents: a signed contract for most, a link or two for everyone filled.
    if (index % 3 !== 1) {
      const name = `employment-contract-${last_name.toLowerCase().replace(/[^a-z]+/g, '-')}.pdf`;
      const data = samplePdf('Employment contract', [`${first_name} ${last_name}`, 'Signed copy, kept by HR.']);
      const file = files.create({ userId: id, kind: 'attachment', name, mime: 'application/pdf', data, now });
      documents.addFile(id, 'Employment contract', file.id, null, now, contractType);
    }
    documents.addLink(id, 'Team handbook', 'https://handbook.crewdesk.example/welcome', null, now);
    if (index % 2 === 0) documents.addLink(id, 'Training record', `https://learning.crewdesk.example/people/${id}`, null, now);
  });
}
