import 'server-only';
import { randomUUID } from 'node:crypto';
import type { IronSession } from 'iron-session';
import { authApi } from '@/lib/auth/endpoints';
import { authorizationSchema } from '@/lib/auth/schemas';
import type { Result } from '@/lib/errors';
import { encodeSnapshot } from '@/lib/session/snapshot';
import type { SessionData } from '@/lib/session/types';
import { callUpstream, type UpstreamRequest } from '@/lib/upstream/client';
import type { UpstreamCredentials } from '@/lib/upstream/headers';
import { xsrfTokenOf } from '@/lib/upstream/cookie-jar';
import { ensureVisitorHash } from '@/lib/visitor-hash';

/**
 * Sign-in steps shared by the password, SSO and reset handlers. The upstream's
 * cookies go into the sealed session and nowhere else.
 */

/** Credentials for a guest call: reuses the session's upstream guest cookies or fetches fresh ones. */
export async function guestCredentials(session: IronSession<SessionData>): Promise<Result<UpstreamCredentials>> {
  const visitorHash = ensureVisitorHash(session.visitorHash);
  const jar = session.jar ?? {};
  if (xsrfTokenOf(jar)) return { ok: true, status: 200, data: { jar, visitorHash } };
  const probe = await callUpstream({ path: authApi.authorization.path }, { jar: {}, visitorHash });
  if (!probe.ok) return probe;
  return { ok: true, status: 200, data: { jar: probe.jar, visitorHash } };
}

/**
 * Makes a guest write (login, SSO, password reset). When the upstream answers
 * 419 because the guest session expired, starts a fresh guest session once and retries.
 */
export async function guestWrite<T>(session: IronSession<SessionData>, request: UpstreamRequest) {
  const credentials = await guestCredentials(session);
  if (!credentials.ok) return { ...credentials, jar: session.jar ?? {}, jarChanged: false };
  let result = await callUpstream<T>({ ...request, method: 'POST' }, credentials.data);
  if (!result.ok && result.status === 419) {
    const fresh = await guestCredentials(Object.assign(session, { jar: {} }));
    if (fresh.ok) result = await callUpstream<T>({ ...request, method: 'POST' }, fresh.data);
  }
  return result;
}

/** After the upstream accepted a sign-in: load /authorization with the new cookies and seal the session. */
export async function completeSignIn(session: IronSession<SessionData>, jar: Record<string, string>): Promise<Result<{ name: string }>> {
  const visitorHash = ensureVisitorHash(session.visitorHash);
  const result = await callUpstream({ path: authApi.authorization.path }, { jar, visitorHash });
  if (!result.ok) return result;
  const parsed = authorizationSchema.safeParse(result.data);
  if (!parsed.success || !parsed.data.author) {
    return { ok: false, status: 502, error: { kind: 'server', status: 502, message: 'The server did not confirm the sign-in.' } };
  }
  const { author } = parsed.data;
  session.jar = result.jar;
  session.sid = randomUUID();
  session.visitorHash = visitorHash;
  session.userId = author.id;
  session.username = author.username;
  session.perms = encodeSnapshot(author.permissions);
  session.permsAt = Date.now();
  await session.save();
  return { ok: true, status: 200, data: { name: author.name } };
}
