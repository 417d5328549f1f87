import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Request } from '@playwright/test';
import { KB } from './budgets';
import type { Audience } from './routes';

/**
 * First-load JS, measured in Chromium: every script the page loads until it has
 * settled, with the bytes on the wire and the decoded size. Scripts are asked for
 * with gzip only: budgets are in KB gzip, as next build reports sizes, and the
 * brotli copies the app server prefers would make every figure 13 % smaller.
 * Router prefetches of other screens are blocked: they are the next screen's
 * JS, not this one's. Shared by npm run bench and e2e/budgets.spec.ts.
 */

export interface ScriptLoad {
  /** URL path, e.g. /_next/static/chunks/abc.js */
  file: string;
  gzipBytes: number;
  rawBytes: number;
  encoding: string | null;
}

export interface PageLoad {
  status: number;
  scripts: ScriptLoad[];
}

export async function loadPageScripts(context: BrowserContext, url: string, quietMs: number): Promise<PageLoad> {
  const page = await context.newPage();
  try {
    // Intercepting every request also keeps the memory cache out of the figures.
    await page.route('**/*', (route) =>
      route.request().headers()['next-router-prefetch'] ? route.abort() : route.continue(),
    );
    // Chromium's own Accept-Encoding names br too, and a routed request cannot change it.
    await page.setExtraHTTPHeaders({ 'Accept-Encoding': 'gzip, deflate' });
    const pending: Promise<ScriptLoad | Error>[] = [];
    let collecting = true;
    // Scripts asked for and not yet answered, and when one last started or ended.
    let inFlight = 0;
    let lastScriptAt = Date.now();
    const scriptEvent = (request: Request, change: number) => {
      if (request.resourceType() !== 'script') return;
      inFlight += change;
      lastScriptAt = Date.now();
    };
    page.on('request', (request) => scriptEvent(request, 1));
    page.on('requestfinished', (request) => scriptEvent(request, -1));
    page.on('requestfailed', (request) => scriptEvent(request, -1));
    page.on('requestfinished', (request) => {
      if (!collecting || request.resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const response = await request.response();
          const sizes = await request.sizes();
          const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
          return {
            file: new URL(request.url()).pathname,
            gzipBytes: sizes.responseBodySize,
            rawBytes: body.length,
            encoding: (await response?.headerValue('content-encoding')) ?? null,
          };
        })().catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
      );
    });
    const response = await page.goto(url, { waitUntil: 'load' });
    // The first load ends once no script is on its way and none has started or ended for
    // `quietMs` after the load event: the chunks a page imports as it hydrates count.
    lastScriptAt = Date.now();
    while (inFlight > 0 || Date.now() - lastScriptAt < quietMs) await new Promise((resolve) => setTimeout(resolve, 50));
    collecting = false;
    const settled = await Promise.all(pending);
    // A script whose size could not be read would make the page look smaller than it is.
    const failed = settled.find((item) => item instanceof Error);
    if (failed) throw new Error(`could not read a script of ${url}: ${failed.message}`);
    const scripts = settled as ScriptLoad[];
    const other = scripts.find((script) => script.encoding !== null && script.encoding !== 'gzip');
    if (other) throw new Error(`${other.file} of ${url} came as ${other.encoding}, not gzip: the budgets are in KB gzip`);
    return { status: response?.status() ?? 0, scripts: dedupe(scripts) };
  } finally {
    await page.close();
  }
}

function dedupe(scripts: ScriptLoad[]): ScriptLoad[] {
  const byFile = new Map<string, ScriptLoad>();
  for (const script of scripts) if (!byFile.has(script.file)) byFile.set(script.file, script);
  return [...byFile.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/**
 * The floor: the build manifest's rootMainFiles (Turbopack runtime, React,
 * Next's app router), which every App Router page loads before any app code.
 * The polyfill chunk is nomodule, so Chromium never loads it.
 */
export function floorFiles(distDir: string, basePath = ''): string[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles: string[];
  };
  return manifest.rootMainFiles.map((file) => `${basePath}/_next/${file}`);
}

export interface FirstLoad {
  gzipBytes: number;
  rawBytes: number;
  overFloorGzipBytes: number;
  budgetGzipBytes: number;
  pass: boolean;
  /** Scripts beyond the floor, largest first. */
  appScripts: ScriptLoad[];
}

export interface Floor {
  gzipBytes: number;
  rawBytes: number;
  files: string[];
}

/**
 * The floor's sizes as Chromium loaded them: all of it, or nothing for a page
 * that runs without the framework (the sign-in page, pages/login.tsx), whose
 * every script then counts against its budget; throws if a page loaded part of it.
 */
export function floorOf(load: PageLoad, files: readonly string[]): Floor {
  const scripts = files.map((file) => load.scripts.find((script) => script.file === file));
  const missing = files.filter((_, index) => !scripts[index]);
  if (missing.length === files.length) return { files: [], gzipBytes: 0, rawBytes: 0 };
  if (missing.length) throw new Error(`floor files not loaded: ${missing.join(', ')}`);
  return {
    files: [...files],
    gzipBytes: scripts.reduce((sum, script) => sum + script!.gzipBytes, 0),
    rawBytes: scripts.reduce((sum, script) => sum + script!.rawBytes, 0),
  };
}

export function firstLoadOf(
  load: PageLoad,
  floor: Floor,
  audience: Audience,
  overFloorKbGzip: { guest: number; signedIn: number },
): FirstLoad {
  const gzipBytes = load.scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const rawBytes = load.scripts.reduce((sum, script) => sum + script.rawBytes, 0);
  const budgetGzipBytes = overFloorKbGzip[audience] * KB;
  const overFloorGzipBytes = gzipBytes - floor.gzipBytes;
  return {
    gzipBytes,
    rawBytes,
    overFloorGzipBytes,
    budgetGzipBytes,
    pass: overFloorGzipBytes <= budgetGzipBytes,
    appScripts: load.scripts.filter((script) => !floor.files.includes(script.file)),
  };
}
