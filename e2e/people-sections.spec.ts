import type { Page } from '@playwright/test';
import { expect, hydrated, storageStateOf, succeeded, test } from './fixtures';

/**
 * Profile sections beyond address and contact: salary (money rule) and its
 * history, work from home, personal info, education as a list; and what an
 * employee may edit on their own profile (bank info) and may not (salary).
 */

const SAVED = 'We’ve saved your edit successfully.';
const card = (page: Page, name: string) => page.getByRole('region', { name });

async function openEdit(page: Page, section: string) {
  const button = page.getByRole('button', { name: `Edit ${section}` });
  await hydrated(button);
  await button.click();
  return page.getByRole('dialog', { name: `Edit ${section}` });
}

test.describe('as the administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('sets a salary by the money rule, which joins the history, and allows work from home for a period', async ({ page, app }) => {
    await page.goto(app('/people/profile/view/rafael.souza'));
    await expect(page.getByRole('heading', { name: 'Rafael Souza', level: 1 })).toBeVisible();

    const salary = await openEdit(page, 'salary');
    await salary.getByLabel('Amount').fill('12345678901.5');
    await salary.getByLabel('Currency').selectOption('CHF');
    await salary.getByRole('button', { name: 'Save' }).click();
    await expect(salary.getByText('This amount cannot exceed 10 digits')).toBeVisible();
    await expect(salary.getByLabel('Currency')).toHaveValue('CHF');
    await salary.getByLabel('Amount').fill('7125.5');
    await salary.getByRole('button', { name: 'Save' }).click();
    await succeeded(page, SAVED);
    await expect(card(page, 'Salary')).toContainText('CHF 7,125.50');
    await expect(card(page, 'Salary').getByRole('table', { name: 'Salary history' })).toContainText('Ava Sinclair');

    const remote = await openEdit(page, 'work from home');
    await remote.getByLabel('Allowed to work from home').selectOption({ label: 'Yes' });
    await remote.getByRole('button', { name: 'Save' }).click();
    await expect(remote.getByText('This is a required field')).toHaveCount(2);
    await remote.getByLabel('From', { exact: true }).fill('2026-06-01');
    await remote.getByLabel('Until', { exact: true }).fill('2026-06-30');
    await remote.getByRole('button', { name: 'Save' }).click();
    await succeeded(page, SAVED);
    await expect(card(page, 'Work from home')).toContainText('Yes');
    await expect(card(page, 'Work from home')).toContainText('Period');
  });

  test('edits personal info with the lookups and adds an education entry', async ({ page, app }) => {
    await page.goto(app('/people/profile/view/rafael.souza'));
    const personal = await openEdit(page, 'personal info');
    await personal.getByLabel('Blood group').selectOption('AB-');
    await personal.getByLabel('Gender').selectOption({ label: 'Non-binary' });
    await personal.getByLabel('Nationality').selectOption({ label: 'Poland' });
    await personal.getByLabel('Phone').fill('mobile');
    await personal.getByRole('button', { name: 'Save' }).click();
    await expect(personal.getByText('Please use a valid phone number')).toBeVisible();
    await personal.getByLabel('Phone').fill('+48 22 555 0101');
    await personal.getByRole('button', { name: 'Save' }).click();
    await succeeded(page, SAVED);
    const shown = card(page, 'Personal info');
    await expect(shown).toContainText('AB-');
    await expect(shown).toContainText('Non-binary');
    await expect(shown).toContainText('Poland');

    const education = await openEdit(page, 'education');
    await education.getByRole('button', { name: 'Add education' }).click();
    const entry = education.getByRole('group').last();
    await entry.getByLabel('Degree').fill('MBA');
    await entry.getByLabel('Institution').fill('Warsaw School of Economics');
    await entry.getByLabel('From (year)').fill('2020');
    await entry.getByLabel('Until (year)').fill('2019');
    await education.getByRole('button', { name: 'Save' }).click();
    await expect(entry.getByText('The end year must not be before the start year')).toBeVisible();
    await entry.getByLabel('Until (year)').fill('2022');
    await education.getByRole('button', { name: 'Save' }).click();
    await succeeded(page, SAVED);
    await expect(card(page, 'Education')).toContainText('Warsaw School of Economics · 2020–2022');
  });
});

test.describe('as an employee', () => {
  test.use({ storageState: storageStateOf('employee') });

  test('edits their own bank info, and sees their salary without changing it', async ({ page, app }) => {
    await page.goto(app('/people/profile/view/emma.novak'));
    await expect(card(page, 'Salary')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit salary' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit employment info' })).toHaveCount(0);
    await expect(card(page, 'Note')).toHaveCount(0);

    const bank = await openEdit(page, 'bank info');
    await bank.getByLabel('Account holder').fill('Emma Novak');
    await bank.getByLabel('Bank', { exact: true }).fill('Fio banka');
    await bank.getByLabel('Account number or IBAN').fill('cz65 0800 0000 1920 0014 5399');
    await bank.getByLabel('SWIFT/BIC').fill('FIOBCZPP');
    await bank.getByRole('button', { name: 'Save' }).click();
    await succeeded(page, SAVED);
    await expect(card(page, 'Bank info')).toContainText('CZ65 0800 0000 1920 0014 5399');
    await expect(card(page, 'Bank info')).toContainText('Fio banka');
  });
});
