import type { AreaResult, BenchContext } from '../lib/context';
import { request } from '../lib/http';
import { formatValue, table, type Figure } from '../lib/report';
import { builtPagePatterns, patternFor } from '../lib/routes';
import { rounds, type UpstreamCall, type UpstreamLog } from '../lib/upstream-log';
import { median } from '../lib/stats';

const SECTION = 'No waterfalls';

interface RouteTiming {
  path: string;
  status: 'measured' | 'not built';
  totalMs: number[];
  ttfbMs: number[];
  bytes: number;
  ratio: number | null;
  baselineMs: number | null;
  /** Upstream calls of the last run, by round. */
  rounds: UpstreamCall[][];
}

/**
 * Whole-document time of each screen while the upstream answers every call
 * after `latencyMs`, read with a raw HTTP client to the last streamed byte.
 * `baseline` holds the same routes' times at zero latency (render cost alone).
 */
export async function noWaterfalls(ctx: BenchContext, baseline: Map<string, number>, upstreamLog: UpstreamLog): Promise<AreaResult> {
  const { latencyMs, maxRatio, routes } = ctx.budgets.noWaterfalls;
  const patterns = builtPagePatterns(ctx.distDir);
  const timings: RouteTiming[] = [];
  for (const path of routes) {
    const timing: RouteTiming = { path, status: 'not built', totalMs: [], ttfbMs: [], bytes: 0, ratio: null, baselineMs: baseline.get(path) ?? null, rounds: [] };
    timings.push(timing);
    if (!patternFor(path, patterns)) continue;
    // The first load also refreshes the gate's permission snapshot, as a browser's would once a minute.
    const first = await documentLoad(ctx, path);
    if (first.status === 404) continue;
    timing.status = 'measured';
    for (let run = 0; run < ctx.runs; run++) {
      const start = performance.now();
      const load = await documentLoad(ctx, path);
      timing.totalMs.push(load.totalMs);
      timing.ttfbMs.push(load.ttfbMs);
      timing.bytes = load.body.length;
      // Log lines arrive through a pipe: give the last ones a moment.
      await new Promise((resolve) => setTimeout(resolve, 50));
      timing.rounds = rounds(upstreamLog.between(start, start + load.totalMs + 50));
    }
    timing.ratio = median(timing.totalMs) / latencyMs;
    ctx.log(`  ${path}: ${formatValue(median(timing.totalMs), 'ms')} (${formatValue(timing.ratio, 'ratio')})`);
  }

  const figures = timings.map((timing): Figure => ({
    section: SECTION,
    name: `${timing.path} document ÷ ${latencyMs} ms`,
    value: timing.ratio,
    unit: 'ratio',
    budget: `≤ ${formatValue(maxRatio, 'ratio')}`,
    status: timing.status === 'not built' ? 'not built' : timing.ratio! <= maxRatio ? 'pass' : 'fail',
    note: timing.status === 'not built' ? undefined : `${timing.rounds.length} round${timing.rounds.length === 1 ? '' : 's'} of upstream calls`,
  }));
  const lines = [
    `Every upstream call answered after ${latencyMs} ms (\`UPSTREAM_LATENCY_MS=${latencyMs}\`). Time from sending the request to the last byte of the HTML ` +
      `document, streamed parts included, read by a raw HTTP client with the signed-in session; median of ${ctx.runs} runs after one warm-up load. ` +
      `One round of parallel calls plus rendering stays under ${formatValue(maxRatio, 'ratio')}; two calls in a row already make 2.0.`,
    '',
    ...table(
      ['Route', 'First byte', 'Whole document', '÷ latency', 'At 0 ms latency', 'HTML', 'Result', 'Rounds', 'After the last call', 'Upstream calls by round (last run)'],
      timings.map((timing) =>
        timing.status === 'not built'
          ? [timing.path, '—', '—', '—', '—', '—', 'not built', '—', '—', '']
          : [
              timing.path,
              formatValue(median(timing.ttfbMs), 'ms'),
              formatValue(median(timing.totalMs), 'ms'),
              formatValue(timing.ratio, 'ratio'),
              formatValue(timing.baselineMs, 'ms'),
              formatValue(timing.bytes / 1000, 'KB'),
              timing.ratio! <= maxRatio ? 'pass' : '**FAIL**',
              String(timing.rounds.length),
              formatValue(timing.totalMs.at(-1)! - Math.max(0, ...timing.rounds.flat().map((call) => call.endMs)), 'ms'),
              timing.rounds.map((round, index) => `${index + 1}: ${round.map((call) => `${call.method} ${call.path}`).join(', ')}`).join(' → '),
            ],
      ),
      'lrrrrrlrrl',
    ),
    '',
    'Rounds: a call that started only after another call of the page had answered waited for it. "After the last call" is server rendering ' +
      'and streaming once the data is in (last run). The gate (middleware) refreshes the ' +
      'permission snapshot with one more `/authorization` call when it is older than a minute; the warm-up load takes that one.',
  ];
  return { figures, section: { title: SECTION, lines }, data: { latencyMs, routes: timings } };
}

export async function documentLoad(ctx: BenchContext, path: string) {
  const response = await request(`${ctx.appUrl}${path}`, { jar: ctx.session, headers: { accept: 'text/html' } });
  if (response.status >= 300 && response.status !== 404) {
    throw new Error(`${path} answered ${response.status}${response.headers.location ? ` → ${response.headers.location}` : ''}`);
  }
  return response;
}

/** Zero-latency document times of the same routes (median), for context in the report. */
export async function baselineTimes(ctx: BenchContext): Promise<Map<string, number>> {
  const patterns = builtPagePatterns(ctx.distDir);
  const times = new Map<string, number>();
  for (const path of ctx.budgets.noWaterfalls.routes) {
    if (!patternFor(path, patterns)) continue;
    if ((await documentLoad(ctx, path)).status === 404) continue;
    const runs: number[] = [];
    for (let run = 0; run < ctx.runs; run++) runs.push((await documentLoad(ctx, path)).totalMs);
    times.set(path, median(runs));
  }
  return times;
}
