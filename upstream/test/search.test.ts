import { normaliseSearchResults } from '../../lib/shell/search';
import type { Upstream } from '../src/server';
import { ApiClient, DEMO, startUpstream } from './helpers';

let upstream: Upstream;
let api: ApiClient;

beforeAll(async () => {
  upstream = await startUpstream();
  api = new ApiClient(upstream.url);
  expect((await api.login(DEMO.employee)).status).toBe(200);
});
afterAll(() => upstream.close());

const search = (text: string) => api.get(`/crewlix-bar/search?search=${encodeURIComponent(text)}`);

describe('GET /crewlix-bar/search', () => {
  it('needs a session', async () => {
    const guest = await new ApiClient(upstream.url).begin();
    const res = await guest.get('/crewlix-bar/search?search=emma');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('finds people by name with avatar and designation, in the shape the header reads', async () => {
    const res = await search('novak');
    expect(res.status).toBe(200);
    const results = normaliseSearchResults(res.body);
    expect(results).toHaveLength(res.body.data.length);
    const emma = results.find((item) => item.kind === 'person' && item.username === 'emma.novak');
    expect(emma).toMatchObject({
      kind: 'person',
      name: 'Emma Novak',
      avatar: expect.stringMatching(new RegExp(`^${upstream.url}/images/`)),
      designation: expect.any(String),
    });
    expect(res.body.data[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      username: expect.any(String),
      avatar: expect.any(String),
      designation_name: expect.any(String),
    });
  });

  it('matches the full name, any case, and puts names starting with the text first', async () => {
    const res = await search('EMMA no');
    expect(res.body.data.map((item: { username: string }) => item.username)).toEqual(['emma.novak']);
    // Seeded: Marcus Reed and Mateo Rossi start with "ma"; Emma Novak, Priya Raman and others only contain it.
    const names: string[] = (await search('ma')).body.data.map((item: { name: string }) => item.name);
    expect(names.slice(0, 2)).toEqual(['Marcus Reed', 'Mateo Rossi']);
    expect(names).toContain('Emma Novak');
    expect(names.slice(2).some((name) => name.toLowerCase().startsWith('ma'))).toBe(false);
  });

  // "Muller" found none of 18 Müllers, "Smith Liam" no Liam Smith, an e-mail address no one.
  it('matches every word typed in any order, whatever the accents and case, and the e-mail address', async () => {
    const admin = new ApiClient(upstream.url);
    expect((await admin.login(DEMO.admin)).status).toBe(200);
    const roles = (await admin.get('/settings/general/roles/list')).body.data as { id: number; name: string }[];
    const created = await admin.post('/employee/employee/quick-entry/new-entry', {
      first_name: 'Jürgen',
      last_name: 'Müller-Østergaard',
      email: 'j.mueller@example.test',
      role_id: roles.find((role) => role.name === 'Employee')!.id,
    });
    expect(created.status).toBe(201);
    upstream.db.prepare("UPDATE users SET status = 'active' WHERE email = 'j.mueller@example.test'").run();
    const names = async (text: string) => ((await search(text)).body.data as ({ name: string } | string)[]).map((item) => (typeof item === 'string' ? item : item.name));
    for (const text of ['muller', 'MÜLLER', 'ostergaard', 'Müller Jürgen', 'jurgen muller', 'j.mueller@example']) {
      expect(await names(text)).toContain('Jürgen Müller-Østergaard');
    }
    expect(await names('Jürgen Novak')).toEqual(['No results found']);
  });

  it('finds people by designation', async () => {
    const row = upstream.db
      .prepare<[], { name: string; count: number }>(
        `SELECT d.name, COUNT(*) AS count FROM users u JOIN designations d ON d.id = u.designation_id
          WHERE u.status = 'active' GROUP BY d.id ORDER BY count DESC LIMIT 1`,
      )
      .get()!;
    const res = await search(row.name);
    expect(res.body.data.length).toBe(Math.min(row.count, 10));
    expect(res.body.data.every((item: { designation_name: string }) => item.designation_name === row.name || item.designation_name.includes(row.name))).toBe(true);
  });

  it('returns at most 10 people', async () => {
    const res = await search('a');
    expect(res.body.data).toHaveLength(10);
  });

  it('leaves archived people out', async () => {
    const archived = upstream.db
      .prepare<[], { first_name: string; last_name: string; username: string }>(`SELECT first_name, last_name, username FROM users WHERE status = 'archived' LIMIT 1`)
      .get()!;
    const res = await search(`${archived.first_name} ${archived.last_name}`);
    expect(res.body.data.some((item: { username?: string }) => item?.username === archived.username)).toBe(false);
  });

  it('answers a plain-text item when nothing matches, and treats wildcards as text', async () => {
    expect((await search('zzzz-nobody')).body).toEqual({ data: ['No results found'] });
    expect((await search('%')).body).toEqual({ data: ['No results found'] });
    expect((await search('_')).body).toEqual({ data: ['No results found'] });
    expect(normaliseSearchResults((await search('zzzz')).body)).toEqual([{ kind: 'text', text: 'No results found' }]);
  });

  it('answers an empty list for an empty search', async () => {
    expect((await search('   ')).body).toEqual({ data: [] });
  });
});
