import type { Database } from 'better-sqlite3';
import { FileStore } from '../domain/files';
import { samplePdf } from '../domain/files-samples';
import { ProfileDocumentStore } from '../domain/profile-documents';

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

export function seedProfiles(db: Database, now: Date): void {
  const people = db.prepare<[], { id: number; first_name: string; last_name: string }>("SELECT id, first_name, last_name FROM users WHERE status != 'invited' ORDER BY id").all();
  const files = new FileStore(db);
  const documents = new ProfileDocumentStore(db);
  const insert = db.prepare('INSERT INTO profile_sections (user_id, section, data, updated_at) VALUES (?, ?, ?, ?)');
  const stamp = now.toISOString();
  people.forEach(({ id, first_name, last_name }, index) => {
    if (index % 5 === 4) return;
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
      documents.addFile(id, 'Employment contract', file.id, null, now);
    }
    documents.addLink(id, 'Team handbook', 'https://handbook.crewdesk.example/welcome', null, now);
    if (index % 2 === 0) documents.addLink(id, 'Training record', `https://learning.crewdesk.example/people/${id}`, null, now);
  });
}
