import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { getIronSession, type IronSession } from 'iron-session';
import { sessionOptions } from '@/lib/session/options';
import type { SessionData } from '@/lib/session/types';
import { ensureVisitorHash } from '@/lib/visitor-hash';

export type { SessionData } from '@/lib/session/types';

/** The session for this request (route handlers may save it; server components only read). */
export const getSession = cache(async (): Promise<IronSession<SessionData>> => {
  const session = await getIronSession<SessionData>(await cookies(), sessionOptions());
  session.visitorHash = ensureVisitorHash(session.visitorHash);
  return session;
});

export function isSignedIn(session: SessionData): boolean {
  return typeof session.userId === 'number' && !!session.jar;
}
