import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';

/**
 * The proxy's rules (lib/upstream/proxy.ts) against both of its mounts, with
 * one suite: the fast path server.mjs's front process runs
 * (lib/upstream/node-proxy.ts) and the route handler Next.js runs
 * (app/api/upstream), each on a real socket before a stand-in upstream. A rule
 * changed in one mount alone fails here. Behaviour only one mount has
 * (compression, the API headers the front process sets itself) is tested at
 * the end for that mount.
 */

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

type Mount = 'fast path' | 'route handler';

let upstream: http.Server;
const apps = new Map<Mount, { server: http.Server; url: string }>();
let appUrl = '';
let seen: Seen[] = [];
let reply: (req: http.IncomingMessage, res: http.ServerResponse) => void;

const SECRET = 'node-proxy-test-secret-that-is-long-enough-0123';
let cookie = '';

/** next/headers' cookies() for the route handler: the request's cookies, and the Set-Cookie lines it adds. */
interface MockCookieScope {
  cookies: Map<string, string>;
  setCookies: string[];
}
const mockCookieScope = new AsyncLocalStorage<MockCookieScope>();
jest.mock('next/headers', () => ({
  cookies: async () => {
    const scope = mockCookieScope.getStore()!;
    const { sessionSetCookie } = jest.requireActual<typeof import('@/lib/session/cookie')>('@/lib/session/cookie');
    return {
      get: (name: string) => (scope.cookies.has(name) ? { name, value: scope.cookies.get(name)! } : undefined),
      set: (name: string, value: string, options: import('@/lib/session/cookie').SessionCookieOptions) => {
        scope.setCookies.push(sessionSetCookie(value, options));
      },
    };
  },
}));

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** The route handler on node:http, as Next.js would call it. */
function routeHandlerServer(handlers: Record<string, (request: import('next/server').NextRequest) => Promise<Response>>, origin: () => string) {
  return http.createServer((req, res) => {
    void (async () => {
      const { NextRequest } = await import('next/server');
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      const method = req.method ?? 'GET';
      const hasBody = !['GET', 'HEAD'].includes(method);
      const request = new NextRequest(`${origin()}${req.url}`, {
        method,
        headers,
        body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
        duplex: 'half',
      } as unknown as ConstructorParameters<typeof NextRequest>[1]);
      const cookies = new Map<string, string>();
      for (const part of (req.headers.cookie ?? '').split(';')) {
        const eq = part.indexOf('=');
        if (eq > 0) cookies.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
      }
      const scope: MockCookieScope = { cookies, setCookies: [] };
      const handler = handlers[method]!;
      const response = await mockCookieScope.run(scope, () => handler(request));
      const out: Record<string, string | string[]> = {};
      response.headers.forEach((value, name) => (out[name] = value));
      if (scope.setCookies.length) out['set-cookie'] = scope.setCookies;
      res.writeHead(response.status, out);
      if (!response.body) return void res.end();
      Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).on('error', () => res.destroy()).pipe(res);
    })().catch(() => res.destroy());
  });
}

function call(path: string, init: { method?: string; headers?: Record<string, string>; body?: string | Buffer | Buffer[] } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    // A connection of its own: a refused body may leave one unusable.
    const req = http.request(`${appUrl}${path}`, { method: init.method ?? 'GET', headers: init.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    if (Array.isArray(init.body)) {
      // Sent chunked, with no Content-Length: only the bytes read count.
      for (const chunk of init.body) req.write(chunk);
      req.end();
    } else {
      req.end(init.body);
    }
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
  const route = await import('@/app/api/upstream/[...path]/route');
  const { sealSession } = await import('@/lib/session/cookie');
  const sealed = await sealSession({
    userId: 1,
    username: 'ava.sinclair',
    jar: { laravel_session: 'up-session', 'XSRF-TOKEN': 'xsrf%3Dvalue' },
    visitorHash: 'v'.repeat(32),
  });
  cookie = `crewdesk_session=${sealed.value}`;
  const fast = http.createServer((req, res) => void handleProxyRequest(req, res));
  apps.set('fast path', { server: fast, url: `http://127.0.0.1:${await listen(fast)}` });
  let routeUrl = '';
  const routed = routeHandlerServer(route as unknown as Record<string, (request: import('next/server').NextRequest) => Promise<Response>>, () => routeUrl);
  routeUrl = `http://127.0.0.1:${await listen(routed)}`;
  apps.set('route handler', { server: routed, url: routeUrl });
});

afterAll(async () => {
  for (const { server } of apps.values()) await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => upstream.close(resolve));
  const { proxyUpstream } = await import('./proxy-upstream');
  await proxyUpstream().pool.close();
});

const xhr = { 'X-Requested-With': 'XMLHttpRequest' };

beforeEach(() => {
  seen = [];
  reply = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  };
});


