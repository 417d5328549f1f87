import { contributorsOf, packageOf } from './analyze';

describe('next analyze attribution', () => {
  it('names node_modules packages, scoped or not, and project folders', () => {
    expect(packageOf('[project]/node_modules/zod/v4/core/schemas.js')).toBe('zod');
    expect(packageOf('[project]/node_modules/@radix-ui/react-dialog/dist/index.mjs')).toBe('@radix-ui/react-dialog');
    expect(packageOf('[project]/components/auth/login-form.tsx')).toBe('components/auth');
  });

  it('sums the chunks beyond the bootstrap group once per module, largest first, marking dynamic imports lazy', () => {
    const lines = [
      { type: 'group', kind: 'bootstrap', outputs: ['[client-fs]/framework.js'] },
      { type: 'group', kind: 'render_dependent', outputs: ['[client-fs]/framework.js', '[client-fs]/page.js', '[client-fs]/page.css'] },
      { type: 'group', kind: 'async', outputs: ['[client-fs]/lazy.js'] },
      { type: 'part', filename: '[client-fs]/framework.js', source_path: '[project]/node_modules/react-dom/x.js', compressed_size: 50_000 },
      { type: 'part', filename: '[client-fs]/page.js', source_path: '[project]/node_modules/zod/a.js', compressed_size: 30_000 },
      { type: 'part', filename: '[client-fs]/page.js', source_path: '[project]/node_modules/zod/b.js', compressed_size: 4_000 },
      { type: 'part', filename: '[client-fs]/page.js', source_path: '[project]/components/auth/form.tsx', compressed_size: 1_000 },
      { type: 'part', filename: '[client-fs]/page.css', source_path: '[project]/app/globals.css', compressed_size: 7_000 },
      { type: 'part', filename: '[client-fs]/lazy.js', source_path: '[project]/node_modules/big/x.js', compressed_size: 90_000 },
      { type: 'group', kind: 'async', outputs: ['[client-fs]/lazy-2.js'] },
      { type: 'part', filename: '[client-fs]/lazy-2.js', source_path: '[project]/node_modules/big/x.js', compressed_size: 90_000 },
      { type: 'part', filename: '[client-fs]/lazy-2.js', source_path: '[project]/node_modules/zod/a.js', compressed_size: 30_000 },
    ];
    expect(contributorsOf(lines)).toEqual([
      { name: 'big (lazy)', bytes: 90_000 },
      { name: 'zod', bytes: 34_000 },
      { name: 'components/auth', bytes: 1_000 },
    ]);
  });
});
