import type { z } from 'zod';
import { authorizationSchema } from '../../lib/auth/schemas';
import { DIALOG_TEXTS, VALIDATION_MESSAGES as M } from '../../lib/messages';
import { profileLeaveApi, profileSectionApi } from '../../lib/people/endpoints';
import { profileInView } from '../../lib/people/profile';
import { holidayYears, PROFILE_SECTION_KEYS, profileSectionsToLoad, type ProfileSectionKey } from '../../lib/people/profile-section-plan';
import { endpointPath } from '../../lib/upstream/define';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '../../lib/onboarding/avatar';
import {
  avatarSavedSchema,
  bankInfoSavedSchema,
  bankInfoSectionSchema,
  educationSavedSchema,
  educationSectionSchema,
  employmentInfoSavedSchema,
  employmentInfoSectionSchema,
  employmentNoteSavedSchema,
  familyInfoSavedSchema,
  familyInfoSectionSchema,
  personHolidaysSchema,
  personalInfoSavedSchema,
  personalInfoSectionSchema,
  profileViewSchema,
  salaryHistorySchema,
  salarySavedSchema,
  salarySectionSchema,
  workFromHomeSavedSchema,
  workFromHomeSectionSchema,
} from '../../lib/people/schemas';
import type { Upstream } from '../src/server';
import { type ApiClient, DEMO, signedInClient, startUpstream } from './helpers';

/**
 * Contract tests of the profile sections beyond address, contact and bio:
 * employment info and note, work from home, salary and its history, bank and
 * personal info, education and family, parsed with the app's own schemas.
 */

let upstream: Upstream;
let admin: ApiClient;
let manager: ApiClient;
let employee: ApiClient;

