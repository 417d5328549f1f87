import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BLOCKING_KINDS, blockingBreakdown, type BlockingBreakdown } from '../lib/blocking';
import { lateScripts as lateScriptsOf, type LateScripts } from '../lib/late-scripts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/browser';
import type { AreaResult, BenchContext } from '../lib/context';
import { cpuSlowdownFor, measureHostSpeed, REFERENCE_BENCHMARK_INDEX } from '../lib/host-speed';
import { request } from '../lib/http';
import { formatValue, table, type Figure } from '../lib/report';
import { builtPagePatterns, patternFor, audienceOf } from '../lib/routes';
import { logTail, startServer, stopServer } from '../lib/servers';
import { median } from '../lib/stats';
import { LANTERN_MIN_TASK_MS, shortenTasks, type TaskKind, type TraceEvent } from '../lib/what-if';

const SECTION = 'Lighthouse';
type NumericKey = 'performance' | 'accessibility' | 'bestPractices' | 'lcpMs' | 'tbtMs' | 'cls' | 'benchmarkIndex' | 'cpuSlowdown';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The host's BenchmarkIndex that Lighthouse measured during the page load, and the CPU slowdown derived from it. */
  benchmarkIndex: number;
  cpuSlowdown: number;
  /** Main-thread time by kind (Lighthouse's mainthread-work-breakdown, simulated), ms. */
  mainThread: Record<string, number>;
  /** The long tasks (≥ 50 ms, simulated) and the script each is attributed to. */
  longTasks: { url: string; durationMs: number }[];
  /** Failed audits of the accessibility and best-practices categories. */
  failed: string[];
  /** The same trace audited again with every long task of one kind under Lantern's 10 ms (bench/lib/what-if.ts). */
  whatIf: Partial<Record<TaskKind, { performance: number; tbtMs: number; shortened: number }>>;
  /** Lantern's TBT shared out by kind of task (bench/lib/blocking.ts); null when it could not be recomputed. */
  blocking: BlockingBreakdown | null;
  /** Lantern's LCP without the scripts that ran after the paint (bench/lib/late-scripts.ts); null when it could not be recomputed. */
  lateScripts: LateScripts | null;
}

interface LhItems<T> {
  details?: { items?: T[] };
}

interface LhJson {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { title: string; score: number | null; numericValue?: number; scoreDisplayMode: string }>;
  runtimeError?: { message: string };
}

/**
 * Lighthouse's mobile preset (simulated slow 4G and CPU slowdown) in Debian
 * Chromium, with the CPU slowdown calibrated for each run from the host speed
 * measured in that same run (bench/lib/host-speed.ts), so a slower or busier
 * machine emulates the same device as a fast, quiet one.
 */
