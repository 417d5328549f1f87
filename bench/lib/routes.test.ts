import { audienceOf, firstLoadTargets, pagePatternsOf, patternFor, patternMatches } from './routes';

const MANIFEST = [
  '/(app)/[...slug]/page',
  '/(app)/feed/page',
  '/(app)/time/[user_id]/page',
  '/(app)/settings/time/shift-assignment/[[...action_id]]/page',
  '/(auth)/login/page',
  '/(auth)/login/[provider]/redirect/page',
  '/(auth)/reset-password/[token]/page',
  '/_not-found/page',
  '/_global-error/page',
  '/api/upstream/[...path]/route',
];

describe('built pages', () => {
  const patterns = pagePatternsOf(MANIFEST);

  it('lists page patterns without route groups, route handlers or Next’s own pages', () => {
    expect(patterns).toEqual([
      '/[...slug]',
      '/feed',
      '/login',
      '/login/[provider]/redirect',
      '/reset-password/[token]',
      '/settings/time/shift-assignment/[[...action_id]]',
      '/time/[user_id]',
    ]);
  });

  it('matches paths with Next’s segment syntax', () => {
    expect(patternMatches('/time/[user_id]', '/time/42')).toBe(true);
    expect(patternMatches('/time/[user_id]', '/time/42/more')).toBe(false);
    expect(patternMatches('/settings/time/shift-assignment/[[...action_id]]', '/settings/time/shift-assignment')).toBe(true);
    expect(patternMatches('/settings/time/shift-assignment/[[...action_id]]', '/settings/time/shift-assignment/7')).toBe(true);
  });

  it('does not count a screen as built because another route’s page would catch its path', () => {
    expect(patternFor('/time/self', patterns)).toBeNull();
    expect(patternFor('/time/42', patterns)).toBe('/time/[user_id]');
    expect(patternFor('/login/google/redirect', patterns)).toBe('/login/[provider]/redirect');
    expect(patternFor('/leaves/all', patterns)).toBeNull();
  });

  it('prefers the most specific page, and lets a catch-all Not Found page build nothing of the route table', () => {
    expect(patternFor('/login/google/redirect', patterns)).toBe('/login/[provider]/redirect');
    expect(patternFor('/reset-password/x', patterns)).toBe('/reset-password/[token]');
    expect(patternFor('/no/such/screen', patterns)).toBe('/[...slug]');
  });

  it('gives public routes the guest budget and the rest the signed-in one', () => {
    expect(audienceOf('/login')).toBe('guest');
    expect(audienceOf('/forgot-password')).toBe('guest');
    expect(audienceOf('/feed')).toBe('signedIn');
    expect(audienceOf('/not/in/the/table')).toBe('signedIn');
    expect(audienceOf('/')).toBe('redirect');
  });

  it('measures the listed routes, then every other built page, dynamic ones through an example', () => {
    const { targets, unmeasured } = firstLoadTargets(
      { routes: ['/login', '/feed', '/time/self'], discoverBuiltRoutes: true, examples: { '/reset-password/[token]': '/reset-password/x' } },
      patterns,
    );
    expect(targets.map((target) => [target.path, target.pattern, target.audience])).toEqual([
      ['/login', '/login', 'guest'],
      ['/feed', '/feed', 'signedIn'],
      ['/time/self', null, 'signedIn'],
      ['/reset-password/x', '/reset-password/[token]', 'guest'],
    ]);
    expect(unmeasured).toEqual(['/[...slug]', '/login/[provider]/redirect', '/settings/time/shift-assignment/[[...action_id]]', '/time/[user_id]']);
  });

  it('measures only the list when discovery is off', () => {
    const { targets } = firstLoadTargets({ routes: ['/feed'], discoverBuiltRoutes: false, examples: {} }, patterns);
    expect(targets.map((target) => target.path)).toEqual(['/feed']);
  });
});
