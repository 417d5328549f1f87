import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Every signed-in page renders ShellCheck exactly once (components/shell/shell-check.tsx):
 * without it a role changed meanwhile leaves the old menu up until a reload; twice, it reads
 * the same answer twice and mounts two watchers. A page gets it from definePage, from a
 * component that renders it, or writes it out; this reads the page files and the modules they
 * import, one level deep, as the pages are written (a page's frame is imported by the page).
 */

const ROOT = resolve(__dirname, '..');
const APP = join(ROOT, 'app', '(app)');

/** Pages of the signed-in layout that show nothing of the user's own: the 403 screen and the catch-all 404. */
const EXEMPT = new Set(['error-403/page.tsx', '[...slug]/page.tsx']);

function pagesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pagesUnder(path);
    return entry.name === 'page.tsx' ? [path] : [];
  });
}

function moduleFile(specifier: string, from: string): string | null {
  const base = specifier.startsWith('@/') ? join(ROOT, specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : null;
  if (!base) return null;
  return ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((file) => existsSync(file)) ?? null;
}

const count = (source: string, pattern: RegExp) => source.match(pattern)?.length ?? 0;
const RENDERS = /<ShellCheck\b/g;
const DEFINES = /\bdefinePage\(/g;

/** How many ShellChecks a module adds where it is used: its own, or one per definePage it calls. */
function providedBy(file: string): number {
  if (file.endsWith(join('lib', 'page.tsx'))) return 0; // definePage's own module: counted at each call
  const source = readFileSync(file, 'utf8');
  return count(source, RENDERS) + count(source, DEFINES);
}

function shellChecksOf(page: string): number {
  const source = readFileSync(page, 'utf8');
  const imported = [...source.matchAll(/from '([^']+)'/g)].map((match) => moduleFile(match[1]!, page)).filter((file): file is string => file !== null);
  return count(source, RENDERS) + count(source, DEFINES) + imported.reduce((sum, file) => sum + providedBy(file), 0);
}

const PAGES = pagesUnder(APP)
  .map((page) => relative(APP, page))
  .filter((page) => !EXEMPT.has(page));

test('finds the signed-in pages', () => {
  expect(PAGES.length).toBeGreaterThan(40);
  expect(PAGES).toContain('feed/page.tsx');
});

test.each(PAGES)('%s renders ShellCheck once', (page) => {
  expect(shellChecksOf(join(APP, page))).toBe(1);
});