export async function lighthouse(ctx: BenchContext): Promise<AreaResult> {
  const config = ctx.budgets.lighthouse;
  const cli = path.join(ctx.root, 'node_modules', 'lighthouse', 'cli', 'index.js');
  if (!existsSync(cli)) {
    return {
      figures: [{ section: SECTION, name: 'Lighthouse', value: null, unit: '', budget: '', status: 'skipped', note: 'lighthouse not installed' }],
      section: { title: SECTION, lines: ['Skipped: `lighthouse` is not installed (npm ci installs it).'] },
      data: null,
    };
  }
  const patterns = builtPagePatterns(ctx.distDir);
  const cookieHeaders = path.join(ctx.tmp, 'lighthouse-headers.json');

  // More runs than the other areas: a Lighthouse score is a median of a few noisy loads.
  const runs = ctx.runsGiven ?? config.runs;
  const results: { path: string; runs: LighthouseRun[]; minPerformance: number | null; unsteady: number }[] = [];
  // The floor last, with no budget: what a page with almost no app code scores on this host.
  const routes = [...config.routes, { path: config.floor, minPerformance: null }];
  for (const route of routes) {
    const result = { path: route.path, runs: [] as LighthouseRun[], minPerformance: route.minPerformance, unsteady: 0 };
    results.push(result);
    if (!patternFor(route.path, patterns)) continue;
    for (let run = 0; run < runs; run++) {
      if (audienceOf(route.path) === 'signedIn') {
        // A fresh permission snapshot in the cookie, so the gate does not refresh it during the run.
        await request(`${ctx.appUrl}${route.path}`, { jar: ctx.session });
        writeFileSync(cookieHeaders, JSON.stringify({ Cookie: ctx.session.header() }));
      }
      const output = path.join(ctx.tmp, `lighthouse-${route.path.replace(/\W+/g, '_')}-${run + 1}.json`);
      const args = [
        cli,
        `${ctx.appUrl}${route.path}`,
        '--quiet',
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
        ...(audienceOf(route.path) === 'signedIn' ? [`--extra-headers=${cookieHeaders}`] : []),
      ];
      // Lighthouse now and then loses its trace (NO_NAVSTART and the like: the gathered artifacts have no trace.json).
      // Two failures in a row happened too (/error-500, stop 32), and one lost trace ended the whole area: two more tries.
      // A run during which the host's speed changed (another process started or stopped) is measured again.
      let measured: Calibrated | null = null;
      for (let failures = 0, unsteady = 0; !measured; ) {
        const outcome = await runLighthouse(ctx, args, output);
        if (typeof outcome === 'string') {
          if (++failures === MAX_FAILURES) throw new Error(`lighthouse ${route.path}: ${outcome}`);
          ctx.log(`  ${route.path} run ${run + 1}: ${outcome}; trying again`);
        } else if (!steady(outcome) && ++unsteady < MAX_UNSTEADY) {
          result.unsteady++;
          ctx.log(`  ${route.path} run ${run + 1}: the host's speed changed during the run (index ${Math.round(outcome.benchmarkIndex)} → ${Math.round(outcome.indexAfter)}); measuring again`);
        } else measured = outcome;
      }
      result.runs.push({ ...summarise(measured), whatIf: await whatIf(ctx, args, measured, output), blocking: await blocking(ctx, measured), lateScripts: await lateScripts(ctx, measured) });
      const last = result.runs.at(-1)!;
      ctx.log(
        `  ${route.path} run ${run + 1}: host index ${Math.round(last.benchmarkIndex)} → CPU ${last.cpuSlowdown.toFixed(1)}×; performance ${last.performance}, ` +
          `accessibility ${last.accessibility}, LCP ${Math.round(last.lcpMs)} ms, TBT ${Math.round(last.tbtMs)} ms`,
      );
    }
  }

  const figures: Figure[] = [];
  const rows: string[][] = [];
  const failedAudits = new Map<string, Set<string>>();
  for (const result of results) {
    const pick = (key: NumericKey) => (result.runs.length ? median(result.runs.map((run) => run[key])) : null);
    const built = result.runs.length > 0;
    const status = (ok: boolean) => (built ? (ok ? 'pass' : 'fail') : 'not built') as Figure['status'];
    const performance = pick('performance');
    const accessibility = pick('accessibility');
    const cls = pick('cls');
    const tableRow = (label: string) => [
      label,
      pick('benchmarkIndex') === null ? '—' : String(Math.round(pick('benchmarkIndex')!)),
      pick('cpuSlowdown') === null ? '—' : `${pick('cpuSlowdown')!.toFixed(1)}×`,
      formatValue(performance, 'score'),
      formatValue(accessibility, 'score'),
      formatValue(pick('bestPractices'), 'score'),
      formatValue(pick('lcpMs'), 'ms'),
      formatValue(pick('tbtMs'), 'ms'),
      cls === null ? '—' : cls.toFixed(3),
    ];
    if (result.minPerformance === null) {
      const info = built ? 'info' : 'not built';
      figures.push(
        { section: SECTION, name: `${result.path} performance (framework floor)`, value: performance, unit: 'score', budget: '', status: info, note: 'no budget: what the framework alone scores here' },
        { section: SECTION, name: `${result.path} TBT (framework floor)`, value: pick('tbtMs'), unit: 'ms', budget: '', status: info },
        { section: SECTION, name: `${result.path} LCP (framework floor)`, value: pick('lcpMs'), unit: 'ms', budget: '', status: info },
      );
      rows.push(tableRow(`${result.path} (floor)`));
      continue;
    }
    figures.push(
      { section: SECTION, name: `${result.path} performance`, value: performance, unit: 'score', budget: `≥ ${result.minPerformance}`, status: status((performance ?? 0) >= result.minPerformance!) },
      { section: SECTION, name: `${result.path} accessibility`, value: accessibility, unit: 'score', budget: `≥ ${config.minAccessibility}`, status: status((accessibility ?? 0) >= config.minAccessibility) },
      { section: SECTION, name: `${result.path} best practices`, value: pick('bestPractices'), unit: 'score', budget: '', status: built ? 'info' : 'not built' },
      { section: SECTION, name: `${result.path} LCP`, value: pick('lcpMs'), unit: 'ms', budget: '', status: built ? 'info' : 'not built' },
      { section: SECTION, name: `${result.path} TBT`, value: pick('tbtMs'), unit: 'ms', budget: '', status: built ? 'info' : 'not built' },
      { section: SECTION, name: `${result.path} CLS`, value: cls, unit: '', budget: `≤ ${config.maxCls}`, status: status((cls ?? 1) <= config.maxCls) },
    );
    rows.push(tableRow(result.path));
    failedAudits.set(result.path, new Set(result.runs.flatMap((run) => run.failed)));
  }
  const lines = [
    `Lighthouse ${lighthouseVersion(ctx.root)}, mobile preset (simulated slow 4G), Debian Chromium with the e2e flags; ` +
      `medians of ${runs} runs. Signed-in screens get the session cookie through \`--extra-headers\`. ` +
      'The CPU slowdown is calibrated for each run: Lighthouse gathers the page unthrottled and measures the host\'s BenchmarkIndex while it does ' +
      `(its own page benchmark); the bench turns that index into the multiplier of Lighthouse's calibration table (4× at ${REFERENCE_BENCHMARK_INDEX}, ` +
      'more on a faster host, less on a slower or busier one) and only then simulates the throttled load from the gathered trace. ' +
      'So every host emulates the same device. The index is measured again right after the gathering: a run during which it changed by more than ' +
      `${STEADY_RATIO * 100} % (the machine got busier or quieter) is measured again, up to ${MAX_UNSTEADY} times. "Index" and "CPU" are the medians over the runs; ` +
      `runs measured again: ${results.map((result) => `${result.path} ${result.unsteady}`).join(', ')}.`,
    '',
    `**Framework floor**: ${config.floor} is a guest App Router page with almost no app code, measured alike and with no budget. ` +
      'It is what React and the App Router alone score on this host at this multiplier, so a route can be read against it: ' +
      'the points a route loses below the floor are its own; the floor\'s own losses are the framework\'s start and Lantern\'s LCP estimate, ' +
      'which counts every script that had arrived before the page\'s first paint.',
    '',
    ...table(['Route', 'Index', 'CPU', 'Performance', 'Accessibility', 'Best practices', 'LCP', 'TBT', 'CLS'], rows),
    '',
    'Where the main thread goes (simulated ms, median of the runs) and the long tasks of the last run:',
    '',
    ...table(
      ['Route', 'Main thread by kind', 'Long tasks (≥ 50 ms) by script'],
      results.map((result) => [result.path, mainThreadSummary(result.runs), longTaskSummary(result.runs.at(-1))]),
    ),
  ];
  lines.push(
    '',
    `**What the tasks cost.** Lantern drops main-thread tasks under ${LANTERN_MIN_TASK_MS} ms from its graph and multiplies the rest by the CPU slowdown, ` +
      'so the score turns on the few tasks of the unthrottled load that took 10 ms or more. Each run is audited twice more from the same trace ' +
      `(bench/lib/what-if.ts): once with every long *render* task (HTML parsing, style, layout, paint, image documents) shortened to just under ${LANTERN_MIN_TASK_MS} ms, ` +
      'once with every long *script* task. The gain is what that kind of task costs the score (medians of the runs; tasks shortened in brackets):',
    '',
    ...table(
      ['Route', 'Measured', 'Render tasks under 10 ms', 'Script tasks under 10 ms'],
      results.filter((result) => result.runs.length).map((result) => [result.path, ...(['measured', 'render', 'script'] as const).map((kind) => whatIfCell(result.runs, kind))]),
    ),
  );
  lines.push(
    '',
    '**Where the blocking time goes.** Lantern simulates the load on the emulated phone and adds up what each simulated task blocks between its FCP and TTI estimates, ' +
      'once optimistically and once pessimistically. The same simulations, recomputed from each run\'s saved artifacts with Lighthouse\'s own computed artifacts ' +
      '(bench/lib/blocking.ts), share that TBT out by kind of task: the browser\'s navigation commit, the first frame (style, layout and paint), later style and layout, ' +
      'HTML parsing, the page\'s inline scripts (the App Router reads its RSC payload from them), script files, callbacks (React\'s work slices, timers, events) and image documents ' +
      '(each SVG image is one). Medians of the runs, simulated ms:',
    '',
    ...table(
      ['Route', 'TBT', 'By kind of task'],
      results.filter((result) => result.runs.some((run) => run.blocking)).map((result) => [result.path, ...blockingCells(result.runs)]),
    ),
  );
  lines.push(
    '',
    '**Scripts counted for the LCP although they ran after the paint.** Lantern\'s LCP estimate counts every script that arrived before the observed LCP, ' +
      'unless the task that first evaluated it started after that paint; it looks that task up in its graph, which keeps only tasks of 10 ms or more. ' +
      'The App Router\'s async scripts arrive before the first paint and mostly run after it, in tasks shorter than that, so they count anyway, ' +
      'and the same build\'s LCP swings by about a second between runs as a framework script\'s evaluation falls under 10 ms or not (Lighthouse issue #17163 has the same cause). ' +
      'Recomputed from each run\'s saved artifacts with Lighthouse\'s own Lantern classes (bench/lib/late-scripts.ts; the recomputation must match Lighthouse\'s LCP to the millisecond): ' +
      'the scripts first evaluated after the observed LCP, the LCP estimate without them and the performance score with that LCP. ' +
      'For reading the scores only: the budgets above are Lighthouse\'s own figures. Medians of the runs:',
    '',
    ...table(
      ['Route', 'LCP (Lighthouse)', 'Scripts counted though run after the paint', 'LCP without them', 'Performance with that LCP'],
      results.filter((result) => result.runs.some((run) => run.lateScripts)).map((result) => [result.path, ...lateScriptCells(result.runs)]),
    ),
  );
  for (const [route, audits] of failedAudits) {
    if (audits.size) lines.push('', `Failed accessibility / best-practice audits on ${route}: ${[...audits].join('; ')}.`);
  }
  return { figures, section: { title: SECTION, lines }, data: results };
}

