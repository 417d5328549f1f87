// Named imports from zod/mini, as in lib/time/forms.ts: the smallest zod to fetch.
import { array, maxLength, minLength, number, object, pipe, refine, regex, string, trim, type infer as Infer, type input as Input } from 'zod/mini';
import { END_BEFORE_START, VALIDATION_MESSAGES as M } from '@/lib/messages';
import {
  ACCOUNT_NUMBER_MAX,
  ADDRESS_LINE_MAX,
  BANK_FIELD_MAX,
  BIO_MAX,
  CITY_MAX,
  CONTACT_NAME_MAX,
  DOCUMENT_NAME_MAX,
  DOCUMENT_URL_MAX,
  DISCHARGE_REASON_MAX,
  EMAIL_MAX,
  EMPLOYEE_NUMBER_MAX,
  LIST_SECTION_MAX,
  NAMED_ITEM_DESCRIPTION_MAX,
  NAMED_ITEM_NAME_MAX,
  NOTE_MAX,
  PERSON_NAME_MAX,
  PHONE_MAX,
  PLACE_MAX,
  POSTAL_CODE_MAX,
  RELATIONSHIP_MAX,
} from '@/lib/people/limits';
import { isCalendarDate } from '@/lib/date-time/calendar';
import { BLOOD_GROUPS, CURRENCIES, GENDERS, PAY_PERIODS, WORK_FROM_HOME } from '@/lib/people/lookups';
import { v } from '@/lib/validation';

/**
 * The people settings forms' schemas, loaded when a form is first used
 * (`schema={() => import('@/lib/people/forms').then((m) => m.namedItemFormSchema)}`).
 */

export const namedItemFormSchema = object({
  name: string().check(trim(), minLength(1, { error: M.required }), maxLength(NAMED_ITEM_NAME_MAX, { error: M.max(NAMED_ITEM_NAME_MAX) })),
  description: v.optional().check(maxLength(NAMED_ITEM_DESCRIPTION_MAX, { error: M.max(NAMED_ITEM_DESCRIPTION_MAX) })),
});
export type NamedItemFormInput = Input<typeof namedItemFormSchema>;
export type NamedItemFormValues = Infer<typeof namedItemFormSchema>;

/** Assigning people: at least one (spec part 2 §5 "Missing assigned items: 'This is a required field'"). */
export const assignPeopleSchema = object({
  users: array(number()).check(minLength(1, { error: M.required })),
});

/** Quick entry (and duplicate profile, which takes the name and e-mail only): a new person invited by e-mail. */
export const quickEntrySchema = object({
  first_name: v.required().check(maxLength(PERSON_NAME_MAX, { error: M.max(PERSON_NAME_MAX) })),
  last_name: v.required().check(maxLength(PERSON_NAME_MAX, { error: M.max(PERSON_NAME_MAX) })),
  email: v.email().check(maxLength(EMAIL_MAX, { error: M.max(EMAIL_MAX) })),
  department_id: v.optional(),
  designation_id: v.optional(),
  employment_type_id: v.optional(),
  role_id: v.required(),
  joining_date: v.optional(),
});
export type QuickEntryInput = Input<typeof quickEntrySchema>;
export type QuickEntryValues = Infer<typeof quickEntrySchema>;

export const duplicateProfileSchema = object({
  first_name: quickEntrySchema.shape.first_name,
  last_name: quickEntrySchema.shape.last_name,
  email: quickEntrySchema.shape.email,
});

/** Discharge: the date and the reason, both required. */
export const dischargeSchema = object({
  discharged_date: v.required(),
  discharged_reason: v.required().check(maxLength(DISCHARGE_REASON_MAX, { error: M.max(DISCHARGE_REASON_MAX) })),
});
export type DischargeValues = Infer<typeof dischargeSchema>;

/** Change role: one of the roles list. */
export const changeRoleSchema = object({ role_id: v.required() });

// ── Profile sections: the edit dialogs validate with these, and so does the reference upstream ──

const upTo = (length: number) => v.optional().check(maxLength(length, { error: M.max(length) }));

/** Address: every line optional; the country from the shared countries list (its id). */
export const addressSchema = object({
  address_line_1: upTo(ADDRESS_LINE_MAX),
  address_line_2: upTo(ADDRESS_LINE_MAX),
  city: upTo(CITY_MAX),
  state: upTo(CITY_MAX),
  postal_code: upTo(POSTAL_CODE_MAX),
  country_id: v.optional().check(regex(/^\d*$/, { error: M.invalidSubmission })),
});
export type AddressValues = Infer<typeof addressSchema>;

