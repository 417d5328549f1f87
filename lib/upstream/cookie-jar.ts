/**
 * The upstream's cookies as the BFF keeps them: a name → value map sealed in
 * the session. Set-Cookie attributes (domain, path, flags) are not needed: the
 * BFF is the only client and sends every cookie to the one upstream origin.
 */
export type CookieJar = Record<string, string>;

export const UPSTREAM_XSRF_COOKIE = 'XSRF-TOKEN';

/** Applies Set-Cookie header values to a jar; returns a new jar (expired cookies removed). */
export function applySetCookies(jar: CookieJar, setCookies: readonly string[], now = Date.now()): CookieJar {
  const next: CookieJar = { ...jar };
  for (const header of setCookies) {
    const [pair, ...attributes] = header.split(';');
    if (!pair) continue;
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    let expired = value === '' || value === 'deleted';
    for (const attribute of attributes) {
      const [key, attrValue = ''] = attribute.split('=').map((part) => part.trim());
      if (key?.toLowerCase() === 'max-age' && Number(attrValue) <= 0) expired = true;
      if (key?.toLowerCase() === 'expires') {
        const at = Date.parse(attrValue);
        if (!Number.isNaN(at) && at <= now) expired = true;
      }
    }
    if (expired) delete next[name];
    else next[name] = value;
  }
  return next;
}

export function cookieHeader(jar: CookieJar): string {
  return Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

/** The XSRF token to echo in X-XSRF-TOKEN (the cookie value is URL-encoded, Laravel style). */
export function xsrfTokenOf(jar: CookieJar): string | undefined {
  const raw = jar[UPSTREAM_XSRF_COOKIE];
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function sameJar(a: CookieJar | undefined, b: CookieJar): boolean {
  const left = a ?? {};
  const keys = new Set([...Object.keys(left), ...Object.keys(b)]);
  for (const key of keys) if (left[key] !== b[key]) return false;
  return true;
}
