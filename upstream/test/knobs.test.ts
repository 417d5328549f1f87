import { todayInZone } from '../../lib/date-time/zone';
import type { Upstream } from '../src/server';
import { outlinedText } from '../src/lib/outline';
import { ApiClient, setAppSettings, startUpstream } from './helpers';

describe('UPSTREAM_LATENCY_MS', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream({ latencyMs: 300 });
  });
  afterAll(() => upstream.close());

  it('delays API responses', async () => {
    const started = performance.now();
    const res = await new ApiClient(upstream.url).get('/authorization');
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(295);
  });
});

describe('UPSTREAM_FAULT_RATE', () => {
  let upstream: Upstream;
  let startedOn: string;
  beforeAll(async () => {
    startedOn = todayInZone('Europe/Berlin');
    upstream = await startUpstream({ faultRate: 1 });
  });
  afterAll(() => upstream.close());

  it('answers API requests with an injected 500', async () => {
    const res = await new ApiClient(upstream.url).get('/authorization');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Injected fault' });
  });

  it('spares the dev helpers and images', async () => {
    const health = await fetch(`${upstream.url}/__dev/health`);
    expect(health.status).toBe(200);
    // The day the seed was written for, in the tenant's zone: the e2e specs date the seed's fixed cases from it.
    expect(await health.json()).toEqual({ ok: true, seeded_on: upstream.seeded!.today });
    expect([startedOn, todayInZone('Europe/Berlin')]).toContain(upstream.seeded!.today);
    expect((await fetch(`${upstream.url}/images/logo.svg`)).status).toBe(200);
  });
});

describe('environment fallbacks', () => {
  it('reads the knobs from the environment when no option is given', async () => {
    const upstream = await startUpstream({
      env: { UPSTREAM_FAULT_RATE: '1', UPSTREAM_PUBLIC_URL: 'https://api.example.test/', UPSTREAM_DEV_ROUTES: '0' },
    });
    try {
      expect(upstream.config).toMatchObject({ faultRate: 1, publicUrl: 'https://api.example.test', devRoutes: false });
      expect((await fetch(`${upstream.url}/__dev/health`)).status).toBe(404);
    } finally {
      await upstream.close();
    }
  });

  it('refuses a fault rate outside 0..1', async () => {
    await expect(startUpstream({ env: { UPSTREAM_FAULT_RATE: '2' } })).rejects.toThrow(/UPSTREAM_FAULT_RATE/);
  });
});

describe('routing, images and dev helpers', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  it('answers unknown routes with 404 and wrong methods with 405', async () => {
    const api = new ApiClient(upstream.url);
    expect(await api.get('/no/such/route')).toMatchObject({ status: 404, body: { message: 'Not found.' } });
    const wrongMethod = await api.get('/login');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
  });

  it('serves a cacheable initials avatar per person', async () => {
    const res = await fetch(`${upstream.url}/images/avatars/1.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const svg = await res.text();
    // The initials are drawn as outlines of Inter (upstream/src/lib/outline.ts), not as a <text>.
    expect(svg).toContain(outlinedText('AS', { x: 64, y: 64, size: 52, fill: '#FFFFFF', anchor: 'middle', centred: true, semibold: true })!);
    expect(svg).not.toContain('<text');
    expect(svg).toContain('aria-label="Ava Sinclair"');

    const etag = res.headers.get('etag')!;
    const cached = await fetch(`${upstream.url}/images/avatars/1.svg`, { headers: { 'If-None-Match': etag } });
    expect(cached.status).toBe(304);
    expect((await fetch(`${upstream.url}/images/avatars/9999.svg`)).status).toBe(404);
  });

  it('serves the logo wordmark without a session', async () => {
    const res = await fetch(`${upstream.url}/images/logo.svg`);
    expect(res.headers.getSetCookie()).toEqual([]);
    const svg = await res.text();
    expect(svg).toContain('aria-label="Northwind Crew"');
    expect(svg).toContain(outlinedText('Northwind Crew', { x: 46, y: 20, size: 19, fill: '#323DA5', centred: true, semibold: true })!);
    expect(svg).not.toContain('<text');
  });

  it('rejects unknown or invalid app settings with a 422', async () => {
    const unknown = await setAppSettings(upstream, { no_such_flag: true });
    expect(unknown.status).toBe(422);
    const invalid = await setAppSettings(upstream, { rows_per_page: 0, theme_class: { menu_text_color: 'white' } });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors)).toEqual(['rows_per_page', 'theme_class.menu_text_color']);
  });

  it('merges a partial theme and shows it in /authorization', async () => {
    const res = await setAppSettings(upstream, { theme_class: { menu_background_color: '#112233' }, is_trial_over: true });
    expect(res.body.theme_class).toEqual({
      menu_background_color: '#112233',
      menu_text_color: '#FFFFFF',
      button_background_link_color: '#FF7F5C',
      button_text_color: '#FFFFFF',
    });
    const app = (await new ApiClient(upstream.url).get('/authorization')).body.app;
    expect(app.is_trial_over).toBe(true);
    expect(app.theme_class.menu_background_color).toBe('#112233');
  });

  it('rejects a malformed JSON body with 400', async () => {
    const api = await new ApiClient(upstream.url).begin();
    const raw = await fetch(`${upstream.url}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': api.xsrf!, Cookie: `crewdesk_api_session=${api.sessionId}` },
      body: '{"email":',
    });
    expect(raw.status).toBe(400);
  });
});
