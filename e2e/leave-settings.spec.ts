import { reviewerLeavesSchema } from '../lib/leave/application-schemas';
import { holidayPageSchema, leaveSetupResponseSchema, leaveTypePageSchema } from '../lib/leave/schemas';
import { assignTwoRemoveOne, expect, hydrated, storageStateOf, succeeded, test, upstreamAdmin } from './fixtures';

const P = '/settings/leave/leave';

/**
 * The leave settings: leave types (add, edit, delete), a new type in a new
 * policy with two people assigned and one removed, deleting the type while
 * the policy uses it (asked twice), a type with leave applications kept
 * (refused, with the reason), a review process with two approvers
 * and the Everyone condition with a person assigned, a country's public
 * holidays imported once and shown on the calendar, the leave setup, and the 403 screen for an employee on
 * each route.
 */

// In order, in one worker: the last test empties the tenant's leave types and policies.
test.describe.configure({ mode: 'default' });

const LEAVE_SETTINGS = [
  '/settings/leave/leave-types',
  '/settings/leave/leave-packages',
  '/settings/leave/leave-packages/1/assigned-people',
  '/settings/leave/review-process',
  '/settings/leave/leave-review/1/assigned-people',
  '/settings/leave/holidays',
  '/settings/leave/holidays/import',
  '/settings/leave/holidays/1/assigned-people',
  '/settings/leave/leave-setup',
];

/** A holiday of this year for chosen people, Emma Novak alone: its id. */
async function holidayOfEmma(name: string, monthDay: string): Promise<number> {
  const api = await upstreamAdmin();
  const emma = (await api.get(`${P}/holidays/assignable-data?search=Emma`)).body.data[0];
  const holiday = await api.post(`${P}/holidays/store`, { name, start_date: `${new Date().getFullYear()}-${monthDay}`, for_everyone: false, users: [emma.id] });
  expect(holiday.status).toBe(201);
  return (holiday.body as { id: number }).id;
}

