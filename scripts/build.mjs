// npm run build: `next build`, then the proxy's fast path for server.mjs
// (lib/upstream/fast-path.ts), bundled with its dependencies into the same
// dist dir, so the front process runs it without loading Next.js.
// The environment (NEXT_DIST_DIR, BASE_PATH, ...) is read as next.config.mjs reads it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { recordBuildBasePath } from '../lib/server/base-path.mjs';

const FAST_PATH_FILE = path.join('crewdesk', 'fast-path.mjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const next = spawnSync(path.join(root, 'node_modules', '.bin', 'next'), ['build'], { cwd: root, stdio: 'inherit' });
  if (next.status !== 0) process.exit(next.status ?? 1);
  await buildFastPath();
}

export async function buildFastPath() {
  const { default: config } = await import(path.join(root, 'next.config.mjs'));
  const distDir = path.join(root, config.distDir ?? '.next');
  const outfile = path.join(distDir, FAST_PATH_FILE);
  // The build's basePath, which server.mjs serves it with.
  recordBuildBasePath(distDir, config.basePath ?? '');
  // What Next.js inlines into server code at build time is inlined here the same way.
  const define = { 'process.env.NODE_ENV': '"production"' };
  for (const [key, value] of Object.entries(config.env ?? {})) define[`process.env.${key}`] = JSON.stringify(value);
  await build({
    entryPoints: [path.join(root, 'lib', 'upstream', 'fast-path.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // `server-only` resolves to its empty server build, as it does in Next.js's server bundles.
    conditions: ['react-server'],
    define,
    // CommonJS dependencies bundled into an ES module still call require() for Node's built-ins.
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    legalComments: 'none',
    logLevel: 'warning',
  });
  console.log(`✓ Proxy fast path bundled: ${path.relative(root, outfile)}`);
}
