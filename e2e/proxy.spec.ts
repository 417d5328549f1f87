import http from 'node:http';
import { expect, storageStateOf, test } from './fixtures';
import { E2E } from './env';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** A raw HTTP request, so the path reaches the server exactly as written (no URL normalising). */
function rawGet(
  path: string,
  cookie: string,
  { method = 'GET', headers = XHR as Record<string, string>, body }: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: E2E.appPort, path, method, headers: { cookie, ...headers }, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

test.describe('the upstream proxy', () => {
  test.use({ storageState: storageStateOf('admin') });

  async function sessionCookie(context: import('@playwright/test').BrowserContext) {
    const cookies = await context.cookies();
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  }

  test('forwards a listed call with the user’s upstream session', async ({ request }) => {
    const response = await request.get('/api/upstream/authorization', { headers: XHR });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.author.username).toBe('ava.sinclair');
    expect(response.headers()['set-cookie']).toBeUndefined();
  });

  test('is answered by the fast path in server.mjs’s front process, without Next.js', async ({ request }) => {
    // Next.js marks every response it handles with its router Vary headers; the fast path does not.
    const proxied = await request.get('/api/upstream/authorization', { headers: XHR });
    expect(proxied.status()).toBe(200);
    expect(proxied.headers()['vary'] ?? '').not.toContain('rsc');
    const viaNext = await request.get('/login');
    expect(viaNext.headers()['vary'] ?? '').toContain('rsc');
  });

  test('passes upstream permission refusals through as they are', async ({ browser }) => {
    const employee = await browser.newContext({ storageState: storageStateOf('employee'), baseURL: `http://localhost:${E2E.appPort}` });
    const response = await employee.request.get('/api/upstream/settings/general/roles/list', { headers: XHR });
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ message: 'This action is unauthorized.' });
    await employee.close();
  });

  test('refuses a path that is not in the endpoint table without asking the upstream', async ({ request }) => {
    // The upstream itself would answer this dev route with 200 {ok:true}.
    const response = await request.get('/api/upstream/__dev/health', { headers: XHR });
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found.' });
    expect((await request.delete('/api/upstream/feed/list/index', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })).status()).toBe(404);
  });

  test('refuses dot segments and encoded slashes', async ({ context }) => {
    const cookie = await sessionCookie(context);
    // Each of these would reach the upstream's unlisted dev route (200 {"ok":true}) if forwarded as written.
    for (const path of [
      '/api/upstream/feed/list/../../__dev/health',
      '/api/upstream/feed/view/..%2F..%2F__dev%2Fhealth',
      '/api/upstream/feed/view/%2e%2e/%2e%2e/__dev/health',
      '/api/upstream/feed/view/a%5C..%5C__dev',
      '/api/upstream//__dev/health',
    ]) {
      const response = await rawGet(path, cookie);
      expect.soft([404, 308], path).toContain(response.status);
      expect.soft(response.body, path).not.toContain('"ok":true');
    }
    // Encoded separators are refused outright, even when the decoded path would be listed.
    const encoded = await rawGet('/api/upstream/feed%2Flist%2Findex', cookie);
    expect(encoded.status).toBe(404);
  });

  test('refuses a write without the XHR header or from another origin', async ({ request }) => {
    const noXhr = await request.post('/api/upstream/feed/store', { data: { description: 'hello' } });
    expect(noXhr.status()).toBe(403);
    const crossSite = await request.post('/api/upstream/feed/store', {
      data: { description: 'hello' },
      headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: 'https://elsewhere.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status()).toBe(403);
    const authWrite = await request.post('/api/auth/logout', { headers: { Origin: 'https://elsewhere.example' } });
    expect(authWrite.status()).toBe(403);
  });

  test('refuses a read without the XHR header: a link on another site cannot mark every alert read', async ({ request }) => {
    const response = await request.get('/api/upstream/notifications/read-items/all', { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ message: 'Request refused: missing X-Requested-With header.' });
  });

  test('caps request bodies in the front process and both proxy mounts with a 413, and answers a dot-segment path itself', async ({ context }) => {
    const cookie = await sessionCookie(context);
    const big = Buffer.alloc(200 * 1024, 'a');
    const write = { ...XHR, Origin: `http://127.0.0.1:${E2E.appPort}`, 'Content-Type': 'application/json' };
    // The sign-in handler (Next.js, behind the front process) and the proxy, without a session.
    for (const path of ['/api/auth/login', '/api/upstream/feed/store']) {
      const response = await rawGet(path, '', { method: 'POST', headers: write, body: big });
      expect([path, response.status]).toEqual([path, 413]);
    }
    // A dot segment does not take a proxy call past the front process to the Next.js mount.
    const dotted = await rawGet('/./api/upstream/authorization', cookie);
    expect(dotted.status).toBe(404);
    expect(JSON.parse(dotted.body)).toEqual({ message: 'Not found.' });
    const dottedWrite = await rawGet('/./api/upstream/feed/store', cookie, { method: 'POST', headers: write, body: big });
    expect(dottedWrite.status).toBe(404);
  });

  test('refuses a guest', async ({ playwright }) => {
    const guest = await playwright.request.newContext({ baseURL: `http://localhost:${E2E.appPort}`, storageState: { cookies: [], origins: [] } });
    const response = await guest.get('/api/upstream/authorization', { headers: XHR });
    expect(response.status()).toBe(401);
    await guest.dispose();
  });
});
