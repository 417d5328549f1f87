import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Why a screen is over its budget: `next analyze` (Turbopack's bundle
 * analyser) traces the module graph of the same code, and its export lists
 * each module's compressed size per output chunk. Its chunk names differ from
 * the measured build's, so chunks are matched by role, not by name.
 */

const run = promisify(execFile);
const SNAPSHOT = 'bench';

interface AnalyzeLine {
  type: string;
  kind?: string;
  outputs?: string[];
  filename?: string;
  source_path?: string;
  compressed_size?: number;
}

export async function topContributors(
  root: string,
  distDir: string,
  patterns: readonly string[],
): Promise<Map<string, { name: string; bytes: number }[]>> {
  const next = path.join(root, 'node_modules', '.bin', 'next');
  const dist = path.relative(root, distDir);
  await run(next, ['analyze', '--output', '--snapshot', SNAPSHOT], {
    cwd: root,
    env: { ...process.env, NEXT_DIST_DIR: dist, NEXT_TELEMETRY_DISABLED: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const result = new Map<string, { name: string; bytes: number }[]>();
  for (const pattern of patterns) {
    const { stdout } = await run(next, ['analyze', 'export', '--dist-dir', dist, '--snapshot', SNAPSHOT, '--route', pattern], {
      cwd: root,
      maxBuffer: 512 * 1024 * 1024,
    });
    result.set(pattern, contributorsOf(stdout.trim().split('\n').map((line) => JSON.parse(line) as AnalyzeLine)));
  }
  return result;
}

/**
 * Sums per package what the route's chunks hold beyond the bootstrap group (the
 * floor). Chunks of dynamic imports are marked "(lazy)": they count in the
 * first load only when the page imports them while it loads (e.g. a realtime
 * client), not when they wait for a click.
 */
export function contributorsOf(lines: readonly AnalyzeLine[]): { name: string; bytes: number }[] {
  const groups = lines.filter((line) => line.type === 'group');
  const outputsOf = (kind: string) => new Set(groups.filter((group) => group.kind === kind).flatMap((group) => group.outputs ?? []));
  const floor = outputsOf('bootstrap');
  const render = outputsOf('render_dependent');
  const lazy = outputsOf('async');
  // A module can sit in several chunks (shared by two lazy imports): count it once, at render if it is there.
  const modules = new Map<string, { bytes: number; lazy: boolean }>();
  for (const part of lines) {
    if (part.type !== 'part' || !part.filename || !part.source_path) continue;
    if (!part.filename.startsWith('[client-fs]') || floor.has(part.filename) || !part.filename.endsWith('.js')) continue;
    const atRender = render.has(part.filename);
    if (!atRender && !lazy.has(part.filename)) continue;
    const known = modules.get(part.source_path);
    if (!known || (known.lazy && atRender)) modules.set(part.source_path, { bytes: part.compressed_size ?? 0, lazy: !atRender });
  }
  const totals = new Map<string, number>();
  for (const [source, { bytes, lazy: isLazy }] of modules) {
    const name = `${packageOf(source)}${isLazy ? ' (lazy)' : ''}`;
    totals.set(name, (totals.get(name) ?? 0) + bytes);
  }
  return [...totals].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
}

/** node_modules/<package> or the first two segments of a project path. */
export function packageOf(sourcePath: string): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(sourcePath);
  if (inModules) return inModules[1]!;
  return sourcePath.replace(/^\[[^\]]+\]\//, '').split('/').slice(0, 2).join('/');
}
