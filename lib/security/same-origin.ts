/**
 * The write rule for the proxy and the auth handlers: a state-changing request
 * must carry X-Requested-With: XMLHttpRequest (which a cross-site form cannot
 * send without a CORS preflight we never grant) and come from this origin
 * (Sec-Fetch-Site, else Origin). Returns a reason when refused.
 */
export const XHR_HEADER = 'X-Requested-With';
export const XHR_VALUE = 'XMLHttpRequest';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What the rule reads: a fetch Request, or a node request seen through `nodeRequestLike`. */
export interface RequestLike {
  method: string;
  url: string;
  headers: { get(name: string): string | null };
}

export function isWriteMethod(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

export function refuseCrossSiteWrite(request: RequestLike, expectedOrigin: string): string | null {
  if (!isWriteMethod(request.method)) return null;
  if (request.headers.get(XHR_HEADER) !== XHR_VALUE) return 'missing X-Requested-With header';
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin') return `cross-site request (${fetchSite})`;
  const origin = request.headers.get('origin');
  if (origin && origin !== expectedOrigin) return 'origin mismatch';
  if (!fetchSite && !origin) return 'missing Origin header';
  return null;
}

/** The JSON message of a refused write. */
export const refusalMessage = (reason: string) => `Request refused: ${reason}.`;

/** The origin the browser used to reach us (honours a reverse proxy's forwarded headers). */
export function requestOrigin(request: RequestLike): string {
  return headersOrigin(request.headers, new URL(request.url, 'http://localhost'));
}

/** The same from the headers alone (a server component's `headers()`), the request's URL as the fallback. */
export function headersOrigin(headers: RequestLike['headers'], url = new URL('http://localhost')): string {
  const host = headers.get('x-forwarded-host') ?? headers.get('host') ?? url.host;
  const proto = headers.get('x-forwarded-proto') ?? url.protocol.replace(':', '');
  return `${proto.split(',')[0]!.trim()}://${host.split(',')[0]!.trim()}`;
}

/**
 * A navigation this app started (a link, a redirect of ours): the browser's
 * Sec-Fetch-Site says same-origin, which no other site can make it send.
 */
export function isSameOriginNavigation(request: RequestLike): boolean {
  return request.headers.get('sec-fetch-site') === 'same-origin';
}
