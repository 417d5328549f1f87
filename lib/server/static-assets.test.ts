import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BROTLI_SUFFIX, COMPRESS_MIN_BYTES, createStaticAssets, precompressStaticAssets } from './static-assets.mjs';

/**
 * The front process's static assets (server.mjs) on a real socket, over a
 * build folder made here. What it does not answer reaches the stand-in for
 * Next.js, which says "next".
 */

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4 * COMPRESS_MIN_BYTES))});`;
const SMALL_CSS = 'body{margin:0}';

let distDir: string;
const servers: http.Server[] = [];

beforeAll(() => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'static-assets-'));
  mkdirSync(path.join(distDir, 'static', 'chunks'), { recursive: true });
  mkdirSync(path.join(distDir, 'static', 'media'), { recursive: true });
  writeFileSync(path.join(distDir, 'static', 'chunks', 'app.js'), SCRIPT);
  writeFileSync(path.join(distDir, 'static', 'chunks', 'small.css'), SMALL_CSS);
  writeFileSync(path.join(distDir, 'static', 'chunks', 'notes.md'), '# not an asset type');
  writeFileSync(path.join(distDir, 'static', 'media', 'font.woff2'), Buffer.alloc(2 * COMPRESS_MIN_BYTES, 7));
  writeFileSync(path.join(distDir, 'static', 'chunks', 'app.js.map'), JSON.stringify({ mappings: 'x'.repeat(4 * COMPRESS_MIN_BYTES) }));
  writeFileSync(path.join(distDir, 'static', 'chunks', 'no-copy.css'), `.a{color:red}${' '.repeat(2 * COMPRESS_MIN_BYTES)}`);
  writeFileSync(path.join(distDir, 'secret.js'), 'the build folder outside static/');
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(distDir, { recursive: true, force: true });
});

async function start(basePath = '', isLocal = true) {
  const assets = createStaticAssets({ distDir, basePath, isLocal });
  const server = http.createServer((req, res) => {
    void assets.serve(req, res).then((served) => {
      if (!served) res.writeHead(404, { 'Content-Type': 'text/plain' }).end('next');
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A raw request (fetch would decompress, and would normalise `..` away). */
function get(origin: string, pathname: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(`${origin}${pathname}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('static assets from the front process', () => {
  it('answers a script gzipped, with the security headers and immutable caching Next.js sends', async () => {
    const origin = await start();
    const res = await get(origin, '/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
    expect(res.headers['content-length']).toBe(String(res.body.length));
    expect(res.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(new Date(res.headers['last-modified']!).getTime()).not.toBeNaN();
  });

  it('writes a brotli copy of each text asset sent compressed, and sends it to browsers that accept br', async () => {
    // Written before the server's first read of app.js (the server keeps what it read).
    const written = precompressStaticAssets(distDir);
    const chunks = path.join(distDir, 'static', 'chunks');
    expect(written).toBe(2);
    expect(brotliDecompressSync(readFileSync(path.join(chunks, 'app.js' + BROTLI_SUFFIX))).toString()).toBe(SCRIPT);
    // Not for a small file, a binary one or a source map.
    expect(existsSync(path.join(chunks, 'small.css' + BROTLI_SUFFIX))).toBe(false);
    expect(existsSync(path.join(distDir, 'static', 'media', 'font.woff2' + BROTLI_SUFFIX))).toBe(false);
    expect(existsSync(path.join(chunks, 'app.js.map' + BROTLI_SUFFIX))).toBe(false);
    rmSync(path.join(chunks, 'no-copy.css' + BROTLI_SUFFIX));

    const origin = await start();
    const brotli = await get(origin, '/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT);
    expect(brotli.headers['content-length']).toBe(String(brotli.body.length));
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    // Smaller than the gzip answer, which a browser without br still gets.
    const gzip = await get(origin, '/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotli.body.length).toBeLessThan(gzip.body.length);
    // A file without its copy (a build that skipped the step) is still sent gzipped.
    const noCopy = await get(origin, '/_next/static/chunks/no-copy.css', { 'accept-encoding': 'gzip, br' });
    expect(noCopy.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(noCopy.body).toString()).toMatch(/^\.a\{color:red\}/);
    // So is one whose copy no longer holds it (the file changed after the copy was made).
    writeFileSync(path.join(chunks, 'stale.js'), SCRIPT.replace('x', 'y'));
    writeFileSync(path.join(chunks, 'stale.js' + BROTLI_SUFFIX), readFileSync(path.join(chunks, 'app.js' + BROTLI_SUFFIX)));
    const stale = await get(origin, '/_next/static/chunks/stale.js', { 'accept-encoding': 'gzip, br' });
    expect(stale.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(stale.body).toString()).toBe(SCRIPT.replace('x', 'y'));
  });

  it('sends HSTS outside local runs, as next.config.mjs does', async () => {
    const origin = await start('', false);
    const res = await get(origin, '/_next/static/chunks/app.js');
    expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('sends the file as it is to a client without gzip, and a small or binary file uncompressed', async () => {
    const origin = await start();
    const plain = await get(origin, '/_next/static/chunks/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    const small = await get(origin, '/_next/static/chunks/small.css', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
    expect(small.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(small.body.toString()).toBe(SMALL_CSS);
    const font = await get(origin, '/_next/static/media/font.woff2', { 'accept-encoding': 'gzip' });
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.body.length).toBe(2 * COMPRESS_MIN_BYTES);
  });

  it('answers HEAD with the headers only, a query string changes nothing, and a known ETag gets a 304', async () => {
    const origin = await start();
    const head = await get(origin, '/_next/static/chunks/app.js?dpl=abc', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(head.body.length).toBe(0);
    const again = await get(origin, '/_next/static/chunks/app.js', { 'if-none-match': head.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('leaves to Next.js a missing file, another kind of file, another method and every path that climbs out', async () => {
    const origin = await start();
    for (const pathname of [
      '/_next/static/chunks/missing.js',
      '/_next/static/chunks/notes.md',
      '/_next/static/../secret.js',
      '/_next/static/chunks/../../secret.js',
      '/_next/static/%2e%2e/secret.js',
      '/_next/static/chunks/..%2F..%2Fsecret.js',
      '/_next/static/chunks%5C..%5C..%5Csecret.js',
      '/_next/static//chunks/app.js',
      '/_next/static/chunks/%E0%A4%A.js',
      '/_next/static/',
      '/secret.js',
    ]) {
      const res = await get(origin, pathname);
      expect([pathname, res.status, res.body.toString()]).toEqual([pathname, 404, 'next']);
    }
    const post = await get(origin, '/_next/static/chunks/app.js', {}, 'POST');
    expect(post.body.toString()).toBe('next');
  });

  it('serves under the build’s basePath only', async () => {
    const origin = await start('/hr');
    expect((await get(origin, '/hr/_next/static/chunks/app.js')).status).toBe(200);
    expect((await get(origin, '/_next/static/chunks/app.js')).body.toString()).toBe('next');
  });

  it('finds a file the build gained after a miss', async () => {
    const origin = await start();
    expect((await get(origin, '/_next/static/chunks/later.js')).body.toString()).toBe('next');
    writeFileSync(path.join(distDir, 'static', 'chunks', 'later.js'), 'later();');
    // The miss is forgotten once its read has settled.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const found = await get(origin, '/_next/static/chunks/later.js');
    expect([found.status, found.body.toString()]).toEqual([200, 'later();']);
  });
});
