import { availableParallelism, loadavg } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { E2E, REALTIME_URL, UPSTREAM_URL } from './e2e/env';
import type { Fixtures } from './e2e/fixtures';

/**
 * e2e against the real reference upstream (fresh SQLite database per run) and
 * production builds of the app: one at the root (.next) and one built with
 * BASE_PATH=/hr (.next-hr). scripts/e2e.mjs builds both, then runs this.
 */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
  // Lean on a small machine: the GPU thread inside the browser process instead of a process of
  // its own, no software GL, one raster thread, and none of the browser's own side features.
  '--in-process-gpu',
  '--disable-software-rasterizer',
  '--num-raster-threads=1',
  '--disable-extensions',
  '--mute-audio',
  '--disable-features=Translate,MediaRouter,OptimizationHints,BackForwardCache',
];

/**
 * Workers from the machine, not a constant: each drives a Chromium (browser and
 * renderers) beside two production app servers and the upstream, so one worker
 * per two cores, and fewer when the machine is already busy when the run starts
 * (the load average of the last minute). E2E_WORKERS overrides.
 */
function workerCount(): number {
  if (process.env.E2E_WORKERS) return Math.max(1, Number(process.env.E2E_WORKERS));
  const cores = availableParallelism();
  const idle = cores - loadavg()[0]!;
  return Math.max(1, Math.min(Math.floor(cores / 2), Math.floor(idle)));
}

const appEnv = (port: number, basePath: string) => ({
  SESSION_SECRET: E2E.sessionSecret,
  UPSTREAM_URL,
  REALTIME_URL,
  CREWDESK_ENV: 'local',
  // No BASE_PATH at start, as the README says: the build's own basePath is served.
  NEXT_DIST_DIR: basePath ? `${E2E.distDir}-hr` : E2E.distDir,
  PORT: String(port),
  NODE_ENV: 'production',
});

/**
 * E2E_AFTER_SETUP=1: the realtime and tenant projects wait for the sign-ins only, not for the
 * whole chromium project, so that one of them runs alone (`--project=tenant billing-plan.spec.ts`).
 * `--no-deps` is no substitute: it drops the order too, and a test may start before the
 * sign-ins it reads are made.
 */
const after = (project: string) => (process.env.E2E_AFTER_SETUP === '1' ? ['setup'] : [project]);

/**
 * Servers stop on SIGTERM, as a service manager stops them (Playwright's default is SIGKILL): the app
 * removes its private Next.js socket from the temp directory, and the upstream closes its database.
 */
const SHUTDOWN = { signal: 'SIGTERM', timeout: 5_000 } as const;

const basePathServer = {
  command: `node server.mjs -p ${E2E.basePathAppPort}`,
  url: `http://localhost:${E2E.basePathAppPort}${E2E.basePath}/login`,
  reuseExistingServer: false,
  timeout: 60_000,
  gracefulShutdown: SHUTDOWN,
  env: appEnv(E2E.basePathAppPort, E2E.basePath),
};

export default defineConfig<Fixtures>({
  testDir: './e2e',
  outputDir: `test-results/playwright-${E2E.appPort}`,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: workerCount(),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The summary reporter prints the slowest tests and the flaky ones, and fails a run with over 2 % flaky.
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }], ['./scripts/e2e-reporter.ts']] : [['list'], ['./scripts/e2e-reporter.ts']],
  use: {
    // A failed test keeps its trace: actions, network and DOM snapshots, but no film strip. Recording the
    // screencast of every test took 8 % of the suite on a two-core host, for frames a failure's own
    // screenshot and the DOM snapshots already show.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // As a reader who asked for less motion (the app honours it: app/globals.css), so that no fade or slide is
    // drawn or waited for: a tenth off the suite on a two-core host. Motion is tested where it is the subject,
    // with 'no-preference': the shell (the kit's dialogs, snackbars, menus and progress bar) and the
    // Successful dialog's rise and fade (time-shifts.spec.ts).
    reducedMotion: 'reduce',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/, use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${E2E.appPort}` } },
    {
      name: 'chromium',
      dependencies: ['setup'],
      testIgnore: [/auth\.setup\.ts/, /realtime\.spec\.ts/],
      grepInvert: /@tenant/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${E2E.appPort}` },
    },
    {
      // Live alert counts: an acknowledge-required post alerts everyone, so these run after
      // every other spec has finished posting, not beside them.
      name: 'realtime',
      dependencies: after('chromium'),
      testMatch: /realtime\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${E2E.appPort}` },
    },
    {
      // Tests that change the whole tenant for a while or for good, or what a person other specs
      // sign in as may do (tagged @tenant: an IP allowlist for clocking, deleting every leave type,
      // a role given to the contractor) run last, when nothing else can be caught by them.
      name: 'tenant',
      dependencies: after('realtime'),
      testIgnore: [/auth\.setup\.ts/, /realtime\.spec\.ts/],
      grep: /@tenant/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${E2E.appPort}` },
    },
    ...(E2E.withBasePath
      ? [
          {
            name: 'basepath',
            testMatch: /(sign-in|gate|realtime-auth)\.spec\.ts/,
            use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${E2E.basePathAppPort}`, basePath: E2E.basePath },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: `node_modules/.bin/tsx upstream/src/main.ts --reset --db test-results/e2e-upstream-${E2E.upstreamPort}.sqlite --port ${E2E.upstreamPort}`,
      url: `${UPSTREAM_URL}/__dev/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: SHUTDOWN,
      env: {
        APP_URL: `http://localhost:${E2E.appPort}`,
        UPSTREAM_LATENCY_MS: '0',
        UPSTREAM_FAULT_RATE: '0',
        REALTIME_PORT: String(E2E.realtimePort),
        REALTIME_AUTH_URL: `http://localhost:${E2E.appPort}/api/realtime/auth`,
      },
    },
    {
      command: `node server.mjs -p ${E2E.appPort}`,
      url: `http://localhost:${E2E.appPort}/login`,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: SHUTDOWN,
      env: appEnv(E2E.appPort, ''),
    },
    ...(E2E.withBasePath ? [basePathServer] : []),
  ],
});
