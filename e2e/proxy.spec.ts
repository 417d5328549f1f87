import http from 'node:http';
import { expect, storageStateOf, test } from './fixtures';
import { E2E } from './env';

/** A raw HTTP GET, so the path reaches the server exactly as written (no URL normalising). */
function rawGet(path: string, cookie: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: E2E.appPort, path, method: 'GET', headers: { cookie } }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

test.describe('the upstream proxy', () => {
  test.use({ storageState: storageStateOf('admin') });

  async function sessionCookie(context: import('@playwright/test').BrowserContext) {
    const cookies = await context.cookies();
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  }

  test('forwards a listed call with the user’s upstream session', async ({ request }) => {
    const response = await request.get('/api/upstream/authorization');
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.author.username).toBe('ava.sinclair');
    expect(response.headers()['set-cookie']).toBeUndefined();
  });

  test('is answered by the fast path in server.mjs’s front process, without Next.js', async ({ request }) => {
    // Next.js marks every response it handles with its router Vary headers; the fast path does not.
    const proxied = await request.get('/api/upstream/authorization');
    expect(proxied.status()).toBe(200);
    expect(proxied.headers()['vary'] ?? '').not.toContain('rsc');
    const viaNext = await request.get('/login');
    expect(viaNext.headers()['vary'] ?? '').toContain('rsc');
  });

  test('passes upstream permission refusals through as they are', async ({ browser }) => {
    const employee = await browser.newContext({ storageState: storageStateOf('employee'), baseURL: `http://localhost:${E2E.appPort}` });
    const response = await employee.request.get('/api/upstream/settings/general/roles/list');
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ message: 'This action is unauthorized.' });
    await employee.close();
  });

  test('refuses a path that is not in the endpoint table without asking the upstream', async ({ request }) => {
    // The upstream itself would answer this dev route with 200 {ok:true}.
    const response = await request.get('/api/upstream/__dev/health');
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

  test('refuses a guest', async ({ playwright }) => {
    const guest = await playwright.request.newContext({ baseURL: `http://localhost:${E2E.appPort}`, storageState: { cookies: [], origins: [] } });
    const response = await guest.get('/api/upstream/authorization');
    expect(response.status()).toBe(401);
    await guest.dispose();
  });
});
