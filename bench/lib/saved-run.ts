import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A Lighthouse run's saved artifacts (-G), opened for Lighthouse's own computed
 * artifacts and Lantern classes, as bench/lib/blocking.ts and
 * bench/lib/late-scripts.ts recompute Lantern's simulations from them.
 */

export interface SavedRun {
  artifacts: Record<string, unknown> & { settings: unknown; Trace: unknown; URL: { mainDocumentUrl?: string; finalDisplayedUrl?: string } };
  /** Lighthouse's computed-artifact context (its cache and settings). */
  context: { computedCache: Map<unknown, unknown>; settings: unknown };
  /** The input of Lighthouse's metric computed artifacts (MetricComputationDataInput). */
  data: Record<string, unknown>;
  /** The page's URL, as the trace names the page's own (inline) scripts. */
  pageUrl: string;
}

/** A module of the project's Lighthouse, by its path under lighthouse/core. */
export const lighthouseModule = (root: string, file: string): Promise<unknown> =>
  import(pathToFileURL(path.join(root, 'node_modules', 'lighthouse', 'core', file)).href);

export async function openSavedRun(root: string, artifactsDir: string): Promise<SavedRun> {
  const { loadArtifacts } = (await lighthouseModule(root, 'lib/asset-saver.js')) as { loadArtifacts(dir: string): Promise<SavedRun['artifacts']> };
  const artifacts = await loadArtifacts(artifactsDir);
  return {
    artifacts,
    context: { computedCache: new Map(), settings: artifacts.settings },
    data: {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: artifacts.settings,
      URL: artifacts.URL,
      SourceMaps: [],
      HostDPR: artifacts.HostDPR,
      simulator: null,
    },
    pageUrl: artifacts.URL.mainDocumentUrl ?? artifacts.URL.finalDisplayedUrl ?? '',
  };
}
