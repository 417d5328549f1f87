import { E2E, USERS } from './env';
import { expect, test } from './fixtures';

/**
 * Realtime authorisation under the deployment prefix too: the browser's
 * ticket call and the broadcasting-auth callback the realtime server makes
 * are both routes of this app, so both must live below the basePath. The live
 * socket itself is e2e/realtime.spec.ts's subject.
 */
test('a signed-in user gets a ticket that authorises their own channel only', async ({ request, app, baseURL, playwright }) => {
  const origin = new URL(baseURL!).origin;
  const xhr = { 'X-Requested-With': 'XMLHttpRequest' };
  expect((await request.get(app('/api/realtime/ticket'), { headers: xhr })).status()).toBe(401);

  const login = await request.post(app('/api/auth/login'), { data: { email: USERS.employee.email, password: E2E.password }, headers: { ...xhr, Origin: origin } });
  expect(login.status()).toBe(200);
  expect((await request.get(app('/api/realtime/ticket'))).status()).toBe(403);
  const ticket = await request.get(app('/api/realtime/ticket'), { headers: xhr });
  expect(ticket.status()).toBe(200);
  const { ticket: sealed, channel, user_id } = (await ticket.json()) as { ticket: string; channel: string; user_id: number };
  expect(channel).toContain(String(user_id));

  // What the realtime server sends back, server to server: no cookie, the ticket in a header.
  const realtimeServer = await playwright.request.newContext({ baseURL });
  const callback = (channelName: string, headers: Record<string, string> = { 'X-Realtime-Ticket': sealed }) =>
    realtimeServer.post(app('/api/realtime/auth'), { data: { channel_name: channelName, socket_id: '1234.5678' }, headers });
  const own = await callback(channel);
  expect(own.status()).toBe(200);
  expect(await own.json()).toBe(true);
  expect((await callback(channel.replace(String(user_id), String(user_id + 1)))).status()).toBe(403);
  expect((await callback(channel, {})).status()).toBe(403);
  await realtimeServer.dispose();
});
