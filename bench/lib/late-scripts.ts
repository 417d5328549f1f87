import { lighthouseModule, openSavedRun } from './saved-run';

/**
 * Scripts that Lantern's LCP estimate counts although they ran after the paint.
 *
 * Lantern estimates LCP from the requests and tasks the paint needed: every
 * script that had arrived before the observed LCP counts, unless the task that
 * first evaluated it started after that paint. It finds that task in its graph,
 * and the graph keeps only main-thread tasks of 10 ms or more (plus the first
 * parse, layout and paint). A script whose evaluation took less lands in a
 * pruned task, Lantern "cannot conclude anything" and counts it (Lighthouse
 * issue #17163 has the same cause). An App Router page's async scripts arrive
 * before its first paint and mostly run after it, in tasks of 1 to 20 ms, so
 * the same build's LCP estimate swings by a second between runs.
 *
 * This recomputes the run's LCP from its saved artifacts with Lighthouse's own
 * Lantern classes, leaving out the scripts whose first evaluation started after
 * the observed LCP, and says what the performance score would be with that LCP.
 * The bench reports it beside Lighthouse's figures; budgets use Lighthouse's.
 */

export interface TraceEventLike {
  name: string;
  ts: number;
  args?: { data?: { url?: string } };
}

/** URLs of the scripts first evaluated after `lcpTs` (trace clock, µs). The page's inline scripts carry the page's URL and are left out. */
export function scriptsRunAfter(events: readonly TraceEventLike[], lcpTs: number, pageUrl: string): Set<string> {
  const first = new Map<string, number>();
  for (const event of events) {
    const url = event.name === 'EvaluateScript' ? event.args?.data?.url : undefined;
    if (!url || url === pageUrl) continue;
    first.set(url, Math.min(first.get(url) ?? Infinity, event.ts));
  }
  return new Set([...first].filter(([, ts]) => ts > lcpTs).map(([url]) => url));
}

/** The performance score (0–100) with the LCP audit's score replaced: the category is the weighted mean of its audits' scores. */
export function performanceWith(
  category: { score: number | null; auditRefs: { id: string; weight: number }[] },
  auditId: string,
  oldScore: number,
  newScore: number,
): number {
  const total = category.auditRefs.reduce((sum, ref) => sum + ref.weight, 0);
  const weight = category.auditRefs.find((ref) => ref.id === auditId)?.weight ?? 0;
  return Math.round(((category.score ?? 0) + (weight / total) * (newScore - oldScore)) * 100);
}

export interface LateScripts {
  /** Lighthouse's LCP estimate, recomputed (ms). */
  lanternLcpMs: number;
  /** Scripts in Lighthouse's LCP estimate that were first evaluated after the observed LCP, and their transfer size. */
  counted: number;
  countedKb: number;
  /** The LCP estimate without them (ms), and the performance score with that LCP. */
  lcpMs: number;
  performance: number;
}

interface NetworkNode {
  type: 'network';
  request: { url: string; transferSize: number };
}
interface LanternGraphNode {
  type: string;
}
interface LanternMetricResult {
  timing: number;
  pessimisticEstimate: { nodeTimings: Map<LanternGraphNode, unknown> };
  optimisticEstimate: { nodeTimings: Map<LanternGraphNode, unknown> };
}
interface FirstPaintOptions {
  cutoffTimestamp: number;
  treatNodeAsRenderBlocking: (node: LanternGraphNode) => boolean;
  additionalCpuNodesToTreatAsRenderBlocking?: (node: LanternGraphNode & { didPerformLayout(): boolean }) => boolean;
}
interface LanternModule {
  Metrics: {
    FirstContentfulPaint: { getFirstPaintBasedGraph(graph: unknown, options: FirstPaintOptions): unknown };
    LargestContentfulPaint: {
      isNotLowPriorityImageNode(node: LanternGraphNode): boolean;
      compute(data: unknown, extras: unknown): LanternMetricResult;
      new (): unknown;
    };
  };
}
interface Report {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number }>;
}

