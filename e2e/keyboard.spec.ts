import type { Locator, Page } from '@playwright/test';
import { USERS } from './env';
import { attempt, discardQuestion, expect, hydrated, storageStateOf, test, upstreamAs } from './fixtures';

/**
 * The people searches from the keyboard alone (the desktop keyboard audit): Escape in a
 * search inside a dialog closes its suggestions, not the dialog; Tab from an open suggestion
 * list goes on to the next control; Enter in the people picker's search never submits the
 * Assign form; removing a chosen person hands the focus on. Each test makes what it changes
 * (a goal is never saved, people are assigned only to a group it creates).
 */

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a person would. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', most = 8) {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** The element with the focus: what a person would name, and never the page, a list or a dialog's frame. */
async function expectFocusOnAControl(page: Page) {
  const focused = await page.evaluate(() => {
    const element = document.activeElement;
    return { tag: element?.tagName ?? '', role: element?.getAttribute('role') ?? '' };
  });
  expect(['INPUT', 'BUTTON', 'SELECT', 'TEXTAREA', 'A'], JSON.stringify(focused)).toContain(focused.tag);
  expect(['listbox', 'dialog'], JSON.stringify(focused)).not.toContain(focused.role);
}

/**
 * After a dialog opened or closed, the frame that shows it: Radix gives Escape to the topmost
 * dialog in an effect run after that paint, so a key pressed sooner (no person is that quick)
 * still goes to the one before.
 */
