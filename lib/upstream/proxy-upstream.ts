import 'server-only';
import { Pool } from 'undici';
import { serverEnv } from '@/lib/env';

/**
 * Where both proxy mounts send their calls (lib/upstream/proxy.ts): one undici
 * pool per process, resolved once from UPSTREAM_URL (which may carry a path
 * prefix), with the proxy's timeouts: UPSTREAM_TIMEOUT_MS until the response
 * headers (`headersTimeout`), then between two body chunks (`bodyTimeout`).
 */
export interface ProxyUpstream {
  pool: Pool;
  prefix: string;
  headersTimeout: number;
  bodyTimeout: number;
}

let resolved: ProxyUpstream | null = null;

export function proxyUpstream(): ProxyUpstream {
  if (resolved) return resolved;
  const env = serverEnv();
  const url = new URL(env.UPSTREAM_URL);
  resolved = {
    // Keep-alive connections, at about two thirds of the CPU per call of node:http's client.
    pool: new Pool(url.origin, { connections: 256 }),
    prefix: url.pathname.replace(/\/+$/, ''),
    headersTimeout: env.UPSTREAM_TIMEOUT_MS,
    bodyTimeout: env.UPSTREAM_TIMEOUT_MS,
  };
  return resolved;
}

/** undici's codes for the two timeouts. */
export const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
export const isTimeout = (error: unknown) => TIMEOUT_CODES.has((error as { code?: string } | null)?.code ?? '');
