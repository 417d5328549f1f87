import { loginPathFor, safeRedirectPath } from '@/lib/redirect';

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
});

describe('loginPathFor', () => {
  it('carries the path as the redirect query', () => {
    expect(loginPathFor('/time/bird-view?page=2')).toBe('/login?redirect=%2Ftime%2Fbird-view%3Fpage%3D2');
  });
  it('omits the landing route and unsafe targets', () => {
    expect(loginPathFor('/feed')).toBe('/login');
    expect(loginPathFor('//evil.example')).toBe('/login');
    expect(loginPathFor('/.//evil.example/')).toBe('/login');
  });
});
