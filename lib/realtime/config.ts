import 'server-only';
import { REALTIME_PORT } from '@/lib/constants';
import { serverEnv } from '@/lib/env';

/** A port written in the address itself (`URL` drops one that is its scheme's default, such as :443). */
const EXPLICIT_PORT = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(?:\[[^\]]*\]|[^:/?#]*):(\d+)(?:[/?#]|$)/i;

/**
 * Where browsers reach the realtime server: REALTIME_URL, read at run time
 * (never baked into the build) and handed to the client provider as a prop.
 * As the spec says, the port defaults to 6001 (an address without one gets
 * it; write :443 to use the scheme's own) and TLS is forced outside local
 * runs: http becomes https.
 */
export function realtimeUrl(source: Record<string, string | undefined> = process.env, isLocal = serverEnv().isLocal): string | null {
  const raw = source.REALTIME_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol === 'ws:') url.protocol = 'http:';
  if (url.protocol === 'wss:') url.protocol = 'https:';
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!isLocal) url.protocol = 'https:';
  // Set again after the scheme changed: http's :80 must not become https's 443.
  url.port = EXPLICIT_PORT.exec(raw)?.[1] ?? String(REALTIME_PORT);
  return url.origin;
}

/** connect-src entries for the CSP: the realtime origin in its http(s) and ws(s) forms. */
export function realtimeConnectOrigins(source: Record<string, string | undefined> = process.env, isLocal = serverEnv().isLocal): string[] {
  const url = realtimeUrl(source, isLocal);
  if (!url) return [];
  return [url, url.replace(/^http/, 'ws')];
}
