import type { z } from 'zod';
import { DIALOG_TEXTS, VALIDATION_MESSAGES } from '../../../lib/messages';
import { AVATAR_MAX_BYTES, avatarTypeOf, checkAvatar } from '../../../lib/onboarding/avatar';
import {
  addressSchema,
  bankInfoSchema,
  bioSchema,
  educationSchema,
  emergencyContactSchema,
  employmentInfoSchema,
  employmentNoteSchema,
  familyInfoSchema,
  fileDocumentSchema,
  linkDocumentSchema,
  personalInfoSchema,
  salarySchema,
  workFromHomeSchema,
} from '../../../lib/people/forms';
import type { BankInfo, EducationEntry, EmploymentInfo, FamilyMember, FileDocument, LinkDocument, PersonalInfo, SalaryInfo, WorkFromHomeInfo } from '../../../lib/people/schemas';
import { Employees, type EmployeeRecord } from '../domain/employees';
import { FileStore, fileUrl } from '../domain/files';
import { readMultipart } from '../domain/files-multipart';
import { Onboarding } from '../domain/onboarding';
import { avatarUrl } from '../domain/users';
import { ProfileDocumentStore, type DocumentRow, type FileDocumentRow } from '../domain/profile-documents';
import { PersonColumns, ProfileSectionStore, SalaryHistory, type NewSalary, type SalaryRow, type SectionName } from '../domain/profile-sections';
import type { RequestContext } from '../http/context';
import { idParam } from '../http/params';
import { forbidden, json, notFound, unprocessable, validationFailed } from '../http/respond';
import type { Router } from '../http/router';
import { parseWith } from '../http/validate';
import type { Services } from '../services';
import { countryById, maritalStatusById, religionById } from './shared-data';

/**
 * Profile sections (spec part 2 §7 "Profile, under /employee/employee/profile/"):
 * employment info and note, work from home, salary and its history, bank and
 * personal info, education, family, address, emergency contact, bio, file and
 * link documents. Owners read their own; view_employee reads anyone's. Owners
 * edit their own personal sections, edit_employee anyone's; employment, work
 * from home, salary and the note are HR's (edit_employee), and the note is
 * read with view_employee only (in the employment section's answer; the bio is
 * in the profile view's, for colleagues see it too). The rules are
 * the edit dialogs' own form schemas (lib/people/forms.ts), so both sides
 * answer with the spec's messages.
 */

const PROFILE = '/employee/employee/profile';

export interface StoredAddress {
  address_line_1: string | null;
  address_line_2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country_id: number | null;
}
export interface StoredContact {
  name: string;
  relationship: string | null;
  phone: string;
}

/** The address as the API shows it: with the country's name. */
export const addressOut = (address: StoredAddress) => ({ ...address, country_name: address.country_id ? (countryById(address.country_id)?.name ?? null) : null });

const fileDocumentOut = (publicUrl: string, row: FileDocumentRow): FileDocument => ({
  id: row.id,
  name: row.name,
  file_name: row.file.name,
  mime: row.file.mime,
  size: row.file.size,
  url: fileUrl(publicUrl, row.file),
  created_at: row.created_at,
  attachment_type_id: row.attachment_type_id,
  attachment_type_name: row.attachment_type_name,
});
const linkDocumentOut = (row: DocumentRow): LinkDocument => ({ id: row.id, name: row.name, url: row.url!, created_at: row.created_at });

export interface StoredEmployment {
  probation_end_date: string | null;
  employee_number: string | null;
  work_location: string | null;
}
export interface StoredPersonal {
  blood_group: PersonalInfo['blood_group'];
  marital_status_id: number | null;
  religion_id: number | null;
  nationality_id: number | null;
  phone: string | null;
}
interface StoredEducation {
  degree: string;
  institution: string;
  field_of_study: string | null;
  start_year: number | null;
  end_year: number | null;
}

