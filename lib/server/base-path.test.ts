import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { builtBasePath, normaliseBasePath, recordBuildBasePath, servedBasePath } from './base-path.mjs';

const root = path.resolve(__dirname, '..', '..');

describe('the basePath belongs to the build', () => {
  it('is recorded by the build and read back at start', () => {
    const dist = mkdtempSync(path.join(root, '.test-dist-'));
    try {
      expect(builtBasePath(dist)).toBeNull();
      recordBuildBasePath(dist, '/hr');
      expect(builtBasePath(dist)).toBe('/hr');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('is served as built when BASE_PATH is not given at start, or given the same', () => {
    expect(servedBasePath('/hr', undefined)).toBe('/hr');
    expect(servedBasePath('/hr', '/hr/')).toBe('/hr');
    expect(servedBasePath('', undefined)).toBe('');
    expect(servedBasePath('', '')).toBe('');
    expect(servedBasePath('', '/')).toBe('');
  });

  it('refuses a conflicting BASE_PATH with the fix in the message', () => {
    expect(() => servedBasePath('/hr', '/people')).toThrow(/BASE_PATH is "\/people" but this build was made for "\/hr"[\s\S]*Start without BASE_PATH/);
    expect(() => servedBasePath('', '/hr')).toThrow(/made for no basePath \(the root\)[\s\S]*BASE_PATH=\/hr npm run build/);
    expect(() => servedBasePath('/hr', '')).toThrow(/BASE_PATH is "" but this build was made for "\/hr"/);
    expect(() => normaliseBasePath('hr')).toThrow('BASE_PATH must look like "/hr" (got "hr")');
  });

  it('server.mjs refuses to start a build with a conflicting BASE_PATH, before anything else', () => {
    const dist = mkdtempSync(path.join(root, '.test-dist-'));
    try {
      recordBuildBasePath(dist, '/hr');
      mkdirSync(path.join(dist, 'crewdesk'), { recursive: true });
      // Never loaded: the check comes first.
      writeFileSync(path.join(dist, 'crewdesk', 'fast-path.mjs'), 'throw new Error("loaded");\n');
      const run = (env: Record<string, string>) =>
        spawnSync(process.execPath, ['server.mjs', '-p', '0'], { cwd: root, env: { PATH: process.env.PATH ?? '', NEXT_DIST_DIR: path.basename(dist), NODE_ENV: 'production', ...env } as NodeJS.ProcessEnv, encoding: 'utf8', timeout: 20_000 });
      const conflicting = run({ BASE_PATH: '/people' });
      expect(conflicting.status).toBe(1);
      expect(conflicting.stderr).toContain('Crewdesk cannot start: BASE_PATH is "/people" but this build was made for "/hr".');
      // Without BASE_PATH it gets past the check (to the stand-in fast path, which throws).
      const asBuilt = run({});
      expect(asBuilt.stderr).toContain('Error: loaded');
      expect(asBuilt.stderr).not.toContain('cannot start');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
