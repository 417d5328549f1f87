import { lighthouseModule, openSavedRun } from './saved-run';

/**
 * Where a run's Total Blocking Time comes from, in Lighthouse's own terms.
 * Lantern does not measure TBT: it simulates the page on the emulated phone
 * (each main-thread task of 10 ms or more multiplied by the CPU slowdown, the
 * requests on a simulated 1.6 Mbit/s link) and adds up what each simulated task
 * blocks between its FCP and TTI estimates, once optimistically and once
 * pessimistically, and takes the mean. This recomputes those simulations from
 * the run's saved artifacts with Lighthouse's computed artifacts and shares the
 * blocking time out by the kind of task, so the report can say, for instance,
 * that the first frame's style and layout cost 500 ms of it.
 */

export const BLOCKING_KINDS = [
  'navigation commit',
  'first frame',
  'style and layout',
  'HTML parsing',
  'inline scripts',
  'script evaluation',
  'callbacks',
  'image documents',
  'other',
] as const;
export type BlockingKind = (typeof BLOCKING_KINDS)[number];

/** Lighthouse's threshold: the part of a task over 50 ms blocks. */
const BLOCKING_THRESHOLD_MS = 50;

/** What a simulated task blocks between FCP and TTI, as Lighthouse counts it. */
export function blockingOf(task: { startMs: number; endMs: number }, fcpMs: number, ttiMs: number): number {
  if (task.endMs - task.startMs < BLOCKING_THRESHOLD_MS || task.endMs < fcpMs || task.startMs > ttiMs) return 0;
  const clipped = Math.min(task.endMs, ttiMs) - Math.max(task.startMs, fcpMs);
  return clipped < BLOCKING_THRESHOLD_MS ? 0 : clipped - BLOCKING_THRESHOLD_MS;
}

interface ChildEvent {
  name: string;
  args?: { data?: { url?: string; frame?: string }; beginData?: { frame?: string } };
}

/** The frame a trace event belongs to, when it names one. */
const frameOf = (event: ChildEvent) => event.args?.data?.frame ?? event.args?.beginData?.frame;

/**
 * The kind of a main-thread task, from the trace events inside it: the first
 * frame is the first task that paints the page; a frame id other than the
 * page's is an image's document (each SVG image is one).
 */
export function kindOfTask(events: readonly ChildEvent[], page: { url: string; frame: string | undefined }, isFirstPaint: boolean): BlockingKind {
  const has = (name: string) => events.some((event) => event.name === name);
  const frames = new Set(events.map(frameOf).filter((frame): frame is string => frame !== undefined));
  const otherFrame = [...frames].some((frame) => frame !== page.frame);
  if (isFirstPaint) return 'first frame';
  // The browser's switch to the new document (its window and script context): Chromium's, not the page's.
  if (has('markAsMainFrame')) return 'navigation commit';
  if (otherFrame && !(page.frame !== undefined && frames.has(page.frame))) return 'image documents';
  const evaluated = events.filter((event) => event.name === 'EvaluateScript').map((event) => event.args?.data?.url ?? '');
  if (evaluated.length) return evaluated.every((url) => url === page.url) ? 'inline scripts' : 'script evaluation';
  if (has('ParseHTML')) return 'HTML parsing';
  // React's work slices, timers, event handlers and promise jobs.
  if (has('FunctionCall') || has('TimerFire') || has('RunMicrotasks')) return 'callbacks';
  if (has('Layout') || has('UpdateLayoutTree') || has('Paint')) return 'style and layout';
  if (otherFrame) return 'image documents';
  return 'other';
}

interface LanternNode {
  type: string;
  childEvents?: ChildEvent[];
}
interface LanternEstimate {
  timeInMs: number;
  nodeTimings: Map<LanternNode, { startTime: number; endTime: number }>;
}
interface LanternResult {
  timing: number;
  optimisticEstimate: LanternEstimate;
  pessimisticEstimate: LanternEstimate;
}
interface ComputedArtifact {
  request(data: unknown, context: unknown): Promise<LanternResult>;
}

export interface BlockingBreakdown {
  /** Lighthouse's TBT for the run, recomputed. */
  tbtMs: number;
  byKind: Record<BlockingKind, number>;
}

/**
 * The run's TBT shared out by kind of task (the mean of the optimistic and the
 * pessimistic simulation, as Lantern's TBT is), from its saved artifacts.
 */
export async function blockingBreakdown(root: string, artifactsDir: string): Promise<BlockingBreakdown> {
  const core = (file: string) => lighthouseModule(root, file);
  const [{ LanternTotalBlockingTime }, { LanternFirstContentfulPaint }, { LanternInteractive }] = (await Promise.all([
    core('computed/metrics/lantern-total-blocking-time.js'),
    core('computed/metrics/lantern-first-contentful-paint.js'),
    core('computed/metrics/lantern-interactive.js'),
  ])) as [{ LanternTotalBlockingTime: ComputedArtifact }, { LanternFirstContentfulPaint: ComputedArtifact }, { LanternInteractive: ComputedArtifact }];
  const { data, context, pageUrl } = await openSavedRun(root, artifactsDir);
  const [tbt, fcp, tti] = await Promise.all([
    LanternTotalBlockingTime.request(data, context),
    LanternFirstContentfulPaint.request(data, context),
    LanternInteractive.request(data, context),
  ]);
  const byKind = Object.fromEntries(BLOCKING_KINDS.map((kind) => [kind, 0])) as Record<BlockingKind, number>;
  for (const estimate of ['optimisticEstimate', 'pessimisticEstimate'] as const) {
    const cpu = [...tbt[estimate].nodeTimings.entries()].filter(([node]) => node.type === 'cpu').sort((a, b) => a[1].startTime - b[1].startTime);
    const frame = pageFrame(cpu.map(([node]) => node));
    const firstPaint = cpu.find(([node]) => node.childEvents?.some((event) => event.name === 'Paint' && frameOf(event) === frame));
    for (const [node, timing] of cpu) {
      const kind = kindOfTask(node.childEvents ?? [], { url: pageUrl, frame }, node === firstPaint?.[0]);
      byKind[kind] += blockingOf({ startMs: timing.startTime, endMs: timing.endTime }, fcp[estimate].timeInMs, tti[estimate].timeInMs) / 2;
    }
  }
  return { tbtMs: tbt.timing, byKind };
}

/** The page's frame id: the frame of the document's own parsing (an image's document is not parsed as HTML). */
function pageFrame(nodes: LanternNode[]): string | undefined {
  for (const node of nodes) {
    const parse = node.childEvents?.find((event) => event.name === 'ParseHTML' && frameOf(event));
    if (parse) return frameOf(parse);
  }
  return undefined;
}