describe.each<Mount>(['fast path', 'route handler'])('the proxy’s rules, %s', (mount) => {
  beforeAll(() => {
    appUrl = apps.get(mount)!.url;
  });

  test('forwards a listed call with the user’s upstream cookies, visitor hash and query', async () => {
    const response = await call('/api/upstream/feed/list/index?page=2', { headers: { cookie, ...xhr, accept: 'application/json' } });
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

  test('refuses what is not in the endpoint table, dot segments and encoded separators, without asking the upstream', async () => {
    for (const path of [
      '/api/upstream/__dev/health',
      '/api/upstream/feed/list/../../__dev/health',
      '/api/upstream/feed/view/..%2F..%2F__dev',
      '/api/upstream/feed%2Flist%2Findex',
      '/api/upstream//authorization',
    ]) {
      const response = await call(path, { headers: { cookie, ...xhr } });
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

  test('refuses a read without the XHR header: a link on another site cannot reach the upstream', async () => {
    for (const path of ['/api/upstream/authorization', '/api/upstream/notifications/read-items/all']) {
      const response = await call(path, { headers: { cookie } });
      expect([path, response.status]).toEqual([path, 403]);
      expect(JSON.parse(response.body.toString())).toEqual({ message: 'Request refused: missing X-Requested-With header.' });
    }
    expect(seen).toHaveLength(0);
  });

  test('refuses a body over its cap with a 413, by its declared length or by the bytes read, without asking the upstream', async () => {
    const write = { cookie, ...xhr, origin: appUrl, 'content-type': 'application/json' };
    const big = Buffer.alloc(64 * 1024 + 1, 'a');
    const declared = await call('/api/upstream/feed/store', { method: 'POST', headers: { ...write, 'content-length': String(50 * 1024 * 1024) } });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body.toString())).toEqual({ message: 'The request is too large.' });
    const sent = await call('/api/upstream/feed/store', { method: 'POST', headers: write, body: [big.subarray(0, 40_000), big.subarray(40_000)] });
    expect(sent.status).toBe(413);
    expect(seen).toHaveLength(0);
    // A form upload has a cap of its own, above a file sent whole.
    const upload = Buffer.alloc(900 * 1024, 'b');
    const uploaded = await call('/api/upstream/application/file/upload/store', {
      method: 'POST',
      headers: { ...write, 'content-type': 'multipart/form-data; boundary=x' },
      body: [upload.subarray(0, 400_000), upload.subarray(400_000)],
    });
    expect(uploaded.status).toBe(200);
    expect(seen[0]!.body.length).toBe(upload.length);
    expect(seen[0]!.headers['content-length']).toBe(String(upload.length));
    const tooBig = await call('/api/upstream/application/file/upload/store', {
      method: 'POST',
      headers: { ...write, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(2 * 1024 * 1024) },
    });
    expect(tooBig.status).toBe(413);
    expect(seen).toHaveLength(1);
  });

  test('refuses a session that would not fit a browser’s cookie instead of sending one the browser drops', async () => {
    reply = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': [`huge=${'h'.repeat(5000)}; Path=/`] });
      res.end('{}');
    };
    const response = await call('/api/upstream/authorization', { headers: { cookie, ...xhr } });
    expect(response.status).toBe(502);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  test('gives the upstream the timeout until its headers, then the same between two chunks, not for the whole answer', async () => {
    // Five chunks 150 ms apart: 750 ms in all, against a 300 ms timeout.
    reply = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv' });
      let sent = 0;
      const next = () => {
        res.write(`row ${sent}\n`);
        sent += 1;
        if (sent === 5) res.end();
        else setTimeout(next, 150);
      };
      next();
    };
    const response = await call('/api/upstream/feed/list/index', { headers: { cookie, ...xhr, 'accept-encoding': 'identity' } });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('row 0\nrow 1\nrow 2\nrow 3\nrow 4\n');
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
    expect((await call('/api/upstream/authorization', { headers: xhr })).status).toBe(401);
    expect((await call('/api/upstream/authorization', { headers: { ...xhr, cookie: 'crewdesk_session=Fe26.2*forged' } })).status).toBe(401);
    expect(seen).toHaveLength(0);
  });

  test('passes refusals through as they are; a 401 ends the session', async () => {
    reply = (_req, res) => {
      res.writeHead(403, { 'content-type': 'application/json' });
      res.end('{"message":"This action is unauthorized."}');
    };
    const forbidden = await call('/api/upstream/settings/general/roles/list', { headers: { cookie, ...xhr } });
    expect(forbidden.status).toBe(403);
    expect(JSON.parse(forbidden.body.toString())).toEqual({ message: 'This action is unauthorized.' });
    expect(forbidden.headers['set-cookie']).toBeUndefined();

    reply = (_req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end('{"message":"Unauthenticated."}');
    };
    const expired = await call('/api/upstream/authorization', { headers: { cookie, ...xhr } });
    expect(expired.status).toBe(401);
    expect(expired.headers['set-cookie']?.[0]).toMatch(/^crewdesk_session=; Path=\/; Max-Age=0;.*HttpOnly; SameSite=Lax/);
  });

  // The upstream session ended (expired, signed out elsewhere): the upstream answers a write 419, and
  // every save showed "CSRF token mismatch." under its form, with no way on but a reload.
  test('a 419 to a write ends the session as a 401 would, and says so as a 401; a 419 to a read passes through', async () => {
    reply = (_req, res) => {
      res.writeHead(419, { 'content-type': 'application/json' });
      res.end('{"message":"CSRF token mismatch."}');
    };
    const write = await call('/api/upstream/feed/store', { method: 'POST', headers: { cookie, ...xhr, origin: appUrl, 'content-type': 'application/json' }, body: '{"content":"x"}' });
    expect(write.status).toBe(401);
    expect(JSON.parse(write.body.toString())).toEqual({ message: 'Unauthenticated.' });
    expect(write.headers['set-cookie']?.[0]).toMatch(/^crewdesk_session=; Path=\/; Max-Age=0;.*HttpOnly; SameSite=Lax/);

    const read = await call('/api/upstream/authorization', { headers: { cookie, ...xhr } });
    expect(read.status).toBe(419);
    expect(read.headers['set-cookie']).toBeUndefined();
  });

  test('folds rotated upstream cookies into the sealed session and never passes them on', async () => {
    reply = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['XSRF-TOKEN=rotated; Path=/', 'laravel_session=up-session; Path=/; HttpOnly'] });
      res.end('{}');
    };
    const response = await call('/api/upstream/authorization', { headers: { cookie, ...xhr } });
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
    expect((await call('/api/upstream/authorization', { headers: { cookie, ...xhr } })).headers['set-cookie']).toBeUndefined();
  });

  test('answers 504 when the upstream is too slow and 502 when it cannot be reached', async () => {
    reply = () => undefined; // never answers
    const slow = await call('/api/upstream/authorization', { headers: { cookie, ...xhr } });
    expect(slow.status).toBe(504);
    expect(JSON.parse(slow.body.toString())).toEqual({ message: 'The server took too long to answer.' });

    reply = (req) => req.socket.destroy();
    const gone = await call('/api/upstream/authorization', { headers: { cookie, ...xhr } });
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
    const response = await call('/api/upstream/feed/list/index', { headers: { cookie, ...xhr, 'accept-encoding': 'identity' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="people.csv"');
    expect(response.headers['set-cookie']?.[0]).toMatch(/^crewdesk_session=Fe26\.2\*/);
    expect(response.body.toString()).toBe(big);
  });
});

describe('the fast path only', () => {
  beforeAll(() => {
    appUrl = apps.get('fast path')!.url;
  });

  test('answers with the API security headers and no upstream headers but the content type', async () => {
    reply = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'x-powered-by': 'upstream', server: 'upstream' });
      res.end('{}');
    };
    const response = await call('/api/upstream/authorization', { headers: { cookie, ...xhr } });
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

  test('answers a path that reaches the proxy only once normalised itself, and refuses it', async () => {
    const { isProxyRequest } = await import('./node-proxy');
    for (const path of ['/./api/upstream/authorization', '//api/upstream/authorization', '/api/./upstream/authorization', '/%61pi/upstream/authorization', '/x/../api/upstream/authorization?a=1']) {
      expect([path, isProxyRequest(path)]).toEqual([path, true]);
    }
    expect(isProxyRequest('/api/auth/login')).toBe(false);
    expect(isProxyRequest('/feed')).toBe(false);
    const socket = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      // As written: a URL string would be normalised by the client.
      const { hostname, port } = new URL(appUrl);
      const req = http.request({ hostname, port, path: '/./api/upstream/authorization', headers: { cookie, ...xhr } }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(socket.status).toBe(404);
    expect(seen).toHaveLength(0);
  });

  test('compresses a large JSON body for a client that accepts gzip, and streams it whole', async () => {
    const big = JSON.stringify({ data: Array.from({ length: 2000 }, (_, index) => ({ id: index, name: `Person ${index}` })) });
    reply = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(big) });
      res.end(big);
    };
    const gzipped = await call('/api/upstream/feed/list/index', { headers: { cookie, ...xhr, 'accept-encoding': 'gzip, br' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body.length).toBeLessThan(big.length / 3);
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(big);
    const plain = await call('/api/upstream/feed/list/index', { headers: { cookie, ...xhr } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(big);
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
    const browser = http.request(`${appUrl}/api/upstream/authorization`, { headers: { cookie, ...xhr } });
    browser.on('error', () => undefined);
    browser.end();
    await received;
    browser.destroy();
    // Well before the upstream timeout (300 ms here) would end the call anyway.
    const tooLate = new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 150));
    await expect(Promise.race([closed.then(() => 'closed'), tooLate])).resolves.toBe('closed');
  });
});
