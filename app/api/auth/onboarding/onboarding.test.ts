/**
 * The onboarding route handlers: the same-origin XHR rule on every write, the
 * link checked before any upstream call, a 498 passed on, and the sign-in of a
 * completed onboarding kept sealed until 'Go to Workspace'.
 */
import type { SessionData } from '@/lib/session/types';
import { specAuthorization } from '@/test/authorization';

const upstreamCall = jest.fn();
const save = jest.fn();
let session: SessionData & { save: jest.Mock };
jest.mock('server-only', () => ({}));
jest.mock('@/lib/upstream/client', () => ({ callUpstream: (...args: unknown[]) => upstreamCall(...args) }));
jest.mock('@/lib/session', () => ({ getSession: async () => session }));

const LINK = { id: '42', hash: 'a'.repeat(48) };
const GUEST_JAR = { 'XSRF-TOKEN': 'guest', crewdesk_api_session: 'guest-session' };
const SIGNED_IN_JAR = { 'XSRF-TOKEN': 'member', crewdesk_api_session: 'member-session' };
const xhr = { 'X-Requested-With': 'XMLHttpRequest', Origin: 'http://localhost', 'Content-Type': 'application/json' };

const post = (path: string, body?: unknown, headers: Record<string, string> = xhr) =>
  new Request(`http://localhost/api/auth/onboarding/${path}`, { method: 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const author = { id: 42, name: 'Ola Nordmann', first_name: 'Ola', email: 'ola@example.test', avatar: 'x', company_name: 'N', handbook: null, set_password: true, set_avatar: false, tabs: ['password', 'avatar', 'complete'], current_tab: 'avatar' };

beforeEach(() => {
  upstreamCall.mockReset();
  save.mockReset();
  session = { jar: { ...GUEST_JAR }, visitorHash: 'v'.repeat(24), save };
});

test('a write without the XHR header or from another site is refused before any upstream call', async () => {
  const { POST } = await import('./password/route');
  expect((await POST(post('password', { ...LINK, password: 'welcome-1', password_confirmation: 'welcome-1' }, { 'Content-Type': 'application/json', Origin: 'http://localhost' }))).status).toBe(403);
  expect((await POST(post('password', LINK, { ...xhr, Origin: 'https://evil.example' }))).status).toBe(403);
  const completed = (await import('./completed/route')).POST;
  expect((await completed(post('completed', LINK, { ...xhr, 'Sec-Fetch-Site': 'cross-site' }))).status).toBe(403);
  expect(upstreamCall).not.toHaveBeenCalled();
});

test('a browser where someone is signed in is refused before any upstream call: completing would sign that session in as the new person', async () => {
  session = { jar: { ...SIGNED_IN_JAR }, userId: 7, username: 'ava.sinclair', visitorHash: 'v'.repeat(24), save };
  for (const step of ['password', 'completed'] as const) {
    const { POST } = await import(`./${step}/route`);
    const refused = await answer(await POST(post(step, { ...LINK, password: 'welcome-1', password_confirmation: 'welcome-1' })));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Sign out first/);
  }
  expect(upstreamCall).not.toHaveBeenCalled();
  expect(save).not.toHaveBeenCalled();
});

test('the password step checks the link and the form, then passes the upstream answer on (498 included)', async () => {
  const { POST } = await import('./password/route');
  const badLink = await answer(await POST(post('password', { id: '1 or 1', hash: 'zz', password: 'welcome-1', password_confirmation: 'welcome-1' })));
  expect(badLink.status).toBe(422);
  const mismatch = await answer(await POST(post('password', { ...LINK, password: 'welcome-1', password_confirmation: 'welcome-2' })));
  expect(mismatch.body.errors).toEqual({ password_confirmation: ['Password confirmation does not match'] });
  expect(upstreamCall).not.toHaveBeenCalled();

  upstreamCall.mockResolvedValueOnce({ ok: true, status: 200, data: { message: 'Your password has been set.', data: author }, jar: GUEST_JAR, jarChanged: false });
  const ok = await answer(await POST(post('password', { ...LINK, password: 'welcome-1', password_confirmation: 'welcome-1' })));
  expect(ok).toEqual({ status: 200, body: { message: 'Your password has been set.', data: author } });
  expect(upstreamCall.mock.calls[0]![0]).toMatchObject({
    method: 'POST',
    path: '/employee/on-boarding-invitation/author/password',
    json: { ...LINK, password: 'welcome-1', password_confirmation: 'welcome-1' },
  });

  const expired = 'The link you are trying to access is no longer active. Please reach out to your administrator.';
  upstreamCall.mockResolvedValueOnce({ ok: false, status: 498, error: { kind: 'abort', status: 498, message: expired }, jar: GUEST_JAR, jarChanged: false });
  expect(await answer(await POST(post('password', { ...LINK, password: 'welcome-1', password_confirmation: 'welcome-1' })))).toEqual({ status: 498, body: { message: expired } });
});

test('completed keeps the new sign-in sealed and apart; only Go to Workspace makes it the session', async () => {
  const completed = (await import('./completed/route')).POST;
  const workspace = (await import('./workspace/route')).POST;
  expect((await workspace(post('workspace'))).status).toBe(409);

  upstreamCall.mockResolvedValueOnce({ ok: true, status: 200, data: { message: 'Logged in.', author: { id: 42, username: 'ola', name: 'Ola Nordmann' } }, jar: SIGNED_IN_JAR, jarChanged: true });
  expect(await answer(await completed(post('completed', LINK)))).toEqual({ status: 200, body: { message: 'Logged in.', name: 'Ola Nordmann' } });
  expect(session.onboardedJar).toEqual(SIGNED_IN_JAR);
  expect(session.jar).toBeUndefined();
  expect(session.userId).toBeUndefined();
  expect(save).toHaveBeenCalledTimes(1);

  upstreamCall.mockResolvedValueOnce({
    ok: true,
    status: 200,
    data: specAuthorization({
      author: { id: 42, username: 'ola', name: 'Ola Nordmann' },
      app: { is_trial_over: false },
      settings: { greeting: '', date_format: 'DD-MM-YYYY', app_calendar_start_date: '2026-01-01', payment: {} },
    }),
    jar: SIGNED_IN_JAR,
    jarChanged: false,
  });
  const entered = await answer(await workspace(post('workspace')));
  expect(upstreamCall.mock.calls.at(-1)![1]).toMatchObject({ jar: SIGNED_IN_JAR });
  expect(entered).toEqual({ status: 200, body: { redirect: '/feed' } });
  expect(session).toMatchObject({ userId: 42, username: 'ola', jar: SIGNED_IN_JAR });
  expect(session.onboardedJar).toBeUndefined();
  // Used once.
  expect((await workspace(post('workspace'))).status).toBe(409);
});

test('the avatar step takes a multipart form within its cap and refuses others', async () => {
  const { POST } = await import('./avatar/route');
  const form = (file: Blob, hash = LINK.hash) => {
    const data = new FormData();
    data.append('id', LINK.id);
    data.append('hash', hash);
    data.append('avatar', file, 'me.png');
    return new Request('http://localhost/api/auth/onboarding/avatar', { method: 'POST', headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: 'http://localhost' }, body: data });
  };
  expect((await POST(post('avatar', LINK))).status).toBe(415);
  expect((await POST(form(new Blob([new Uint8Array(2 * 1024 * 1024)])))).status).toBe(413);
  expect((await POST(form(new Blob([new Uint8Array(10)]), 'not-hex'))).status).toBe(422);
  expect(upstreamCall).not.toHaveBeenCalled();

  upstreamCall.mockResolvedValueOnce({ ok: true, status: 200, data: { message: 'Your avatar has been saved.', data: author }, jar: GUEST_JAR, jarChanged: false });
  expect((await POST(form(new Blob([new Uint8Array(10)])))).status).toBe(200);
  const [request] = upstreamCall.mock.calls[0]!;
  expect(request).toMatchObject({ method: 'POST', path: '/employee/on-boarding-invitation/author/avatar' });
  expect(request.contentType).toMatch(/^multipart\/form-data; boundary=/);
});
