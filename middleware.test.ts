import { NextRequest } from 'next/server';
import type { SessionData } from '@/lib/session/types';

/**
 * The gate (middleware.ts) on real sealed cookies: the /login bounce for
 * guests with the page as the redirect query, the signed-in bounce off /login,
 * the permission snapshot (used while fresh, refreshed from /authorization
 * when stale), a 401 on refresh ending the session, and the 403 rewrite.
 */

const callUpstream = jest.fn();
jest.mock('@/lib/upstream/client', () => ({ callUpstream: (...args: unknown[]) => callUpstream(...args) }));

beforeAll(() => {
  process.env.SESSION_SECRET = 'middleware-test-session-secret-that-is-long-enough';
  process.env.CREWDESK_ENV = 'local';
});
beforeEach(() => callUpstream.mockReset());

const ORIGIN = 'http://localhost:3000';

async function cookieFor(data: SessionData): Promise<string> {
  const { sealSession } = await import('@/lib/session/cookie');
  return `crewdesk_session=${(await sealSession(data)).value}`;
}

async function gate(path: string, cookie?: string) {
  const { middleware } = await import('@/middleware');
  return middleware(new NextRequest(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} }));
}

async function employee(permissions: string[], permsAt = Date.now()): Promise<string> {
  const { encodeSnapshot } = await import('@/lib/session/snapshot');
  return cookieFor({ sid: 's', userId: 3, username: 'emma.novak', jar: { laravel_session: 'up' }, visitorHash: 'v'.repeat(32), perms: encodeSnapshot(permissions), permsAt });
}

const sessionSetCookie = (response: Response) => response.headers.getSetCookie().find((line) => line.startsWith('crewdesk_session='));

test('a guest is bounced to /login with the page and its query as the redirect', async () => {
  const response = await gate('/time/bird-view?page=2');
  expect(response.status).toBe(307);
  expect(new URL(response.headers.get('location')!).pathname).toBe('/login');
  expect(new URL(response.headers.get('location')!).searchParams.get('redirect')).toBe('/time/bird-view?page=2');
  // The landing page needs no redirect query.
  expect(new URL((await gate('/feed')).headers.get('location')!).search).toBe('');
  expect(callUpstream).not.toHaveBeenCalled();
});

test('a guest may open public pages; a signed-in user is bounced off /login to the feed', async () => {
  expect((await gate('/login')).headers.get('location')).toBeNull();
  const response = await gate('/login', await employee([]));
  expect(response.status).toBe(307);
  expect(new URL(response.headers.get('location')!).pathname).toBe('/feed');
});

/** /authorization answering with the author's permissions and the jar (the schema's own parse replaced by a pass-through). */
async function authorizationGrants(permissions: string[], jar: Record<string, string> = { laravel_session: 'up' }) {
  callUpstream.mockResolvedValue({ ok: true, status: 200, data: { app: {}, author: { id: 3, permissions } }, jar, jarChanged: jar.laravel_session !== 'up' });
  const { authorizationSchema } = await import('@/lib/auth/schemas');
  jest.spyOn(authorizationSchema, 'safeParse').mockImplementation((data) => ({ success: true, data }) as never);
}

test('a fresh snapshot that holds the permission passes without asking the upstream', async () => {
  const held = await gate('/settings', await employee(['view_app_settings_menu']));
  expect(held.headers.get('x-middleware-next')).toBe('1');
  expect(callUpstream).not.toHaveBeenCalled();
  expect(sessionSetCookie(held)).toBeUndefined();
});

test('a fresh snapshot never refuses on its own: the refusal is checked against /authorization, then the 403 screen with its status', async () => {
  await authorizationGrants([]);
  const denied = await gate('/settings', await employee([]));
  expect(callUpstream).toHaveBeenCalledTimes(1);
  expect(callUpstream).toHaveBeenCalledWith(expect.objectContaining({ path: '/authorization' }), expect.anything());
  expect(denied.status).toBe(403);
  expect(new URL(denied.headers.get('x-middleware-rewrite')!).pathname).toBe('/error-403');
  // Every answer carries the page CSP with a nonce.
  expect(denied.headers.get('content-security-policy')).toMatch(/script-src[^;]*'nonce-/);
  jest.restoreAllMocks();
});

test('a permission granted a moment ago opens the page at once (not after the snapshot ages out), and is resealed', async () => {
  await authorizationGrants(['view_app_settings_menu']);
  const response = await gate('/settings', await employee([]));
  expect(response.status).toBe(200);
  expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  const { unsealSession } = await import('@/lib/session/cookie');
  const { decodeSnapshot } = await import('@/lib/session/snapshot');
  const resealed = await unsealSession(/^crewdesk_session=([^;]+)/.exec(sessionSetCookie(response)!)![1]);
  expect(decodeSnapshot(resealed.perms)).toEqual(new Set(['view_app_settings_menu']));
  jest.restoreAllMocks();
});

test('a stale snapshot is refreshed from /authorization and resealed into the cookie', async () => {
  const newJar = { laravel_session: 'rotated' };
  await authorizationGrants(['view_app_settings_menu'], newJar);
  const response = await gate('/settings', await employee([], Date.now() - 61_000));
  expect(callUpstream).toHaveBeenCalledWith(expect.objectContaining({ path: '/authorization' }), expect.objectContaining({ jar: { laravel_session: 'up' } }));
  // The fresh permissions decide: no 403.
  expect(response.status).toBe(200);
  expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  const line = sessionSetCookie(response)!;
  const { unsealSession } = await import('@/lib/session/cookie');
  const { decodeSnapshot } = await import('@/lib/session/snapshot');
  const resealed = await unsealSession(/^crewdesk_session=([^;]+)/.exec(line)![1]);
  expect(resealed.jar).toEqual(newJar);
  expect(decodeSnapshot(resealed.perms)).toEqual(new Set(['view_app_settings_menu']));
  expect(Date.now() - resealed.permsAt!).toBeLessThan(5_000);
  jest.restoreAllMocks();
});

test('a 401 on refresh ends the session and asks to sign in again, back to the page', async () => {
  callUpstream.mockResolvedValue({ ok: false, status: 401, error: { kind: 'unauthenticated', status: 401, message: 'Unauthenticated.' }, jar: {}, jarChanged: false });
  const response = await gate('/time/self?month=2026-11', await employee(['view_attendance'], 0));
  expect(response.status).toBe(307);
  expect(new URL(response.headers.get('location')!).searchParams.get('redirect')).toBe('/time/self?month=2026-11');
  expect(sessionSetCookie(response)).toMatch(/^crewdesk_session=; Path=\/; (Max-Age=0|Expires=)/);
});

test('an unreachable upstream keeps the old snapshot: the page’s own check decides', async () => {
  callUpstream.mockResolvedValue({ ok: false, status: 0, error: { kind: 'network', status: 0, message: 'x', timedOut: false }, jar: {}, jarChanged: false });
  const response = await gate('/settings', await employee(['view_app_settings_menu'], 0));
  expect(response.headers.get('x-middleware-next')).toBe('1');
  expect(sessionSetCookie(response)).toBeUndefined();
});