async function painted(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function openAddGoal(page: Page, app: (path: string) => string) {
  await page.goto(app('/goals'));
  const addGoal = page.getByRole('button', { name: 'Add goal' });
  await hydrated(addGoal);
  await addGoal.focus();
  await page.keyboard.press('Enter');
  const add = page.getByRole('dialog', { name: 'Add goal' });
  await expect(add).toBeVisible();
  return add;
}

/** A group of the test's own, empty, and its Assign people dialog opened from the keyboard. */
async function openAssignForNewGroup(page: Page, app: (path: string) => string) {
  const api = await upstreamAs(USERS.admin.email);
  const name = `Keyboard crew ${Date.now().toString(36)}-${attempt()}`;
  const created = await api.post('/settings/employee/employee/groups/store', { name });
  expect(created.status).toBe(201);
  await page.goto(app(`/settings/people/groups/${(created.body as { id: number }).id}/assigned-people`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const assignPeople = page.getByRole('button', { name: 'Assign people' });
  await hydrated(assignPeople);
  await assignPeople.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Assign people to ${name}` });
  await expect(dialog).toBeVisible();
  const search = dialog.getByRole('searchbox', { name: 'Search people' });
  await tabTo(page, search);
  return { dialog, search };
}

/** Types into the picker's search (what was there replaced) and ticks the one person it finds, from the keyboard. */
async function tickOnly(page: Page, dialog: Locator, search: Locator, text: string, name: RegExp) {
  await tabTo(page, search, 'Shift+Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  const found = dialog.getByRole('list', { name: 'People to choose from' }).getByRole('checkbox');
  await expect(found).toHaveCount(1);
  await expect(found).toHaveAccessibleName(name);
  await page.keyboard.press('Tab');
  await expect(found).toBeFocused();
  await page.keyboard.press('Space');
  await expect(found).toBeChecked();
}

test.describe('as the administrator, from the keyboard', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('a link that leads away from its page leaves the focus in the new page’s content, not on the document', async ({ page, app }) => {
    await page.goto(app('/settings'));
    const departments = page.getByRole('navigation', { name: 'People' }).getByRole('link', { name: 'Departments' });
    await hydrated(departments);
    await departments.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Departments' })).toBeVisible();
    // The link went with the settings menu: the content region holds the focus, and Tab goes on inside it.
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('content')?.contains(document.activeElement))).toBe(true);

    // A menu link stays where it is, focused, after its page arrives.
    const feed = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Feed' }).filter({ visible: true });
    await feed.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/feed$/);
    await expect(page.getByRole('region', { name: 'Create post' })).toBeVisible();
    await expect(feed).toBeFocused();
  });

  test('Escape in the Owner search closes its suggestions only; with them closed, Escape asks, then closes Add goal', async ({ page, app }) => {
    const add = await openAddGoal(page, app);
    const title = add.getByRole('textbox', { name: 'Goal' });
    await tabTo(page, title);
    await page.keyboard.type('Typed before Escape');
    const owner = add.getByRole('combobox', { name: 'Owner' });
    await tabTo(page, owner);
    await page.keyboard.type('Emm');
    await expect(add.getByRole('option', { name: /Emma Novak/ })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(add.getByRole('listbox', { name: 'Owner' })).toHaveCount(0);
    await expect(owner).toHaveAttribute('aria-expanded', 'false');
    await expect(add).toBeVisible();
    await expect(title).toHaveValue('Typed before Escape');
    await expect(owner).toBeFocused();
    await expect(owner).toHaveValue('Emm');

    // With something typed, Escape asks first; its No has the focus, so a second Escape keeps the form.
    const ask = discardQuestion(page);
    await page.keyboard.press('Escape');
    await expect(ask.getByRole('button', { name: 'No' })).toBeFocused();
    await painted(page);
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    await expect(title).toHaveValue('Typed before Escape');
    await expect(owner).toBeFocused();
    // Gone from the page, its closing animation too (until then, an Escape is still the question's).
    await expect(page.locator('[role=alertdialog]')).toHaveCount(0);
    await painted(page);

    await page.keyboard.press('Escape');
    await expect(ask.getByRole('button', { name: 'No' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(ask.getByRole('button', { name: 'Yes' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(add).toBeHidden();
    await expect(ask).toBeHidden();
  });

  test('Tab from the open Owner suggestions goes on to Due date, and Shift+Tab comes back', async ({ page, app }) => {
    const add = await openAddGoal(page, app);
    const owner = add.getByRole('combobox', { name: 'Owner' });
    const dueDate = add.getByRole('textbox', { name: 'Due date' });
    // The date field's code loads with the dialog: until it is in, Tab would go on to Status.
    await expect(dueDate).toBeVisible();
    await tabTo(page, owner);
    await page.keyboard.type('a');
    const suggestions = add.getByRole('listbox', { name: 'Owner' });
    // Enough people for the list to scroll (Chromium made the scrolling list a tab stop).
    await expect(suggestions.getByRole('option').nth(9)).toBeAttached();
    await expect(suggestions).toHaveJSProperty('tabIndex', -1);

    await page.keyboard.press('Tab');
    await expect(dueDate).toBeFocused();
    // The list closes a moment after the search loses the focus; the focus stays where Tab put it.
    await expect(suggestions).toHaveCount(0);
    await expect(dueDate).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(owner).toBeFocused();
  });

  test('Tab from the open goals filter and header search goes on to the next control, not into the list', async ({ page, app }) => {
    await page.goto(app('/goals'));
    const filter = page.getByRole('combobox', { name: 'Show goals of' });
    await hydrated(filter);
    await filter.focus();
    await page.keyboard.type('a');
    const filterList = page.getByRole('listbox', { name: 'Show goals of' });
    await expect(filterList.getByRole('option').nth(9)).toBeAttached();
    await page.keyboard.press('Tab');
    await expect(filter).not.toBeFocused();
    await expect(filterList).toHaveCount(0);
    await expectFocusOnAControl(page);

    const search = page.getByRole('combobox', { name: 'Search people' });
    await hydrated(search);
    await search.focus();
    await page.keyboard.type('a');
    const searchList = page.getByRole('listbox', { name: 'People' });
    await expect(searchList.getByRole('option').nth(3)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(search).not.toBeFocused();
    await expect(searchList).toBeHidden();
    await expectFocusOnAControl(page);
  });

  test('Enter in the Assign dialog’s people search never submits: one person found is ticked, more do nothing', async ({ page, app }) => {
    const { dialog, search } = await openAssignForNewGroup(page, app);
    await tickOnly(page, dialog, search, 'Sofia', /Sofia Alvarez/);
    const chosen = dialog.getByRole('list', { name: 'Chosen people' }).getByRole('listitem');
    await expect(chosen).toHaveCount(1);

    // Priya Raman found alone: Enter ticks her (it sent the form with Sofia only), and the focus stays in the search.
    await tabTo(page, search, 'Shift+Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Priya');
    const found = dialog.getByRole('list', { name: 'People to choose from' }).getByRole('checkbox');
    await expect(found).toHaveCount(1);
    await expect(found).toHaveAccessibleName(/Priya Raman/);
    await page.keyboard.press('Enter');
    await expect(found).toBeChecked();
    await expect(chosen).toHaveCount(2);
    await expect(search).toBeFocused();
    // Several found: Enter does nothing.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('a');
    await expect(dialog.getByRole('list', { name: 'People to choose from' }).getByRole('checkbox').nth(2)).toBeAttached();
    await page.keyboard.press('Enter');
    await expect(search).toBeFocused();
    await expect(chosen).toHaveCount(2);

    // Two chosen: Escape asks before they are dropped (the next test, with none left, closes at once).
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    const ask = discardQuestion(page);
    await expect(ask.getByRole('button', { name: 'No' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('No one is in this group yet')).toBeVisible();
  });

  test('removing a chosen person with Enter on their × hands the focus to the next chip, the previous one, then the search', async ({ page, app }) => {
    const { dialog, search } = await openAssignForNewGroup(page, app);
    await tickOnly(page, dialog, search, 'Mei', /Mei Chen/);
    await tickOnly(page, dialog, search, 'Priya', /Priya Raman/);
    await tickOnly(page, dialog, search, 'Sofia', /Sofia Alvarez/);
    const chips = dialog.getByRole('list', { name: 'Chosen people' });

    await tabTo(page, chips.getByRole('button', { name: 'Remove Mei Chen' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(chips.getByRole('button', { name: 'Remove Mei Chen' })).toHaveCount(0);
    await expect(chips.getByRole('button', { name: 'Remove Priya Raman' })).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(chips.getByRole('button', { name: 'Remove Sofia Alvarez' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(chips.getByRole('button', { name: 'Remove Priya Raman' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(chips).toHaveCount(0);
    await expect(search).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('No one is in this group yet')).toBeVisible();
  });
});