/** Emergency contact (spec: name, phone; phone rule 'Please use a valid phone number'). */
export const emergencyContactSchema = object({
  name: v.required().check(maxLength(CONTACT_NAME_MAX, { error: M.max(CONTACT_NAME_MAX) })),
  relationship: upTo(RELATIONSHIP_MAX),
  phone: pipe(v.required(), v.phone().check(maxLength(PHONE_MAX, { error: M.max(PHONE_MAX) }))),
});
export type EmergencyContactValues = Infer<typeof emergencyContactSchema>;

/** Bio: a few words about the person, shown on the public part of the profile. */
export const bioSchema = object({ bio: upTo(BIO_MAX) });
export type BioValues = Infer<typeof bioSchema>;

const documentName = () => v.required().check(maxLength(DOCUMENT_NAME_MAX, { error: M.max(DOCUMENT_NAME_MAX) }));

/** A file document: its name, the uploaded (temporary) file's id and its document type ('' for none). */
export const fileDocumentSchema = object({
  name: documentName(),
  file_id: string().check(trim(), minLength(1, { error: M.required, abort: true }), regex(/^\d+$/, { error: M.invalidSubmission })),
  attachment_type_id: v.optional().check(regex(/^\d*$/, { error: M.invalidSubmission })),
});
export type FileDocumentValues = Infer<typeof fileDocumentSchema>;

/** A web-link document: its name and an http(s) address (url rule 'Please provide a valid URL'). */
export const linkDocumentSchema = object({
  name: documentName(),
  url: pipe(v.url(), v.max(DOCUMENT_URL_MAX)),
});
export type LinkDocumentValues = Infer<typeof linkDocumentSchema>;

// ── Employment, work from home, salary, bank, personal, education, family ──

const YMD = /^\d{4}-\d{2}-\d{2}$/;
/** Trimmed and required; the further checks run only on a filled value. */
const present = () => string().check(trim(), minLength(1, { error: M.required, abort: true }));
/**
 * A date the date field read ("YYYY-MM-DD"), a real one; text it could not read counts as
 * missing (the field itself says what it expected).
 */
const requiredDate = () => present().check(refine(isCalendarDate, { error: M.required }));
const optionalDate = () => v.optional().check(refine((value: string) => value === '' || isCalendarDate(value), { error: M.required }));
/** An optional id from a list ('' for none). */
const optionalId = () => v.optional().check(regex(/^\d*$/, { error: M.invalidSubmission }));
/** One of the listed values ('' for none when optional). */
const choice = (values: readonly string[], optional = false) =>
  (optional ? v.optional() : present()).check(refine((value: string) => (optional && value === '') || values.includes(value), { error: M.invalidSubmission }));
const optionalPhone = () => v.optional().check(regex(/^[\d\s+\-()]*$/, { error: M.phone }), maxLength(PHONE_MAX, { error: M.max(PHONE_MAX) }));
const notBefore = (later: string, earlier: string, error: string) =>
  refine<Record<string, string>>((value) => {
    const [to, from] = [value[later] ?? '', value[earlier] ?? ''];
    return !YMD.test(to) || !YMD.test(from) || to >= from;
  }, { error, path: [later] });

/** Employment info: the lists the person belongs to, when they joined, and HR's details. */
export const employmentInfoSchema = object({
  department_id: optionalId(),
  designation_id: optionalId(),
  employment_type_id: optionalId(),
  joining_date: optionalDate(),
  probation_end_date: optionalDate(),
  employee_number: upTo(EMPLOYEE_NUMBER_MAX),
  work_location: upTo(PLACE_MAX),
}).check(notBefore('probation_end_date', 'joining_date', 'The probation cannot end before the joining date'));
export type EmploymentInfoValues = Infer<typeof employmentInfoSchema>;

/** The employment note: HR's private note on the person. */
export const employmentNoteSchema = object({ note: upTo(NOTE_MAX) });

