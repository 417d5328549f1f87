import 'server-only';
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverEnv } from '@/lib/env';

/**
 * Signed-out sessions. Sign-out ends the upstream session, but that call can
 * fail (the upstream is down, answers 500), and a copy of the sealed cookie
 * would then stay valid for as long as the upstream session. So each session
 * has an id (`sid`, from sign-in), and sign-out records it here first: every
 * reader of the cookie (middleware, getSession, both proxy mounts) treats a
 * revoked session as no session, whatever the upstream says.
 *
 * The list is shared by every process of this server (server.mjs's front
 * process and Next.js, several instances on one host) through one small file
 * (SESSION_REVOCATION_FILE, by default in the temp dir, named after the secret),
 * and survives restarts. A process sees another's revocation within
 * `RELOAD_MS`. Entries are kept for the seal's lifetime, after which the
 * cookie is dead anyway. The file's path is known only at run time, so its
 * calls tell Turbopack not to trace it (it would trace the whole project).
 */

const RELOAD_MS = 1000;
const MAX_ENTRIES = 100_000;

let revoked = new Map<string, number>();
let checkedAt = 0;
let loadedMtime = -1;

export function revocationFile(): string {
  const env = serverEnv();
  if (process.env.SESSION_REVOCATION_FILE) return process.env.SESSION_REVOCATION_FILE;
  const tag = createHash('sha256').update(env.SESSION_SECRET).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `crewdesk-revoked-${tag}.json`);
}

function readFile(file: string): Map<string, number> {
  try {
    const entries = JSON.parse(readFileSync(/*turbopackIgnore: true*/ file, 'utf8')) as Record<string, number>;
    const now = Date.now();
    return new Map(Object.entries(entries).filter(([, until]) => typeof until === 'number' && until > now));
  } catch {
    return new Map();
  }
}

/** Picks up other processes' revocations, at most once per RELOAD_MS. */
function refresh(force = false): void {
  const now = Date.now();
  if (!force && now - checkedAt < RELOAD_MS) return;
  checkedAt = now;
  const file = revocationFile();
  let mtime: number;
  try {
    mtime = statSync(/*turbopackIgnore: true*/ file).mtimeMs;
  } catch {
    return;
  }
  if (mtime === loadedMtime) return;
  loadedMtime = mtime;
  for (const [sid, until] of readFile(file)) revoked.set(sid, Math.max(until, revoked.get(sid) ?? 0));
}

export function isRevoked(sid: string | undefined): boolean {
  if (!sid) return false;
  refresh();
  const until = revoked.get(sid);
  return until !== undefined && until > Date.now();
}

/** Ends the session `sid` everywhere until `until` (ms), the seal's own expiry. */
export function revokeSession(sid: string, until: number): void {
  refresh(true);
  const now = Date.now();
  const merged = new Map([...readFile(revocationFile())].filter(([, expiry]) => expiry > now));
  for (const [key, expiry] of revoked) if (expiry > now) merged.set(key, Math.max(expiry, merged.get(key) ?? 0));
  merged.set(sid, until);
  while (merged.size > MAX_ENTRIES) merged.delete(merged.keys().next().value!);
  revoked = merged;
  const file = revocationFile();
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(/*turbopackIgnore: true*/ temporary, JSON.stringify(Object.fromEntries(merged)), { mode: 0o600 });
  renameSync(/*turbopackIgnore: true*/ temporary, file);
  loadedMtime = statSync(/*turbopackIgnore: true*/ file).mtimeMs;
}

/** Tests: forget what this process has read. */
export function resetRevocationCache(): void {
  revoked = new Map();
  checkedAt = 0;
  loadedMtime = -1;
}
