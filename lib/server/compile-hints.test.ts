import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COMPILE_HINT, hintFrameworkCompile } from './compile-hints.mjs';

const root = path.resolve(__dirname, '..', '..');

describe("the framework's compile hint", () => {
  let dist: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), text);
  };
  const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');

  beforeEach(() => {
    dist = mkdtempSync(path.join(root, '.test-dist-'));
    write('build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/react.js', 'static/chunks/app.css'] }));
    write('static/chunks/react.js', 'console.log(1);\n//# sourceMappingURL=react.js.map\n');
    write('static/chunks/react.js.map', JSON.stringify({ version: 3, sources: ['react.ts'], mappings: 'AAAA;AACA' }));
    // Turbopack names a map by its own hash.
    write('static/chunks/runtime.js', '(globalThis.TURBOPACK||[]).push([1]);\n//# sourceMappingURL=0abc.js.map\n');
    write('static/chunks/0abc.js.map', JSON.stringify({ version: 3, sources: ['runtime.ts'], mappings: 'AAAA' }));
    write('static/chunks/app.css', 'body{}');
    write('static/chunks/page.js', 'console.log(2);\n');
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('is the first line of every framework script, and of no other file', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(hintFrameworkCompile(dist)).toEqual(['static/chunks/runtime.js', 'static/chunks/react.js']);
    expect(read('static/chunks/runtime.js')).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([1]);\n//# sourceMappingURL=0abc.js.map\n`);
    expect(read('static/chunks/react.js')).toBe(`${COMPILE_HINT}console.log(1);\n//# sourceMappingURL=react.js.map\n`);
    expect(read('static/chunks/page.js')).toBe('console.log(2);\n');
    expect(read('static/chunks/app.css')).toBe('body{}');
  });

  it("moves a source map's lines down by the one it adds, the map beside the script or the one it names", () => {
    hintFrameworkCompile(dist);
    expect(JSON.parse(read('static/chunks/react.js.map')).mappings).toBe(';AAAA;AACA');
    expect(JSON.parse(read('static/chunks/0abc.js.map')).mappings).toBe(';AAAA');
  });

  it('changes nothing when run again', () => {
    hintFrameworkCompile(dist);
    const files = ['static/chunks/runtime.js', 'static/chunks/0abc.js.map', 'static/chunks/react.js', 'static/chunks/react.js.map'];
    const once = files.map(read);
    expect(hintFrameworkCompile(dist)).toEqual([]);
    expect(files.map(read)).toEqual(once);
  });
});
