import 'server-only';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import { pipeline } from 'node:stream';
import zlib from 'node:zlib';
import { serverEnv } from '@/lib/env';
import { isWriteMethod, refusalMessage, refuseCrossSiteWrite, requestOrigin, type RequestLike } from '@/lib/security/same-origin';
import { API_CSP, staticSecurityHeaders } from '@/lib/security/static-headers.mjs';
import { clearedCookieOptions, peekSession, sealSession, sessionCookieOf, sessionSetCookie, unsealSession } from '@/lib/session/cookie';
import { isSignedIn, type SessionData } from '@/lib/session/types';
import { upstreamHeaders } from '@/lib/upstream/client';
import { applySetCookies, sameJar, type CookieJar } from '@/lib/upstream/cookie-jar';
import { FORWARDED_RESPONSE_HEADERS, PROXY_MESSAGES, PROXY_PREFIX, proxyTarget } from '@/lib/upstream/proxy';
import { ensureVisitorHash } from '@/lib/visitor-hash';

/**
 * The proxy's fast path: the same rules as app/api/upstream (lib/upstream/proxy.ts),
 * on node:http, run by server.mjs before a request enters Next.js. Next's own
 * request handling costs ~0.5 ms of CPU per call, several times what the
 * upstream spends on a typical one; this path costs about a quarter of that
 * (figures: bench/report.md, Proxy cost).
 */

const agents = { http: new http.Agent({ keepAlive: true, maxSockets: 256 }), https: new https.Agent({ keepAlive: true, maxSockets: 256 }) };
const COMPRESS_MIN_BYTES = 1024;
const SMALL_BODY_BYTES = 64 * 1024;

function baseHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Security-Policy': API_CSP, 'Cache-Control': 'no-store' };
  for (const { key, value } of staticSecurityHeaders(serverEnv().isLocal)) headers[key] = value;
  return headers;
}
let cachedBaseHeaders: Record<string, string> | null = null;

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { ...(cachedBaseHeaders ??= baseHeaders()), 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

function requestLike(req: IncomingMessage): RequestLike {
  return {
    method: req.method ?? 'GET',
    url: req.url ?? '/',
    headers: {
      get: (name) => {
        const value = req.headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
    },
  };
}

/** True when server.mjs should hand this request to `handleProxyRequest` instead of Next.js. */
export function isProxyRequest(url: string | undefined): boolean {
  return !!url && url.startsWith(`${PROXY_PREFIX}/`);
}

/** Where calls go: resolved once from UPSTREAM_URL (which may carry a path prefix). */
let upstreamTarget: { client: typeof http | typeof https; agent: http.Agent; host: string; port: string; prefix: string; timeoutMs: number } | null = null;
function target() {
  if (upstreamTarget) return upstreamTarget;
  const env = serverEnv();
  const url = new URL(env.UPSTREAM_URL);
  const secure = url.protocol === 'https:';
  upstreamTarget = {
    client: secure ? https : http,
    agent: secure ? agents.https : agents.http,
    host: url.hostname,
    port: url.port || (secure ? '443' : '80'),
    prefix: url.pathname.replace(/\/+$/, ''),
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
  };
  return upstreamTarget;
}

/**
 * Answers a proxy request. Written with callbacks, and without waiting when the
 * session is already unsealed: in the Next.js process every promise pays for
 * its async-context hooks, and this runs for every client call.
 */
export function handleProxyRequest(req: IncomingMessage, res: ServerResponse): void {
  const fail = () => sendJson(res, 502, { message: PROXY_MESSAGES.unreachable });
  try {
    const method = (req.method ?? 'GET').toUpperCase();
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = proxyTarget(method, queryAt < 0 ? url : url.slice(0, queryAt));
    if (!path) return sendJson(res, 404, { message: PROXY_MESSAGES.notFound });

    if (isWriteMethod(method)) {
      const like = requestLike(req);
      const refused = refuseCrossSiteWrite(like, requestOrigin(like));
      if (refused) return sendJson(res, 403, { message: refusalMessage(refused) });
    }

    const sealed = sessionCookieOf(req.headers.cookie);
    const known = peekSession(sealed);
    const go = (session: SessionData) => forward(req, res, method, `${path}${queryAt < 0 ? '' : url.slice(queryAt)}`, session);
    if (known) return go(known);
    unsealSession(sealed, { readOnly: true }).then(go).catch(fail);
  } catch {
    fail();
  }
}

function forward(req: IncomingMessage, res: ServerResponse, method: string, path: string, session: SessionData): void {
  if (!isSignedIn(session)) return sendJson(res, 401, { message: PROXY_MESSAGES.unauthenticated });
  const upstreamAt = target();
  const credentials = { jar: session.jar ?? {}, visitorHash: ensureVisitorHash(session.visitorHash) };
  const headers: Record<string, string> = upstreamHeaders(method, credentials, req.headers.accept);
  const hasBody = isWriteMethod(method);
  if (hasBody) {
    if (req.headers['content-type']) headers['Content-Type'] = req.headers['content-type'];
    if (req.headers['content-length']) headers['Content-Length'] = req.headers['content-length'];
    else headers['Transfer-Encoding'] = 'chunked';
  }

  const upstream = upstreamAt.client.request({
    host: upstreamAt.host,
    port: upstreamAt.port,
    path: `${upstreamAt.prefix}${path}`,
    method,
    headers,
    agent: upstreamAt.agent,
    timeout: upstreamAt.timeoutMs,
  });
  let timedOut = false;
  upstream.on('timeout', () => {
    timedOut = true;
    upstream.destroy();
  });
  // The browser went away (navigation cancels its requests): stop the upstream call too.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  upstream.on('error', () => {
    if (res.destroyed) return;
    sendJson(res, timedOut ? 504 : 502, { message: timedOut ? PROXY_MESSAGES.timedOut : PROXY_MESSAGES.unreachable });
  });
  upstream.on('response', (upstreamResponse) => {
    try {
      respond(req, res, upstreamResponse, session, credentials);
    } catch {
      upstreamResponse.resume();
      sendJson(res, 502, { message: PROXY_MESSAGES.unreachable });
    }
  });
  if (hasBody) req.pipe(upstream);
  else upstream.end();
}

