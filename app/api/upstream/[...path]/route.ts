import type { NextRequest } from 'next/server';
import { json, refuseUnlessSameOrigin } from '@/lib/http';
import { isWriteMethod } from '@/lib/security/same-origin';
import { getSession, isSignedIn } from '@/lib/session';
import { fetchUpstream } from '@/lib/upstream/client';
import type { HttpMethod } from '@/lib/upstream/endpoints';
import { FORWARDED_RESPONSE_HEADERS, PROXY_MESSAGES, proxyTarget } from '@/lib/upstream/proxy';

/**
 * The same-origin proxy for client components (its rules: lib/upstream/proxy.ts).
 * Production runs server.mjs, whose front process answers these paths without
 * Next.js by the same rules (lib/upstream/node-proxy.ts); this handler serves
 * `next dev` and `next start`. It forwards only method + path
 * pairs in the endpoint table (anything else is a 404 that never reaches the
 * upstream), requires the XHR header and this origin for writes, attaches the
 * user's upstream cookies and XSRF token, and returns status and body as they
 * are. Upstream Set-Cookie is folded into the sealed session, never passed on.
 */

const SMALL_BODY_BYTES = 256 * 1024;

async function handle(request: NextRequest): Promise<Response> {
  const method = request.method.toUpperCase() as HttpMethod;
  const path = proxyTarget(method, new URL(request.url).pathname);
  if (!path) return json({ message: PROXY_MESSAGES.notFound }, 404);

  const refused = refuseUnlessSameOrigin(request);
  if (refused) return refused;

  const session = await getSession();
  if (!isSignedIn(session)) return json({ message: PROXY_MESSAGES.unauthenticated }, 401);

  const write = isWriteMethod(method);
  const outcome = await fetchUpstream(
    {
      method,
      path: `${path}${new URL(request.url).search}`,
      body: write ? await request.arrayBuffer() : undefined,
      contentType: write ? (request.headers.get('content-type') ?? undefined) : undefined,
      accept: request.headers.get('accept') ?? undefined,
      signal: request.signal,
    },
    { jar: session.jar ?? {}, visitorHash: session.visitorHash! },
  );
  if (!outcome.response) {
    return json({ message: outcome.timedOut ? PROXY_MESSAGES.timedOut : PROXY_MESSAGES.unreachable }, outcome.timedOut ? 504 : 502);
  }

  const { response } = outcome;
  if (response.status === 401) {
    session.destroy();
  } else if (outcome.jarChanged) {
    session.jar = outcome.jar;
    await session.save();
  }
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  // A small body is passed on as bytes: piping it through a web stream costs more CPU than the copy.
  let body: BodyInit | null = response.body;
  if (body && Number(response.headers.get('content-length') ?? Number.NaN) <= SMALL_BODY_BYTES) {
    body = await response.arrayBuffer().catch(() => null);
    if (!body) return json({ message: PROXY_MESSAGES.unreachable }, 502);
  }
  return new Response(body, { status: response.status, headers });
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
