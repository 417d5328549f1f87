import type { Page } from '@playwright/test';
import { deleteFromKeyboard, expect, hydrated, openProfileMenu, personId, storageStateOf, test, upstreamAdmin } from './fixtures';
import { USERS } from './env';

/**
 * Profiles (/people/profile/view/{username}): the own profile through My
 * Profile, a colleague's public part, and the administrator's header actions
 * (change status, discharge and restore) with their dialogs.
 */

async function succeeded(page: Page, text: string) {
  // By its role attribute rather than the accessibility tree: while the form's own dialog is closing,
  // the modal layer may still hide its siblings from assistive tech for a frame or two.
  await page.locator('[role="dialog"]').filter({ hasText: 'Successful' }).filter({ hasText: text }).waitFor();
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

  // A private profile's bio card said "No bio yet." to colleagues, as if there were none.
  test('is told that a colleague’s profile is private, not that it has no bio', async ({ page, app }) => {
    const api = await upstreamAdmin();
    const camila = await personId(api, 'Camila Reyes');
    expect((await api.post(`/employee/employee/profile/${camila}/change-profile-privacy`, { is_profile_private: true })).status).toBe(200);
    try {
      await page.goto(app('/people/profile/view/camila.reyes'));
      await expect(page.getByRole('heading', { name: 'Camila Reyes', level: 1 })).toBeVisible();
      const bio = page.getByRole('region', { name: 'Bio' });
      await expect(bio).toHaveText(/This profile is private\./);
      await expect(bio).not.toContainText('No bio yet.');
    } finally {
      await api.post(`/employee/employee/profile/${camila}/change-profile-privacy`, { is_profile_private: false });
    }
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

test.describe('profile sections as the administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('finds Marcus Reed by designation, edits his address and emergency contact', async ({ page, app }) => {
    await page.goto(app('/people?search=Operations+Manager'));
    await page.getByRole('link', { name: /Marcus Reed/ }).click();
    await expect(page.getByRole('heading', { name: 'Marcus Reed', level: 1 })).toBeVisible();

    const editAddress = page.getByRole('button', { name: 'Edit address' });
    await hydrated(editAddress);
    await editAddress.click();
    const address = page.getByRole('dialog', { name: 'Edit address' });
    await address.getByLabel('Address line 1').fill('Speicherstadt 7');
    await address.getByLabel('City').fill('Hamburg');
    await address.getByLabel('Country').selectOption({ label: 'Germany' });
    await address.getByRole('button', { name: 'Save' }).click();
    await succeeded(page, 'We’ve saved your edit successfully.');
    const addressCard = page.getByRole('region', { name: 'Address' });
    await expect(addressCard).toContainText('Speicherstadt 7');
    await expect(addressCard).toContainText('Hamburg');
    await expect(addressCard).toContainText('Germany');

    await page.getByRole('button', { name: 'Edit emergency contact' }).click();
    const contact = page.getByRole('dialog', { name: 'Edit emergency contact' });
    await contact.getByLabel('Name').fill('Julia Reed');
    await contact.getByLabel('Phone').fill('call me maybe');
    await contact.getByRole('button', { name: 'Save' }).click();
    await expect(contact.getByText('Please use a valid phone number')).toBeVisible();
    await expect(contact.getByLabel('Name')).toHaveValue('Julia Reed');
    await contact.getByLabel('Phone').fill('+49 (40) 555-0199');
    await contact.getByRole('button', { name: 'Save' }).click();
    await succeeded(page, 'We’ve saved your edit successfully.');
    await expect(page.getByRole('region', { name: 'Emergency contact' })).toContainText('+49 (40) 555-0199');
  });
});

/** A profile's Documents card, and its Upload document dialog opened. */
async function openUpload(page: Page) {
  const documents = page.getByRole('region', { name: 'Documents' });
  const upload = documents.getByRole('button', { name: 'Upload document' });
  await hydrated(upload);
  await upload.click();
  return { documents, dialog: page.getByRole('dialog', { name: 'Upload document' }) };
}

