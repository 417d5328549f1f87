import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { berlinDate, USERS } from './env';
import { goalListSchema } from '../lib/goals/schemas';
import { deleteFromKeyboard, expect, hydrated, personId, storageStateOf, succeeded, test, upstreamAs } from './fixtures';

/**
 * /goals: the administrator adds a goal for a colleague, finds it by person,
 * moves it to done (100 %), edits and deletes it, and exports the goals as a
 * spreadsheet that holds the seeded goals. An employee without view_employee
 * gets the 403 screen. The goals settings change a new goal's due date and
 * what Done means.
 */

// One after the other: the settings test turns "Done means 100 %" off for a while, which the others count on.
test.describe.configure({ mode: 'default' });

/**
 * A goal of Aisha Khan's, in progress, stored straight at the reference upstream, with its Edit dialog
 * open on /goals; `remove` deletes it (call it in a finally).
 */
async function editedGoal(page: Page, app: (path: string) => string, name: string, more: { progress: number; description?: string }) {
  const api = await upstreamAs(USERS.admin.email);
  const title = `${name} ${Date.now().toString(36)}`;
  const owner = await personId(api, 'Aisha Khan');
  const fields = { title, owner_id: owner, due_date: berlinDate(30), status: 'in_progress', ...more };
  const stored = await api.post('/nccapp/nccgoals/store', fields);
  expect(stored.status).toBe(201);
  const id = (stored.body as { data: { id: number } }).data.id;
  const remove = () => api.request('DELETE', `/nccapp/nccgoals/delete/${id}`);
  try {
    await page.goto(app(`/goals?owner_id=${owner}&status=in_progress`));
    const goal = page.getByRole('listitem', { name: title });
    await hydrated(goal.getByRole('button', { name: `Edit ${title}` }));
    await goal.getByRole('button', { name: `Edit ${title}` }).click();
  } catch (error) {
    await remove();
    throw error;
  }
  return { api, id, title, owner, fields, remove, edit: page.getByRole('dialog', { name: 'Edit goal' }) };
}

