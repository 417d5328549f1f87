// The deployment prefix (BASE_PATH) belongs to a build: links, redirects, the
// session cookie path and the client's API calls are compiled with it. So
// `npm run build` records it in the build (<distDir>/crewdesk/build.json), and
// at start the build's value is used: a BASE_PATH given at start must be the
// same, or the server refuses to start (read by next.config.mjs and server.mjs).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const BUILD_INFO = path.join('crewdesk', 'build.json');

/** '' or a path like "/hr" (no trailing slash); throws on anything else. */
export function normaliseBasePath(value) {
  if (!value || value === '/') return '';
  const trimmed = value.replace(/\/+$/, '');
  if (!/^\/[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/.test(trimmed)) {
    throw new Error(`BASE_PATH must look like "/hr" (got "${value}")`);
  }
  return trimmed;
}

/** Records the build's basePath in its dist dir. */
export function recordBuildBasePath(distDir, basePath) {
  const file = path.join(distDir, BUILD_INFO);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ basePath }, null, 2)}\n`);
}

/** The basePath a build was made with, or null when the dist dir holds no `npm run build` output. */
export function builtBasePath(distDir) {
  const file = path.join(distDir, BUILD_INFO);
  if (!existsSync(file)) return null;
  const { basePath } = JSON.parse(readFileSync(file, 'utf8'));
  return typeof basePath === 'string' ? basePath : '';
}

/**
 * The basePath to serve a build with: the build's own. A BASE_PATH set at
 * start that differs is an error with the fix in its message.
 * @param {string} built the build's basePath
 * @param {string | undefined} fromEnv BASE_PATH at start, if set
 */
export function servedBasePath(built, fromEnv) {
  if (fromEnv === undefined) return built;
  const wanted = normaliseBasePath(fromEnv);
  if (wanted !== built) {
    const describe = (value) => (value ? `"${value}"` : 'no basePath (the root)');
    throw new Error(
      `Crewdesk cannot start: BASE_PATH is "${fromEnv}" but this build was made for ${describe(built)}.\n` +
        `  The basePath is fixed at build time. Start without BASE_PATH (the build's own is used),\n` +
        `  or rebuild with BASE_PATH=${wanted || '/'} npm run build.`,
    );
  }
  return built;
}
