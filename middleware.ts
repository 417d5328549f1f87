import { NextResponse, type NextRequest } from 'next/server';
import { authorizationSchema } from '@/lib/auth/schemas';
import { serverEnv } from '@/lib/env';
import { LANDING_ROUTE } from '@/lib/constants';
import { realtimeConnectOrigins } from '@/lib/realtime/config';
import { loginPathFor } from '@/lib/redirect';
import { canAccess, matchRoute } from '@/lib/routes';
import { contentSecurityPolicy, createNonce, NONCE_HEADER, originsOf } from '@/lib/security/headers';
import { clearedCookieOptions, sealSession, unsealSession } from '@/lib/session/cookie';
import { decodeSnapshot, encodeSnapshot } from '@/lib/session/snapshot';
import { SESSION_COOKIE, SNAPSHOT_MAX_AGE_MS, type SessionData } from '@/lib/session/types';
import { callUpstream } from '@/lib/upstream/client';
import { PATH_HEADER } from '@/lib/upstream/server';
import { ensureVisitorHash } from '@/lib/visitor-hash';

/**
 * The gate. A fast first check of the session and the route's permission list
 * from the route table, plus the per-request CSP nonce. It is a convenience,
 * not the security boundary: every page checks again from a fresh
 * /authorization (lib/auth/api.ts requireRoute) and the upstream checks again.
 */
export async function middleware(request: NextRequest): Promise<NextResponse> {
  const env = serverEnv();
  const { pathname, search, basePath } = request.nextUrl;
  const nonce = createNonce();
  const match = matchRoute(pathname);
  const csp = contentSecurityPolicy({
    nonce,
    isDev: process.env.NODE_ENV === 'development',
    isLocal: env.isLocal,
    // A screen may allow more images in its route (the e-mail setup's logo preview); scripts, frames and connections stay as strict.
    imageOrigins: [...originsOf([env.UPSTREAM_URL, process.env.UPSTREAM_ASSET_URL]), ...(match?.route.access === 'protected' ? (match.route.imageSources ?? []) : [])],
    connectOrigins: realtimeConnectOrigins(process.env, env.isLocal),
  });

  const session = await unsealSession(request.cookies.get(SESSION_COOKIE)?.value);
  const signedIn = typeof session.userId === 'number' && !!session.jar;

  const to = (path: string) => {
    const url = request.nextUrl.clone();
    const [target, query = ''] = path.split('?');
    url.pathname = target!;
    url.search = query ? `?${query}` : '';
    return url;
  };
  const pass = (rewriteTo?: { path: string; status: number }) => {
    const requestHeaders = new Headers(request.headers);
    requestHeaders.set(NONCE_HEADER, nonce);
    requestHeaders.set(PATH_HEADER, `${pathname}${search}`);
    requestHeaders.set('Content-Security-Policy', csp);
    const init = { request: { headers: requestHeaders } };
    // A rewrite to an error screen answers with that screen's status, for load balancers and monitoring.
    return rewriteTo ? NextResponse.rewrite(new URL(`${basePath}${rewriteTo.path}`, request.url), { ...init, status: rewriteTo.status }) : NextResponse.next(init);
  };
  const finish = (response: NextResponse) => {
    response.headers.set('Content-Security-Policy', csp);
    return response;
  };

  if (match?.route.access === 'redirect') {
    return finish(NextResponse.redirect(to(signedIn ? match.route.to : loginPathFor(match.route.to))));
  }
  if (match?.route.access === 'public') {
    if (signedIn && pathname.replace(/\/$/, '') === '/login') return finish(NextResponse.redirect(to(LANDING_ROUTE)));
    // /error-403 is a public error page (spec part 1 §2): a guest gets the guest error page's 403, without the
    // signed-in shell (which needs a session, and whose scripts a guest need not load).
    if (!signedIn && match.route.pattern === '/error-403') return finish(pass({ path: `/error-500?code=403`, status: 200 }));
    return finish(pass());
  }

  // A protected route, or an unknown path (the Not Found page needs a login too).
  if (!signedIn) return finish(NextResponse.redirect(to(loginPathFor(`${pathname}${search}`))));

  // The snapshot decides while it is fresh, except that it never refuses on its own: a grant made a
  // moment ago (the sidebar, built from a fresh /authorization, already links the page) must not meet
  // a 403 until the snapshot ages out. So a refusal, or a stale snapshot, is checked against the upstream.
  let held = decodeSnapshot(session.perms);
  let refreshed: SessionData | null = null;
  const refuses = (permissions: ReadonlySet<string> | null) => match?.route.access === 'protected' && permissions !== null && !canAccess(match.route, permissions);
  if (!held || !session.permsAt || Date.now() - session.permsAt > SNAPSHOT_MAX_AGE_MS || refuses(held)) {
    const visitorHash = ensureVisitorHash(session.visitorHash);
    const result = await callUpstream({ path: '/authorization', timeoutMs: 5000 }, { jar: session.jar ?? {}, visitorHash });
    if (!result.ok && result.error.kind === 'unauthenticated') {
      const response = NextResponse.redirect(to(loginPathFor(`${pathname}${search}`)));
      response.cookies.set(SESSION_COOKIE, '', clearedCookieOptions());
      return finish(response);
    }
    const parsed = result.ok ? authorizationSchema.safeParse(result.data) : null;
    if (parsed?.success && parsed.data.author) {
      held = new Set(parsed.data.author.permissions);
      refreshed = { ...session, jar: result.jar, visitorHash, perms: encodeSnapshot(held), permsAt: Date.now() };
    } else if (parsed?.success && !parsed.data.author) {
      const response = NextResponse.redirect(to(loginPathFor(`${pathname}${search}`)));
      response.cookies.set(SESSION_COOKIE, '', clearedCookieOptions());
      return finish(response);
    }
    // Upstream unreachable: keep the old snapshot (or none); the page's own check decides.
  }

  const response = refuses(held) ? pass({ path: '/error-403', status: 403 }) : pass();
  if (refreshed) {
    // A session too large for a cookie keeps the old one; the snapshot is taken again on the next request.
    const sealed = await sealSession(refreshed).catch(() => null);
    if (sealed) response.cookies.set(SESSION_COOKIE, sealed.value, sealed.options);
  }
  return finish(response);
}

export const config = {
  runtime: 'nodejs',
  // '/' is listed on its own: without it the base page escapes the gate.
  matcher: ['/', '/((?!api/|_next/static|_next/image|favicon.ico|images/|fonts/|robots.txt).*)'],
};
