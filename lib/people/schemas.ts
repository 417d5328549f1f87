import { z } from 'zod';
import { EMPLOYEE_STATUSES } from '@/lib/people/directory';
import { BLOOD_GROUPS, CURRENCIES, GENDERS, PAY_PERIODS } from '@/lib/people/lookups';
import { fullListSchema, messageSchema, namedItemSchema, pagedListSchema, personSchema } from '@/lib/shared/schemas';

/**
 * People settings shapes (spec part 2 §3 "Simple named items", §7 "People
 * settings" and "Shared lists"). Client-safe: pages, client components and the
 * reference upstream's contract tests parse with these.
 */

/** GET …/{kind}/list: every item, for dropdowns. */
export const namedItemListSchema = fullListSchema(namedItemSchema);

/** A row of GET …/{kind}/index: the item and how many use it (people, members or documents). */
export const namedItemRowSchema = namedItemSchema.extend({
  description: z.string().nullable(),
  people_count: z.number().int().nonnegative(),
});
export type NamedItemRow = z.infer<typeof namedItemRowSchema>;
export const namedItemPageSchema = pagedListSchema(namedItemRowSchema);
export type NamedItemPage = z.infer<typeof namedItemPageSchema>;

/** GET …/{kind}/edit/{id} */
export const namedItemEditSchema = z.object({ data: namedItemSchema.extend({ description: z.string().nullable() }) });

/** POST …/{kind}/store: the spec's success text and the stored item's id. */
export const storeResponseSchema = messageSchema.extend({ id: z.number().int() });

/** A write that answers with the spec's success text only. */
export const messageResponseSchema = messageSchema;

/**
 * The in-use protocol (460): deleting an item others depend on answers what it
 * would do and the `action` that confirms it; the same call with ?action= does it.
 */
export const inUseSchema = messageSchema.extend({ action: z.string().min(1) });

/** GET groups/{group_id}/assigned-users/index */
export const assignedPeoplePageSchema = pagedListSchema(personSchema).extend({ group: namedItemSchema });
export type AssignedPeoplePage = z.infer<typeof assignedPeoplePageSchema>;

/** GET groups/{id}/assignable-data: active people not in the group yet, paged for the select list. */
export const assignablePeoplePageSchema = pagedListSchema(personSchema);

/** GET employee-archive/index */
export const archivedEmployeeSchema = personSchema.extend({
  email: z.string(),
  department_name: z.string().nullable(),
  discharged_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable(),
  discharged_reason: z.string().nullable(),
});
export type ArchivedEmployee = z.infer<typeof archivedEmployeeSchema>;
export const archivePageSchema = pagedListSchema(archivedEmployeeSchema);

/** Shared lists: `{ data: [{id, name}] }`; countries also carry their ISO 3166-1 alpha-2 code. */
export const sharedListSchema = fullListSchema(namedItemSchema);
export const countryListSchema = fullListSchema(namedItemSchema.extend({ code: z.string().regex(/^[A-Z]{2}$/) }));

// ── Employees (spec part 2 §7 "Employees", "Profile" actions) ─────────────

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A row of GET /employee/employees/index: the person and what the directory shows and filters by. */
export const employeeRowSchema = personSchema.extend({
  email: z.string(),
  department_name: z.string().nullable(),
  employment_type_name: z.string().nullable(),
  role_name: z.string().nullable(),
  joining_date: isoDate.nullable(),
  status: z.enum(EMPLOYEE_STATUSES),
});
export type EmployeeRow = z.infer<typeof employeeRowSchema>;
export const employeePageSchema = pagedListSchema(employeeRowSchema);
export type EmployeePage = z.infer<typeof employeePageSchema>;

/** POST quick-entry/new-entry and duplicate-profile: the success text and the new (invited) person. */
export const newEmployeeSchema = messageSchema.extend({ id: z.number().int(), username: z.string() });

