/**
 * "What would the score be if …": Lantern (Lighthouse's simulator) drops
 * main-thread tasks shorter than 10 ms from its graph and multiplies the rest
 * by the CPU slowdown, so at 13x a single 40 ms task is 470 ms of blocking
 * time. Which tasks those are decides the score. This rewrites a gathered
 * trace so that every top-level task of one kind that took 10 ms or more takes
 * just under 10 ms (its events shrunk in proportion), and the bench audits it
 * again: the points the score gains are what that kind of task costs.
 *
 * Kinds: `script` is a task that mostly runs the page's JavaScript
 * (evaluation, calls, microtasks, compilation); `render` is every other long
 * task: HTML parsing, style, layout, paint, and work the trace does not name
 * (an SVG image's document, for one).
 */

export type TaskKind = 'script' | 'render';

export interface TraceEvent {
  name: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts: number;
  dur?: number;
  args?: Record<string, unknown>;
}

/** Lantern's threshold: a task under this many ms is pruned from its graph. */
export const LANTERN_MIN_TASK_MS = 10;
const SHORTENED_US = LANTERN_MIN_TASK_MS * 1000 - 100;

const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const SCRIPT = new Set(['EvaluateScript', 'FunctionCall', 'RunMicrotasks', 'v8.compile', 'V8.CompileCode', 'TimerFire', 'FireAnimationFrame', 'EventDispatch']);
const RENDER = new Set(['ParseHTML', 'ParseAuthorStyleSheet', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Commit', 'Layerize']);

/** The renderer main thread of the page: the one with the first contentful paint, else the busiest CrRendererMain. */
export function pageMainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid !== undefined);
  if (paint) return { pid: paint.pid!, tid: paint.tid! };
  let best: { pid: number; tid: number; count: number } | null = null;
  for (const meta of events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')) {
    const count = events.filter((event) => event.pid === meta.pid && event.tid === meta.tid).length;
    if (!best || count > best.count) best = { pid: meta.pid!, tid: meta.tid!, count };
  }
  return best && { pid: best.pid, tid: best.tid };
}

/** Time in the task's direct work by kind; the outermost event of each kind counts, not its nested repeats. */
export function kindOf(task: TraceEvent, inside: readonly TraceEvent[]): TaskKind {
  const end = task.ts + (task.dur ?? 0);
  let script = 0;
  let render = 0;
  let scriptEnd = -1;
  let renderEnd = -1;
  for (const event of inside) {
    if (event === task || event.ph !== 'X' || event.ts < task.ts || event.ts >= end) continue;
    const eventEnd = event.ts + (event.dur ?? 0);
    if (SCRIPT.has(event.name) && event.ts >= scriptEnd) {
      script += event.dur ?? 0;
      scriptEnd = eventEnd;
    } else if (RENDER.has(event.name) && event.ts >= renderEnd) {
      render += event.dur ?? 0;
      renderEnd = eventEnd;
    }
  }
  return script > render ? 'script' : 'render';
}

/**
 * Shortens, in place, every top-level task of `kind` on the page's main thread
 * that lasted 10 ms or more to just under 10 ms; returns how many it shortened.
 */
export function shortenTasks(events: TraceEvent[], kind: TaskKind): number {
  const thread = pageMainThread(events);
  if (!thread) return 0;
  const main = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X').sort((a, b) => a.ts - b.ts);
  const long = main.filter((event) => TOP_LEVEL.has(event.name) && (event.dur ?? 0) >= LANTERN_MIN_TASK_MS * 1000);
  let shortened = 0;
  for (const task of long) {
    const start = task.ts;
    const end = task.ts + task.dur!;
    const inside = main.filter((event) => event.ts >= start && event.ts < end);
    if (kindOf(task, inside) !== kind) continue;
    const factor = SHORTENED_US / task.dur!;
    for (const event of inside) {
      if (event === task) continue;
      event.ts = start + (event.ts - start) * factor;
      if (event.dur !== undefined) event.dur = event.dur * factor;
    }
    task.dur = SHORTENED_US;
    shortened++;
  }
  return shortened;
}
