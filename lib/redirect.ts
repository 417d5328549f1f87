import { withoutBasePath } from '@/lib/base-path';
import { LANDING_ROUTE } from '@/lib/constants';

const PROBE_ORIGIN = 'http://crewdesk.invalid';

/** The shape rules a redirect path must meet, before and after normalisation. */
function hasSafeShape(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return false;
  }
  return !decoded.startsWith('//') && !decoded.includes('\\');
}

/**
 * Paths the app answers with something other than a screen, by their first segment (decoded, any case):
 * route handlers (`/api/…`: `/api/auth/expired` signed the user straight out again, `/api/auth/logout`
 * answered 405, the proxy raw JSON), the framework's own paths (`/_next/…`; no page's path begins with
 * `_`, which Next.js keeps for itself and for private folders), and the files middleware.ts's matcher
 * leaves out (public/'s images and favicon, fonts, robots.txt). The sign-in pages are no target either:
 * a redirect loop.
 */
const NOT_A_SCREEN = /^\/(?:(?:api|images|fonts|login)(?:\/|$)|_|(?:favicon\.ico|robots\.txt)$)/i;

function isScreenPath(pathname: string): boolean {
  try {
    return !NOT_A_SCREEN.test(decodeURIComponent(pathname));
  } catch {
    return false;
  }
}

/**
 * The path within the app: the deployment prefix taken off, every copy of it. A path copied from the
 * address bar carries it and every caller adds it again (withBasePath, the gate's redirect), which made
 * /hr/hr/people; taking off every copy means that checking a checked path, as the sign-in page, its
 * route and its script each do, changes nothing. (No route of the table begins with a prefix's segment.)
 */
function withoutAnyBasePath(pathname: string): string {
  let path = pathname;
  for (let shorter = withoutBasePath(path); shorter !== path; shorter = withoutBasePath(path)) path = shorter;
  return path;
}

/**
 * Returns `value` when it is a same-site path of a screen of the app, else `fallback`.
 * Rejects absolute and protocol-relative URLs, backslash tricks, control
 * characters, what is not a screen (route handlers, the framework's and public
 * files) and the auth pages themselves (no redirect loops). The rules are
 * checked on the raw value and again on the normalised path that is returned
 * (`/.//evil.example/` normalises to `//evil.example/`). The build's basePath
 * is taken off: the path returned is one within the app.
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string = LANDING_ROUTE): string {
  if (!value || typeof value !== 'string' || !hasSafeShape(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const pathname = withoutAnyBasePath(url.pathname);
  if (!isScreenPath(pathname)) return fallback;
  const normalised = `${pathname}${url.search}${url.hash}`;
  return hasSafeShape(normalised) ? normalised : fallback;
}

/** `/login?redirect=<path>` for a path the gate turned away. */
export function loginPathFor(path: string): string {
  const target = safeRedirectPath(path, '');
  return target && target !== LANDING_ROUTE ? `/login?redirect=${encodeURIComponent(target)}` : '/login';
}
