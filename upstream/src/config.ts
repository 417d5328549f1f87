import path from 'node:path';

/** Server options: explicit values win, then environment variables, then defaults. */

export interface UpstreamOptions {
  /** SQLite file, or ":memory:". Env UPSTREAM_DB. */
  dbPath?: string;
  /** 0 picks a free port. Env UPSTREAM_PORT, default 8010. */
  port?: number;
  host?: string;
  /** Drop and reseed the database. */
  reset?: boolean;
  /** Delay before every response. Env UPSTREAM_LATENCY_MS. */
  latencyMs?: number;
  /** Fraction (0..1) of API requests that answer 500. Env UPSTREAM_FAULT_RATE. */
  faultRate?: number;
  /** Front-end base URL including any basePath. Env APP_URL. */
  appUrl?: string;
  /** Base of absolute image and identity-provider URLs. Env UPSTREAM_PUBLIC_URL, default the server's own URL. */
  publicUrl?: string;
  /** The /__dev helpers. Env UPSTREAM_DEV_ROUTES=0 turns them off. */
  devRoutes?: boolean;
  /** Log each request to stderr. Env UPSTREAM_LOG=1. */
  logRequests?: boolean;
  /** Generated people (with a month of attendance) seeded on top of the demo company. Env UPSTREAM_SEED_PEOPLE. */
  seedPeople?: number;
  /** Environment to read fallbacks from (tests pass {} to ignore the shell's). */
  env?: Record<string, string | undefined>;
}

export interface UpstreamConfig {
  dbPath: string;
  port: number;
  host: string;
  reset: boolean;
  latencyMs: number;
  faultRate: number;
  appUrl: string;
  /** Known once the server listens. */
  publicUrl: string;
  devRoutes: boolean;
  logRequests: boolean;
  seedPeople: number;
}

export const DEFAULT_DB_PATH = path.join(__dirname, '..', 'data', 'crewdesk.sqlite');
export const DEFAULT_PORT = 8010;

function numberFrom(name: string, raw: string | undefined, check: (n: number) => boolean, hint: string): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || !check(value)) throw new Error(`${name} must be ${hint} (got "${raw}")`);
  return value;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function resolveConfig(options: UpstreamOptions = {}): UpstreamConfig {
  const env = options.env ?? process.env;
  const port = options.port ?? numberFrom('UPSTREAM_PORT', env.UPSTREAM_PORT, (n) => Number.isInteger(n) && n >= 0 && n < 65536, 'a port number');
  const latencyMs =
    options.latencyMs ?? numberFrom('UPSTREAM_LATENCY_MS', env.UPSTREAM_LATENCY_MS, (n) => n >= 0, 'a non-negative number');
  const faultRate =
    options.faultRate ?? numberFrom('UPSTREAM_FAULT_RATE', env.UPSTREAM_FAULT_RATE, (n) => n >= 0 && n <= 1, 'between 0 and 1');
  if (faultRate !== undefined && (faultRate < 0 || faultRate > 1)) throw new Error('faultRate must be between 0 and 1');
  const seedPeople =
    options.seedPeople ?? numberFrom('UPSTREAM_SEED_PEOPLE', env.UPSTREAM_SEED_PEOPLE, (n) => Number.isInteger(n) && n >= 0, 'a non-negative integer');
  const publicUrl = options.publicUrl ?? env.UPSTREAM_PUBLIC_URL;
  return {
    dbPath: options.dbPath ?? (env.UPSTREAM_DB || DEFAULT_DB_PATH),
    port: port ?? DEFAULT_PORT,
    host: options.host ?? '127.0.0.1',
    reset: options.reset ?? false,
    latencyMs: latencyMs ?? 0,
    faultRate: faultRate ?? 0,
    appUrl: trimSlash(options.appUrl ?? (env.APP_URL || 'http://localhost:3000')),
    publicUrl: publicUrl ? trimSlash(publicUrl) : '',
    devRoutes: options.devRoutes ?? env.UPSTREAM_DEV_ROUTES !== '0',
    logRequests: options.logRequests ?? env.UPSTREAM_LOG === '1',
    seedPeople: seedPeople ?? 0,
  };
}