interface Calibrated {
  report: LhJson;
  artifactsDir: string;
  benchmarkIndex: number;
  /** The host's index measured again right after the page was gathered. */
  indexAfter: number;
  cpuSlowdown: number;
}

/** Attempts at a run whose Lighthouse run failed (a lost trace); the last failure ends the area. */
const MAX_FAILURES = 3;
/** Attempts at a run whose host speed changed by more than STEADY_RATIO while it ran; the last one counts. */
const MAX_UNSTEADY = 4;
const STEADY_RATIO = 0.25;

/** Whether the host ran at about the same speed before and after the page was gathered. */
const steady = ({ benchmarkIndex, indexAfter }: Calibrated) => Math.abs(indexAfter - benchmarkIndex) <= STEADY_RATIO * benchmarkIndex;

/**
 * One Lighthouse run in two steps: gather the page unthrottled (-G), read the
 * BenchmarkIndex Lighthouse measured meanwhile, then audit the saved artifacts
 * (-A) with the CPU slowdown for that index. Simulated throttling is applied
 * when auditing only, so the second step changes nothing but the multiplier;
 * the saved settings get the same multiplier, as Lighthouse refuses to audit
 * with settings other than those it gathered with. Returns the report, or why
 * the run failed.
 */
async function runLighthouse(ctx: BenchContext, args: string[], output: string): Promise<Calibrated | string> {
  const artifactsDir = output.replace(/\.json$/, '-artifacts');
  rmSync(artifactsDir, { recursive: true, force: true });
  const gathered = await runCli(ctx, [...args, `--gather-mode=${artifactsDir}`]);
  if (gathered) return gathered;
  const { benchmarkIndex: indexAfter } = await measureHostSpeed(await ctx.browser(), 1);
  const artifactsFile = path.join(artifactsDir, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8')) as { BenchmarkIndex?: number; settings: { throttling: { cpuSlowdownMultiplier: number } } };
  const benchmarkIndex = artifacts.BenchmarkIndex ?? Number.NaN;
  const cpuSlowdown = Math.round(cpuSlowdownFor(benchmarkIndex) * 100) / 100;
  artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
  writeFileSync(artifactsFile, JSON.stringify(artifacts));
  const audited = await audit(ctx, args, artifactsDir, cpuSlowdown, output);
  if (audited) return audited;
  const report = JSON.parse(readFileSync(output, 'utf8')) as LhJson;
  return report.runtimeError ? report.runtimeError.message : { report, artifactsDir, benchmarkIndex, indexAfter, cpuSlowdown };
}

/** The run's score and TBT with the long tasks of each kind shortened (see bench/lib/what-if.ts); a kind whose audit fails is left out. */
async function whatIf(ctx: BenchContext, args: string[], { artifactsDir, cpuSlowdown }: Calibrated, output: string): Promise<LighthouseRun['whatIf']> {
  const answers: LighthouseRun['whatIf'] = {};
  for (const kind of ['render', 'script'] as const) {
    const dir = `${artifactsDir}-${kind}`;
    rmSync(dir, { recursive: true, force: true });
    cpSync(artifactsDir, dir, { recursive: true });
    const traceFile = path.join(dir, 'trace.json');
    const trace = JSON.parse(readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] };
    const shortened = shortenTasks(trace.traceEvents, kind);
    writeFileSync(traceFile, JSON.stringify(trace));
    const kindOutput = output.replace(/\.json$/, `-${kind}.json`);
    const failed = await audit(ctx, args, dir, cpuSlowdown, kindOutput);
    rmSync(dir, { recursive: true, force: true });
    if (failed) {
      ctx.log(`  what-if (${kind}) failed: ${failed}`);
      continue;
    }
    const report = JSON.parse(readFileSync(kindOutput, 'utf8')) as LhJson;
    answers[kind] = {
      performance: Math.round((report.categories.performance?.score ?? 0) * 100),
      tbtMs: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      shortened,
    };
  }
  return answers;
}

