import { KB } from '../lib/budgets';
import { contextWith, DESKTOP } from '../lib/browser';
import type { AreaResult, BenchContext } from '../lib/context';
import { floorFiles, floorOf, firstLoadOf, loadPageScripts, type FirstLoad, type Floor, type PageLoad } from '../lib/first-load';
import { topContributors } from '../lib/analyze';
import { formatValue, table, type Figure } from '../lib/report';
import { builtPagePatterns, firstLoadTargets, type Target } from '../lib/routes';
import { median } from '../lib/stats';

const SECTION = 'First-load JS';
const kb = (bytes: number) => bytes / KB;

interface RouteResult {
  target: Target;
  status: 'measured' | 'not built';
  runs: FirstLoad[];
  load?: PageLoad;
  median?: { gzipBytes: number; rawBytes: number; overFloorGzipBytes: number };
  budgetGzipBytes: number;
  pass?: boolean;
}

export async function firstLoadJs(ctx: BenchContext): Promise<AreaResult> {
  const config = ctx.budgets.firstLoadJs;
  const patterns = builtPagePatterns(ctx.distDir);
  const { targets, unmeasured } = firstLoadTargets(config, patterns);
  const browser = await ctx.browser();
  const guest = await contextWith(browser, ctx.appUrl);
  const signedIn = await contextWith(browser, ctx.appUrl, ctx.session);
  const files = floorFiles(ctx.distDir);
  let floor: Floor | null = null;
  const results: RouteResult[] = [];
  try {
    for (const target of targets) {
      const budgetGzipBytes = config.overFloorKbGzip[target.audience] * KB;
      if (!target.pattern) {
        results.push({ target, status: 'not built', runs: [], budgetGzipBytes });
        continue;
      }
      const runs: FirstLoad[] = [];
      let last: PageLoad | undefined;
      for (let run = 0; run < config.runs; run++) {
        const load = await loadPageScripts(target.audience === 'guest' ? guest : signedIn, `${ctx.appUrl}${target.path}`, config.quietMs);
        if (load.status === 404) break;
        if (load.status >= 400) throw new Error(`first-load JS: ${target.path} answered ${load.status}`);
        // A page without the framework (the sign-in page) has a floor of nothing; the report's floor is a framework page's.
        const pageFloor = floorOf(load, files);
        if (pageFloor.files.length) floor ??= pageFloor;
        runs.push(firstLoadOf(load, pageFloor, target.audience, config.overFloorKbGzip));
        last = load;
      }
      if (!runs.length) {
        results.push({ target, status: 'not built', runs, budgetGzipBytes });
        continue;
      }
      const mid = {
        gzipBytes: median(runs.map((run) => run.gzipBytes)),
        rawBytes: median(runs.map((run) => run.rawBytes)),
        overFloorGzipBytes: median(runs.map((run) => run.overFloorGzipBytes)),
      };
      results.push({ target, status: 'measured', runs, load: last, median: mid, budgetGzipBytes, pass: mid.overFloorGzipBytes <= budgetGzipBytes });
      ctx.log(`  ${target.path}: ${formatValue(kb(mid.gzipBytes), 'KB')} gzip, ${formatValue(kb(mid.overFloorGzipBytes), 'KB')} over the floor`);
    }
  } finally {
    await guest.close();
    await signedIn.close();
  }
  if (!floor) throw new Error('first-load JS: no page could be measured');

  const failing = results.filter((result) => result.pass === false && result.target.pattern);
  let contributors = new Map<string, { name: string; bytes: number }[]>();
  if (failing.length) {
    ctx.log('  analysing the over-budget routes (next analyze)');
    contributors = await topContributors(ctx.root, ctx.distDir, [...new Set(failing.map((result) => result.target.pattern!))]).catch(
      (error: unknown) => {
        ctx.log(`  next analyze failed: ${(error as Error).message}`);
        return new Map();
      },
    );
  }

  const figures: Figure[] = [
    {
      section: SECTION,
      name: 'floor (framework, shared by every page)',
      value: kb(floor.gzipBytes),
      unit: 'KB',
      budget: '',
      status: 'info',
      note: `${formatValue(kb(floor.rawBytes), 'KB')} raw`,
    },
    ...results.map((result): Figure => ({
      section: SECTION,
      name: `${result.target.path} over floor`,
      value: result.median ? kb(result.median.overFloorGzipBytes) : null,
      unit: 'KB',
      budget: `≤ ${formatValue(kb(result.budgetGzipBytes), 'KB')} gzip`,
      status: result.status === 'not built' ? 'not built' : result.pass ? 'pass' : 'fail',
    })),
  ];

  const rows = results.map((result) => [
    result.target.path,
    result.target.audience === 'guest' ? 'guest' : 'signed in',
    result.median ? formatValue(kb(result.median.gzipBytes), 'KB') : '—',
    result.median ? formatValue(kb(result.median.rawBytes), 'KB') : '—',
    result.median ? formatValue(kb(result.median.overFloorGzipBytes), 'KB') : '—',
    `≤ ${formatValue(kb(result.budgetGzipBytes), 'KB')}`,
    result.status === 'not built' ? 'not built' : result.pass ? 'pass' : '**FAIL**',
    result.runs[0]
      ? result.runs[0].appScripts
          .slice(0, 3)
          .map((script) => `${script.file.split('/').pop()} ${formatValue(kb(script.gzipBytes), 'KB')}`)
          .join(', ')
      : '',
  ]);
  const lines = [
    `Script bytes each screen loads in Chromium (the e2e suite's desktop, ${DESKTOP.viewport.width} × ${DESKTOP.viewport.height}; signed in as ${ctx.budgets.signedInAs} for signed-in screens), ` +
      `until the page has loaded and no script has been requested for ${config.quietMs} ms after the load event. "gzip" is what crossed the wire (the app server compresses with gzip), "raw" the decoded size. ` +
      'Router prefetches of other screens are blocked. ' +
      (config.runs === 1 ? 'One load per screen: the bytes do not change from load to load.' : `Median of ${config.runs} loads.`),
    '',
    `**Floor** = the build manifest's \`rootMainFiles\` (Turbopack runtime, React, Next.js app router: ${floor.files.length} files, ` +
      `${formatValue(kb(floor.gzipBytes), 'KB')} gzip / ${formatValue(kb(floor.rawBytes), 'KB')} raw). Every App Router page loads these before any app code, ` +
      'so a blank page of this build cannot load less; the root layout\'s own client code counts against each screen. ' +
      'This is the same floor e2e/budgets.spec.ts uses against the e2e build (a blank page in a temporary copy would need a second build).',
    '',
    ...table(['Route', 'Audience', 'gzip', 'raw', 'Over floor', 'Budget', 'Result', 'Largest app chunks (gzip)'], rows, 'llrrrrll'),
  ];
  if (unmeasured.length) {
    lines.push('', `Built dynamic pages without an example path in bench/budgets.json (not measured): ${unmeasured.map((p) => `\`${p}\``).join(', ')}.`);
  }
  // Routes sharing one cause (e.g. every auth form) get one table.
  const causes = new Map<string, { patterns: string[]; list: { name: string; bytes: number }[] }>();
  for (const [pattern, list] of contributors) {
    const top = list.slice(0, 10);
    const key = JSON.stringify(top);
    const cause = causes.get(key) ?? { patterns: [], list: top };
    cause.patterns.push(pattern);
    causes.set(key, cause);
  }
  for (const { patterns: over, list } of causes.values()) {
    lines.push(
      '',
      `**Why ${over.join(', ')} ${over.length > 1 ? 'are' : 'is'} over budget**: \`next analyze\` of the same code, compressed size of the modules ` +
        'in the chunks beyond the floor, by package ("lazy": a dynamic import, in the first load only if the page imports it while loading):',
      '',
      ...table(['Package or folder', '≈ KB compressed'], list.map((item) => [item.name, formatValue(kb(item.bytes), 'KB')])),
    );
  }
  return {
    figures,
    section: { title: SECTION, lines },
    data: {
      floor,
      routes: results.map((result) => ({
        path: result.target.path,
        pattern: result.target.pattern,
        audience: result.target.audience,
        status: result.status,
        budgetGzipBytes: result.budgetGzipBytes,
        median: result.median ?? null,
        pass: result.pass ?? null,
        runs: result.runs.map((run) => ({ gzipBytes: run.gzipBytes, rawBytes: run.rawBytes })),
        scripts: result.load?.scripts ?? [],
      })),
      unmeasured,
      contributors: Object.fromEntries(contributors),
    },
  };
}
