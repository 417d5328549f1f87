import { USERS } from './env';
import { notificationSettingsResponseSchema } from '../lib/app-settings/schemas';
import { expect, hydrated, leaveQuestion, openProfileMenu, shownDialog, signInByApi, storageStateOf, succeeded, test, upstreamAdmin, upstreamDev } from './fixtures';

/**
 * Company and application settings: the settings menu lists them; a new logo
 * is a draft in the header and sidebar until the route changes and stays once
 * saved; theme colours follow the hash_color rule and reach everyone's shell;
 * the network setup answers the ipv4 rule, and a clock in from elsewhere is
 * refused; a test e-mail reaches the mailbox;
 * alert channels and the handbook are saved; the configuration index sums
 * them up. At the end (@tenant): a new company time zone reaches the session's
 * clock at once, a saved zone the list lacks is kept, and the generic setup's
 * HTML shows what is saved before any script runs.
 */

const S = '/settings/general-settings';
// A 1×1 PNG.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

test.use({ storageState: storageStateOf('admin') });

const sidebarLogo = (page: import('@playwright/test').Page) => page.locator('#sidebar').getByRole('link', { name: /home$/ }).locator('img').first();

test('the settings menu lists the general settings the administrator may open', async ({ page, app }) => {
  await page.goto(app('/settings'));
  const general = page.getByRole('navigation', { name: 'General' });
  for (const name of ['Company information', 'Network setup', 'Email setup', 'Alert setup', 'Employee handbook', 'Roles and permissions', 'Theme design', 'Configuration']) {
    await expect(general.getByRole('link', { name })).toBeVisible();
  }
});

