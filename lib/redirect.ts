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
 * Returns `value` when it is a same-site app path, else `fallback`.
 * Rejects absolute and protocol-relative URLs, backslash tricks, control
 * characters and the auth pages themselves (no redirect loops). The rules are
 * checked on the raw value and again on the normalised path that is returned
 * (`/.//evil.example/` normalises to `//evil.example/`).
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
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return fallback;
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  return hasSafeShape(normalised) ? normalised : fallback;
}

/** `/login?redirect=<path>` for a path the gate turned away. */
export function loginPathFor(path: string): string {
  const target = safeRedirectPath(path, '');
  return target && target !== LANDING_ROUTE ? `/login?redirect=${encodeURIComponent(target)}` : '/login';
}
