import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { sessionOptions } from '@/lib/session/options';
import type { SessionData } from '@/lib/session/types';

/**
 * Seal/unseal of the session cookie: middleware uses them on raw request and
 * response cookies, getSession() on next/headers cookies.
 */
export async function unsealSession(value: string | undefined): Promise<SessionData> {
  if (!value) return {};
  const known = unsealed.get(value);
  if (known && known.expires > Date.now()) return structuredClone(known.data);
  const options = sessionOptions();
  try {
    const data = await unsealData<SessionData>(value, { password: options.password, ttl: options.ttl });
    remember(value, data);
    return data;
  } catch {
    return {};
  }
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

export async function sealSession(data: SessionData): Promise<{ value: string; options: SessionCookieOptions }> {
  const options = sessionOptions();
  const value = await sealData(data, { password: options.password, ttl: options.ttl });
  return { value, options: cookieOptions(options.ttl ?? 0) };
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
