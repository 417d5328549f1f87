import type { SessionData } from '@/lib/session/types';

/**
 * Stand-ins for route handler tests, outside a Next.js request: the session
 * `getSession()` hands the handler (and whether it ended it), and the upstream
 * call. Used as
 *   jest.mock('@/lib/session', () => jest.requireActual('@/test/route-mocks').sessionModule);
 *   jest.mock('@/lib/upstream/client', () => jest.requireActual('@/test/route-mocks').upstreamClientModule);
 */
interface RouteMocks {
  routeSession: { data: SessionData; destroy: jest.Mock };
  upstreamCall: jest.Mock;
}
// One set per test file, also across jest.isolateModules (which loads this module again).
const shared = globalThis as { crewdeskRouteMocks?: RouteMocks };
shared.crewdeskRouteMocks ??= { routeSession: { data: {}, destroy: jest.fn() }, upstreamCall: jest.fn() };
export const { routeSession, upstreamCall } = shared.crewdeskRouteMocks;

export const sessionModule = {
  isSignedIn: (data: SessionData) => typeof data.userId === 'number' && !!data.jar,
  getSession: async () => Object.assign(routeSession.data, { destroy: routeSession.destroy }),
};
export const upstreamClientModule = { callUpstream: (...args: unknown[]) => upstreamCall(...args) };
