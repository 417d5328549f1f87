// npm run build: the sign-in page's script (lib/auth/login-page.client.ts),
// `next build`, V8's compile hint on the framework's scripts, brotli copies of the
// static text assets (lib/server/static-assets.mjs), then the proxy's fast path for server.mjs
// (lib/upstream/fast-path.ts), bundled with its dependencies into the same
// dist dir, so the front process runs it without loading Next.js.
// The environment (NEXT_DIST_DIR, BASE_PATH, ...) is read as next.config.mjs reads it.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { normaliseBasePath, recordBuildBasePath } from '../lib/server/base-path.mjs';
import { hintFrameworkCompile } from '../lib/server/compile-hints.mjs';
import { precompressStaticAssets } from '../lib/server/static-assets.mjs';

const FAST_PATH_FILE = path.join('crewdesk', 'fast-path.mjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const loginScript = await bundleLoginScript();
  // next.config.mjs bakes the script's address into the sign-in page (pages/login.tsx).
  const env = { ...process.env, CREWDESK_LOGIN_SCRIPT: loginScript.src };
  const next = await nextBuild(env);
  if (next.status !== 0) process.exit(next.status ?? 1);
  if (next.warnings) {
    console.error(`\n✗ ${next.warnings}: the build is refused until each one is mended (or, for a path known only at run time, marked as Turbopack asks).`);
    process.exit(1);
  }
  await loginScript.write();
  await hintCompile();
  // Last of the steps that write static files: a copy made before a change would send the old script.
  await precompress();
  await buildFastPath();
}

/**
 * `next build`, its output passed through as it comes. Turbopack's warnings do not fail a build,
 * but each one is a defect of ours (a whole-project file trace, Node.js code in the Edge bundle):
 * the line that counts them is returned, and the build stops on it.
 */
function nextBuild(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules', '.bin', 'next'), ['build'], { cwd: root, env, stdio: ['inherit', 'pipe', 'pipe'] });
    let warnings = '';
    const pass = (to) => {
      let tail = '';
      return (chunk) => {
        to.write(chunk);
        // A line may arrive in two chunks; keep the unfinished end for the next one.
        const lines = (tail + chunk.toString()).split('\n');
        tail = lines.pop() ?? '';
        for (const line of lines) {
          const found = /Turbopack build encountered \d+ warnings?/.exec(line.replace(/\x1b\[[0-9;]*m/g, ''));
          if (found) warnings = found[0];
        }
      };
    };
    child.stdout.on('data', pass(process.stdout));
    child.stderr.on('data', pass(process.stderr));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, warnings }));
  });
}

/** next.config.mjs as this build's environment makes it, and the dist dir it names. */
async function buildConfig() {
  const { default: config } = await import(path.join(root, 'next.config.mjs'));
  return { config, distDir: path.join(root, config.distDir ?? '.next') };
}

/** Brotli copies of the static text assets, which server.mjs's front process sends to browsers that accept br. */
async function precompress() {
  const { distDir } = await buildConfig();
  const started = Date.now();
  const written = precompressStaticAssets(distDir);
  console.log(`✓ Brotli copies of ${written} static assets (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** The framework's scripts are compiled while they stream in, off the main thread (lib/server/compile-hints.mjs). */
async function hintCompile() {
  const { distDir } = await buildConfig();
  const hinted = hintFrameworkCompile(distDir);
  console.log(`✓ Compile hint on the framework's ${hinted.length} scripts`);
}

/**
 * The React-free sign-in page's script (lib/auth/login-page.client.ts), bundled
 * and minified, named by its content under the build's static files, which
 * Next.js serves at /_next/static/ with a year's caching. Bundled before
 * `next build`, which empties the dist dir, and written after it.
 */
export async function bundleLoginScript() {
  const { distDir } = await buildConfig();
  const basePath = normaliseBasePath(process.env.BASE_PATH);
  const outdir = path.join(distDir, 'static', 'crewdesk');
  const result = await build({
    stdin: {
      contents: "import { enhanceLoginPage } from './lib/auth/login-page.client'; enhanceLoginPage(document);",
      resolveDir: root,
      sourcefile: 'login-page.entry.ts',
      loader: 'ts',
    },
    bundle: true,
    // The form's rules (zod) are a chunk of their own, loaded on first use.
    splitting: true,
    format: 'esm',
    outdir,
    entryNames: 'login-[hash]',
    chunkNames: 'login-[hash]',
    write: false,
    minify: true,
    target: ['es2022'],
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"', 'process.env.NEXT_PUBLIC_BASE_PATH': JSON.stringify(basePath) },
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
  });
  const [entry] = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint) ?? [];
  const name = path.basename(entry);
  const size = result.outputFiles.map((file) => `${path.basename(file.path)} ${(file.contents.length / 1000).toFixed(1)} KB`).join(', ');
  return {
    src: `${basePath}/_next/static/crewdesk/${name}`,
    write: async () => {
      await mkdir(outdir, { recursive: true });
      for (const file of result.outputFiles) await writeFile(file.path, file.contents);
      console.log(`✓ Sign-in page script bundled: ${size}`);
    },
  };
}

export async function buildFastPath() {
  const { config, distDir } = await buildConfig();
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
