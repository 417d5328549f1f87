import { spawnSync } from 'node:child_process';
import { accessSync, constants, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { bigData, MEMORY_FILE } from './areas/big-data';
import { firstLoadJs } from './areas/first-load';
import { importBench } from './areas/import';
import { lighthouse } from './areas/lighthouse';
import { proxyCost } from './areas/proxy';
import { baselineTimes, noWaterfalls } from './areas/waterfalls';
import { launchChromium } from './lib/browser';
import { BUDGETS } from './lib/budgets';
import type { AreaResult, BenchContext } from './lib/context';
import { signInToApp } from './lib/http';
import { renderMarkdown, summary, type Figure, type Report, type Section } from './lib/report';
import { seedFromLog } from './lib/seed-log';
import { UpstreamLog } from './lib/upstream-log';
import { assertPortFree, startServer, stopAll, stopServer, stopServersOnExit, waitUntilUp, type Server } from './lib/servers';

/**
 * npm run bench: builds the app (production), starts the reference upstream and
 * the app on the bench's own ports, measures every area, and writes
 * bench/report.md and bench/report.json. Exits 1 when a budget is missed.
 *
 *   --skip-build         reuse the .next-bench build
 *   --only=a,b           areas: first-load, proxy, lighthouse, waterfalls, big-data, import
 *                        (a partial run writes bench/.tmp/report.md instead)
 *   --runs=N             runs per figure (default from budgets.json)
 */

const PORTS = { app: 3600, upstream: 8610, nginx: 3601, realtime: 6610 };
const AREAS = ['first-load', 'proxy', 'lighthouse', 'waterfalls', 'big-data', 'import'] as const;
type Area = (typeof AREAS)[number];
const SESSION_SECRET = 'bench-session-secret-that-is-long-enough-0123456789';

export async function main(root: string, argv: string[]): Promise<number> {
  const started = new Date();
  const loadAtStart = os.loadavg()[0]!;
  const options = parseArgs(argv);
  const tmp = path.join(root, 'bench', '.tmp');
  const distDir = path.join(root, '.next-bench');
  mkdirSync(tmp, { recursive: true });
  stopServersOnExit();
  const log = (message: string) => {
    const seconds = Math.round((Date.now() - started.getTime()) / 1000);
    console.log(`${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')} ${message}`);
  };
  const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

  if (!options.skipBuild) {
    log('bench: building the app (production, .next-bench)');
    const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', CREWDESK_ENV: 'local', NEXT_TELEMETRY_DISABLED: '1', BASE_PATH: '', NEXT_DIST_DIR: '.next-bench', SESSION_SECRET },
    });
    if (build.status !== 0) throw new Error('the build failed');
  }

  const appUrl = `http://localhost:${PORTS.app}`;
  const upstreamUrl = `http://127.0.0.1:${PORTS.upstream}`;
  const startUpstream = async (db: string, env: Record<string, string>, reset: boolean, onLine?: (line: string) => void) => {
    await assertPortFree(PORTS.upstream);
    await assertPortFree(PORTS.realtime);
    const args = ['upstream/src/main.ts', '--db', db, '--port', String(PORTS.upstream), ...(reset ? ['--reset'] : [])];
    const server = startServer('upstream', bin('tsx'), args, {
      env: {
        APP_URL: appUrl,
        UPSTREAM_LATENCY_MS: '0',
        UPSTREAM_FAULT_RATE: '0',
        REALTIME_PORT: String(PORTS.realtime),
        REALTIME_AUTH_URL: `${appUrl}/api/realtime/auth`,
        ...env,
        ...(onLine ? { UPSTREAM_LOG: '1' } : {}),
      },
      log: path.join(tmp, 'upstream.log'),
      onLine,
    });
    await waitUntilUp(server, `${upstreamUrl}/__dev/health`, 120_000);
    return server;
  };

  let browser: Browser | null = null;
  const figures: Figure[] = [];
  const sections: Section[] = [];
  const data: Record<string, unknown> = {};
  try {
    log('bench: starting the reference upstream and the app');
    const db = path.join(tmp, 'bench.sqlite');
    let upstream = await startUpstream(db, {}, true);
    await assertPortFree(PORTS.app);
    // Node with the memory probe (bench/lib/gc-probe.mjs) preloaded: the big-data area asks it for the heap after a full GC.
    const app = startServer('app', process.execPath, ['--expose-gc', '--import', path.join(root, 'bench', 'lib', 'gc-probe.mjs'), path.join(root, 'server.mjs'), '-p', String(PORTS.app)], {
      env: {
        BENCH_MEMORY_FILE: path.join(tmp, MEMORY_FILE),
        NODE_ENV: 'production',
        NEXT_DIST_DIR: '.next-bench',
        SESSION_SECRET,
        UPSTREAM_URL: upstreamUrl,
        // As in the demo and e2e: screens load the realtime client as they would in production.
        REALTIME_URL: `http://localhost:${PORTS.realtime}`,
        CREWDESK_ENV: 'local',
        BASE_PATH: '',
        NEXT_TELEMETRY_DISABLED: '1',
      },
      log: path.join(tmp, 'app.log'),
    });
    await waitUntilUp(app, `${appUrl}/login`);

    const ctx: BenchContext = {
      root,
      tmp,
      distDir,
      appUrl,
      upstreamUrl,
      budgets: BUDGETS,
      runs: options.runs,
      runsGiven: options.runsGiven,
      browser: async () => (browser ??= await launchChromium()),
      session: await signInToApp(appUrl, BUDGETS.signedInAs, BUDGETS.password),
      log,
    };
    const area = async (name: Area, title: string, measure: () => Promise<AreaResult>) => {
      if (!options.only.has(name)) return null;
      log(`bench: ${title}`);
      const begun = performance.now();
      try {
        const result = await measure();
        figures.push(...result.figures);
        sections.push(result.section);
        data[name] = result.data;
        log(`  (${Math.round((performance.now() - begun) / 1000)} s)`);
        return result;
      } catch (error) {
        const message = (error as Error).message.split('\n')[0]!;
        const stack = ((error as Error).stack ?? '').split('\n').filter((line) => /^\s+at .*\/work|^\s+at [^(]*\(\//.test(line) && !line.includes('data:text'));
        log(`  ${title} failed: ${message}\n${stack.slice(0, 5).join('\n')}`);
        figures.push({ section: title, name: 'measurement', value: null, unit: '', budget: '', status: 'fail', note: `error: ${message}` });
        sections.push({ title, lines: [`The measurement failed: \`${message}\`.`] });
        return null;
      }
    };

    const firstLoad = await area('first-load', 'First-load JS', () => firstLoadJs(ctx));
    let baseline = new Map<string, number>();
    if (options.only.has('waterfalls')) baseline = await baselineTimes(ctx);
    await area('proxy', 'Proxy cost', async () => {
      // Throughput is CPU-bound: no idle browser may take a share of the cores meanwhile.
      await browser?.close();
      browser = null;
      const nginx = findNginx();
      const server = nginx ? await startNginx(nginx, tmp, PORTS.nginx, PORTS.upstream) : null;
      try {
        return await proxyCost(ctx, { app, upstream, nginx: server ? { server, url: `http://127.0.0.1:${PORTS.nginx}` } : null });
      } finally {
        if (server) await stopServer(server);
      }
    });
    await area('lighthouse', 'Lighthouse', () => lighthouse(ctx));

    if (options.only.has('waterfalls')) {
      await stopServer(upstream);
      const upstreamLog = new UpstreamLog();
      upstream = await startUpstream(db, { UPSTREAM_LATENCY_MS: String(BUDGETS.noWaterfalls.latencyMs) }, false, upstreamLog.record);
      await area('waterfalls', 'No waterfalls', () => noWaterfalls(ctx, baseline, upstreamLog));
    }

    if (options.only.has('big-data')) {
      await stopServer(upstream);
      log(`bench: reseeding the upstream with UPSTREAM_SEED_PEOPLE=${BUDGETS.bigData.people}`);
      upstream = await startUpstream(path.join(tmp, 'bench-big.sqlite'), { UPSTREAM_SEED_PEOPLE: String(BUDGETS.bigData.people) }, true);
      ctx.session = await signInToApp(appUrl, BUDGETS.signedInAs, BUDGETS.password);
      const screens = signedInScreens(firstLoad, BUDGETS.noWaterfalls.routes);
      await area('big-data', 'Big data', () => bigData(ctx, app, seedFromLog(readFileSync(upstream.log, 'utf8')), screens));
    }

    if (options.only.has('import')) {
      // Last: it adds 5,000 people, so on a fresh demo company of its own.
      await stopServer(upstream);
      upstream = await startUpstream(path.join(tmp, 'bench-import.sqlite'), {}, true);
      ctx.session = await signInToApp(appUrl, BUDGETS.signedInAs, BUDGETS.password);
      const servers = { bff: app, upstream };
      await area('import', 'Employee import', () => importBench(ctx, servers));
    }
  } finally {
    const version = browser ? (browser as Browser).version() : '';
    await (browser as Browser | null)?.close();
    await stopAll();
    data.chromium = version;
  }

  const finished = new Date();
  const report: Report = {
    meta: {
      startedAt: started.toISOString(),
      finishedAt: finished.toISOString(),
      durationS: (finished.getTime() - started.getTime()) / 1000,
      cores: os.availableParallelism(),
      cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      node: process.versions.node,
      chromium: data.chromium ? `Chromium ${String(data.chromium)}` : 'Chromium',
      next: packageVersion(root, 'next'),
      commit: gitCommit(root),
      runs: options.runs,
      loadAverage: [loadAtStart, os.loadavg()[0]!],
      command: options.partial ? `npm run bench -- ${argv.join(' ')}` : 'npm run bench',
    },
    figures,
    sections,
    data,
  };
  const out = options.partial ? tmp : path.join(root, 'bench');
  writeFileSync(path.join(out, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(out, 'report.md'), renderMarkdown(report));
  const counts = summary(figures);
  log(`\nbench: ${counts.pass} pass, ${counts.fail} fail, ${counts['not built']} not built, ${counts.skipped} skipped → ${path.relative(root, out)}/report.md`);
  for (const figure of figures.filter((item) => item.status === 'fail')) {
    log(`  FAIL ${figure.section}: ${figure.name} = ${figure.value ?? '—'} ${figure.unit} (budget ${figure.budget || '—'})${figure.note ? ` ${figure.note}` : ''}`);
  }
  return counts.fail ? 1 : 0;
}

function parseArgs(argv: string[]) {
  let only = new Set<Area>(AREAS);
  let runs = BUDGETS.runs;
  let runsGiven: number | null = null;
  let skipBuild = false;
  for (const arg of argv) {
    if (arg === '--skip-build') skipBuild = true;
    else if (arg.startsWith('--only=')) {
      const names = arg.slice('--only='.length).split(',');
      const unknown = names.filter((name) => !(AREAS as readonly string[]).includes(name));
      if (unknown.length) throw new Error(`unknown area ${unknown.join(', ')} (areas: ${AREAS.join(', ')})`);
      only = new Set(names as Area[]);
    } else if (arg.startsWith('--runs=')) runs = runsGiven = Math.max(1, Number(arg.slice('--runs='.length)) || 1);
    else throw new Error(`unknown option ${arg} (see bench/main.ts)`);
  }
  return { only, runs, runsGiven, skipBuild, partial: only.size < AREAS.length || runsGiven !== null };
}

/** Signed-in screens that were measured (built), else the waterfall list: the memory run's rotation. */
function signedInScreens(firstLoad: AreaResult | null, fallback: readonly string[]): string[] {
  const routes = (firstLoad?.data as { routes?: { path: string; audience: string; status: string }[] } | undefined)?.routes ?? [];
  const built = routes.filter((route) => route.audience === 'signedIn' && route.status === 'measured').map((route) => route.path);
  return built.length ? built : [...fallback];
}

function findNginx(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs) {
    const candidate = path.join(dir, 'nginx');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** nginx in the foreground (one worker, like the one BFF process), keep-alive to the upstream, no logs. */
async function startNginx(binary: string, tmp: string, port: number, upstreamPort: number): Promise<Server> {
  await assertPortFree(port);
  const prefix = path.join(tmp, 'nginx');
  mkdirSync(prefix, { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream api { server 127.0.0.1:${upstreamPort}; keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
    }
  }
}
`,
  );
  const server = startServer('nginx', binary, ['-p', prefix, '-c', conf, '-e', `${prefix}/error.log`], { log: path.join(prefix, 'stdout.log') });
  await waitUntilUp(server, `http://127.0.0.1:${port}/__dev/health`, 15_000);
  return server;
}

function packageVersion(root: string, name: string): string {
  try {
    return (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** Read-only git: the commit measured, marked when the tree had uncommitted changes. */
function gitCommit(root: string): string {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  if (head.status !== 0) return 'unknown';
  const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' });
  return `${head.stdout.trim()}${dirty.stdout.trim() ? ' + uncommitted changes' : ''}`;
}
