// @ts-check
import { API_CSP, ASSET_CSP, ASSET_PATH_SOURCES, staticSecurityHeaders } from './lib/security/static-headers.mjs';
import { normaliseBasePath } from './lib/server/base-path.mjs';

/**
 * BASE_PATH is read at build time: links, redirects, the session cookie path,
 * API calls and the realtime auth URL all derive from it (see lib/base-path.ts).
 * `npm run build` records it in the build and `npm start` (server.mjs) serves
 * the build with its own value (lib/server/base-path.mjs).
 */
const basePath = normaliseBasePath(process.env.BASE_PATH);
const isLocal = process.env.CREWDESK_ENV === 'local' || process.env.NODE_ENV !== 'production';

/** @type {import('next').NextConfig} */
const nextConfig = {
  basePath: basePath || undefined,
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // CREWDESK_LOGIN_SCRIPT: the sign-in page's script, which `npm run build` bundles (scripts/build.mjs).
  env: { NEXT_PUBLIC_BASE_PATH: basePath, CREWDESK_LOGIN_SCRIPT: process.env.CREWDESK_LOGIN_SCRIPT ?? '' },
  experimental: { authInterrupts: true },
  // `npm test` type-checks the whole tree (tsc --noEmit) before its e2e builds and
  // says so with CREWDESK_TYPECHECKED=1; those builds skip Next.js's second check.
  typescript: { ignoreBuildErrors: process.env.CREWDESK_TYPECHECKED === '1' },
  async headers() {
    return [
      { source: '/:path*', headers: staticSecurityHeaders(isLocal) },
      // Route handlers answer JSON only: nothing may render or frame it.
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: API_CSP }] },
      // Paths middleware does not see (its matcher leaves them out) get a policy of their own.
      ...ASSET_PATH_SOURCES.map((source) => ({ source, headers: [{ key: 'Content-Security-Policy', value: ASSET_CSP }] })),
    ];
  },
};

export default nextConfig;
