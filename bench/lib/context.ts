import type { Browser } from '@playwright/test';
import type { Budgets } from './budgets';
import type { CookieJar } from './http';
import type { Figure, Section } from './report';

/** What every bench area gets: where things are and who is signed in. */
export interface BenchContext {
  root: string;
  /** Scratch directory for logs, databases and Lighthouse output (git-ignored). */
  tmp: string;
  distDir: string;
  appUrl: string;
  upstreamUrl: string;
  budgets: Budgets;
  runs: number;
  /** --runs=N when it was given: it then overrides an area's own run count as well. */
  runsGiven: number | null;
  browser: () => Promise<Browser>;
  /** The BFF session of the signed-in bench user (budgets.signedInAs). */
  session: CookieJar;
  log: (message: string) => void;
}

export interface AreaResult {
  figures: Figure[];
  section: Section;
  data: unknown;
}
