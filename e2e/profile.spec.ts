import type { Page } from '@playwright/test';
import { expect, hydrated, openProfileMenu, storageStateOf, test } from './fixtures';
import { USERS } from './env';

/**
 * Profiles (/people/profile/view/{username}): the own profile through My
 * Profile, a colleague's public part, and the administrator's header actions
 * (change status, discharge and restore) with their dialogs.
 */

async function succeeded(page: Page, text: string) {
  await page.getByRole('dialog', { name: 'Successful' }).filter({ hasText: text }).waitFor();
}

async function confirm(page: Page) {
  await page.getByRole('alertdialog', { name: 'Confirmation Required' }).getByRole('button', { name: 'Yes' }).click();
}

const employment = (page: Page) => page.getByRole('region', { name: 'Employment info' });

test.describe('as an employee', () => {
  test.use({ storageState: storageStateOf('employee') });

  test('opens their own profile through My Profile, in full, and switches its privacy', async ({ page, app }) => {
    await page.goto(app('/feed'));
    await openProfileMenu(page, USERS.employee.name);
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await expect(page).toHaveURL(/\/people\/profile\/view\/emma\.novak$/);
    await expect(page.getByRole('heading', { name: 'Emma Novak', level: 1 })).toBeVisible();
    await expect(employment(page)).toContainText('Software Engineer');
    await expect(employment(page)).toContainText('Employee');
    await expect(employment(page)).toContainText(USERS.employee.email);
    await expect(page.getByRole('button', { name: /^Discharge/ })).toHaveCount(0);

    const makePrivate = page.getByRole('button', { name: 'Make profile private' });
    await hydrated(makePrivate);
    await makePrivate.click();
    await confirm(page);
    await succeeded(page, 'We’ve saved your edit successfully.');
    await expect(page.getByText('Your profile is private')).toBeVisible();
    await page.getByRole('button', { name: 'Make profile public' }).click();
    await confirm(page);
    await succeeded(page, 'We’ve saved your edit successfully.');
    await expect(page.getByRole('button', { name: 'Make profile private' })).toBeVisible();
  });

  test('sees only the public part of a colleague’s profile, and nothing of someone not employed', async ({ page, app }) => {
    await page.goto(app('/people/profile/view/marcus.reed'));
    await expect(page.getByRole('heading', { name: 'Marcus Reed', level: 1 })).toBeVisible();
    const about = page.getByRole('region', { name: 'About' });
    await expect(about).toContainText('Operations Manager');
    await expect(about).toContainText('Operations');
    await expect(about).not.toContainText('Role');
    await expect(employment(page)).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Profile actions' })).toHaveCount(0);

    await page.goto(app('/people/profile/view/nina.okafor'));
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});

test.describe('as the administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('opens a profile from the directory, deactivates and activates it, discharges and restores it', async ({ page, app }) => {
    await page.goto(app('/people?search=Hannah+Schmidt'));
    await page.getByRole('link', { name: /Hannah Schmidt/ }).click();
    await expect(page.getByRole('heading', { name: 'Hannah Schmidt', level: 1 })).toBeVisible();
    const header = page.getByRole('main');
    await expect(header.getByText('Active', { exact: true })).toBeVisible();

    const deactivate = page.getByRole('button', { name: 'Deactivate' });
    await hydrated(deactivate);
    await deactivate.click();
    await confirm(page);
    await succeeded(page, 'We’ve saved your edit successfully.');
    await expect(header.getByText('Inactive', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Activate' }).click();
    await confirm(page);
    await succeeded(page, 'We’ve saved your edit successfully.');
    await expect(header.getByText('Active', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Discharge Hannah Schmidt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Discharge Hannah Schmidt' });
    await dialog.getByLabel('Reason').fill('Relocated overseas');
    await dialog.getByRole('button', { name: 'Discharge' }).click();
    await succeeded(page, 'We’ve saved your edit successfully.');
    await expect(page.getByRole('region', { name: 'Discharge' })).toContainText('Relocated overseas');
    await expect(header.getByText('Discharged', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Restore Hannah Schmidt' }).click();
    await confirm(page);
    await succeeded(page, 'We’ve restored this item.');
    await expect(page.getByRole('region', { name: 'Discharge' })).toHaveCount(0);
    await expect(header.getByText('Active', { exact: true })).toBeVisible();
  });
});
