import { BASE_PATH } from '@/lib/base-path';
import { bodyLimitOf, declaredOverLimit, TOO_LARGE_MESSAGE } from '@/lib/security/body-limit';
import { isWriteMethod, refusalMessage, refuseCrossSiteWrite, requestOrigin, XHR_HEADER, XHR_VALUE, type RequestLike } from '@/lib/security/same-origin';
import { findEndpoint } from '@/lib/upstream/endpoints';

/**
 * The proxy's rules, shared by its two mounts: the route handler
 * (app/api/upstream, used by `next dev` and `next start`) and the fast path
 * that server.mjs's front process runs without Next.js
 * (lib/upstream/node-proxy.ts). One test suite runs against both
 * (lib/upstream/proxy-mounts.test.ts). Each mount only adapts these to its
 * request and response types:
 * - what may pass: `checkProxyRequest` (table, XHR header on every call,
 *   same origin for writes, declared body size);
 * - bodies: read whole up to `bodyLimitOf(content type)` before the upstream is
 *   asked (413 beyond it), then sent with their length;
 * - time: `UPSTREAM_TIMEOUT_MS` until the upstream's headers, then the same
 *   again between two chunks of its body (an idle timeout, so a long download
 *   is not cut off while data flows): 504 when no headers came in time;
 * - answers: status and body as they are, the `FORWARDED_RESPONSE_HEADERS` only,
 *   bodies up to `WHOLE_RESPONSE_BYTES` passed on in one piece, larger ones streamed;
 * - the session: upstream cookies folded into the sealed session (never sent
 *   on), whose cookie must fit a browser's 4 KB (lib/session/cookie.ts: a
 *   session that would not fit is refused with a 502); an upstream answer that
 *   says the upstream session is over ends it (`sessionEndedBy`).
 */

export const PROXY_PREFIX = `${BASE_PATH}/api/upstream`;
/** Upstream response headers the browser gets; everything else (Set-Cookie above all) stays here. */
export const FORWARDED_RESPONSE_HEADERS = ['content-type', 'content-disposition'] as const;
/** An upstream answer up to this size is passed on in one piece; a larger one is streamed. */
export const WHOLE_RESPONSE_BYTES = 64 * 1024;
export const PROXY_MESSAGES = {
  notFound: 'Not found.',
  unauthenticated: 'Unauthenticated.',
  unreachable: 'The server could not be reached.',
  timedOut: 'The server took too long to answer.',
  tooLarge: TOO_LARGE_MESSAGE,
} as const;

/**
 * Whether an upstream answer says the user's upstream session is over: a 401,
 * or a 419 to a write (the upstream found no session, started a new one, and
 * the write's XSRF token belongs to the old one: it expired, or was signed out
 * elsewhere). The sealed session ends, and the browser gets a plain 401, which
 * sends it to sign in again and come back (lib/client/api.ts), instead of
 * "CSRF token mismatch." under a form that no save can pass any more.
 */
export function sessionEndedBy(status: number, write: boolean): boolean {
  return status === 401 || (write && status === 419);
}

/** The upstream path of a proxy URL path as the client sent it, or null when it can never be a table path. */
export function upstreamPathOf(rawPathname: string): string | null {
  if (!rawPathname.startsWith(`${PROXY_PREFIX}/`)) return null;
  const rest = rawPathname.slice(PROXY_PREFIX.length);
  // Encoded separators or dots, empty or dot segments: never a table path.
  if (/%(2f|5c|2e|00)/i.test(rest) || rest.includes('\\') || rest.includes('//')) return null;
  const segments = rest.split('/').slice(1);
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  return rest;
}

/** The upstream path to forward to, when method + path is a proxied entry of the endpoint table. */
export function proxyTarget(method: string, rawPathname: string): string | null {
  const path = upstreamPathOf(rawPathname);
  if (!path) return null;
  const match = findEndpoint(method, path);
  return match && match.endpoint.proxy !== false ? path : null;
}

export type ProxyCheck =
  | { ok: true; method: string; path: string; write: boolean; bodyLimit: number }
  | { ok: false; status: number; message: string };

/**
 * What every proxied call must pass before its body is read or the session
 * looked at. `rawPathname` is the path exactly as the client sent it.
 */
export function checkProxyRequest(request: RequestLike, rawPathname: string): ProxyCheck {
  const method = request.method.toUpperCase();
  const path = proxyTarget(method, rawPathname);
  if (!path) return { ok: false, status: 404, message: PROXY_MESSAGES.notFound };
  // Reads too: a GET can have side effects upstream (marking alerts read), and only our own scripts call the proxy.
  if (request.headers.get(XHR_HEADER) !== XHR_VALUE) return { ok: false, status: 403, message: refusalMessage('missing X-Requested-With header') };
  const write = isWriteMethod(method);
  if (write) {
    const refused = refuseCrossSiteWrite(request, requestOrigin(request));
    if (refused) return { ok: false, status: 403, message: refusalMessage(refused) };
  }
  // A read's body is never read nor forwarded.
  const bodyLimit = write ? bodyLimitOf(request.headers.get('content-type')) : 0;
  if (write && declaredOverLimit(request.headers.get('content-length'), bodyLimit)) return { ok: false, status: 413, message: PROXY_MESSAGES.tooLarge };
  return { ok: true, method, path, write, bodyLimit };
}

/**
 * Whether server.mjs's front process must answer this request itself: its
 * path, once dot segments, repeated slashes and percent-encoding are resolved
 * as a router would, is under the proxy prefix. A path that only gets there
 * after normalising (`/./api/upstream/…`) is then refused by
 * `checkProxyRequest`, which reads the raw path, instead of reaching Next.js.
 */
export function isProxyPath(rawPathname: string): boolean {
  let path = rawPathname;
  for (let pass = 0; pass < 3; pass++) {
    let next = path.replace(/[\\/]+/g, '/');
    try {
      next = new URL(`http://proxy.invalid${next.startsWith('/') ? next : `/${next}`}`).pathname;
      next = decodeURIComponent(next);
    } catch {
      // Malformed encoding: judge what could be resolved.
    }
    if (next === path) break;
    path = next;
  }
  return path === PROXY_PREFIX || path.startsWith(`${PROXY_PREFIX}/`);
}