const NO_REMOTE_WORK: WorkFromHomeInfo = { is_allow_remote_work: 0, remote_work_date_start: null, remote_work_date_end: null };
const salaryOut = ({ amount, currency, pay_period, effective_date }: SalaryRow): SalaryInfo => ({ amount, currency: currency as SalaryInfo['currency'], pay_period, effective_date });
const historyOut = (row: SalaryRow) => ({ ...salaryOut(row), id: row.id, changed_by: row.changed_by, created_at: row.created_at });

/** Reads every section of a person as the API shows it. */
function sectionReader(services: Services) {
  const store = new ProfileSectionStore(services.db);
  const columns = new PersonColumns(services.db);
  const salaries = new SalaryHistory(services.db);
  return {
    employment(userId: number): EmploymentInfo {
      const stored = store.get<StoredEmployment>(userId, 'employment');
      return { ...columns.employment(userId)!, probation_end_date: stored?.probation_end_date ?? null, employee_number: stored?.employee_number ?? null, work_location: stored?.work_location ?? null };
    },
    note: (userId: number) => store.get<{ note: string | null }>(userId, 'note')?.note ?? null,
    workFromHome: (userId: number) => store.get<WorkFromHomeInfo>(userId, 'work_from_home') ?? NO_REMOTE_WORK,
    salary(userId: number): SalaryInfo | null {
      const row = salaries.current(userId);
      return row ? salaryOut(row) : null;
    },
    salaryHistory: (userId: number) => salaries.list(userId).map(historyOut),
    bank: (userId: number) => store.get<BankInfo>(userId, 'bank'),
    personal(userId: number): PersonalInfo {
      const stored = store.get<StoredPersonal>(userId, 'personal');
      const id = (value: number | null | undefined) => value ?? null;
      return {
        ...columns.personal(userId)!,
        blood_group: stored?.blood_group ?? null,
        marital_status_id: id(stored?.marital_status_id),
        marital_status_name: stored?.marital_status_id ? (maritalStatusById(stored.marital_status_id)?.name ?? null) : null,
        religion_id: id(stored?.religion_id),
        religion_name: stored?.religion_id ? (religionById(stored.religion_id)?.name ?? null) : null,
        nationality_id: id(stored?.nationality_id),
        nationality_name: stored?.nationality_id ? (countryById(stored.nationality_id)?.name ?? null) : null,
        phone: stored?.phone ?? null,
      };
    },
    education: (userId: number) => store.get<StoredEducation[]>(userId, 'education') ?? ([] as EducationEntry[]),
    family: (userId: number) => store.get<FamilyMember[]>(userId, 'family') ?? [],
  };
}

/** The person's bio, which the profile view carries (the spec names no GET of its own for it). */
export const bioOf = (services: Services, userId: number) => new ProfileSectionStore(services.db).get<{ bio: string | null }>(userId, 'bio')?.bio ?? null;

/** Form values: every field a string ('' when absent), as the dialogs send them. */
function formValues(body: unknown, fields: readonly string[]): Record<string, string> {
  const input = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return Object.fromEntries(fields.map((field) => [field, input[field] === null || input[field] === undefined ? '' : String(input[field])]));
}

/** A list of form values under `key` (education, family): each entry's fields as strings. */
function listValues(body: unknown, key: string, fields: readonly string[]): Record<string, unknown> {
  const input = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const list = input[key];
  return { [key]: Array.isArray(list) ? list.map((entry) => formValues(entry, fields)) : list === undefined || list === null ? [] : list };
}

const orNull = (value: string) => (value === '' ? null : value);
const idOrNull = (value: string) => (value === '' ? null : Number(value));

/**
 * Who may read and change a profile's sections: the person reads their own,
 * view_employee anyone's; the person edits their own, edit_employee anyone's
 * (hrWritable: edit_employee only). A discharged person's profile is read-only.
 */
