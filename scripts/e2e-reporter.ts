import path from 'node:path';
import type { FullConfig, FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * The e2e run's closing lines: the slowest tests, the time each spec file
 * took (where a long run's minutes go), every test that needed a
 * retry (flaky: passed only on its second try), and a verdict. A run where
 * more than MAX_FLAKY_SHARE of the tests were flaky fails even though each of
 * them passed in the end: retries may absorb a rare hiccup, never hide a trend.
 */

export const MAX_FLAKY_SHARE = 0.02;
export const SLOWEST_SHOWN = 10;

export interface TestOutcome {
  title: string;
  outcome: 'expected' | 'unexpected' | 'flaky' | 'skipped';
  /** All tries together, in ms. */
  durationMs: number;
  /** The spec file, relative to the test directory. */
  file?: string;
}

export interface Summary {
  lines: string[];
  flaky: TestOutcome[];
  /** Set when the flaky share alone must fail the run. */
  failBecauseFlaky: boolean;
}

function byFile(tests: readonly TestOutcome[]): { file: string; durationMs: number; tests: number }[] {
  const files = new Map<string, { file: string; durationMs: number; tests: number }>();
  for (const test of tests) {
    if (!test.file) continue;
    const entry = files.get(test.file) ?? { file: test.file, durationMs: 0, tests: 0 };
    entry.durationMs += test.durationMs;
    entry.tests += 1;
    files.set(test.file, entry);
  }
  return [...files.values()].sort((a, b) => b.durationMs - a.durationMs);
}

export function summarise(outcomes: readonly TestOutcome[]): Summary {
  const ran = outcomes.filter((test) => test.outcome !== 'skipped');
  const flaky = ran.filter((test) => test.outcome === 'flaky');
  const share = ran.length ? flaky.length / ran.length : 0;
  const slowest = [...ran].sort((a, b) => b.durationMs - a.durationMs).slice(0, SLOWEST_SHOWN);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const files = byFile(ran);
  const lines = [
    `Slowest ${slowest.length} tests:`,
    ...slowest.map((test, index) => `  ${String(index + 1).padStart(2)}. ${seconds(test.durationMs).padStart(7)}  ${test.title}`),
    ...(files.length ? ['Time by spec file (its tests, all tries):'] : []),
    ...files.map(({ file, durationMs, tests }) => `  ${seconds(durationMs).padStart(8)}  ${String(tests).padStart(3)} ${tests === 1 ? 'test ' : 'tests'}  ${file}`),
    `Flaky (passed on a retry): ${flaky.length} of ${ran.length} (${(share * 100).toFixed(1)} %, at most ${MAX_FLAKY_SHARE * 100} % allowed)`,
    ...flaky.map((test) => `  flaky: ${test.title}`),
  ];
  const failBecauseFlaky = share > MAX_FLAKY_SHARE;
  if (failBecauseFlaky) lines.push(`FAILED: more than ${MAX_FLAKY_SHARE * 100} % of the tests were flaky.`);
  return { lines, flaky, failBecauseFlaky };
}

export default class SummaryReporter implements Reporter {
  private readonly tests = new Map<TestCase, number>();
  private testDir = process.cwd();

  onBegin(config: FullConfig): void {
    this.testDir = config.projects[0]?.testDir ?? config.rootDir;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.tests.set(test, (this.tests.get(test) ?? 0) + result.duration);
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    const outcomes = [...this.tests].map(([test, durationMs]) => ({
      title: `[${test.parent.project()?.name ?? ''}] ${test.titlePath().slice(2).join(' › ')}`,
      outcome: test.outcome(),
      durationMs,
      file: path.relative(this.testDir, test.location.file),
    }));
    const summary = summarise(outcomes);
    console.log(`\n${summary.lines.join('\n')}`);
    return summary.failBecauseFlaky && result.status === 'passed' ? { status: 'failed' } : undefined;
  }

  printsToStdio(): boolean {
    return true;
  }
}