/** The profile actions that change a person's state answer the success text and the state after it. */
export const employeeStateSchema = messageSchema.extend({
  status: z.enum(EMPLOYEE_STATUSES),
  discharged_date: isoDate.nullable(),
  discharged_reason: z.string().nullable(),
  is_profile_private: z.boolean(),
  role_id: z.number().int().nullable(),
});
export type EmployeeState = z.infer<typeof employeeStateSchema>;

/** What the viewer may do on a profile (ours: the spec names no such object; profileInView derives it when absent). */
export const profileCanSchema = z.object({
  edit: z.boolean(),
  change_status: z.boolean(),
  change_role: z.boolean(),
  reset_password: z.boolean(),
  change_privacy: z.boolean(),
  discharge: z.boolean(),
  invite: z.boolean(),
  /** Employment, work from home, salary and the note: HR's sections (edit_employee). */
  edit_employment: z.boolean(),
});
export type ProfileCan = z.infer<typeof profileCanSchema>;

/**
 * GET profile/view/{username}: the header and employment summary, and what the viewer may do. The sections are
 * read by their own GETs (lib/people/api.ts). The spec names the profile fields avatar, discharged_date,
 * discharged_reason and is_discharge_applied; the person's id (every profile call and section GET is by it) and
 * name (the page's heading) are required besides. Everything else is ours: read when sent, else derived or left
 * out by profileInView (lib/people/profile.ts).
 */
export const profileViewSchema = z.object({
  data: z.object({
    id: z.number().int(),
    name: z.string(),
    avatar: z.string(),
    discharged_date: isoDate.nullable(),
    discharged_reason: z.string().nullable(),
    is_discharge_applied: z.boolean(),
    username: z.string().optional(),
    designation_name: z.string().nullable().optional(),
    department_name: z.string().nullable().optional(),
    /** full: own profile or a holder of view_employee; public: everyone else. */
    visibility: z.enum(['full', 'public']).optional(),
    is_own: z.boolean().optional(),
    /** null when a private profile is seen from outside. */
    email: z.string().nullable().optional(),
    joining_date: isoDate.nullable().optional(),
    status: z.enum(EMPLOYEE_STATUSES).optional(),
    is_profile_private: z.boolean().optional(),
    employment_type_name: z.string().nullable().optional(),
    role_id: z.number().int().nullable().optional(),
    role_name: z.string().nullable().optional(),
    /**
     * The bio. The spec names no GET for it (only personal/bio/save), and colleagues see it on
     * the public part, which reads no section; so the view carries it. Absent: not known (the
     * page says the bio could not be loaded, and offers no edit that would start from empty).
     */
    bio: z.string().nullable().optional(),
  }),
  can: profileCanSchema.optional(),
});
export type ProfileView = z.infer<typeof profileViewSchema>;

// ── Profile sections (spec part 2 §7 "Profile" sub-sections) ──

/** Address as stored; the country by its shared-list id, with its name. */
export const profileAddressSchema = z.object({
  address_line_1: z.string().nullable(),
  address_line_2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postal_code: z.string().nullable(),
  country_id: z.number().int().nullable(),
  country_name: z.string().nullable(),
});
export type ProfileAddress = z.infer<typeof profileAddressSchema>;
export const emergencyContactDataSchema = z.object({ name: z.string(), relationship: z.string().nullable(), phone: z.string() });
export type EmergencyContact = z.infer<typeof emergencyContactDataSchema>;

/** GET {user_id}/address and emergency-contact: the section, or null when never filled. */
export const addressSectionSchema = z.object({ data: profileAddressSchema.nullable() });
export const emergencyContactSectionSchema = z.object({ data: emergencyContactDataSchema.nullable() });
/** POST of a section: the spec's edit text and the section as saved. */
export const addressSavedSchema = messageSchema.extend({ data: profileAddressSchema });
export const emergencyContactSavedSchema = messageSchema.extend({ data: emergencyContactDataSchema });
export const bioSavedSchema = messageSchema.extend({ data: z.object({ bio: z.string().nullable() }) });

