import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { EMPLOYEE_DETAILS_COLUMNS, LEAVE_REPORT_COLUMNS, TIMESHEET_COLUMNS } from '../lib/reports/reports';
import { berlinDate, seededDate, USERS } from './env';
import { expect, hydrated, shownDialog, storageStateOf, test } from './fixtures';

/**
 * /reports: the administrator generates the employee details, timesheet and
 * leave reports as CSV and XLSX, sees the spec's progress (5 → 35 → 65 → 95 while the
 * file is made, 100 when it arrives: the generate call is held until the bar
 * reaches 95), and the saved file holds the seeded people's rows. People
 * without access_report_module get the 403 screen.
 */

declare global {
  interface Window {
    __progress?: string[];
  }
}

/** Records every value the report's progress bar takes, as the page shows it. */
async function recordProgress(page: Page, label: string) {
  await page.evaluate((label) => {
    const seen: string[] = (window.__progress = []);
    const read = () => {
      const value = document.querySelector(`[role=progressbar][aria-label="${label}"]`)?.getAttribute('aria-valuenow');
      if (value && seen.at(-1) !== value) seen.push(value);
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  }, label);
}

/**
 * Generates the report in `form` as `format`: the generate call waits until the
 * bar shows 95, then the file arrives; returns the download and the progress seen.
 */
async function generate(page: Page, form: Locator, report: string, format: 'CSV' | 'Excel (XLSX)', generatePath: string) {
  await form.getByLabel(format).check();
  await recordProgress(page, `${report} progress`);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/upstream/report/report/${generatePath}/generate**`, async (route) => {
    await held;
    await route.continue();
  });
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Generate' }).click();
  await expect(form.getByRole('progressbar', { name: `${report} progress` })).toHaveAttribute('aria-valuenow', '95');
  release();
  const file = await download;
  await expect(form.getByRole('progressbar', { name: `${report} progress` })).toHaveAttribute('aria-valuenow', '100');
  await expect(form.getByText(`Downloaded ${file.suggestedFilename()}`)).toBeVisible();
  await page.unroute(`**/api/upstream/report/report/${generatePath}/generate**`);
  return { file, progress: await page.evaluate(() => window.__progress) };
}

/** What the form says of a file of headings alone. */
const HEADINGS_ONLY = 'It holds the headings only: no rows matched what was chosen.';

/** Sets up a report on /reports: its form loads on the click. */
async function openReport(page: Page, title: string): Promise<Locator> {
  await expect(page.getByRole('form', { name: `${title} report` })).toHaveCount(0);
  await page.getByRole('region', { name: title, exact: true }).getByRole('button', { name: `Set up the ${title.toLowerCase()} report` }).click();
  return page.getByRole('form', { name: `${title} report` });
}

async function rowsOf(file: Download): Promise<string[][]> {
  const bytes = await readFile((await file.path())!);
  if (file.suggestedFilename().endsWith('.csv')) return Papa.parse<string[]>(bytes.toString('utf8'), { skipEmptyLines: true }).data;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((cell) => (cell === null || cell === undefined ? '' : String(cell)))));
  return rows;
}

test.describe('as the administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  for (const format of ['CSV', 'Excel (XLSX)'] as const) {
    test(`generates the employee details report as ${format}`, async ({ page, app }) => {
      await page.goto(app('/reports'));
      await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
      const form = await openReport(page, 'Employee details');
      await hydrated(form.getByRole('button', { name: 'Generate' }));

      const { file, progress } = await generate(page, form, 'Employee details', format, 'employee-details');
      expect(progress).toEqual(['5', '35', '65', '95', '100']);
      expect(file.suggestedFilename()).toMatch(format === 'CSV' ? /^employee-details-\d{4}-\d{2}-\d{2}\.csv$/ : /\.xlsx$/);

      const rows = await rowsOf(file);
      expect(rows[0]).toEqual([...EMPLOYEE_DETAILS_COLUMNS]);
      const byEmail = new Map(rows.slice(1).map((row) => [row[3], row]));
      expect(byEmail.get(USERS.admin.email)?.slice(1, 6)).toEqual(['Ava', 'Sinclair', USERS.admin.email, 'ava.sinclair', 'Active']);
      expect(byEmail.get(USERS.admin.email)?.[9]).toBe('Administrator');
      expect(byEmail.get(USERS.manager.email)?.slice(1, 3)).toEqual(['Marcus', 'Reed']);
      expect(byEmail.get(USERS.employee.email)?.[9]).toBe('Employee');
      expect(rows.length).toBeGreaterThan(40);
    });
  }

  for (const format of ['CSV', 'Excel (XLSX)'] as const) {
    test(`generates a timesheet for chosen people and a period as ${format}`, async ({ page, app }) => {
      await page.goto(app('/reports'));
      const form = await openReport(page, 'Timesheet');
      await hydrated(form.getByRole('button', { name: 'Generate' }));
      const from = await seededDate(-7);
      const to = await seededDate(-1);
      await form.getByLabel('From', { exact: true }).fill(from);
      await form.getByLabel('To', { exact: true }).fill(to);
      await form.getByText('Only some people').click();
      await form.getByPlaceholder('Search people').fill('Aisha');
      await form.getByRole('checkbox', { name: /Aisha Khan/ }).check();
      await expect(form.getByRole('list', { name: 'Chosen people' })).toContainText('Aisha Khan');

      const { file, progress } = await generate(page, form, 'Timesheet', format, 'timesheet');
      expect(progress).toEqual(['5', '35', '65', '95', '100']);
      expect(file.suggestedFilename()).toBe(`timesheet-${from}-to-${to}.${format === 'CSV' ? 'csv' : 'xlsx'}`);

      const rows = await rowsOf(file);
      expect(rows[0]).toEqual([...TIMESHEET_COLUMNS]);
      expect(rows.slice(1).map((row) => [row[1], row[4]])).toEqual(await Promise.all(Array.from({ length: 7 }, async (_, index) => ['Aisha Khan', await seededDate(-7 + index)])));
      // Aisha worked at the office yesterday (a fixed case of the seed).
      const yesterday = rows.at(-1)!;
      expect(yesterday[6]).toBe('Present');
      expect(yesterday[8]).toMatch(/^\d{2}:\d{2}$/);
      expect(Number(yesterday[10])).toBeGreaterThan(0);
      expect(yesterday[13]).toBe('No');
    });
  }

  for (const format of ['CSV', 'Excel (XLSX)'] as const) {
    test(`generates the leave report of this year’s approved applications as ${format}`, async ({ page, app }) => {
      await page.goto(app('/reports'));
      const form = await openReport(page, 'Leave');
      await hydrated(form.getByRole('button', { name: 'Generate' }));
      const year = berlinDate().slice(0, 4);
      await expect(form.getByLabel('From', { exact: true })).toHaveValue(`${year}-01-01`);
      await form.getByLabel('Application status').selectOption({ label: 'Approved' });

      const { file, progress } = await generate(page, form, 'Leave', format, 'leave');
      expect(progress).toEqual(['5', '35', '65', '95', '100']);
      expect(file.suggestedFilename()).toBe(`leave-${year}-01-01-to-${year}-12-31.${format === 'CSV' ? 'csv' : 'xlsx'}`);

      const rows = await rowsOf(file);
      expect(rows[0]).toEqual([...LEAVE_REPORT_COLUMNS]);
      // The seed holds a year of applications in every state: this year's approved ones, and only those.
      expect(rows.length).toBeGreaterThan(5);
      await expect(form.getByText(HEADINGS_ONLY)).toHaveCount(0);
      for (const row of rows.slice(1)) {
        expect(row[10]).toBe('Approved');
        expect(row[7]! >= `${year}-01-01` && row[6]! <= `${year}-12-31`).toBe(true);
        expect(['Full day', 'First half', 'Second half']).toContain(row[9]);
      }
    });
  }

  for (const format of ['CSV', 'Excel (XLSX)'] as const) {
    test(`a leave report that matches nothing says its ${format} file holds the headings only`, async ({ page, app }) => {
      await page.goto(app('/reports'));
      const form = await openReport(page, 'Leave');
      await hydrated(form.getByRole('button', { name: 'Generate' }));
      // A month long before the company's first application.
      await form.getByLabel('From', { exact: true }).fill('2019-02-01');
      await form.getByLabel('To', { exact: true }).fill('2019-02-28');
      const { file } = await generate(page, form, 'Leave', format, 'leave');
      expect(await rowsOf(file)).toEqual([[...LEAVE_REPORT_COLUMNS]]);
      await expect(form.getByText(HEADINGS_ONLY)).toBeVisible();
    });
  }

  test('the three reports are laid out alike: Set up beside each title, at the same place', async ({ page, app }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(app('/reports'));
    const rightEdges = new Set<number>();
    for (const title of ['Employee details', 'Timesheet', 'Leave']) {
      const card = page.getByRole('region', { name: title, exact: true });
      const heading = (await card.getByRole('heading', { name: title }).boundingBox())!;
      const button = (await card.getByRole('button', { name: `Set up the ${title.toLowerCase()} report` }).boundingBox())!;
      expect(button.x, `${title}: Set up right of the title and description`).toBeGreaterThanOrEqual(heading.x + heading.width);
      expect(button.y, `${title}: Set up level with the title`).toBeLessThan(heading.y + heading.height);
      rightEdges.add(Math.round(button.x + button.width));
    }
    expect(rightEdges.size).toBe(1);
  });

  test('keeps a refused period on the form and clears the progress', async ({ page, app }) => {
    await page.goto(app('/reports'));
    const form = await openReport(page, 'Timesheet');
    await hydrated(form.getByRole('button', { name: 'Generate' }));
    // A file first: its "Downloaded …" must not stand for the refused request that follows.
    await form.getByLabel('From', { exact: true }).fill(berlinDate(-5));
    await form.getByLabel('To', { exact: true }).fill(berlinDate(-1));
    const download = page.waitForEvent('download');
    await form.getByRole('button', { name: 'Generate' }).click();
    await expect(form.getByText(`Downloaded ${(await download).suggestedFilename()}`)).toBeVisible();
    await form.getByLabel('From', { exact: true }).fill(berlinDate(-1));
    await form.getByLabel('To', { exact: true }).fill(berlinDate(-5));
    await form.getByRole('button', { name: 'Generate' }).click();
    await expect(form.getByText('The end date must not be before the start date', { exact: true })).toBeVisible();
    await expect(form.getByLabel('From', { exact: true })).toHaveValue(berlinDate(-1));
    await expect(form.getByRole('progressbar')).toHaveCount(0);
    await expect(form.getByText(/^Downloaded /)).toHaveCount(0);
  });

  test('says so when the file cannot be made', async ({ page, app }) => {
    await page.goto(app('/reports'));
    const form = await openReport(page, 'Employee details');
    await hydrated(form.getByRole('button', { name: 'Generate' }));
    await page.route('**/api/upstream/report/report/export-file/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Server Error' }) }),
    );
    await form.getByRole('button', { name: 'Generate' }).click();
    await shownDialog(page, 'Unsuccessful', 'We could not perform this action as server Error');
    await expect(form.getByRole('progressbar')).toHaveCount(0);
  });
});

test.describe('as an employee', () => {
  test.use({ storageState: storageStateOf('employee') });

  test('gets the 403 screen on /reports', async ({ page, app }) => {
    await page.goto(app('/reports'));
    await expect(page.getByText('Access to this resource is denied!', { exact: false })).toBeVisible();
  });
});
