// Next.js for server.mjs, in its own process: serves every request the front
// process passes on, over a Unix socket. Tells the front when it listens, and
// stops when the front goes away.
// Usage (by server.mjs): node lib/server/next-app.mjs --socket PATH -p PORT -H HOSTNAME
import { rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

process.env.NODE_ENV = 'production';
const { values: args } = parseArgs({
  options: { socket: { type: 'string' }, port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const socketPath = args.socket;
if (!socketPath || !process.send) {
  console.error('lib/server/next-app.mjs is started by server.mjs (npm start).');
  process.exit(1);
}
const { default: next } = await import('next');
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const app = next({ dev: false, dir, hostname: args.hostname, port: Number(args.port) });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((req, res) => void handle(req, res));
// Only the front process connects, over keep-alive connections it closes itself.
server.keepAliveTimeout = 0;
rmSync(socketPath, { force: true });
server.listen(socketPath, () => process.send({ ready: true }));

const stop = () => {
  server.close();
  void app.close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
// Ctrl+C reaches both processes: this one waits for the front's SIGTERM, sent once it stops listening.
process.on('SIGINT', () => undefined);
process.on('disconnect', stop);
