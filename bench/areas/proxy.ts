import type { AreaResult, BenchContext } from '../lib/context';
import { CookieJar, signInToUpstream } from '../lib/http';
import { LoadClient } from '../lib/load';
import { formatValue, table, type Figure } from '../lib/report';
import { groupCpuMs, type Server } from '../lib/servers';
import { median, percentile } from '../lib/stats';

const SECTION = 'Proxy cost';
const LABELS: Record<string, string> = {
  direct: 'direct to the upstream',
  proxy: '/api/upstream (BFF)',
  nginx: 'nginx',
  next: 'Next.js alone (a route handler answering 405 at once)',
};

export interface Path {
  name: string;
  url: string;
  jar: CookieJar;
  headers: Record<string, string>;
  /** The processes serving this path, whose CPU time per request is recorded. */
  servers: Server[];
  /** 200 unless said otherwise. */
  status?: number;
}

export interface PathRun {
  sequential: { p50: number; p99: number };
  concurrent: { p50: number; p99: number; rps: number };
  /** CPU ms per request during the concurrent phase, per serving process (name → ms). */
  cpuMsPerRequest: Record<string, number>;
  errors: number;
}

export interface ProxyServers {
  app: Server;
  upstream: Server;
  nginx: { server: Server; url: string } | null;
}

/**
 * The same upstream GET, signed in as the same user: straight to the upstream,
 * through the BFF's /api/upstream proxy, and through nginx as a reference
 * reverse proxy when one is running. Sequential latency on one keep-alive
 * connection, then throughput with `concurrency` keep-alive connections.
 */
