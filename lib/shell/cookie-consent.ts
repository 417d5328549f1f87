import { BASE_PATH } from '@/lib/base-path';
import { COOKIE_CONSENT_DAYS } from '@/lib/constants';

/**
 * Cookie consent (spec part 1 §3): a cookie named `cookie_` + the host name
 * with dots replaced by underscores, kept for 365 days.
 *
 * Set from the browser by design: it holds no secret, only "this browser has
 * seen the notice", so it is an ordinary readable cookie, unlike the sealed
 * HttpOnly session cookie.
 */

export const CONSENT_VALUE = '1';

/** `cookie_` + host with dots as underscores; any other character a cookie name cannot hold (IPv6 brackets, colons) becomes `_` too. */
export function consentCookieName(hostname: string): string {
  return `cookie_${hostname.toLowerCase().replace(/[^A-Za-z0-9!#$%&'*+\-^_`|~]/g, '_')}`;
}

/** True when the `document.cookie` string holds the consent cookie for this host. */
export function hasConsent(cookieString: string, hostname: string): boolean {
  const name = consentCookieName(hostname);
  return cookieString.split(';').some((pair) => pair.trim().split('=')[0] === name);
}

/**
 * The server's view: whether a request's cookies hold consent for the host of
 * the origin the browser used (`requestOrigin`), so the notice can be in the
 * page's HTML from the start instead of appearing after hydration.
 */
export function requestHasConsent(cookieNames: readonly string[], origin: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(origin).hostname;
  } catch {
    return false;
  }
  return cookieNames.includes(consentCookieName(hostname));
}

export interface ConsentCookieOptions {
  /** The cookie path: the deployment prefix, or '/'. */
  path: string;
  secure: boolean;
}

/** The `document.cookie` assignment that stores consent for 365 days. */
export function consentCookie(hostname: string, { path, secure }: ConsentCookieOptions): string {
  const maxAge = COOKIE_CONSENT_DAYS * 24 * 60 * 60;
  return [`${consentCookieName(hostname)}=${CONSENT_VALUE}`, `Max-Age=${maxAge}`, `Path=${path || '/'}`, 'SameSite=Lax', secure ? 'Secure' : null]
    .filter(Boolean)
    .join('; ');
}

/** In the browser: stores consent for this page's host, under the deployment prefix (the cookie notice's Okay). */
export function giveConsent(): void {
  document.cookie = consentCookie(window.location.hostname, { path: BASE_PATH || '/', secure: window.location.protocol === 'https:' });
}