test.describe('as the administrator', () => {
  test.use({ storageState: storageStateOf('admin') });
  // Journeys through several dialogs, each waiting for the server: more than the default 30 s on a busy machine.
  test.slow();

  test('adds, edits and deletes a leave type', async ({ page, app }) => {
    const stamp = Date.now().toString(36);
    await page.goto(app('/settings'));
    await page.getByRole('navigation', { name: 'Leave' }).getByRole('link', { name: 'Leave types' }).click();
    await expect(page.getByRole('heading', { name: 'Leave types', level: 1 })).toBeVisible();
    await expect(page.getByRole('row', { name: /Annual leave 20 days/ })).toBeVisible();
    // 0 days a year is no limit, as every balance says.
    await expect(page.getByRole('row', { name: /Unpaid leave No limit/ })).toBeVisible();

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

  test('bundles a new type in a new policy, assigns two people and removes one', async ({ page, app }) => {
    const stamp = Date.now().toString(36);
    const api = await upstreamAdmin();
    expect((await api.post(`${P}/leave-types/store`, { name: `Volunteering ${stamp}`, total_days: 2 })).status).toBe(201);

    await page.goto(app('/settings'));
    await page.getByRole('navigation', { name: 'Leave' }).getByRole('link', { name: 'Leave policies' }).click();
    await expect(page.getByRole('heading', { name: 'Leave policies', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add leave policy' }).click();
    const add = page.getByRole('dialog', { name: 'Add leave policy' });
    await add.getByLabel('Name').fill(`Volunteers ${stamp}`);
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText('Choose at least one leave type.')).toBeVisible();
    await add.getByRole('checkbox', { name: `Volunteering ${stamp}` }).check();
    await expect(add.getByLabel(`Days of Volunteering ${stamp}`)).toHaveValue('2');
    await add.getByLabel(`Days of Volunteering ${stamp}`).fill('4');
    await add.getByRole('checkbox', { name: 'Annual leave' }).check();
    await add.getByRole('button', { name: 'Save' }).click();
    await succeeded(page, 'You’ve successfully performed this action.');
    const row = page.getByRole('row', { name: new RegExp(`Volunteers ${stamp}`) });
    await expect(row.getByRole('list', { name: `Leave types of Volunteers ${stamp}` })).toContainText(`Volunteering ${stamp} · 4 days`);
    await expect(page.getByRole('list', { name: 'Leave types of Standard' })).toContainText('Unpaid leave · No limit');

    await row.getByRole('link', { name: `People of Volunteers ${stamp}` }).click();
    await expect(page.getByRole('heading', { name: `Volunteers ${stamp}`, level: 1 })).toBeVisible();
    await expect(page.getByText(`No one is in Volunteers ${stamp} yet`)).toBeVisible();
    // A person's one leave policy: the question says what taking them off it leaves them with.
    await assignTwoRemoveOne(page, `Volunteers ${stamp}`, { afterRemoval: 'Noah Becker is then on no leave policy, with no leave balances, until one is assigned.' });

    // A policy's people page reads its types as the list does: 0 days a year is no limit, not "0 days".
    await page.goto(app('/settings/leave/leave-packages'));
    await page.getByRole('link', { name: 'People of Standard' }).click();
    await expect(page.getByRole('heading', { name: 'Standard', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Leave types of Standard' })).toContainText('Unpaid leave · No limit');
  });

  test('one click ticks a type while another type\'s days are being changed; messages wait for a submit', async ({ page, app }) => {
    await page.goto(app('/settings/leave/leave-packages'));
    await page.getByRole('button', { name: 'Add leave policy' }).click();
    const add = page.getByRole('dialog', { name: 'Add leave policy' });
    await add.getByRole('checkbox', { name: 'Annual leave' }).check();
    await add.getByLabel('Days of Annual leave').fill('');
    // Leaving the days box for the next checkbox used to raise two messages above it mid-click: the click was lost.
    await add.getByRole('checkbox', { name: 'Sick leave' }).click();
    await expect(add.getByRole('checkbox', { name: 'Sick leave' })).toBeChecked();
    await expect(add.getByText('This is a required field')).toHaveCount(0);
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByLabel('Name')).toHaveAccessibleDescription(/This is a required field/);
    await expect(add.getByLabel('Days of Annual leave')).toHaveAccessibleDescription(/This is a required field/);
    await page.keyboard.press('Escape');
    await expect(add).toBeHidden();
  });

  test('deleting a leave type a policy uses asks again, then takes it out of the policy', async ({ page, app }) => {
    const stamp = Date.now().toString(36);
    const api = await upstreamAdmin();
    const type = await api.post(`${P}/leave-types/store`, { name: `Sabbatical ${stamp}`, total_days: 30 });
    expect((await api.post(`${P}/leave-policies/store`, { name: `Long service ${stamp}`, leave_types: [{ id: type.body.id, days: 20 }] })).status).toBe(201);

    await page.goto(app(`/settings/leave/leave-types?search=${stamp}`));
    await expect(page.getByRole('row', { name: new RegExp(`Sabbatical ${stamp} 30 days 1`) })).toBeVisible();
    await page.getByRole('button', { name: `Delete Sabbatical ${stamp}` }).click();
    await page.getByRole('alertdialog', { name: 'Confirmation Required' }).getByRole('button', { name: 'Yes' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Warning' });
    await expect(warning).toContainText(`“Sabbatical ${stamp}” is in 1 leave policy. Deleting it takes it out of that policy.`);
    await warning.getByRole('button', { name: 'Delete anyway' }).click();
    await succeeded(page, 'We’ve permanently deleted this item.');
    await expect(page.getByText(`No leave types match “${stamp}”`)).toBeVisible();
  });

  test('refuses to delete a leave type that leave applications use, says why, and keeps it and its history', async ({ page, app }) => {
    // The seeded Sick leave and its applications; nothing here changes them, so a retry finds the same.
    const api = await upstreamAdmin();
    const [sick] = leaveTypePageSchema.parse((await api.get(`${P}/leave-types/index?search=Sick%20leave`)).body).data;
    const applications = async () => reviewerLeavesSchema.parse((await api.get(`/leave/reviewer-leaves/index?leave_type_id=${sick!.id}&per_page=1`)).body).meta.total;
    const before = await applications();
    expect([sick!.name, before > 1, sick!.policy_count > 1]).toEqual(['Sick leave', true, true]);
    const row = page.getByRole('row', { name: new RegExp(`Sick leave ${sick!.total_days} days ${sick!.policy_count}`) });

    await page.goto(app('/settings/leave/leave-types?search=Sick'));
    await expect(row).toBeVisible();
    await page.getByRole('button', { name: 'Delete Sick leave' }).click();
    await page.getByRole('alertdialog', { name: 'Confirmation Required' }).getByRole('button', { name: 'Yes' }).click();
    // Not the in-use question ("Delete anyway" took the applications with it): the reason it cannot be deleted.
    const refusal = page.getByRole('alertdialog', { name: 'Unsuccessful' });
    await expect(refusal).toContainText(
      `We could not perform this action as “Sick leave” is used by ${before} leave applications, so it cannot be deleted. ` +
        `To stop people applying for it, take it out of its ${sick!.policy_count} leave policies.`,
    );
    await expect(page.getByRole('button', { name: 'Delete anyway' })).toHaveCount(0);
    await refusal.getByRole('button', { name: 'Close' }).click();
    await expect(refusal).toBeHidden();
    await page.reload();
    await expect(row).toBeVisible();
    expect(await applications()).toBe(before);
  });

  test('adds a review process with two approvers, condition Everyone, and assigns a person', async ({ page, app }) => {
    const stamp = Date.now().toString(36);
    await page.goto(app('/settings'));
    await page.getByRole('navigation', { name: 'Leave' }).getByRole('link', { name: 'Review process' }).click();
    await expect(page.getByRole('heading', { name: 'Review process', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add review process' }).click();
    const add = page.getByRole('dialog', { name: 'Add review process' });
    await add.getByLabel('Name').fill(`Finance sign-off ${stamp}`);
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText('Choose at least one approver.')).toBeVisible();
    await add.getByRole('radio', { name: /Everyone/ }).check();
    await add.getByLabel('Search people').fill('Hannah');
    await add.getByRole('checkbox', { name: /Hannah Schmidt/ }).check();
    await add.getByLabel('Search people').fill('Ava');
    await add.getByRole('checkbox', { name: /Ava Sinclair/ }).check();
    await add.getByRole('button', { name: 'Save' }).click();
    await succeeded(page, 'You’ve successfully performed this action.');
    const row = page.getByRole('row', { name: new RegExp(`Finance sign-off ${stamp}`) });
    await expect(row).toContainText('Everyone');
    await expect(row.getByRole('list', { name: `Approvers of Finance sign-off ${stamp}` })).toHaveText(/1\. Hannah Schmidt\s*2\. Ava Sinclair/);

    await row.getByRole('link', { name: `People of Finance sign-off ${stamp}` }).click();
    await expect(page.getByRole('heading', { name: `Finance sign-off ${stamp}`, level: 1 })).toBeVisible();
    await expect(page.getByText('Everyone: Every approver must approve; one rejection rejects.')).toBeVisible();
    await page.getByRole('button', { name: 'Assign people' }).click();
    const dialog = page.getByRole('dialog', { name: `Assign people to Finance sign-off ${stamp}` });
    await dialog.getByLabel('Search people').fill('Emma');
    await dialog.getByRole('checkbox', { name: /Emma Novak/ }).check();
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await succeeded(page, 'You’ve successfully performed this action.');
    await expect(page.getByRole('rowheader', { name: /Emma Novak/ })).toBeVisible();
  });

  test('imports a country’s public holidays once, lists them, and shows them on the calendar', async ({ page, app }) => {
    const year = new Date().getFullYear();
    // France's holidays not imported yet, as seeded: a retry finds the failed try's import otherwise.
    const api = await upstreamAdmin();
    const listed = holidayPageSchema.parse((await api.get(`${P}/holidays/index?year=${year}&per_page=100`)).body).data;
    for (const holiday of listed.filter((item) => item.country_code === 'FR')) {
      expect((await api.request('DELETE', `${P}/holidays/delete/${holiday.id}`)).status).toBe(200);
    }
    await page.goto(app('/settings'));
    await page.getByRole('navigation', { name: 'Leave' }).getByRole('link', { name: 'Holidays' }).click();
    await expect(page.getByRole('heading', { name: 'Holidays', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Calendar years' }).getByRole('link', { name: String(year) })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'Import public holidays' }).click();
    await expect(page.getByRole('heading', { name: 'Import holidays', level: 1 })).toBeVisible();
    // The tenant's own country comes first: its holidays are in the seed already.
    await expect(page.getByRole('heading', { name: `Public holidays of Germany in ${year}` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Public holidays' }).getByText('Already added').first()).toBeVisible();

    // Each pick shows its list at once: Import never takes a list other than the one picked (it imported
    // Germany's under pickers set to Italy and the next year, with Show holidays not pressed).
    await hydrated(page.getByRole('combobox', { name: /^Country/ }));
    await page.getByRole('combobox', { name: /^Country/ }).selectOption({ label: 'Italy' });
    await expect(page.getByRole('heading', { name: `Public holidays of Italy in ${year}` })).toBeVisible();
    await hydrated(page.getByRole('combobox', { name: /^Year/ }));
    await page.getByRole('combobox', { name: /^Year/ }).selectOption(String(year + 1));
    await expect(page.getByRole('heading', { name: `Public holidays of Italy in ${year + 1}` })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Country/ }).locator('option:checked')).toHaveText('Italy');

    await hydrated(page.getByRole('combobox', { name: /^Year/ }));
    await page.getByRole('combobox', { name: /^Year/ }).selectOption(String(year));
    await expect(page.getByRole('heading', { name: `Public holidays of Italy in ${year}` })).toBeVisible();
    await hydrated(page.getByRole('combobox', { name: /^Country/ }));
    await page.getByRole('combobox', { name: /^Country/ }).selectOption({ label: 'France' });
    await expect(page.getByRole('heading', { name: `Public holidays of France in ${year}` })).toBeVisible();
    const bastille = page.getByRole('listitem').filter({ hasText: 'Bastille Day' });
    await expect(bastille.getByRole('checkbox')).toBeChecked();
    await expect(bastille.getByRole('checkbox')).toBeEnabled();
    // New Year's Day is a German holiday too: already there, not imported twice.
    await expect(page.getByRole('listitem').filter({ hasText: "New Year's Day" })).toContainText('Already added');
    await page.getByRole('button', { name: /^Import \d+ holidays?$/ }).click();
    await succeeded(page, 'You’ve successfully performed this action.');
    await expect(page).toHaveURL(new RegExp(`/settings/leave/holidays\\?year=${year}`));
    await page.getByLabel('Search holidays').fill('Bastille');
    await expect(page.getByRole('row', { name: /Bastille Day .*Everyone/ })).toBeVisible();

    await page.goto(app(`/settings/leave/holidays/import?country_id=250&year=${year}`));
    await expect(page.getByRole('listitem').filter({ hasText: 'Bastille Day' })).toContainText('Already added');

    await page.goto(app(`/time/self?month=${year}-07`));
    await expect(page.getByText('Bastille Day')).toBeVisible();
  });

  test('adds a holiday, refusing a last day outside its calendar year with what was typed kept, and edits it', async ({ page, app }) => {
    const stamp = Date.now().toString(36);
    const year = new Date().getFullYear();
    await page.goto(app('/settings/leave/holidays'));
    await page.getByRole('button', { name: 'Add holiday' }).click();
    const add = page.getByRole('dialog', { name: 'Add holiday' });
    await add.getByLabel('Name').fill(`Company retreat ${stamp}`);
    await add.getByLabel('Date', { exact: true }).fill(`${year}-12-30`);
    await add.getByLabel(/^Last day/).fill(`${year + 1}-01-02`);
    await add.getByLabel(/^Description/).fill('The whole company away');
    await add.getByRole('button', { name: 'Save' }).click();
    // The upstream's rule and its field error; nothing typed is lost.
    await expect(add.getByText(`The end date must be in the holiday’s calendar year (${year}).`)).toBeVisible();
    await expect(add.getByLabel('Name')).toHaveValue(`Company retreat ${stamp}`);
    await expect(add.getByLabel('Date', { exact: true })).toHaveValue(`${year}-12-30`);
    await expect(add.getByLabel(/^Description/)).toHaveValue('The whole company away');
    await add.getByLabel(/^Last day/).fill(`${year}-12-31`);
    await add.getByRole('button', { name: 'Save' }).click();
    await succeeded(page, 'You’ve successfully performed this action.');
    await page.goto(app(`/settings/leave/holidays?search=${stamp}`));
    await expect(page.getByRole('row', { name: new RegExp(`Company retreat ${stamp} .*Everyone`) })).toBeVisible();

    await page.getByRole('button', { name: `Edit Company retreat ${stamp}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit holiday' });
    await expect(edit.getByLabel('Date', { exact: true })).toHaveValue(`${year}-12-30`);
    await expect(edit.getByLabel(/^Last day/)).toHaveValue(`${year}-12-31`);
    await edit.getByLabel('Name').fill(`Winter retreat ${stamp}`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await succeeded(page, 'We’ve saved your edit successfully.');
    await expect(page.getByRole('row', { name: new RegExp(`Winter retreat ${stamp}`) })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: `Company retreat ${stamp}` })).toHaveCount(0);
  });

  test('gives a holiday to chosen people: assigns two, removes one', async ({ page, app }) => {
    const stamp = Date.now().toString(36);
    await holidayOfEmma(`Team day ${stamp}`, '11-30');

    await page.goto(app(`/settings/leave/holidays?search=${stamp}`));
    await page.getByRole('link', { name: `People of Team day ${stamp}` }).click();
    await expect(page.getByRole('heading', { name: `Team day ${stamp}`, level: 1 })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: /Emma Novak/ })).toBeVisible();
    await assignTwoRemoveOne(page, `Team day ${stamp}`);
    // The way back returns to the list as it was left: searched for this holiday.
    await page.getByRole('main').getByRole('link', { name: 'Holidays', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/settings/leave/holidays\\?search=${stamp}$`));
    await expect(page.getByRole('row', { name: new RegExp(`Team day ${stamp} .*2 people`) })).toBeVisible();
  });

  test('gives a holiday to everyone a search matches in one action', async ({ page, app }) => {
    const stamp = Date.now().toString(36);
    const api = await upstreamAdmin();
    // Two years on: no leave of the other tests falls on it.
    const emma = (await api.get(`${P}/holidays/assignable-data?search=Emma`)).body.data[0];
    const stored = await api.post(`${P}/holidays/store`, { name: `Builders’ day ${stamp}`, start_date: `${new Date().getFullYear() + 2}-06-15`, for_everyone: false, users: [emma.id] });
    expect(stored.status).toBe(201);
    const id = (stored.body as { id: number }).id;
    // Whom the upstream's own search finds (Emma, a software engineer, has the day already).
    const engineers = (await api.get(`${P}/holidays/${id}/assignable-data?search=engineer&per_page=100`)).body as { data: { name: string }[]; meta: { total: number } };
    expect(engineers.meta.total).toBeGreaterThan(1);

    await page.goto(app(`/settings/leave/holidays/${id}/assigned-people`));
    const open = page.getByRole('button', { name: 'Assign people' });
    await hydrated(open);
    await open.click();
    const dialog = page.getByRole('dialog', { name: `Assign people to Builders’ day ${stamp}` });
    await dialog.getByLabel('Search people').fill('engineer');
    await dialog.getByRole('button', { name: `Choose all ${engineers.meta.total} matching` }).click();
    await expect(dialog.getByText(`(${engineers.meta.total} chosen)`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await succeeded(page, 'You’ve successfully performed this action.');
    const people = (await api.get(`${P}/holidays/${id}/assigned-users/index?per_page=100`)).body as { data: { name: string }[] };
    expect(people.data.map((person) => person.name).sort()).toEqual([...engineers.data.map((person) => person.name), 'Emma Novak'].sort());
    await expect(page.getByRole('rowheader', { name: new RegExp(engineers.data[0]!.name) })).toBeVisible();
  });

  test('a holiday’s Edit, opened again after its people changed elsewhere, shows them as they are now and keeps them on Save', async ({ page, app }) => {
    const stamp = Date.now().toString(36);
    const api = await upstreamAdmin();
    const id = await holidayOfEmma(`Kept day ${stamp}`, '12-01');

    await page.goto(app(`/settings/leave/holidays?search=${stamp}`));
    const edit = page.getByRole('button', { name: `Edit Kept day ${stamp}` });
    await hydrated(edit);
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit holiday' });
    await expect(dialog.getByText('(1 chosen)')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // Meanwhile Aisha Khan gets it too (on its people page, another tab, another administrator).
    const aisha = (await api.get(`${P}/holidays/${id}/assignable-data?search=Aisha`)).body.data[0];
    expect((await api.post(`${P}/holidays/assign-users`, { holiday_id: id, users: [aisha.id] })).status).toBe(200);

    await edit.click();
    await expect(dialog.getByText('(2 chosen)')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await succeeded(page, 'We’ve saved your edit successfully.');
    const people = (await api.get(`${P}/holidays/${id}/assigned-users/index`)).body as { data: { name: string }[] };
    expect(people.data.map((person) => person.name).sort()).toEqual(['Aisha Khan', 'Emma Novak']);
  });

  test('saves the leave setup', async ({ page, app }) => {
    // The leave year from January, half days allowed, as seeded: a retry finds the failed try's choices otherwise.
    const api = await upstreamAdmin();
    const current = leaveSetupResponseSchema.parse((await api.get(`${P}/leave-setup/index`)).body).data;
    expect((await api.post(`${P}/leave-setup/update`, { ...current, leave_year_start_month: 1, allow_half_day: true })).status).toBe(200);
    await page.goto(app('/settings'));
    await page.getByRole('navigation', { name: 'Leave' }).getByRole('link', { name: 'Leave setup' }).click();
    const form = page.getByRole('form', { name: 'Leave setup' });
    await expect(form.getByLabel('Leave year starts in')).toHaveValue('1');
    await form.getByLabel('Leave year starts in').selectOption({ label: 'April' });
    await form.getByLabel('At most, days').fill('400');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Please use 0 to 365 days')).toBeVisible();
    await form.getByLabel('At most, days').fill('8');
    await form.getByRole('checkbox', { name: /Allow half days/ }).uncheck();
    await form.getByRole('button', { name: 'Save' }).click();
    await succeeded(page, 'We’ve saved your edit successfully.');
    await page.reload();
    await expect(form.getByLabel('Leave year starts in')).toHaveValue('4');
    await expect(form.getByLabel('At most, days')).toHaveValue('8');
    await expect(form.getByRole('checkbox', { name: /Allow half days/ })).not.toBeChecked();
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

// Tenant-wide: a leave type that applications use cannot be deleted, so every leave application is
// deleted first, then every type; it runs in the `tenant` project, after every other spec.
test.describe('a tenant without leave types or policies, as the administrator', { tag: '@tenant' }, () => {
  test.use({ storageState: storageStateOf('admin') });
  test.slow();

  test('the welcome wizard guides through creating them, and can be closed for good', async ({ page, app }) => {
    const stamp = Date.now().toString(36);
    const api = await upstreamAdmin();
    const clear = async (list: string, remove: string) => {
      for (const item of (await api.get(`${P}/${list}/list`)).body.data as { id: number }[]) {
        expect((await api.request('DELETE', `${P}/${remove}/delete/${item.id}?action=detach`)).status).toBe(200);
      }
    };
    await clear('leave-policies', 'leave-policies');
    for (;;) {
      const { data } = reviewerLeavesSchema.parse((await api.get('/leave/reviewer-leaves/index?per_page=100')).body);
      if (data.length === 0) break;
      for (const leave of data) expect((await api.request('DELETE', `/leave/reviewer-leaves/leave/delete/${leave.id}`)).status).toBe(200);
    }
    await clear('leave-types', 'leave-types');
    // Not closed for good: a failed try may have closed it.
    expect((await api.post('/settings/general/application/welcome-wizard/update', { settings_welcome_wizard: true })).status).toBe(200);

    await page.goto(app('/settings/leave/holidays'));
    const wizard = page.getByRole('region', { name: 'Set up leave' });
    const steps = wizard.getByRole('list', { name: 'Leave setup steps' });
    await expect(steps.getByRole('listitem').filter({ hasText: 'Add leave types' })).toContainText('(to do)');
    await expect(steps.getByRole('listitem').filter({ hasText: 'Add holidays' })).toContainText('(done)');
    await wizard.getByRole('link', { name: 'Start' }).click();
    await expect(page.getByRole('heading', { name: 'Leave types', level: 1 })).toBeVisible();
    await expect(page.getByText('No leave types yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add leave type' }).first().click();
    const type = page.getByRole('dialog', { name: 'Add leave type' });
    await type.getByLabel('Name').fill(`Annual ${stamp}`);
    await type.getByLabel('Days a year').fill('25');
    await type.getByRole('button', { name: 'Save' }).click();
    await succeeded(page, 'You’ve successfully performed this action.');
    await expect(steps.getByRole('listitem').filter({ hasText: 'Add leave types' })).toContainText('(done)');

    await wizard.getByRole('link', { name: 'Start' }).click();
    await expect(page.getByRole('heading', { name: 'Leave policies', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add leave policy' }).first().click();
    const policy = page.getByRole('dialog', { name: 'Add leave policy' });
    await policy.getByLabel('Name').fill(`Standard ${stamp}`);
    await policy.getByRole('checkbox', { name: `Annual ${stamp}` }).check();
    await policy.getByRole('button', { name: 'Save' }).click();
    await succeeded(page, 'You’ve successfully performed this action.');
    // Every step done: the wizard is gone.
    await expect(page.getByRole('row', { name: new RegExp(`Standard ${stamp}`) })).toBeVisible();
    await expect(wizard).toHaveCount(0);

    // A step missing again brings it back, until it is closed for good.
    await clear('leave-policies', 'leave-policies');
    await page.reload();
    await expect(steps.getByRole('listitem').filter({ hasText: 'Bundle them in a leave policy' })).toContainText('(to do)');
    await wizard.getByRole('button', { name: 'Don’t show again' }).click();
    await expect(wizard).toHaveCount(0);
    await page.goto(app('/settings/leave/leave-types'));
    await expect(page.getByRole('row', { name: new RegExp(`Annual ${stamp} 25 days`) })).toBeVisible();
    await expect(wizard).toHaveCount(0);
  });
});
