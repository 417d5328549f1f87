import { USERS } from './env';
import { CONTRACTOR_BEFORE_ROLE_STATE, deleteFromKeyboard, expect, hydrated, leaveQuestion, personId, signInByApi, storageStateOf, succeeded, test, upstreamAdmin } from './fixtures';

/**
 * Roles and permissions: a new role with view_employee only, given to the
 * contractor, reaches the contractor's layout and the gate at once (the gate's
 * snapshot never refuses without asking /authorization), and taking it away
 * refuses /people again;
 * the order of roles survives a reload; deleting a role people hold asks what
 * becomes of them.
 */

const ROUTE = '/settings/general-settings/role-permissions';
const RP = '/settings/general/role-permissions';

test.use({ storageState: storageStateOf('admin') });

/** The contractor back in the seeded Contractor role, whatever a test did. */
async function restoreContractor() {
  const api = await upstreamAdmin();
  const { roles } = (await api.get(`${RP}/roles-with-permissions`)).body as { roles: { id: number; name: string }[] };
  const contractorRole = roles.find((role) => role.name === 'Contractor')!;
  const found = (await api.get(`${RP}/${contractorRole.id}/assignable-data?search=Colin`)).body as { data: { id: number; name: string }[] };
  const colin = found.data.find((person) => person.name === USERS.contractor.name);
  if (colin) await api.post(`${RP}/assign-users`, { role_id: contractorRole.id, users: [colin.id] });
}

test.afterEach(restoreContractor);
// One after the other: the tests add, reorder and delete roles, and the reorder test reads the end of the order.
test.describe.configure({ mode: 'default' });
test.beforeEach(() => test.setTimeout(90_000));

