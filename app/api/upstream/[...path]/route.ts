import { Readable } from 'node:stream';
import { CLIENT_ADDRESS_HEADER } from '@/lib/server/front-headers.mjs';
import type { NextRequest } from 'next/server';
import type { Dispatcher } from 'undici';
import { json, tooLarge } from '@/lib/http';
import { readBodyWithin } from '@/lib/security/body-limit';
import { getSession, isSignedIn } from '@/lib/session';
import { upstreamHeaders } from '@/lib/upstream/headers';
import { applySetCookies, sameJar } from '@/lib/upstream/cookie-jar';
import { checkProxyRequest, FORWARDED_RESPONSE_HEADERS, PROXY_MESSAGES, sessionEndedBy, WHOLE_RESPONSE_BYTES } from '@/lib/upstream/proxy';
import { isTimeout, proxyUpstream } from '@/lib/upstream/proxy-upstream';
import { ensureVisitorHash } from '@/lib/visitor-hash';

const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/**
 * The same-origin proxy for client components, as a route handler: it serves
 * `next dev` and `next start`; in production server.mjs's front process
 * answers these paths without Next.js (lib/upstream/node-proxy.ts). Both
 * follow the rules of lib/upstream/proxy.ts and pass the same test suite
 * (lib/upstream/proxy-mounts.test.ts): only method + path pairs in the
 * endpoint table, the XHR header on every call and this origin for writes,
 * bodies capped, the user's upstream cookies and XSRF token attached, status
 * and body returned as they are (an ended upstream session as a plain 401),
 * upstream Set-Cookie folded into the sealed session, never passed on.
 */
async function handle(request: NextRequest): Promise<Response> {
  const url = new URL(request.url);
  const check = checkProxyRequest(request, url.pathname);
  if (!check.ok) return check.status === 413 ? tooLarge() : json({ message: check.message }, check.status);

  const session = await getSession();
  if (!isSignedIn(session)) return json({ message: PROXY_MESSAGES.unauthenticated }, 401);

  let body: Uint8Array | null = null;
  if (check.write) {
    body = await readBodyWithin(request, check.bodyLimit).catch(() => new Uint8Array(0));
    if (!body) return tooLarge();
  }
  const credentials = { jar: session.jar ?? {}, visitorHash: ensureVisitorHash(session.visitorHash) };
  const headers = upstreamHeaders(check.method, credentials, request.headers.get('accept') ?? undefined, request.headers.get(CLIENT_ADDRESS_HEADER));
  if (body) {
    const type = request.headers.get('content-type');
    if (type) headers['Content-Type'] = type;
    headers['Content-Length'] = String(body.byteLength);
  }

  const upstream = proxyUpstream();
  let answer: Dispatcher.ResponseData;
  try {
    answer = await upstream.pool.request({
      path: `${upstream.prefix}${check.path}${url.search}`,
      method: check.method as Dispatcher.HttpMethod,
      headers,
      body,
      headersTimeout: upstream.headersTimeout,
      bodyTimeout: upstream.bodyTimeout,
      signal: request.signal,
    });
  } catch (error) {
    return isTimeout(error) ? json({ message: PROXY_MESSAGES.timedOut }, 504) : json({ message: PROXY_MESSAGES.unreachable }, 502);
  }

  // An answer that says the upstream session is over ends ours: the browser gets a plain 401.
  if (sessionEndedBy(answer.statusCode, check.write)) {
    void answer.body.dump().catch(() => undefined);
    session.destroy();
    return json({ message: PROXY_MESSAGES.unauthenticated }, 401);
  }
  // Upstream cookies go into the sealed session, never to the browser.
  const setCookie = answer.headers['set-cookie'];
  const setCookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  try {
    if (setCookies.length) {
      const jar = applySetCookies(credentials.jar, setCookies);
      if (!sameJar(session.jar, jar)) {
        session.jar = jar;
        await session.save();
      }
    }
  } catch {
    void answer.body.dump().catch(() => undefined);
    return json({ message: PROXY_MESSAGES.unreachable }, 502);
  }

  const responseHeaders = new Headers({ 'Cache-Control': 'no-store' });
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = answer.headers[name];
    if (value) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  if (NULL_BODY_STATUSES.has(answer.statusCode)) {
    void answer.body.dump().catch(() => undefined);
    return new Response(null, { status: answer.statusCode, headers: responseHeaders });
  }
  const length = Number(answer.headers['content-length'] ?? Number.NaN);
  if (length <= WHOLE_RESPONSE_BYTES) {
    const bytes = await answer.body.arrayBuffer().catch(() => null);
    if (!bytes) return json({ message: PROXY_MESSAGES.unreachable }, 502);
    return new Response(bytes, { status: answer.statusCode, headers: responseHeaders });
  }
  const stream = Readable.toWeb(answer.body) as ReadableStream<Uint8Array>;
  return new Response(stream, { status: answer.statusCode, headers: responseHeaders });
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
