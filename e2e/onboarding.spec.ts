import type { Page } from '@playwright/test';
import { expect, hydrated, storageStateOf, succeeded, test, upstreamDev } from './fixtures';

/**
 * Onboarding (issue 17 item 4): the administrator quick-enters a new person on
 * /people; the invitation link from the dev mailbox opens in a guest browser,
 * where the person sets a password and an avatar, completes, and 'Go to
 * Workspace' lands them on the feed signed in. The same link then shows 'Link Expired'.
 */

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

async function quickEnter(page: Page, app: (path: string) => string, first: string, last: string, email: string) {
  await page.goto(app('/people'));
  const add = page.getByRole('button', { name: 'Add employee' });
  await hydrated(add);
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Add employee' });
  await dialog.getByLabel('First name').fill(first);
  await dialog.getByLabel('Last name').fill(last);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await succeeded(page);
}

test.describe('onboarding', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('an invited person sets a password and an avatar, completes, and lands on the feed; the link then expires', async ({ page, app, browser }) => {
    // Three browser contexts and a whole onboarding: longer than one screen's test.
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    const email = `ola.${stamp}@example.test`;
    const name = `Ola Nordmann ${stamp}`;
    await quickEnter(page, app, 'Ola', `Nordmann ${stamp}`, email);

    const mail = await upstreamDev.latestMail(email);
    const path = new URL(mail.link).pathname.match(/\/on-boarding-invitation\/\d+\/[0-9a-f]+$/)![0];

    // A guest browser: nobody is signed in.
    const guest = await browser.newContext({ baseURL: test.info().project.use.baseURL, storageState: { cookies: [], origins: [] } });
    try {
      const visitor = await guest.newPage();
      await visitor.goto(app(path));
      await expect(visitor).toHaveTitle('Welcome aboard · Crewdesk');
      await expect(visitor.getByRole('heading', { name: 'Welcome to Northwind Crew, Ola' })).toBeVisible();
      await expect(visitor.getByRole('listitem').filter({ hasText: 'Set password' })).toHaveAttribute('aria-current', 'step');

      const setPassword = visitor.getByRole('button', { name: 'Set password' });
      await hydrated(setPassword);
      await visitor.getByLabel('Password', { exact: true }).fill('short');
      await visitor.getByLabel('Confirm password').fill('other');
      await setPassword.click();
      await expect(visitor.getByText('at least 8 characters', { exact: true })).toBeVisible();
      await visitor.getByLabel('Password', { exact: true }).fill('welcome-aboard-1');
      await visitor.getByLabel('Confirm password').fill('welcome-aboard-2');
      await setPassword.click();
      await expect(visitor.getByText('Password confirmation does not match')).toBeVisible();
      await visitor.getByLabel('Confirm password').fill('welcome-aboard-1');
      await setPassword.click();

      await expect(visitor.getByRole('heading', { name: 'Set your avatar' })).toBeVisible();
      // The pressed button went with its step: the next step's heading has the focus.
      await expect(visitor.getByRole('heading', { name: 'Set your avatar' })).toBeFocused();

      // Signing in before the onboarding is finished says so, not that the password is wrong.
      const early = await browser.newContext({ baseURL: test.info().project.use.baseURL, storageState: { cookies: [], origins: [] } });
      try {
        const login = await early.newPage();
        await login.goto(app('/login'));
        await hydrated(login.getByRole('button', { name: 'Sign in', exact: true }));
        await login.getByLabel('Email').fill(email);
        await login.getByLabel('Password').fill('welcome-aboard-1');
        await login.getByRole('button', { name: 'Sign in', exact: true }).click();
        await expect(login.getByText('Your account is not set up yet. Finish it with the link in your invitation e-mail.')).toBeVisible();
        await expect(login).toHaveURL(/\/login/);
      } finally {
        await early.close();
      }

      const save = visitor.getByRole('button', { name: 'Save avatar' });
      await expect(save).toBeDisabled();
      const chooser = visitor.getByLabel('Choose an image');
      await chooser.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
      await expect(visitor.getByRole('alert').filter({ hasText: 'Please choose a JPG, PNG, GIF or WebP image.' })).toBeVisible();
      await chooser.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
      await expect(visitor.getByRole('img', { name: 'Preview of your new avatar' })).toBeVisible();
      const uploaded = visitor.waitForResponse((response) => response.url().endsWith('/api/auth/onboarding/avatar') && response.status() === 200);
      await save.click();
      await uploaded;

      await expect(visitor.getByRole('heading', { name: 'You are all set' })).toBeVisible();
      await expect(visitor.getByRole('heading', { name: 'You are all set' })).toBeFocused();
      await expect(visitor.getByText(name)).toBeVisible();
      await visitor.getByRole('button', { name: 'Complete' }).click();
      const welcome = visitor.getByRole('dialog', { name: 'Congratulations!' });
      await expect(welcome).toBeVisible();
      // Still no session before 'Go to Workspace'.
      expect((await visitor.request.get(app('/feed'), { maxRedirects: 0 })).status()).toBe(307);
      await welcome.getByRole('button', { name: 'Go to Workspace' }).click();
      await expect(visitor).toHaveURL(/\/feed$/);
      await expect(visitor.getByRole('button', { name: `Profile menu, ${name}` })).toBeVisible();
      // No upstream cookie reaches the browser.
      const cookies = (await guest.cookies()).map((cookie) => cookie.name);
      expect(cookies).not.toContain('XSRF-TOKEN');
      expect(cookies.some((cookie) => cookie.startsWith('crewdesk_api'))).toBe(false);

      // The link was single use.
      const again = await browser.newContext({ baseURL: test.info().project.use.baseURL, storageState: { cookies: [], origins: [] } });
      try {
        const late = await again.newPage();
        await late.goto(app(path));
        await expect(late.getByRole('heading', { name: 'Link Expired' })).toBeVisible();
        await expect(late.getByText('The link you are trying to access is no longer active. Please reach out to your administrator.')).toBeVisible();
        // Used because it was finished: the way in is one press away.
        await late.getByRole('link', { name: 'Go to sign in' }).click();
        await expect(late.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
      } finally {
        await again.close();
      }
    } finally {
      await guest.close();
    }

    // The administrator who invited them was never touched by it.
    await page.goto(app('/feed'));
    await expect(page.getByRole('button', { name: 'Profile menu, Ava Sinclair' })).toBeVisible();
  });

  test('a signed-in user opening an invitation link is told to sign out first, and stays who they are', async ({ page, app }) => {
    const stamp = Date.now().toString(36);
    const email = `kari.${stamp}@example.test`;
    await quickEnter(page, app, 'Kari', `Nordmann ${stamp}`, email);
    const mail = await upstreamDev.latestMail(email);
    await page.goto(app(new URL(mail.link).pathname));
    await expect(page.getByRole('heading', { name: 'This invitation is for someone new' })).toBeVisible();
    await expect(page.getByText('Someone is signed in in this browser. Sign out first, then open the invitation link again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set password' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back To Feed' }).click();
    await expect(page.getByRole('button', { name: 'Profile menu, Ava Sinclair' })).toBeVisible();
  });
});
