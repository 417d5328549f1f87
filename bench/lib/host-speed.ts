import type { Browser } from '@playwright/test';
import { median } from './stats';

/**
 * How fast this host runs page JavaScript, as Lighthouse's own BenchmarkIndex
 * (core/lib/page-functions.js: a string and array workload in the page, higher
 * is faster; Lighthouse records it as `environment.benchmarkIndex`).
 *
 * Timings in a browser depend on the host: the same build measured 97 on one
 * 2-core machine and 61–78 on another of the same kind. Lighthouse's simulated
 * throttling multiplies the CPU time it observes by `cpuSlowdownMultiplier`,
 * and its default (4×) is right for one host speed only (an index of about
 * 1,533). The bench measures the index before each measurement and derives the
 * multiplier from it, so every host emulates the same target device.
 */

/** Lighthouse's reference host: 4× on an index of 1,533 emulates its target mobile device. */
export const REFERENCE_BENCHMARK_INDEX = 1533;

/** Below this index a host is too slow to emulate the target device (the multiplier would be under 1). */
export const SLOWEST_EMULATING_INDEX = 150;

/**
 * The CPU slowdown that makes this host emulate Lighthouse's target device:
 * Lighthouse's calibration table (docs/throttling.md, the "CPU throttling
 * calculator"): 150 → 1×, 800 → 2×, 1,300 → 3×, 1,533 → 4×, 1,766 → 5×,
 * 2,000 → 6×, linear in between and beyond; never below 1×.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= SLOWEST_EMULATING_INDEX) return 1;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}

/**
 * A host-dependent duration scaled to the reference host: the same page work
 * takes `index / reference` times as long there. Used for figures measured
 * without throttling (scroll frames), so a slower or busier host does not fail
 * a budget that the code meets, and a faster one does not hide a regression.
 */
export function atReferenceSpeed(durationMs: number, benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return durationMs;
  return (durationMs * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX;
}

/** The same function Lighthouse runs, as page source (the bench's TypeScript is not shipped to the page). */
async function benchmarkSource(): Promise<string> {
  const { pageFunctions } = (await import('lighthouse/core/lib/page-functions.js')) as unknown as {
    pageFunctions: { computeBenchmarkIndex: () => number };
  };
  return `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
}

export interface HostSpeed {
  /** Median of the samples. */
  benchmarkIndex: number;
  samples: number[];
}

/** Lighthouse's BenchmarkIndex in a blank page of the bench's Chromium: the median of `samples` runs. */
export async function measureHostSpeed(browser: Browser, samples = 3): Promise<HostSpeed> {
  const source = await benchmarkSource();
  const page = await browser.newPage();
  try {
    const values: number[] = [];
    for (let i = 0; i < samples; i++) values.push((await page.evaluate(source)) as number);
    return { benchmarkIndex: median(values), samples: values };
  } finally {
    await page.close();
  }
}
