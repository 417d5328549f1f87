/** The prefix is read once, at load (a build's BASE_PATH): each case loads the route with its own. */
function robotsWith(basePath: string) {
  const before = process.env.NEXT_PUBLIC_BASE_PATH;
  process.env.NEXT_PUBLIC_BASE_PATH = basePath;
  try {
    let loaded: typeof import('./robots') | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<typeof import('./robots')>('./robots');
    });
    return loaded!.default();
  } finally {
    if (before === undefined) delete process.env.NEXT_PUBLIC_BASE_PATH;
    else process.env.NEXT_PUBLIC_BASE_PATH = before;
  }
}

test('robots.txt asks every crawler to keep out of the whole app, under its deployment prefix', () => {
  expect(robotsWith('')).toEqual({ rules: { userAgent: '*', disallow: '/' } });
  expect(robotsWith('/hr')).toEqual({ rules: { userAgent: '*', disallow: '/hr/' } });
});
