import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import type { IronSession } from 'iron-session';
import { clearedCookieOptions, sealSession, unsealSession } from '@/lib/session/cookie';
import { SESSION_COOKIE, type SessionData } from '@/lib/session/types';
import { ensureVisitorHash } from '@/lib/visitor-hash';

export { isSignedIn, type SessionData } from '@/lib/session/types';

/**
 * The session for this request (route handlers may save it; server components only read).
 * Built on lib/session/cookie.ts, not getIronSession, so that it shares the
 * unseal memo with middleware: same seal format, password, ttl and cookie options.
 */
export const getSession = cache(async (): Promise<IronSession<SessionData>> => {
  const store = await cookies();
  const session = (await unsealSession(store.get(SESSION_COOKIE)?.value)) as IronSession<SessionData>;
  Object.defineProperties(session, {
    save: {
      value: async () => {
        // Throws when the cookie would be over 4 KB (lib/session/cookie.ts).
        const sealed = await sealSession({ ...session });
        store.set(SESSION_COOKIE, sealed.value, sealed.options);
      },
    },
    destroy: {
      value: () => {
        for (const key of Object.keys(session) as (keyof SessionData)[]) delete session[key];
        store.set(SESSION_COOKIE, '', clearedCookieOptions());
      },
    },
    updateConfig: { value: () => undefined },
  });
  session.visitorHash = ensureVisitorHash(session.visitorHash);
  return session;
});
