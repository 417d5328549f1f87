// Named imports from zod/mini, as in lib/time/forms.ts: the smallest zod to fetch.
import { array, maxLength, minLength, number, object, pipe, regex, string, trim, type infer as Infer, type input as Input } from 'zod/mini';
import { VALIDATION_MESSAGES as M } from '@/lib/messages';
import {
  ADDRESS_LINE_MAX,
  BIO_MAX,
  CITY_MAX,
  CONTACT_NAME_MAX,
  DOCUMENT_NAME_MAX,
  DOCUMENT_URL_MAX,
  DISCHARGE_REASON_MAX,
  EMAIL_MAX,
  NAMED_ITEM_DESCRIPTION_MAX,
  NAMED_ITEM_NAME_MAX,
  PERSON_NAME_MAX,
  PHONE_MAX,
  POSTAL_CODE_MAX,
  RELATIONSHIP_MAX,
} from '@/lib/people/limits';
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

/** A file document: its name and the uploaded (temporary) file's id. */
export const fileDocumentSchema = object({
  name: documentName(),
  file_id: string().check(trim(), minLength(1, { error: M.required, abort: true }), regex(/^\d+$/, { error: M.invalidSubmission })),
});
export type FileDocumentValues = Infer<typeof fileDocumentSchema>;

/** A web-link document: its name and an http(s) address (url rule 'Please provide a valid URL'). */
export const linkDocumentSchema = object({
  name: documentName(),
  url: pipe(v.url(), v.max(DOCUMENT_URL_MAX)),
});
export type LinkDocumentValues = Infer<typeof linkDocumentSchema>;
