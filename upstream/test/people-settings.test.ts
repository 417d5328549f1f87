import { SELECT_LIST_PAGE_SIZE } from '../../lib/constants';
import { DIALOG_TEXTS, VALIDATION_MESSAGES } from '../../lib/messages';
import {
  archivePageSchema,
  assignablePeoplePageSchema,
  assignedPeoplePageSchema,
  countryListSchema,
  inUseSchema,
  messageResponseSchema,
  namedItemEditSchema,
  namedItemListSchema,
  namedItemPageSchema,
  sharedListSchema,
  storeResponseSchema,
} from '../../lib/people/schemas';
import type { Upstream } from '../src/server';
import { ApiClient, DEMO, signedInClient, startUpstream } from './helpers';

/** Contract tests of the people settings calls, parsed with the app's own schemas. */

let upstream: Upstream;
let admin: ApiClient;
let employee: ApiClient;

const P = '/settings/employee/employee';
const del = (client: ApiClient, path: string) => client.request('DELETE', path);

const signedIn = (email: string) => signedInClient(upstream, email);

beforeAll(async () => {
  upstream = await startUpstream();
  [admin, employee] = await Promise.all([signedIn(DEMO.admin), signedIn(DEMO.employee)]);
});
afterAll(() => upstream.close());

const count = (sql: string, ...args: unknown[]) => (upstream.db.prepare(sql).get(...args) as { n: number }).n;

