import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { sessionOptions } from '@/lib/session/options';
import { isRevoked, revokeSession } from '@/lib/session/revocation';
import { SESSION_COOKIE, type SessionData } from '@/lib/session/types';

/**
 * Seal/unseal of the session cookie: middleware uses them on raw request and
 * response cookies, getSession() on next/headers cookies.
 */
export async function unsealSession(value: string | undefined, { readOnly = false } = {}): Promise<SessionData> {
  if (!value) return {};
  const known = unsealed.get(value);
  // Callers that change the session get their own copy; readers share the remembered one.
  if (known && known.expires > Date.now()) {
    if (isRevoked(known.data.sid)) return {};
    return readOnly ? known.data : structuredClone(known.data);
  }
  const options = sessionOptions();
  try {
    const data = await unsealData<SessionData>(value, { password: options.password, ttl: options.ttl });
    if (isRevoked(data.sid)) return {};
    remember(value, data);
    return data;
  } catch {
    return {};
  }
}

/** The remembered session for this exact sealed value, without waiting; read-only. Undefined when not remembered. */
export function peekSession(value: string | undefined): SessionData | undefined {
  if (!value) return {};
  const known = unsealed.get(value);
  if (!known || known.expires <= Date.now()) return undefined;
  return isRevoked(known.data.sid) ? {} : known.data;
}

/**
 * Unsealing costs two PBKDF2 key derivations (~0.5 ms of CPU) and a browser
 * sends the same cookie with every request, so recent results are kept by the
 * exact sealed value (already verified) until the seal's own expiry.
 */
const UNSEALED_MAX = 2000;
const unsealed = new Map<string, { data: SessionData; expires: number }>();

function remember(value: string, data: SessionData): void {
  // Fe26.2*id*salt*iv*data*expiration*hmacSalt*hmac~version
  const expires = Number(value.split('*')[5]);
  if (!Object.keys(data).length || !Number.isFinite(expires) || expires <= 0) return;
  if (unsealed.size >= UNSEALED_MAX) unsealed.delete(unsealed.keys().next().value!);
  unsealed.set(value, { data: structuredClone(data), expires });
}

/** Browsers drop a cookie over 4 KB (name, value and attributes): iron-session's own guard. */
export const SESSION_COOKIE_MAX_BYTES = 4000;

export class SessionTooLargeError extends Error {
  override name = 'SessionTooLargeError';
}

/**
 * Seals a session for its cookie. Throws SessionTooLargeError when the cookie
 * would be over SESSION_COOKIE_MAX_BYTES: a browser would silently drop it and
 * keep the old one, so every writer (getSession().save, the proxy's two
 * mounts, middleware) refuses it instead.
 */
export async function sealSession(data: SessionData): Promise<{ value: string; options: SessionCookieOptions }> {
  const options = sessionOptions();
  const value = await sealData(data, { password: options.password, ttl: options.ttl });
  if (SESSION_COOKIE.length + 1 + value.length > SESSION_COOKIE_MAX_BYTES) throw new SessionTooLargeError('session cookie too large');
  return { value, options: cookieOptions(options.ttl ?? 0) };
}

/** Signs a session out for good: its id is revoked for longer than any seal of it can live. */
export function endSession(session: SessionData): void {
  if (session.sid) revokeSession(session.sid, Date.now() + (sessionOptions().ttl ?? 0) * 1000);
}

export interface SessionCookieOptions {
  httpOnly: boolean;
  sameSite: 'lax';
  secure: boolean;
  path: string;
  maxAge: number;
}

function cookieOptions(ttl: number): SessionCookieOptions {
  const base = sessionOptions().cookieOptions!;
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: !!base.secure,
    path: base.path ?? '/',
    // iron-session's own rule: the cookie expires a minute before the seal does.
    maxAge: Math.max(ttl - 60, 0),
  };
}

export function clearedCookieOptions(): SessionCookieOptions {
  return { ...cookieOptions(0), maxAge: 0 };
}

/** A Set-Cookie header value for the session cookie (for responses built without next/headers). */
export function sessionSetCookie(value: string, options: SessionCookieOptions): string {
  return [
    `${SESSION_COOKIE}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAge}`,
    ...(options.maxAge === 0 ? ['Expires=Thu, 01 Jan 1970 00:00:00 GMT'] : []),
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/** The session cookie's value in a raw Cookie request header. */
export function sessionCookieOf(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) return part.slice(eq + 1).trim();
  }
  return undefined;
}