export function profileAccess(employees: Employees) {
  const person = (ctx: RequestContext): EmployeeRecord => {
    const record = employees.find(idParam(ctx, 'user_id'));
    if (!record) throw notFound();
    return record;
  };
  const editable = (record: EmployeeRecord) => {
    if (record.status === 'archived') throw unprocessable('A discharged person’s profile cannot be edited. Restore it first.');
    return record;
  };
  return {
    readable(ctx: RequestContext) {
      const record = person(ctx);
      if (record.id !== ctx.userId() && !ctx.permissions().has('view_employee')) throw forbidden();
      return record;
    },
    writable(ctx: RequestContext) {
      const record = person(ctx);
      if (record.id !== ctx.userId() && !ctx.permissions().has('edit_employee')) throw forbidden();
      return editable(record);
    },
    hrWritable(ctx: RequestContext) {
      const record = person(ctx);
      if (!ctx.permissions().has('edit_employee')) throw forbidden();
      return editable(record);
    },
  };
}

export function registerProfileSections(router: Router, services: Services): void {
  const employees = new Employees(services.db);
  const store = new ProfileSectionStore(services.db);
  const documents = new ProfileDocumentStore(services.db);
  const files = new FileStore(services.db);

  const { readable, writable, hrWritable } = profileAccess(employees);
  const parse = <T>(schema: unknown, body: unknown, fields: readonly string[]) => parseWith(schema as z.ZodType<T>, formValues(body, fields));
  const read = sectionReader(services);
  const columns = new PersonColumns(services.db);
  const salaries = new SalaryHistory(services.db);
  const edited = (data: unknown) => json({ message: DIALOG_TEXTS.success.edit, data });

  // ── Avatar: the owner's or edit_employee; the same rules as onboarding's ──

  const avatars = new Onboarding(services.db);
  router.post(`${PROFILE}/{user_id}/change-avatar`, async (ctx) => {
    const record = writable(ctx);
    const { files: parts } = await readMultipart(ctx.req, AVATAR_MAX_BYTES + 64 * 1024);
    const part = parts.avatar;
    if (!part) throw validationFailed({ avatar: [VALIDATION_MESSAGES.required] });
    const problem = checkAvatar({ name: part.filename, size: part.data.length });
    if (problem) throw validationFailed({ avatar: [problem] });
    const mime = avatarTypeOf(part.data);
    if (!mime) throw validationFailed({ avatar: ['The avatar must be an image.'] });
    const path = avatars.saveAvatar(record.id, mime, part.data);
    return edited({ avatar: avatarUrl(services.config.publicUrl, { id: record.id, avatar: path }) });
  }, { auth: true });

  // ── Employment info and note (HR's) ─────────────────────────────────────

  // The note is HR's, saved by employment/note/save; the spec names no GET for it, so the
  // employment section carries it, to holders of view_employee only (to others it is absent).
  router.get(
    `${PROFILE}/{user_id}/employment/employment-info`,
    (ctx) => {
      const { id } = readable(ctx);
      return json({ data: { ...read.employment(id), ...(ctx.permissions().has('view_employee') ? { note: read.note(id) } : {}) } });
    },
    { auth: true },
  );

  router.post(`${PROFILE}/{user_id}/employment/employment-info`, async (ctx) => {
    const record = hrWritable(ctx);
    const fields = ['department_id', 'designation_id', 'employment_type_id', 'joining_date', 'probation_end_date', 'employee_number', 'work_location'] as const;
    const values = parse<Record<(typeof fields)[number], string>>(employmentInfoSchema, await ctx.body(), fields);
    const errors: Record<string, string[]> = {};
    const lists = [['department_id', 'departments'], ['designation_id', 'designations'], ['employment_type_id', 'employment_types']] as const;
    for (const [field, table] of lists) if (values[field] && !employees.exists(table, Number(values[field]))) errors[field] = [VALIDATION_MESSAGES.invalidSubmission];
    if (Object.keys(errors).length) throw validationFailed(errors);
    services.db.transaction(() => {
      columns.saveEmployment(record.id, {
        department_id: idOrNull(values.department_id),
        designation_id: idOrNull(values.designation_id),
        employment_type_id: idOrNull(values.employment_type_id),
        joining_date: orNull(values.joining_date),
      });
      store.save<StoredEmployment>(record.id, 'employment', {
        probation_end_date: orNull(values.probation_end_date),
        employee_number: orNull(values.employee_number),
        work_location: orNull(values.work_location),
      });
    })();
    return edited(read.employment(record.id));
  }, { auth: true });

  router.post(`${PROFILE}/{user_id}/employment/note/save`, async (ctx) => {
    const record = hrWritable(ctx);
    const values = parse<{ note: string }>(employmentNoteSchema, await ctx.body(), ['note']);
    return edited(store.save(record.id, 'note', { note: orNull(values.note) }));
  }, { auth: true });

  // ── Work from home (HR's): 0 No, 1 Yes within the period, 2 Always ────────

  router.get(`${PROFILE}/{user_id}/work-from-home-info`, (ctx) => json({ data: read.workFromHome(readable(ctx).id) }), { auth: true });

  router.post(`${PROFILE}/{user_id}/work-from-home-info`, async (ctx) => {
    const record = hrWritable(ctx);
    const fields = ['is_allow_remote_work', 'remote_work_date_start', 'remote_work_date_end'] as const;
    const values = parse<Record<(typeof fields)[number], string>>(workFromHomeSchema, await ctx.body(), fields);
    const withPeriod = values.is_allow_remote_work === '1';
    return edited(
      store.save<WorkFromHomeInfo>(record.id, 'work_from_home', {
        is_allow_remote_work: Number(values.is_allow_remote_work) as WorkFromHomeInfo['is_allow_remote_work'],
        remote_work_date_start: withPeriod ? values.remote_work_date_start : null,
        remote_work_date_end: withPeriod ? values.remote_work_date_end : null,
      }),
    );
  }, { auth: true });

  // ── Salary (HR's) and its history ──────────────────────────────────────

  router.get(`${PROFILE}/{user_id}/salary-info`, (ctx) => json({ data: read.salary(readable(ctx).id) }), { auth: true });
  router.get(`${PROFILE}/{user_id}/salary-history`, (ctx) => json({ data: read.salaryHistory(readable(ctx).id) }), { auth: true });

  router.post(`${PROFILE}/{user_id}/salary-info`, async (ctx) => {
    const record = hrWritable(ctx);
    const values = parse<NewSalary>(salarySchema, await ctx.body(), ['amount', 'currency', 'pay_period', 'effective_date']);
    const salary = { ...values, amount: Number(values.amount).toFixed(2) };
    const current = salaries.current(record.id);
    // Saving the same salary again changes nothing, and adds nothing to the history.
    const same = current && (['amount', 'currency', 'pay_period', 'effective_date'] as const).every((field) => current[field] === salary[field]);
    if (!same) salaries.add(record.id, salary, ctx.userId());
    return edited(read.salary(record.id));
  }, { auth: true });

  // ── Bank and personal info, education, family (the owner's or edit_employee) ──

  router.get(`${PROFILE}/{user_id}/bank-info`, (ctx) => json({ data: read.bank(readable(ctx).id) }), { auth: true });

  router.post(`${PROFILE}/{user_id}/bank-info`, async (ctx) => {
    const record = writable(ctx);
    const values = parse<Record<keyof BankInfo, string>>(bankInfoSchema, await ctx.body(), ['account_holder', 'bank_name', 'account_number', 'swift_code', 'branch']);
    return edited(
      store.save<BankInfo>(record.id, 'bank', {
        account_holder: values.account_holder,
        bank_name: values.bank_name,
        account_number: values.account_number.replace(/\s+/g, ' ').toUpperCase(),
        swift_code: orNull(values.swift_code.toUpperCase()),
        branch: orNull(values.branch),
      }),
    );
  }, { auth: true });

  router.get(`${PROFILE}/{user_id}/personal-info`, (ctx) => json({ data: read.personal(readable(ctx).id) }), { auth: true });

  router.post(`${PROFILE}/{user_id}/personal-info`, async (ctx) => {
    const record = writable(ctx);
    const fields = ['first_name', 'last_name', 'gender', 'date_of_birth', 'blood_group', 'marital_status_id', 'religion_id', 'nationality_id', 'phone'] as const;
    const values = parse<Record<(typeof fields)[number], string>>(personalInfoSchema, await ctx.body(), fields);
    const errors: Record<string, string[]> = {};
    const lookups = [['marital_status_id', maritalStatusById], ['religion_id', religionById], ['nationality_id', countryById]] as const;
    for (const [field, byId] of lookups) if (values[field] && !byId(Number(values[field]))) errors[field] = [VALIDATION_MESSAGES.invalidSubmission];
    if (values.date_of_birth && values.date_of_birth > new Date().toISOString().slice(0, 10)) errors.date_of_birth = ['The date of birth must be in the past'];
    if (Object.keys(errors).length) throw validationFailed(errors);
    services.db.transaction(() => {
      columns.savePersonal(record.id, {
        first_name: values.first_name,
        last_name: values.last_name,
        gender: (orNull(values.gender) as PersonalInfo['gender']) ?? null,
        date_of_birth: orNull(values.date_of_birth),
      });
      store.save<StoredPersonal>(record.id, 'personal', {
        blood_group: (orNull(values.blood_group) as PersonalInfo['blood_group']) ?? null,
        marital_status_id: idOrNull(values.marital_status_id),
        religion_id: idOrNull(values.religion_id),
        nationality_id: idOrNull(values.nationality_id),
        phone: orNull(values.phone),
      });
    })();
    return edited(read.personal(record.id));
  }, { auth: true });

  router.get(`${PROFILE}/{user_id}/education`, (ctx) => json({ data: read.education(readable(ctx).id) }), { auth: true });

  router.post(`${PROFILE}/{user_id}/education`, async (ctx) => {
    const record = writable(ctx);
    const fields = ['degree', 'institution', 'field_of_study', 'start_year', 'end_year'] as const;
    const values = parseWith(educationSchema as unknown as z.ZodType<{ education: Record<(typeof fields)[number], string>[] }>, listValues(await ctx.body(), 'education', fields));
    const saved = store.save<StoredEducation[]>(
      record.id,
      'education',
      values.education.map((entry) => ({
        degree: entry.degree,
        institution: entry.institution,
        field_of_study: orNull(entry.field_of_study),
        start_year: idOrNull(entry.start_year),
        end_year: idOrNull(entry.end_year),
      })),
    );
    return edited(saved);
  }, { auth: true });

  router.get(`${PROFILE}/{user_id}/family-info`, (ctx) => json({ data: read.family(readable(ctx).id) }), { auth: true });

  router.post(`${PROFILE}/{user_id}/family-info`, async (ctx) => {
    const record = writable(ctx);
    const fields = ['name', 'relationship', 'date_of_birth', 'phone'] as const;
    const values = parseWith(familyInfoSchema as unknown as z.ZodType<{ family: Record<(typeof fields)[number], string>[] }>, listValues(await ctx.body(), 'family', fields));
    const saved = store.save<FamilyMember[]>(
      record.id,
      'family',
      values.family.map((member) => ({ name: member.name, relationship: member.relationship, date_of_birth: orNull(member.date_of_birth), phone: orNull(member.phone) })),
    );
    return edited(saved);
  }, { auth: true });

  router.get(`${PROFILE}/{user_id}/address`, (ctx) => {
    const address = store.get<StoredAddress>(readable(ctx).id, 'address');
    return json({ data: address ? addressOut(address) : null });
  }, { auth: true });

  router.post(`${PROFILE}/{user_id}/address`, async (ctx) => {
    const record = writable(ctx);
    const values = parse<Record<string, string>>(addressSchema, await ctx.body(), ['address_line_1', 'address_line_2', 'city', 'state', 'postal_code', 'country_id']);
    const countryId = values.country_id ? Number(values.country_id) : null;
    if (countryId !== null && !countryById(countryId)) throw validationFailed({ country_id: [VALIDATION_MESSAGES.invalidSubmission] });
    const saved = store.save<StoredAddress>(record.id, 'address', {
      address_line_1: orNull(values.address_line_1!),
      address_line_2: orNull(values.address_line_2!),
      city: orNull(values.city!),
      state: orNull(values.state!),
      postal_code: orNull(values.postal_code!),
      country_id: countryId,
    });
    return json({ message: DIALOG_TEXTS.success.edit, data: addressOut(saved) });
  }, { auth: true });

  router.get(`${PROFILE}/{user_id}/emergency-contact`, (ctx) => json({ data: store.get<StoredContact>(readable(ctx).id, 'emergency_contact') }), { auth: true });

  router.post(`${PROFILE}/{user_id}/emergency-contact`, async (ctx) => {
    const record = writable(ctx);
    const values = parse<Record<string, string>>(emergencyContactSchema, await ctx.body(), ['name', 'relationship', 'phone']);
    const saved = store.save<StoredContact>(record.id, 'emergency_contact', { name: values.name!, relationship: orNull(values.relationship!), phone: values.phone! });
    return json({ message: DIALOG_TEXTS.success.edit, data: saved });
  }, { auth: true });

  router.post(`${PROFILE}/{user_id}/personal/bio/save`, async (ctx) => {
    const record = writable(ctx);
    const values = parse<Record<string, string>>(bioSchema, await ctx.body(), ['bio']);
    const saved = store.save(record.id, 'bio' satisfies SectionName, { bio: orNull(values.bio!) });
    return json({ message: DIALOG_TEXTS.success.edit, data: saved });
  }, { auth: true });

  router.get(`${PROFILE}/{user_id}/file-documents/index`, (ctx) => {
    const rows = documents.files(readable(ctx).id);
    return json({ data: rows.map((row) => fileDocumentOut(services.config.publicUrl, row)) });
  }, { auth: true });

  /** Keeps a file the caller uploaded (a temporary attachment) as the person's document. */
  router.post(`${PROFILE}/{user_id}/file-documents/store`, async (ctx) => {
    const record = writable(ctx);
    const values = parse<Record<string, string>>(fileDocumentSchema, await ctx.body(), ['name', 'file_id', 'attachment_type_id']);
    const file = files.temporary(ctx.userId(), Number(values.file_id));
    const errors: Record<string, string[]> = {};
    if (!file || file.kind !== 'attachment') errors.file_id = [VALIDATION_MESSAGES.invalidSubmission];
    const typeId = idOrNull(values.attachment_type_id!);
    if (typeId !== null && !employees.exists('attachment_types', typeId)) errors.attachment_type_id = [VALIDATION_MESSAGES.invalidSubmission];
    if (Object.keys(errors).length) throw validationFailed(errors);
    const saved = documents.addFile(record.id, values.name!, file!.id, ctx.userId(), new Date(), typeId);
    return json({ message: DIALOG_TEXTS.success.add, data: fileDocumentOut(services.config.publicUrl, saved) }, 201);
  }, { auth: true });

  router.delete(`${PROFILE}/{user_id}/file-documents/{file_id}/delete`, (ctx) => {
    const record = writable(ctx);
    if (!documents.delete(record.id, 'file', idParam(ctx, 'file_id'))) throw notFound();
    return json({ message: DIALOG_TEXTS.success.delete });
  }, { auth: true });

  router.get(`${PROFILE}/{user_id}/link-documents/index`, (ctx) => json({ data: documents.links(readable(ctx).id).map(linkDocumentOut) }), { auth: true });

  router.post(`${PROFILE}/{user_id}/link-documents/store`, async (ctx) => {
    const record = writable(ctx);
    const values = parse<Record<string, string>>(linkDocumentSchema, await ctx.body(), ['name', 'url']);
    const saved = documents.addLink(record.id, values.name!, values.url!, ctx.userId());
    return json({ message: DIALOG_TEXTS.success.add, data: linkDocumentOut(saved) }, 201);
  }, { auth: true });

  router.delete(`${PROFILE}/{user_id}/link-documents/{id}/delete`, (ctx) => {
    const record = writable(ctx);
    if (!documents.delete(record.id, 'link', idParam(ctx, 'id'))) throw notFound();
    return json({ message: DIALOG_TEXTS.success.delete });
  }, { auth: true });
}