/** The run's TBT by kind of task; null (and a line in the log) when Lighthouse's internals could not recompute it. */
async function blocking(ctx: BenchContext, { artifactsDir }: Calibrated): Promise<BlockingBreakdown | null> {
  try {
    return await blockingBreakdown(ctx.root, artifactsDir);
  } catch (error) {
    ctx.log(`  blocking time by kind could not be recomputed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/** The run's LCP without the scripts that ran after the paint; null (and a line in the log) when it could not be recomputed. */
async function lateScripts(ctx: BenchContext, { artifactsDir, report }: Calibrated): Promise<LateScripts | null> {
  try {
    return await lateScriptsOf(ctx.root, artifactsDir, report);
  } catch (error) {
    ctx.log(`  LCP without the late scripts could not be recomputed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/** [Lighthouse's LCP, "14 (127 KB)", LCP without them, performance with that LCP]: medians over the runs that could be recomputed. */
function lateScriptCells(runs: LighthouseRun[]): string[] {
  const late = runs.flatMap((run) => run.lateScripts ?? []);
  const pick = (key: keyof LateScripts) => Math.round(median(late.map((answer) => answer[key])));
  return [`${pick('lanternLcpMs')} ms`, `${pick('counted')} (${pick('countedKb')} KB)`, `${pick('lcpMs')} ms`, String(pick('performance'))];
}

/** ["710 ms", "first frame 515 · HTML parsing 128 · …"]: medians over the runs, kinds that blocked in none left out. */
function blockingCells(runs: LighthouseRun[]): [string, string] {
  const breakdowns = runs.flatMap((run) => run.blocking ?? []);
  const kinds = BLOCKING_KINDS.map((kind) => [kind, median(breakdowns.map((breakdown) => breakdown.byKind[kind]))] as const)
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1]);
  return [`${Math.round(median(breakdowns.map((breakdown) => breakdown.tbtMs)))} ms`, kinds.map(([kind, ms]) => `${kind} ${Math.round(ms)}`).join(' · ') || 'none'];
}

/** "74 (TBT 913 ms)", or with the kind shortened "91 (TBT 267 ms; 5 tasks)": medians over the runs. */
function whatIfCell(runs: LighthouseRun[], kind: TaskKind | 'measured'): string {
  const picked = kind === 'measured' ? runs.map((run) => ({ performance: run.performance, tbtMs: run.tbtMs, shortened: 0 })) : runs.flatMap((run) => run.whatIf[kind] ?? []);
  if (!picked.length) return '—';
  const performance = Math.round(median(picked.map((answer) => answer.performance)));
  const tbt = Math.round(median(picked.map((answer) => answer.tbtMs)));
  if (kind === 'measured') return `${performance} (TBT ${tbt} ms)`;
  const shortened = Math.round(median(picked.map((answer) => answer.shortened)));
  return `${performance} (TBT ${tbt} ms; ${shortened} ${shortened === 1 ? 'task' : 'tasks'})`;
}

/** Audits saved artifacts with the CPU slowdown into a JSON report: null when it succeeded, else why not. */
const audit = (ctx: BenchContext, args: string[], artifactsDir: string, cpuSlowdown: number, output: string) =>
  runCli(ctx, [...args, `--audit-mode=${artifactsDir}`, `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`, '--output=json', `--output-path=${output}`]);

/** The Lighthouse CLI with the bench's Chromium: null when it succeeded, else why not. */
async function runCli(ctx: BenchContext, args: string[]): Promise<string | null> {
  const server = startServer('lighthouse', process.execPath, args, {
    env: { CHROME_PATH: CHROMIUM_PATH },
    log: path.join(ctx.tmp, 'lighthouse.log'),
  });
  let timer: NodeJS.Timeout | undefined;
  const code = await Promise.race([server.exited, new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), 180_000)))]);
  clearTimeout(timer);
  await stopServer(server);
  return code === 0 ? null : `${code === 'timeout' ? 'timed out' : `exit ${code}`}: ${logTail(server, 1)}`;
}

