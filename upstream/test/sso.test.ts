import { ssoStartResponseSchema } from '../../lib/auth/schemas';
import type { Upstream } from '../src/server';
import { ApiClient, DEMO, setAppSettings, startUpstream } from './helpers';

const APP_URL = 'http://localhost:3000';
let upstream: Upstream;

beforeEach(async () => {
  upstream = await startUpstream({ appUrl: APP_URL });
});
afterEach(() => upstream.close());

async function start(provider: 'google' | 'apple') {
  const api = await new ApiClient(upstream.url).begin();
  const res = await api.post(`/login/${provider}`);
  return { api, res };
}

/** Follows the provider address like a browser would, returning the query it sends back to the front end. */
async function authorize(url: string, extra = '') {
  const res = await fetch(`${url}${extra}`, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!);
  return { location, query: Object.fromEntries(location.searchParams) };
}

describe('single sign-on', () => {
  it('starts, passes the stand-in provider and signs in the default identity', async () => {
    const { api, res } = await start('google');
    expect(res.status).toBe(200);
    const { url } = ssoStartResponseSchema.parse(res.body);
    expect(url).toMatch(new RegExp(`^${upstream.url}/__sso/google/authorize\\?state=[A-Za-z0-9]{40}$`));

    const { location, query } = await authorize(url);
    expect(`${location.origin}${location.pathname}`).toBe(`${APP_URL}/login/google/redirect`);
    expect(query.state).toBe(new URL(url).searchParams.get('state'));
    expect(query.code).toMatch(/^[A-Za-z0-9]{40}$/);

    const guestSession = api.sessionId;
    const done = await api.post('/login/google/authentication', query);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: 'Logged in.', author: { id: expect.any(Number), username: 'sam.ortega', name: 'Sam Ortega' } });
    expect(api.sessionId).not.toBe(guestSession);
    expect((await api.get('/authorization')).body.author.username).toBe('sam.ortega');
  });

  it('signs in the login_hint identity', async () => {
    const { api, res } = await start('google');
    const { query } = await authorize(res.body.url, `&login_hint=${encodeURIComponent(DEMO.admin)}`);
    const done = await api.post('/login/google/authentication', query);
    expect(done.body.author.username).toBe('ava.sinclair');
  });

  it('refuses a used code, a foreign session and a wrong provider', async () => {
    const invalid = { message: 'The sign-in link is invalid or has expired.' };

    const first = await start('google');
    const { query } = await authorize(first.res.body.url);
    const thief = await new ApiClient(upstream.url).begin();
    expect((await thief.post('/login/google/authentication', query)).body).toEqual(invalid);

    expect((await first.api.post('/login/google/authentication', query)).status).toBe(200);
    const again = await new ApiClient(upstream.url).begin();
    const reuse = await again.post('/login/google/authentication', query);
    expect(reuse.status).toBe(422);
    expect(reuse.body).toEqual(invalid);

    const google = await start('google');
    const back = await authorize(google.res.body.url);
    await setAppSettings(upstream, { enabled_apple_sso: true });
    expect((await google.api.post('/login/apple/authentication', back.query)).body).toEqual(invalid);
  });

  it('reports a refusal at the provider', async () => {
    const { api, res } = await start('google');
    const { query } = await authorize(res.body.url, '&deny=1');
    expect(query).toEqual({ error: 'access_denied', state: expect.any(String) });
    const done = await api.post('/login/google/authentication', query);
    expect(done.status).toBe(422);
    expect(done.body).toEqual({ message: 'Sign-in was cancelled at the provider.' });
  });

  it('refuses a disabled provider until the tenant enables it', async () => {
    const disabled = await start('apple');
    expect(disabled.res.status).toBe(422);
    expect(disabled.res.body).toEqual({ message: 'Apple sign-in is not enabled.' });

    const flip = await setAppSettings(upstream, { enabled_apple_sso: true, enabled_google_sso: false });
    expect(flip.status).toBe(200);
    expect(flip.body).toMatchObject({ enabled_apple_sso: true, enabled_google_sso: false });

    const enabled = await start('apple');
    expect(enabled.res.status).toBe(200);
    const { query } = await authorize(enabled.res.body.url);
    expect((await enabled.api.post('/login/apple/authentication', query)).status).toBe(200);
    expect((await start('google')).res.body).toEqual({ message: 'Google sign-in is not enabled.' });
    const app = (await new ApiClient(upstream.url).get('/authorization')).body.app;
    expect(app).toMatchObject({ enabled_apple_sso: true, enabled_google_sso: false });
  });
});
