import type { Page } from '@playwright/test';
import { calendarRange } from '../lib/calendar/model';
import { calendarSchema, type CalendarData, type CalendarEntry } from '../lib/calendar/schemas';
import { shiftDate } from '../lib/date-time/calendar';
import type { ApiClient } from '../upstream/test/helpers';
import { expect, hydrated, storageStateOf, test, upstreamAdmin, upstreamAs } from './fixtures';

/**
 * The company calendar (/calendar): holidays and approved leave in the month
 * (a leave approved in the test among them), an entry opening its source, the
 * kind and department filters, the week view and the navigation kept in the
 * URL, the keyboard, the phone's agenda, and the 403 screen without
 * access_calendar_module. Test data comes through the reference upstream's API.
 */

const A = '/leave/leave/application';
/** A colleague no other spec applies leave for, reviewed under the Anyone process (the administrator's approval decides). */
const COLLEAGUE = { email: 'diego.castillo@crewdesk.test', name: 'Diego Castillo' };

async function calendarOf(client: ApiClient, query: Record<string, string>): Promise<CalendarData> {
  const response = await client.get(`/calendar/index?${new URLSearchParams(query)}`);
  expect(response.status).toBe(200);
  return calendarSchema.parse(response.body);
}

/** The first company holiday from today on (looking a year ahead). */
async function nextHoliday(admin: ApiClient): Promise<CalendarEntry> {
  let date = (await calendarOf(admin, { kinds: 'holiday' })).today;
  for (let month = 0; month < 13; month++) {
    const data = await calendarOf(admin, { date, kinds: 'holiday' });
    const found = data.data.find((entry) => entry.people_count === null && entry.start_date >= data.today && entry.start_date.slice(0, 7) === date.slice(0, 7));
    if (found) return found;
    date = `${shiftDate(`${date.slice(0, 7)}-28`, 7).slice(0, 7)}-01`;
  }
  throw new Error('no holiday in the coming year');
}

/** The colleague applies for one day of annual leave at least three weeks ahead; the administrator approves it. */
async function approvedLeave(admin: ApiClient): Promise<{ id: number; date: string }> {
  const colleague = await upstreamAs(COLLEAGUE.email);
  const fresh = (await colleague.get(`${A}/new`)).body as { leave_types: { id: number; name: string }[]; enabled_dates: string[] };
  const annual = fresh.leave_types.find((type) => type.name === 'Annual leave')!;
  const after = shiftDate(new Date().toISOString().slice(0, 10), 21);
  const date = fresh.enabled_dates.find((day) => day >= after)!;
  const stored = await colleague.post(`${A}/store`, { leave_type_id: annual.id, start_date: date, end_date: date, spent_type: 'full', reason: 'Calendar e2e' });
  expect(stored.status, JSON.stringify(stored.body)).toBeLessThan(300);
  const id = (stored.body as { application_id: number }).application_id;
  const approved = await admin.post(`${A}/${id}/approved`, { note: 'Enjoy' });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  expect((approved.body as { status: string }).status).toBe('approved');
  return { id, date };
}

/** A day's cell of the month grid, by the start of its label ("Tuesday, 2026-11-24"). */
const dayCell = (page: Page, date: string) => page.getByRole('gridcell', { name: new RegExp(`^\\w+day, ${date}\\b`) });

async function openDay(page: Page, date: string) {
  const cell = dayCell(page, date);
  await hydrated(cell);
  await cell.focus();
  await page.keyboard.press('Enter');
  return page.getByRole('dialog');
}

