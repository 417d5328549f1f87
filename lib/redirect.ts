import { LANDING_ROUTE } from '@/lib/constants';

const PROBE_ORIGIN = 'http://crewdesk.invalid';

/**
 * Returns `value` when it is a same-site app path, else `fallback`.
 * Rejects absolute and protocol-relative URLs, backslash tricks, control
 * characters and the auth pages themselves (no redirect loops).
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string = LANDING_ROUTE): string {
  if (!value || typeof value !== 'string') return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  if (decoded.startsWith('//') || decoded.includes('\\')) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login?redirect=<path>` for a path the gate turned away. */
export function loginPathFor(path: string): string {
  const target = safeRedirectPath(path, '');
  return target && target !== LANDING_ROUTE ? `/login?redirect=${encodeURIComponent(target)}` : '/login';
}