function respond(
  req: IncomingMessage,
  res: ServerResponse,
  upstreamResponse: IncomingMessage,
  session: SessionData,
  credentials: { jar: CookieJar; visitorHash: string },
): void {
  const status = upstreamResponse.statusCode ?? 502;
  const responseHeaders: Record<string, string | string[]> = { ...(cachedBaseHeaders ??= baseHeaders()) };
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstreamResponse.headers[name];
    if (value) responseHeaders[name] = value;
  }
  const length = Number(upstreamResponse.headers['content-length'] ?? Number.NaN);
  const compress =
    /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) &&
    !(length < COMPRESS_MIN_BYTES) &&
    /^(application\/json|text\/)/.test(String(upstreamResponse.headers['content-type'] ?? ''));
  if (compress) {
    responseHeaders['Content-Encoding'] = 'gzip';
    responseHeaders.Vary = 'Accept-Encoding';
  } else if (Number.isFinite(length)) {
    responseHeaders['Content-Length'] = String(length);
  }

  // Upstream cookies go into the sealed session, never to the browser; a 401 ends the session.
  const setCookies = upstreamResponse.headers['set-cookie'] ?? [];
  if (status === 401) {
    responseHeaders['Set-Cookie'] = sessionSetCookie('', clearedCookieOptions());
  } else if (setCookies.length) {
    const jar = applySetCookies(credentials.jar, setCookies);
    if (!sameJar(session.jar, jar)) {
      sealSession({ ...session, jar, visitorHash: credentials.visitorHash }).then(
        (sealed) => {
          responseHeaders['Set-Cookie'] = sessionSetCookie(sealed.value, sealed.options);
          send(res, upstreamResponse, status, responseHeaders, compress, length);
        },
        () => {
          upstreamResponse.resume();
          sendJson(res, 502, { message: PROXY_MESSAGES.unreachable });
        },
      );
      return;
    }
  }
  send(res, upstreamResponse, status, responseHeaders, compress, length);
}

function send(
  res: ServerResponse,
  upstreamResponse: IncomingMessage,
  status: number,
  headers: Record<string, string | string[]>,
  compress: boolean,
  length: number,
): void {
  const done = (error: Error | null) => {
    if (error) res.destroy();
  };
  if (!compress && length <= SMALL_BODY_BYTES) {
    // A small body goes out with its headers in one write: cheaper than a stream pipeline.
    const chunks: Buffer[] = [];
    upstreamResponse.on('data', (chunk: Buffer) => chunks.push(chunk));
    upstreamResponse.on('end', () => {
      res.writeHead(status, headers);
      res.end(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
    });
    upstreamResponse.on('error', () => res.destroy());
    return;
  }
  res.writeHead(status, headers);
  if (compress) pipeline(upstreamResponse, zlib.createGzip(), res, done);
  else pipeline(upstreamResponse, res, done);
}
