import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/browser';
import type { AreaResult, BenchContext } from '../lib/context';
import { request } from '../lib/http';
import { formatValue, table, type Figure } from '../lib/report';
import { builtPagePatterns, patternFor, audienceOf } from '../lib/routes';
import { logTail, startServer, stopServer } from '../lib/servers';
import { median } from '../lib/stats';

const SECTION = 'Lighthouse';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Failed audits of the accessibility and best-practices categories. */
  failed: string[];
}

interface LhJson {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { title: string; score: number | null; numericValue?: number; scoreDisplayMode: string }>;
  runtimeError?: { message: string };
}

/** Lighthouse's mobile preset (its default: simulated slow 4G and 4× CPU slowdown) in Debian Chromium. */
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

  const results: { path: string; runs: LighthouseRun[]; minPerformance: number }[] = [];
  for (const route of config.routes) {
    const result = { path: route.path, runs: [] as LighthouseRun[], minPerformance: route.minPerformance };
    results.push(result);
    if (!patternFor(route.path, patterns)) continue;
    for (let run = 0; run < ctx.runs; run++) {
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
        '--output=json',
        `--output-path=${output}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
        ...(audienceOf(route.path) === 'signedIn' ? [`--extra-headers=${cookieHeaders}`] : []),
      ];
      // Lighthouse now and then loses its trace (NO_NAVSTART and the like): one more try before giving up.
      let report: LhJson | null = null;
      for (let attempt = 1; !report; attempt++) {
        const outcome = await runLighthouse(ctx, args, output);
        if (typeof outcome !== 'string') report = outcome;
        else if (attempt === 2) throw new Error(`lighthouse ${route.path}: ${outcome}`);
        else ctx.log(`  ${route.path} run ${run + 1}: ${outcome}; trying again`);
      }
      result.runs.push(summarise(report));
      const last = result.runs.at(-1)!;
      ctx.log(`  ${route.path} run ${run + 1}: performance ${last.performance}, accessibility ${last.accessibility}, LCP ${Math.round(last.lcpMs)} ms`);
    }
  }

  const figures: Figure[] = [];
  const rows: string[][] = [];
  const failedAudits = new Map<string, Set<string>>();
  for (const result of results) {
    const pick = (key: keyof Omit<LighthouseRun, 'failed'>) => (result.runs.length ? median(result.runs.map((run) => run[key])) : null);
    const built = result.runs.length > 0;
    const status = (ok: boolean) => (built ? (ok ? 'pass' : 'fail') : 'not built') as Figure['status'];
    const performance = pick('performance');
    const accessibility = pick('accessibility');
    const cls = pick('cls');
    figures.push(
      { section: SECTION, name: `${result.path} performance`, value: performance, unit: 'score', budget: `≥ ${result.minPerformance}`, status: status((performance ?? 0) >= result.minPerformance) },
      { section: SECTION, name: `${result.path} accessibility`, value: accessibility, unit: 'score', budget: `≥ ${config.minAccessibility}`, status: status((accessibility ?? 0) >= config.minAccessibility) },
      { section: SECTION, name: `${result.path} best practices`, value: pick('bestPractices'), unit: 'score', budget: '', status: built ? 'info' : 'not built' },
      { section: SECTION, name: `${result.path} LCP`, value: pick('lcpMs'), unit: 'ms', budget: '', status: built ? 'info' : 'not built' },
      { section: SECTION, name: `${result.path} TBT`, value: pick('tbtMs'), unit: 'ms', budget: '', status: built ? 'info' : 'not built' },
      { section: SECTION, name: `${result.path} CLS`, value: cls, unit: '', budget: `≤ ${config.maxCls}`, status: status((cls ?? 1) <= config.maxCls) },
    );
    rows.push([
      result.path,
      formatValue(performance, 'score'),
      formatValue(accessibility, 'score'),
      formatValue(pick('bestPractices'), 'score'),
      formatValue(pick('lcpMs'), 'ms'),
      formatValue(pick('tbtMs'), 'ms'),
      cls === null ? '—' : cls.toFixed(3),
    ]);
    failedAudits.set(result.path, new Set(result.runs.flatMap((run) => run.failed)));
  }
  const lines = [
    `Lighthouse ${lighthouseVersion(ctx.root)}, mobile preset (simulated slow 4G, 4× CPU slowdown), Debian Chromium with the e2e flags; ` +
      `medians of ${ctx.runs} runs. Signed-in screens get the session cookie through \`--extra-headers\`.`,
    '',
    ...table(['Route', 'Performance', 'Accessibility', 'Best practices', 'LCP', 'TBT', 'CLS'], rows),
  ];
  for (const [route, audits] of failedAudits) {
    if (audits.size) lines.push('', `Failed accessibility / best-practice audits on ${route}: ${[...audits].join('; ')}.`);
  }
  return { figures, section: { title: SECTION, lines }, data: results };
}

/** One Lighthouse run: its report, or why it failed. */
async function runLighthouse(ctx: BenchContext, args: string[], output: string): Promise<LhJson | string> {
  const server = startServer('lighthouse', process.execPath, args, {
    env: { CHROME_PATH: CHROMIUM_PATH },
    log: path.join(ctx.tmp, 'lighthouse.log'),
  });
  let timer: NodeJS.Timeout | undefined;
  const code = await Promise.race([server.exited, new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), 180_000)))]);
  clearTimeout(timer);
  await stopServer(server);
  if (code !== 0) return `${code === 'timeout' ? 'timed out' : `exit ${code}`}: ${logTail(server, 1)}`;
  const report = JSON.parse(readFileSync(output, 'utf8')) as LhJson;
  return report.runtimeError ? report.runtimeError.message : report;
}

function summarise(report: LhJson): LighthouseRun {
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
    failed,
  };
}

function lighthouseVersion(root: string): string {
  try {
    return (JSON.parse(readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return '';
  }
}