test('the configuration index sums up every general setting and leads to the screen that changes it', async ({ page, app }) => {
  await page.goto(app('/settings'));
  await page.getByRole('navigation', { name: 'General' }).getByRole('link', { name: 'Configuration' }).click();
  await expect(page.getByRole('heading', { name: 'Configuration', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Company information' })).toContainText('Northwind Crew');
  await expect(page.getByRole('region', { name: 'Alert setup' })).toContainText(/In-app: \d+ of \d+ events/);
  await expect(page.getByRole('region', { name: 'Theme design' })).toContainText('Menu background');
  await page.getByRole('region', { name: 'Network setup' }).getByRole('link', { name: 'Change network setup' }).click();
  await expect(page.getByRole('heading', { name: 'Network setup', level: 1 })).toBeVisible();
});

test.describe('company information', () => {
  test.afterEach(() => upstreamDev.appSettings({ company_logo: 'logo.svg', company_name: 'Northwind Crew' }));

  test('a new logo is a draft in the sidebar until the route changes, and stays once saved', async ({ page, app }) => {
    await page.goto(app(`${S}/company-information`));
    const form = page.getByRole('form', { name: 'Company information' });
    await hydrated(form);
    await expect(form.getByLabel('Company name')).toHaveValue('Northwind Crew');
    await expect(sidebarLogo(page)).toHaveAttribute('src', /\/images\/logo\.svg$/);

    await form.getByLabel(/Choose (a|another) logo/).setInputFiles({ name: 'new-logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(sidebarLogo(page)).toHaveAttribute('src', /^blob:/);
    await expect(form.getByRole('img', { name: 'New logo (not saved yet)' })).toBeVisible();

    // Leaving without saving asks first: No keeps the draft; Yes leaves, and the draft is gone, also on coming back.
    await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
    await expect(leaveQuestion(page)).toContainText('What you entered on this page has not been saved and will be lost.');
    await leaveQuestion(page).getByRole('button', { name: 'No' }).click();
    await expect(leaveQuestion(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${app(`${S}/company-information`)}$`));
    await expect(form.getByRole('img', { name: 'New logo (not saved yet)' })).toBeVisible();
    await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
    await leaveQuestion(page).getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(new RegExp(`${app('/settings')}$`));
    await expect(sidebarLogo(page)).toHaveAttribute('src', /\/images\/logo\.svg$/);
    await page.getByRole('navigation', { name: 'General' }).getByRole('link', { name: 'Company information' }).click();
    await expect(sidebarLogo(page)).toHaveAttribute('src', /\/images\/logo\.svg$/);
    await hydrated(form);

    // A bad website keeps what was typed; then saving with a logo keeps it.
    await form.getByLabel('Website').fill('northwind');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Please provide a valid URL')).toBeVisible();
    await form.getByLabel('Website').fill('https://northwind.example/');
    // A file named .png that is no image: the server's message shows under the logo, not only the summary line.
    await form.getByLabel(/Choose (a|another) logo/).setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('The logo must be an image.')).toBeVisible();
    await form.getByLabel('Country').selectOption({ label: 'Austria' });
    await form.getByLabel(/Choose (a|another) logo/).setInputFiles({ name: 'new-logo.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: 'Save' }).click();
    await succeeded(page, 'We’ve saved your edit successfully.');
    await expect(sidebarLogo(page)).toHaveAttribute('src', /\/images\/company\/[\w-]+$/);
    await page.goto(app('/feed'));
    await expect(sidebarLogo(page)).toHaveAttribute('src', /\/images\/company\/[\w-]+$/);
    await page.goto(app(`${S}/company-information`));
    await expect(form.getByLabel('Country')).toHaveValue('40');
  });
});

test.describe('theme design', () => {
  test.afterEach(() =>
    upstreamDev.appSettings({ theme_class: { menu_background_color: '#323DA5', menu_text_color: '#FFFFFF', button_background_link_color: '#FF7F5C', button_text_color: '#FFFFFF' } }),
  );

  test('a bad colour shows “This is invalid”; saved colours reach every user’s menu', async ({ page, app, browser }) => {
    await page.goto(app(`${S}/theme-design`));
    const form = page.getByRole('form', { name: 'Theme design' });
    await hydrated(form);
    const background = form.getByLabel('Menu background', { exact: true });
    await background.fill('#12');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('This is invalid')).toBeVisible();

    await background.fill('#0F766E');
    // The preview follows as one types.
    await expect(form.getByRole('navigation', { name: 'Menu preview' })).toHaveCSS('background-color', 'rgb(15, 118, 110)');
    // White on a pale accent does not read: the preview says what shows instead.
    await form.getByLabel('Buttons', { exact: true }).fill('#FDE68A');
    await expect(form).toContainText('is hard to read on #FDE68A');
    await form.getByLabel('Buttons', { exact: true }).fill('#FF7F5C');
    await form.getByRole('button', { name: 'Save' }).click();
    await succeeded(page, 'We’ve saved your edit successfully.');
    await expect(page.locator('#sidebar')).toHaveCSS('background-color', 'rgb(15, 118, 110)');

    const other = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    await signInByApi(other, app, USERS.employee.email);
    const employee = await other.newPage();
    await employee.goto(app('/feed'));
    await expect(employee.locator('#sidebar')).toHaveCSS('background-color', 'rgb(15, 118, 110)');
    await other.close();
  });
});

test('the network setup answers the ipv4 rule and saves a good list', async ({ page, app }) => {
  await page.goto(app(`${S}/network-setup`));
  const form = page.getByRole('form', { name: 'Network setup' });
  await hydrated(form);
  const field = form.getByLabel('Allowed IP addresses');
  await field.fill('10.0.0.1, 10.0.0.300');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Incorrect IP address(es)')).toBeVisible();
  await expect(field).toHaveValue('10.0.0.1, 10.0.0.300');

  await field.fill('10.0.0.1');
  // Saving a list without the address in use would shut its administrator out of clocking in: it says so.
  await expect(form.getByText('Not in the list: once it is saved, you could not clock in from here.')).toBeVisible();
  await form.getByRole('button', { name: 'Add my address' }).click();
  await expect(form.getByText('Not in the list: once it is saved, you could not clock in from here.')).toHaveCount(0);
  await expect(field).toHaveValue('10.0.0.1, 127.0.0.1');
  await form.getByRole('button', { name: 'Save' }).click();
  await succeeded(page);
  await expect(form).toContainText('Now: people may clock in only from 10.0.0.1 and 127.0.0.1.');
  // The form is drawn anew for the saved list: its Save keeps the focus (it went to the page's content).
  await expect(form.getByRole('button', { name: 'Save' })).toBeFocused();
  await field.fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await succeeded(page);
  await expect(form).toContainText('Now: people may clock in from anywhere.');
});

test('a test e-mail with the saved subject prefix arrives in the dev mailbox', async ({ page, app }) => {
  await page.goto(app(`${S}/email-setup`));
  const form = page.getByRole('form', { name: 'E-mail setup' });
  await hydrated(form);
  const prefix = `[NW ${Date.now().toString(36)}]`;
  await form.getByLabel('Subject prefix').fill(prefix);
  await expect(form.getByRole('button', { name: 'Send a test e-mail' })).toBeDisabled();
  await form.getByRole('button', { name: 'Save' }).click();
  await succeeded(page);
  await form.getByRole('button', { name: 'Send a test e-mail' }).click();
  await shownDialog(page, 'Test e-mail sent', `A test e-mail is on its way to ${USERS.admin.email}.`);
  await expect.poll(async () => (await upstreamDev.latestMail(USERS.admin.email)).subject).toBe(`${prefix} Test e-mail`);
  await page.getByRole('button', { name: 'Okay' }).click();
  await form.getByLabel('Subject prefix').fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await succeeded(page);
});

test('the e-mail logo is previewed from an https address; an http one, which the page may not load, says so instead of a broken image', async ({ page, app }) => {
  await page.goto(app(`${S}/email-setup`));
  const form = page.getByRole('form', { name: 'E-mail setup' });
  await hydrated(form);
  const logo = form.getByLabel('E-mail logo address');
  await logo.fill('http://northwind.example/logo.png');
  await expect(form.getByText('This page previews https addresses only. E-mails use the address as it is.')).toBeVisible();
  await expect(form.getByRole('img', { name: 'E-mail logo' })).toHaveCount(0);
  await logo.fill('https://northwind.example/logo.png');
  await expect(form.getByRole('img', { name: 'E-mail logo' })).toHaveAttribute('src', 'https://northwind.example/logo.png');
  await expect(form.getByText('This page previews https addresses only.', { exact: false })).toHaveCount(0);
});

test('alert channels and the employee handbook are saved; the profile menu offers the handbook', async ({ page, app }) => {
  // E-mail on for published shifts, as seeded: a retry finds the failed try's choice otherwise.
  const api = await upstreamAdmin();
  const current = notificationSettingsResponseSchema.parse((await api.get('/settings/general/application/notification-settings/index')).body).data;
  const seeded = { ...current, shift_published: { ...current.shift_published!, email: true } };
  expect((await api.post('/settings/general/application/notification-settings/update', seeded)).status).toBe(200);
  await page.goto(app(`${S}/alert-setup`));
  const alerts = page.getByRole('form', { name: 'Alert setup' });
  await hydrated(alerts);
  const channels = alerts.getByRole('group', { name: 'Channels for “Shifts are published”' });
  await expect(channels.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
  await channels.getByRole('checkbox', { name: 'E-mail' }).uncheck();
  await alerts.getByRole('button', { name: 'Save' }).click();
  await succeeded(page);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Channels for “Shifts are published”' }).getByRole('checkbox', { name: 'E-mail' })).not.toBeChecked();

  await page.goto(app(`${S}/employee-handbook`));
  const handbook = page.getByRole('form', { name: 'Employee handbook' });
  await hydrated(handbook);
  await handbook.getByLabel('Handbook address').fill('handbook');
  await handbook.getByRole('button', { name: 'Save' }).click();
  await expect(handbook.getByText('Please provide a valid URL')).toBeVisible();
  await handbook.getByLabel('Handbook address').fill('https://northwind.example/handbook');
  await handbook.getByRole('button', { name: 'Save' }).click();
  await succeeded(page);
  await expect(handbook.getByRole('link', { name: 'https://northwind.example/handbook' })).toBeVisible();

  // Saved: a link away asks nothing.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Feed' }).click();
  await expect(page).toHaveURL(new RegExp(`${app('/feed')}$`));
  await expect(leaveQuestion(page)).toHaveCount(0);
  await page.goto(app(`${S}/employee-handbook`));
  await hydrated(handbook);

  await openProfileMenu(page, USERS.admin.name);
  await expect(page.getByRole('menuitem', { name: 'Employee handbook' })).toHaveAttribute('href', 'https://northwind.example/handbook');
  await page.keyboard.press('Escape');

  await handbook.getByRole('button', { name: 'Remove handbook' }).click();
  await page.getByRole('alertdialog', { name: 'Confirmation Required' }).getByRole('button', { name: 'Yes' }).click();
  await succeeded(page, 'We’ve permanently deleted this item.');
  await expect(handbook).toContainText('No handbook yet');
});

test('a settings page with an unsaved change has the browser ask before a reload or another site; taken back, it asks nothing', async ({ page, app }) => {
  await page.goto(app(`${S}/employee-handbook`));
  const handbook = page.getByRole('form', { name: 'Employee handbook' });
  await hydrated(handbook);
  const address = handbook.getByLabel('Handbook address');
  const before = await address.inputValue();
  await address.fill('https://northwind.example/draft');
  const asked = page.waitForEvent('dialog');
  // The dialog holds the script that navigates until it is answered.
  const leaving = page.evaluate(() => window.location.reload());
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await leaving;
  await expect(address).toHaveValue('https://northwind.example/draft');

  await address.fill(before);
  await page.evaluate(() => window.location.reload());
  await expect(page).toHaveURL(new RegExp(`${app(`${S}/employee-handbook`)}$`));
  await hydrated(handbook);
  await expect(address).toHaveValue(before);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`alert setup's channels line up as columns across every event and section (${viewport.width} px)`, async ({ page, app }) => {
    await page.setViewportSize(viewport);
    await page.goto(app(`${S}/alert-setup`));
    const groups = page.getByRole('form', { name: 'Alert setup' }).getByRole('group', { name: /^Channels for/ });
    await expect(groups.first()).toBeVisible();
    const rows = await groups.count();
    expect(rows).toBeGreaterThan(4);
    const channels = ['In-app', 'E-mail', 'Web push'];
    const columns = channels.map(() => new Set<number>());
    for (let row = 0; row < rows; row++) {
      const tops = new Set<number>();
      for (const [column, name] of channels.entries()) {
        const box = (await groups.nth(row).getByRole('checkbox', { name, exact: true }).boundingBox())!;
        tops.add(Math.round(box.y));
        columns[column]!.add(Math.round(box.x));
      }
      expect(tops.size, `the channels of row ${row + 1} on one line`).toBe(1);
    }
    for (const [column, xs] of columns.entries()) expect(xs.size, `${channels[column]} at one x in every row`).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}

// Tenant-wide: nobody else may clock in meanwhile, so it runs in the `tenant` project, after every other spec.
test.describe('with an allowed network', { tag: '@tenant' }, () => {
  test.use({ storageState: storageStateOf('manager') });
  test.afterEach(() => upstreamDev.appSettings({ allowed_ips: [] }));

  test('a clock in from another address is refused, saying where it came from', async ({ page, app }) => {
    await upstreamDev.appSettings({ allowed_ips: ['10.9.9.9'] });
    await page.goto(app('/feed'));
    const clock = page.getByRole('group', { name: 'Clock' });
    await hydrated(clock.getByRole('button', { name: 'Clock in' }));
    await clock.getByRole('button', { name: 'Clock in' }).click();
    await shownDialog(page, 'Unsuccessful', 'which is not on your company’s network');
    await page.getByRole('button', { name: 'Close' }).click();
    // Still clocked out.
    await expect(clock.getByRole('button', { name: 'Clock in' })).toBeVisible();
  });
});

test.describe('the company’s time zone and formats', { tag: '@tenant' }, () => {
  const SETUP = '/settings/time/attendance/general-setup/update';
  // The seed's setup: the other specs' dates are Berlin's (berlinDate).
  const seeded = { repeat_on: [1, 2, 3, 4, 5], date_format: 'YYYY-MM-DD', time_format: 2, calendar_cycle: { start_day: 1 }, timezone: 'Europe/Berlin' };
  test.afterEach(async () => expect((await (await upstreamAdmin()).post(SETUP, seeded)).status).toBe(200));

  /** "YYYY-MM-DD HH:mm:ss" of now in a time zone, as the header clock shows it. */
  const wallNow = (timeZone: string) =>
    new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(new Date());
  const secondsApart = (a: string, b: string) => Math.abs(Date.parse(`${a.replace(' ', 'T')}Z`) - Date.parse(`${b.replace(' ', 'T')}Z`)) / 1000;

  test('a new time zone reaches the header clock and the rest of the session at once, without a reload', async ({ page, app }) => {
    await upstreamDev.appSettings({ timezone: 'America/New_York' });
    await page.goto(app('/settings/time/generic-setup'));
    const clock = page.getByRole('banner').locator('time').first();
    await expect(clock).toHaveAttribute('title', 'Company time · America/New_York');
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await hydrated(zone);
    await zone.selectOption('Pacific/Auckland');
    await page.getByRole('button', { name: 'Save' }).click();
    await succeeded(page);

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My attendance', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${app('/time/self')}`));
    await expect(clock).toHaveAttribute('title', 'Company time · Pacific/Auckland');
    await expect(page.getByRole('banner').getByText('Company time (Pacific/Auckland)')).toBeAttached();
    // Auckland's time (16 to 18 hours ahead of New York), ticking.
    await expect.poll(async () => secondsApart((await clock.textContent()) ?? '', wallNow('Pacific/Auckland'))).toBeLessThan(5);
  });

  test('a saved zone the list names otherwise or lacks is the one chosen, and the setup saves with it', async ({ page, app }) => {
    // Asia/Kolkata and UTC: current IANA names the list once lacked; Asia/Calcutta: an old name the runtime still knows.
    for (const saved of ['Asia/Kolkata', 'UTC', 'Asia/Calcutta']) {
      await upstreamDev.appSettings({ timezone: saved, date_format: 'YYYY-MM-DD' });
      await page.goto(app('/settings/time/generic-setup'));
      const zone = page.getByRole('combobox', { name: 'Time zone' });
      await hydrated(zone);
      await expect(zone).toHaveValue(saved);
      await page.getByRole('combobox', { name: 'Date format' }).selectOption('DD/MM/YYYY');
      await page.getByRole('button', { name: 'Save' }).click();
      await succeeded(page);
      await expect(zone).toHaveValue(saved);
    }
  });

  test('the page’s HTML shows the saved setup before any script has run', async ({ browser, app }) => {
    expect((await (await upstreamAdmin()).post(SETUP, { ...seeded, date_format: 'DD/MM/YYYY', time_format: 1, calendar_cycle: { start_day: 5 }, timezone: 'Pacific/Auckland' })).status).toBe(200);
    const context = await browser.newContext({ storageState: storageStateOf('admin'), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(app('/settings/time/generic-setup'));
    // The page streams in behind the settings' loading state, which only a script would take away: the form is there, hidden.
    const field = (name: string) => page.getByRole('combobox', { name, includeHidden: true });
    await expect(field('Date format')).toHaveValue('DD/MM/YYYY');
    await expect(field('Time zone')).toHaveValue('Pacific/Auckland');
    await expect(field('Calendar cycle starts on day')).toHaveValue('5');
    await expect(page.getByRole('radio', { name: /12-hour/, includeHidden: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Monday', includeHidden: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Saturday', includeHidden: true })).not.toBeChecked();
    await context.close();
  });
});
