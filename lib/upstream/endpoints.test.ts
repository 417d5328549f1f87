import { endpointPath, ENDPOINTS, findEndpoint } from '@/lib/upstream/endpoints';

describe('endpoint table', () => {
  it.each([
    ['GET', '/authorization'],
    ['GET', '/feed/list/index'],
    ['GET', '/feed/view/hello-world-12'],
    ['POST', '/feed/12/pin-feed'],
    ['DELETE', '/feed/12/feed-comments/delete/3/4'],
    ['POST', '/time/attendance/clock/out-abnormal'],
    ['GET', '/time/attendance/details/10/20'],
    ['POST', '/settings/time/attendance/shift-calendar/confirm-shifts-publishing/abc'],
    ['GET', '/settings/general/role-permissions/3/assigned-users/list'],
    ['GET', '/leave/leave/application/view/5'],
    ['GET', '/employee/employee/profile/view/ava.sinclair'],
    ['POST', '/employee/employee/profile/7/emergency-contact'],
    ['GET', '/dashboard/widget/recent-work-anniversary-people/index'],
    ['GET', '/notifications/read-item/abc-1'],
    ['GET', '/settings/landlord/shared-data/marital-status/list'],
    ['DELETE', '/application/temporary/file/9/delete'],
    ['GET', '/nccapp/nccgoals/report/generate'],
    ['GET', '/crewlix-bar/search'],
  ])('lists %s %s', (method, path) => {
    expect(findEndpoint(method, path)).not.toBeNull();
  });

  it.each([
    ['GET', '/__dev/mailbox'],
    ['DELETE', '/feed/list/index'],
    ['GET', '/feed/view'],
    ['GET', '/feed/view/a/b'],
    ['GET', '/authorization/extra'],
    ['POST', '/time/attendance/clock/teleport'],
  ])('refuses %s %s', (method, path) => {
    expect(findEndpoint(method, path)).toBeNull();
  });

  it('keeps sign-in calls out of the proxy', () => {
    for (const path of ['/login', '/logout', '/forgot-password', '/reset-password', '/login/google', '/login/apple/authentication']) {
      expect(findEndpoint('POST', path)?.endpoint.proxy).toBe(false);
    }
  });

  it('keeps the public onboarding calls out of the proxy (the BFF makes them with the guest session)', () => {
    expect(findEndpoint('GET', '/employee/on-boarding-invitation/author')?.endpoint.proxy).toBe(false);
    for (const step of ['password', 'avatar', 'completed']) {
      expect(findEndpoint('POST', `/employee/on-boarding-invitation/author/${step}`)?.endpoint.proxy).toBe(false);
    }
  });

  it('holds the 263 calls of both spec documents, the e-mail setup’s test e-mail, the 3 concrete leave comment calls that stand for the generic comment url, the fetch of a generated file and the goals settings', () => {
    expect(ENDPOINTS).toHaveLength(263 + 1 + 3 + 3);
    expect(ENDPOINTS.filter((endpoint) => endpoint.proxy === false)).toHaveLength(13);
  });

  it('finds every named definition by its own path, whatever the other patterns', () => {
    for (const endpoint of ENDPOINTS) expect(findEndpoint(endpoint.method, endpointPath(endpoint.path, Object.fromEntries([...endpoint.path.matchAll(/\{([a-z_]+)\}/g)].map(([, name]) => [name!, 7]))))?.endpoint).toBe(endpoint);
  });

  it('has no duplicate entries', () => {
    const keys = ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('returns path parameters and builds concrete paths', () => {
    expect(findEndpoint('GET', '/time/attendance/details/10/20')?.params).toEqual({ id: '10', user_id: '20' });
    expect(endpointPath('/feed/view/{slug}', { slug: 'a b' })).toBe('/feed/view/a%20b');
    expect(() => endpointPath('/feed/view/{slug}')).toThrow(/missing "slug"/);
  });
});
