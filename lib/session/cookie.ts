import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { sessionOptions } from '@/lib/session/options';
import type { SessionData } from '@/lib/session/types';

/**
 * Seal/unseal for middleware, which works on raw request and response cookies
 * rather than next/headers. Same password, ttl and cookie options as getSession().
 */
export async function unsealSession(value: string | undefined): Promise<SessionData> {
  if (!value) return {};
  const options = sessionOptions();
  try {
    return await unsealData<SessionData>(value, { password: options.password, ttl: options.ttl });
  } catch {
    return {};
  }
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
