import type { Locator } from '@playwright/test';
import { seededDate, USERS } from './env';
import { expect, hydrated, storageStateOf, test, upstreamDev } from './fixtures';

/**
 * Phone width (issue 14, item 12): every time screen keeps who, when and status
 * readable at 360 px. "Readable" is measured, not eyeballed: the text is not cut
 * by its own box (no ellipsis: scrollWidth fits clientWidth), not cut by any
 * clipping ancestor, inside the viewport, and status icons stay inside their day.
 */

test.use({ viewport: { width: 360, height: 780 }, storageState: storageStateOf('admin') });

const WEEKDAY = /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{4}-\d{2}-\d{2}$/;

/** The element's whole text is drawn: nothing elided, nothing cut by an ancestor, nothing off screen. */
async function expectWhole(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator).toBeVisible();
  const problems = await locator.evaluate((element) => {
    const found: string[] = [];
    const rect = element.getBoundingClientRect();
    if (rect.width < 8) found.push(`only ${rect.width}px wide`);
    if (element.scrollWidth > element.clientWidth + 1) found.push(`elided: ${element.scrollWidth}px of text in ${element.clientWidth}px`);
    if (rect.left < -1 || rect.right > window.innerWidth + 1) found.push(`off screen: ${rect.left}–${rect.right}`);
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const box = parent.getBoundingClientRect();
      if (rect.left < box.left - 1 || rect.right > box.right + 1) found.push(`cut by <${parent.tagName.toLowerCase()} class="${parent.className}">`);
    }
    return found;
  });
  expect(problems, `"${await locator.textContent()}"`).toEqual([]);
}

/** Every part of each day cell of the calendar lies inside the cell. */
async function expectDaysHoldTheirIcons(calendar: Locator) {
  const spills = await calendar.evaluate((table) =>
    [...table.querySelectorAll('td > a, td > [role="group"]')].flatMap((cell) => {
      const box = cell.getBoundingClientRect();
      return [...cell.querySelectorAll('span')]
        .filter((part) => {
          const rect = part.getBoundingClientRect();
          if (rect.width === 0 || getComputedStyle(part).position === 'absolute') return false;
          return rect.left < box.left - 0.5 || rect.right > box.right + 0.5 || rect.top < box.top - 0.5 || rect.bottom > box.bottom + 0.5;
        })
        .map(() => cell.getAttribute('aria-label') ?? cell.textContent ?? '');
    }),
  );
  expect([...new Set(spills)]).toEqual([]);
}

test('attendance details keep the name and the date whole', async ({ page, app }) => {
  await page.goto(app(`/time/individual-view?month=${(await seededDate(-1)).slice(0, 7)}`));
  await page.getByRole('combobox', { name: 'Show attendance of' }).fill('Aisha');
  await page.getByRole('option', { name: /Aisha Khan/ }).click();
  await expect(page).toHaveURL(/user_id=\d+/);
  await page.getByRole('region', { name: 'Calendar' }).getByRole('link', { name: /Open details$/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Attendance details' })).toBeVisible();
  await expectWhole(page.getByRole('main').getByText('Aisha Khan', { exact: true }));
  await expectWhole(page.getByRole('main').getByText(WEEKDAY));
});

test('the bird view’s day dialog keeps the name and the date whole', async ({ page, app }) => {
  const yesterday = await seededDate(-1);
  await page.goto(app(`/time/bird-view?month=${yesterday.slice(0, 7)}`));
  await page.getByRole('textbox', { name: 'Search people' }).last().fill('Aisha');
  await expect(page.getByText('1 person')).toBeVisible();
  await page.getByRole('table').getByRole('link', { name: new RegExp(`^Aisha Khan, ${yesterday}: `) }).click();
  const dialog = page.getByRole('dialog', { name: 'Attendance details' });
  await expect(dialog.getByRole('switch', { name: 'Remote' })).toBeVisible();
  await expectWhole(dialog.getByText('Aisha Khan', { exact: true }));
  await expectWhole(dialog.getByText(WEEKDAY));
});

test('the individual view keeps its title and the person whole', async ({ page, app }) => {
  await page.goto(app('/time/individual-view'));
  await expectWhole(page.getByRole('heading', { name: 'Individual view', level: 1 }));
  await expectWhole(page.getByRole('main').getByText(new RegExp(`^${USERS.admin.name}`)).first());
  await expectDaysHoldTheirIcons(page.getByRole('table', { name: 'Attendance calendar' }));
});

test('the bird view names each person whole: a name too long for the column takes two lines', async ({ page, app }) => {
  await page.goto(app('/time/bird-view'));
  // "Alice Fonta…", "Benjamin …": the column has room for a first name on a phone.
  for (const name of ['Alice Fontaine', 'Amara Mensah', 'Benjamin Clarke']) await expectWhole(page.getByRole('rowheader', { name: new RegExp(name) }).getByText(name, { exact: true }));
});

test.describe('as an employee', () => {
  test.use({ storageState: storageStateOf('employee') });

  test('my attendance keeps every status icon inside its day', async ({ page, app }) => {
    for (const offset of [0, -1]) {
      const month = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + offset, 1)).toISOString().slice(0, 7);
      await page.goto(app(`/time/self?month=${month}`));
      const calendar = page.getByRole('table', { name: 'Attendance calendar' });
      await expect(calendar.getByRole('link').first()).toBeVisible();
      await expectDaysHoldTheirIcons(calendar);
    }
  });

  test('my shifts name each shift and its day in full', async ({ page, app }) => {
    await page.goto(app('/time/shift/view-my-shifts'));
    await expect(page.getByRole('heading', { name: 'My shifts' })).toBeVisible();
    const upcoming = page.getByRole('region', { name: 'Coming up' }).getByRole('listitem');
    const first = upcoming.first();
    await expect(first).toBeVisible();
    for (const part of await first.locator('span').all()) await expectWhole(part);
    await expect(first).toContainText(/\d{4}-\d{2}-\d{2}/);
    // The calendar cut no shift down to a letter: what it draws on a phone is whole.
    const chips = page.getByRole('region', { name: 'Shift calendar' }).locator('td span[title]');
    expect(await chips.count()).toBeGreaterThan(0);
    for (const chip of (await chips.all()).slice(0, 5)) await expectWhole(chip);
  });
});

