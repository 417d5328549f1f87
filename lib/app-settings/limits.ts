import { VALIDATION_MESSAGES } from '@/lib/messages';

/**
 * Application settings rules the spec leaves open (it names the fields and the
 * hash_color and ipv4 messages, not the limits): shared by the screens and the
 * reference upstream. Client-safe.
 */

export const COMPANY_TITLE_MAX = 100;
export const URL_MAX = 255;
export const SUBJECT_PREFIX_MAX = 40;
/** Allowed addresses for clocking in (network setup). */
export const IP_ADDRESSES_MAX = 50;

/** The ipv4 rule: one address, four numbers of 0 to 255. */
export const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
/** The hash_color rule: # and 3 or 6 hex digits. */
export const HASH_COLOUR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** "a, b ,c" → ["a", "b", "c"]; empty parts dropped. */
export function splitAddressList(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The addresses when every one is an IPv4 address, else null ('Incorrect IP address(es)'). */
export function parseAddressList(text: string): string[] | null {
  const parts = splitAddressList(text);
  return parts.every((part) => IPV4.test(part)) ? [...new Set(parts)] : null;
}

/** An http(s) address with a dotted host name (what the url rule takes here, in the browser and the reference upstream). */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** "#abc" → "#AABBCC"; a 6-digit colour in upper case. */
export function fullHexColour(colour: string): string {
  const hex = colour.replace('#', '');
  return `#${(hex.length === 3 ? hex.replace(/./g, (c) => c + c) : hex).toUpperCase()}`;
}

export const APP_SETTINGS_MESSAGES = {
  ipv4: VALIDATION_MESSAGES.ipv4,
  hashColour: VALIDATION_MESSAGES.hashColour,
  tooManyAddresses: `Please list up to ${IP_ADDRESSES_MAX} addresses.`,
  /** A clock in from outside the allowed network (the reference upstream's answer). */
  outsideNetwork: (address: string) =>
    `You are clocking in from ${address}, which is not on your company’s network. Connect to the office network, or ask an administrator to add this address.`,
  testEmailSent: (address: string) => `A test e-mail is on its way to ${address}.`,
  countryUnknown: 'Please choose a country from the list.',
} as const;
