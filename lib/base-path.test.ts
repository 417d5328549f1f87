/** The prefix is read once, at load (a build's BASE_PATH): each case loads the module with its own. */
function loadWith(basePath: string | undefined): typeof import('./base-path') {
  const before = process.env.NEXT_PUBLIC_BASE_PATH;
  if (basePath === undefined) delete process.env.NEXT_PUBLIC_BASE_PATH;
  else process.env.NEXT_PUBLIC_BASE_PATH = basePath;
  try {
    let loaded: typeof import('./base-path') | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<typeof import('./base-path')>('./base-path');
    });
    return loaded!;
  } finally {
    if (before === undefined) delete process.env.NEXT_PUBLIC_BASE_PATH;
    else process.env.NEXT_PUBLIC_BASE_PATH = before;
  }
}

describe('withoutBasePath', () => {
  it('takes the deployment prefix off an address, whole segments only', () => {
    const { withoutBasePath, withBasePath } = loadWith('/hr');
    expect(withoutBasePath('/hr/feed')).toBe('/feed');
    expect(withoutBasePath('/hr')).toBe('/');
    expect(withoutBasePath(withBasePath('/leaves/self'))).toBe('/leaves/self');
    // "/hr" is no prefix of "/hrm": a page of that name keeps it.
    expect(withoutBasePath('/hrm/feed')).toBe('/hrm/feed');
  });

  it('leaves an address alone without a prefix', () => {
    const { withoutBasePath } = loadWith(undefined);
    expect(withoutBasePath('/feed')).toBe('/feed');
    expect(withoutBasePath('/')).toBe('/');
  });
});
