// npm run test:e2e: builds the app twice (root and BASE_PATH=/hr), makes sure
// Chromium is there, then runs Playwright against the reference upstream.
// E2E_SKIP_BUILD=1 reuses existing builds; extra arguments go to Playwright.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

ensureChromium();
const dist = process.env.E2E_DIST ?? '.next';
if (!process.env.E2E_SKIP_BUILD) {
  const common = { NODE_ENV: 'production', CREWDESK_ENV: 'local', NEXT_TELEMETRY_DISABLED: '1' };
  run(process.execPath, ['scripts/build.mjs'], { ...common, BASE_PATH: '', NEXT_DIST_DIR: dist });
  if (process.env.E2E_NO_BASEPATH !== '1') run(process.execPath, ['scripts/build.mjs'], { ...common, BASE_PATH: '/hr', NEXT_DIST_DIR: `${dist}-hr` });
}
const upstreamPort = process.env.E2E_UPSTREAM_PORT ?? '8110';
rmSync(`test-results/e2e-upstream-${upstreamPort}.sqlite`, { force: true });
rmSync(`test-results/e2e-upstream-${upstreamPort}.sqlite-wal`, { force: true });
rmSync(`test-results/e2e-upstream-${upstreamPort}.sqlite-shm`, { force: true });
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
