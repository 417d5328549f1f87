import { loadWithBasePath } from '@/test/with-base-path';

/** The prefix is read once, at load (a build's BASE_PATH): each case loads the route with its own. */
function robotsWith(basePath: string) {
  return loadWithBasePath(basePath, () => jest.requireActual<typeof import('./robots')>('./robots')).default();
}

test('robots.txt asks every crawler to keep out of the whole app, under its deployment prefix', () => {
  expect(robotsWith('')).toEqual({ rules: { userAgent: '*', disallow: '/' } });
  expect(robotsWith('/hr')).toEqual({ rules: { userAgent: '*', disallow: '/hr/' } });
});
