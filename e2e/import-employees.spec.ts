import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { lineOf, MISNAMED_HEADERS, NEW_DEPARTMENT, people, peopleCsv } from '../test/import-files';
import { attempt, expect, hydrated, storageStateOf, succeeded, test, upstreamAdmin, upstreamDev } from './fixtures';

/**
 * The employee import (/people/import): a file of 50 people with three
 * mistakes, a column matched by hand, the errors on their cells, the invalid
 * rows downloaded, one fixed in place, the import watched to 100 % (and
 * reloaded on the way), the people found in /people; and a second import
 * cancelled half-way leaving only whole people.
 */

/** Slows batches down (rows per chunk, pause between chunks) so a test can watch, reload and cancel. */
const pace = (chunk: number, pauseMs: number) => upstreamDev.batchPace(chunk, pauseMs);

/** A letter per try (a, b, …), so that one try's people are never found by another's search. */
const attemptLetter = () => String.fromCharCode(97 + attempt());
const progress = (page: Page) => page.getByRole('progressbar', { name: 'Import progress' });
const rowOf = (page: Page, line: number) => page.getByRole('table', { name: 'Rows of the file' }).getByRole('row', { name: `Row ${line}`, exact: true });

test.describe('as the administrator', () => {
  test.use({ storageState: storageStateOf('admin') });
  test.afterEach(() => pace(100, 0));

  test('uploads 50 people, matches a column, fixes a row, imports and finds them', async ({ page, app }) => {
    test.slow();
    await pace(5, 400);
    // People and a department new to the company on every try: a retry would meet the ones the first try imported.
    const newDepartment = attempt() ? `${NEW_DEPARTMENT} ${attempt() + 1}` : NEW_DEPARTMENT;
    const lines = people(50, `Eimp${attemptLetter()}`, { mistakes: true, newDepartment });
    await page.goto(app('/people'));
    await page.getByRole('link', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Import employees', level: 1 })).toBeVisible();

    // Upload (picked).
    const picker = page.getByLabel('File of employees');
    await hydrated(page.getByRole('button', { name: 'Choose file' }));
    await picker.setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(peopleCsv(lines, MISNAMED_HEADERS)) });

    // Match: the misnamed column by hand; the required fields are matched by name.
    await expect(page.getByRole('heading', { name: 'Match columns' })).toBeVisible();
    await expect(page.getByText('people.csv: 50 rows.')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('email');
    await expect(page.getByLabel('Cost centre')).toHaveValue('');
    await page.getByLabel('Cost centre').selectOption({ label: 'Department' });
    await page.getByRole('button', { name: 'Check rows' }).click();

    // Check: counts (the step's title takes the focus); going back keeps the matching made by hand.
    await expect(page.getByText('47 valid')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check rows' })).toBeFocused();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Cost centre')).toHaveValue('department');
    await page.getByRole('button', { name: 'Check rows' }).click();

    // The three errors on their cells.
    await expect(page.getByText('47 valid')).toBeVisible();
    await expect(page.getByText('3 invalid')).toBeVisible();
    await expect(page.getByText(`New departments (${newDepartment})`)).toBeVisible();
    await page.getByLabel('Show invalid rows only').check();
    await expect(page.getByRole('table', { name: 'Rows of the file' }).getByRole('row')).toHaveCount(4);
    await expect(rowOf(page, lineOf(10)).getByRole('cell').filter({ hasText: 'not-an-email' })).toContainText('Please use a valid email address');
    await expect(rowOf(page, lineOf(20)).getByRole('cell').filter({ hasText: lines[5]!.email })).toContainText(`This email is already used on row ${lineOf(5)} of the file.`);
    await expect(rowOf(page, lineOf(30)).getByRole('cell').filter({ hasText: 'empty' })).toContainText('This is a required field');

    // On a phone the Email column is off to the right: the row's error count brings the cell with the error into view.
    await page.setViewportSize({ width: 360, height: 800 });
    const duplicate = rowOf(page, lineOf(20));
    const email = duplicate.getByRole('button', { name: 'Edit Email' });
    await expect(email).not.toBeInViewport();
    await duplicate.getByRole('button', { name: '1 error' }).click();
    await expect(email).toBeFocused();
    await expect(email).toBeInViewport();
    await expect(email).toHaveAccessibleDescription(`This email is already used on row ${lineOf(5)} of the file.`);
    // From the keyboard: Enter edits the value, Escape leaves it with the focus back on the cell.
    await email.press('Enter');
    await expect(duplicate.getByRole('textbox', { name: 'Email' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(email).toBeFocused();
    // Escape drops what was typed: nothing is checked, the value stays, and Enter on it opens it again.
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('validate-data')) checks.push(request.url());
    });
    await email.press('Enter');
    const editor = duplicate.getByRole('textbox', { name: 'Email' });
    await editor.fill('someone.else@import.test');
    // An Enter or Escape that ends an input method's composition belongs to it: the editor stays, nothing is checked.
    for (const key of ['Enter', 'Escape']) await editor.dispatchEvent('keydown', { key, isComposing: true, bubbles: true });
    await expect(editor).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleName(`Edit Email: ${lines[5]!.email}`);
    await expect(page.getByText('3 invalid')).toBeVisible();
    expect(checks).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 720 });

    // The invalid rows as a CSV, with the errors column.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download invalid rows' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('invalid-rows.csv');
    const table = Papa.parse<string[]>((await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(table[0]).toEqual(['Row in file', 'First name', 'Last name', 'Email', 'Department', 'Designation', 'Joining date', 'Errors']);
    expect(table.slice(1).map((row) => [row[0], row.at(-1)])).toEqual([
      [String(lineOf(10)), 'Email: Please use a valid email address.'],
      [String(lineOf(20)), `Email: This email is already used on row ${lineOf(5)} of the file.`],
      [String(lineOf(30)), 'Last name: This is a required field.'],
    ]);

    // Fix the missing last name in place. A check that fails keeps the cell open on what was typed.
    const fixed = rowOf(page, lineOf(30));
    await page.route('**/api/upstream/**/validate-data', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Server Error' }) }),
    );
    await fixed.getByRole('button', { name: 'Edit Last name' }).click();
    await fixed.getByRole('textbox', { name: 'Last name' }).fill('Fixed');
    await fixed.getByRole('textbox', { name: 'Last name' }).press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: /server error/i })).toBeVisible();
    await expect(fixed.getByRole('textbox', { name: 'Last name' })).toHaveValue('Fixed');
    await expect(page.getByText('47 valid')).toBeVisible();
    // Checked again, one more valid row. The editor opened again after Enter commits on a blur, as the first time did.
    await page.unrouteAll();
    await page.getByRole('heading', { name: 'Check rows' }).click();
    await expect(page.getByText('48 valid')).toBeVisible();
    await expect(page.getByText('2 invalid')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Rows of the file' }).getByRole('row')).toHaveCount(3);

    // Process, reload while it runs: the same batch, then 100 %.
    await page.getByRole('button', { name: 'Import 48 people' }).click();
    await expect(progress(page)).toBeVisible();
    await expect(page.getByText(/of 48 rows processed/)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: /Importing…|Waiting to start…/ })).toBeVisible();
    await expect(page.getByText(/of 48 rows processed/)).toBeVisible();
    expect(Number(await progress(page).getAttribute('aria-valuenow'))).toBeLessThan(100);
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible();
    await expect(page.getByRole('definition').nth(1)).toHaveText('48');

    // The people are in /people, with the department matched by hand (and created).
    await page.getByRole('link', { name: 'Go to Employees' }).click();
    await page.goto(app(`/people?search=${encodeURIComponent(lines[2]!.last_name)}`));
    await expect(page.getByRole('rowheader', { name: new RegExp(`${lines[2]!.first_name} ${lines[2]!.last_name}`) }).first()).toBeVisible();
    const admin = await upstreamAdmin();
    const imported = (await admin.get(`/employee/employees/index?search=${encodeURIComponent('Fixed')}&per_page=50`)).body;
    expect(imported.data.map((row: { name: string; department_name: string }) => [row.name, row.department_name])).toContainEqual([
      `${lines[30]!.first_name} Fixed`,
      lines[30]!.department,
    ]);
  });

  test('a second import, dropped and cancelled half-way, leaves only whole people', async ({ page, app }) => {
    test.slow();
    await pace(2, 500);
    const tag = `Qzcut${attemptLetter()}`;
    const lines = people(40, tag);
    await page.goto(app('/people/import'));
    const zone = page.getByText('Drag and drop the file here, or');
    await hydrated(page.getByRole('button', { name: 'Choose file' }));
    // Dropped on the zone, as a file dragged from the desktop.
    const transfer = await page.evaluateHandle((csv) => {
      const data = new DataTransfer();
      data.items.add(new File([csv], 'second.csv', { type: 'text/csv' }));
      return data;
    }, peopleCsv(lines));
    await zone.locator('..').dispatchEvent('drop', { dataTransfer: transfer });

    await expect(page.getByText('second.csv: 40 rows.')).toBeVisible();
    await page.getByRole('button', { name: 'Check rows' }).click();
    await expect(page.getByText('40 valid')).toBeVisible();
    await page.getByLabel('Send each person an invitation e-mail').uncheck();
    await page.getByRole('button', { name: 'Import 40 people' }).click();

    await expect.poll(async () => Number(await progress(page).getAttribute('aria-valuenow')), { timeout: 20_000 }).toBeGreaterThanOrEqual(10);
    await page.getByRole('button', { name: 'Cancel import' }).click();
    await page.getByRole('alertdialog', { name: 'Confirmation Required' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('heading', { name: 'Import cancelled' })).toBeVisible();
    const imported = Number(await page.getByRole('definition').nth(1).textContent());
    const notImported = Number(await page.getByRole('definition').nth(3).textContent());
    expect(imported).toBeGreaterThan(0);
    expect(notImported).toBeGreaterThan(0);
    expect(imported + notImported).toBe(40);

    // Exactly the imported people exist, each whole (department and all), and no more arrive.
    const admin = await upstreamAdmin();
    const directory = async () => (await admin.get(`/employee/employees/index?search=${tag}&per_page=100`)).body;
    const found = await directory();
    expect(found.meta.total).toBe(imported);
    expect(found.data.every((row: { department_name: string | null; role_name: string | null }) => row.department_name && row.role_name)).toBe(true);

    await page.getByRole('button', { name: 'Delete import record' }).click();
    await page.getByRole('alertdialog', { name: 'Confirmation Required' }).getByRole('button', { name: 'Yes' }).click();
    await succeeded(page, 'We’ve permanently deleted this item.');
    await expect(page.getByRole('heading', { name: 'Upload a file' })).toBeVisible();
    expect((await directory()).meta.total).toBe(imported);
    // Coming back shows the upload step: the deleted batch is forgotten.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Upload a file' })).toBeVisible();
  });

  test('offers the sample file, and refuses a file that is not CSV or XLSX, with the reason', async ({ page, app }) => {
    await page.goto(app('/people/import'));
    await hydrated(page.getByRole('button', { name: 'Choose file' }));
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Sample CSV' }).click();
    const sample = await downloading;
    expect(sample.suggestedFilename()).toBe('employee-import-sample.csv');
    const table = Papa.parse<string[]>((await readFile((await sample.path())!, 'utf8')).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(table[0]!.slice(0, 3)).toEqual(['First name', 'Last name', 'Email']);
    expect(table).toHaveLength(3);

    await page.getByLabel('File of employees').setInputFiles({ name: 'people.txt', mimeType: 'text/plain', buffer: Buffer.from('Email\na@b.c') });
    await expect(page.getByRole('alert').filter({ hasText: 'Please upload' })).toHaveText('Please upload a CSV or XLSX file.');
  });
});