/** The run's LCP with the scripts that ran after the paint left out, from its saved artifacts (see the module comment). */
export async function lateScripts(root: string, artifactsDir: string, report: Report): Promise<LateScripts> {
  const core = (file: string) => lighthouseModule(root, file);
  const [Lantern, { getComputationDataParams }, { LanternFirstContentfulPaint }, { ProcessedTrace }, { ProcessedNavigation }, { Audit }, lcpAudit] = (await Promise.all([
    core('lib/lantern/lantern.js'),
    core('computed/metrics/lantern-metric.js'),
    core('computed/metrics/lantern-first-contentful-paint.js'),
    core('computed/processed-trace.js'),
    core('computed/processed-navigation.js'),
    core('audits/audit.js'),
    core('audits/metrics/largest-contentful-paint.js'),
  ])) as [
    LanternModule,
    { getComputationDataParams(data: unknown, context: unknown): Promise<unknown> },
    { LanternFirstContentfulPaint: { request(data: unknown, context: unknown): Promise<unknown> } },
    { ProcessedTrace: { request(trace: unknown, context: unknown): Promise<{ mainThreadEvents: TraceEventLike[] }> } },
    { ProcessedNavigation: { request(trace: unknown, context: unknown): Promise<{ timestamps: { largestContentfulPaint?: number } }> } },
    { Audit: { computeLogNormalScore(points: { p10: number; median: number }, value: number): number } },
    { default: { defaultOptions: { mobile: { scoring: { p10: number; median: number } } } } },
  ];
  const { artifacts, context, data, pageUrl } = await openSavedRun(root, artifactsDir);
  const navigation = await ProcessedNavigation.request(artifacts.Trace, context);
  const observedLcp = navigation.timestamps.largestContentfulPaint;
  if (observedLcp === undefined) throw new Error('the trace has no LCP');
  const lcpTs: number = observedLcp;
  const { mainThreadEvents } = await ProcessedTrace.request(artifacts.Trace, context);
  const late = scriptsRunAfter(mainThreadEvents, lcpTs, pageUrl);
  const params = await getComputationDataParams(data, context);
  const fcpResult = await LanternFirstContentfulPaint.request(data, context);

  const { FirstContentfulPaint, LargestContentfulPaint } = Lantern.Metrics;
  const isLate = (node: LanternGraphNode) => node.type === 'network' && late.has((node as NetworkNode).request.url);
  /** Lantern's LCP with its graphs as they are (nothing left out), or with the late scripts left out. */
  const estimate = (leaveOut: boolean) => {
    const keep = (node: LanternGraphNode) => !(leaveOut && isLate(node));
    // Lantern's own LCP graphs (LargestContentfulPaint.getOptimisticGraph/getPessimisticGraph), with `keep` added.
    class Estimate extends (LargestContentfulPaint as unknown as new () => object) {
      static getOptimisticGraph(graph: unknown) {
        return FirstContentfulPaint.getFirstPaintBasedGraph(graph, {
          cutoffTimestamp: lcpTs,
          treatNodeAsRenderBlocking: (node) => LargestContentfulPaint.isNotLowPriorityImageNode(node) && keep(node),
        });
      }
      static getPessimisticGraph(graph: unknown) {
        return FirstContentfulPaint.getFirstPaintBasedGraph(graph, {
          cutoffTimestamp: lcpTs,
          treatNodeAsRenderBlocking: keep,
          additionalCpuNodesToTreatAsRenderBlocking: (node) => node.didPerformLayout(),
        });
      }
    }
    return (Estimate as unknown as LanternModule['Metrics']['LargestContentfulPaint']).compute(params, { fcpResult });
  };
  const lantern = estimate(false);
  // The recomputation must be Lighthouse's own figure before it can say what changes without the late scripts.
  const reported = report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
  if (!(Math.abs(lantern.timing - reported) <= 1)) throw new Error(`recomputed LCP ${Math.round(lantern.timing)} ms is not Lighthouse's ${Math.round(reported)} ms`);
  const without = estimate(true);
  const counted = [...lantern.pessimisticEstimate.nodeTimings.keys()].filter(isLate) as unknown as NetworkNode[];

  const scoring = lcpAudit.default.defaultOptions.mobile.scoring;
  const auditScore = (ms: number) => Math.round(Audit.computeLogNormalScore(scoring, ms) * 100) / 100;
  return {
    lanternLcpMs: lantern.timing,
    counted: counted.length,
    countedKb: counted.reduce((sum, node) => sum + node.request.transferSize, 0) / 1000,
    lcpMs: without.timing,
    performance: performanceWith(report.categories.performance!, 'largest-contentful-paint', auditScore(lantern.timing), auditScore(without.timing)),
  };
}
