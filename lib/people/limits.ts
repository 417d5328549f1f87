/**
 * Field limits of the people settings forms. The spec shows none for these
 * lists; ours match the reference upstream's: a name up to 100 characters, a
 * description up to 255. Apart from the form schemas so that inputs can say
 * their maxLength without loading zod.
 */
export const NAMED_ITEM_NAME_MAX = 100;
export const NAMED_ITEM_DESCRIPTION_MAX = 255;

/** Quick entry and profile names (the reference upstream's limits; the spec shows none). */
export const PERSON_NAME_MAX = 60;
export const EMAIL_MAX = 191;
/** A discharge reason. */
export const DISCHARGE_REASON_MAX = 255;

/** Profile sections (the reference upstream's limits; the spec shows none). */
export const ADDRESS_LINE_MAX = 191;
export const CITY_MAX = 100;
export const POSTAL_CODE_MAX = 20;
export const CONTACT_NAME_MAX = 100;
export const RELATIONSHIP_MAX = 60;
export const PHONE_MAX = 30;
export const BIO_MAX = 1000;
/** A profile document's name and a web link's address. */
export const DOCUMENT_NAME_MAX = 120;
export const DOCUMENT_URL_MAX = 2048;
/** Employment, bank, personal, education and family fields (the reference upstream's limits; the spec shows none). */
export const EMPLOYEE_NUMBER_MAX = 30;
export const PLACE_MAX = 100;
export const NOTE_MAX = 1000;
export const BANK_FIELD_MAX = 100;
export const ACCOUNT_NUMBER_MAX = 34;
/** Entries of a list section (education, family). */
export const LIST_SECTION_MAX = 10;
