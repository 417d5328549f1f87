/** Request header middleware sets to this request's CSP nonce, for the page's own script tags. */
export const NONCE_HEADER = 'x-nonce';

/**
 * The per-request Content-Security-Policy. Scripts run only with this
 * request's nonce ('strict-dynamic' lets Next's chunks load); frames are
 * refused; images may come from the upstream's public file host.
 */
export interface CspOptions {
  nonce: string;
  isDev: boolean;
  isLocal: boolean;
  imageOrigins?: readonly string[];
  connectOrigins?: readonly string[];
}

export function contentSecurityPolicy({ nonce, isDev, isLocal, imageOrigins = [], connectOrigins = [] }: CspOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ''}`,
    // Radix and Next set inline style attributes, which nonces cannot cover.
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...imageOrigins].join(' '),
    "font-src 'self'",
    ['connect-src', "'self'", ...connectOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(isLocal ? [] : ['upgrade-insecure-requests']),
  ];
  return directives.join('; ');
}

export { API_CSP } from './static-headers.mjs';


export function createNonce(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** Origins of absolute URLs, ignoring anything unparsable. */
export function originsOf(urls: readonly (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // not a URL: leave it out of the policy
    }
  }
  return [...origins];
}