test.describe('as the administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('sees holidays and approved leave, a leave approved just now among them, each opening its source', async ({ page, app }) => {
    test.slow();
    const admin = await upstreamAdmin();
    const [holiday, leave, month] = await Promise.all([nextHoliday(admin), approvedLeave(admin), calendarOf(admin, { kinds: 'leave' })]);
    const seeded = month.data.find((entry) => entry.person && entry.person.name !== COLLEAGUE.name && entry.dates.some((date) => date.slice(0, 7) === month.today.slice(0, 7)))!;
    expect(seeded, 'a seeded approved leave this month').toBeDefined();

    // This month: a seeded approved leave, in its day's list, opening the application.
    await page.goto(app('/calendar'));
    await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
    const seededDay = seeded.dates.find((date) => date.slice(0, 7) === month.today.slice(0, 7))!;
    const seededList = await openDay(page, seededDay);
    await expect(seededList.getByRole('link', { name: new RegExp(`^${seeded.person!.name}`) })).toHaveAttribute('href', app(`/leave/application/view/${(seeded.source as { id: number }).id}`));
    await seededList.getByRole('button', { name: 'Close' }).click();
    // Closed, the dialog hands the focus back to the day it was opened from (a keyboard user carries on from there).
    await expect(seededList).toBeHidden();
    await expect(dayCell(page, seededDay)).toBeFocused();

    // The holiday's month shows it in its day.
    await page.goto(app(`/calendar?view=month&date=${holiday.start_date}`));
    await expect(dayCell(page, holiday.start_date).getByText(holiday.title)).toBeVisible();

    // The leave approved in this test, opened from its day's list.
    await page.goto(app(`/calendar?view=month&date=${leave.date}`));
    const list = await openDay(page, leave.date);
    const entry = list.getByRole('link', { name: new RegExp(`^${COLLEAGUE.name}.*Annual leave`) });
    await expect(entry).toBeVisible();
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`/leave/application/view/${leave.id}$`));
  });

  test('filters hide a kind and a department; week view, navigation and the keyboard keep to the URL', async ({ page, app }) => {
    test.slow();
    const admin = await upstreamAdmin();
    const holiday = await nextHoliday(admin);
    await page.goto(app(`/calendar?view=month&date=${holiday.start_date}`));
    const holidays = page.getByRole('button', { name: /^Holidays \d+$/ });
    await hydrated(holidays);
    await expect(holidays).toHaveAttribute('aria-pressed', 'true');
    await expect(dayCell(page, holiday.start_date).getByText(holiday.title)).toBeVisible();

    await holidays.click();
    await expect(holidays).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL(/kinds=leave%2Cbirthday%2Canniversary%2Cshift|kinds=leave,birthday,anniversary,shift/);
    await expect(dayCell(page, holiday.start_date).getByText(holiday.title)).toHaveCount(0);
    await holidays.click();
    await expect(dayCell(page, holiday.start_date).getByText(holiday.title)).toBeVisible();

    // A department: the counts are that department's, in the month the title names (not the grid's days of the months beside it).
    const month = holiday.start_date.slice(0, 7);
    const inMonth = (answer: Awaited<ReturnType<typeof calendarOf>>, kind: string) =>
      answer.data.filter((entry) => entry.kind === kind && entry.dates.some((date) => date.startsWith(`${month}-`))).length;
    const all = await calendarOf(admin, { date: holiday.start_date });
    const engineering = all.departments.find((department) => department.name === 'Engineering')!;
    const inEngineering = await calendarOf(admin, { date: holiday.start_date, department_id: String(engineering.id) });
    const calls = page.waitForResponse((response) => response.url().includes('/api/upstream/calendar/index') && response.url().includes(`department_id=${engineering.id}`));
    await page.getByLabel('Department').selectOption({ label: 'Engineering' });
    expect((await calls).status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`department=${engineering.id}`));
    await expect(page.getByRole('button', { name: `Birthdays ${inMonth(inEngineering, 'birthday')}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Leave ${inMonth(inEngineering, 'leave')}` })).toBeVisible();
    await page.getByLabel('Department').selectOption({ label: 'All departments' });
    await expect(page.getByRole('button', { name: `Birthdays ${inMonth(all, 'birthday')}` })).toBeVisible();

    // The keyboard: arrows move between days; a step past the grid's last day turns to the next month.
    const gridEnd = calendarRange('month', holiday.start_date, 1).to;
    const nextPage = shiftDate(gridEnd, 1);
    await dayCell(page, gridEnd).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(dayCell(page, shiftDate(gridEnd, -1))).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(new RegExp(`date=${nextPage}`));
    await expect(dayCell(page, nextPage)).toBeFocused();

    // The week view, a week on, and back to today.
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`view=week&date=${nextPage}`));
    const weekHeading = page.getByRole('navigation', { name: 'Week' }).getByRole('heading');
    await expect(weekHeading).toContainText(nextPage.slice(0, 4));
    const before = await weekHeading.textContent();
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page).toHaveURL(new RegExp(`date=${shiftDate(nextPage, 7)}`));
    await expect(weekHeading).not.toHaveText(before!);
    await expect(page.getByRole('list', { name: 'Days of the week' }).getByRole('listitem')).toHaveCount(7);
    await page.goBack();
    await expect(weekHeading).toHaveText(before!);
    await page.getByRole('button', { name: 'Today' }).click();
    await expect(page).not.toHaveURL(/date=/);
    await expect(page.getByRole('list', { name: 'Days of the week' }).locator('[aria-current="date"]')).toHaveCount(1);

    // The month again: previous and next month.
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    const monthHeading = page.getByRole('navigation', { name: 'Month' }).getByRole('heading');
    const thisMonth = await monthHeading.textContent();
    await expect(page.getByRole('grid').locator('[aria-current="date"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(monthHeading).not.toHaveText(thisMonth!);
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(monthHeading).toHaveText(thisMonth!);
  });

  test('the week view heads each day with its weekday and its whole date, the date on one line', async ({ page, app }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(app('/calendar?view=week'));
    const days = page.getByRole('list', { name: 'Days of the week' });
    await expect(days.getByRole('listitem')).toHaveCount(7);
    const title = await page.getByRole('navigation', { name: 'Week' }).getByRole('heading').textContent();
    const first = title!.match(/\d{4}-\d{2}-\d{2}/)![0];
    for (let offset = 0; offset < 7; offset++) {
      const date = shiftDate(first, offset);
      const day = days.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^\\w+day, ${date}\\b`) }) });
      const shown = day.getByRole('heading').getByText(date, { exact: true });
      await expect(shown).toBeVisible();
      // The lines the date's text is laid out on, and whether it ends inside its column.
      const layout = await shown.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        return { lines, inside: range.getBoundingClientRect().right <= element.closest('li')!.getBoundingClientRect().right };
      });
      expect(layout, date).toEqual({ lines: 1, inside: true });
    }
    // Narrower than a tablet, the week is the agenda: in seven columns a name broke inside its letters ("Benja|min").
    await page.setViewportSize({ width: 700, height: 800 });
    await expect(page.getByRole('list', { name: 'Agenda' })).toBeVisible();
    await expect(days).toBeHidden();
  });

  test('a month that cannot be read shows none of the last month’s entries or counts, and Retry reads it', async ({ page, app }) => {
    const holiday = await nextHoliday(await upstreamAdmin());
    await page.goto(app(`/calendar?view=month&date=${holiday.start_date}`));
    const holidays = page.getByRole('button', { name: /^Holidays \d+$/ });
    await hydrated(holidays);
    await page.route('**/api/upstream/calendar/index**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Server Error' }) }),
    );
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The calendar could not be loaded.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Holidays', exact: true })).toBeVisible();
    await expect(page.getByRole('grid').getByRole('link')).toHaveCount(0);

    await page.unrouteAll();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The calendar could not be loaded.' })).toHaveCount(0);
    await expect(holidays).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ storageState: storageStateOf('admin'), viewport: { width: 360, height: 740 } });

  test('reads the month as an agenda: who, what and when', async ({ page, app }) => {
    const holiday = await nextHoliday(await upstreamAdmin());
    await page.goto(app(`/calendar?view=month&date=${holiday.start_date}`));
    const agenda = page.getByRole('list', { name: 'Agenda' });
    await expect(agenda).toBeVisible();
    await expect(page.getByRole('grid')).toBeHidden();
    const day = agenda.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(holiday.start_date) }) });
    await expect(day.getByText(holiday.title)).toBeVisible();
    await expect(day.getByText('Company holiday')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });

  test('starts this month at today, the days before it one press away, each day’s heading in sight under the header', async ({ page, app }) => {
    const month = await calendarOf(await upstreamAdmin(), {});
    const { today } = month;
    const days = [...new Set(month.data.flatMap((entry) => entry.dates))].filter((date) => date.slice(0, 7) === today.slice(0, 7)).sort();
    const before = days.filter((date) => date < today);
    await page.goto(app('/calendar'));
    const agenda = page.getByRole('list', { name: 'Agenda' });
    const firstDay = async () => (await agenda.getByRole('heading', { level: 3 }).first().textContent())!.match(/\d{4}-\d{2}-\d{2}/)![0];
    expect(await firstDay()).toBe(days.find((date) => date >= today));
    // The seeded shifts fill the month, so the days before today have entries too.
    expect(before.length, 'days with entries before today').toBeGreaterThan(today.endsWith('-01') ? -1 : 0);
    if (before.length === 0) return;
    const earlier = page.getByRole('button', { name: `Earlier this month (${before.length} ${before.length === 1 ? 'day' : 'days'})` });
    await hydrated(earlier);
    await expect(earlier).toHaveAttribute('aria-expanded', 'false');
    await earlier.click();
    await expect(page.getByRole('button', { name: `Hide the days before today (${before.length})` })).toHaveAttribute('aria-expanded', 'true');
    expect(await firstDay()).toBe(before[0]);

    // Scrolled down: the day whose entries show just under the header has its heading there, not behind it.
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const hidden = await page.evaluate(() => {
      const header = document.querySelector('header')!.getBoundingClientRect().bottom;
      const days = [...document.querySelectorAll('ol[aria-label="Agenda"] > li')];
      const day = days.find((item) => {
        const box = item.getBoundingClientRect();
        return box.top < header + 40 && box.bottom > header + 80;
      });
      return day ? day.querySelector('h3')!.getBoundingClientRect().top < header - 1 : 'no day under the header';
    });
    expect(hidden).toBe(false);
  });

  test('with every kind hidden says so, not that the month is empty', async ({ page, app }) => {
    await page.goto(app('/calendar?kinds='));
    await expect(page.getByRole('status').filter({ hasText: 'Every kind is hidden. Choose one above to show its entries.' })).toBeVisible();
  });
});

test.describe('on a small tablet', () => {
  test.use({ storageState: storageStateOf('admin'), viewport: { width: 640, height: 800 } });

  test('the month grid fits the window: no entry pushes the page sideways', async ({ page, app }) => {
    await page.goto(app('/calendar?view=month'));
    const grid = page.getByRole('grid');
    for (const month of ['this', 'next', 'the one after']) {
      await expect(grid.getByRole('link').first(), `entries in ${month} month`).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${month} month`).toBeLessThanOrEqual(640);
      await page.getByRole('button', { name: 'Next month' }).click();
    }
  });
});

test.describe('as an employee', () => {
  test.use({ storageState: storageStateOf('employee') });

  test('gets the 403 screen on /calendar', async ({ page, app }) => {
    await page.goto(app('/calendar'));
    await expect(page.getByText("Access to this resource is denied! If you think it's a mistake, please reach out to the administrator.")).toBeVisible();
  });
});
