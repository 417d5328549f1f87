import { BASE_PATH } from '@/lib/base-path';
import { findEndpoint } from '@/lib/upstream/endpoints';

/**
 * The proxy's rules, shared by its two mounts: the route handler
 * (app/api/upstream, used by `next dev`) and the fast path that server.mjs's
 * front process runs without Next.js (lib/upstream/node-proxy.ts).
 */

export const PROXY_PREFIX = `${BASE_PATH}/api/upstream`;
/** Upstream response headers the browser gets; everything else (Set-Cookie above all) stays here. */
export const FORWARDED_RESPONSE_HEADERS = ['content-type', 'content-disposition'] as const;
export const PROXY_MESSAGES = {
  notFound: 'Not found.',
  unauthenticated: 'Unauthenticated.',
  unreachable: 'The server could not be reached.',
  timedOut: 'The server took too long to answer.',
} as const;

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
