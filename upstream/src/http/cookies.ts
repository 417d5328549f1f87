/** Cookie header parsing and Set-Cookie serialisation. */

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    if (name && !(name in cookies)) cookies[name] = pair.slice(eq + 1).trim();
  }
  return cookies;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  httpOnly: boolean;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

/** `value` must already be cookie-safe (callers URL-encode where needed). */
export function serializeCookie(name: string, value: string, options: CookieOptions, now = Date.now()): string {
  const expires = new Date(now + options.maxAgeSeconds * 1000).toUTCString();
  let cookie = `${name}=${value}; Path=${options.path ?? '/'}; Max-Age=${options.maxAgeSeconds}; Expires=${expires}`;
  cookie += `; SameSite=${options.sameSite ?? 'Lax'}`;
  if (options.httpOnly) cookie += '; HttpOnly';
  if (options.secure) cookie += '; Secure';
  return cookie;
}
