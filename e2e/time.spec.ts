import type { Page } from '@playwright/test';
import { berlinDate, seededDate } from './env';
import { discardQuestion, expect, expectNoSeriousAxeViolations, personId, signInByApi, storageStateOf, test, upstreamAdmin, upstreamDev } from './fixtures';

/**
 * Time and attendance, clocking and review. Each clocking test drives its own
 * seeded person (the seed leaves the demo accounts' today empty and Sofia
 * Alvarez's clock running for 20 hours), so the tests stay independent.
 */

async function signInAs(page: Page, app: (path: string) => string, email: string) {
  await signInByApi(page.context(), app, email);
  await page.goto(app('/feed'));
}

/**
 * "YYYY-MM-DD HH:mm" moved by some minutes (read as UTC so no zone shifts them): a date and time as the seeded
 * tenant's users type and read them (date format YYYY-MM-DD, 24-hour clock).
 */
const plusMinutes = (value: string, minutes: number) =>
  new Date(Date.parse(`${value.replace(' ', 'T')}:00Z`) + minutes * 60_000).toISOString().slice(0, 16).replace('T', ' ');

test.describe('clocking as an employee', () => {
  test.use({ storageState: storageStateOf('employee') });

  test('clock in, break, resume, clock out, then the day is on My attendance', async ({ page, app }) => {
    await page.goto(app('/time/self'));
    await expect(page.getByRole('heading', { name: 'My attendance' })).toBeVisible();
    const clock = page.getByRole('group', { name: 'Clock' });
    // The widget keeps its width through the states: the header around it never jumps.
    const width = async () => (await clock.boundingBox())!.width;
    const clockedOutWidth = await width();

    await clock.getByRole('button', { name: 'Clock in' }).click();
    await expect(clock.getByRole('button', { name: /^Clocked in, clock details/ })).toBeVisible();
    expect(Math.abs((await width()) - clockedOutWidth)).toBeLessThanOrEqual(1);
    // Clock out is on every page while the clock runs (the theme's error red read at 2.5:1 there).
    await expectNoSeriousAxeViolations(page, { include: ['[role="group"][aria-label="Clock"]'] });
    await clock.getByRole('button', { name: 'Break' }).click();
    // Break and resume take effect after a second.
    await expect(clock.getByRole('button', { name: /^On break, clock details/ })).toBeVisible();
    await expect(clock.getByRole('button', { name: 'Resume' })).toBeVisible();
    await clock.getByRole('button', { name: 'Resume' }).click();
    await expect(clock.getByRole('button', { name: /^Clocked in, clock details/ })).toBeVisible();
    await clock.getByRole('button', { name: 'Clock out' }).click();
    await expect(clock.getByRole('button', { name: /^Clocked out, clock details/ })).toBeVisible();
    await expect(clock.getByRole('button', { name: 'Clock in' })).toBeVisible();
    expect(Math.abs((await width()) - clockedOutWidth)).toBeLessThanOrEqual(1);

    // The review status of the finished day is in the widget's details: seconds of work fall short of
    // a weekday's Morning shift; on a weekend she has no shift at all.
    await clock.getByRole('button', { name: /^Clocked out, clock details/ }).click();
    await expect(page.getByRole('menu').getByText(/^(You clocked out before your shift’s work time was reached\.|No shift was assigned to you for this day\.)$/)).toBeVisible();
    await page.keyboard.press('Escape');

    // No reload: the month follows the header's clock (today's entry and its status are there at once).
    const today = berlinDate();
    const cell = page.getByRole('link', { name: new RegExp(`^${today}: (Incomplete|Unassigned).*Open details$`) });
    await expect(cell).toBeVisible();
    await expect(page.getByRole('region', { name: 'Status summary' })).toBeVisible();
    await cell.click();
    await expect(page.getByRole('heading', { name: 'Attendance details' })).toBeVisible();
    // Its sections are headed one level under the page's h1 (in the bird view's dialog, under its title's h2).
    await expect(page.getByRole('heading', { level: 2, name: 'Clocks' })).toBeVisible();
    await expect(page.getByText('Break', { exact: false }).first()).toBeVisible();
    await expect(page.getByText(/^Clock 1: /)).toBeVisible();
    // Her own flags are shown, not offered: nothing there looks pressable.
    await expect(page.getByRole('switch', { name: 'Remote' })).toHaveAttribute('aria-readonly', 'true');
    await expect(page.getByRole('button', { name: /Remote/ })).toHaveCount(0);
    // Shown as labels, they are still read: the administrator's accessibility sweep only meets the switches.
    await expectNoSeriousAxeViolations(page, { include: ['main'] });
  });

  test('my attendance lines its entries up in columns on a desktop', async ({ page, app }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const now = new Date();
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    await page.goto(app(`/time/self?month=${month}`));
    const rows = page.getByRole('region', { name: 'Entries' }).getByRole('link');
    await expect(rows.first()).toBeVisible();
    const columns = await rows.evaluateAll((links) =>
      links.map((link) =>
        [...link.children].map((cell) => {
          const box = cell.getBoundingClientRect();
          // How far the cell's content reaches: a row's status badges, however wide its column.
          const content = cell.lastElementChild?.getBoundingClientRect().right ?? box.right;
          return { left: Math.round(box.left), reach: Math.round(content - box.left) };
        }),
      ),
    );
    expect(columns.length).toBeGreaterThan(2);
    // Rows whose status badges differ in width: each row sized its own columns before.
    const statusWidths = new Set(columns.map((cells) => cells[4]!.reach));
    expect(statusWidths.size).toBeGreaterThan(1);
    // Date, times, break, worked and status start at the same x on every row.
    for (let cell = 0; cell < 5; cell++) expect(new Set(columns.map((cells) => cells[cell]!.left)), `column ${cell + 1}`).toHaveProperty('size', 1);
  });

  test('an employee gets the 403 screen on the bird view', async ({ page, app }) => {
    await page.goto(app('/time/bird-view'));
    await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
    await expect(page.getByText("Access to this resource is denied! If you think it's a mistake, please reach out to the administrator.")).toBeVisible();
  });
});

