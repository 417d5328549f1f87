import { USERS } from './env';
import { SELECT_LIST_PAGE_SIZE } from '../lib/constants';
import { employmentInfoSectionSchema } from '../lib/people/schemas';
import type { PagedList, Person } from '../lib/shared/schemas';
import { assignTwoRemoveOne, deleteFromKeyboard, expect, expectNoSeriousAxeViolations, hydrated, personId, quickEntered, shownDialog, storageStateOf, succeeded, test, upstreamAs } from './fixtures';

/**
 * The people settings lists on the screen kit: departments (add, edit, search,
 * page, delete), a designation in use (asked twice), a group's people, the
 * archive, and the 403 screen for an employee on each route.
 */

const PEOPLE_SETTINGS = [
  '/settings/people/departments',
  '/settings/people/designations',
  '/settings/people/employment-types',
  '/settings/people/document-types',
  '/settings/people/groups',
  '/settings/people/groups/1/assigned-people',
  '/settings/people/archive',
];

test.describe('as the administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  // At a large company seven rows read "Maximilian Alexander…", cut where two long names still agree.
  test('two long names that begin alike are each shown whole in the Assign people list', async ({ page, app }) => {
    const api = await upstreamAs(USERS.admin.email);
    const stamp = Date.now().toString(36);
    const first = 'Maximilian Alexander Konstantin Friedrich';
    for (const last of [`Wolfeschlegelsteinhausen ${stamp} Berg`, `Wolfeschlegelsteinhausen ${stamp} Dorff`]) {
      const id = await quickEntered(api, { first_name: first, last_name: last, email: `${last.replace(/\W/g, '').toLowerCase()}@example.test` });
      // Set up for them: active at once, as "Finish profile setup" does.
      expect((await api.post(`/employee/employee/profile/${id}/finish-profile-setup`)).status).toBe(200);
    }
    const group = await api.post('/settings/employee/employee/groups/store', { name: `Long names ${stamp}` });
    expect(group.status).toBe(201);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(app(`/settings/people/groups/${(group.body as { id: number }).id}/assigned-people`));
    await hydrated(page.getByRole('button', { name: 'Assign people' }));
    await page.getByRole('button', { name: 'Assign people' }).click();
    const dialog = page.getByRole('dialog', { name: `Assign people to Long names ${stamp}` });
    await dialog.getByRole('searchbox', { name: 'Search people' }).fill(stamp);
    const rows = dialog.getByRole('list', { name: 'People to choose from' }).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    for (const [index, end] of ['Berg', 'Dorff'].entries()) {
      const text = rows.nth(index).locator('label > span').last();
      await expect(text).toContainText(`${first} Wolfeschlegelsteinhausen ${stamp} ${end}`);
      // Whole: nothing of it cut off at the row's edge.
      expect(await text.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
  });

  test('adds, edits, searches, pages and deletes a department', async ({ page, app }) => {
    // Enough departments for a second page (10 rows a page), made through the API: the paging is under test here, not adding.
    const api = await upstreamAs(USERS.admin.email);
    const stamp = Date.now().toString(36);
    for (const n of [1, 2, 3, 4]) expect((await api.post('/settings/employee/employee/departments/store', { name: `Zeta unit ${stamp}-${n}` })).status).toBe(201);

    await page.goto(app('/settings'));
    await page.getByRole('link', { name: 'Departments' }).click();
    await expect(page.getByRole('heading', { name: 'Departments', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Add department' }).click();
    const add = page.getByRole('dialog', { name: 'Add department' });
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText('This is a required field')).toBeVisible();
    await add.getByLabel('Name').fill('engineering');
    await add.getByLabel('Description').fill('A second engineering');
    await add.getByRole('button', { name: 'Save' }).click();
    // The upstream refuses a duplicate name; what was typed stays.
    await expect(add.getByText('The name has already been taken.')).toBeVisible();
    await expect(add.getByLabel('Description')).toHaveValue('A second engineering');
    await add.getByLabel('Name').fill(`Aardvark ${stamp}`);
    await add.getByRole('button', { name: 'Save' }).click();
    await succeeded(page, 'You’ve successfully performed this action.');
    await expect(page.getByRole('rowheader', { name: `Aardvark ${stamp}` })).toBeVisible();

    await page.getByRole('button', { name: `Edit Aardvark ${stamp}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit department' });
    await expect(edit.getByLabel('Name')).toHaveValue(`Aardvark ${stamp}`);
    await edit.getByLabel('Name').fill(`Anteater ${stamp}`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await succeeded(page, 'We’ve saved your edit successfully.');
    await expect(page.getByRole('rowheader', { name: `Anteater ${stamp}` })).toBeVisible();

    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages).toContainText(/1–10 of \d+ departments/);
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('rowheader', { name: `Zeta unit ${stamp}-4` })).toBeVisible();

    // A page past the end (an old link) says so and leads to the last page, not "No departments yet".
    await page.goto(app('/settings/people/departments?page=99'));
    await expect(page.getByText('There is no page 99')).toBeVisible();
    // (The import spec may have made departments too: the count is the upstream's.)
    await expect(page.getByText(/^The list has \d+ departments on \d+ pages\.$/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to the last page' }).click();
    await expect(page).toHaveURL(/page=[2-9]/);
    // Sorted by name, the Zeta units come last.
    await expect(page.getByRole('rowheader', { name: `Zeta unit ${stamp}-4` })).toBeVisible();

    await page.getByLabel('Search departments').fill('anteat');
    await expect(page).toHaveURL(/search=anteat/);
    await expect(page.getByRole('rowheader')).toHaveCount(1);
    await expect(page.getByRole('rowheader', { name: `Anteater ${stamp}` })).toBeVisible();

    await page.getByRole('button', { name: `Delete Anteater ${stamp}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmation Required' });
    await expect(confirm).toContainText('You are about to permanently delete this item. Should we proceed?');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await succeeded(page, 'We’ve permanently deleted this item.');
    await expect(page.getByText(`No departments match “anteat”`)).toBeVisible();
  });

  test('a designation added in Settings is offered in a profile’s dialog at once, without a reload', async ({ page, app }) => {
    const name = `Zeta analyst ${Date.now().toString(36)}`;
    await page.goto(app('/people/profile/view/emma.novak'));
    // Opened once, so this tab has read the lists before the designation exists.
    await page.getByRole('button', { name: 'Edit employment info' }).click();
    let dialog = page.getByRole('dialog', { name: 'Edit employment info' });
    await expect(dialog.getByLabel('Designation').locator('option')).not.toHaveCount(1);
    await expect(dialog.getByLabel('Designation').locator('option', { hasText: name })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Added in Settings and back, in the app (no reload: what the tab read stays).
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByRole('link', { name: 'Designations' }).click();
    await page.getByRole('button', { name: 'Add designation' }).click();
    const add = page.getByRole('dialog', { name: 'Add designation' });
    await add.getByLabel('Name').fill(name);
    await add.getByRole('button', { name: 'Save' }).click();
    await succeeded(page, 'You’ve successfully performed this action.');
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Emma Novak' }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Edit employment info' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit employment info' });
    await expect(dialog.getByLabel('Designation').locator('option', { hasText: name })).toHaveCount(1);
  });

  test('a profile dialog whose list cannot be read closes and says so; opened again, it reads the list again', async ({ page, app }) => {
    await page.goto(app('/people/profile/view/emma.novak'));
    const edit = page.getByRole('button', { name: 'Edit employment info' });
    await hydrated(edit);
    await page.route('**/api/upstream/settings/employee/employee/designations/list**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Server Error' }) }),
    );
    await edit.click();
    await shownDialog(page, 'Unsuccessful', 'We could not perform this action as server Error');
    await expect(page.getByRole('dialog', { name: 'Edit employment info' })).toHaveCount(0);
    await page.getByRole('alertdialog', { name: 'Unsuccessful' }).getByRole('button', { name: 'Close' }).click();

    await page.unrouteAll();
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit employment info' });
    await expect(dialog.getByLabel('Designation').locator('option')).not.toHaveCount(1);
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
  });

  test('a row’s Edit dialog, opened and closed from the keyboard, hands the focus back to its Edit button', async ({ page, app }) => {
    await page.goto(app('/settings/people/departments?search=Engineering'));
    const edit = page.getByRole('button', { name: 'Edit Engineering' });
    await hydrated(edit);
    await edit.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit department' });
    await expect(dialog.getByLabel('Name')).toHaveValue('Engineering');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();
  });

  test('a department deleted from the keyboard hands the focus to the next row’s Delete, the last one to the row before', async ({ page, app }) => {
    const api = await upstreamAs(USERS.admin.email);
    const stamp = Date.now().toString(36);
    for (const n of [1, 2, 3]) expect((await api.post('/settings/employee/employee/departments/store', { name: `Keys ${stamp}-${n}` })).status).toBe(201);
    await page.goto(app(`/settings/people/departments?search=Keys ${stamp}`));
    await expect(page.getByRole('rowheader')).toHaveCount(3);
    const deleteRow = async (n: number) => {
      await deleteFromKeyboard(page, page.getByRole('button', { name: `Delete Keys ${stamp}-${n}` }));
      await expect(page.getByRole('rowheader', { name: `Keys ${stamp}-${n}` })).toHaveCount(0);
    };
    await deleteRow(2);
    await expect(page.getByRole('button', { name: `Delete Keys ${stamp}-3` })).toBeFocused();
    await deleteRow(3);
    await expect(page.getByRole('button', { name: `Delete Keys ${stamp}-1` })).toBeFocused();
  });

  test('deleting the only row of the last page goes to the page before, the focus on its last row’s Delete', async ({ page, app }) => {
    const api = await upstreamAs(USERS.admin.email);
    const stamp = Date.now().toString(36);
    const letters = 'abcdefghijk'.split('');
    for (const letter of letters) expect((await api.post('/settings/employee/employee/departments/store', { name: `Paged ${stamp} ${letter}` })).status).toBe(201);
    await page.goto(app(`/settings/people/departments?search=Paged ${stamp}&page=2`));
    await expect(page.getByRole('rowheader')).toHaveCount(1);
    await deleteFromKeyboard(page, page.getByRole('button', { name: `Delete Paged ${stamp} k` }));
    // The first page's address has no page number.
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByRole('rowheader')).toHaveCount(10);
    await expect(page.getByText(/There is no page/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Delete Paged ${stamp} j` })).toBeFocused();
  });

  // The widest pager a phone shows: Previous, five page numbers (a list of five pages shows them all) and Next.
  test('on a phone, a settings list of five pages keeps Previous, every page and Next within the page’s margins', async ({ page, app }) => {
    const api = await upstreamAs(USERS.admin.email);
    const stamp = Date.now().toString(36);
    const made: number[] = [];
    try {
      for (let n = 1; n <= 45; n += 1) {
        const created = await api.post('/settings/employee/employee/designations/store', { name: `Pager ${stamp} ${String(n).padStart(2, '0')}` });
        expect(created.status).toBe(201);
        made.push((created.body as { id: number }).id);
      }
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto(app(`/settings/people/designations?search=${encodeURIComponent(`Pager ${stamp}`)}&page=3`));
      const pages = page.getByRole('navigation', { name: 'Pages' });
      await expect(pages).toContainText('21–30 of 45 designations');
      await expect(pages.getByRole('link', { name: 'Page 3', exact: true })).toHaveAttribute('aria-current', 'page');
      await pages.scrollIntoViewIfNeeded();
      // Within the pager's own box (the page's margins), not only the screen.
      const area = (await pages.boundingBox())!;
      const links = ['Previous', ...[1, 2, 3, 4, 5].map((number) => `Page ${number}`), 'Next'].map((name) => pages.getByRole('link', { name, exact: true }));
      for (const link of links) {
        await expect(link).toBeVisible();
        const box = (await link.boundingBox())!;
        expect(box.x, `${await link.textContent()} starts within the pager`).toBeGreaterThanOrEqual(area.x);
        expect(box.x + box.width, `${await link.textContent()} ends within the pager`).toBeLessThanOrEqual(area.x + area.width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await pages.getByRole('link', { name: 'Page 5', exact: true }).click();
      await expect(page.getByRole('rowheader', { name: `Pager ${stamp} 45` })).toBeVisible();
      await expect(pages.getByRole('link', { name: 'Page 5', exact: true })).toHaveAttribute('aria-current', 'page');
    } finally {
      for (const id of made) await api.request('DELETE', `/settings/employee/employee/designations/delete/${id}`);
    }
  });

  test('deleting a designation in use asks again, then removes it', async ({ page, app }) => {
    // A designation of this try's own, held by Rita Quinn (a seeded one deleted by a failed try would be gone on the retry).
    const api = await upstreamAs(USERS.admin.email);
    const name = `Auditor ${Date.now().toString(36)}`;
    const created = await api.post('/settings/employee/employee/designations/store', { name });
    expect(created.status).toBe(201);
    const rita = await personId(api, 'Rita Quinn');
    const info = employmentInfoSectionSchema.parse((await api.get(`/employee/employee/profile/${rita}/employment/employment-info`)).body).data;
    const text = (value: string | number | null) => (value === null ? '' : String(value));
    const saved = await api.post(`/employee/employee/profile/${rita}/employment/employment-info`, {
      department_id: text(info.department_id),
      designation_id: String(created.body.id),
      employment_type_id: text(info.employment_type_id),
      joining_date: text(info.joining_date),
      probation_end_date: text(info.probation_end_date),
      employee_number: text(info.employee_number),
      work_location: text(info.work_location),
    });
    expect(saved.status).toBe(200);

    await page.goto(app(`/settings/people/designations?search=${encodeURIComponent(name)}`));
    await expect(page.getByRole('rowheader', { name })).toBeVisible();
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('alertdialog', { name: 'Confirmation Required' }).getByRole('button', { name: 'Yes' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Warning' });
    await expect(warning).toContainText(`1 person holds “${name}”. Deleting it leaves them without a designation.`);
    await warning.getByRole('button', { name: 'Delete anyway' }).click();
    await succeeded(page, 'We’ve permanently deleted this item.');
    await expect(page.getByRole('rowheader', { name })).toHaveCount(0);
  });

  test('document types count the documents filed under them on the profiles', async ({ page, app }) => {
    await page.goto(app('/settings/people/document-types'));
    const contracts = page.getByRole('row', { name: /^Employment contract/ });
    // Emma Novak's profile (and others of the seed) keep an employment contract.
    await expect(contracts.getByRole('cell').nth(1)).toHaveText(/^[1-9]\d*$/);
  });

  test("assigns two people to a group and removes one", async ({ page, app }) => {
    const api = await upstreamAs(USERS.admin.email);
    const stamp = Date.now().toString(36);
    expect((await api.post('/settings/employee/employee/groups/store', { name: `Choir ${stamp}` })).status).toBe(201);

    await page.goto(app(`/settings/people/groups?search=${stamp}`));
    await page.getByRole('link', { name: `People of Choir ${stamp}` }).click();
    await expect(page.getByRole('heading', { name: `Choir ${stamp}`, level: 1 })).toBeVisible();
    await expect(page.getByText('No one is in this group yet')).toBeVisible();

    await assignTwoRemoveOne(page, `Choir ${stamp}`, {
      empty: async (dialog) => {
        await dialog.getByRole('button', { name: 'Assign' }).click();
        await expect(dialog.getByText('This is a required field')).toBeVisible();
        // Where the focus goes, and what it hears there (it stayed on Assign, told nothing).
        await expect(dialog.getByLabel('Search people')).toBeFocused();
        await expect(dialog.getByLabel('Search people')).toHaveAccessibleDescription('This is a required field');
      },
      chosen: (dialog) => expect(dialog.getByRole('list', { name: 'Chosen people' }).getByRole('listitem')).toHaveCount(2),
    });
  });

  // At a large company giving a group to everyone matching a search was a click per person, 20 to a page.
  test('assigns everyone a search matches in one action, then everyone left, with many chosen summed up and Assign in view', async ({ page, app }) => {
    const api = await upstreamAs(USERS.admin.email);
    const stamp = Date.now().toString(36);
    const created = await api.post('/settings/employee/employee/groups/store', { name: `Everyone ${stamp}` });
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    const G = `/settings/employee/employee/groups/${id}`;
    const idsOf = (list: PagedList<Person>) => list.data.map((person) => person.id).sort((a, b) => a - b);
    // What the upstream itself says the search matches, read in one page of up to 100.
    const engineers = (await api.get(`${G}/assignable-data?search=engineer&per_page=100`)).body as PagedList<Person>;
    expect(engineers.meta.total).toBeGreaterThan(1);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(app(`/settings/people/groups/${id}/assigned-people`));
    const open = page.getByRole('button', { name: 'Assign people' });
    await hydrated(open);
    await open.click();
    const dialog = page.getByRole('dialog', { name: `Assign people to Everyone ${stamp}` });
    await dialog.getByRole('searchbox', { name: 'Search people' }).fill('engineer');
    await dialog.getByRole('button', { name: `Choose all ${engineers.meta.total} matching` }).click();
    await expect(dialog.getByText(`(${engineers.meta.total} chosen)`)).toBeVisible();
    await expect(dialog.getByRole('status').filter({ hasText: `${engineers.meta.total} people added: ${engineers.meta.total} chosen` })).toBeAttached();
    await expect(dialog.getByRole('list', { name: 'People to choose from' })).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('button', { name: 'Assign', exact: true })).toBeInViewport({ ratio: 1 });
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await succeeded(page, 'You’ve successfully performed this action.');
    const members = async () => (await api.get(`${G}/assigned-users/index?per_page=100`)).body as PagedList<Person>;
    expect(idsOf(await members())).toEqual(idsOf(engineers));

    // Everyone left, on a phone: far more than the list's first page, summed up, with the list and Assign in view.
    await page.setViewportSize({ width: 360, height: 740 });
    await open.click();
    const everyone = dialog.getByRole('button', { name: /^Choose everyone \(\d+\)$/ });
    const rest = Number((await everyone.textContent())!.replace(/\D/g, ''));
    expect(rest).toBeGreaterThan(SELECT_LIST_PAGE_SIZE);
    await everyone.click();
    await expect(dialog.getByText(`(${rest} chosen)`)).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Chosen people' }).getByRole('listitem')).toHaveCount(3);
    await expect(dialog.getByRole('button', { name: `and ${rest - 3} more` })).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog.getByRole('list', { name: 'People to choose from' })).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('button', { name: 'Assign', exact: true })).toBeInViewport({ ratio: 1 });
    await dialog.getByRole('button', { name: `and ${rest - 3} more` }).click();
    await expect(dialog.getByRole('list', { name: 'Chosen people' }).getByRole('listitem')).toHaveCount(rest);
    await expectNoSeriousAxeViolations(page, { include: ['[role=dialog]'] });
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await succeeded(page, 'You’ve successfully performed this action.');
    expect((await members()).meta.total).toBe(engineers.meta.total + rest);
    // No one is left to assign: everyone is in.
    expect(((await api.get(`${G}/assignable-data`)).body as PagedList<Person>).meta.total).toBe(0);
  });

  test('the archive lists the seeded archived people', async ({ page, app }) => {
    await page.goto(app('/settings'));
    await page.getByRole('link', { name: 'Archive' }).click();
    await expect(page.getByRole('heading', { name: 'Archive', level: 1 })).toBeVisible();
    for (const name of ['Tomasz Nowicki', 'Henry Lawson', 'Ingrid Johansson', 'Julia Weber']) {
      await expect(page.getByRole('rowheader', { name: new RegExp(name) })).toBeVisible();
    }
    await page.getByLabel('Search archived people').fill('Lawson');
    await expect(page.getByRole('rowheader')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Attendance of Henry Lawson' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Restore Henry Lawson' })).toBeVisible();
    // His attendance opens on the month of his last day at work (not this month, long after he left), lit as
    // someone else's attendance, not as My attendance.
    const discharged = (await page.getByRole('row').filter({ hasText: 'Henry Lawson' }).getByText(/^\d{4}-\d{2}-\d{2}$/).first().textContent())!;
    const lastDay = new Date(Date.parse(`${discharged}T00:00:00Z`) - 86_400_000).toISOString();
    await page.getByRole('link', { name: 'Attendance of Henry Lawson' }).click();
    await expect(page).toHaveURL(new RegExp(`/time/\\d+\\?month=${lastDay.slice(0, 7)}$`));
    // Days he worked that month, each a link to its details.
    await expect(page.getByRole('link', { name: new RegExp(`^${lastDay.slice(0, 7)}-\\d{2}: `) }).first()).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Individual view', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'My attendance', exact: true })).not.toHaveAttribute('aria-current', 'page');
    await page.goBack();
    // The name opens the profile.
    await page.getByRole('link', { name: /^Henry Lawson/ }).click();
    await expect(page.getByRole('heading', { name: 'Henry Lawson', level: 1 })).toBeVisible();
  });

  test('on a phone, each archived person keeps name, discharge date and actions in view', async ({ page, app }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(app('/settings/people/archive?search=Lawson'));
    const row = page.getByRole('row').filter({ hasText: 'Henry Lawson' });
    await expect(row.getByText(/^Discharged \d{4}-\d{2}-\d{2}$/)).toBeInViewport();
    // The date is not broken at its hyphens: one line of the small text.
    expect((await row.getByText(/^\d{4}-\d{2}-\d{2}$/).first().boundingBox())!.height).toBeLessThan(24);
    for (const action of [row.getByRole('link', { name: 'Attendance of Henry Lawson' }), row.getByRole('button', { name: 'Restore Henry Lawson' })]) {
      await expect(action).toBeInViewport({ ratio: 1 });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe('as an employee', () => {
  test.use({ storageState: storageStateOf('employee') });

  test('gets the 403 screen on every people settings route', async ({ page, app }) => {
    for (const path of PEOPLE_SETTINGS) {
      await page.goto(app(path));
      await expect(page.getByRole('heading', { name: 'Forbidden' }), path).toBeVisible();
    }
  });
});
