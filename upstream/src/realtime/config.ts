import fs from 'node:fs';

/**
 * The realtime server's settings: explicit options win, then the environment.
 * It runs only when a port is given (REALTIME_PORT; the CLI defaults to 6001).
 */

export const DEFAULT_REALTIME_PORT = 6001;

export interface RealtimeOptions {
  /** 0 picks a free port. Env REALTIME_PORT ("off" or unset: no realtime server). */
  port?: number;
  /** Env REALTIME_HOST, default 127.0.0.1. */
  host?: string;
  /** The broadcasting-auth URL (auth host + endpoint, basePath included). Env REALTIME_AUTH_URL, default `${APP_URL}/api/realtime/auth`. */
  authUrl?: string;
  /** PEM certificate and key (file paths). Env REALTIME_TLS_CERT, REALTIME_TLS_KEY. */
  tlsCert?: string;
  tlsKey?: string;
  /** Browser origins allowed to connect (CORS for the polling transport). Env REALTIME_ALLOWED_ORIGINS (comma-separated), default the APP_URL origin. */
  allowedOrigins?: string[];
}

export interface RealtimeConfig {
  port: number;
  host: string;
  authUrl: string;
  tls: { cert: Buffer; key: Buffer } | null;
  allowedOrigins: string[];
}

export class RealtimeConfigError extends Error {
  override name = 'RealtimeConfigError';
}

/** Local runs (demo, tests, e2e) may use plain ws://; anywhere else TLS is required. */
export function isLocalRun(env: Record<string, string | undefined>): boolean {
  return (env.CREWDESK_ENV ?? (env.NODE_ENV === 'production' ? 'production' : 'local')) === 'local';
}

/** Null when no realtime port is configured. Throws RealtimeConfigError when TLS is missing outside local runs. */
export function resolveRealtimeConfig(
  options: RealtimeOptions,
  env: Record<string, string | undefined>,
  appUrl: string,
): RealtimeConfig | null {
  const fromEnv = env.REALTIME_PORT?.trim();
  if (options.port === undefined && (!fromEnv || fromEnv === 'off')) return null;
  const rawPort = options.port ?? Number(fromEnv);
  if (!Number.isInteger(rawPort) || rawPort < 0 || rawPort > 65535) {
    throw new RealtimeConfigError(`REALTIME_PORT must be a port number (got "${env.REALTIME_PORT ?? rawPort}")`);
  }
  const certPath = options.tlsCert ?? env.REALTIME_TLS_CERT;
  const keyPath = options.tlsKey ?? env.REALTIME_TLS_KEY;
  if (!!certPath !== !!keyPath) throw new RealtimeConfigError('Set both REALTIME_TLS_CERT and REALTIME_TLS_KEY, or neither');
  if (!certPath && !isLocalRun(env)) {
    throw new RealtimeConfigError('The realtime server needs TLS outside local runs: set REALTIME_TLS_CERT and REALTIME_TLS_KEY');
  }
  const allowed =
    options.allowedOrigins ??
    (env.REALTIME_ALLOWED_ORIGINS?.trim()
      ? env.REALTIME_ALLOWED_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean)
      : [new URL(appUrl).origin]);
  return {
    port: rawPort,
    host: options.host ?? (env.REALTIME_HOST || '127.0.0.1'),
    authUrl: options.authUrl ?? (env.REALTIME_AUTH_URL || `${appUrl}/api/realtime/auth`),
    tls: certPath && keyPath ? { cert: fs.readFileSync(certPath), key: fs.readFileSync(keyPath) } : null,
    allowedOrigins: allowed,
  };
}
