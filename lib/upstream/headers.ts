import { cookieHeader, xsrfTokenOf, type CookieJar } from '@/lib/upstream/cookie-jar';

/**
 * The headers of every upstream call. Kept apart from lib/upstream/client.ts
 * (server-only, with the environment's secrets) because they hold none: the
 * React-free sign-in page (pages/login.tsx), which the Pages Router builds
 * without server-only modules, asks the upstream with them too.
 */

export const VISITOR_HASH_HEADER = 'X-Visitor-Hash';

export interface UpstreamCredentials {
  jar: CookieJar;
  visitorHash: string;
}

/** The headers every upstream call carries: XHR, visitor hash, the user's cookies, XSRF on writes. */
export function upstreamHeaders(method: string, credentials: UpstreamCredentials, accept = 'application/json', clientAddress?: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: accept,
    'X-Requested-With': 'XMLHttpRequest',
    [VISITOR_HASH_HEADER]: credentials.visitorHash,
  };
  // The browser's address, for the upstream's network setup (clocking in only from the office network).
  if (clientAddress) headers['X-Forwarded-For'] = clientAddress;
  const cookies = cookieHeader(credentials.jar);
  if (cookies) headers.Cookie = cookies;
  const xsrf = xsrfTokenOf(credentials.jar);
  if (xsrf && method !== 'GET') headers['X-XSRF-TOKEN'] = xsrf;
  return headers;
}
