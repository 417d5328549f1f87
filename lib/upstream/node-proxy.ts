import 'server-only';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { pipeline, type Writable } from 'node:stream';
import zlib from 'node:zlib';
import { Pool, type Dispatcher } from 'undici';
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
 * The proxy's fast path: the same rules as app/api/upstream (lib/upstream/proxy.ts)
 * on node:http and an undici pool, run by server.mjs's front process, where
 * Next.js is not loaded (bundled by scripts/build.mjs). Next's own request
 * handling costs ~0.6 ms of CPU per call, several times what the upstream
 * spends on a typical one; this path costs about a tenth of that (figures:
 * bench/report.md, Proxy cost).
 */

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
let upstreamTarget: { pool: Pool; prefix: string; timeoutMs: number } | null = null;
function target() {
  if (upstreamTarget) return upstreamTarget;
  const env = serverEnv();
  const url = new URL(env.UPSTREAM_URL);
  upstreamTarget = {
    // undici's pool: keep-alive connections, at about two thirds of the CPU per call of node:http's client.
    pool: new Pool(url.origin, { connections: 256 }),
    prefix: url.pathname.replace(/\/+$/, ''),
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
  };
  return upstreamTarget;
}

/**
 * Answers a proxy request. Written with callbacks, and without waiting when the
 * session is already unsealed: this runs for every client call.
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
  }
  upstreamAt.pool.dispatch(
    {
      path: `${upstreamAt.prefix}${path}`,
      method: method as Dispatcher.HttpMethod,
      headers,
      body: hasBody ? req : null,
      headersTimeout: upstreamAt.timeoutMs,
      bodyTimeout: upstreamAt.timeoutMs,
    },
    new Relay(req, res, session, credentials),
  );
}

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/**
 * One upstream answer on its way to the browser: the forwarded headers plus the
 * API security headers, upstream cookies folded into the sealed session (a 401
 * ends it), small bodies sent with their headers in one write, large ones
 * streamed (gzipped when the browser accepts it) with backpressure.
 */
class Relay implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | null = null;
  private status = 502;
  private headers: Record<string, string | string[]> = {};
  /** Body chunks held back: the whole of a small body, or a large one's first chunks while the session is resealed. */
  private held: Buffer[] | null = [];
  private stream: Writable | null = null;
  private sealing: Promise<void> | null = null;
  private answered = false;

  constructor(
    private readonly req: IncomingMessage,
    private readonly res: ServerResponse,
    private readonly session: SessionData,
    private readonly credentials: { jar: CookieJar; visitorHash: string },
  ) {
    // The browser went away (navigation cancels its requests): stop the upstream call too.
    res.on('close', () => {
      if (!res.writableFinished) this.controller?.abort(new Error('The browser closed the request.'));
    });
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.res.destroyed) controller.abort(new Error('The browser closed the request.'));
  }

  onResponseStart(controller: Dispatcher.DispatchController, status: number, upstream: IncomingHttpHeaders): void {
    if (status < 200) return;
    this.status = status;
    const headers: Record<string, string | string[]> = { ...(cachedBaseHeaders ??= baseHeaders()) };
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = upstream[name];
      if (value) headers[name] = value;
    }
    const length = Number(upstream['content-length'] ?? Number.NaN);
    const compress =
      /\bgzip\b/.test(String(this.req.headers['accept-encoding'] ?? '')) &&
      !(length < COMPRESS_MIN_BYTES) &&
      /^(application\/json|text\/)/.test(String(upstream['content-type'] ?? ''));
    if (compress) {
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    } else if (Number.isFinite(length)) {
      headers['Content-Length'] = String(length);
    }
    this.headers = headers;
    const whole = !compress && length <= SMALL_BODY_BYTES;

    // Upstream cookies go into the sealed session, never to the browser; a 401 ends the session.
    const setCookie = upstream['set-cookie'];
    const setCookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
    if (status === 401) {
      headers['Set-Cookie'] = sessionSetCookie('', clearedCookieOptions());
    } else if (setCookies.length) {
      const jar = applySetCookies(this.credentials.jar, setCookies);
      if (!sameJar(this.session.jar, jar)) {
        controller.pause();
        this.sealing = sealSession({ ...this.session, jar, visitorHash: this.credentials.visitorHash }).then(
          (sealed) => {
            this.sealing = null;
            headers['Set-Cookie'] = sessionSetCookie(sealed.value, sealed.options);
            if (!whole) this.startStream(compress);
            controller.resume();
          },
          () => {
            this.sealing = null;
            controller.abort(new Error('The session could not be sealed.'));
          },
        );
        return;
      }
    }
    if (!whole) this.startStream(compress);
  }

  private startStream(compress: boolean): void {
    const res = this.res;
    res.writeHead(this.status, this.headers);
    const done = (error: Error | null) => {
      if (error) res.destroy();
    };
    if (compress) {
      const gzip = zlib.createGzip();
      pipeline(gzip, res, done);
      this.stream = gzip;
    } else {
      this.stream = res;
    }
    for (const chunk of this.held ?? []) this.stream.write(chunk);
    this.held = null;
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.held) {
      this.held.push(chunk);
      return;
    }
    if (this.stream && !this.stream.write(chunk)) {
      controller.pause();
      this.stream.once('drain', () => controller.resume());
    }
  }

  onResponseEnd(): void {
    if (this.sealing) {
      void this.sealing.then(() => this.onResponseEnd());
      return;
    }
    if (this.answered) return;
    this.answered = true;
    if (this.stream) {
      this.stream.end();
      return;
    }
    const held = this.held ?? [];
    const body = held.length === 1 ? held[0]! : Buffer.concat(held);
    this.res.writeHead(this.status, this.headers);
    // As a latin1 string (byte for byte), Node sends the body in one write with the headers, without a writev.
    this.res.end(body.toString('latin1'), 'latin1');
  }

  /** Also called without a controller, when no connection could be made. */
  onResponseError(_controller: Dispatcher.DispatchController | null, error: Error): void {
    if (this.answered || this.res.destroyed) return;
    this.answered = true;
    const timedOut = TIMEOUT_CODES.has((error as { code?: string }).code ?? '');
    sendJson(this.res, timedOut ? 504 : 502, { message: timedOut ? PROXY_MESSAGES.timedOut : PROXY_MESSAGES.unreachable });
  }

}
