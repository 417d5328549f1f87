import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { loginPathFor, safeRedirectPath } from '@/lib/redirect';
import { ROUTES } from '@/lib/routes';
import { loadWithBasePath } from '@/test/with-base-path';

function redirectWithBasePath(basePath: string) {
  return loadWithBasePath(basePath, () => jest.requireActual<typeof import('./redirect')>('./redirect'));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));
}

describe('safeRedirectPath', () => {
  it.each([
    ['/time/self', '/time/self'],
    ['/time/details/view/1/2?tab=clocks#top', '/time/details/view/1/2?tab=clocks#top'],
    ['/settings', '/settings'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    'https://elsewhere.example',
    'https://elsewhere.example/feed',
    '//elsewhere.example',
    '/\\elsewhere.example',
    '\\\\elsewhere.example',
    '/%2F%2Felsewhere.example',
    '/%5Celsewhere.example',
    'javascript:alert(1)',
    'feed',
    '',
    '/login',
    '/login?redirect=/feed',
    '/feed\u0000',
    '/%E0%A4%A',
    // Dot segments that normalise into a protocol-relative or backslash path.
    '/.//evil.example/',
    '/./%2F/evil.example',
    '/a/..//evil.example',
    '/./\\evil.example',
    '/./login',
    '/feed/../login?x=1',
  ])('falls back to /feed for %j', (input) => {
    expect(safeRedirectPath(input)).toBe('/feed');
  });

  it('uses a given fallback', () => {
    expect(safeRedirectPath(null, '/settings')).toBe('/settings');
  });

  // Signing in and going on to a route handler signed the user straight out again (/api/auth/expired),
  // ended on a 405 (/api/auth/logout) or showed raw JSON (the proxy).
  it.each([
    '/api/auth/expired?redirect=/people',
    '/api/auth/logout',
    '/api/upstream/authorization',
    '/api',
    '/API/auth/logout',
    '/%61pi/auth/logout',
    '/_next/static/chunks/main.js',
    '/_next/image?url=%2Fimages%2Fpowered-by.svg&w=64&q=75',
    '/_next/data/build/feed.json',
    '/images/powered-by.svg',
    '/fonts/inter.woff2',
    '/favicon.ico',
    '/robots.txt',
  ])('refuses %j, which is not a page, with the fallback', (input) => {
    expect(safeRedirectPath(input)).toBe('/feed');
  });

  it('keeps every page of the route table but the sign-in pages', () => {
    for (const { pattern } of ROUTES) {
      const path = pattern.replace(/\[\[?[^\]]+\]\]?/g, '7');
      expect([path, safeRedirectPath(path, 'refused')]).toEqual([path, pattern.startsWith('/login') ? 'refused' : path]);
    }
    // A page whose name only begins like a refused path.
    expect(safeRedirectPath('/apiary')).toBe('/apiary');
  });

  it('refuses every file public/ serves', () => {
    const root = join(__dirname, '..', 'public');
    const files = filesUnder(root).map((file) => `/${relative(root, file).split(sep).join('/')}`);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect([file, safeRedirectPath(file)]).toEqual([file, '/feed']);
  });
});

describe('safeRedirectPath in a build with a deployment prefix', () => {
  const { safeRedirectPath: checked } = redirectWithBasePath('/hr');

  // A path copied from the address bar carries the prefix, which the caller adds again: /hr/hr/people was a 404.
  it.each([
    ['/hr/people', '/people'],
    ['/hr/time/bird-view?page=2#top', '/time/bird-view?page=2#top'],
    ['/hr', '/'],
    ['/people', '/people'],
    // Whole segments only: /hrm is no prefix of /hr.
    ['/hrm/people', '/hrm/people'],
  ])('takes the prefix off %j', (input, expected) => {
    expect(checked(input)).toBe(expected);
  });

  it.each(['/hr/login', '/hr/login?redirect=/feed', '/hr/api/auth/logout', '/hr/api/auth/expired?redirect=/hr/feed', '/hr/_next/static/chunks/main.js', '/hr/robots.txt', '//hr/people', '/hr//evil.example', '/hr/%2F%2Fevil.example'])(
    'refuses %j behind the prefix too',
    (input) => {
      expect(checked(input)).toBe('/feed');
    },
  );

  it('checks a checked path to the same path (the sign-in page, its route and its script each check it)', () => {
    for (const input of ['/hr/people', '/hr/hr/people', '/people?tab=1']) expect(checked(checked(input))).toBe(checked(input));
  });
});

describe('loginPathFor', () => {
  it('carries the path as the redirect query', () => {
    expect(loginPathFor('/time/bird-view?page=2')).toBe('/login?redirect=%2Ftime%2Fbird-view%3Fpage%3D2');
  });
  it('omits the landing route and unsafe targets', () => {
    expect(loginPathFor('/feed')).toBe('/login');
    expect(loginPathFor('//evil.example')).toBe('/login');
    expect(loginPathFor('/.//evil.example/')).toBe('/login');
    expect(loginPathFor('/api/auth/logout')).toBe('/login');
  });
});