test.describe('profile documents as the administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('uploads a document to Marcus Reed’s profile and deletes it; adds a web link by the url rule', async ({ page, app }) => {
    // Names of this try's own: a retry must not meet the document or the link a failed try left.
    const stamp = Date.now().toString(36);
    const permit = `Work permit ${stamp}`;
    const visa = `Visa appointment ${stamp}`;
    await page.goto(app('/people/profile/view/marcus.reed'));
    const { documents, dialog } = await openUpload(page);
    const stored = page.waitForResponse((response) => response.url().includes('/application/file/upload/store') && response.status() === 201);
    await dialog.getByLabel('File', { exact: true }).setInputFiles({ name: 'work-permit.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% work permit\n') });
    await stored;
    await expect(dialog.getByText(/uploaded$/)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('work-permit');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(permit);
    await dialog.getByLabel('Document type').selectOption({ label: 'Visa or work permit' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await succeeded(page, 'You’ve successfully performed this action.');
    const files = documents.getByRole('list', { name: 'Files' });
    await expect(files.getByRole('link', { name: permit })).toBeVisible();
    await expect(files).toContainText('Visa or work permit · work-permit.pdf');

    // From the keyboard: his only file gone, the focus stays in Documents (its heading), not at the page's top.
    await expect(files.getByRole('listitem')).toHaveCount(1);
    await deleteFromKeyboard(page, documents.getByRole('button', { name: `Delete ${permit}` }));
    await expect(documents.getByRole('link', { name: permit })).toHaveCount(0);
    await expect(documents.getByRole('heading', { name: 'Documents' })).toBeFocused();

    await documents.getByRole('button', { name: 'Add link' }).click();
    const link = page.getByRole('dialog', { name: 'Add link' });
    await link.getByRole('textbox', { name: 'Name' }).fill(visa);
    await link.getByRole('textbox', { name: 'Address' }).fill('not a web address');
    await link.getByRole('button', { name: 'Save' }).click();
    await expect(link.getByText('Please provide a valid URL')).toBeVisible();
    await link.getByRole('textbox', { name: 'Address' }).fill('https://consulate.example/appointments/42');
    await link.getByRole('button', { name: 'Save' }).click();
    await succeeded(page, 'You’ve successfully performed this action.');
    await expect(documents.getByRole('list', { name: 'Links' }).getByRole('link', { name: visa })).toHaveAttribute('href', 'https://consulate.example/appointments/42');
  });
});

test.describe('profile sections as an employee', () => {
  test.use({ storageState: storageStateOf('employee') });

  test('files a document on their own profile without the company’s document types, which are not theirs to read', async ({ page, app }) => {
    const payslip = `Payslip ${Date.now().toString(36)}`;
    await page.goto(app('/people/profile/view/emma.novak'));
    const { documents, dialog } = await openUpload(page);
    await dialog.getByLabel('File', { exact: true }).setInputFiles({ name: 'payslip.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% payslip\n') });
    await expect(dialog.getByText(/uploaded$/)).toBeVisible();
    await expect(dialog.getByLabel('Document type')).toHaveCount(0);
    await dialog.getByRole('textbox', { name: 'Name' }).fill(payslip);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await succeeded(page, 'You’ve successfully performed this action.');
    await expect(documents.getByRole('list', { name: 'Files' }).getByRole('link', { name: payslip })).toBeVisible();
  });

  test('edits their bio from My Profile, which a colleague then reads', async ({ page, app }) => {
    await page.goto(app('/feed'));
    await openProfileMenu(page, USERS.employee.name);
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    const edit = page.getByRole('button', { name: 'Edit bio' });
    await hydrated(edit);
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit bio' });
    await dialog.getByRole('textbox', { name: 'Bio' }).fill('I build the attendance screens. Ask me about keyboard shortcuts.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await succeeded(page, 'We’ve saved your edit successfully.');
    await expect(page.getByRole('region', { name: 'Bio' })).toContainText('I build the attendance screens.');
    // Her own address and emergency contact are there for her, not for colleagues.
    await expect(page.getByRole('region', { name: 'Emergency contact' })).toBeVisible();
    await page.goto(app('/people/profile/view/marcus.reed'));
    await expect(page.getByRole('region', { name: 'Emergency contact' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit bio' })).toHaveCount(0);
  });
});
