import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CookieJar } from './http';
import { LoadClient } from './load';

describe('the proxy bench load generator', () => {
  let server: http.Server;
  let url: string;
  const seen: { path: string; cookie?: string; accept?: string }[] = [];

  beforeAll(async () => {
    let calls = 0;
    server = http.createServer((req, res) => {
      seen.push({ path: req.url ?? '', cookie: req.headers.cookie, accept: req.headers.accept });
      calls += 1;
      if (calls === 1) res.setHeader('Set-Cookie', 'session=rotated; Path=/; HttpOnly');
      res.writeHead(calls === 3 ? 401 : 200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ calls, padding: 'x'.repeat(100_000) }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/roles/list?page=2`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('reports each status, sends the jar and keeps the cookies the server sets', async () => {
    const jar = new CookieJar();
    jar.take('session=first');
    const client = new LoadClient(url, 2, jar, { accept: 'application/json' });
    const first = await client.get();
    const second = await client.get();
    const third = await client.get();
    await client.close();

    expect([first.status, second.status, third.status]).toEqual([200, 200, 401]);
    expect(first.ms).toBeGreaterThan(0);
    expect(seen.map((call) => call.cookie)).toEqual(['session=first', 'session=rotated', 'session=rotated']);
    expect(seen.every((call) => call.path === '/roles/list?page=2' && call.accept === 'application/json')).toBe(true);
  });

  it('rejects when the server cannot be reached', async () => {
    const client = new LoadClient('http://127.0.0.1:9/', 1, new CookieJar(), {});
    await expect(client.get()).rejects.toThrow();
    await client.close();
  });
});
