// Named imports from zod/mini, as in lib/time/forms.ts: the smallest zod to fetch.
import { maxLength, minLength, object, pipe, refine, string, trim, type infer as Infer, type input as Input } from 'zod/mini';
import { COMPANY_TITLE_MAX, isWebAddress, parseAddressList, SUBJECT_PREFIX_MAX, URL_MAX } from '@/lib/app-settings/limits';
import { VALIDATION_MESSAGES as M } from '@/lib/messages';
import { v } from '@/lib/validation';

/**
 * The application settings forms' schemas, loaded when a form is first used
 * (`schema={() => import('@/lib/app-settings/forms').then((m) => m.companyFormSchema)}`).
 */

const required = (max: number) => string().check(trim(), minLength(1, { error: M.required }), maxLength(max, { error: M.max(max) }));
const webAddress = refine<string>((value) => value === '' || isWebAddress(value), { error: M.url });
/** Empty, or a web address. */
const optionalUrl = () => string().check(trim(), maxLength(URL_MAX, { error: M.max(URL_MAX) }), webAddress);

export const companyFormSchema = object({
  title: required(COMPANY_TITLE_MAX),
  website_url: optionalUrl(),
  country_id: string(),
});
export type CompanyFormInput = Input<typeof companyFormSchema>;

/** The four theme colours, each by the hash_color rule ('This is invalid'). */
const colour = () => pipe(string().check(trim(), minLength(1, { error: M.required, abort: true })), v.hashColour());
export const themeFormSchema = object({
  menu_background_color: colour(),
  menu_text_color: colour(),
  button_background_link_color: colour(),
  button_text_color: colour(),
});
export type ThemeFormValues = Infer<typeof themeFormSchema>;

/** Allowed addresses, separated by commas or spaces; empty: anywhere. The ipv4 rule: 'Incorrect IP address(es)'. */
export const networkFormSchema = object({
  ip_addresses: string().check(refine((text: string) => parseAddressList(text) !== null, { error: M.ipv4 })),
});

export const emailFormSchema = object({
  subject_prefix: string().check(trim(), maxLength(SUBJECT_PREFIX_MAX, { error: M.max(SUBJECT_PREFIX_MAX) })),
  email_logo_url: optionalUrl(),
});

export const handbookFormSchema = object({
  handbook_url: string().check(trim(), minLength(1, { error: M.required, abort: true }), maxLength(URL_MAX, { error: M.max(URL_MAX) }), webAddress),
});
