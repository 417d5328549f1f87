import { NextRequest } from 'next/server';
import type { SessionData } from '@/lib/session';
import { routeSession, upstreamCall } from '@/test/route-mocks';

/**
 * /api/auth/expired: where a page render that met an upstream 401 sends the
 * browser. It answers a relative, basePath-aware Location, and ends the
 * session only for this app's own navigation or a session the upstream refuses.
 */

jest.mock('@/lib/session', () => jest.requireActual('@/test/route-mocks').sessionModule);
jest.mock('@/lib/upstream/client', () => jest.requireActual('@/test/route-mocks').upstreamClientModule);
const { destroy } = routeSession;
const callUpstream = upstreamCall;

const SIGNED_IN: SessionData = { userId: 3, jar: { laravel_session: 'x' }, visitorHash: 'v'.repeat(32) };
const upstreamAccepts = { ok: true, status: 200, data: { app: {}, author: { id: 3 } } };
const upstreamRefuses = { ok: false, status: 401, error: { kind: 'unauthenticated', status: 401, message: 'Unauthenticated.' } };

async function expired(query: string, headers: Record<string, string> = {}, basePath = '') {
  let GET!: (request: NextRequest) => Promise<Response>;
  process.env.NEXT_PUBLIC_BASE_PATH = basePath;
  jest.isolateModules(() => {
    ({ GET } = jest.requireActual<typeof import('./route')>('./route'));
  });
  // Behind server.mjs, Next.js sees its bind address as the request's host.
  return GET(new NextRequest(`http://0.0.0.0:3000${basePath}/api/auth/expired${query}`, { headers }));
}

beforeEach(() => {
  destroy.mockClear();
  callUpstream.mockReset();
  routeSession.data = { ...SIGNED_IN };
});
afterAll(() => {
  delete process.env.NEXT_PUBLIC_BASE_PATH;
});

test('after this app’s own navigation: ends the session and sends the browser to sign in, by a path, never the bind address', async () => {
  const response = await expired('?redirect=%2Ftime%2Fself', { 'sec-fetch-site': 'same-origin' });
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/login?redirect=%2Ftime%2Fself');
  expect(destroy).toHaveBeenCalled();
  expect(callUpstream).not.toHaveBeenCalled();
});

test('keeps the basePath in the Location', async () => {
  const response = await expired('?redirect=%2Ftime%2Fself', { 'sec-fetch-site': 'same-origin' }, '/hr');
  expect(response.headers.get('location')).toBe('/hr/login?redirect=%2Ftime%2Fself');
});

test('a redirect that already carries the basePath gets it once (it was /hr/hr/…, a Not Found)', async () => {
  expect((await expired('?redirect=%2Fhr%2Ftime%2Fself', { 'sec-fetch-site': 'same-origin' }, '/hr')).headers.get('location')).toBe('/hr/login?redirect=%2Ftime%2Fself');
  expect((await expired('?redirect=/hr/feed', { 'sec-fetch-site': 'same-origin' }, '/hr')).headers.get('location')).toBe('/hr/login');
  callUpstream.mockResolvedValue(upstreamAccepts);
  expect((await expired('?redirect=%2Fhr%2Fsettings', { 'sec-fetch-site': 'cross-site' }, '/hr')).headers.get('location')).toBe('/hr/settings');
});

test('a link from another site does not end a session the upstream still accepts', async () => {
  callUpstream.mockResolvedValue(upstreamAccepts);
  const response = await expired('?redirect=%2Ftime%2Fself', { 'sec-fetch-site': 'cross-site' });
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/time/self');
  expect(destroy).not.toHaveBeenCalled();
  expect(callUpstream).toHaveBeenCalledWith(expect.objectContaining({ path: '/authorization' }), expect.objectContaining({ jar: SIGNED_IN.jar }));
});

test('nor does an upstream that cannot be reached', async () => {
  callUpstream.mockResolvedValue({ ok: false, status: 0, error: { kind: 'network', status: 0, message: 'x', timedOut: false } });
  const response = await expired('?redirect=%2Ffeed');
  expect(response.headers.get('location')).toBe('/feed');
  expect(destroy).not.toHaveBeenCalled();
});

test('without fetch metadata, a session the upstream refuses is ended', async () => {
  callUpstream.mockResolvedValue(upstreamRefuses);
  const response = await expired('?redirect=%2Fsettings');
  expect(response.headers.get('location')).toBe('/login?redirect=%2Fsettings');
  expect(destroy).toHaveBeenCalled();

  destroy.mockClear();
  callUpstream.mockResolvedValue({ ok: true, status: 200, data: { app: {}, author: null } });
  await expired('?redirect=%2Fsettings', { 'sec-fetch-site': 'cross-site' });
  expect(destroy).toHaveBeenCalled();
});

test('never redirects off the site', async () => {
  callUpstream.mockResolvedValue(upstreamAccepts);
  expect((await expired('?redirect=%2F.%2F%2Fevil.example%2F', { 'sec-fetch-site': 'cross-site' })).headers.get('location')).toBe('/feed');
  expect((await expired('?redirect=https%3A%2F%2Fevil.example', { 'sec-fetch-site': 'same-origin' })).headers.get('location')).toBe('/login');
});

test('never redirects to a route handler: a link that went on to /api/auth/expired again would sign the user out', async () => {
  callUpstream.mockResolvedValue(upstreamAccepts);
  expect((await expired('?redirect=%2Fapi%2Fauth%2Fexpired%3Fredirect%3D%2Fpeople', { 'sec-fetch-site': 'cross-site' })).headers.get('location')).toBe('/feed');
  expect((await expired('?redirect=%2Fapi%2Fauth%2Flogout', { 'sec-fetch-site': 'same-origin' })).headers.get('location')).toBe('/login');
});