export async function proxyCost(ctx: BenchContext, servers: ProxyServers): Promise<AreaResult> {
  const nginxUrl = servers.nginx?.url ?? null;
  const config = ctx.budgets.proxyCost;
  const upstreamJar = await signInToUpstream(ctx.upstreamUrl, ctx.budgets.signedInAs, ctx.budgets.password);
  const upstreamHeaders = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  const paths: Path[] = [
    { name: 'direct', url: `${ctx.upstreamUrl}${config.path}`, jar: upstreamJar, headers: upstreamHeaders, servers: [servers.upstream] },
    { name: 'proxy', url: `${ctx.appUrl}/api/upstream${config.path}`, jar: ctx.session, headers: upstreamHeaders, servers: [servers.app, servers.upstream] },
    ...(servers.nginx
      ? [{ name: 'nginx', url: `${servers.nginx.url}${config.path}`, jar: upstreamJar, headers: upstreamHeaders, servers: [servers.nginx.server, servers.upstream] }]
      : []),
    // Next.js alone: a route handler answering at once (GET on a POST-only route: 405), for scale.
    { name: 'next', url: `${ctx.appUrl}/api/realtime/auth`, jar: new CookieJar(), headers: upstreamHeaders, servers: [servers.app], status: 405 },
  ];
  // One unrecorded pass per path first: the JIT of all three processes warms up.
  for (const path of paths) await measurePath(path, config);
  const runs: Record<string, PathRun[]> = Object.fromEntries(paths.map((path) => [path.name, []]));
  for (let run = 0; run < ctx.runs; run++) {
    for (const path of paths) {
      runs[path.name]!.push(await measurePath(path, config));
      const last = runs[path.name]!.at(-1)!;
      ctx.log(
        `  run ${run + 1} ${path.name}: p50 ${formatValue(last.sequential.p50, 'ms')}, ${Math.round(last.concurrent.rps)} req/s at ${config.concurrency} connections`,
      );
    }
  }

  const { med, added, ratio } = summarise(runs);
  const errors = Object.values(runs).flat().reduce((sum, run) => sum + run.errors, 0);

  const proxyP50 = added('proxy', (run) => run.sequential.p50);
  const proxyRatio = ratio('proxy');
  const figures: Figure[] = [
    {
      section: SECTION,
      name: '/api/upstream added latency p50 (sequential)',
      value: proxyP50,
      unit: 'ms',
      budget: `≤ ${formatValue(config.maxAddedP50Ms, 'ms')}`,
      status: errors ? 'fail' : proxyP50 <= config.maxAddedP50Ms ? 'pass' : 'fail',
      note: errors ? `${errors} failed requests` : undefined,
    },
    {
      section: SECTION,
      name: '/api/upstream added latency p99 (sequential)',
      value: added('proxy', (run) => run.sequential.p99),
      unit: 'ms',
      budget: '',
      status: 'info',
    },
    {
      section: SECTION,
      name: `/api/upstream throughput vs direct (${config.concurrency} connections)`,
      value: proxyRatio * 100,
      unit: '%',
      budget: `≥ ${formatValue(config.minThroughputRatio * 100, '%')}`,
      status: errors ? 'fail' : proxyRatio >= config.minThroughputRatio ? 'pass' : 'fail',
    },
    nginxUrl
      ? {
          section: SECTION,
          name: 'nginx reference: added latency p50, throughput',
          value: added('nginx', (run) => run.sequential.p50),
          unit: 'ms',
          budget: '',
          status: 'info',
          note: `${formatValue(ratio('nginx') * 100, '%')} of direct throughput`,
        }
      : { section: SECTION, name: 'nginx reference', value: null, unit: 'ms', budget: '', status: 'skipped', note: 'nginx not installed' },
  ];
  const lines = [
    `\`GET ${config.path}\`, signed in as ${ctx.budgets.signedInAs}: direct to the upstream, through \`/api/upstream${config.path}\` ` +
      `(BFF session → sealed cookie jar → upstream), and ${nginxUrl ? 'through nginx (1 worker, keep-alive to the upstream)' : 'not through nginx (not installed: skipped)'}. ` +
      `${config.warmup} warm-up requests, then ${config.sequential} sequential requests on one keep-alive connection and ${config.concurrent} requests over ` +
      `${config.concurrency} keep-alive connections; medians of ${ctx.runs} runs. Added latency = proxied minus direct, run by run. ` +
      `The load generator is an undici keep-alive pool in the bench's own process (bench/lib/load.ts) that drops bodies as they arrive.`,
    '',
    ...table(
      ['Path', 'p50 sequential', 'p99 sequential', `p50 at ${config.concurrency}`, `p99 at ${config.concurrency}`, 'Throughput', 'vs direct', 'CPU per request'],
      paths.map((path) => [
        LABELS[path.name] ?? path.name,
        formatValue(med(path.name, (run) => run.sequential.p50), 'ms'),
        formatValue(med(path.name, (run) => run.sequential.p99), 'ms'),
        formatValue(med(path.name, (run) => run.concurrent.p50), 'ms'),
        formatValue(med(path.name, (run) => run.concurrent.p99), 'ms'),
        `${Math.round(med(path.name, (run) => run.concurrent.rps)).toLocaleString('en-US')} req/s`,
        formatValue(ratio(path.name) * 100, '%'),
        [...path.servers.map((server) => server.name), 'load generator']
          .map((name) => `${name} ${med(path.name, (run) => run.cpuMsPerRequest[name] ?? Number.NaN).toFixed(2)} ms`)
          .join(', '),
      ]),
    ),
    '',
    ...why(med, ratio, config.minThroughputRatio, !!nginxUrl),
  ];
  return { figures, section: { title: SECTION, lines }, data: { path: config.path, runs } };
}

/** Medians over the runs of each measured path (only those measured: nginx is optional). */
export function summarise(runs: Record<string, PathRun[]>) {
  const of = (name: string) => {
    const measured = runs[name];
    if (!measured) throw new Error(`the ${name} path was not measured`);
    return measured;
  };
  const med = (name: string, pick: (run: PathRun) => number) => median(of(name).map(pick));
  const added = (name: string, pick: (run: PathRun) => number) => median(of(name).map((run, index) => pick(run) - pick(of('direct')[index]!)));
  const ratio = (name: string) => med(name, (run) => run.concurrent.rps) / med('direct', (run) => run.concurrent.rps);
  return { med, added, ratio };
}

/**
 * Where the time goes, from this run's CPU figures: the upstream, the proxy's
 * front process (server.mjs, without Next.js), nginx, the load generator, and
 * Next.js's own request handling for scale.
 */
