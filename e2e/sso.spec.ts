import { expect, test } from './fixtures';
import { USERS } from './env';

test('Google sign-in goes to the provider and back, then to the feed', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in with Apple' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL(/\/feed$/);
  await expect(page.getByRole('button', { name: `Profile menu, ${USERS.sso.name}` })).toBeVisible();
});

test('a failed single sign-on return shows the message and the login screen again', async ({ page }) => {
  await page.goto('/login/google/redirect?code=forged&state=forged');
  await expect(page.getByRole('alert').filter({ hasText: 'The sign-in link is invalid or has expired.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});
