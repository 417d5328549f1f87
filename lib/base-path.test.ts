import { loadWithBasePath } from '@/test/with-base-path';

function loadWith(basePath: string | undefined) {
  return loadWithBasePath(basePath, () => jest.requireActual<typeof import('./base-path')>('./base-path'));
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
