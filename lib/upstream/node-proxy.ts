import 'server-only';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { pipeline, type Writable } from 'node:stream';
import zlib from 'node:zlib';
import type { Dispatcher } from 'undici';
import { serverEnv } from '@/lib/env';
import { isWriteMethod, type RequestLike } from '@/lib/security/same-origin';
import { API_CSP, staticSecurityHeaders } from '@/lib/security/static-headers.mjs';
import { clearedCookieOptions, peekSession, sealSession, sessionCookieOf, sessionSetCookie, unsealSession } from '@/lib/session/cookie';
import { isSignedIn, type SessionData } from '@/lib/session/types';
import { upstreamHeaders } from '@/lib/upstream/headers';
import { applySetCookies, sameJar, type CookieJar } from '@/lib/upstream/cookie-jar';
import { checkProxyRequest, FORWARDED_RESPONSE_HEADERS, isProxyPath, PROXY_MESSAGES, PROXY_PREFIX, sessionEndedBy, WHOLE_RESPONSE_BYTES } from '@/lib/upstream/proxy';
import { isTimeout, proxyUpstream } from '@/lib/upstream/proxy-upstream';
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

function baseHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Security-Policy': API_CSP, 'Cache-Control': 'no-store' };
  for (const { key, value } of staticSecurityHeaders(serverEnv().isLocal)) headers[key] = value;
  return headers;
}
let cachedBaseHeaders: Record<string, string> | null = null;

function sendJson(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { ...(cachedBaseHeaders ??= baseHeaders()), ...extra, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

/**
 * A 413, maybe while the client is still sending: the rest of the body is read
 * and dropped (never held), and the connection closes after the answer.
 */
export function sendTooLarge(req: IncomingMessage, res: ServerResponse): void {
  req.resume();
  sendJson(res, 413, { message: PROXY_MESSAGES.tooLarge }, { Connection: 'close' });
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

/**
 * True when server.mjs should hand this request to `handleProxyRequest` instead
 * of Next.js: also for paths that reach the proxy only once normalised
 * (`/./api/upstream/…`), which the proxy then refuses.
 */
export function isProxyRequest(url: string | undefined): boolean {
  if (!url) return false;
  if (url.startsWith(`${PROXY_PREFIX}/`)) return true;
  const queryAt = url.indexOf('?');
  return isProxyPath(queryAt < 0 ? url : url.slice(0, queryAt));
}

/**
 * Reads a node request's body up to `limit` bytes (the declared length was
 * checked before); calls back with null once it goes over, without holding more.
 */
export function readNodeBody(req: IncomingMessage, limit: number, done: (body: Buffer | null) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let over = false;
  req.on('data', (chunk: Buffer) => {
    if (over) return;
    size += chunk.length;
    if (size > limit) {
      over = true;
      chunks.length = 0;
      done(null);
      return;
    }
    chunks.push(chunk);
  });
  req.on('end', () => {
    if (!over) done(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
  });
  req.on('error', () => {
    if (!over) {
      over = true;
      done(null);
    }
  });
}

/**
 * Answers a proxy request. Written with callbacks, and without waiting when the
 * session is already unsealed: this runs for every client call.
 */
export function handleProxyRequest(req: IncomingMessage, res: ServerResponse): void {
  const fail = () => sendJson(res, 502, { message: PROXY_MESSAGES.unreachable });
  try {
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const check = checkProxyRequest(requestLike(req), queryAt < 0 ? url : url.slice(0, queryAt));
    if (!check.ok) return check.status === 413 ? sendTooLarge(req, res) : sendJson(res, check.status, { message: check.message });

    const sealed = sessionCookieOf(req.headers.cookie);
    const known = peekSession(sealed);
    const go = (session: SessionData) => {
      if (!isSignedIn(session)) return sendJson(res, 401, { message: PROXY_MESSAGES.unauthenticated });
      const path = `${check.path}${queryAt < 0 ? '' : url.slice(queryAt)}`;
      if (!check.write) return forward(req, res, check.method, path, session, null);
      readNodeBody(req, check.bodyLimit, (body) => {
        if (!body) return sendTooLarge(req, res);
        forward(req, res, check.method, path, session, body);
      });
    };
    if (known) return go(known);
    unsealSession(sealed, { readOnly: true }).then(go).catch(fail);
  } catch {
    fail();
  }
}

function forward(req: IncomingMessage, res: ServerResponse, method: string, path: string, session: SessionData, body: Buffer | null): void {
  const upstreamAt = proxyUpstream();
  const credentials = { jar: session.jar ?? {}, visitorHash: ensureVisitorHash(session.visitorHash) };
  const headers: Record<string, string> = upstreamHeaders(method, credentials, req.headers.accept, req.socket.remoteAddress);
  if (body) {
    if (req.headers['content-type']) headers['Content-Type'] = req.headers['content-type'];
    headers['Content-Length'] = String(body.length);
  }
  upstreamAt.pool.dispatch(
    {
      path: `${upstreamAt.prefix}${path}`,
      method: method as Dispatcher.HttpMethod,
      headers,
      body,
      headersTimeout: upstreamAt.headersTimeout,
      bodyTimeout: upstreamAt.bodyTimeout,
    },
    new Relay(req, res, session, credentials, isWriteMethod(method)),
  );
}

/**
 * One upstream answer on its way to the browser: the forwarded headers plus the
 * API security headers, upstream cookies folded into the sealed session (an
 * answer that says the upstream session is over ends it, as a plain 401),
 * small bodies sent with their headers in one write, large ones streamed
 * (gzipped when the browser accepts it) with backpressure.
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
  /** The upstream said the session is over (sessionEndedBy): its body is dropped for a plain 401. */
  private ended = false;

  constructor(
    private readonly req: IncomingMessage,
    private readonly res: ServerResponse,
    private readonly session: SessionData,
    private readonly credentials: { jar: CookieJar; visitorHash: string },
    private readonly write: boolean,
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
    if (sessionEndedBy(status, this.write)) {
      this.ended = true;
      return;
    }
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
    const whole = !compress && length <= WHOLE_RESPONSE_BYTES;

    // Upstream cookies go into the sealed session, never to the browser.
    const setCookie = upstream['set-cookie'];
    const setCookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
    if (setCookies.length) {
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
    if (this.ended) return;
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
    if (this.ended) {
      sendJson(this.res, 401, { message: PROXY_MESSAGES.unauthenticated }, { 'Set-Cookie': sessionSetCookie('', clearedCookieOptions()) });
      return;
    }
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
    const timedOut = isTimeout(error);
    sendJson(this.res, timedOut ? 504 : 502, { message: timedOut ? PROXY_MESSAGES.timedOut : PROXY_MESSAGES.unreachable });
  }

}
