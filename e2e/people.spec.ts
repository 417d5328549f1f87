import type { Page } from '@playwright/test';
import { berlinDate } from './env';
import { expect, hydrated, quickEntered, storageStateOf, test, upstreamAdmin, upstreamDev } from './fixtures';

/**
 * The employee directory (/people): search by designation, filters, the
 * remembered cards/table choice, quick entry that invites by e-mail,
 * discharge (gone from the active list, present in the archive) and restore,
 * and the 403 screen for an employee.
 */

/** The 'Successful' dialog closes itself after 1000 ms: wait for it on every frame (see people-settings.spec.ts). */
async function succeeded(page: Page, text: string) {
  // By its role attribute rather than the accessibility tree: while the form's own dialog is closing,
  // the modal layer may still hide its siblings from assistive tech for a frame or two.
  await page.locator('[role="dialog"]').filter({ hasText: 'Successful' }).filter({ hasText: text }).waitFor();
}

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search by name, email or designation' });
  await hydrated(box);
  await box.fill(text);
  if (text) await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`));
  else await expect(page).not.toHaveURL(/search=/);
}

const table = (page: Page) => page.getByRole('region', { name: 'Employees' });

test.describe('as the administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  // A 116-character name made the directory 1,459 px wide at 1,280 (its column would not wrap) and the
  // header's hidden "Actions" widened the whole page: Department, Role and Status scrolled out of view.
  test('a very long name wraps in the directory, the table and the page stay in the window', async ({ page, app }) => {
    const stamp = Date.now().toString(36);
    const first = 'Maximilian Alexander Konstantin Friedrich Johann';
    const last = `Wolfeschlegelsteinhausenbergerdorff ${stamp}`;
    await quickEntered(await upstreamAdmin(), { first_name: first, last_name: last, email: `long.name.${stamp}@example.test` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(app(`/people?status=invited&search=${stamp}`));
    const list = table(page);
    await expect(list.getByRole('rowheader', { name: new RegExp(stamp) })).toContainText(`${first} ${last}`);
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.window);
    const scroller = await list.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(scroller.scroll).toBeLessThanOrEqual(scroller.client);
  });

  test('finds Marcus Reed by designation, filters by status, and keeps the chosen view', async ({ page, app }) => {
    await page.goto(app('/feed'));
    await page.getByRole('link', { name: 'Employees' }).first().click();
    await expect(page.getByRole('heading', { name: 'Employees', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(/1–10 of \d+ people/);

    await search(page, 'Operations Manager');
    const marcus = table(page).getByRole('row').filter({ hasText: 'Marcus Reed' });
    await expect(marcus).toContainText('Operations Manager');
    await expect(marcus).toContainText('Active');

    await search(page, 'zzz-nobody');
    await expect(page.getByText('No one matches “zzz-nobody”')).toBeVisible();
    await search(page, '');

    const status = page.getByLabel('Status');
    await hydrated(status);
    await status.selectOption('invited');
    await expect(page).toHaveURL(/status=invited/);
    await expect(table(page).getByRole('rowheader', { name: /Nina Okafor/ })).toBeVisible();
    await expect(table(page).getByRole('rowheader', { name: /Marcus Reed/ })).toHaveCount(0);
    await expect(table(page).getByRole('button', { name: 'Resend invitation to Nina Okafor' })).toBeVisible();
    // A filter is a step in the history, as a link is: Back returns to the list before it.
    await page.goBack();
    await expect(page).not.toHaveURL(/status=/);
    await expect(status).toHaveValue('');
    await expect(table(page).getByRole('rowheader', { name: /Aisha Khan/ })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/status=invited/);
    await expect(status).toHaveValue('invited');

    // Cards, remembered across visits.
    await page.getByRole('button', { name: 'Cards' }).click();
    await expect(page.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('list', { name: 'Employees' }).getByRole('link', { name: 'Nina Okafor' })).toBeVisible();
    await page.goto(app('/people'));
    await expect(page.getByRole('list', { name: 'Employees' }).getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: 'Table' }).click();
    await expect(table(page).getByRole('table')).toBeVisible();
  });

  test('the search box follows the address when the menu link takes the search away, and a status the list does not know filters nothing', async ({ page, app }) => {
    await page.goto(app('/people'));
    const pages = page.getByRole('navigation', { name: 'Pages' });
    const everyone = (await pages.textContent())!.match(/of (\d+) people/)![1]!;
    await search(page, 'Aisha');
    await expect(table(page).getByRole('rowheader', { name: /Aisha Khan/ })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Employees' }).click();
    await expect(page).not.toHaveURL(/search=/);
    await expect(pages).toContainText(`of ${everyone} people`);
    await expect(page.getByRole('searchbox', { name: 'Search by name, email or designation' })).toHaveValue('');

    await page.goto(app('/people?status=bogus'));
    await expect(pages).toContainText(`of ${everyone} people`);
    await expect(page.getByLabel('Status')).toHaveValue('');
  });

  test('two filters chosen while the first page loads are both kept, and each box shows its choice at once', async ({ page, app }) => {
    await page.goto(app('/people'));
    const department = page.getByRole('combobox', { name: 'Department', exact: true });
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await hydrated(department);
    // The directory's next pages arrive slowly, as from a distant API.
    let held = 0;
    await page.route(
      (url) => url.pathname.endsWith('/people') && url.search !== '',
      async (route) => {
        if (route.request().headers()['rsc']) {
          held += 1;
          await new Promise((resolve) => setTimeout(resolve, 1_500));
        }
        await route.continue().catch(() => undefined);
      },
    );
    const sales = await department.evaluate((select: HTMLSelectElement) => [...select.options].find((option) => option.text === 'Sales')!.value);
    await department.selectOption(sales);
    // Read at once, not waited for: the page asked for has not arrived, and the box shows the choice.
    expect(page.url()).not.toContain('department_id');
    expect(await department.inputValue()).toBe(sales);
    await sort.selectOption({ label: 'Name, Z to A' });
    expect(held).toBeGreaterThan(0);
    expect(await department.inputValue()).toBe(sales);
    await expect(page).toHaveURL(new RegExp(`department_id=${sales}.*direction=desc|direction=desc.*department_id=${sales}`));
    await expect(department).toHaveValue(sales);
    await expect(sort).toHaveValue('name:desc');
  });

  test('the search box shows its whole placeholder, and the cards whole designations', async ({ page, app }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(app('/people'));
    const box = page.getByRole('searchbox', { name: 'Search by name, email or designation' });
    await hydrated(box);
    const placeholder = await box.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return { needs: Math.ceil(context.measureText(input.placeholder).width), room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) };
    });
    expect(placeholder.needs).toBeLessThanOrEqual(placeholder.room);

    await search(page, 'Operations Coordinator');
    await page.getByRole('button', { name: 'Cards' }).click();
    const designations = page.getByRole('list', { name: 'Employees' }).getByText('Operations Coordinator', { exact: true });
    await expect(designations.first()).toBeVisible();
    for (const designation of await designations.all()) {
      expect(await designation.evaluate((element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight), 'not cut off').toBe(true);
    }
  });

  test('a page past the end of the directory says so in both views and leads to the last page', async ({ page, app }) => {
    await page.goto(app('/people?page=99'));
    await expect(page.getByText('There is no page 99')).toBeVisible();
    await expect(page.getByText('No employees yet')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Cards' }).click();
    await expect(page.getByText('There is no page 99')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the last page' }).click();
    await expect(page).toHaveURL(/page=\d/);
    await expect(page.getByRole('list', { name: 'Employees' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Previous' })).toBeVisible();
  });

  test('the pager’s page links jump to the last page and back to the first, marking the page shown', async ({ page, app }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(app('/people'));
    const pages = page.getByRole('navigation', { name: 'Pages' });
    const [, perPage, total] = (await pages.textContent())!.match(/1–(\d+) of (\d+) people/)!.map(Number) as [number, number, number];
    const last = Math.ceil(total / perPage);
    expect(last, 'the demo company fills more than three pages').toBeGreaterThan(3);
    const pageLink = (number: number) => pages.getByRole('link', { name: `Page ${number}`, exact: true });
    await expect(pageLink(1)).toHaveAttribute('aria-current', 'page');
    await expect(pageLink(2)).not.toHaveAttribute('aria-current', /./);

    await pageLink(last).click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${last}(&|$)`));
    await expect(pageLink(last)).toHaveAttribute('aria-current', 'page');
    await expect(pageLink(1)).not.toHaveAttribute('aria-current', /./);
    await expect(pages).toContainText(`${(last - 1) * perPage + 1}–${total} of ${total} people`);
    await expect(pages.getByRole('link', { name: 'Next' })).toHaveCount(0);
    await expect(pageLink(last - 1)).toBeVisible();

    await pageLink(1).click();
    await expect(page).not.toHaveURL(/[?&]page=[2-9]/);
    await expect(pageLink(1)).toHaveAttribute('aria-current', 'page');
    await expect(pages).toContainText(`1–${perPage} of ${total} people`);
  });

  test('on a phone the pager keeps the first, the current and the last page within the page’s margins', async ({ page, app }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(app('/people?page=3'));
    const pages = page.getByRole('navigation', { name: 'Pages' });
    const total = Number((await pages.textContent())!.match(/of (\d+) people/)![1]);
    const last = Math.ceil(total / 10);
    await expect(pages.getByRole('link', { name: 'Page 3', exact: true })).toHaveAttribute('aria-current', 'page');
    await pages.scrollIntoViewIfNeeded();
    // Within the pager's own box (the page's margins), not only the screen.
    const area = (await pages.boundingBox())!;
    const links = [1, 3, last].map((number) => pages.getByRole('link', { name: `Page ${number}`, exact: true }));
    for (const link of [pages.getByRole('link', { name: 'Previous' }), ...links, pages.getByRole('link', { name: 'Next' })]) {
      await expect(link).toBeVisible();
      const box = (await link.boundingBox())!;
      expect(box.x, `${await link.textContent()} starts within the pager`).toBeGreaterThanOrEqual(area.x);
      expect(box.x + box.width, `${await link.textContent()} ends within the pager`).toBeLessThanOrEqual(area.x + area.width);
      expect(box.height, `${await link.textContent()} is a target a finger can take`).toBeGreaterThanOrEqual(24);
    }
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.window);
  });

  test('quick-enters a new person, who is invited by e-mail', async ({ page, app }) => {
    const stamp = Date.now().toString(36);
    const email = `lena.${stamp}@example.test`;
    await page.goto(app('/people'));
    const add = page.getByRole('button', { name: 'Add employee' });
    await hydrated(add);
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Add employee' });
    await expect(dialog.getByLabel('Role')).toHaveValue(/\d+/);
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await expect(dialog.getByText('This is a required field').first()).toBeVisible();

    await dialog.getByLabel('First name').fill('Lena');
    await dialog.getByLabel('Last name').fill(`Brandt ${stamp}`);
    await dialog.getByLabel('Email').fill('employee@crewdesk.test');
    await dialog.getByLabel('Department').selectOption({ label: 'Finance' });
    await dialog.getByLabel('Designation').selectOption({ label: 'Payroll Specialist' });
    await dialog.getByLabel('Employment type').selectOption({ label: 'Part-time' });
    await dialog.getByRole('button', { name: 'Invite' }).click();
    // The upstream refuses a taken address; what was typed stays.
    await expect(dialog.getByText('The email has already been taken.')).toBeVisible();
    await expect(dialog.getByLabel('Last name')).toHaveValue(`Brandt ${stamp}`);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await succeeded(page, 'You’ve successfully performed this action.');

    await search(page, `Brandt ${stamp}`);
    const row = table(page).getByRole('row').filter({ hasText: `Lena Brandt ${stamp}` });
    await expect(row).toContainText('Invited');
    await expect(row).toContainText('Finance');
    const mail = await upstreamDev.latestMail(email);
    expect(mail.link).toMatch(/\/on-boarding-invitation\/\d+\/[0-9a-f]+$/);
  });

  test('discharges a person, who leaves the active list for the archive and attendance from the date, and restores them', async ({ page, app }) => {
    // A day before today that is not the first of its month (the seeded cycle starts on the 1st),
    // so the bird view of that month still lists her, with the days from it on left blank.
    const back = berlinDate().endsWith('-02') ? 2 : 1;
    const date = berlinDate(-back);
    await page.goto(app('/people?search=Grace+Whitfield'));
    const discharge = page.getByRole('button', { name: 'Discharge Grace Whitfield' });
    await hydrated(discharge);
    await discharge.click();
    const dialog = page.getByRole('dialog', { name: 'Discharge Grace Whitfield' });
    await dialog.getByRole('button', { name: 'Discharge' }).click();
    await expect(dialog.getByText('This is a required field')).toBeVisible();
    const dateField = dialog.getByLabel('Discharge date');
    for (let day = 0; day < back; day += 1) await dateField.press('ArrowDown');
    await dialog.getByLabel('Reason').fill('Moved to a partner company');
    await dialog.getByRole('button', { name: 'Discharge' }).click();
    await succeeded(page, 'We’ve saved your edit successfully.');
    await expect(page.getByText('No one matches “Grace Whitfield”')).toBeVisible();

    await page.goto(app('/settings/people/archive?search=Grace'));
    await expect(page.getByRole('row').filter({ hasText: 'Grace Whitfield' })).toContainText('Moved to a partner company');
    await page.goto(app(`/time/bird-view?month=${date.slice(0, 7)}&search=Grace+Whitfield`));
    await expect(page.getByRole('row').filter({ hasText: 'Grace Whitfield' })).toContainText('Discharged');

    // The directory offers the restore among the discharged; the archive too, where she is listed.
    await page.goto(app('/people?search=Grace+Whitfield&status=discharged'));
    await expect(page.getByRole('button', { name: 'Restore Grace Whitfield' })).toBeVisible();
    await page.goto(app('/settings/people/archive?search=Grace'));
    await expect(page.getByRole('link', { name: /^Grace Whitfield/ })).toHaveAttribute('href', /\/people\/profile\/view\/[\w.-]+$/);
    const restore = page.getByRole('button', { name: 'Restore Grace Whitfield' });
    await hydrated(restore);
    await restore.click();
    await page.getByRole('alertdialog', { name: 'Confirmation Required' }).getByRole('button', { name: 'Yes' }).click();
    await succeeded(page, 'We’ve restored this item.');
    // Restored: out of the archive, active again in the directory.
    await expect(page.getByText('No archived people match “Grace”')).toBeVisible();
    await page.goto(app('/people?search=Grace+Whitfield'));
    await expect(table(page).getByRole('row').filter({ hasText: 'Grace Whitfield' })).toContainText('Active');
  });
});

test.describe('as a manager', () => {
  test.use({ storageState: storageStateOf('manager') });

  test('browses the directory without the administrator’s actions', async ({ page, app }) => {
    await page.goto(app('/people?search=Emma'));
    await expect(table(page).getByRole('rowheader', { name: /Emma Novak/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add employee' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Discharge / })).toHaveCount(0);
  });
});

test.describe('as an employee', () => {
  test.use({ storageState: storageStateOf('employee') });

  test('gets the 403 screen on /people', async ({ page, app }) => {
    await page.goto(app('/people'));
    await expect(page.getByText("Access to this resource is denied! If you think it's a mistake, please reach out to the administrator.")).toBeVisible();
  });
});
