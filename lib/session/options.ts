import 'server-only';
import type { SessionOptions } from 'iron-session';
import { BASE_PATH } from '@/lib/base-path';
import { serverEnv } from '@/lib/env';
import { SESSION_COOKIE } from '@/lib/session/types';

export function sessionOptions(): SessionOptions {
  const env = serverEnv();
  return {
    cookieName: SESSION_COOKIE,
    password: env.SESSION_SECRET,
    ttl: 60 * 60 * 24 * 14,
    cookieOptions: {
      httpOnly: true,
      sameSite: 'lax',
      secure: !env.isLocal,
      path: BASE_PATH || '/',
    },
  };
}
