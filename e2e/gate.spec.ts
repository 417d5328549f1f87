import { expect, hydrated, signIn, test, upstreamAdmin, upstreamDev } from './fixtures';
import { USERS } from './env';

test.describe('permission gate', () => {
  test('the employee gets the 403 screen on an admin route', async ({ page, app }) => {
    await signIn(page, app, 'employee');
    await expect(page).toHaveURL(new RegExp(`${app('/feed')}$`));
    const response = await page.goto(app('/settings'));
    // The real status, the page's own title, and the screen inside the shell (its menu stays).
    expect(response?.status()).toBe(403);
    await expect(page).toHaveTitle('Forbidden · Crewdesk');
    await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Profile menu, ${USERS.employee.name}` })).toBeVisible();
    await expect(page.getByText("Access to this resource is denied! If you think it's a mistake, please reach out to the administrator.")).toBeVisible();
    await page.getByRole('link', { name: 'Back To Feed' }).click();
    await expect(page).toHaveURL(new RegExp(`${app('/feed')}$`));
  });

  test('a 403 raised inside a page (the gate lets the route through) gives the tab the 403 screen’s title', async ({ page, app }) => {
    // The gate admits anyone holding view_attendance to an attendance's details; the upstream refuses another
    // person's details without view_any_attendance, and the page turns that refusal into forbidden().
    const admin = (await (await upstreamAdmin()).get<{ author: { id: number } }>('/authorization')).body.author;
    await signIn(page, app, 'employee');
    await expect(page).toHaveURL(new RegExp(`${app('/feed')}$`));
    // One record's screen has no loading screen in front of it, so nothing is sent before it refuses: the real status.
    const response = await page.goto(app(`/time/details/view/1/${admin.id}`));
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
    await expect(page).toHaveTitle('Forbidden · Crewdesk');
    await expect(page.getByRole('heading', { name: 'Attendance details' })).toHaveCount(0);
  });

  test('an archived person’s month that is not there answers 404', async ({ page, app }) => {
    await signIn(page, app, 'admin');
    await expect(page).toHaveURL(new RegExp(`${app('/feed')}$`));
    const response = await page.goto(app('/time/999999'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('the same route renders for the administrator', async ({ page, app }) => {
    await signIn(page, app, 'admin');
    await expect(page).toHaveURL(new RegExp(`${app('/feed')}$`));
    await page.goto(app('/settings'));
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Departments' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Roles and permissions' })).toBeVisible();
    // Every settings screen is built: the menu opens the configuration index too (under a basePath as well).
    await page.getByRole('link', { name: 'Configuration', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Configuration', level: 1 })).toBeVisible();
  });

  // Next.js prefixes its Link, router and next/form; a plain form or link must be prefixed by hand (run under /hr too).
  test('the shift search form and the bird view’s day links keep the deployment prefix', async ({ page, app }) => {
    await signIn(page, app, 'admin');
    await expect(page).toHaveURL(new RegExp(`${app('/feed')}$`));
    await page.goto(app('/settings/time/shift-assignment'));
    const search = page.getByRole('textbox', { name: 'Search people' });
    await hydrated(search);
    await search.fill('Arjun');
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${app('/settings/time/shift-assignment')}\\?.*search=Arjun`));
    await expect(page.getByRole('heading', { name: 'Shift assignment', level: 1 })).toBeVisible();

    await page.goto(app('/time/bird-view'));
    const day = page.getByRole('cell').getByRole('link').first();
    await expect(day).toHaveAttribute('href', new RegExp(`^${app('/time/details/view/')}\\d+/\\d+$`));
  });

  test('an unknown path shows the Not Found screen to a signed-in user', async ({ page, app }) => {
    await signIn(page, app, 'employee');
    await expect(page).toHaveURL(new RegExp(`${app('/feed')}$`));
    const response = await page.goto(app('/no/such/page'));
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page Not Found · Crewdesk');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText("Ooops! You're looking for something that's not there!")).toBeVisible();
  });

  // The post's own not-found screen (most such addresses are of a post deleted since its alert or link was sent), still a 404.
  test('a post that is not there answers 404 with the screen that says so', async ({ page, app }) => {
    await signIn(page, app, 'employee');
    await expect(page).toHaveURL(new RegExp(`${app('/feed')}$`));
    const response = await page.goto(app('/feed/view/no-such-post-anywhere'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This post was deleted' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back To Feed' })).toHaveAttribute('href', app('/feed'));
  });

  test('the base page goes to sign in for a guest and to the feed once signed in', async ({ page, app }) => {
    await page.goto(app('/'));
    await expect(page).toHaveURL(new RegExp(`${app('/login')}$`));
    await signIn(page, app, 'employee');
    await expect(page).toHaveURL(new RegExp(`${app('/feed')}$`));
    await page.goto(app('/'));
    await expect(page).toHaveURL(new RegExp(`${app('/feed')}$`));
  });

  test('a guest on /error-403, a public error page (spec part 1 §2), sees it, not the sign-in form', async ({ page, app }) => {
    const response = await page.goto(app('/error-403'));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${app('/error-403')}$`));
    await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
    await expect(page).toHaveTitle('Forbidden · Crewdesk');
    // No shell without a session: no profile menu, no sidebar.
    await expect(page.getByRole('button', { name: /^Profile menu/ })).toHaveCount(0);
  });

  test('a guest on an unknown path is asked to sign in', async ({ page, app }) => {
    await page.goto(app('/no/such/page'));
    await expect(page).toHaveURL(new RegExp(`${app('/login')}\\?redirect=`));
  });

  test('a forged x-middleware-subrequest header changes nothing', async ({ request, app }) => {
    const forged = 'middleware:middleware:middleware:middleware:middleware';
    for (const header of [forged, 'middleware', 'src/middleware']) {
      const response = await request.get(app('/settings'), { headers: { 'x-middleware-subrequest': header }, maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(response.headers().location).toContain(`${app('/login')}?redirect=%2Fsettings`);
    }
  });
});

test('an expired session is sent to sign in by a path on this site, as server.mjs answers it', async ({ request, app }) => {
  const response = await request.get(app('/api/auth/expired?redirect=%2Ftime%2Fself'), { maxRedirects: 0, headers: { 'Sec-Fetch-Site': 'same-origin' } });
  expect(response.status()).toBe(303);
  // A path, never the address Next.js is bound to (http://0.0.0.0:…).
  expect(response.headers().location).toBe(`${app('/login')}?redirect=%2Ftime%2Fself`);
  // A redirect that already carries the deployment prefix gets it once (it was /hr/hr/time/self after sign-in).
  const prefixed = await request.get(app(`/api/auth/expired?redirect=${encodeURIComponent(app('/time/self'))}`), { maxRedirects: 0, headers: { 'Sec-Fetch-Site': 'same-origin' } });
  expect(prefixed.headers().location).toBe(`${app('/login')}?redirect=%2Ftime%2Fself`);
});

test('robots.txt is served to a guest, not the sign-in page', async ({ request, app }) => {
  const response = await request.get(app('/robots.txt'), { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await response.text()).toMatch(new RegExp(`^User-Agent: \\*\nDisallow: ${app('/')}$`, 'im'));
});

test.describe('a link from another site to /api/auth/expired', () => {
  test('does not sign the user out', async ({ page, app }) => {
    await signIn(page, app, 'contractor');
    await expect(page).toHaveURL(new RegExp(`${app('/feed')}$`));
    const response = await page.request.get(app('/api/auth/expired?redirect=%2Fsettings'), { maxRedirects: 0, headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe(app('/settings'));
    await page.goto(app('/feed'));
    await expect(page).toHaveURL(new RegExp(`${app('/feed')}$`));
  });
});

test('a 401 from the upstream clears the session and asks to sign in again, then returns to the page', async ({ page, app, basePath, context }) => {
  const role = basePath ? 'expiryBasePath' : 'expiry';
  await signIn(page, app, role);
  await expect(page).toHaveURL(new RegExp(`${app('/feed')}$`));
  // Leave the app first, so no open page's own calls meet the 401 before the server render does.
  await page.goto('about:blank');
  await upstreamDev.expireSessions(USERS[role].email);
  await page.goto(app('/feed'));
  await expect(page).toHaveURL(new RegExp(`${app('/login')}$`));
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('crewdesk_session');
  await page.goto(app('/settings'));
  await expect(page).toHaveURL(new RegExp(`${app('/login')}\\?redirect=%2Fsettings$`));
  await page.getByLabel('Email').fill(USERS[role].email);
  await page.getByLabel('Password').fill('password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${app('/settings')}$`));
  await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();

  // A write from a page open when the session ends: the upstream answers it 419 (its token belongs to the
  // ended session), which the proxy takes as the end it is, so the user signs in again and comes back.
  await page.goto(app('/feed'));
  const love = page.getByRole('article').first().getByRole('button', { name: /^(Love|Loved)$/ });
  await hydrated(love);
  await upstreamDev.expireSessions(USERS[role].email);
  const answer = page.waitForResponse((response) => response.url().includes('/feed-reacts/store'));
  await love.click();
  expect((await answer).status()).toBe(401);
  // Back to the feed after signing in is where sign-in lands anyway: no redirect query for it.
  await expect(page).toHaveURL(new RegExp(`${app('/login')}$`));
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('crewdesk_session');
});
