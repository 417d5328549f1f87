import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SessionData } from '@/lib/session';
import { routeSession, upstreamCall } from '@/test/route-mocks';

/**
 * Sign-out's guarantee: once it answers, a copy of the session cookie is dead
 * for the app (middleware, pages and both proxy mounts read it through
 * unsealSession), even when the upstream's /logout failed every time.
 */

jest.mock('@/lib/session', () => jest.requireActual('@/test/route-mocks').sessionModule);
jest.mock('@/lib/upstream/client', () => jest.requireActual('@/test/route-mocks').upstreamClientModule);
const { destroy } = routeSession;
const callUpstream = upstreamCall;

const dir = mkdtempSync(path.join(os.tmpdir(), 'crewdesk-revocation-'));
beforeAll(() => {
  process.env.SESSION_SECRET = 'logout-test-session-secret-that-is-long-enough';
  process.env.CREWDESK_ENV = 'local';
  process.env.SESSION_REVOCATION_FILE = path.join(dir, 'revoked.json');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SIGNED_IN: SessionData = { sid: 'sid-1', userId: 4, jar: { laravel_session: 'x' }, visitorHash: 'v'.repeat(32) };
const failure = (status: number) => ({ ok: false, status, error: { kind: 'server', status, message: 'Server Error' } });

async function signOut() {
  const { POST } = await import('./route');
  return POST(new Request('http://localhost/api/auth/logout', { method: 'POST', headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: 'http://localhost' } }));
}

beforeEach(() => {
  destroy.mockClear();
  callUpstream.mockReset();
});

test('a copied cookie is dead after sign-out even when the upstream /logout fails every time, after retrying it', async () => {
  const { sealSession, unsealSession } = await import('@/lib/session/cookie');
  const copy = (await sealSession(SIGNED_IN)).value;
  expect(await unsealSession(copy)).toMatchObject({ userId: 4 });
  routeSession.data = { ...SIGNED_IN };
  callUpstream.mockResolvedValue(failure(500));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);

  const response = await signOut();
  expect(response.status).toBe(200);
  expect(callUpstream).toHaveBeenCalledTimes(3);
  expect(destroy).toHaveBeenCalled();
  expect(await unsealSession(copy)).toEqual({});
  expect(await unsealSession(copy, { readOnly: true })).toEqual({});
});

test('a revocation reaches another process through the shared list', async () => {
  const { sealSession } = await import('@/lib/session/cookie');
  const copy = (await sealSession({ ...SIGNED_IN, sid: 'sid-2' })).value;
  routeSession.data = { ...SIGNED_IN, sid: 'sid-2' };
  callUpstream.mockResolvedValue({ ok: true, status: 204, data: undefined });
  await signOut();
  expect(callUpstream).toHaveBeenCalledTimes(1);
  // Another process: fresh modules, nothing in memory.
  await jest.isolateModulesAsync(async () => {
    const other = await import('@/lib/session/cookie');
    expect(await other.unsealSession(copy)).toEqual({});
    expect(await other.unsealSession((await other.sealSession({ ...SIGNED_IN, sid: 'sid-3' })).value)).toMatchObject({ sid: 'sid-3' });
  });
});

test('does not retry a refusal that will not pass, and treats an upstream session already gone as signed out', async () => {
  routeSession.data = { ...SIGNED_IN, sid: 'sid-4' };
  callUpstream.mockResolvedValue(failure(419));
  await signOut();
  expect(callUpstream).toHaveBeenCalledTimes(1);
  routeSession.data = { ...SIGNED_IN, sid: 'sid-5' };
  callUpstream.mockReset().mockResolvedValueOnce({ ok: false, status: 0, error: { kind: 'network' } }).mockResolvedValueOnce({ ok: true, status: 204 });
  await signOut();
  expect(callUpstream).toHaveBeenCalledTimes(2);
});
