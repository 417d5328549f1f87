import 'server-only';
import { z } from 'zod';
import { DEFAULT_UPSTREAM_URL } from '@/lib/constants';

/**
 * Server environment, validated once. A missing or short SESSION_SECRET is a
 * startup error (server.mjs and instrumentation.ts call serverEnv() when the server boots).
 */
const schema = z.object({
  SESSION_SECRET: z
    .string({ error: 'SESSION_SECRET is missing: set it to a random string of at least 32 characters.' })
    .min(32, { error: 'SESSION_SECRET is too short: it needs at least 32 characters.' }),
  UPSTREAM_URL: z.url({ error: 'UPSTREAM_URL must be an absolute http(s) URL.' }).default(DEFAULT_UPSTREAM_URL),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(15000),
  /** "local" relaxes Secure cookies and HSTS for http://localhost runs (demo, e2e). */
  CREWDESK_ENV: z.enum(['local', 'production']).optional(),
});

export type ServerEnv = z.infer<typeof schema> & { isLocal: boolean };

let cached: ServerEnv | undefined;

export class EnvError extends Error {
  override name = 'EnvError';
}

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.message}`).join('\n');
    throw new EnvError(`Crewdesk cannot start: invalid environment\n${lines}`);
  }
  const isLocal = (parsed.data.CREWDESK_ENV ?? (source.NODE_ENV === 'production' ? 'production' : 'local')) === 'local';
  return { ...parsed.data, UPSTREAM_URL: parsed.data.UPSTREAM_URL.replace(/\/+$/, ''), isLocal };
}

export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}
