import http from 'node:http';
import { expect, storageStateOf, test } from './fixtures';
import { E2E } from './env';

const EXPECTED = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

test.describe('security headers', () => {
  test('every page carries a nonce CSP, frame-ancestors none, nosniff and a referrer policy', async ({ request }) => {
    const nonces = new Set<string>();
    for (const path of ['/login', '/forgot-password', '/error-500']) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers).toMatchObject(EXPECTED);
      expect(headers['permissions-policy']).toContain('camera=()');
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      nonces.add(nonce!);
      const html = await response.text();
      expect(html).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(3);
  });

  test.describe('signed in as the administrator', () => {
    test.use({ storageState: storageStateOf('admin') });

    test('only the e-mail setup may show images from other sites (its logo preview); other screens may not', async ({ request }) => {
      const imageSources = async (path: string) => {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        return / img-src ([^;]*)/.exec(response.headers()['content-security-policy'] ?? '')?.[1]?.split(' ') ?? [];
      };
      expect(await imageSources('/settings/general-settings/email-setup')).toContain('https:');
      for (const path of ['/feed', '/settings/general-settings/company-information']) expect(await imageSources(path)).not.toContain('https:');
    });
  });

  test('redirects and API responses carry the headers too', async ({ request }) => {
    const redirect = await request.get('/settings', { maxRedirects: 0 });
    expect(redirect.headers()).toMatchObject(EXPECTED);
    expect(redirect.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    const api = await request.get('/api/upstream/authorization', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect(api.headers()).toMatchObject(EXPECTED);
    expect(api.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  test('the page runs with no CSP violations', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
    await page.getByLabel('Email').fill('x');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Please use a valid email address')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test.describe('signed in', () => {
    test.use({ storageState: storageStateOf('admin') });
    test('paths middleware leaves out carry a CSP too, pages rendered there included', async ({ request }) => {
      // A build file that is not there is a Not Found page rendered under _next/static.
      for (const path of ['/images/powered-by.svg', '/images/nothing-here', '/fonts/nothing-here', '/robots.txt', '/_next/static/chunks/nothing-here.js']) {
        const response = await request.get(path);
        expect([path, response.headers()['content-security-policy'] ?? 'none']).toEqual([path, expect.stringContaining("default-src 'none'")]);
      }
    });
  });

  test('OPTIONS * is answered, not a server error', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port: E2E.appPort, method: 'OPTIONS', path: '*', agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(204);
  });
});