/** A file document: its name, and the file it holds (downloaded from its url). */
export const fileDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  file_name: z.string(),
  mime: z.string(),
  size: z.number().int().nonnegative(),
  url: z.string(),
  created_at: z.string(),
  /** Its document type (an attachment type), if one was chosen. */
  attachment_type_id: z.number().int().nullable(),
  attachment_type_name: z.string().nullable(),
});
export type FileDocument = z.infer<typeof fileDocumentSchema>;
/** A web-link document. */
export const linkDocumentSchema = z.object({ id: z.number().int(), name: z.string(), url: z.string(), created_at: z.string() });
export type LinkDocument = z.infer<typeof linkDocumentSchema>;

/** GET {user_id}/file-documents/index and link-documents/index: every document, newest first. */
export const fileDocumentListSchema = z.object({ data: z.array(fileDocumentSchema) });
export const linkDocumentListSchema = z.object({ data: z.array(linkDocumentSchema) });
/** POST …/store: the spec's create text and the document as stored. */
export const fileDocumentSavedSchema = messageSchema.extend({ data: fileDocumentSchema });
export const linkDocumentSavedSchema = messageSchema.extend({ data: linkDocumentSchema });

/** Employment info: the person's lists and dates (from the person) with HR's details. */
export const employmentInfoDataSchema = z.object({
  department_id: z.number().int().nullable(),
  department_name: z.string().nullable(),
  designation_id: z.number().int().nullable(),
  designation_name: z.string().nullable(),
  employment_type_id: z.number().int().nullable(),
  employment_type_name: z.string().nullable(),
  joining_date: isoDate.nullable(),
  probation_end_date: isoDate.nullable(),
  employee_number: z.string().nullable(),
  work_location: z.string().nullable(),
});
export type EmploymentInfo = z.infer<typeof employmentInfoDataSchema>;

/** Work from home: 0 No, 1 Yes (the period), 2 Always. */
export const workFromHomeDataSchema = z.object({
  is_allow_remote_work: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  remote_work_date_start: isoDate.nullable(),
  remote_work_date_end: isoDate.nullable(),
});
export type WorkFromHomeInfo = z.infer<typeof workFromHomeDataSchema>;

/** A salary: the amount as a decimal string with 2 decimals ("4250.00"). */
export const salaryDataSchema = z.object({
  amount: z.string().regex(/^\d{1,10}\.\d{2}$/),
  currency: z.enum(CURRENCIES),
  pay_period: z.enum(PAY_PERIODS),
  effective_date: isoDate,
});
export type SalaryInfo = z.infer<typeof salaryDataSchema>;
/** A row of the salary history: each salary saved, newest first, with who saved it. */
export const salaryHistoryRowSchema = salaryDataSchema.extend({ id: z.number().int(), changed_by: z.string().nullable(), created_at: z.string() });
export type SalaryHistoryRow = z.infer<typeof salaryHistoryRowSchema>;

export const bankInfoDataSchema = z.object({
  account_holder: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  swift_code: z.string().nullable(),
  branch: z.string().nullable(),
});
export type BankInfo = z.infer<typeof bankInfoDataSchema>;

/** Personal info, including the name; the shared lists' items by id with their names. */
export const personalInfoDataSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  gender: z.enum(GENDERS).nullable(),
  date_of_birth: isoDate.nullable(),
  blood_group: z.enum(BLOOD_GROUPS).nullable(),
  marital_status_id: z.number().int().nullable(),
  marital_status_name: z.string().nullable(),
  religion_id: z.number().int().nullable(),
  religion_name: z.string().nullable(),
  nationality_id: z.number().int().nullable(),
  nationality_name: z.string().nullable(),
  phone: z.string().nullable(),
});
export type PersonalInfo = z.infer<typeof personalInfoDataSchema>;

