// Plain JavaScript so that next.config.mjs (pages, redirects) and the proxy's
// fast path in server.mjs's front process (which answers without Next.js) send the same headers.

/** Policy for JSON responses (route handlers and the proxy), which never render HTML. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Policy for the paths middleware does not see (public images, fonts,
 * robots.txt, the build's files): their files, and any page rendered there (a
 * Not Found for a file that is not there), get a policy that runs no script at all.
 */
export const ASSET_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The paths middleware.ts's matcher leaves out, as next.config.mjs header sources. */
export const ASSET_PATH_SOURCES = ['/images/:path*', '/fonts/:path*', '/robots.txt', '/favicon.ico', '/_next/static/:path*', '/_next/image'];

/**
 * Headers that do not depend on the request; pages get their per-request CSP from middleware.ts.
 * @param {boolean} isLocal local runs (demo, e2e) are served over plain HTTP: no HSTS.
 * @returns {{ key: string, value: string }[]}
 */
export function staticSecurityHeaders(isLocal) {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(isLocal ? [] : [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]),
  ];
}
