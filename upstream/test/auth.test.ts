import { authorizationSchema, loginResponseSchema, validationErrorSchema } from '../../lib/auth/schemas';
import type { Upstream } from '../src/server';
import { ApiClient, DEMO, startUpstream } from './helpers';

let upstream: Upstream;
const client = () => new ApiClient(upstream.url);

beforeAll(async () => {
  upstream = await startUpstream();
});
afterAll(() => upstream.close());

describe('guest session', () => {
  it('answers /authorization for a guest with a schema-valid body and both cookies', async () => {
    const api = client();
    const res = await api.get('/authorization');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    const body = authorizationSchema.parse(res.body);
    expect(body.author).toBeNull();
    expect(body.app.isLoggedIn).toBe(false);
    expect(body.app.company_name).toBe('Northwind Crew');
    expect(body.app.url).toBe(upstream.url);
    expect(body.app.company_logo).toBe(`${upstream.url}/images/logo.svg`);
    expect(body.app.server_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const session = res.setCookies.find((c) => c.startsWith('crewdesk_api_session='));
    const xsrf = res.setCookies.find((c) => c.startsWith('XSRF-TOKEN='));
    expect(session).toMatch(/^crewdesk_api_session=[A-Za-z0-9]{40}; Path=\/; .*SameSite=Lax; HttpOnly$/);
    expect(xsrf).toMatch(/^XSRF-TOKEN=[^;]+; Path=\//);
    expect(xsrf).not.toMatch(/HttpOnly/);
  });

  it('keeps the session (no new cookies) while the cookie is sent back', async () => {
    const api = await client().begin();
    const again = await api.get('/authorization');
    expect(again.setCookies).toEqual([]);
  });

  it('refuses a write without a matching X-XSRF-TOKEN with 419', async () => {
    const api = await client().begin();
    const missing = await api.post('/login', { email: DEMO.employee, password: 'password' }, { xsrf: false });
    expect(missing.status).toBe(419);
    expect(missing.body).toEqual({ message: 'CSRF token mismatch.' });

    const wrong = await api.request('POST', '/login', {
      json: { email: DEMO.employee, password: 'password' },
      headers: { 'X-XSRF-TOKEN': 'not-the-token' },
      xsrf: false,
    });
    expect(wrong.status).toBe(419);
  });

  it('wants the decoded token, not the URL-encoded cookie value', async () => {
    const api = await client().begin();
    const encoded = api.jar['XSRF-TOKEN']!;
    expect(encoded).not.toBe(api.xsrf);
    const res = await api.request('POST', '/login', {
      json: { email: DEMO.employee, password: 'password' },
      headers: { 'X-XSRF-TOKEN': encoded },
      xsrf: false,
    });
    expect(res.status).toBe(419);
  });
});

describe('POST /login', () => {
  it('explains missing and malformed fields Laravel-style', async () => {
    const api = await client().begin();
    const empty = await api.post('/login', { email: '', password: '' });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({
      message: 'The email field is required. (and 1 more error)',
      errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
    });

    const malformed = await api.post('/login', { email: 'not-an-email', password: 'x' });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors.email).toEqual(['The email field must be a valid email address.']);
    expect(validationErrorSchema.safeParse(malformed.body).success).toBe(true);
  });

  it('rejects a wrong password with the credentials message', async () => {
    const api = await client().begin();
    const res = await api.post('/login', { email: DEMO.employee, password: 'wrong-password' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
  });

  it('signs in, rotating the session id and the XSRF token', async () => {
    const api = await client().begin();
    const before = { session: api.sessionId, xsrf: api.xsrf };
    const res = await api.login(DEMO.employee);
    expect(res.status).toBe(200);
    expect(loginResponseSchema.parse(res.body)).toEqual({
      message: 'Logged in.',
      author: { id: expect.any(Number), username: 'emma.novak', name: 'Emma Novak' },
    });
    expect(res.setCookies).toHaveLength(2);
    expect(api.sessionId).not.toBe(before.session);
    expect(api.xsrf).not.toBe(before.xsrf);

    // The pre-login token and session are dead.
    const stale = await api.request('POST', '/logout', { headers: { 'X-XSRF-TOKEN': before.xsrf! }, xsrf: false });
    expect(stale.status).toBe(419);
  });

  it('accepts the email in any letter case', async () => {
    const res = await (await client().begin()).login('Employee@CrewDesk.test');
    expect(res.status).toBe(200);
  });

  it('refuses archived people with the credentials message', async () => {
    const res = await client().login('tomasz.nowicki@crewdesk.test');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('These credentials do not match our records.');
  });

  it('locks an email out for the rest of the minute after 5 failures', async () => {
    const api = await client().begin();
    const email = 'colin.hart@crewdesk.test';
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await api.post('/login', { email, password: `wrong-${attempt}` })).status).toBe(422);
    }
    const locked = await api.post('/login', { email, password: 'password' });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is unaffected.
    expect((await api.login(DEMO.contractor)).status).toBe(200);
  });
});