describe.each([
  ['departments', 'Engineering'],
  ['designations', 'Accountant'],
  ['employment-types', 'Full-time'],
  ['attachment-types', 'Passport'],
  ['groups', 'First aiders'],
])('%s', (kind, seeded) => {
  const base = `${P}/${kind}`;

  it('lists every item and pages the index with counts, searchable by name', async () => {
    const list = namedItemListSchema.parse((await admin.get(`${base}/list`)).body);
    expect(list.data.map((item) => item.name)).toContain(seeded);

    const page = namedItemPageSchema.parse((await admin.get(`${base}/index?per_page=2&page=1`)).body);
    expect(page.data).toHaveLength(Math.min(2, list.data.length));
    expect(page.meta).toMatchObject({ current_page: 1, per_page: 2, total: list.data.length, from: 1 });
    const names = page.data.map((item) => item.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);

    const found = namedItemPageSchema.parse((await admin.get(`${base}/index?search=${encodeURIComponent(seeded.slice(1, 5))}`)).body);
    expect(found.data.map((item) => item.name)).toContain(seeded);
    expect(namedItemPageSchema.parse((await admin.get(`${base}/index?search=zz%25`)).body).data).toEqual([]);
  });

  it('adds, refuses a duplicate or blank name, edits and deletes', async () => {
    let res = await admin.post(`${base}/store`, { name: `  New ${kind} `, description: 'Made by a test' });
    expect(res.status).toBe(201);
    const { id, message } = storeResponseSchema.parse(res.body);
    expect(message).toBe(DIALOG_TEXTS.success.add);
    expect(namedItemEditSchema.parse((await admin.get(`${base}/edit/${id}`)).body).data).toEqual({ id, name: `New ${kind}`, description: 'Made by a test' });

    res = await admin.post(`${base}/store`, { name: `new ${kind.toUpperCase()}` });
    expect(res.status).toBe(422);
    expect(res.body.errors.name).toEqual(['The name has already been taken.']);
    res = await admin.post(`${base}/store`, { name: '   ' });
    expect(res.status).toBe(422);
    expect(res.body.errors.name).toEqual(['The name field is required.']);

    res = await admin.post(`${base}/store`, { id, name: `Renamed ${kind}`, description: null });
    expect(res.status).toBe(200);
    expect(messageResponseSchema.parse(res.body).message).toBe(DIALOG_TEXTS.success.edit);
    expect((await admin.get(`${base}/edit/${id}`)).body.data.name).toBe(`Renamed ${kind}`);

    res = await del(admin, `${base}/delete/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(DIALOG_TEXTS.success.delete);
    expect((await admin.get(`${base}/edit/${id}`)).status).toBe(404);
    expect((await del(admin, `${base}/delete/${id}`)).status).toBe(404);
  });

  it('refuses the employee every call', async () => {
    for (const res of [
      await employee.get(`${base}/index`),
      await employee.get(`${base}/edit/1`),
      await employee.post(`${base}/store`, { name: 'Nope' }),
      await del(employee, `${base}/delete/1`),
    ]) {
      expect(res.status).toBe(403);
    }
  });
});

describe('deleting an item in use', () => {
  it('asks with the action to confirm, changes nothing, then detaches and deletes', async () => {
    const accountant = namedItemListSchema.parse((await admin.get(`${P}/designations/list`)).body).data.find((item) => item.name === 'Accountant')!;
    const holders = count('SELECT COUNT(*) AS n FROM users WHERE designation_id = ?', accountant.id);
    expect(holders).toBeGreaterThan(0);

    let res = await del(admin, `${P}/designations/delete/${accountant.id}`);
    expect(res.status).toBe(460);
    const asked = inUseSchema.parse(res.body);
    expect(asked.message).toMatch(/hold “Accountant”\. Deleting it leaves them without a designation\.$|holds “Accountant”/);
    expect(count('SELECT COUNT(*) AS n FROM users WHERE designation_id = ?', accountant.id)).toBe(holders);

    expect((await del(admin, `${P}/designations/delete/${accountant.id}?action=everything`)).status).toBe(422);
    res = await del(admin, `${P}/designations/delete/${accountant.id}?action=${asked.action}`);
    expect(res.status).toBe(200);
    expect(count('SELECT COUNT(*) AS n FROM users WHERE designation_id = ?', accountant.id)).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM designations WHERE id = ?', accountant.id)).toBe(0);
  });

  it('counts people as the list does, naming the archived ones whose records keep the item apart', async () => {
    const store = async (name: string) => storeResponseSchema.parse((await admin.post(`${P}/departments/store`, { name })).body).id;
    const move = (username: string, departmentId: number) => upstream.db.prepare('UPDATE users SET department_id = ? WHERE username = ?').run(departmentId, username);
    const archivedUser = (upstream.db.prepare("SELECT username FROM users WHERE status = 'archived' ORDER BY id").all() as { username: string }[]).map((row) => row.username);
    const asked = async (id: number) => inUseSchema.parse((await del(admin, `${P}/departments/delete/${id}`)).body).message;
    const listed = async (name: string) => namedItemPageSchema.parse((await admin.get(`${P}/departments/index?search=${encodeURIComponent(name)}`)).body).data[0]!.people_count;

    const both = await store('Counted both ways');
    move('noah.becker', both);
    move(archivedUser[0]!, both);
    expect(await listed('Counted both ways')).toBe(1);
    expect(await asked(both)).toBe('1 person (and 1 archived) is in “Counted both ways”. Deleting it leaves them without a department.');

    const archivedOnly = await store('Only archived');
    move(archivedUser[1]!, archivedOnly);
    move(archivedUser[2]!, archivedOnly);
    expect(await listed('Only archived')).toBe(0);
    expect(await asked(archivedOnly)).toBe('2 archived people are in “Only archived”. Deleting it leaves them without a department.');
  });

  it('counts the documents filed under a document type, and keeps them, untyped, when it is deleted', async () => {
    const types = namedItemPageSchema.parse((await admin.get(`${P}/attachment-types/index?per_page=50`)).body).data;
    const filed = types.find((type) => type.name === 'Employment contract')!;
    const documents = count('SELECT COUNT(*) AS n FROM profile_documents WHERE attachment_type_id = ?', filed.id);
    expect(documents).toBeGreaterThan(0);
    expect(filed.people_count).toBe(documents);

    let res = await del(admin, `${P}/attachment-types/delete/${filed.id}`);
    expect(res.status).toBe(460);
    const asked = inUseSchema.parse(res.body);
    expect(asked.message).toMatch(/filed as “Employment contract”\. Deleting it keeps them on their profiles, without a type\.$/);
    res = await del(admin, `${P}/attachment-types/delete/${filed.id}?action=${asked.action}`);
    expect(res.status).toBe(200);
    expect(count('SELECT COUNT(*) AS n FROM profile_documents WHERE attachment_type_id = ?', filed.id)).toBe(0);
    expect(count("SELECT COUNT(*) AS n FROM profile_documents WHERE kind = 'file'")).toBeGreaterThanOrEqual(documents);
  });

  it('deletes an item nobody uses at once', async () => {
    const intern = namedItemListSchema.parse((await admin.get(`${P}/employment-types/list`)).body).data.find((item) => item.name === 'Intern')!;
    expect((await del(admin, `${P}/employment-types/delete/${intern.id}`)).status).toBe(200);
  });
});

describe("a group's people", () => {
  let groupId: number;
  beforeAll(async () => {
    groupId = storeResponseSchema.parse((await admin.post(`${P}/groups/store`, { name: 'Book club' })).body).id;
  });

  it('pages assignable people by the select list size, searchable', async () => {
    const first = assignablePeoplePageSchema.parse((await admin.get(`${P}/groups/${groupId}/assignable-data`)).body);
    expect(first.data).toHaveLength(SELECT_LIST_PAGE_SIZE);
    expect(first.meta.per_page).toBe(SELECT_LIST_PAGE_SIZE);
    expect(first.meta.last_page).toBeGreaterThan(1);
    const second = assignablePeoplePageSchema.parse((await admin.get(`${P}/groups/${groupId}/assignable-data?page=2`)).body);
    expect(second.data[0]!.id).not.toBe(first.data[0]!.id);
    const emma = assignablePeoplePageSchema.parse((await admin.get(`${P}/groups/${groupId}/assignable-data?search=Emma`)).body);
    expect(emma.data.map((person) => person.name)).toContain('Emma Novak');
  });

  it('assigns people, lists them, keeps them out of assignable data, and removes one', async () => {
    const candidates = assignablePeoplePageSchema.parse((await admin.get(`${P}/groups/${groupId}/assignable-data?per_page=2`)).body).data;
    const ids = candidates.map((person) => person.id);
    let res = await admin.post(`${P}/groups/assign-users`, { group_id: groupId, users: ids });
    expect(res.status).toBe(200);
    expect(messageResponseSchema.parse(res.body).message).toBe(DIALOG_TEXTS.success.add);
    // Assigning again changes nothing.
    expect((await admin.post(`${P}/groups/assign-users`, { group_id: groupId, users: ids })).status).toBe(200);

    const members = assignedPeoplePageSchema.parse((await admin.get(`${P}/groups/${groupId}/assigned-users/index`)).body);
    expect(members.group).toEqual({ id: groupId, name: 'Book club' });
    expect(members.data.map((person) => person.id).sort()).toEqual([...ids].sort());
    const assignable = assignablePeoplePageSchema.parse((await admin.get(`${P}/groups/${groupId}/assignable-data?per_page=100`)).body);
    expect(assignable.data.some((person) => ids.includes(person.id))).toBe(false);

    const groups = namedItemPageSchema.parse((await admin.get(`${P}/groups/index?search=Book`)).body);
    expect(groups.data[0]).toMatchObject({ name: 'Book club', people_count: 2 });

    res = await admin.post(`${P}/groups/assigned-users/remove`, { group_id: groupId, user_id: ids[0] });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(DIALOG_TEXTS.success.delete);
    const after = assignedPeoplePageSchema.parse((await admin.get(`${P}/groups/${groupId}/assigned-users/index`)).body);
    expect(after.data.map((person) => person.id)).toEqual([ids[1]]);
    expect((await admin.post(`${P}/groups/assigned-users/remove`, { group_id: groupId, user_id: ids[0] })).status).toBe(422);
  });

  it("answers the spec's assignment messages", async () => {
    for (const body of [{ group_id: groupId }, { group_id: groupId, users: [] }]) {
      const res = await admin.post(`${P}/groups/assign-users`, body);
      expect(res.status).toBe(422);
      expect(res.body.errors.users).toEqual([VALIDATION_MESSAGES.required]);
    }
    for (const body of [
      { group_id: groupId, users: ['abc'] },
      { group_id: groupId, users: [999999] },
      { group_id: groupId, users: 'all' },
    ]) {
      const res = await admin.post(`${P}/groups/assign-users`, body);
      expect(res.status).toBe(422);
      expect(res.body.errors.users).toEqual([VALIDATION_MESSAGES.invalidSubmission]);
    }
    const res = await admin.post(`${P}/groups/assign-users`, { group_id: 'x', users: [1] });
    expect(res.body.errors.group_id).toEqual([VALIDATION_MESSAGES.invalidSubmission]);
  });

  it('asks before deleting a group with members', async () => {
    const res = await del(admin, `${P}/groups/delete/${groupId}`);
    expect(res.status).toBe(460);
    expect(inUseSchema.parse(res.body).message).toBe('“Book club” has 1 member. Deleting it removes them from the group.');
    expect((await del(admin, `${P}/groups/delete/${groupId}?action=detach`)).status).toBe(200);
    expect(count('SELECT COUNT(*) AS n FROM employee_group_users WHERE group_id = ?', groupId)).toBe(0);
  });

  it('refuses the employee', async () => {
    expect((await employee.get(`${P}/groups/1/assigned-users/index`)).status).toBe(403);
    expect((await employee.get(`${P}/groups/1/assignable-data`)).status).toBe(403);
    expect((await employee.post(`${P}/groups/assign-users`, { group_id: 1, users: [1] })).status).toBe(403);
    expect((await employee.post(`${P}/groups/assigned-users/remove`, { group_id: 1, user_id: 1 })).status).toBe(403);
  });
});

describe('the archive', () => {
  it('lists archived people with their discharge date and reason', async () => {
    const page = archivePageSchema.parse((await admin.get(`${P}/employee-archive/index`)).body);
    const archived = count("SELECT COUNT(*) AS n FROM users WHERE status = 'archived'");
    expect(page.meta.total).toBe(archived);
    expect(page.data.map((person) => person.name)).toEqual(expect.arrayContaining(['Tomasz Nowicki', 'Henry Lawson']));
    for (const person of page.data) {
      expect(person.discharged_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(person.discharged_reason).toBeTruthy();
    }
    const dates = page.data.map((person) => person.discharged_date!);
    expect([...dates].sort().reverse()).toEqual(dates);
    const found = archivePageSchema.parse((await admin.get(`${P}/employee-archive/index?search=Nowicki`)).body);
    expect(found.data.map((person) => person.name)).toEqual(['Tomasz Nowicki']);
    expect((await employee.get(`${P}/employee-archive/index`)).status).toBe(403);
  });
});

describe('shared lists', () => {
  it('has every ISO country, every IANA time zone, religions and marital statuses', async () => {
    const countries = countryListSchema.parse((await employee.get('/settings/landlord/shared-data/countries/list')).body).data;
    expect(countries.length).toBeGreaterThanOrEqual(245);
    expect(countries).toContainEqual({ id: 276, name: 'Germany', code: 'DE' });
    expect(new Set(countries.map((country) => country.id)).size).toBe(countries.length);
    const zones = sharedListSchema.parse((await employee.get('/settings/landlord/shared-data/timezones/list')).body).data;
    expect(zones.length).toBeGreaterThanOrEqual(400);
    expect(zones.map((zone) => zone.name)).toContain('Europe/Berlin');
    // By their current IANA names, in order, each once with its own id; a renamed zone keeps its old name's id.
    const names = zones.map((zone) => zone.name);
    expect(names).toEqual([...names].sort());
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(zones.map((zone) => zone.id)).size).toBe(zones.length);
    expect(names).toEqual(expect.arrayContaining(['Asia/Kolkata', 'Europe/Kyiv', 'America/Argentina/Buenos_Aires', 'UTC']));
    expect(names.filter((name) => ['Asia/Calcutta', 'Europe/Kiev', 'Asia/Saigon', 'Asia/Katmandu'].includes(name))).toEqual([]);
    const runtime = Intl.supportedValuesOf('timeZone');
    expect(zones.find((zone) => zone.name === 'Asia/Kolkata')?.id).toBe(Math.max(runtime.indexOf('Asia/Calcutta'), runtime.indexOf('Asia/Kolkata')) + 1);
    for (const list of ['religions', 'marital-status']) {
      expect(sharedListSchema.parse((await employee.get(`/settings/landlord/shared-data/${list}/list`)).body).data.length).toBeGreaterThan(3);
    }
    expect((await new ApiClient(upstream.url).get('/settings/landlord/shared-data/countries/list')).status).toBe(401);
  });
});