const PROFILE = '/employee/employee/profile';
const idOf = (email: string) => (upstream.db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;
const lookup = (table: string, name: string) => (upstream.db.prepare(`SELECT id FROM ${table} WHERE name = ?`).get(name) as { id: number }).id;
const emma = () => idOf(DEMO.employee);
const marcus = () => idOf(DEMO.manager);
const at = (id: number, section: string) => `${PROFILE}/${id}/${section}`;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

beforeAll(async () => {
  upstream = await startUpstream();
  [admin, manager, employee] = await Promise.all([signedInClient(upstream, DEMO.admin), signedInClient(upstream, DEMO.manager), signedInClient(upstream, DEMO.employee)]);
});
afterAll(() => upstream.close());

describe('employment info and note', () => {
  it('saves the lists and dates on the person and HR’s details beside them, refusing unknown ids and a probation ending before joining', async () => {
    const engineering = lookup('departments', 'Engineering');
    const bad = await admin.post(at(emma(), 'employment/employment-info'), { department_id: 99999, joining_date: '2024-03-01', probation_end_date: '2024-01-01', employee_number: 'x'.repeat(31) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      probation_end_date: ['The probation cannot end before the joining date'],
      employee_number: [M.max(30)],
    });
    expect((await admin.post(at(emma(), 'employment/employment-info'), { department_id: 99999 })).body.errors).toEqual({ department_id: [M.invalidSubmission] });
    expect((await admin.post(at(emma(), 'employment/employment-info'), { joining_date: '2024-02-30' })).body.errors).toEqual({ joining_date: [M.required] });

    const res = await admin.post(at(emma(), 'employment/employment-info'), {
      department_id: engineering,
      designation_id: '',
      employment_type_id: null,
      joining_date: '2024-03-01',
      probation_end_date: '2024-09-01',
      employee_number: ' CD-7 ',
      work_location: 'Berlin office',
    });
    const saved = employmentInfoSavedSchema.parse(res.body);
    expect(saved).toEqual({
      message: DIALOG_TEXTS.success.edit,
      data: {
        department_id: engineering,
        department_name: 'Engineering',
        designation_id: null,
        designation_name: null,
        employment_type_id: null,
        employment_type_name: null,
        joining_date: '2024-03-01',
        probation_end_date: '2024-09-01',
        employee_number: 'CD-7',
        work_location: 'Berlin office',
      },
    });
    expect(employmentInfoSectionSchema.parse((await employee.get(at(emma(), 'employment/employment-info'))).body).data).toEqual(saved.data);
    // The directory and the header read the same columns.
    const view = profileViewSchema.parse((await admin.get(`${PROFILE}/view/emma.novak`)).body);
    expect(view.data).toMatchObject({ designation_name: null, joining_date: '2024-03-01' });
  });

  it('keeps employment and the note to holders of edit_employee, and shows the note to holders of view_employee only', async () => {
    expect((await employee.post(at(emma(), 'employment/employment-info'), { joining_date: '2020-01-01' })).status).toBe(403);
    expect((await manager.post(at(emma(), 'employment/note/save'), { note: 'Nope' })).status).toBe(403);
    expect((await admin.post(at(emma(), 'employment/note/save'), { note: 'x'.repeat(1001) })).body.errors).toEqual({ note: [M.max(1000)] });
    const note = employmentNoteSavedSchema.parse((await admin.post(at(emma(), 'employment/note/save'), { note: 'Asked for a mentor.' })).body);
    expect(note).toEqual({ message: DIALOG_TEXTS.success.edit, data: { note: 'Asked for a mentor.' } });
    // The employment section carries it to holders of view_employee; to the person it is absent, not empty.
    expect(employmentInfoSectionSchema.parse((await manager.get(at(emma(), 'employment/employment-info'))).body).data.note).toBe('Asked for a mentor.');
    expect((await employee.get(at(emma(), 'employment/employment-info'))).body.data).not.toHaveProperty('note');
    const own = profileViewSchema.parse((await employee.get(`${PROFILE}/view/emma.novak`)).body);
    expect(own.can!.edit_employment).toBe(false);
  });
});

describe('work from home', () => {
  it('takes 0 No, 1 Yes with a period, 2 Always; the period only for Yes', async () => {
    expect((await admin.post(at(emma(), 'work-from-home-info'), { is_allow_remote_work: 3 })).body.errors).toEqual({ is_allow_remote_work: [M.invalidSubmission] });
    expect((await admin.post(at(emma(), 'work-from-home-info'), { is_allow_remote_work: 1 })).body.errors).toEqual({
      remote_work_date_start: [M.required],
      remote_work_date_end: [M.required],
    });
    expect(
      (await admin.post(at(emma(), 'work-from-home-info'), { is_allow_remote_work: '1', remote_work_date_start: '2026-06-10', remote_work_date_end: '2026-06-01' })).body.errors,
    ).toEqual({ remote_work_date_end: ['The end date must not be before the start date'] });

    const yes = workFromHomeSavedSchema.parse(
      (await admin.post(at(emma(), 'work-from-home-info'), { is_allow_remote_work: '1', remote_work_date_start: '2026-06-01', remote_work_date_end: '2026-06-30' })).body,
    );
    expect(yes).toEqual({ message: DIALOG_TEXTS.success.edit, data: { is_allow_remote_work: 1, remote_work_date_start: '2026-06-01', remote_work_date_end: '2026-06-30' } });
    const always = workFromHomeSavedSchema.parse((await admin.post(at(emma(), 'work-from-home-info'), { is_allow_remote_work: 2, remote_work_date_start: '2026-06-01' })).body);
    expect(always.data).toEqual({ is_allow_remote_work: 2, remote_work_date_start: null, remote_work_date_end: null });
    expect(workFromHomeSectionSchema.parse((await employee.get(at(emma(), 'work-from-home-info'))).body).data).toEqual(always.data);
    expect((await employee.post(at(emma(), 'work-from-home-info'), { is_allow_remote_work: 2 })).status).toBe(403);
  });
});

describe('salary and its history', () => {
  it('applies the money rule, keeps every salary saved, and shows the newest effective one', async () => {
    const id = marcus();
    for (const [amount, message] of [['12345678901', M.money], ['12.345', M.money], ['-5', M.numeric], ['abc', M.numeric]] as const) {
      const res = await admin.post(at(id, 'salary-info'), { amount, currency: 'EUR', pay_period: 'monthly', effective_date: '2026-01-01' });
      expect(res.body.errors).toEqual({ amount: [message] });
    }
    expect((await admin.post(at(id, 'salary-info'), {})).body.errors).toEqual({
      amount: [M.required],
      currency: [M.required],
      pay_period: [M.required],
      effective_date: [M.required],
    });
    expect((await admin.post(at(id, 'salary-info'), { amount: '10', currency: 'XXX', pay_period: 'weekly', effective_date: '2026-01-01' })).body.errors).toEqual({
      currency: [M.invalidSubmission],
      pay_period: [M.invalidSubmission],
    });

    const before = salaryHistorySchema.parse((await admin.get(at(id, 'salary-history'))).body).data;
    const saved = salarySavedSchema.parse((await admin.post(at(id, 'salary-info'), { amount: '9999999999.5', currency: 'EUR', pay_period: 'monthly', effective_date: '2099-01-01' })).body);
    expect(saved).toEqual({ message: DIALOG_TEXTS.success.edit, data: { amount: '9999999999.50', currency: 'EUR', pay_period: 'monthly', effective_date: '2099-01-01' } });
    // The same again adds nothing.
    await admin.post(at(id, 'salary-info'), { amount: '9999999999.50', currency: 'EUR', pay_period: 'monthly', effective_date: '2099-01-01' });
    const history = salaryHistorySchema.parse((await manager.get(at(id, 'salary-history'))).body).data;
    expect(history).toHaveLength(before.length + 1);
    expect(history[0]).toMatchObject({ amount: '9999999999.50', changed_by: 'Ava Sinclair' });
    expect(salarySectionSchema.parse((await admin.get(at(id, 'salary-info'))).body).data).toEqual(saved.data);
    // Only edit_employee saves a salary; a colleague reads none of it.
    expect((await manager.post(at(id, 'salary-info'), { amount: '1', currency: 'EUR', pay_period: 'monthly', effective_date: '2026-01-01' })).status).toBe(403);
    expect((await employee.get(at(id, 'salary-history'))).status).toBe(403);
    expect((await employee.get(at(id, 'salary-info'))).status).toBe(403);
  });
});

describe('bank and personal info', () => {
  it('lets the owner save their bank info, checking the account number and the SWIFT code', async () => {
    expect((await employee.post(at(emma(), 'bank-info'), { account_holder: 'Emma', bank_name: 'ING', account_number: 'DE89-3704', swift_code: 'ABC' })).body.errors).toEqual({
      account_number: ['Please use letters, digits and spaces only'],
      swift_code: ['Please use 8 or 11 letters and digits'],
    });
    const saved = bankInfoSavedSchema.parse((await employee.post(at(emma(), 'bank-info'), { account_holder: 'Emma Novak', bank_name: 'ING', account_number: 'nl91 abna  0417 1643 00', swift_code: 'ingbnl2a' })).body);
    expect(saved.data).toEqual({ account_holder: 'Emma Novak', bank_name: 'ING', account_number: 'NL91 ABNA 0417 1643 00', swift_code: 'INGBNL2A', branch: null });
    expect(bankInfoSectionSchema.parse((await manager.get(at(emma(), 'bank-info'))).body).data).toEqual(saved.data);
    expect((await employee.get(at(marcus(), 'bank-info'))).status).toBe(403);
  });

  it('saves personal info with the name, the lookups and the shared lists, refusing what is not in them', async () => {
    const bad = await employee.post(at(emma(), 'personal-info'), {
      first_name: '',
      last_name: 'Novak',
      gender: 'robot',
      blood_group: 'C+',
      marital_status_id: 999,
      nationality_id: 1,
      phone: 'call me',
    });
    expect(bad.body.errors).toEqual({ first_name: [M.required], gender: [M.invalidSubmission], blood_group: [M.invalidSubmission], phone: [M.phone] });
    expect((await employee.post(at(emma(), 'personal-info'), { first_name: 'Emma', last_name: 'Novak', marital_status_id: 999, nationality_id: 1 })).body.errors).toEqual({
      marital_status_id: [M.invalidSubmission],
      nationality_id: [M.invalidSubmission],
    });
    expect((await employee.post(at(emma(), 'personal-info'), { first_name: 'Emma', last_name: 'Novak', date_of_birth: '2999-01-01' })).body.errors).toEqual({
      date_of_birth: ['The date of birth must be in the past'],
    });
    const saved = personalInfoSavedSchema.parse(
      (await employee.post(at(emma(), 'personal-info'), {
        first_name: 'Emma',
        last_name: 'Novak-Berg',
        gender: 'other',
        date_of_birth: '1994-05-17',
        blood_group: 'AB-',
        marital_status_id: 2,
        religion_id: '',
        nationality_id: 203,
        phone: '+420 (2) 555-0100',
      })).body,
    );
    expect(saved.data).toEqual({
      first_name: 'Emma',
      last_name: 'Novak-Berg',
      gender: 'other',
      date_of_birth: '1994-05-17',
      blood_group: 'AB-',
      marital_status_id: 2,
      marital_status_name: 'Married',
      religion_id: null,
      religion_name: null,
      nationality_id: 203,
      nationality_name: 'Czech Republic',
      phone: '+420 (2) 555-0100',
    });
    expect(personalInfoSectionSchema.parse((await admin.get(at(emma(), 'personal-info'))).body).data).toEqual(saved.data);
    // The name is the person's: the header reads it.
    expect(profileViewSchema.parse((await admin.get(`${PROFILE}/view/emma.novak`)).body).data.name).toBe('Emma Novak-Berg');
    await employee.post(at(emma(), 'personal-info'), { first_name: 'Emma', last_name: 'Novak' });
  });
});

describe('education and family', () => {
  it('replaces the education list, with each entry’s errors on its own fields', async () => {
    const bad = await employee.post(at(emma(), 'education'), {
      education: [
        { degree: 'BSc', institution: 'TU Berlin', start_year: '2010', end_year: '2014' },
        { degree: '', institution: 'x'.repeat(101), start_year: '2015', end_year: '2013' },
      ],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ 'education.1.degree': [M.required], 'education.1.institution': [M.max(100)], 'education.1.end_year': ['The end year must not be before the start year'] });
    expect((await employee.post(at(emma(), 'education'), { education: Array.from({ length: 11 }, () => ({ degree: 'A', institution: 'B' })) })).body.errors).toEqual({
      education: ['Please add up to 10 entries'],
    });
    const saved = educationSavedSchema.parse(
      (await employee.post(at(emma(), 'education'), { education: [{ degree: 'MSc', institution: 'TU Munich', field_of_study: 'Robotics', start_year: 2016, end_year: '2018' }] })).body,
    );
    expect(saved.data).toEqual([{ degree: 'MSc', institution: 'TU Munich', field_of_study: 'Robotics', start_year: 2016, end_year: 2018 }]);
    expect(educationSectionSchema.parse((await admin.get(at(emma(), 'education'))).body).data).toEqual(saved.data);
    expect(educationSavedSchema.parse((await employee.post(at(emma(), 'education'), { education: [] })).body).data).toEqual([]);
  });

  it('replaces the family list, checking each member’s phone and date of birth', async () => {
    expect((await employee.post(at(emma(), 'family-info'), { family: [{ name: 'Jan', relationship: '', phone: 'x', date_of_birth: '2020-13-01' }] })).body.errors).toEqual({
      'family.0.relationship': [M.required],
      'family.0.phone': [M.phone],
      'family.0.date_of_birth': [M.required],
    });
    const saved = familyInfoSavedSchema.parse((await employee.post(at(emma(), 'family-info'), { family: [{ name: 'Jan Novak', relationship: 'Son', date_of_birth: '2019-04-02', phone: '' }] })).body);
    expect(saved.data).toEqual([{ name: 'Jan Novak', relationship: 'Son', date_of_birth: '2019-04-02', phone: null }]);
    expect(familyInfoSectionSchema.parse((await manager.get(at(emma(), 'family-info'))).body).data).toEqual(saved.data);
    expect((await manager.post(at(emma(), 'family-info'), { family: [] })).status).toBe(403);
  });
});

describe('the profile view and its section GETs, as the profile page reads them', () => {
  /** Each section the page reads (lib/people/api.ts), by the app's own endpoint definitions: a new section key fails to compile here until it is covered. */
  const SECTION_ENDPOINTS = {
    employment: profileSectionApi.employment,
    workFromHome: profileSectionApi.workFromHome,
    salary: profileSectionApi.salary,
    salaryHistory: profileSectionApi.salaryHistory,
    bank: profileSectionApi.bank,
    personal: profileSectionApi.personal,
    address: profileSectionApi.address,
    emergencyContact: profileSectionApi.emergencyContact,
    education: profileSectionApi.education,
    family: profileSectionApi.family,
    leave: profileLeaveApi.view,
    holidays: profileLeaveApi.holidays,
    fileDocuments: profileSectionApi.fileDocuments,
    linkDocuments: profileSectionApi.linkDocuments,
  } satisfies Record<ProfileSectionKey, { path: string; schema: () => Promise<z.ZodType> }>;

  /** The view's raw answer (checked for what it must not carry) and its parse, and what the page plans for this viewer. */
  async function viewAs(client: ApiClient, username: string) {
    const raw = (await client.get(`${PROFILE}/view/${username}`)).body as Record<string, unknown>;
    const view = profileViewSchema.parse(raw);
    const auth = authorizationSchema.parse((await client.get('/authorization')).body);
    const permissions = new Set<string>(auth.author!.permissions);
    const keys = profileSectionsToLoad({ isOwn: view.data.is_own!, holds: (permission) => permissions.has(permission) });
    return { raw, view, keys, years: holidayYears(auth.app.server_time) };
  }

  /** Every section GET the page may make, parsed with its schema (holidays: this year's and next year's), by key. */
  async function readSections(client: ApiClient, userId: number, years: readonly number[]) {
    const read = async (key: ProfileSectionKey) => {
      const endpoint = SECTION_ENDPOINTS[key];
      const queries = key === 'holidays' ? years.map((year) => `?year=${year}`) : [''];
      const answers = await Promise.all(queries.map((query) => client.get(endpointPath(endpoint.path, { user_id: userId }) + query)));
      for (const answer of answers) expect({ key, status: answer.status }).toEqual({ key, status: 200 });
      const schema = await endpoint.schema();
      return [key, answers.map((answer) => schema.parse(answer.body))] as const;
    };
    return Object.fromEntries(await Promise.all(PROFILE_SECTION_KEYS.map(read))) as Record<ProfileSectionKey, { data: unknown }[]>;
  }

  it('answers the own profile without sections, and every section to its owner, without the note', async () => {
    const { raw, view, keys, years } = await viewAs(employee, 'emma.novak');
    expect(raw).not.toHaveProperty('sections');
    expect(view.data).toMatchObject({ visibility: 'full', is_own: true });
    expect(keys).toEqual(PROFILE_SECTION_KEYS);
    const sections = await readSections(employee, emma(), years);
    expect(sections.employment[0]!.data).not.toHaveProperty('note');
    expect(sections.personal[0]!.data).toMatchObject({ first_name: 'Emma', last_name: 'Novak' });
  });

  it('answers a full view (the administrator viewing someone) without sections, every section parsing, the note included', async () => {
    const { raw, view, keys, years } = await viewAs(admin, 'marcus.reed');
    expect(raw).not.toHaveProperty('sections');
    expect(view.data).toMatchObject({ visibility: 'full', is_own: false });
    expect(view.can!.edit_employment).toBe(true);
    expect(keys).toEqual(PROFILE_SECTION_KEYS);
    const sections = await readSections(admin, marcus(), years);
    const employment = employmentInfoSectionSchema.parse(sections.employment[0]).data;
    expect(employment.employee_number).toMatch(/^CD-\d+$/);
    expect(employment).toHaveProperty('note');
    // Seeded for most people: the cards have something to show.
    expect(bankInfoSectionSchema.parse(sections.bank[0]).data).not.toBeNull();
    expect(personalInfoSectionSchema.parse(sections.personal[0]).data.blood_group).not.toBeNull();
    expect(educationSectionSchema.parse(sections.education[0]).data.length).toBeGreaterThan(0);
    expect(salaryHistorySchema.parse(sections.salaryHistory[0]).data.length).toBeGreaterThan(0);
    expect(sections.holidays.flatMap((year) => personHolidaysSchema.parse(year).data).length).toBeGreaterThan(0);
  });

  it('answers the public part (an employee viewing a colleague) with the bio and no sections, and refuses every section GET, so the page makes none', async () => {
    await manager.post(`${PROFILE}/${marcus()}/personal/bio/save`, { bio: 'Runs operations.' });
    const { raw, view, keys, years } = await viewAs(employee, 'marcus.reed');
    expect(raw).not.toHaveProperty('sections');
    expect(view.data).toMatchObject({ visibility: 'public', is_own: false, bio: 'Runs operations.' });
    expect(keys).toEqual([]);
    for (const key of PROFILE_SECTION_KEYS) {
      const query = key === 'holidays' ? `?year=${years[0]}` : '';
      const res = await employee.get(endpointPath(SECTION_ENDPOINTS[key].path, { user_id: marcus() }) + query);
      expect({ key, status: res.status }).toEqual({ key, status: 403 });
    }
  });
});

describe('change avatar', () => {
  it('lets the owner change their avatar by the image rules and size limit, and serves it', async () => {
    const avatar = (client: ApiClient, id: number, name: string, data: Buffer) => client.multipart(at(id, 'change-avatar'), {}, { name, data, type: 'image/png', field: 'avatar' });
    expect((await employee.multipart(at(emma(), 'change-avatar'), {})).body.errors).toEqual({ avatar: [M.required] });
    expect((await avatar(employee, emma(), 'me.pdf', PNG)).body.errors).toEqual({ avatar: [AVATAR_MESSAGES.type] });
    expect((await avatar(employee, emma(), 'me.png', Buffer.from('<svg onload=alert(1)>'))).body.errors).toEqual({ avatar: ['The avatar must be an image.'] });
    expect((await avatar(employee, emma(), 'me.png', Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES)]))).body.errors).toEqual({ avatar: [AVATAR_MESSAGES.tooLarge] });
    expect((await avatar(employee, marcus(), 'me.png', PNG)).status).toBe(403);

    const saved = avatarSavedSchema.parse((await avatar(employee, emma(), 'me.png', PNG)).body);
    expect(saved.message).toBe(DIALOG_TEXTS.success.edit);
    const served = await fetch(saved.data.avatar);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(profileViewSchema.parse((await admin.get(`${PROFILE}/view/emma.novak`)).body).data.avatar).toBe(saved.data.avatar);
    // An editor changes anyone's.
    expect((await avatar(admin, marcus(), 'marcus.png', PNG)).status).toBe(200);
  });
});

describe('the profile view derived from the spec’s fields (lib/people/profile.ts)', () => {
  it('gives each viewer the same can, ownership and visibility as this server’s view, by the same rules', async () => {
    const pairs: [ApiClient, string][] = [];
    for (const client of [admin, manager, employee]) for (const username of ['emma.novak', 'marcus.reed']) pairs.push([client, username]);
    for (const [client, username] of pairs) {
      const view = profileViewSchema.parse((await client.get(`${PROFILE}/view/${username}`)).body);
      const auth = authorizationSchema.parse((await client.get('/authorization')).body);
      const { id, name, avatar, discharged_date, discharged_reason, is_discharge_applied } = view.data;
      const derived = profileInView({ data: { id, name, avatar, discharged_date, discharged_reason, is_discharge_applied } }, { id: auth.author!.id, permissions: new Set(auth.author!.permissions) }, username);
      expect({ username, can: derived.can, own: derived.person.is_own, visibility: derived.person.visibility }).toEqual({ username, can: view.can, own: view.data.is_own, visibility: view.data.visibility });
    }
  });
});