function summarise({ report, benchmarkIndex, cpuSlowdown }: Calibrated): Omit<LighthouseRun, 'whatIf' | 'blocking' | 'lateScripts'> {
  const breakdown = (report.audits['mainthread-work-breakdown'] as LhItems<{ groupLabel: string; duration: number }> | undefined)?.details?.items ?? [];
  const longTasks = (report.audits['long-tasks'] as LhItems<{ url: string; duration: number }> | undefined)?.details?.items ?? [];
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const failed = ['accessibility', 'best-practices'].flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .map((ref) => report.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'manual')
      .map((audit) => audit!.title.replace(/\.$/, '')),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    benchmarkIndex,
    cpuSlowdown,
    mainThread: Object.fromEntries(breakdown.map((item) => [item.groupLabel, item.duration])),
    longTasks: longTasks.map((item) => ({ url: item.url, durationMs: item.duration })),
    failed,
  };
}

/** "Script Evaluation 412 ms · Style & Layout 120 ms · …", largest first, medians over the runs. */
function mainThreadSummary(runs: LighthouseRun[]): string {
  if (!runs.length) return '—';
  const kinds = new Set(runs.flatMap((run) => Object.keys(run.mainThread)));
  return [...kinds]
    .map((kind) => [kind, median(runs.map((run) => run.mainThread[kind] ?? 0))] as const)
    .sort((a, b) => b[1] - a[1])
    .filter(([, ms]) => ms >= 10)
    .map(([kind, ms]) => `${kind} ${Math.round(ms)} ms`)
    .join(' · ');
}

/** "main-app.js 2 × 180 ms · Unattributable 1 × 60 ms": the run's long tasks grouped by script file. */
function longTaskSummary(run: LighthouseRun | undefined): string {
  if (!run) return '—';
  if (!run.longTasks.length) return 'none';
  const byScript = new Map<string, number[]>();
  for (const task of run.longTasks) {
    const name = task.url.split('?')[0]!.split('/').pop() || task.url || 'Unattributable';
    byScript.set(name, [...(byScript.get(name) ?? []), task.durationMs]);
  }
  return [...byScript]
    .sort((a, b) => Math.max(...b[1]) - Math.max(...a[1]))
    .map(([name, durations]) => `${name} ${durations.map((ms) => Math.round(ms)).join(', ')} ms`)
    .join(' · ');
}

function lighthouseVersion(root: string): string {
  try {
    return (JSON.parse(readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return '';
  }
}
