// npm start: the production server. Next.js serves every page and route; the
// same-origin proxy (/api/upstream/…) is answered first by its fast path, the
// same rules as app/api/upstream compiled into the build through
// instrumentation.ts, because Next's own request handling would cost several
// times what the upstream spends on a call (bench/report.md, Proxy cost).
// Usage: node server.mjs [-p PORT] [-H HOSTNAME]   (PORT, HOSTNAME env also work)
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV = 'production';
const { default: next } = await import('next');

const argument = (short, long) => {
  const args = process.argv.slice(2);
  const index = args.findIndex((arg) => arg === short || arg === long);
  return index >= 0 ? args[index + 1] : undefined;
};
const port = Number(argument('-p', '--port') ?? process.env.PORT ?? 3000);
const hostname = argument('-H', '--hostname') ?? process.env.HOSTNAME ?? '0.0.0.0';
const dir = path.dirname(fileURLToPath(import.meta.url));

const app = next({ dev: false, dir, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

// Set by instrumentation.ts when Next.js registers it (on the first request): until then, and in a
// build without it, /api/upstream is served by its route handler, which applies the same rules.
/** @returns {{ handle: (req: http.IncomingMessage, res: http.ServerResponse) => void, matches: (url?: string) => boolean } | undefined} */
const fastProxy = () => globalThis[Symbol.for('crewdesk.upstreamProxy')];

const server = http.createServer((req, res) => {
  const proxy = fastProxy();
  if (proxy?.matches(req.url)) void proxy.handle(req, res);
  else void handle(req, res);
});
// Longer than the usual load balancer idle timeout, so it closes idle connections first.
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.log(`▲ Crewdesk ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    void app.close().finally(() => process.exit(0));
  });
}