export function why(
  med: (name: string, pick: (run: PathRun) => number) => number,
  ratio: (name: string) => number,
  minRatio: number,
  withNginx: boolean,
): string[] {
  const cpu = (name: string, server: string) => med(name, (run) => run.cpuMsPerRequest[server] ?? Number.NaN);
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const pct = (name: string) => formatValue(ratio(name) * 100, '%');
  const proxyTotal = cpu('proxy', 'app') + cpu('proxy', 'upstream') + cpu('proxy', 'load generator');
  // nginx is optional: without it, its figures are left out, not read from runs that did not happen.
  const nginx = withNginx
    ? {
        upstream: ` and ${ms(cpu('nginx', 'upstream'))} behind nginx`,
        own: `; nginx, the reference, spends ${ms(cpu('nginx', 'nginx'))}`,
        total: ` (through nginx ${ms(cpu('nginx', 'nginx') + cpu('nginx', 'upstream') + cpu('nginx', 'load generator'))})`,
        ratio: `nginx ${pct('nginx')}; `,
      }
    : { upstream: '', own: ' (nginx is not installed: no reference figures)', total: '', ratio: '' };
  return [
    `**Where the time goes.** Direct, the upstream spends ${ms(cpu('direct', 'upstream'))} of CPU per call, on one core: that is the ` +
      `limit, while the load generator (${ms(cpu('direct', 'load generator'))} per call) has the other core to itself and sleeps ` +
      `between answers; waking it from the other core is part of the upstream's cost. Behind a proxy, whose process stays busy, the ` +
      `upstream spends ${ms(cpu('proxy', 'upstream'))} per call behind ours${nginx.upstream}. ` +
      `Through \`/api/upstream\`, the front process of server.mjs answers without Next.js (lib/upstream/node-proxy.ts: ` +
      `endpoint table, write rule, memoised session unseal, undici keep-alive pool to the upstream, small bodies sent with their headers ` +
      `in one write) and spends ${ms(cpu('proxy', 'app'))} per call${nginx.own}. The load ` +
      `generator, the proxy and the upstream then share two cores' worth of CPU, ${ms(proxyTotal)} per proxied call in all${nginx.total}: ` +
      `${pct('proxy')} of the direct throughput (${nginx.ratio}budget ` +
      `${formatValue(minRatio * 100, '%')}). Next.js's own request handling costs ${ms(cpu('next', 'app'))} even for a route handler ` +
      `that answers at once (${pct('next')} of direct), which is why the proxy is answered before it.`,
  ];
}

async function measurePath(
  path: Path,
  config: { warmup: number; sequential: number; concurrent: number; concurrency: number },
): Promise<PathRun> {
  let errors = 0;
  const one = async (client: LoadClient) => {
    const response = await client.get().catch(() => ({ status: 0, ms: Number.NaN }));
    if (response.status !== (path.status ?? 200)) errors += 1;
    return response.ms;
  };
  const single = new LoadClient(path.url, 1, path.jar, path.headers);
  for (let i = 0; i < config.warmup; i++) await one(single);
  const sequential: number[] = [];
  for (let i = 0; i < config.sequential; i++) sequential.push(await one(single));
  await single.close();

  const pool = new LoadClient(path.url, config.concurrency, path.jar, path.headers);
  await Promise.all(Array.from({ length: config.concurrency }, () => one(pool)));
  const concurrent: number[] = [];
  let next = 0;
  const cpuBefore = path.servers.map(groupCpuMs);
  const clientBefore = process.cpuUsage();
  const start = performance.now();
  await Promise.all(
    Array.from({ length: config.concurrency }, async () => {
      while (next < config.concurrent) {
        next += 1;
        concurrent.push(await one(pool));
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  const client = process.cpuUsage(clientBefore);
  const cpuMsPerRequest = Object.fromEntries([
    ...path.servers.map((server, index) => [server.name, (groupCpuMs(server) - cpuBefore[index]!) / concurrent.length]),
    // The bench itself: the load generator shares the machine's cores with the servers.
    ['load generator', (client.user + client.system) / 1000 / concurrent.length],
  ]);
  await pool.close();
  return {
    sequential: { p50: percentile(sequential, 50), p99: percentile(sequential, 99) },
    concurrent: { p50: percentile(concurrent, 50), p99: percentile(concurrent, 99), rps: concurrent.length / seconds },
    cpuMsPerRequest,
    errors,
  };
}
