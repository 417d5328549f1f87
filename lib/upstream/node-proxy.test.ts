import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

/**
 * The proxy's fast path against a stand-in upstream on a real socket: the
 * table, the write rule, the session, header forwarding, cookie folding,
 * timeouts and compression, as the browser sees them.
 */

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let upstream: http.Server;
let app: http.Server;
let appUrl = '';
let seen: Seen[] = [];
let reply: (req: http.IncomingMessage, res: http.ServerResponse) => void;

const SECRET = 'node-proxy-test-secret-that-is-long-enough-0123';
let cookie = '';

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function call(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(`${appUrl}${path}`, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() });
      reply(req, res);
    });
  });
  const upstreamPort = await listen(upstream);
  process.env.SESSION_SECRET = SECRET;
  process.env.UPSTREAM_URL = `http://127.0.0.1:${upstreamPort}`;
  process.env.UPSTREAM_TIMEOUT_MS = '300';
  process.env.CREWDESK_ENV = 'local';
  const { handleProxyRequest } = await import('./node-proxy');
  const { sealSession } = await import('@/lib/session/cookie');
  const sealed = await sealSession({
    userId: 1,
    username: 'ava.sinclair',
    jar: { laravel_session: 'up-session', 'XSRF-TOKEN': 'xsrf%3Dvalue' },
    visitorHash: 'v'.repeat(32),
  });
  cookie = `crewdesk_session=${sealed.value}`;
  app = http.createServer((req, res) => void handleProxyRequest(req, res));
  appUrl = `http://127.0.0.1:${await listen(app)}`;
});

afterAll(async () => {
  await new Promise((resolve) => app.close(resolve));
  await new Promise((resolve) => upstream.close(resolve));
});

beforeEach(() => {
  seen = [];
  reply = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  };
});

const xhr = { 'X-Requested-With': 'XMLHttpRequest' };

test('forwards a listed call with the user’s upstream cookies, visitor hash and query', async () => {
  const response = await call('/api/upstream/feed/list/index?page=2', { headers: { cookie, accept: 'application/json' } });
  expect(response.status).toBe(200);
  expect(JSON.parse(response.body.toString())).toEqual({ ok: true });
  expect(seen).toHaveLength(1);
  expect(seen[0]!.url).toBe('/feed/list/index?page=2');
  expect(seen[0]!.headers.cookie).toBe('laravel_session=up-session; XSRF-TOKEN=xsrf%3Dvalue');
  expect(seen[0]!.headers['x-visitor-hash']).toBe('v'.repeat(32));
  expect(seen[0]!.headers['x-requested-with']).toBe('XMLHttpRequest');
  // A read carries no XSRF token; the browser's own session cookie never reaches the upstream.
  expect(seen[0]!.headers['x-xsrf-token']).toBeUndefined();
  expect(seen[0]!.headers.cookie).not.toContain('crewdesk_session');
});

test('answers with the API security headers and no upstream headers but the content type', async () => {
  reply = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'x-powered-by': 'upstream', server: 'upstream' });
    res.end('{}');
  };
  const response = await call('/api/upstream/authorization', { headers: { cookie } });
  expect(response.headers).toMatchObject({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cache-control': 'no-store',
    'content-type': 'application/json',
  });
  expect(response.headers['x-powered-by']).toBeUndefined();
  expect(response.headers.server).toBeUndefined();
});

test('refuses what is not in the endpoint table, dot segments and encoded separators, without asking the upstream', async () => {
  for (const path of [
    '/api/upstream/__dev/health',
    '/api/upstream/feed/list/../../__dev/health',
    '/api/upstream/feed/view/..%2F..%2F__dev',
    '/api/upstream/feed%2Flist%2Findex',
    '/api/upstream//authorization',
  ]) {
    const response = await call(path, { headers: { cookie } });
    expect([path, response.status]).toEqual([path, 404]);
    expect(JSON.parse(response.body.toString())).toEqual({ message: 'Not found.' });
  }
  // A listed path with a method the table does not list.
  expect((await call('/api/upstream/feed/list/index', { method: 'DELETE', headers: { cookie, ...xhr, origin: appUrl } })).status).toBe(404);
  expect(seen).toHaveLength(0);
});

