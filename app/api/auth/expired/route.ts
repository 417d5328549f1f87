import type { NextRequest } from 'next/server';
import { authApi } from '@/lib/auth/endpoints';
import { withBasePath } from '@/lib/base-path';
import { loginPathFor, safeRedirectPath } from '@/lib/redirect';
import { isSameOriginNavigation } from '@/lib/security/same-origin';
import { getSession, isSignedIn, type SessionData } from '@/lib/session';
import { callUpstream } from '@/lib/upstream/client';

/**
 * Where a server component sends the browser when the upstream answered 401:
 * server components cannot change cookies, so this clears the session and
 * continues to /login?redirect=<the page>.
 *
 * A GET anyone can link to, so it ends a session only when the navigation came
 * from this app (Sec-Fetch-Site: same-origin, which another site cannot
 * send), or when the upstream itself refuses the session. Otherwise the
 * session stays and the browser goes back to the page.
 *
 * The Location is a path (basePath included), never an absolute URL: behind
 * server.mjs, Next.js only knows its bind address (0.0.0.0), not the host the
 * browser used.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const session = await getSession();
  const target = request.nextUrl.searchParams.get('redirect') ?? '/feed';
  if (isSignedIn(session) && !isSameOriginNavigation(request) && !(await upstreamRefuses(session))) {
    return seeOther(safeRedirectPath(target));
  }
  session.destroy();
  return seeOther(loginPathFor(target));
}

/** True when the upstream no longer accepts the session (401, or no user); a failed call is not a refusal. */
async function upstreamRefuses(session: SessionData): Promise<boolean> {
  const result = await callUpstream({ path: authApi.authorization.path, timeoutMs: 5000 }, { jar: session.jar ?? {}, visitorHash: session.visitorHash! });
  if (!result.ok) return result.error.kind === 'unauthenticated';
  // Signed out upstream: /authorization answers with no author.
  const data = result.data as { author?: unknown } | null | undefined;
  return !!data && typeof data === 'object' && 'author' in data && data.author === null;
}

function seeOther(appPath: string): Response {
  return new Response(null, { status: 303, headers: { Location: withBasePath(appPath), 'Cache-Control': 'no-store' } });
}
