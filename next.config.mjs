// @ts-check
import { API_CSP, staticSecurityHeaders } from './lib/security/static-headers.mjs';

/**
 * BASE_PATH is read at build time: links, redirects, the session cookie path,
 * API calls and the realtime auth URL all derive from it (see lib/base-path.ts).
 */
const basePath = normaliseBasePath(process.env.BASE_PATH);
const isLocal = process.env.CREWDESK_ENV === 'local' || process.env.NODE_ENV !== 'production';

/** @type {import('next').NextConfig} */
const nextConfig = {
  basePath: basePath || undefined,
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
  experimental: { authInterrupts: true },
  async headers() {
    return [
      { source: '/:path*', headers: staticSecurityHeaders(isLocal) },
      // Route handlers answer JSON only: nothing may render or frame it.
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: API_CSP }] },
    ];
  },
};

/** @param {string | undefined} value */
function normaliseBasePath(value) {
  if (!value || value === '/') return '';
  const trimmed = value.replace(/\/+$/, '');
  if (!/^\/[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/.test(trimmed)) {
    throw new Error(`BASE_PATH must look like "/hr" (got "${value}")`);
  }
  return trimmed;
}

export default nextConfig;