test.describe('as a manager, clocked in', () => {
  test.use({ storageState: storageStateOf('manager') });

  test('the header keeps search, the running clock with both its steps, alerts and profile menu whole, none drawn over another', async ({ page, app }) => {
    await upstreamDev.clearTodaysClocking(USERS.manager.email);
    await page.goto(app('/feed'));
    const header = page.getByRole('banner', { name: 'Authentication header' });
    const clock = header.getByRole('group', { name: 'Clock' });
    const clockIn = clock.getByRole('button', { name: 'Clock in' });
    await hydrated(clockIn);
    await clockIn.click();
    const details = clock.getByRole('button', { name: /^Clocked in, clock details/ });
    await expect(details).toBeVisible();
    await expectWhole(details.getByRole('time'));
    const parts = [
      header.getByRole('button', { name: 'Search people' }),
      details,
      clock.getByRole('button', { name: 'Break' }),
      clock.getByRole('button', { name: 'Clock out' }),
      header.getByRole('button', { name: /^Alerts/ }),
      header.getByRole('button', { name: /^Profile menu/ }),
    ];
    for (const part of parts) {
      // Its full size (the search button was squeezed to 20 px), inside the screen, and the one hit at its centre.
      const found = await part.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        return { width: Math.round(rect.width), inside: rect.left >= 0 && rect.right <= window.innerWidth, onTop: !!hit && element.contains(hit) };
      });
      expect(found, await part.getAttribute('aria-label') ?? '').toEqual({ width: expect.any(Number), inside: true, onTop: true });
      expect(found.width, await part.getAttribute('aria-label') ?? '').toBeGreaterThanOrEqual(32);
    }
    await clock.getByRole('button', { name: 'Clock out' }).click();
    await expect(clock.getByRole('button', { name: 'Clock in' })).toBeVisible();
  });
});

test.describe('the feed', () => {
  test('the Recently joined card keeps when each person joined whole', async ({ page, app }) => {
    await page.goto(app('/feed'));
    const joined = page.getByRole('region', { name: 'Around the company' }).getByRole('region', { name: 'Recently joined' });
    // A phone shows three people a card; a long designation gives way, the when does not ("Joined 10 day…").
    for (const person of (await joined.getByRole('listitem').all()).slice(0, 3)) {
      await expectWhole(person.getByText(/Joined (\d+ days ago|today|yesterday)$/));
      // And the designation before it is whole too (it lost its end: "Account Execu…"), on a second line if need be.
      const elided = await person.getByRole('paragraph').evaluate((line) => [line, ...line.querySelectorAll('*')].filter((part) => part.scrollWidth > part.clientWidth + 1).length);
      expect(elided, await person.textContent() ?? '').toBe(0);
    }
  });

  test('a post’s attachment shows its whole name', async ({ page, app }) => {
    await page.goto(app('/feed'));
    const post = page.getByRole('article').filter({ hasText: 'Updated remote work policy' }).first();
    await expectWhole(post.getByRole('link', { name: /Remote work policy 2026\.pdf/ }).getByText('Remote work policy 2026.pdf', { exact: true }));
  });

  test.describe('as a manager, who acknowledged the seeded announcement', () => {
    test.use({ storageState: storageStateOf('manager') });

    test('the post says Acknowledged whole, under Love and Comment', async ({ page, app }) => {
      await page.goto(app('/feed'));
      const post = page.getByRole('article').filter({ hasText: 'Updated remote work policy' }).first();
      // It ran past the post's right edge, and the page scrolled sideways.
      await expectWhole(post.getByText('Acknowledged', { exact: true }));
      await expectWhole(post.getByRole('button', { name: 'Comment', exact: true }));
    });
  });
});

/** Every date in the element's text is drawn on one line: none broken at a hyphen ("2026-" over "01-01"). */
async function expectDatesUnbroken(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const broken = await locator.evaluate((element) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\d{4}-\d{2}-\d{2}/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) found.push(match[0]);
      }
    }
    return found;
  });
  expect(broken, `dates broken across lines in "${await locator.textContent()}"`).toEqual([]);
}

