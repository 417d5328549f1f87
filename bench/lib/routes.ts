import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoute, ROUTES } from '@/lib/routes';

/**
 * Which screens a build has, and which budget each gets. The build's own
 * app-paths and pages manifests say what is built, so new screens are measured as they
 * land; the route table (lib/routes.ts) says whether a screen is public.
 */

export type Audience = 'guest' | 'signedIn';

export interface Target {
  /** The path loaded (an example path for a dynamic pattern). */
  path: string;
  /** The built page pattern serving it, or null when no page serves it yet. */
  pattern: string | null;
  audience: Audience;
}

/** Page patterns of a build: route groups dropped, Next's internal pages left out. */
export function builtPagePatterns(distDir: string): string[] {
  const read = (name: string) => JSON.parse(readFileSync(path.join(distDir, 'server', name), 'utf8')) as Record<string, string>;
  // The Pages Router holds the sign-in page (pages/login.tsx); its manifest lists it beside _app, _document and _error.
  const pages = existsSync(path.join(distDir, 'server', 'pages-manifest.json')) ? Object.keys(read('pages-manifest.json')).filter((page) => !page.startsWith('/_')) : [];
  return [...new Set([...pagePatternsOf(Object.keys(read('app-paths-manifest.json'))), ...pages])].sort();
}

export function pagePatternsOf(entries: readonly string[]): string[] {
  const patterns = new Set<string>();
  for (const entry of entries) {
    if (!entry.endsWith('/page')) continue;
    const segments = entry
      .slice(0, -'/page'.length)
      .split('/')
      .filter((segment) => segment && !/^\(.*\)$/.test(segment) && !segment.startsWith('@'));
    const pattern = `/${segments.join('/')}`;
    if (segments[0]?.startsWith('_')) continue;
    patterns.add(pattern);
  }
  return [...patterns].sort();
}

export const isDynamic = (pattern: string) => pattern.includes('[');

/** Next's segment syntax: [x] one segment, [...x] one or more, [[...x]] zero or more. */
export function patternMatches(pattern: string, pathname: string): boolean {
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (/^\[\[\.\.\..+\]\]$/.test(segment)) return '(?:/[^/]+)*';
      if (/^\[\.\.\..+\]$/.test(segment)) return '(?:/[^/]+)+';
      if (/^\[.+\]$/.test(segment)) return '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${source}/?$`).test(pathname.split('?')[0]!) || (pattern === '/' && pathname === '/');
}

const shapeOf = (pattern: string) => pattern.replace(/\[[^/]*\]/g, '[]');
const TABLE_SHAPES = new Set(ROUTES.map((route) => shapeOf(route.pattern)));

const isCatchAll = (pattern: string) => pattern.includes('[...') || pattern.includes('[[...');

/** Next's order: fewer catch-all segments, then fewer dynamic segments, then more segments. */
function specificity(pattern: string): [number, number, number] {
  const segments = pattern.split('/').filter(Boolean);
  return [
    segments.filter((segment) => segment.startsWith('[...') || segment.startsWith('[[...')).length,
    segments.filter((segment) => segment.startsWith('[')).length,
    -segments.length,
  ];
}

/**
 * The built page serving a path, the most specific first. For a path of the
 * route table only its own route's page counts, or a dynamic page that is no
 * route of the table: /time/self is not built just because /time/[user_id]
 * is, and a catch-all Not Found page builds nothing.
 */
export function patternFor(pathname: string, patterns: readonly string[]): string | null {
  const own = matchRoute(pathname.split('?')[0]!)?.route.pattern;
  const matching = patterns.filter(
    (pattern) =>
      patternMatches(pattern, pathname) &&
      (own === undefined ||
        shapeOf(pattern) === shapeOf(own) ||
        (!TABLE_SHAPES.has(shapeOf(pattern)) && !isCatchAll(pattern))),
  );
  matching.sort((a, b) => {
    const [x, y] = [specificity(a), specificity(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });
  return matching[0] ?? null;
}

/** Public routes of the route table get the guest budget; protected and unknown paths need a sign-in. */
export function audienceOf(pathname: string): Audience | 'redirect' {
  const match = matchRoute(pathname.split('?')[0]!);
  if (!match) return 'signedIn';
  if (match.route.access === 'redirect') return 'redirect';
  return match.route.access === 'public' ? 'guest' : 'signedIn';
}

/**
 * The listed routes (measured or reported "not built"), then every other built
 * page: static ones as they are, dynamic ones through an example path, if any.
 */
export function firstLoadTargets(
  config: { routes: readonly string[]; discoverBuiltRoutes: boolean; examples: Readonly<Record<string, string>> },
  patterns: readonly string[],
): { targets: Target[]; unmeasured: string[] } {
  const paths = [...config.routes];
  const unmeasured: string[] = [];
  if (config.discoverBuiltRoutes) {
    for (const pattern of patterns) {
      const example = isDynamic(pattern) ? config.examples[pattern] : pattern;
      if (!example) unmeasured.push(pattern);
      else if (!paths.includes(example)) paths.push(example);
    }
  }
  const targets: Target[] = [];
  for (const pathname of paths) {
    const audience = audienceOf(pathname);
    if (audience === 'redirect') continue;
    targets.push({ path: pathname, pattern: patternFor(pathname, patterns), audience });
  }
  return { targets, unmeasured };
}