test.describe('as the administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('adds a goal, moves it to done, edits and deletes it', async ({ page, app }) => {
    const title = `Launch the mentoring scheme ${Date.now().toString(36)}`;
    await page.goto(app('/goals'));
    await expect(page.getByRole('heading', { name: 'Goals', level: 1 })).toBeVisible();
    await hydrated(page.getByRole('button', { name: 'Add goal' }));
    await page.getByRole('button', { name: 'Add goal' }).click();
    const add = page.getByRole('dialog', { name: 'Add goal' });
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText('This is a required field').first()).toBeVisible();
    await add.getByRole('textbox', { name: 'Goal' }).fill(title);
    await add.getByLabel('Description').fill('Pair every new joiner with a mentor.');
    await add.getByRole('combobox', { name: 'Owner' }).fill('Sofia');
    await add.getByRole('option', { name: /Sofia Alvarez/ }).click();
    // The search box became the name with Change: the focus went along, and comes back from the keyboard.
    await expect(add.getByRole('button', { name: 'Change' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(add.getByRole('combobox', { name: 'Owner' })).toBeFocused();
    await page.keyboard.type('Aisha');
    await add.getByRole('option', { name: /Aisha Khan/ }).click();
    await expect(add.getByRole('button', { name: 'Change' })).toBeFocused();
    await add.getByLabel('Progress (%)').fill('25');
    await add.getByLabel('Status').selectOption({ label: 'In progress' });
    await add.getByRole('button', { name: 'Save' }).click();
    await succeeded(page, 'You’ve successfully performed this action.');

    // Filter by the person: only Aisha's goals.
    await page.getByRole('combobox', { name: 'Show goals of' }).fill('Aisha');
    await page.getByRole('option', { name: /Aisha Khan/ }).click();
    await expect(page.getByText('Goals of Aisha Khan')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Show everyone’s goals, not only Aisha Khan’s' })).toBeFocused();
    const goal = page.getByRole('listitem', { name: title });
    await expect(goal).toContainText('Aisha Khan');
    await expect(goal.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');

    // From In progress to Done with the keys: the select keeps the focus through the save (it went to <body>).
    const status = goal.getByRole('combobox', { name: `Status of ${title}` });
    await status.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await succeeded(page, 'We’ve saved your edit successfully.');
    await expect(goal.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(status).toHaveValue('done');
    await expect(status).toBeFocused();
    await page.getByRole('link', { name: /^Done \d+$/ }).click();
    await expect(page.getByRole('listitem', { name: title })).toBeVisible();

    await page.getByRole('listitem', { name: title }).getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit goal' });
    await expect(edit.getByRole('textbox', { name: 'Goal' })).toHaveValue(title);
    await edit.getByRole('textbox', { name: 'Goal' }).fill(`${title} (phase 1)`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await succeeded(page, 'We’ve saved your edit successfully.');
    const renamed = page.getByRole('listitem', { name: `${title} (phase 1)` });
    await expect(renamed).toBeVisible();

    await renamed.getByRole('button', { name: `Delete ${title} (phase 1)` }).click();
    await page.getByRole('alertdialog', { name: 'Confirmation Required' }).getByRole('button', { name: 'Yes' }).click();
    await succeeded(page, 'We’ve permanently deleted this item.');
    await expect(renamed).toHaveCount(0);
  });

  // Done from the Edit dialog kept the progress typed (30 %), where Done from the list's select means 100 %.
  test('Done chosen in the Edit dialog sets the progress to 100, as the settings say', async ({ page, app }) => {
    const { title, owner, edit, remove } = await editedGoal(page, app, 'Write the onboarding guide', { progress: 30 });
    try {
      await expect(edit.getByLabel('Progress (%)')).toHaveValue('30');
      // A due date already past makes an open goal overdue at once: the field says so as it is chosen.
      await expect(edit.getByText('This date has passed: the goal shows as overdue.')).toHaveCount(0);
      await edit.getByLabel('Due date').fill(berlinDate(-3));
      await expect(edit.getByText('This date has passed: the goal shows as overdue.')).toBeVisible();
      await edit.getByLabel('Due date').fill(berlinDate(30));
      await expect(edit.getByText('This date has passed: the goal shows as overdue.')).toHaveCount(0);
      await edit.getByLabel('Status').selectOption({ label: 'Done' });
      await expect(edit.getByLabel('Progress (%)')).toHaveValue('100');
      await expect(edit.getByLabel('Progress (%)')).toHaveAccessibleDescription('Done sets it to 100.');
      await edit.getByRole('button', { name: 'Save' }).click();
      await succeeded(page, 'We’ve saved your edit successfully.');
      await page.goto(app(`/goals?owner_id=${owner}&status=done`));
      await expect(page.getByRole('listitem', { name: title }).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    } finally {
      await remove();
    }
  });

  // Two people editing one goal: the second Save wrote every field back and wiped the first one's description.
  test('a goal someone else saved while the Edit dialog was open is not written over unasked', async ({ page, app }) => {
    const { api, id, fields, edit, remove } = await editedGoal(page, app, 'Document the release checklist', { progress: 20, description: 'First draft.' });
    try {
      await expect(edit.getByLabel('Progress (%)')).toHaveValue('20');
      await edit.getByLabel('Progress (%)').fill('70');
      // Someone else saves a new description meanwhile.
      expect((await api.post('/nccapp/nccgoals/store', { ...fields, id, description: 'Reviewed by QA.' })).status).toBeLessThan(300);

      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(edit.getByText('Someone else saved a change to this while you had it open.', { exact: false })).toBeVisible();
      await expect(edit.getByLabel('Progress (%)')).toHaveValue('70');
      const now = (await api.get(`/nccapp/nccgoals/edit/${id}`)).body as { data: { description: string; progress: number } };
      expect(now.data).toMatchObject({ description: 'Reviewed by QA.', progress: 20 });

      // Told, the user saves again: their form is what is saved.
      await edit.getByRole('button', { name: 'Save' }).click();
      await succeeded(page, 'We’ve saved your edit successfully.');
      const saved = (await api.get(`/nccapp/nccgoals/edit/${id}`)).body as { data: { description: string; progress: number } };
      expect(saved.data.progress).toBe(70);
    } finally {
      await remove();
    }
  });

  // The chip took its name from the address: a link could make the page say "Goals of" anything.
  test('names the chosen person from the people, never from the address alone', async ({ page, app }) => {
    const api = await upstreamAs(USERS.admin.email);
    const [marcus, camila] = [await personId(api, 'Marcus Reed'), await personId(api, 'Camila Reyes')];
    const spoof = encodeURIComponent('Your account is locked, call 555-0100');
    await page.goto(app(`/goals?owner_id=${marcus}&owner=${spoof}`));
    await expect(page.getByText('Goals of Marcus Reed')).toBeVisible();
    await expect(page.getByText(/Your account is locked/)).toHaveCount(0);
    // Someone with no goals: the name is checked against the people list.
    await page.goto(app(`/goals?owner_id=${camila}&owner=${encodeURIComponent('Camila Reyes')}`));
    await expect(page.getByText('No goal matches these filters.')).toBeVisible();
    await expect(page.getByText('Goals of Camila Reyes')).toBeVisible();
    await page.goto(app(`/goals?owner_id=${camila}&owner=${spoof}`));
    await expect(page.getByText('Goals of the chosen person')).toBeVisible();
    await expect(page.getByText(/Your account is locked/)).toHaveCount(0);
  });

  test('deleting the only goal of the last page goes to the page before, the focus on its last goal’s Delete', async ({ page, app }) => {
    const api = await upstreamAs(USERS.admin.email);
    const zoe = await personId(api, 'Zoe Mitchell');
    const stamp = Date.now().toString(36);
    const titles = 'abcdefghijk'.split('').map((letter) => `Paged goal ${stamp} ${letter}`);
    for (const title of titles) {
      const stored = await api.post('/nccapp/nccgoals/store', { title, description: null, owner_id: zoe, due_date: '2027-03-31', status: 'not_started', progress: 0 });
      expect(stored.status).toBeLessThan(300);
    }
    // Gone again afterwards: the other tests page through the seeded goals.
    const cleanUp = async () => {
      for (const goal of goalListSchema.parse((await api.get('/nccapp/nccgoals/list')).body).data.filter((item) => titles.includes(item.title))) {
        await api.request('DELETE', `/nccapp/nccgoals/delete/${goal.id}`);
      }
    };
    try {
      // Zoe's goals, a page of 10 and one more.
      await page.goto(app(`/goals?owner_id=${zoe}&page=2`));
      const goals = page.getByRole('region', { name: 'Goals' }).getByRole('listitem');
      await expect(goals).toHaveCount(1);
      await deleteFromKeyboard(page, page.getByRole('button', { name: `Delete ${(await goals.first().getAttribute('aria-label'))!}` }));
      await expect(page).not.toHaveURL(/page=/);
      await expect(goals).toHaveCount(10);
      await expect(page.getByText('No goals here')).toHaveCount(0);
      await expect(page.getByRole('button', { name: `Delete ${(await goals.last().getAttribute('aria-label'))!}` })).toBeFocused();

      // An old link past the end says so, with the way back (not "Add the first goal").
      await page.goto(app(`/goals?owner_id=${zoe}&page=5`));
      await expect(page.getByText('There is no page 5')).toBeVisible();
      await page.getByRole('link', { name: 'Go to the list' }).click();
      await expect(goals).toHaveCount(10);
    } finally {
      await cleanUp();
    }
  });

  test('exports the goals as a spreadsheet with the seeded goals', async ({ page, app }) => {
    await page.goto(app('/goals'));
    const exportButton = page.getByRole('button', { name: 'Export' });
    await hydrated(exportButton);
    const download = page.waitForEvent('download');
    await exportButton.click();
    const file = await download;
    await expect(page.getByRole('progressbar', { name: 'Goals export progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(file.suggestedFilename()).toMatch(/^goals-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
    const rows: string[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((cell) => String(cell ?? ''))));
    expect(rows[0]!.slice(0, 5)).toEqual(['Goal', 'Owner', 'Email', 'Due date', 'Status']);
    const byTitle = new Map(rows.slice(1).map((row) => [row[0], row]));
    expect(byTitle.get('Hire two support engineers')?.slice(1, 3)).toEqual(['Marcus Reed', 'manager@crewdesk.test']);
    expect(byTitle.get('Close the Q3 payroll audit')?.[4]).toBe('Done');
  });
});

test.describe('goals settings, as the administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('sets how far out new goals are due and whether Done means 100 %', async ({ page, app }) => {
    // The seeded goal this test moves to Done, in progress again: a retry must find it as the first attempt did.
    const api = await upstreamAs(USERS.admin.email);
    const goals = goalListSchema.parse((await api.get('/nccapp/nccgoals/list')).body).data;
    const checklist = goals.find((goal) => goal.title === 'Document the release checklist')!;
    expect((await api.post('/nccapp/nccgoals/change-status', { id: checklist.id, status: 'in_progress' })).status).toBe(200);
    try {
      await page.goto(app('/settings/goals'));
      const form = page.getByRole('form', { name: 'Goals settings' });
      await hydrated(form.getByRole('button', { name: 'Save' }));
      await form.getByLabel('New goals are due after (days)').fill('0');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('Please use 1 to 365 days')).toBeVisible();
      await form.getByLabel('New goals are due after (days)').fill('14');
      await form.getByLabel(/Moving a goal to Done sets its progress to 100 %/).uncheck();
      await form.getByRole('button', { name: 'Save' }).click();
      await succeeded(page, 'We’ve saved your edit successfully.');

      await page.goto(app('/goals'));
      await hydrated(page.getByRole('button', { name: 'Add goal' }));
      await page.getByRole('button', { name: 'Add goal' }).click();
      const add = page.getByRole('dialog', { name: 'Add goal' });
      await expect(add.getByLabel('Due date')).toHaveValue(berlinDate(14));
      await add.getByRole('button', { name: 'Cancel' }).click();

      // Done keeps the recorded progress now.
      const goal = page.getByRole('listitem', { name: 'Document the release checklist' });
      await goal.getByRole('combobox', { name: 'Status of Document the release checklist' }).selectOption({ label: 'Done' });
      await succeeded(page, 'We’ve saved your edit successfully.');
      await expect(goal.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    } finally {
      expect((await api.post('/nccapp/nccgoals/settings/update', { default_due_days: 30, complete_on_done: true })).status).toBe(200);
    }
  });
});

test.describe('as an employee', () => {
  test.use({ storageState: storageStateOf('employee') });

  test('gets the 403 screen on /goals and its settings', async ({ page, app }) => {
    for (const path of ['/goals', '/settings/goals']) {
      await page.goto(app(path));
      await expect(page.getByText("Access to this resource is denied! If you think it's a mistake, please reach out to the administrator.")).toBeVisible();
    }
  });
});
