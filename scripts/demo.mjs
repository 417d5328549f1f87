// npm run demo: builds the app, starts the reference upstream (seeding it on
// first run) and the app, and prints the demo sign-ins. Ctrl+C stops both.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

const PORT = process.env.PORT ?? '3000';
const UPSTREAM_PORT = process.env.UPSTREAM_PORT ?? '8010';
const BASE_PATH = process.env.BASE_PATH ?? '';
const APP_URL = `http://localhost:${PORT}${BASE_PATH}`;
const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  CREWDESK_ENV: process.env.CREWDESK_ENV ?? 'local',
  // The demo makes its own secret; production must set SESSION_SECRET itself.
  SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(32).toString('base64url'),
  UPSTREAM_URL: process.env.UPSTREAM_URL ?? `http://127.0.0.1:${UPSTREAM_PORT}`,
  APP_URL,
  // The upstream's realtime server and the app's broadcasting-auth route it calls back.
  REALTIME_URL: process.env.REALTIME_URL ?? `http://localhost:${process.env.REALTIME_PORT ?? '6001'}`,
  REALTIME_AUTH_URL: process.env.REALTIME_AUTH_URL ?? `${APP_URL}/api/realtime/auth`,
};

const bin = (name) => `node_modules/.bin/${name}`;
const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [];
// Started directly (not through npx) so a stop signal reaches the real server.
const start = (name, [command, ...args]) => {
  const child = spawn(command === 'node' ? process.execPath : bin(command), args, { stdio: ['ignore', 'inherit', 'inherit'], env });
  child.on('exit', (code) => {
    console.log(`[demo] ${name} exited (${code ?? 'signal'})`);
    shutdown(code ?? 1);
  });
  children.push(child);
};
function shutdown(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const upstreamArgs = ['tsx', 'upstream/src/main.ts', '--port', UPSTREAM_PORT];
if (process.argv.includes('--reset')) upstreamArgs.push('--reset');
start('upstream', upstreamArgs);
start('app', ['node', 'server.mjs', '-p', PORT]);

setTimeout(() => {
  console.log(`
Crewdesk demo: ${APP_URL}/login   (reference upstream: ${env.UPSTREAM_URL})
Sign in with any of these (password: password):
  admin@crewdesk.test        Ava Sinclair   Administrator: every permission
  manager@crewdesk.test      Marcus Reed    Manager: team attendance, leave review, reports
  employee@crewdesk.test     Emma Novak     Employee: self-service only
  contractor@crewdesk.test   Colin Hart     Contractor: no optional permissions
  sso@crewdesk.test          Sam Ortega     Employee: the identity "Sign in with Google" returns
Reseed the demo company: npm run demo -- --reset    Stop: Ctrl+C
`);
}, 2500);
