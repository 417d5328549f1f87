import { expect, storageStateOf, succeeded, test } from './fixtures';

/**
 * The leave settings: leave types (add, edit, delete; one in a policy asked
 * twice), and the 403 screen for an employee on each route.
 */

const LEAVE_SETTINGS = ['/settings/leave/leave-types'];

test.describe('as the administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('adds, edits and deletes a leave type', async ({ page, app }) => {
    const stamp = Date.now().toString(36);
    await page.goto(app('/settings'));
    await page.getByRole('navigation', { name: 'Leave' }).getByRole('link', { name: 'Leave types' }).click();
    await expect(page.getByRole('heading', { name: 'Leave types', level: 1 })).toBeVisible();
    await expect(page.getByRole('row', { name: /Annual leave 20 days/ })).toBeVisible();

    await page.getByRole('button', { name: 'Add leave type' }).click();
    const add = page.getByRole('dialog', { name: 'Add leave type' });
    await add.getByLabel('Name').fill('sick LEAVE');
    await add.getByLabel('Days a year').fill('2.5');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText('Please use an integer')).toBeVisible();
    await add.getByLabel('Days a year').fill('3');
    await add.getByRole('button', { name: 'Save' }).click();
    // The upstream refuses a duplicate name; what was typed stays.
    await expect(add.getByText('The name has already been taken.')).toBeVisible();
    await expect(add.getByLabel('Days a year')).toHaveValue('3');
    await add.getByLabel('Name').fill(`Jury duty ${stamp}`);
    await add.getByRole('button', { name: 'Save' }).click();
    await succeeded(page, 'You’ve successfully performed this action.');
    await expect(page.getByRole('row', { name: new RegExp(`Jury duty ${stamp} 3 days`) })).toBeVisible();

    await page.getByRole('button', { name: `Edit Jury duty ${stamp}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit leave type' });
    await expect(edit.getByLabel('Days a year')).toHaveValue('3');
    await edit.getByLabel('Days a year').fill('1');
    await edit.getByRole('button', { name: 'Save' }).click();
    await succeeded(page, 'We’ve saved your edit successfully.');
    await expect(page.getByRole('row', { name: new RegExp(`Jury duty ${stamp} 1 day`) })).toBeVisible();

    await page.getByRole('button', { name: `Delete Jury duty ${stamp}` }).click();
    await page.getByRole('alertdialog', { name: 'Confirmation Required' }).getByRole('button', { name: 'Yes' }).click();
    await succeeded(page, 'We’ve permanently deleted this item.');
    await expect(page.getByRole('rowheader', { name: `Jury duty ${stamp}` })).toHaveCount(0);
  });
});

test.describe('as an employee', () => {
  test.use({ storageState: storageStateOf('employee') });

  test('gets the 403 screen on every leave settings route', async ({ page, app }) => {
    for (const path of LEAVE_SETTINGS) {
      await page.goto(app(path));
      await expect(page.getByRole('heading', { name: 'Forbidden' }), path).toBeVisible();
    }
  });
});
