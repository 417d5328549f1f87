import { expect, test } from './fixtures';
import { USERS } from './env';

test('Google sign-in goes to the provider and back, then to the feed', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in with Apple' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL(/\/feed$/);
  await expect(page.getByRole('button', { name: `Profile menu, ${USERS.sso.name}` })).toBeVisible();
});

test('Google sign-in asked for by a page returns to that page, as a password sign-in does', async ({ page }) => {
  await page.goto('/notification/all');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fnotification%2Fall$/);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL(/\/notification\/all$/);
  await expect(page.getByRole('heading', { name: 'All Alerts', level: 1 })).toBeVisible();
});

test('a failed single sign-on return shows the message and the login screen again', async ({ page }) => {
  await page.goto('/login/google/redirect?code=forged&state=forged');
  await expect(page.getByRole('alert').filter({ hasText: 'The sign-in link is invalid or has expired.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  // The whole login screen, at its own address: Forgot password? too, and no spent provider return to reload.
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
