import { expect, hydrated, signIn, test, upstreamDev } from './fixtures';
import { USERS } from './env';

test('forgot password, reset it from the emailed link, and sign in with the new one', async ({ page, app }) => {
  await page.goto(app('/login'));
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page).toHaveTitle('Forgot password · Crewdesk');

  // A submit before the form's script has taken over is a plain POST that reloads the page.
  const request = page.getByRole('form', { name: 'Request a password reset' });
  await hydrated(request);
  await page.getByLabel('Email').fill('nobody@crewdesk.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  // One neutral answer, whether or not the address has an account.
  const neutral = 'If that email address has an account, we have emailed a password reset link.';
  await expect(page.getByText(neutral)).toBeVisible();
  await expect(page.getByText("We can't find a user with that email address.")).toHaveCount(0);

  await page.goto(app('/forgot-password'));
  await hydrated(request);
  await page.getByLabel('Email').fill(USERS.reset.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(neutral)).toBeVisible();

  const mail = await upstreamDev.latestMail(USERS.reset.email);
  const link = new URL(mail.link);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByLabel('Email')).toHaveValue(USERS.reset.email);
  await hydrated(page.getByRole('button', { name: 'Reset password' }));

  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
  await page.getByLabel('Confirm new password').fill('brand-new-pazz');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password confirmation does not match')).toBeVisible();

  await page.getByLabel('Confirm new password').fill('brand-new-pass');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();

  // The token is spent: using the link again fails with the server's message.
  await page.goto(`${link.pathname}${link.search}`);
  await hydrated(page.getByRole('button', { name: 'Reset password' }));
  await page.getByLabel('New password', { exact: true }).fill('another-pass-1');
  await page.getByLabel('Confirm new password').fill('another-pass-1');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('This password reset token is invalid.')).toBeVisible();

  await signIn(page, app, 'reset', 'password');
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  await signIn(page, app, 'reset', 'brand-new-pass');
  await expect(page).toHaveURL(/\/feed$/);
  await expect(page.getByRole('button', { name: `Profile menu, ${USERS.reset.name}` })).toBeVisible();
});
