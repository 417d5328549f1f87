import { kindOf, pageMainThread, shortenTasks, type TraceEvent } from './what-if';

const MAIN = { pid: 1, tid: 7 };
const x = (name: string, ts: number, durMs: number, thread = MAIN): TraceEvent => ({ name, ph: 'X', ts, dur: durMs * 1000, ...thread });

/** A page load: a 40 ms style-and-layout task, a 16 ms script task, a 6 ms script task, and a long task on another thread. */
function trace(): TraceEvent[] {
  return [
    { name: 'thread_name', ph: 'M', ts: 0, args: { name: 'CrRendererMain' }, ...MAIN },
    { name: 'firstContentfulPaint', ph: 'R', ts: 50_000, ...MAIN },
    x('RunTask', 10_000, 40),
    x('UpdateLayoutTree', 10_500, 15),
    x('Layout', 26_000, 20),
    x('FunctionCall', 47_000, 2),
    x('RunTask', 60_000, 16),
    x('EvaluateScript', 60_200, 15),
    x('Layout', 70_000, 1),
    x('RunTask', 80_000, 6),
    x('FunctionCall', 80_100, 5.5),
    x('RunTask', 10_000, 30, { pid: 2, tid: 9 }),
  ];
}

describe('what-if traces', () => {
  it('finds the page main thread by its first contentful paint, else the busiest renderer main thread', () => {
    expect(pageMainThread(trace())).toEqual(MAIN);
    const withoutPaint = trace().filter((event) => event.name !== 'firstContentfulPaint');
    withoutPaint.push({ name: 'thread_name', ph: 'M', ts: 0, args: { name: 'CrRendererMain' }, pid: 3, tid: 3 });
    expect(pageMainThread(withoutPaint)).toEqual(MAIN);
  });

  it('tells a render task from a script task by the time in each', () => {
    const events = trace();
    expect(kindOf(events[2]!, events)).toBe('render');
    expect(kindOf(events[6]!, events)).toBe('script');
  });

  it('shortens the long render tasks only, with their events, to just under 10 ms', () => {
    const events = trace();
    expect(shortenTasks(events, 'render')).toBe(1);
    const [layoutTask, style, layout, call, scriptTask, evaluate] = events.slice(2, 8);
    expect(layoutTask!.dur).toBe(9_900);
    // Every event inside keeps its place in proportion: 40 ms became 9.9 ms.
    expect(style!.ts).toBeCloseTo(10_000 + 500 * (9.9 / 40));
    expect(style!.dur).toBeCloseTo(15_000 * (9.9 / 40));
    expect(layout!.ts + layout!.dur!).toBeLessThanOrEqual(layoutTask!.ts + layoutTask!.dur!);
    expect(call!.dur).toBeCloseTo(2_000 * (9.9 / 40));
    // The script task, the short task and the other thread's task are as they were.
    expect(scriptTask!.dur).toBe(16_000);
    expect(evaluate!.dur).toBe(15_000);
    expect(events[9]!.dur).toBe(6_000);
    expect(events[11]!.dur).toBe(30_000);
  });

  it('shortens the long script tasks only', () => {
    const events = trace();
    expect(shortenTasks(events, 'script')).toBe(1);
    expect(events[2]!.dur).toBe(40_000);
    expect(events[6]!.dur).toBe(9_900);
    expect(events[7]!.dur).toBeCloseTo(15_000 * (9.9 / 16));
  });
});