/** Work from home (lookup 0 No, 1 Yes within a period, 2 Always): the period is required for Yes only. */
export const workFromHomeSchema = object({
  is_allow_remote_work: choice(WORK_FROM_HOME),
  remote_work_date_start: optionalDate(),
  remote_work_date_end: optionalDate(),
}).check(
  refine((value: { is_allow_remote_work: string; remote_work_date_start: string }) => value.is_allow_remote_work !== '1' || value.remote_work_date_start !== '', {
    error: M.required,
    path: ['remote_work_date_start'],
  }),
  refine((value: { is_allow_remote_work: string; remote_work_date_end: string }) => value.is_allow_remote_work !== '1' || value.remote_work_date_end !== '', {
    error: M.required,
    path: ['remote_work_date_end'],
  }),
  notBefore('remote_work_date_end', 'remote_work_date_start', END_BEFORE_START),
);
export type WorkFromHomeValues = Infer<typeof workFromHomeSchema>;

/** Salary: the amount by the money rule (up to 10 digits, at most 2 decimals), its currency and period, and from when it applies. */
export const salarySchema = object({
  amount: pipe(present(), v.money()),
  currency: choice(CURRENCIES),
  pay_period: choice(PAY_PERIODS),
  effective_date: requiredDate(),
});
export type SalaryValues = Infer<typeof salarySchema>;

/** Bank info: where the salary is paid. */
export const bankInfoSchema = object({
  account_holder: v.required().check(maxLength(BANK_FIELD_MAX, { error: M.max(BANK_FIELD_MAX) })),
  bank_name: v.required().check(maxLength(BANK_FIELD_MAX, { error: M.max(BANK_FIELD_MAX) })),
  account_number: v.required().check(
    regex(/^[A-Za-z0-9 ]*$/, { error: 'Please use letters, digits and spaces only' }),
    maxLength(ACCOUNT_NUMBER_MAX, { error: M.max(ACCOUNT_NUMBER_MAX) }),
  ),
  swift_code: v.optional().check(regex(/^([A-Za-z0-9]{8}|[A-Za-z0-9]{11})?$/, { error: 'Please use 8 or 11 letters and digits' })),
  branch: upTo(BANK_FIELD_MAX),
});
export type BankInfoValues = Infer<typeof bankInfoSchema>;

/** Personal info, including the name. */
export const personalInfoSchema = object({
  first_name: quickEntrySchema.shape.first_name,
  last_name: quickEntrySchema.shape.last_name,
  gender: choice(GENDERS, true),
  date_of_birth: optionalDate(),
  blood_group: choice(BLOOD_GROUPS, true),
  marital_status_id: optionalId(),
  religion_id: optionalId(),
  nationality_id: optionalId(),
  phone: optionalPhone(),
});
export type PersonalInfoValues = Infer<typeof personalInfoSchema>;

const year = () => v.optional().check(regex(/^(\d{4})?$/, { error: 'Please use a four-digit year' }));

/** Education: the person's degrees, each with where and when. */
export const educationEntrySchema = object({
  degree: v.required().check(maxLength(PLACE_MAX, { error: M.max(PLACE_MAX) })),
  institution: v.required().check(maxLength(PLACE_MAX, { error: M.max(PLACE_MAX) })),
  field_of_study: upTo(PLACE_MAX),
  start_year: year(),
  end_year: year(),
}).check(
  refine((value: { start_year: string; end_year: string }) => !value.start_year || !value.end_year || value.end_year >= value.start_year, {
    error: 'The end year must not be before the start year',
    path: ['end_year'],
  }),
);
export const educationSchema = object({
  education: array(educationEntrySchema).check(maxLength(LIST_SECTION_MAX, { error: `Please add up to ${LIST_SECTION_MAX} entries` })),
});
export type EducationValues = Infer<typeof educationSchema>;

/** Family info: the person's family members. */
export const familyMemberSchema = object({
  name: v.required().check(maxLength(CONTACT_NAME_MAX, { error: M.max(CONTACT_NAME_MAX) })),
  relationship: v.required().check(maxLength(RELATIONSHIP_MAX, { error: M.max(RELATIONSHIP_MAX) })),
  date_of_birth: optionalDate(),
  phone: optionalPhone(),
});
export const familyInfoSchema = object({
  family: array(familyMemberSchema).check(maxLength(LIST_SECTION_MAX, { error: `Please add up to ${LIST_SECTION_MAX} entries` })),
});
export type FamilyInfoValues = Infer<typeof familyInfoSchema>;

/** The person's leave policy and review process ('' for none). */
export const personLeaveFormSchema = object({ leave_policy_id: optionalId(), leave_review_id: optionalId() });

/** Holidays for chosen people the person joins: at least one (spec part 2 §5 "Employee assignment"). */
export const assignHolidaysSchema = object({
  holidays: array(number()).check(minLength(1, { error: M.required })),
});
