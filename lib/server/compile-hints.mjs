// The framework's scripts carry V8's explicit compile hint, added by `npm run build`
// after `next build` (scripts/build.mjs). Plain JavaScript: the build script runs it
// without TypeScript; types in compile-hints.d.mts.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * V8's explicit compile hint for a whole file (v8.dev/blog/explicit-compile-hints,
 * Chrome 136 and later): the file's first line, it tells V8 to compile every
 * function in the file eagerly, while the script streams in, on a background
 * thread. Without it V8 compiles each function lazily, on the main thread, the
 * first time it runs: for React and the App Router that is the framework's
 * start, one long task that blocks the page (28 ms of a 37 ms task on a fast
 * host, five to nine times that on a mid-range phone). Browsers without the
 * hint read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts the hint at the top of the build's rootMainFiles (the Turbopack runtime,
 * React and the App Router, which every page loads and starts at once). App
 * chunks stay lazy: most of their functions wait for an interaction. A
 * script's source map (the one it names, or else the one beside it) gets one
 * empty line in front, so its lines still match.
 * Running it again changes nothing. Returns the files it hinted.
 *
 * @param {string} distDir the build's dist dir (holds build-manifest.json)
 * @returns {string[]}
 */
export function hintFrameworkCompile(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  /** @type {string[]} */
  const hinted = [];
  for (const file of manifest.rootMainFiles ?? []) {
    if (!file.endsWith('.js')) continue;
    const target = path.join(distDir, file);
    const text = readFileSync(target, 'utf8');
    if (text.startsWith(COMPILE_HINT)) continue;
    writeFileSync(target, COMPILE_HINT + text);
    // The map the script names (Turbopack names maps by their own hash), or the one beside it.
    const named = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text)?.[1];
    const map = named && !named.includes(':') ? path.join(path.dirname(target), named) : `${target}.map`;
    if (existsSync(map)) {
      const sourceMap = JSON.parse(readFileSync(map, 'utf8'));
      if (typeof sourceMap.mappings === 'string') writeFileSync(map, JSON.stringify({ ...sourceMap, mappings: `;${sourceMap.mappings}` }));
    }
    hinted.push(file);
  }
  return hinted;
}