describe('signed-in /authorization', () => {
  it('shows the employee with their permissions and only the sidebar items they may open', async () => {
    const api = client();
    await api.login(DEMO.employee);
    const body = authorizationSchema.parse((await api.get('/authorization')).body);
    expect(body.app.isLoggedIn).toBe(true);
    expect(body.author).toMatchObject({ username: 'emma.novak', name: 'Emma Novak', total_notification: expect.any(Number) });
    expect(body.author!.avatar).toBe(`${upstream.url}/images/avatars/${body.author!.id}.svg`);
    expect(body.author!.permissions).toEqual(
      expect.arrayContaining(['view_attendance', 'allow_clock_in_out_attendance', 'view_leave_application']),
    );
    expect(body.author!.permissions).not.toContain('view_any_attendance');

    const routes = body.author!.sidebar.flatMap((group) => group.routes.map((route) => route.route_name));
    expect(routes).toEqual(['/feed', '/time/self', '/time/shift/view-my-shifts', '/leaves/self', '/landlord/tenants']);
    expect(body.author!.sidebar.map((group) => group.name)).toEqual(['Home', 'Time', 'Leave', 'Settings']);
  });

  it('gives the administrator every group and item', async () => {
    const api = client();
    await api.login(DEMO.admin);
    const body = authorizationSchema.parse((await api.get('/authorization')).body);
    expect(body.author!.sidebar.map((group) => group.name)).toEqual(['Home', 'Time', 'Leave', 'People', 'Insights', 'Settings']);
    const items = body.author!.sidebar.flatMap((group) => group.routes);
    expect(items).toHaveLength(16);
    // Shift assignment sits with the attendance screens, where an administrator looks (issue 14 item 11).
    expect(body.author!.sidebar.find((group) => group.name === 'Time')!.routes.map((item) => item.name)).toContain('Shift assignment');
    expect(items.filter((item) => item.type !== 'admin')).toEqual([
      { name: 'Tenants', icon: 'building', route_name: '/landlord/tenants', type: 'landlord' },
    ]);
  });

  it('leaves the contractor, who holds no permission, only the open items', async () => {
    const api = client();
    await api.login(DEMO.contractor);
    const body = authorizationSchema.parse((await api.get('/authorization')).body);
    expect(body.author!.permissions).toEqual([]);
    expect(body.author!.sidebar.flatMap((group) => group.routes.map((route) => route.route_name))).toEqual([
      '/feed',
      '/landlord/tenants',
    ]);
  });
});

describe('permission checks (GET /settings/general/roles/list)', () => {
  it('answers 401 without a signed-in session', async () => {
    const res = await client().get('/settings/general/roles/list');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 403 to an employee', async () => {
    const api = client();
    await api.login(DEMO.employee);
    const res = await api.get('/settings/general/roles/list');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'This action is unauthorized.' });
  });

  it('lists the roles in position order for the administrator', async () => {
    const api = client();
    await api.login(DEMO.admin);
    const res = await api.get('/settings/general/roles/list');
    expect(res.status).toBe(200);
    expect(res.body.data.map((role: { name: string; position: number }) => [role.name, role.position])).toEqual([
      ['Administrator', 1],
      ['Manager', 2],
      ['Employee', 3],
      ['Contractor', 4],
    ]);
  });
});

describe('POST /logout', () => {
  it('ends the session and starts a fresh guest session', async () => {
    const api = client();
    await api.login(DEMO.manager);
    const signedIn = api.sessionId;
    const res = await api.post('/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Logged out.' });
    expect(api.sessionId).not.toBe(signedIn);
    expect((await api.get('/authorization')).body.author).toBeNull();
    expect((await api.get('/settings/general/roles/list')).status).toBe(401);
  });

  it('answers 401 to a guest', async () => {
    const api = await client().begin();
    expect((await api.post('/logout')).status).toBe(401);
  });
});
