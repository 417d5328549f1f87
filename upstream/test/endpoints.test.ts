import { ENDPOINTS, findEndpoint } from '../../lib/upstream/endpoints';
import { buildRouter, type Upstream } from '../src/server';
import { createServices } from '../src/services';
import { ApiClient, DEMO, startUpstream } from './helpers';

/**
 * The app's endpoint table (the proxy's allowlist) and this server agree:
 * every API route the reference upstream registers is in the table, and every
 * table entry it registers answers (no 405, no server error) when the
 * administrator calls it. Table entries it does not register yet belong to
 * screens not built yet.
 */

let upstream: Upstream;
let admin: ApiClient;

beforeAll(async () => {
  upstream = await startUpstream();
  admin = new ApiClient(upstream.url);
  expect((await admin.login(DEMO.admin)).status).toBe(200);
});
afterAll(() => upstream.close());

/** A concrete path for a pattern: every `{param}` becomes 1 (a slug or username is looked up and may be missing: that is a 404 from the handler). */
const sample = (pattern: string) => pattern.replace(/\{[a-z_]+\}/g, '1');

const apiRoutes = () => buildRouter(createServices(upstream.config, upstream.db)).routes().filter((route) => route.kind === 'api');

it('lists every API route of the reference upstream', () => {
  const missing = apiRoutes()
    .filter((route) => !findEndpoint(route.method, sample(route.pattern)))
    .map((route) => `${route.method} ${route.pattern}`);
  expect(missing).toEqual([]);
});

it('has every entry the reference upstream serves answer the administrator', async () => {
  const router = buildRouter(createServices(upstream.config, upstream.db));
  // Sign-in and sign-out would end the session the rest of the calls use.
  const served = ENDPOINTS.filter((endpoint) => endpoint.domain !== 'auth' && router.match(endpoint.method, sample(endpoint.path)).route);
  expect(served.length).toBeGreaterThan(60);
  const failures: string[] = [];
  for (const endpoint of served) {
    const res = await admin.request(endpoint.method, sample(endpoint.path), endpoint.method === 'GET' ? {} : { json: {} });
    if (res.status === 405 || res.status >= 500) failures.push(`${endpoint.method} ${endpoint.path}: ${res.status}`);
  }
  expect(failures).toEqual([]);
});
