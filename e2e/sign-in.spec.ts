import { expect, hydrated, openProfileMenu, signIn, test } from './fixtures';
import { E2E, USERS } from './env';

test.describe('sign-in', () => {
  test('signs in, shows the user, and signs out', async ({ page, app }) => {
    await signIn(page, app, 'manager');
    await expect(page).toHaveURL(new RegExp(`${app('/feed')}$`));
    await expect(page.getByRole('button', { name: `Profile menu, ${USERS.manager.name}` })).toBeVisible();
    await openProfileMenu(page, USERS.manager.name);
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(new RegExp(`${app('/login')}$`));
    await page.goto(app('/feed'));
    await expect(page).toHaveURL(new RegExp(`${app('/login')}$`));
  });

  test('a wrong password shows the server message and keeps what was typed', async ({ page, app }) => {
    await signIn(page, app, 'employee', 'not-the-password');
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Please fix above errors to continue.' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(USERS.employee.email);
    await expect(page.getByLabel('Password')).toHaveValue('not-the-password');
    await expect(page).toHaveURL(new RegExp(`${app('/login')}$`));
    // The focus is on Email; the first click on the link works (leaving Email used to clear its message
    // and move the form up between the click's press and release).
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(new RegExp(`${app('/forgot-password')}$`));
  });

  test('client validation uses the generic messages', async ({ page, app }) => {
    await page.goto(app('/login'));
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Please use a valid email address')).toBeVisible();
    await expect(page.getByText('This is a required field')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
  });

  test('a protected route sends a guest to sign in and back to it afterwards', async ({ page, app }) => {
    await page.goto(app('/settings'));
    await expect(page).toHaveURL(new RegExp(`${app('/login')}\\?redirect=%2Fsettings$`));
    await page.getByLabel('Email').fill(USERS.admin.email);
    await page.getByLabel('Password').fill(E2E.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${app('/settings')}$`));
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  });

  test('a redirect to another site lands on the feed instead', async ({ page, app }) => {
    await page.goto(app(`/login?redirect=${encodeURIComponent('https://elsewhere.example')}`));
    await page.getByLabel('Email').fill(USERS.employee.email);
    await page.getByLabel('Password').fill(E2E.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`^http://localhost:\\d+${app('/feed')}$`));
  });

  test('a redirect copied with the deployment prefix lands on that page, with the prefix once', async ({ page, app }) => {
    await page.goto(app(`/login?redirect=${encodeURIComponent(app('/people'))}`));
    await page.getByLabel('Email').fill(USERS.admin.email);
    await page.getByLabel('Password').fill(E2E.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`^http://localhost:\\d+${app('/people')}$`));
    await expect(page.getByRole('heading', { name: 'Employees', level: 1 })).toBeVisible();
  });

  test('a redirect to an API route lands on the feed, and the user stays signed in', async ({ page, app }) => {
    // A shared link that went on to /api/auth/expired signed the user straight out again.
    await page.goto(app(`/login?redirect=${encodeURIComponent('/api/auth/expired?redirect=/people')}`));
    await page.getByLabel('Email').fill(USERS.employee.email);
    await page.getByLabel('Password').fill(E2E.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${app('/feed')}$`));
    await expect(page.getByRole('button', { name: `Profile menu, ${USERS.employee.name}` })).toBeVisible();
  });

  test('after sign-in the browser holds only the BFF session cookie', async ({ page, app, context }) => {
    await signIn(page, app, 'employee');
    await expect(page).toHaveURL(new RegExp(`${app('/feed')}$`));
    const cookies = await context.cookies();
    expect(cookies.map((cookie) => cookie.name)).toEqual(['crewdesk_session']);
    const [session] = cookies;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: app('') || '/' });
    const visible = await page.evaluate(() => document.cookie);
    expect(visible).toBe('');
  });

  test('the sign-in page runs without the framework: only its own small scripts load', async ({ page, app }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(app('/login'));
    await hydrated(page.getByRole('button', { name: 'Sign in', exact: true }));
    // The form's rules are a chunk of their own, fetched on first use.
    await page.getByLabel('Email').focus();
    await expect.poll(() => scripts.length).toBeGreaterThan(1);
    expect(scripts.filter((script) => !script.startsWith(app('/_next/static/crewdesk/login-')))).toEqual([]);
    // The same stylesheet and font as the other screens.
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toHaveCSS('font-family', /^system-ui,/);
  });

  test('a signed-in user opening the login page goes to the feed', async ({ page, app }) => {
    await signIn(page, app, 'employee');
    await expect(page).toHaveURL(new RegExp(`${app('/feed')}$`));
    await page.goto(app('/login'));
    await expect(page).toHaveURL(new RegExp(`${app('/feed')}$`));
  });
});