// It changes who may do what for a person other specs sign in as, so it runs with the
// tenant-wide tests at the end (@tenant), alone.
test('a permission given to a role reaches its person’s layout and the gate at once, and is refused again once taken away', { tag: '@tenant' }, async ({
  page,
  app,
  browser,
}) => {
  test.setTimeout(150_000);
  const name = `People viewers ${Date.now().toString(36)}`;

  // The contractor, in a second browser, signed in before anything changed. A page opened now leaves the
  // gate a fresh snapshot without view_employee, as a person who was working when the grant came has.
  const contractorContext = await browser.newContext({ storageState: CONTRACTOR_BEFORE_ROLE_STATE });
  const contractor = await contractorContext.newPage();
  await contractor.goto(app('/feed'));
  await expect(contractor.getByRole('link', { name: 'Employees' })).toHaveCount(0);

  await page.goto(app('/settings'));
  await page.getByRole('link', { name: 'Roles and permissions' }).click();
  await expect(page.getByRole('heading', { name: 'Roles and permissions', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add role' }).click();
  const add = page.getByRole('dialog', { name: 'Add role' });
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('This is a required field')).toBeVisible();
  await add.getByLabel('Name').fill(name);
  await add.getByRole('button', { name: 'Save' }).click();
  await succeeded(page, 'You’ve successfully performed this action.');

  await page.getByRole('list', { name: 'Roles' }).getByRole('link', { name: new RegExp(name) }).click();
  await expect(page.getByRole('heading', { name, level: 2, exact: true })).toBeVisible();
  const permissions = page.getByRole('form', { name: `Permissions of ${name}` });
  await permissions.getByLabel('Search permissions').fill('view employee');
  await expect(permissions.getByRole('checkbox', { name: 'Import employee' })).toHaveCount(0);
  await permissions.getByRole('checkbox', { name: 'View employee', exact: true }).check();
  await expect(permissions.getByText('1 of', { exact: false })).toBeVisible();
  await permissions.getByRole('button', { name: 'Save permissions' }).click();
  await succeeded(page, 'We’ve saved your edit successfully.');
  await expect(page.getByRole('list', { name: 'Roles' }).getByRole('link', { name: new RegExp(name) })).toContainText('1 permission');

  await page.getByRole('button', { name: 'Assign people' }).click();
  const assign = page.getByRole('dialog', { name: `Assign people to ${name}` });
  await assign.getByLabel('Search people').fill('Colin');
  await assign.getByRole('checkbox', { name: new RegExp(USERS.contractor.name) }).check();
  await assign.getByRole('button', { name: 'Assign' }).click();
  await succeeded(page);
  await expect(page.getByRole('rowheader', { name: new RegExp(USERS.contractor.name) })).toBeVisible();

  // Well within the minute of that snapshot: the gate does not refuse from it alone but asks
  // /authorization, so /people opens at once, not the 403 screen.
  await contractor.goto(app('/people'));
  await expect(contractor.getByRole('heading', { name: 'Employees', level: 1 })).toBeVisible();
  // The layout reads /authorization afresh: the menu offers Employees too.
  await contractor.goto(app('/feed'));
  await expect(contractor.getByRole('link', { name: 'Employees' }).first()).toBeVisible();

  await permissions.getByRole('checkbox', { name: 'View employee', exact: true }).uncheck();
  await permissions.getByRole('button', { name: 'Save permissions' }).click();
  await succeeded(page, 'We’ve saved your edit successfully.');

  // The page checks again from a fresh /authorization: refused at once, and the upstream refuses too.
  await contractor.goto(app('/people'));
  await expect(contractor.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
  await contractor.goto(app('/feed'));
  await expect(contractor.getByRole('link', { name: 'Employees' })).toHaveCount(0);
  await contractorContext.close();
});

// The shell is drawn once and kept while the person moves around the app: a role changed meanwhile reaches its menu on their next click.
test('a person whose role changed sees the new menu on their next click, without a reload', async ({ app, browser }) => {
  const api = await upstreamAdmin();
  const roles = (await api.get('/settings/general/roles/list')).body.data as { id: number; name: string }[];
  const roleId = (name: string) => roles.find((role) => role.name === name)!.id;
  const grace = await personId(api, 'Grace Whitfield');
  const setRole = async (name: string) => expect((await api.post(`/employee/employee/profile/${grace}/role-update`, { role_id: roleId(name) })).status).toBe(200);
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    await signInByApi(context, app, 'grace.whitfield@crewdesk.test');
    const page = await context.newPage();
    await page.goto(app('/time/self'));
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'My leave' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Bird view' })).toHaveCount(0);

    await setRole('Manager');
    await menu.getByRole('link', { name: 'My leave' }).click();
    await expect(page.getByRole('heading', { name: 'My leave', level: 1 })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Bird view' })).toBeVisible();

    await setRole('Employee');
    await menu.getByRole('link', { name: 'My attendance' }).click();
    await expect(page.getByRole('heading', { name: 'My attendance', level: 1 })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Bird view' })).toHaveCount(0);
  } finally {
    await setRole('Employee');
    await context.close();
  }
});

test('ticked permissions not saved are not lost to a click on another role: it asks first', async ({ page, app }) => {
  await page.goto(app(ROUTE));
  const roles = page.getByRole('list', { name: 'Roles' });
  await roles.getByRole('link', { name: /^Manager/ }).click();
  await expect(page.getByRole('heading', { name: 'Manager', level: 2, exact: true })).toBeVisible();
  const permissions = page.getByRole('form', { name: 'Permissions of Manager' });
  await hydrated(permissions);
  await permissions.getByLabel('Search permissions').fill('import employee');
  const ticked = permissions.getByRole('checkbox', { name: 'Import employee', exact: true });
  await expect(ticked).not.toBeChecked();
  await ticked.check();
  await expect(permissions.getByText('Unsaved changes')).toBeVisible();

  await roles.getByRole('link', { name: /^Employee/ }).click();
  await expect(leaveQuestion(page)).toBeVisible();
  await leaveQuestion(page).getByRole('button', { name: 'No' }).click();
  await expect(leaveQuestion(page)).toBeHidden();
  await expect(ticked).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Manager', level: 2, exact: true })).toBeVisible();

  await roles.getByRole('link', { name: /^Employee/ }).click();
  await leaveQuestion(page).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('heading', { name: 'Employee', level: 2, exact: true })).toBeVisible();
});

test('reorders roles by keyboard and by drag, and the order survives a reload', async ({ page, app }) => {
  const api = await upstreamAdmin();
  // A failed try's roles go first: its 'Order A' would sit where this try drags its own.
  const { roles } = (await api.get(`${RP}/roles-with-permissions`)).body as { roles: { id: number; name: string }[] };
  for (const role of roles.filter((item) => /^Order [AB] /.test(item.name))) {
    expect((await api.request('DELETE', `${RP}/roles/delete/${role.id}`)).status).toBe(200);
  }
  const stamp = Date.now().toString(36);
  for (const n of ['A', 'B']) expect((await api.post(`${RP}/role/store`, { name: `Order ${n} ${stamp}` })).status).toBe(201);

  await page.goto(app(ROUTE));
  const list = page.getByRole('list', { name: 'Roles' });
  const names = async () => (await list.getByRole('link').allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
  const before = await names();
  expect(before.slice(-2)).toEqual([`Order A ${stamp}`, `Order B ${stamp}`]);

  // Keyboard: B's handle, arrow up twice.
  const handleB = list.getByRole('button', { name: new RegExp(`^Reorder Order B ${stamp}`) });
  await handleB.focus();
  await page.keyboard.press('ArrowUp');
  await expect(list.getByRole('button', { name: new RegExp(`^Reorder Order B ${stamp}, position ${before.length - 1} of`) })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('status').filter({ hasText: `Order B ${stamp} moved to position ${before.length - 2}` })).toBeAttached();
  await expect.poll(names).toEqual([...before.slice(0, -3), `Order B ${stamp}`, before.at(-3)!, `Order A ${stamp}`]);

  // Drag: A's handle onto the first role.
  await list.getByRole('button', { name: new RegExp(`^Reorder Order A ${stamp}`) }).dragTo(list.getByRole('listitem').first());
  await expect.poll(names).toEqual([`Order A ${stamp}`, ...before.slice(0, -3), `Order B ${stamp}`, before.at(-3)!]);

  // The saved order is the upstream's: a reload shows it.
  await expect
    .poll(async () => ((await api.get(`${RP}/roles-with-permissions`)).body as { roles: { name: string }[] }).roles.map((role) => role.name)[0])
    .toBe(`Order A ${stamp}`);
  await page.reload();
  await expect.poll(names).toEqual([`Order A ${stamp}`, ...before.slice(0, -3), `Order B ${stamp}`, before.at(-3)!]);

  // Into last place with its down arrow, from the keyboard: that arrow turns disabled and the up arrow keeps the focus.
  await list.getByRole('button', { name: `Move Order B ${stamp} down` }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(names).toEqual([`Order A ${stamp}`, ...before.slice(0, -3), before.at(-3)!, `Order B ${stamp}`]);
  await expect(list.getByRole('button', { name: `Move Order B ${stamp} down` })).toBeDisabled();
  await expect(list.getByRole('button', { name: `Move Order B ${stamp} up` })).toBeFocused();
});

/** A new role of this name, held by the contractor (whom afterEach gives the Contractor role back). */
async function roleOfContractor(name: string): Promise<number> {
  const api = await upstreamAdmin();
  const roleId = ((await api.post(`${RP}/role/store`, { name })).body as { id: number }).id;
  const found = (await api.get(`${RP}/${roleId}/assignable-data?search=Colin`)).body as { data: { id: number; name: string }[] };
  await api.post(`${RP}/assign-users`, { role_id: roleId, users: [found.data.find((person) => person.name === USERS.contractor.name)!.id] });
  return roleId;
}

test('deleting a role people hold asks whether to move them or revoke it', async ({ page, app }) => {
  const stamp = Date.now().toString(36);
  const roleId = await roleOfContractor(`Leaving ${stamp}`);

  await page.goto(app(`${ROUTE}?role=${roleId}`));
  await page.getByRole('button', { name: `Delete Leaving ${stamp}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete Leaving ${stamp}` });
  await expect(dialog).toContainText('1 person holds this role. What should happen to them?');
  await dialog.getByLabel('Move them to', { exact: true }).selectOption('Contractor');
  await dialog.getByRole('button', { name: 'Delete role' }).click();
  await succeeded(page, 'We’ve permanently deleted this item.');
  await expect(page.getByRole('list', { name: 'Roles' }).getByRole('link', { name: new RegExp(`Leaving ${stamp}`) })).toHaveCount(0);

  await page.getByRole('list', { name: 'Roles' }).getByRole('link', { name: /^Contractor/ }).click();
  await expect(page.getByRole('rowheader', { name: new RegExp(USERS.contractor.name) })).toBeVisible();
});

// A new role was not shown (the administrator's stayed in view, and the new one had to be found to be given
// permissions). The role in view deleted, the page shows the first role: the focus fell to <body>, or stayed on
// the Delete button React kept for the first role's card, which then read "Delete <that role>", one Enter from deleting it.
test('a new role is shown once added; deleted from the keyboard, the focus goes to the heading of the role shown in its place', async ({ page, app }) => {
  const stamp = Date.now().toString(36);
  const api = await upstreamAdmin();
  // The role shown after the delete, first in the order, with a Delete of its own.
  const lead = ((await api.post(`${RP}/role/store`, { name: `Lead ${stamp}` })).body as { id: number }).id;
  const { roles } = (await api.get(`${RP}/roles-with-permissions`)).body as { roles: { id: number }[] };
  expect((await api.post(`${RP}/roles/reorder-position`, { roles: [lead, ...roles.map((role) => role.id).filter((id) => id !== lead)] })).status).toBe(200);
  try {
    const name = `Brief ${stamp}`;
    await page.goto(app(ROUTE));
    await hydrated(page.getByRole('button', { name: 'Add role' }));
    await page.getByRole('button', { name: 'Add role' }).click();
    const add = page.getByRole('dialog', { name: 'Add role' });
    await add.getByLabel('Name').fill(name);
    await add.getByRole('button', { name: 'Save' }).click();
    await succeeded(page, 'You’ve successfully performed this action.');
    await expect(page).toHaveURL(/role=\d+/);
    await expect(page.getByRole('heading', { name, level: 2, exact: true })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Successful' })).toBeHidden();

    await deleteFromKeyboard(page, page.getByRole('button', { name: `Delete ${name}` }));
    await expect(page).not.toHaveURL(/role=\d+/);
    await expect(page.getByRole('heading', { name: `Lead ${stamp}`, level: 2, exact: true })).toBeFocused();
    await expect(page.getByRole('list', { name: 'Roles' }).getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
  } finally {
    await api.request('DELETE', `${RP}/roles/delete/${lead}`);
  }
});

test('revoking a role from someone says the change was saved, not that something was deleted', async ({ page, app }) => {
  const stamp = Date.now().toString(36);
  const roleId = await roleOfContractor(`Revoked ${stamp}`);

  await page.goto(app(`${ROUTE}?role=${roleId}`));
  const revoke = page.getByRole('button', { name: `Revoke Revoked ${stamp} from ${USERS.contractor.name}` });
  await hydrated(revoke);
  await revoke.click();
  await page.getByRole('alertdialog', { name: 'Confirmation Required' }).getByRole('button', { name: 'Yes' }).click();
  await succeeded(page, 'We’ve saved your edit successfully.');
  await expect(revoke).toHaveCount(0);
});
