import type { NextRequest } from 'next/server';
import { BASE_PATH } from '@/lib/base-path';
import { json, refuseUnlessSameOrigin } from '@/lib/http';
import { isWriteMethod } from '@/lib/security/same-origin';
import { getSession, isSignedIn } from '@/lib/session';
import { fetchUpstream } from '@/lib/upstream/client';
import { findEndpoint, type HttpMethod } from '@/lib/upstream/endpoints';

/**
 * The same-origin proxy for client components. It forwards only method + path
 * pairs in the endpoint table (anything else is a 404 that never reaches the
 * upstream), requires the XHR header and this origin for writes, attaches the
 * user's upstream cookies and XSRF token, and returns status and body as they
 * are. Upstream Set-Cookie is folded into the sealed session, never passed on.
 */

const PREFIX = `${BASE_PATH}/api/upstream`;
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'content-disposition'];
const SMALL_BODY_BYTES = 256 * 1024;

function upstreamPathOf(request: NextRequest): string | null {
  const raw = new URL(request.url).pathname;
  if (!raw.startsWith(`${PREFIX}/`)) return null;
  const rest = raw.slice(PREFIX.length);
  // Encoded separators or dots, empty or dot segments: never a table path.
  if (/%(2f|5c|2e|00)/i.test(rest) || rest.includes('\\') || rest.includes('//')) return null;
  const segments = rest.split('/').slice(1);
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  return rest;
}

async function handle(request: NextRequest): Promise<Response> {
  const method = request.method.toUpperCase() as HttpMethod;
  const path = upstreamPathOf(request);
  const match = path ? findEndpoint(method, path) : null;
  if (!path || !match || match.endpoint.proxy === false) return json({ message: 'Not found.' }, 404);

  const refused = refuseUnlessSameOrigin(request);
  if (refused) return refused;

  const session = await getSession();
  if (!isSignedIn(session)) return json({ message: 'Unauthenticated.' }, 401);

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
    return json({ message: outcome.timedOut ? 'The server took too long to answer.' : 'The server could not be reached.' }, outcome.timedOut ? 504 : 502);
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
    if (!body) return json({ message: 'The server could not be reached.' }, 502);
  }
  return new Response(body, { status: response.status, headers });
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