test('an abnormal clock-out is corrected through Confirm Clock Out, with a rejected overlap', async ({ page, app }) => {
  // Her clock left running, as seeded: a retry finds it corrected by the failed try otherwise.
  await upstreamDev.attendanceCases('sofia.alvarez');
  await signInAs(page, app, 'sofia.alvarez@crewdesk.test');
  const clock = page.getByRole('group', { name: 'Clock' });
  await clock.getByRole('button', { name: 'Clock out' }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm Clock Out' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('max-width', '600px');
  await dialog.getByRole('radio', { name: /^Incorrect/ }).check();
  const start = dialog.getByLabel('Clock in');
  const end = dialog.getByLabel('Clock out', { exact: true });
  const started = await start.inputValue();
  await expect(end).toHaveValue('');

  // Left empty: the form says so before anything is sent.
  await dialog.getByRole('button', { name: 'Clock out' }).click();
  await expect(dialog.getByRole('alert')).toHaveText("Please don't leave any field as empty.");

  // Two clocks that overlap are refused in the form.
  await end.fill(plusMinutes(started, 8 * 60));
  await dialog.getByRole('button', { name: 'Add clock' }).click();
  // Both times of an added clock start with its day, so a time typed after it is enough.
  await expect(dialog.getByLabel('Clock in').nth(1)).toHaveValue(/^\S+ $/);
  await expect(dialog.getByLabel('Clock out', { exact: true }).nth(1)).toHaveValue(await dialog.getByLabel('Clock in').nth(1).inputValue());
  await dialog.getByLabel('Clock in').nth(1).fill(plusMinutes(started, 60));
  await dialog.getByLabel('Clock out', { exact: true }).nth(1).fill(plusMinutes(started, 120));
  await dialog.getByRole('button', { name: 'Clock out' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Overlapping clock time slot. Please review time slot carefully.');
  await dialog.getByRole('button', { name: 'Remove clock 2' }).click();

  // Reaching back into the day before, which she worked 09:00–17:30, is refused by the server.
  const dayBefore = new Date(Date.parse(`${started.slice(0, 10)}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await start.fill(`${dayBefore} 17:00`);
  const refused = page.waitForResponse((response) => response.url().includes('/clock/out-abnormal'));
  await dialog.getByRole('button', { name: 'Clock out' }).click();
  expect((await refused).status()).toBe(422);
  await expect(dialog.getByRole('alert')).toHaveText('Overlapping clock time slot. Please review time slot carefully.');

  await start.fill(started);
  await dialog.getByRole('button', { name: 'Clock out' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('You are clocked out.')).toBeVisible();
  await expect(clock.getByRole('button', { name: 'Clock in' })).toBeVisible();
  // The Clock out button that opened the dialog is gone: the focus is on the step there now, not on the page.
  await expect(clock.getByRole('button', { name: 'Clock in' })).toBeFocused();
  await clock.getByRole('button', { name: /^Clocked out, clock details/ }).click();
  await expect(page.getByRole('menu').getByText('Your clock times are waiting for a reviewer.')).toBeVisible();
});

test.describe('reviewing attendance as an administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('the bird view shows the seeded people; a day’s details dismiss an irregular clock and toggle remote', async ({ page, app }) => {
    // Noah's irregular clock and Aisha's office day, as seeded and dated from now: a retry finds them used up otherwise.
    const { yesterday } = await upstreamDev.attendanceCases('noah.becker', 'aisha.khan');
    await page.goto(app(`/time/bird-view?month=${yesterday.slice(0, 7)}`));
    await expect(page.getByRole('heading', { name: 'Bird view' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('rowheader', { name: /Aisha Khan/ })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: /Ava Sinclair/ })).toBeVisible();
    // The 48 seeded people, and anyone another spec has brought in meanwhile (onboarding activates one).
    const count = page.getByText(/^\d+ people$/);
    await expect(count).toBeVisible();
    expect(Number((await count.textContent())!.match(/\d+/)![0])).toBeGreaterThanOrEqual(48);

    // Noah Becker's corrected clock-out of yesterday waits for a reviewer.
    await page.getByRole('textbox', { name: 'Search people' }).last().fill('Noah');
    await expect(page.getByText('1 person')).toBeVisible();
    // Another month keeps the search.
    await expect(page.getByRole('link', { name: 'Next month' })).toHaveAttribute('href', /[?&]search=Noah(&|$)/);
    await table.getByRole('link', { name: `Noah Becker, ${yesterday}: Irregular` }).click();
    const dialog = page.getByRole('dialog', { name: 'Attendance details' });
    await expect(dialog.getByText('Irregular: waiting for approval')).toBeVisible();
    await dialog.getByRole('button', { name: 'Dismiss irregular (1)' }).click();
    await expect(dialog.getByText('Approved')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Dismiss irregular/ })).toBeHidden();
    await dialog.getByRole('button', { name: 'Close' }).click();
    // The row came back from table-row-data without the irregular mark.
    await expect(table.getByRole('link', { name: `Noah Becker, ${yesterday}: Completed` })).toBeVisible();

    // Aisha Khan worked at the office yesterday: mark it remote.
    await page.getByRole('textbox', { name: 'Search people' }).last().fill('Aisha');
    await table.getByRole('link', { name: new RegExp(`^Aisha Khan, ${yesterday}: `) }).click();
    const remote = dialog.getByRole('switch', { name: 'Remote' });
    await expect(remote).toHaveAttribute('aria-checked', 'false');
    await remote.click();
    await expect(remote).toHaveAttribute('aria-checked', 'true');
    await expect(dialog.getByRole('list', { name: 'Tags' }).getByText('Remote')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(table.getByRole('link', { name: new RegExp(`^Aisha Khan, ${yesterday}: .*remote$`) })).toBeVisible();
  });

  test('add attendance starts with a clock that passes its own rules, and can always be cancelled', async ({ page, app }) => {
    // Ava's today is empty in the seed: the form is prefilled, and never with a time still to come.
    await page.goto(app('/time/individual-view'));
    await page.getByRole('button', { name: 'Add attendance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add attendance' });
    await expect(dialog.getByLabel('Date')).toHaveValue(berlinDate());
    const end = dialog.getByLabel('Clock out', { exact: true });
    await expect(end).toBeVisible();
    const now = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', dateStyle: 'short', timeStyle: 'short' }).format(new Date());
    const prefilled = await end.inputValue();
    if (prefilled) expect(prefilled <= now, `${prefilled} is after ${now}`).toBe(true);
    // Something typed: Escape asks before it is lost, and No keeps it.
    const comment = dialog.getByLabel('Comment (optional)');
    await comment.fill('Forgot my badge');
    await page.keyboard.press('Escape');
    const ask = discardQuestion(page);
    await ask.getByRole('button', { name: 'No' }).click();
    await expect(ask).toBeHidden();
    await expect(comment).toHaveValue('Forgot my badge');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await ask.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog).toBeHidden();

    // A day that has an attendance: the dialog says so and still closes.
    const worked = page.getByRole('region', { name: 'Calendar' }).getByRole('link', { name: /Open details$/ }).first();
    // Named by its content (WCAG 2.5.3): the date and status, then what the cell shows, the times included.
    await expect(worked).toHaveAccessibleName(/^\d{4}-\d{2}-\d{2}: [^.]+\. \d{1,2} \d{2}:\d{2}–\d{2}:\d{2} \d+h \d+m \. Open details$/);
    const day = ((await worked.textContent()) ?? '').slice(0, 10);
    await page.getByRole('button', { name: 'Add attendance' }).click();
    // Something that is no date in the tenant's format says what is expected.
    await dialog.getByLabel('Date').fill('yesterday');
    await dialog.getByLabel('Date').blur();
    await expect(dialog.getByText('Enter a date as YYYY-MM-DD.')).toBeVisible();
    await dialog.getByLabel('Date').fill(day);
    await expect(dialog.getByText('This day already has an attendance.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the progress bar runs for a navigation, not for a day dialog that opens instead of one', async ({ page, app }) => {
    const yesterday = await seededDate(-1);
    await page.goto(app(`/time/bird-view?month=${yesterday.slice(0, 7)}`));
    const bar = page.locator('[data-nav-progress]');
    await page.getByRole('textbox', { name: 'Search people' }).last().fill('Aisha');
    await expect(page.getByText('1 person')).toBeVisible();
    // Every state the bar passes through from here on.
    await bar.evaluate((element) => {
      const states: string[] = [];
      (window as unknown as { barStates: string[] }).barStates = states;
      new MutationObserver(() => states.push(element.getAttribute('data-state') ?? '')).observe(element, { attributeFilter: ['data-state'] });
    });
    await page.getByRole('table').getByRole('link', { name: new RegExp(`^Aisha Khan, ${yesterday}: `) }).click();
    const dialog = page.getByRole('dialog', { name: 'Attendance details' });
    await expect(dialog.getByRole('switch', { name: 'Remote' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(bar).toHaveAttribute('data-state', 'idle');
    expect(await page.evaluate(() => (window as unknown as { barStates: string[] }).barStates)).toEqual([]);

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Individual view', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Individual view' })).toBeVisible();
    await expect(bar).toHaveAttribute('data-state', 'idle');
    expect(await page.evaluate(() => (window as unknown as { barStates: string[] }).barStates)).toEqual(expect.arrayContaining(['loading', 'done']));
  });

  test('a day worked without a shift is given one from the shift templates', async ({ page, app }) => {
    // Zara Ahmed works without shifts in the seed: her latest finished unassigned day (a retry takes the one before).
    const api = await upstreamAdmin();
    const userId = await personId(api, 'Zara Ahmed');
    const today = berlinDate();
    const months = [today.slice(0, 7), (await seededDate(-31)).slice(0, 7)];
    let id: number | undefined;
    for (const month of months) {
      const calendar = (await api.get(`/time/attendance/calendar/all-data?user_id=${userId}&month=${month}`)).body as { days: { date: string; attendance: { id: number; unassigned: boolean; is_open: boolean } | null }[] };
      id = calendar.days.filter((day) => day.date < today && day.attendance?.unassigned && !day.attendance.is_open).at(-1)?.attendance?.id;
      if (id) break;
    }
    expect(id, 'an unassigned day of Zara Ahmed').toBeDefined();

    await page.goto(app(`/time/details/view/${id}/${userId}`));
    const section = page.getByRole('region', { name: 'Unassigned day' });
    // The templates are the shift-template list's, read when the section shows.
    await section.getByLabel('Shift template').selectOption({ label: 'Morning (09:00–17:30)' });
    await section.getByRole('button', { name: 'Assign shift' }).click();
    await expect(page.getByText('The shift was assigned.')).toBeVisible();
    await expect(section).toBeHidden();
  });

  test('the individual view switches to the person picked', async ({ page, app }) => {
    await page.goto(app('/time/individual-view'));
    await expect(page.getByRole('heading', { name: 'Individual view' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Show attendance of' }).fill('Aisha');
    await page.getByRole('option', { name: /Aisha Khan/ }).click();
    await expect(page).toHaveURL(/user_id=\d+/);
    await expect(page.getByRole('main').getByText(/^Aisha Khan/).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Calendar' })).toBeVisible();

    // A day of hers: the menu lights the individual view it came from, not My attendance.
    await page.getByRole('region', { name: 'Calendar' }).getByRole('link', { name: /Open details$/ }).first().click();
    await expect(page.getByRole('heading', { name: 'Attendance details' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Individual view', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'My attendance', exact: true })).not.toHaveAttribute('aria-current', 'page');
  });
});
