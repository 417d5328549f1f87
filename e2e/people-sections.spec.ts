import type { Page } from '@playwright/test';
import { expect, hydrated, personId, storageStateOf, succeeded, test, upstreamAdmin } from './fixtures';

/**
 * Profile sections beyond address and contact: salary (money rule) and its
 * history, work from home, personal info, education as a list; and what an
 * employee may edit on their own profile (bank info) and may not (salary).
 */

const SAVED = 'We’ve saved your edit successfully.';
const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function openEdit(page: Page, section: string) {
  const button = page.getByRole('button', { name: `Edit ${section}` });
  await hydrated(button);
  await button.click();
  return page.getByRole('dialog', { name: `Edit ${section}` });
}

test.describe('as the administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('sets a salary by the money rule, which joins the history, and allows work from home for a period', async ({ page, app }) => {
    // Rafael not allowed to work from home, as seeded: a retry finds the failed try's period otherwise.
    const admin = await upstreamAdmin();
    const reset = { is_allow_remote_work: '0', remote_work_date_start: '', remote_work_date_end: '' };
    expect((await admin.post(`/employee/employee/profile/${await personId(admin, 'Rafael Souza')}/work-from-home-info`, reset)).status).toBe(200);
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
    const history = card(page, 'Salary').getByRole('table', { name: 'Salary history' });
    await expect(history).toContainText('Ava Sinclair');
    // His seeded salary, from before anyone saved one here: who saved it is not known, and the row says so.
    await expect(history.getByRole('row').last().getByRole('cell').last()).toHaveText('—Not recorded');

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

test.describe('a discharged person, as the administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('opens their attendance history from the profile, kept from the archive', async ({ page, app }) => {
    await page.goto(app('/people/profile/view/tomasz.nowicki'));
    await expect(page.getByRole('region', { name: 'Discharge' })).toContainText('Resigned to study full time');
    await expect(page.getByRole('button', { name: 'Edit salary' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Attendance history' }).click();
    await expect(page).toHaveURL(/\/time\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Attendance history', level: 1 })).toBeVisible();
  });
});

test.describe('leave on the profile, as the administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('moves a person to another leave policy, adds them to a holiday for chosen people and takes them out', async ({ page, app }) => {
    const year = new Date().getFullYear() + 1;
    // A holiday of this try's own: a retry must not find two of the same name.
    const festival = `Harbour festival ${Date.now().toString(36)}`;
    const admin = await upstreamAdmin();
    const created = await admin.post('/settings/leave/leave/holidays/store', {
      name: festival,
      start_date: `${year}-05-08`,
      end_date: `${year}-05-08`,
      for_everyone: false,
      users: [await personId(admin, 'Ava Sinclair')],
    });
    expect(created.status).toBe(201);

    await page.goto(app('/people/profile/view/kwame.asante'));
    const leave = await openEdit(page, 'leave policy and review');
    const policy = leave.getByLabel('Leave policy', { exact: true });
    const other = await policy.locator('option:not([value=""]):not(:checked)').first().textContent();
    await policy.selectOption({ label: other! });
    await leave.getByLabel('Review process').selectOption({ label: 'No review process' });
    await leave.getByRole('button', { name: 'Save' }).click();
    await succeeded(page, SAVED);
    await expect(card(page, 'Leave policy and review')).toContainText(other!);

    await page.getByRole('button', { name: 'Add holidays' }).click();
    const add = page.getByRole('dialog', { name: 'Add holidays' });
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add.getByText('This is a required field')).toBeVisible();
    await add.getByLabel(`${festival} (${year}-05-08)`).check();
    await add.getByRole('button', { name: 'Add' }).click();
    await succeeded(page, 'You’ve successfully performed this action.');
    const holidays = card(page, 'Holidays');
    await expect(holidays).toContainText(`${festival} ${year}-05-08 · chosen`);

    await holidays.getByRole('button', { name: `Remove ${festival}` }).click();
    await page.getByRole('alertdialog', { name: 'Confirmation Required' }).getByRole('button', { name: 'Yes' }).click();
    // The holiday is not deleted (it stays for the others): the change is saved.
    await succeeded(page, 'We’ve saved your edit successfully.');
    await expect(holidays).not.toContainText(festival);
  });
});

test.describe('avatar, as the administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  // A 2 × 1 PNG: one red pixel, one blue.
  const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000020000000108020000007b40e8dd0000000f49444154789c63f8cfc0c0c0f01f00070001ff7e08b1d00000000049454e44ae426082', 'hex');

  test('refuses an image over the size limit before sending it, then crops and saves a new photo', async ({ page, app }) => {
    await page.goto(app('/people/profile/view/kwame.asante'));
    const change = page.getByRole('button', { name: 'Change photo of Kwame Asante' });
    await hydrated(change);
    await change.click();
    const dialog = page.getByRole('dialog', { name: 'Change avatar' });
    const sent: string[] = [];
    page.on('request', (request) => (request.url().includes('/change-avatar') ? sent.push(request.url()) : undefined));
    await dialog.getByLabel('Image').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]) });
    await expect(dialog.getByRole('alert')).toContainText('The image must be at most');
    await dialog.getByLabel('Image').setInputFiles({ name: 'kwame.png', mimeType: 'image/png', buffer: PNG });
    const crop = dialog.getByRole('img', { name: /Crop area/ });
    await expect(crop).toBeVisible();
    await dialog.getByLabel('Zoom').fill('2');
    await crop.focus();
    await page.keyboard.press('ArrowLeft');
    expect(sent).toEqual([]);
    const saved = page.waitForResponse((response) => response.url().includes('/change-avatar') && response.status() === 200);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await saved;
    await succeeded(page, SAVED);
    // The upstream keeps the cropped square as the person's avatar.
    const profile = await (await upstreamAdmin()).get('/employee/employee/profile/view/kwame.asante');
    expect((profile.body as { data: { avatar: string } }).data.avatar).toContain('/images/avatars/uploaded/');
    // And the profile shows it at once, without a reload.
    await expect(page.getByRole('main').locator('img[src*="/images/avatars/uploaded/"]').first()).toBeVisible();
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
    await expect(card(page, 'Leave policy and review')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add holidays' })).toHaveCount(0);

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