export const educationEntryDataSchema = z.object({
  degree: z.string(),
  institution: z.string(),
  field_of_study: z.string().nullable(),
  start_year: z.number().int().nullable(),
  end_year: z.number().int().nullable(),
});
export type EducationEntry = z.infer<typeof educationEntryDataSchema>;
export const familyMemberDataSchema = z.object({ name: z.string(), relationship: z.string(), date_of_birth: isoDate.nullable(), phone: z.string().nullable() });
export type FamilyMember = z.infer<typeof familyMemberDataSchema>;

/** GET of each section, and its POST: the spec's edit text and the section as saved. */
/**
 * GET employment/employment-info also carries the note (saved by employment/note/save; the spec
 * names no GET for it) to holders of view_employee. Absent: not known to this viewer.
 */
export const employmentInfoSectionSchema = z.object({ data: employmentInfoDataSchema.extend({ note: z.string().nullable().optional() }) });
export const employmentInfoSavedSchema = messageSchema.extend({ data: employmentInfoDataSchema });
export const employmentNoteSavedSchema = messageSchema.extend({ data: z.object({ note: z.string().nullable() }) });
export const workFromHomeSectionSchema = z.object({ data: workFromHomeDataSchema });
export const workFromHomeSavedSchema = messageSchema.extend({ data: workFromHomeDataSchema });
export const salarySectionSchema = z.object({ data: salaryDataSchema.nullable() });
export const salarySavedSchema = messageSchema.extend({ data: salaryDataSchema });
export const salaryHistorySchema = z.object({ data: z.array(salaryHistoryRowSchema) });
export const bankInfoSectionSchema = z.object({ data: bankInfoDataSchema.nullable() });
export const bankInfoSavedSchema = messageSchema.extend({ data: bankInfoDataSchema });
export const personalInfoSectionSchema = z.object({ data: personalInfoDataSchema });
export const personalInfoSavedSchema = messageSchema.extend({ data: personalInfoDataSchema });
export const educationSectionSchema = z.object({ data: z.array(educationEntryDataSchema) });
export const educationSavedSchema = messageSchema.extend({ data: z.array(educationEntryDataSchema) });
export const familyInfoSectionSchema = z.object({ data: z.array(familyMemberDataSchema) });
export const familyInfoSavedSchema = messageSchema.extend({ data: z.array(familyMemberDataSchema) });

/** GET {user_id}/leave: the person's leave policy (with its types and days) and review process. */
export const personLeaveDataSchema = z.object({
  leave_policy: namedItemSchema.nullable(),
  leave_review: namedItemSchema.extend({ review_condition: z.union([z.literal(1), z.literal(2)]) }).nullable(),
  leave_types: z.array(z.object({ id: z.number().int(), name: z.string(), days: z.number().int().nonnegative() })),
});
export type PersonLeave = z.infer<typeof personLeaveDataSchema>;
export const personLeaveSchema = z.object({ data: personLeaveDataSchema });
export const personLeaveSavedSchema = messageSchema.extend({ data: personLeaveDataSchema });

/** A holiday the person has: everyone's, or one they were chosen for (which can be removed for them). */
export const personHolidaySchema = z.object({ id: z.number().int(), name: z.string(), start_date: isoDate, end_date: isoDate, for_everyone: z.boolean() });
export type PersonHoliday = z.infer<typeof personHolidaySchema>;
/** GET {user_id}/leave/holidays?year=: the year's holidays, the year and the years that have any. */
export const personHolidaysSchema = z.object({ data: z.array(personHolidaySchema), year: z.number().int(), calendar_years: z.array(z.number().int()) });
/** GET {user_id}/leave/holidays/assignable-data: holidays for chosen people the person is not in yet. */
export const assignableHolidaysSchema = z.object({ data: z.array(personHolidaySchema) });

/** POST {user_id}/change-avatar (multipart, field `avatar`): the spec's edit text and the new avatar's address. */
export const avatarSavedSchema = messageSchema.extend({ data: z.object({ avatar: z.string() }) });