test.describe('a list’s key columns, hidden on a phone, go under each row’s name', () => {
  for (const [route, header, value] of [
    ['/settings/leave/holidays', 'Who has it', /^Who has it: \S/],
    ['/settings/leave/leave-packages', 'Leave types', /^Leave types: \S/],
    ['/settings/leave/leave-packages', 'People', /^People: \d+$/],
    ['/settings/time/shift-templates', 'Work', /^Work: \S/],
  ] as const) {
    test(`${route}: ${header}`, async ({ page, app }) => {
      await page.goto(app(route));
      const first = page.getByRole('table').last().getByRole('rowheader').first();
      await expect(page.getByRole('columnheader', { name: header })).toBeHidden();
      const shown = first.getByText(value);
      await expectWhole(shown);
    });
  }

  test.describe('as an employee', () => {
    test.use({ storageState: storageStateOf('employee') });
    test('My leave: Days', async ({ page, app }) => {
      await page.goto(app('/leaves/self'));
      const first = page.getByRole('table').last().getByRole('rowheader').first();
      await expectWhole(first.getByText(/^Days: \d/));
    });
  });
});

test.describe('lists with row actions', () => {
  // A policy's list showed "Rem…" at the right edge: the truncated designation of one
  // person set the width of the whole column, and the table scrolled sideways. The same
  // cut "Revoke", "Discharge", "Approve" and "Reject" on other lists.
  for (const route of [
    '/settings/leave/leave-packages/1/assigned-people',
    '/settings/leave/leave-review/1/assigned-people',
    '/settings/people/groups/1/assigned-people',
    '/settings/general-settings/role-permissions?role=3',
    '/people?page=2',
    '/leaves/all?page=2',
  ]) {
    test(`${route} keeps each row's person and actions whole`, async ({ page, app }) => {
      await page.goto(app(route));
      const table = page.getByRole('table').last();
      const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
      await expect(rows.first()).toBeVisible();
      expect(await rows.count()).toBeGreaterThan(1);
      // Whole where the list first shows them: the table does not need scrolling sideways to reach them.
      expect(await table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth)).toBeLessThanOrEqual(1);
      for (const row of (await rows.all()).slice(0, 6)) {
        const actions = row.getByRole('button').or(row.getByRole('cell').last().getByRole('link'));
        expect(await actions.count()).toBeGreaterThan(0);
        for (const action of await actions.all()) await expectWhole(action);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  }
});

test('the calendar’s week keeps Today on screen', async ({ page, app }) => {
  await page.goto(app('/calendar?view=week'));
  const week = page.getByRole('navigation', { name: 'Week' });
  await expectWhole(week.getByRole('button', { name: 'Today' }));
  await expectWhole(week.getByRole('heading'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('the holiday import names each holiday whole, clear of “Already added”', async ({ page, app }) => {
  await page.goto(app('/settings/leave/holidays/import'));
  const items = page.getByRole('list', { name: 'Public holidays' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  for (const item of await items.all()) {
    const label = item.locator('label');
    const added = label.getByText('Already added', { exact: true });
    const name = label.locator('span.font-medium');
    await expectWhole(name);
    if (await added.count()) {
      const [nameBox, addedBox] = [(await name.boundingBox())!, (await added.boundingBox())!];
      expect(nameBox.x + nameBox.width, `${await name.textContent()} ends before “Already added”`).toBeLessThanOrEqual(addedBox.x);
    }
  }
});

test('the import’s steps are named whole', async ({ page, app }) => {
  await page.goto(app('/people/import'));
  const steps = page.getByRole('list', { name: 'Import steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  for (const step of await steps.all()) await expectWhole(step.locator(':scope > span').last());
});

test('holiday dates and a salary’s date are not broken at a hyphen', async ({ page, app }) => {
  await page.goto(app('/settings/leave/holidays'));
  const dates = page.getByRole('table').getByRole('row').filter({ has: page.getByRole('rowheader') });
  await expect(dates.first()).toBeVisible();
  for (const row of (await dates.all()).slice(0, 4)) await expectDatesUnbroken(row);

  await page.goto(app('/people/profile/view/emma.novak'));
  await expectDatesUnbroken(page.getByRole('region', { name: 'Salary' }).getByText(/per month, from/));

  // All leave's ranges, under each person on a phone ("2027-02-" over "01").
  await page.goto(app('/leaves/all?page=2'));
  const leaves = page.getByRole('table').getByRole('row').filter({ has: page.getByRole('rowheader') });
  await expect(leaves.first()).toBeVisible();
  for (const row of (await leaves.all()).slice(0, 8)) await expectDatesUnbroken(row);
});

test('a profile’s file shows its whole file name', async ({ page, app }) => {
  await page.goto(app('/people/profile/view/emma.novak'));
  const files = page.getByRole('list', { name: 'Files' });
  await expectWhole(files.getByText(/^employment-contract-novak\.pdf$/));
});
