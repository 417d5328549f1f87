import raw from '../budgets.json';

/** bench/budgets.json, typed. The `$comment` keys document the file and are ignored here. */
export interface Budgets {
  signedInAs: string;
  password: string;
  runs: number;
  firstLoadJs: {
    overFloorKbGzip: { guest: number; signedIn: number };
    routes: string[];
    discoverBuiltRoutes: boolean;
    examples: Record<string, string>;
    quietMs: number;
    runs: number;
  };
  noWaterfalls: { latencyMs: number; maxRatio: number; routes: string[] };
  proxyCost: {
    path: string;
    warmup: number;
    sequential: number;
    concurrent: number;
    concurrency: number;
    maxAddedP50Ms: number;
    minThroughputRatio: number;
  };
  lighthouse: {
    routes: { path: string; minPerformance: number }[];
    /** A near-blank App Router page of the same build, measured alike: what the framework alone scores on this host. */
    floor: string;
    minAccessibility: number;
    maxCls: number;
    /** Runs per route, unless --runs is given: one build's score spreads over 10 to 20 points between runs on one host. */
    runs: number;
  };
  bigData: {
    people: number;
    days: number;
    route: string;
    tableSelector: string;
    maxUsableMs: number;
    /** The upstream's seed of the demo company plus `people` generated people (its start-up line times it). */
    maxSeedSeconds: number;
    /** More lists over the same big seed, each timed from navigation to a hydrated table with rows (no scroll). */
    lists: { route: string; maxUsableMs: number }[];
    maxScrollFrameP95Ms: number;
    scrollFrames: number;
    pageLoads: number;
    loadConcurrency: number;
    rssSampleEvery: number;
    warmupLoads: number;
    maxLiveGrowthMb: number;
    /** The timesheet report for `people` × `days`, generated and downloaded through the BFF's proxy. */
    timesheet: { format: string; maxSeconds: number; maxPeakGrowthMb: number };
  };
  /** The employee import of `rows` new people through the BFF, and its progress screen while the batch runs. */
  import: {
    rows: number;
    maxValidateSeconds: number;
    maxProcessSeconds: number;
    maxFrameP95Ms: number;
    minFrames: number;
    minStatusPolls: number;
    screenPace: { chunk: number; pauseMs: number };
  };
}

export const BUDGETS: Budgets = raw;

/** Sizes in budgets and reports: 1 KB = 1,000 bytes, as `next build` prints them. */
export const KB = 1000;
