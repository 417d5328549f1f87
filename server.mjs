// npm start: the production server, two processes.
// - This front process listens on the port. It answers the same-origin proxy
//   (/api/upstream/…) itself, with the fast path that `npm run build` bundles
//   from lib/upstream (the same rules as app/api/upstream), and passes every
//   other request to Next.js. Outside Next.js a proxied call costs a fraction
//   of the CPU (bench/report.md, Proxy cost).
//   It answers the build's hashed assets (/_next/static/…) too, from memory
//   (lib/server/static-assets.mjs), so they never wait behind a page render.
// - Next.js runs in a child process (lib/server/next-app.mjs) on a private Unix
//   socket, and serves pages, public files and the other route handlers.
// Usage: node server.mjs [-p PORT] [-H HOSTNAME]   (PORT, HOSTNAME env also work)
import { fork } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { builtBasePath, servedBasePath } from './lib/server/base-path.mjs';
import { nextRequestHeaders, nextResponseHeaders } from './lib/server/front-headers.mjs';
import { createStaticAssets } from './lib/server/static-assets.mjs';

process.env.NODE_ENV = 'production';
const { values: args } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
  strict: false,
});
const port = Number(args.port ?? process.env.PORT ?? 3000);
const hostname = args.hostname ?? process.env.HOSTNAME ?? '0.0.0.0';
const dir = path.dirname(fileURLToPath(import.meta.url));

const distDir = path.join(dir, process.env.NEXT_DIST_DIR || '.next');
const fastPathFile = path.join(distDir, 'crewdesk', 'fast-path.mjs');
const builtWith = builtBasePath(distDir);
if (!existsSync(fastPathFile) || builtWith === null) {
  console.error(`\n${path.relative(dir, distDir)} holds no \`npm run build\` output: build the app with \`npm run build\` first.\n`);
  process.exit(1);
}
// The basePath is the build's (lib/server/base-path.mjs): Next.js reads it again from
// next.config.mjs when it starts, so the child process is given the build's value.
try {
  process.env.BASE_PATH = servedBasePath(builtWith, process.env.BASE_PATH);
} catch (error) {
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
const { handleProxyRequest, isProxyRequest, sendTooLarge, declaredOverLimit, JSON_BODY_MAX_BYTES, serverEnv } = await import(pathToFileURL(fastPathFile).href);
try {
  serverEnv();
} catch (error) {
  console.error(`\n${error.message}\n`);
  process.exit(1);
}

// Next.js, on a socket only this process can reach. Told the public port and host
// so that the URLs it builds (x-forwarded-port, redirects) are the ones the browser used.
const socketPath = path.join(os.tmpdir(), `crewdesk-next-${process.pid}.sock`);
const nextApp = fork(path.join(dir, 'lib', 'server', 'next-app.mjs'), ['--socket', socketPath, '-p', String(port), '-H', hostname], {
  stdio: 'inherit',
});
let stopping = false;
nextApp.on('exit', (code, signal) => {
  rmSync(socketPath, { force: true });
  if (stopping) process.exit(0);
  console.error(`Next.js stopped (${signal ?? `exit code ${code}`}): stopping the server.`);
  process.exit(1);
});
await new Promise((resolve) => nextApp.once('message', resolve));

// Keep-alive connections to Next.js; its server never times them out (lib/server/next-app.mjs),
// so a request never meets a connection closing under it.
const agent = new http.Agent({ keepAlive: true });
const staticAssets = createStaticAssets({ distDir, basePath: process.env.BASE_PATH ?? '', isLocal: serverEnv().isLocal });
const UNAVAILABLE = 'Crewdesk is not available at the moment. Try again in a few seconds.';

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
function answerNonPath(req, res) {
  const headers = { 'Content-Length': '0', 'Cache-Control': 'no-store', Connection: 'close' };
  if (req.method === 'OPTIONS' && req.url === '*') res.writeHead(204, { ...headers, Allow: ALLOWED_METHODS });
  else res.writeHead(400, headers);
  res.end();
  req.resume();
}

// Nothing Next.js serves takes a large body (uploads go through the proxy above): every body is
// capped here, by its declared length and by the bytes passed on (lib/security/body-limit.ts).
function toNext(req, res) {
  if (declaredOverLimit(req.headers['content-length'], JSON_BODY_MAX_BYTES)) return sendTooLarge(req, res);
  let refused = false;
  let size = 0;
  req.on('data', (chunk) => {
    size += chunk.length;
    if (size <= JSON_BODY_MAX_BYTES || refused) return;
    refused = true;
    req.unpipe(forwarded);
    forwarded.destroy();
    if (res.headersSent) res.destroy();
    else sendTooLarge(req, res);
  });
  const forwarded = http.request(
    { socketPath, agent, method: req.method, path: req.url, headers: nextRequestHeaders(req.headers, req.socket.remoteAddress) },
    (response) => {
      res.writeHead(response.statusCode ?? 502, response.statusMessage, nextResponseHeaders(response.rawHeaders));
      response.pipe(res);
      response.on('error', () => res.destroy());
    },
  );
  forwarded.on('error', () => {
    if (refused) return;
    if (res.headersSent) return void res.destroy();
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '5' });
    res.end(UNAVAILABLE);
  });
  // The browser went away: Next.js stops rendering too.
  res.on('close', () => {
    if (!res.writableFinished) forwarded.destroy();
  });
  req.pipe(forwarded);
}

const server = http.createServer((req, res) => {
  // Not a path (`OPTIONS *`, an absolute URL): answered here; Next.js would fail on it.
  if (!req.url?.startsWith('/')) return answerNonPath(req, res);
  if (isProxyRequest(req.url)) return handleProxyRequest(req, res);
  staticAssets.serve(req, res).then(
    (served) => served || toNext(req, res),
    () => (res.headersSent ? res.destroy() : toNext(req, res)),
  );
});
// Longer than the usual load balancer idle timeout, so it closes idle connections first.
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.log(`▲ Crewdesk ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    server.close();
    agent.destroy();
    if (nextApp.exitCode === null && nextApp.signalCode === null) nextApp.kill('SIGTERM');
    else process.exit(0);
  });
}
