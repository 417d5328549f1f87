import 'server-only';
import { serverEnv } from '@/lib/env';

/**
 * Where browsers reach the realtime server: REALTIME_URL, read at run time
 * (never baked into the build) and handed to the client provider as a prop.
 * Outside local runs TLS is forced, as the spec says: http becomes https.
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
  return url.origin;
}

/** connect-src entries for the CSP: the realtime origin in its http(s) and ws(s) forms. */
export function realtimeConnectOrigins(source: Record<string, string | undefined> = process.env, isLocal = serverEnv().isLocal): string[] {
  const url = realtimeUrl(source, isLocal);
  if (!url) return [];
  return [url, url.replace(/^http/, 'ws')];
}