test('refuses a write without the XHR header or from another origin', async () => {
  const body = JSON.stringify({ description: 'hello' });
  const noXhr = await call('/api/upstream/feed/store', { method: 'POST', headers: { cookie, origin: appUrl, 'content-type': 'application/json' }, body });
  expect(noXhr.status).toBe(403);
  expect(JSON.parse(noXhr.body.toString())).toEqual({ message: 'Request refused: missing X-Requested-With header.' });
  const crossSite = await call('/api/upstream/feed/store', {
    method: 'POST',
    headers: { cookie, ...xhr, origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
    body,
  });
  expect(crossSite.status).toBe(403);
  expect(seen).toHaveLength(0);
});

test('forwards a same-origin write with its body, content type and the XSRF token', async () => {
  const body = JSON.stringify({ description: 'hello' });
  const response = await call('/api/upstream/feed/store', {
    method: 'POST',
    headers: { cookie, ...xhr, origin: appUrl, 'content-type': 'application/json' },
    body,
  });
  expect(response.status).toBe(200);
  expect(seen[0]).toMatchObject({ method: 'POST', url: '/feed/store', body });
  expect(seen[0]!.headers['content-type']).toBe('application/json');
  expect(seen[0]!.headers['x-xsrf-token']).toBe('xsrf=value');
});

test('refuses a guest and a forged session cookie', async () => {
  expect((await call('/api/upstream/authorization')).status).toBe(401);
  expect((await call('/api/upstream/authorization', { headers: { cookie: 'crewdesk_session=Fe26.2*forged' } })).status).toBe(401);
  expect(seen).toHaveLength(0);
});

test('passes refusals through as they are; a 401 ends the session', async () => {
  reply = (_req, res) => {
    res.writeHead(403, { 'content-type': 'application/json' });
    res.end('{"message":"This action is unauthorized."}');
  };
  const forbidden = await call('/api/upstream/settings/general/roles/list', { headers: { cookie } });
  expect(forbidden.status).toBe(403);
  expect(JSON.parse(forbidden.body.toString())).toEqual({ message: 'This action is unauthorized.' });
  expect(forbidden.headers['set-cookie']).toBeUndefined();

  reply = (_req, res) => {
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end('{"message":"Unauthenticated."}');
  };
  const expired = await call('/api/upstream/authorization', { headers: { cookie } });
  expect(expired.status).toBe(401);
  expect(expired.headers['set-cookie']?.[0]).toMatch(/^crewdesk_session=; Path=\/; Max-Age=0;.*HttpOnly; SameSite=Lax/);
});

test('folds rotated upstream cookies into the sealed session and never passes them on', async () => {
  reply = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['XSRF-TOKEN=rotated; Path=/', 'laravel_session=up-session; Path=/; HttpOnly'] });
    res.end('{}');
  };
  const response = await call('/api/upstream/authorization', { headers: { cookie } });
  const setCookie = response.headers['set-cookie'] ?? [];
  expect(setCookie).toHaveLength(1);
  expect(setCookie[0]).toMatch(/^crewdesk_session=Fe26\.2\*[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
  const { unsealSession } = await import('@/lib/session/cookie');
  const session = await unsealSession(/^crewdesk_session=([^;]+)/.exec(setCookie[0]!)![1]);
  expect(session.jar).toEqual({ laravel_session: 'up-session', 'XSRF-TOKEN': 'rotated' });
  expect(session.userId).toBe(1);

  // The same cookies again: nothing to reseal.
  reply = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['laravel_session=up-session; Path=/'] });
    res.end('{}');
  };
  expect((await call('/api/upstream/authorization', { headers: { cookie } })).headers['set-cookie']).toBeUndefined();
});

test('compresses a large JSON body for a client that accepts gzip, and streams it whole', async () => {
  const big = JSON.stringify({ data: Array.from({ length: 2000 }, (_, index) => ({ id: index, name: `Person ${index}` })) });
  reply = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(big) });
    res.end(big);
  };
  const gzipped = await call('/api/upstream/feed/list/index', { headers: { cookie, 'accept-encoding': 'gzip, br' } });
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(gzipped.body.length).toBeLessThan(big.length / 3);
  expect(zlib.gunzipSync(gzipped.body).toString()).toBe(big);
  const plain = await call('/api/upstream/feed/list/index', { headers: { cookie } });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(big);
});

test('answers 504 when the upstream is too slow and 502 when it cannot be reached', async () => {
  reply = () => undefined; // never answers
  const slow = await call('/api/upstream/authorization', { headers: { cookie } });
  expect(slow.status).toBe(504);
  expect(JSON.parse(slow.body.toString())).toEqual({ message: 'The server took too long to answer.' });

  reply = (req) => req.socket.destroy();
  const gone = await call('/api/upstream/authorization', { headers: { cookie } });
  expect(gone.status).toBe(502);
  expect(JSON.parse(gone.body.toString())).toEqual({ message: 'The server could not be reached.' });
});

test('streams a large body it does not compress whole, and reseals the session before the first byte', async () => {
  const big = 'x'.repeat(200_000);
  reply = (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="people.csv"', 'set-cookie': ['XSRF-TOKEN=streamed; Path=/'] });
    res.write(big.slice(0, 100_000));
    setTimeout(() => res.end(big.slice(100_000)), 20);
  };
  const response = await call('/api/upstream/feed/list/index', { headers: { cookie, 'accept-encoding': 'identity' } });
  expect(response.status).toBe(200);
  expect(response.headers['content-disposition']).toBe('attachment; filename="people.csv"');
  expect(response.headers['set-cookie']?.[0]).toMatch(/^crewdesk_session=Fe26\.2\*/);
  expect(response.body.toString()).toBe(big);
});

test('stops the upstream call when the browser goes away', async () => {
  let upstreamClosed!: () => void;
  const closed = new Promise<void>((resolve) => (upstreamClosed = resolve));
  let asked!: () => void;
  const received = new Promise<void>((resolve) => (asked = resolve));
  reply = (req) => {
    req.socket.once('close', () => upstreamClosed());
    asked();
  };
  const browser = http.request(`${appUrl}/api/upstream/authorization`, { headers: { cookie } });
  browser.on('error', () => undefined);
  browser.end();
  await received;
  browser.destroy();
  // Well before the upstream timeout (300 ms here) would end the call anyway.
  const tooLate = new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 150));
  await expect(Promise.race([closed.then(() => 'closed'), tooLate])).resolves.toBe('closed');
});
