/**
 * Field limits of the people settings forms. The spec shows none for these
 * lists; ours match the reference upstream's: a name up to 100 characters, a
 * description up to 255. Apart from the form schemas so that inputs can say
 * their maxLength without loading zod.
 */
export const NAMED_ITEM_NAME_MAX = 100;
export const NAMED_ITEM_DESCRIPTION_MAX = 255;
