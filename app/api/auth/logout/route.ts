import { authApi } from '@/lib/auth/endpoints';
import { json, refuseUnlessSameOrigin } from '@/lib/http';
import { getSession, isSignedIn } from '@/lib/session';
import { endSession } from '@/lib/session/cookie';
import { callUpstream } from '@/lib/upstream/client';
import type { UpstreamCredentials } from '@/lib/upstream/headers';

/**
 * Sign-out. The guarantee (README, "Sessions"): once this answers, the session
 * cookie, and any copy of it, is dead for this app, even when the upstream
 * could not be told: the session's id is revoked first (lib/session/revocation.ts),
 * then the upstream's /logout is tried up to three times.
 */
export const LOGOUT_RETRY_DELAYS_MS = [200, 800];

export async function POST(request: Request) {
  const refused = refuseUnlessSameOrigin(request);
  if (refused) return refused;
  const session = await getSession();
  if (isSignedIn(session)) {
    endSession(session);
    const credentials = { jar: session.jar ?? {}, visitorHash: session.visitorHash! };
    if (!(await upstreamLogout(credentials))) {
      console.warn(`[auth] the upstream did not confirm the sign-out of user ${session.userId}; the session is revoked here.`);
    }
  }
  session.destroy();
  return json({ redirect: '/login' });
}

/** True once the upstream ended its session (or had already: 401, 419). Retries failures that may pass. */
async function upstreamLogout(credentials: UpstreamCredentials): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    const result = await callUpstream({ method: 'POST', path: authApi.logout.path, timeoutMs: 5000 }, credentials);
    if (result.ok || result.status === 401 || result.status === 419) return true;
    const retryable = result.status === 0 || result.status === 408 || result.status === 429 || result.status >= 500;
    const delay = LOGOUT_RETRY_DELAYS_MS[attempt];
    if (!retryable || delay === undefined) return false;
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}
