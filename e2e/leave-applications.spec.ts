import type { Browser, Page } from '@playwright/test';
import { isoDay, shiftDate } from '../lib/date-time/calendar';
import type { LeaveApplication } from '../lib/leave/application-schemas';
import { alertItems, expectUnread, openAlerts, subscribeSent, subscribers, unreadOf, userIdOf } from './alerts-helpers';
import { USERS, type Role } from './env';
import { discardQuestion, expect, expectNoSeriousAxeViolations, hydrated, leaveQuestion, recordDialogs, requestsFrom, shownDialog, storageStateOf, succeeded, test, upstreamAdmin, upstreamAs } from './fixtures';

/**
 * Leave applications end to end (issue "Leave: applying, reviewing and
 * following leave"): Emma Novak, reviewed under the seeded Everyone process
 * (Marcus Reed, then Ava Sinclair), applies for two days with a holiday
 * between them; Marcus gets a live alert and approves from All leave, which
 * leaves it pending until Ava approves; Emma sees it approved, on her
 * attendance calendar and in the bird view, her balance lowered, then
 * withdraws it and gets the days back. A second application is rejected with
 * a note shown on the timeline, the administrator changes the decision, and an
 * application over it is refused with the upstream's field error. A change of
 * decision the upstream refuses says the upstream's reason in its dialog.
 */

const A = '/leave/leave/application';

async function pageAs(browser: Browser, role: Role): Promise<Page> {
  const context = await browser.newContext({ storageState: storageStateOf(role) });
  // Records the dialogs it shows, as the page fixture does (succeeded(), shownDialog()).
  await context.addInitScript(recordDialogs);
  return context.newPage();
}

/** Emma's new-application entity, straight from the reference upstream. */
async function emmaNew(): Promise<LeaveApplication> {
  return (await (await upstreamAs(USERS.employee.email)).get(`${A}/new`)).body as LeaveApplication;
}

/** `count` consecutive enabled weekdays starting on `weekday` (1 = Monday), from `after` days ahead on. */
function weekdaysRun(app: LeaveApplication, after: number, weekday: number, count: number): string[] {
  const enabled = new Set(app.enabled_dates);
  for (let day = shiftDate(app.summary.today, after); day < app.summary.window_end; day = shiftDate(day, 1)) {
    if (isoDay(day) !== weekday) continue;
    const run = Array.from({ length: count }, (_, index) => shiftDate(day, index));
    if (run.every((date) => enabled.has(date))) return run;
  }
  throw new Error('no free weekdays');
}

/** Emma's pending application for a day of Annual leave, the first free `weekday` from `after` days ahead, stored through the upstream: its id. */
async function emmaAppliesFor(after: number, weekday: number, reason: string): Promise<number> {
  const before = await emmaNew();
  const [day] = weekdaysRun(before, after, weekday, 1) as [string];
  const annual = before.leave_types.find((type) => type.name === 'Annual leave')!;
  const stored = await (await upstreamAs(USERS.employee.email)).post(`${A}/store`, { leave_type_id: annual.id, start_date: day, spent_type: 'full', reason });
  return (stored.body as { application_id: number }).application_id;
}

const annualLeft = (app: LeaveApplication, date: string) => {
  const type = app.leave_types.find((item) => item.name === 'Annual leave')!;
  return (type.years.find((year) => year.start <= date && date <= year.end) ?? type.years[0]!).left!;
};
const daysLeft = (left: number) => `${Number.isInteger(left) ? left : left.toFixed(1)} ${left === 1 ? 'day' : 'days'} left`;

/** The Left figure of Annual leave on a person's leave page. */
const annualLeftCell = (page: Page) => page.getByRole('table', { name: /^Leave balances of/ }).getByRole('row', { name: /^Annual leave/ }).getByRole('cell').last();

test.describe.configure({ mode: 'default' });

test('apply with a holiday inside, a live alert, Everyone approves, seen everywhere, withdrawn', async ({ browser, app }) => {
  // One journey through three people's browsers and a dozen screens: 18.5 s on a quiet 2-core CI machine.
  test.slow();
  const stamp = Date.now().toString(36);
  const before = await emmaNew();
  // Next month: a Tuesday to Thursday, and a holiday on the Wednesday.
  const [first, holiday, last] = weekdaysRun(before, 28, 2, 3) as [string, string, string];
  const holidayName = `Leave test day ${stamp}`;
  const admin = await upstreamAdmin();
  expect((await admin.post('/settings/leave/leave/holidays/store', { name: holidayName, start_date: holiday, for_everyone: true })).status).toBe(201);
  const left = annualLeft(before, first);
  const year = Number((before.leave_types[0]!.years.find((item) => item.start <= first && first <= item.end) ?? before.leave_types[0]!.years[0]!).year);

  // Marcus waits on All leave, his pending reviews, for the live alert.
  const marcus = await pageAs(browser, 'manager');
  const marcusListening = subscribeSent(marcus);
  await marcus.goto(app('/leaves/all?showMyPending=1'));
  await hydrated(marcus.getByRole('banner', { name: 'Authentication header' }).getByRole('button', { name: /^Alerts/ }));
  await marcusListening;
  await subscribers(await userIdOf(marcus.context(), app('/api/realtime/ticket')), 1);
  await marcus.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
  // This application's button, by its dates (the tenant's format is YYYY-MM-DD): others of Emma's may be pending, a retry's first try among them.
  const approve = marcus.getByRole('button', { name: `Approve Emma Novak’s Annual leave, ${first} – ${last}` });
  await expect(approve).toHaveCount(0);

  const emma = await pageAs(browser, 'employee');
  await emma.goto(app('/leave/application/new'));
  await expect(emma.getByRole('heading', { name: 'Apply for leave', level: 1 })).toBeVisible();
  const types = emma.getByRole('group', { name: 'Leave type' });
  // This leave year's balance until a date is chosen, then the chosen date's year's (the free days may be in the next one).
  await expect(types.getByText(daysLeft(annualLeft(before, before.summary.today)))).toBeVisible();
  await hydrated(types.getByRole('radio', { name: /Annual leave/ }));
  await types.getByRole('radio', { name: /Annual leave/ }).check();
  await emma.getByLabel('Start date').fill(first);
  await emma.getByLabel('End date').fill(last);
  await expect(types.getByText(daysLeft(left))).toBeVisible();
  const summary = emma.getByRole('complementary', { name: 'Summary' });
  await expect(summary.getByRole('definition').first()).toHaveText('2');
  await expect(summary).toContainText(holidayName);
  await expect(summary).toContainText(`Balance after${left - 2}`);
  // A double click sends one application (the second press came before the button showed it was busy).
  const stores = requestsFrom(emma, 'POST', /\/leave\/leave\/application\/store$/);
  await emma.getByRole('button', { name: 'Apply', exact: true }).dblclick();
  await succeeded(emma, 'You’ve successfully performed this action.');
  await expect(emma).toHaveURL(/\/leave\/application\/view\/\d+$/);
  expect(stores).toHaveLength(1);
  const id = Number(new URL(emma.url()).pathname.split('/').pop());
  const application = emma.getByRole('region', { name: 'Application' });
  await expect(application.getByText('Pending')).toBeVisible();
  await expect(application).toContainText('2 days');

  // Marcus's alert arrived live: All leave shows the application without a reload, and the alert opens it.
  await expect(approve).toBeVisible();
  expect(await marcus.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
  await openAlerts(marcus);
  await expect(alertItems(marcus).first()).toContainText('Emma Novak applied for Annual leave');
  await expect(alertItems(marcus).first()).toHaveAttribute('href', new RegExp(`/leave/application/view/${id}$`));
  await marcus.keyboard.press('Escape');

  // Emma's list shows it pending.
  await emma.goto(app(`/leaves/self?year=${year}`));
  const ownRow = emma.getByRole('row').filter({ has: emma.locator(`a[href$="/leave/application/view/${id}"]`) });
  await expect(ownRow).toContainText('Pending');

  // Marcus approves from All leave: under Everyone it waits for Ava.
  await hydrated(approve);
  await approve.click();
  const approveDialog = marcus.getByRole('dialog', { name: 'Approve leave' });
  await approveDialog.getByLabel('Note (optional)').fill('Fine by me');
  await approveDialog.getByRole('button', { name: 'Approve' }).click();
  await succeeded(marcus);
  await marcus.goto(app(`/leave/application/view/${id}`));
  await expect(marcus.getByRole('region', { name: 'Application' }).getByText('Pending')).toBeVisible();
  await expect(marcus.getByRole('complementary', { name: 'Approval timeline' })).toContainText('Awaiting Ava Sinclair.');

  // Emma has it open while Ava decides: the decision's live alert brings it onto her page, without a reload.
  const listening = subscribeSent(emma);
  await emma.goto(app(`/leave/application/view/${id}`));
  await expect(emma.getByRole('region', { name: 'Application' }).getByText('Pending')).toBeVisible();
  await hydrated(emma.getByRole('button', { name: 'Withdraw' }));
  await listening;
  await subscribers(await userIdOf(emma.context(), app('/api/realtime/ticket')), 1);
  await emma.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));

  // Ava approves: now it is approved.
  const ava = await pageAs(browser, 'admin');
  await ava.goto(app(`/leave/application/view/${id}`));
  await hydrated(ava.getByRole('button', { name: 'Approve' }));
  await ava.getByRole('button', { name: 'Approve' }).click();
  await ava.getByRole('dialog', { name: 'Approve leave' }).getByRole('button', { name: 'Approve' }).click();
  await succeeded(ava);
  await expect(ava.getByRole('region', { name: 'Application' }).getByText('Approved', { exact: true })).toBeVisible();

  // Emma sees it approved where she was, on her calendar, and her balance lowered; the bird view shows it.
  await expect(emma.getByRole('region', { name: 'Application' }).getByText('Approved', { exact: true })).toBeVisible();
  expect(await emma.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
  await emma.goto(app(`/time/self?month=${first.slice(0, 7)}`));
  await expect(emma.getByRole('group', { name: `${first}: On leave` })).toBeVisible();
  await expect(emma.getByRole('group', { name: `${last}: On leave` })).toBeVisible();
  await expect(emma.getByRole('group', { name: new RegExp(`^${holiday}: Holiday`) })).toBeVisible();
  await marcus.goto(app(`/time/bird-view?month=${first.slice(0, 7)}`));
  await marcus.getByRole('textbox', { name: 'Search people' }).last().fill('Emma');
  await expect(marcus.getByText('1 person')).toBeVisible();
  await expect(marcus.getByRole('img', { name: `${first}: On leave` })).toBeVisible();
  await emma.goto(app(`/leaves/self?year=${year}`));
  await expect(annualLeftCell(emma)).toHaveText(String(left - 2));

  // Withdrawn before it starts: the days come back.
  await emma.goto(app(`/leave/application/view/${id}`));
  await hydrated(emma.getByRole('button', { name: 'Withdraw' }));
  await emma.getByRole('button', { name: 'Withdraw' }).click();
  await shownDialog(emma, 'Confirmation Required');
  await emma.getByRole('button', { name: 'Yes' }).click();
  await succeeded(emma);
  await expect(emma.getByRole('region', { name: 'Application' }).getByText('Withdrawn', { exact: true })).toBeVisible();
  await emma.goto(app(`/leaves/self?year=${year}`));
  await expect(annualLeftCell(emma)).toHaveText(String(left));
});

test('rejected with a note on the timeline, the decision changed, an overlapping application refused', async ({ browser, app }) => {
  test.slow();
  const before = await emmaNew();
  // Monday to Thursday in two months: the application is Tuesday and Wednesday.
  const [monday, tuesday, wednesday, thursday] = weekdaysRun(before, 60, 1, 4) as [string, string, string, string];
  const emmaApi = await upstreamAs(USERS.employee.email);
  const annual = before.leave_types.find((type) => type.name === 'Annual leave')!;
  const stored = await emmaApi.post(`${A}/store`, { leave_type_id: annual.id, start_date: tuesday, end_date: wednesday, spent_type: 'full', reason: 'Family visit' });
  expect(stored.status).toBe(201);
  const id = (stored.body as { application_id: number }).application_id;

  // Marcus rejects: a note is required, and one rejection rejects under Everyone.
  const marcus = await pageAs(browser, 'manager');
  await marcus.goto(app(`/leave/application/view/${id}`));
  await hydrated(marcus.getByRole('button', { name: 'Reject' }));
  await marcus.getByRole('button', { name: 'Reject' }).click();
  const reject = marcus.getByRole('dialog', { name: 'Reject leave' });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('This is a required field')).toBeVisible();
  await reject.getByLabel('Note').fill('Team offsite that week');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await succeeded(marcus);
  await expect(marcus.getByRole('region', { name: 'Application' }).getByText('Rejected', { exact: true })).toBeVisible();
  const timeline = marcus.getByRole('complementary', { name: 'Approval timeline' });
  await expect(timeline.getByText('“Team offsite that week”').first()).toBeVisible();

  // Emma sees the note too.
  const emma = await pageAs(browser, 'employee');
  await emma.goto(app(`/leave/application/view/${id}`));
  await expect(emma.getByRole('complementary', { name: 'Approval timeline' }).getByText('“Team offsite that week”').first()).toBeVisible();
  await expect(emma.getByRole('button', { name: 'Change decision' })).toHaveCount(0);

  // The administrator changes the decision.
  const ava = await pageAs(browser, 'admin');
  await ava.goto(app(`/leave/application/view/${id}`));
  await hydrated(ava.getByRole('button', { name: 'Change decision' }));
  await ava.getByRole('button', { name: 'Change decision' }).click();
  await ava.getByRole('dialog', { name: 'Change decision' }).getByRole('button', { name: 'Change to approved' }).click();
  await succeeded(ava);
  await expect(ava.getByRole('region', { name: 'Application' }).getByText('Approved', { exact: true })).toBeVisible();
  await expect(ava.getByRole('complementary', { name: 'Approval timeline' })).toContainText('Decision changed to approved by Ava Sinclair');
  // The reviewers' steps end with the change, so the timeline agrees with the status (Marcus's step still says he rejected).
  const change = ava.getByRole('complementary', { name: 'Approval timeline' }).getByRole('listitem').filter({ hasText: 'Decision changed by Ava Sinclair' });
  await expect(change.getByText('Approved', { exact: true })).toBeVisible();

  // Monday to Thursday takes the approved days: the upstream refuses it on the start date, and what was typed stays.
  await emma.goto(app('/leave/application/new'));
  const types = emma.getByRole('group', { name: 'Leave type' });
  await hydrated(types.getByRole('radio', { name: /Annual leave/ }));
  await types.getByRole('radio', { name: /Annual leave/ }).check();
  await emma.getByLabel('Start date').fill(monday);
  await emma.getByLabel('End date').fill(thursday);
  await emma.getByLabel('Reason (optional)').fill('Long weekend');
  await emma.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(emma.getByText(/These dates overlap your Annual leave from/)).toBeVisible();
  await expect(emma.getByLabel('Start date')).toHaveAttribute('aria-invalid', 'true');
  await expect(emma.getByLabel('End date')).toHaveValue(thursday);
  await expect(emma.getByLabel('Reason (optional)')).toHaveValue('Long weekend');
});

test('a rejection that comes after the application was withdrawn says why, and the list shows it withdrawn once the dialog closes', async ({ browser, app }) => {
  const id = await emmaAppliesFor(150, 3, 'Dentist, withdrawn while reviewed');
  const marcus = await pageAs(browser, 'manager');
  await marcus.goto(app(`/leaves/all?status=pending&search=${encodeURIComponent('Emma')}`));
  const row = marcus.getByRole('row').filter({ has: marcus.getByRole('link', { name: /Annual leave/ }) }).filter({ has: marcus.locator(`a[href$="/leave/application/view/${id}"]`) });
  const reject = row.getByRole('button', { name: /^Reject / });
  await hydrated(reject);
  // Marcus is writing his note when Emma withdraws it (the open dialog keeps the list from reading it again under him).
  await reject.click();
  const dialog = marcus.getByRole('dialog', { name: 'Reject leave' });
  await dialog.getByLabel('Note').fill('Too many away that week');
  expect((await (await upstreamAs(USERS.employee.email)).post(`${A}/${id}/withdrawn`, {})).status).toBe(200);

  await dialog.getByRole('button', { name: 'Reject' }).click();
  // Withdrawn, not "already decided".
  await expect(dialog.getByRole('alert')).toHaveText('This leave application was withdrawn by Emma Novak while you had it open: there is nothing left to decide.');
  await expect(dialog.getByLabel('Note')).toHaveValue('Too many away that week');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // The note typed goes only when Marcus says so.
  await discardQuestion(marcus).getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toBeHidden();
  // Read again: the pending list no longer offers a decision on it.
  await expect(marcus.locator(`a[href$="/leave/application/view/${id}"]`)).toHaveCount(0);
});

test('a reviewer’s open application follows the author’s edits live, and an approval given on an older version is not sent', async ({ browser, app }) => {
  test.slow();
  const before = await emmaNew();
  const [tuesday, wednesday, thursday] = weekdaysRun(before, 42, 2, 3) as [string, string, string];
  const annual = before.leave_types.find((type) => type.name === 'Annual leave')!;
  const emmaApi = await upstreamAs(USERS.employee.email);
  const stored = await emmaApi.post(`${A}/store`, { leave_type_id: annual.id, start_date: tuesday, spent_type: 'full', reason: 'Dentist' });
  expect(stored.status).toBe(201);
  const id = (stored.body as { application_id: number }).application_id;
  const edit = async (end: string, reason: string) => expect((await emmaApi.post(`${A}/store`, { id, leave_type_id: annual.id, start_date: tuesday, end_date: end, spent_type: 'full', reason })).status).toBe(200);

  // Marcus has the application open, and his page listens for alerts.
  const marcus = await pageAs(browser, 'manager');
  const listening = subscribeSent(marcus);
  await marcus.goto(app(`/leave/application/view/${id}`));
  const application = marcus.getByRole('region', { name: 'Application' });
  const timeline = marcus.getByRole('complementary', { name: 'Approval timeline' });
  const approve = application.getByRole('button', { name: 'Approve' });
  await expect(application).toContainText('1 day');
  await hydrated(approve);
  await listening;
  await subscribers(await userIdOf(marcus.context(), app('/api/realtime/ticket')), 1);
  await marcus.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));

  // Emma makes it three days: Marcus's screen shows them at once.
  await edit(thursday, 'Dentist, then a trip');
  await expect(application).toContainText('3 days');
  await expect(application).toContainText('Dentist, then a trip');

  // While he writes a note (an open dialog keeps the screen as it is), she makes it two days: his approval is not sent.
  await approve.click();
  const dialog = marcus.getByRole('dialog', { name: 'Approve leave' });
  await dialog.getByLabel('Note (optional)').fill('Enjoy the trip');
  await edit(wednesday, 'Dentist, then a short trip');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `Emma Novak changed this leave application while you had it open: it is now Annual leave, ${tuesday} – ${wednesday}, 2 days. Your decision was not sent: check the new version before you decide.`,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await discardQuestion(marcus).getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toBeHidden();
  await expect(application).toContainText('2 days');
  const seen = async () => (await (await upstreamAs(USERS.manager.email)).get(`${A}/view/${id}`)).body as LeaveApplication;
  expect((await seen()).reviewers.map((step) => step.decision)).toEqual([null, null]);

  // He approves what he now sees; her next edit undoes it, which he is told, and Approve is offered again.
  await approve.click();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await succeeded(marcus);
  await expect(timeline).toContainText('Awaiting Ava Sinclair.');
  await edit(wednesday, 'Dentist and a short trip');
  await expect(timeline).toContainText('Awaiting Marcus Reed and Ava Sinclair.');
  await expect(approve).toBeVisible();
  await openAlerts(marcus);
  await expect(alertItems(marcus).first()).toContainText('Your approval no longer stands: review it again.');
  expect(await marcus.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
  // Her days back for the other tests.
  expect((await emmaApi.post(`${A}/${id}/withdrawn`, {})).status).toBe(200);
});

test('a change of decision the upstream refuses says why in its dialog', async ({ browser, app }) => {
  // Two of Emma's applications for one Friday, both rejected; the second is approved again, so
  // approving the first would take its day twice. The upstream refuses under `status`, a field the
  // dialog does not have (it has a note). A retry finds the day taken and uses the next free Friday.
  const before = await emmaNew();
  const [day] = weekdaysRun(before, 130, 5, 1) as [string];
  const annual = before.leave_types.find((type) => type.name === 'Annual leave')!;
  const emmaApi = await upstreamAs(USERS.employee.email);
  const marcusApi = await upstreamAs(USERS.manager.email);
  const rejected = async (reason: string) => {
    const stored = await emmaApi.post(`${A}/store`, { leave_type_id: annual.id, start_date: day, spent_type: 'full', reason });
    expect(stored.status).toBe(201);
    const id = (stored.body as { application_id: number }).application_id;
    expect((await marcusApi.post(`${A}/${id}/rejected`, { note: 'Not that day' })).status).toBe(200);
    return id;
  };
  const id = await rejected('Moving house');
  const other = await rejected('Moving house, the second try');
  expect((await (await upstreamAdmin()).post(`${A}/change-decision`, { application_id: other, status: 'approved' })).status).toBe(200);

  const ava = await pageAs(browser, 'admin');
  await ava.goto(app(`/leave/application/view/${id}`));
  const change = ava.getByRole('button', { name: 'Change decision' });
  await hydrated(change);
  await change.click();
  const dialog = ava.getByRole('dialog', { name: 'Change decision' });
  await dialog.getByRole('button', { name: 'Change to approved' }).click();
  // The server's reason, not the summary line alone ("fix above" with nothing above it).
  await expect(dialog.getByRole('alert')).toHaveText('These dates now overlap another Annual leave application.');
  await expect(dialog.getByText('Please fix above errors to continue.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(ava.getByRole('region', { name: 'Application' }).getByText('Rejected', { exact: true })).toBeVisible();
});

test('a change of decision on an application its author withdrew meanwhile is not sent, and says who withdrew it', async ({ browser, app }) => {
  const id = await emmaAppliesFor(165, 4, 'Conference, withdrawn while its decision is changed');
  // Approved by both reviewers of Emma's Everyone process.
  for (const email of [USERS.manager.email, USERS.admin.email]) expect((await (await upstreamAs(email)).post(`${A}/${id}/approved`, { note: null })).status).toBe(200);
  const ava = await pageAs(browser, 'admin');
  const emma = await pageAs(browser, 'employee');
  await ava.goto(app(`/leave/application/view/${id}`));
  await emma.goto(app(`/leave/application/view/${id}`));

  // Ava is writing why she rejects it after all when Emma, in her own browser, withdraws it.
  const change = ava.getByRole('button', { name: 'Change decision' });
  await hydrated(change);
  await change.click();
  const dialog = ava.getByRole('dialog', { name: 'Change decision' });
  await dialog.getByLabel('Note').fill('The team needs her that week');
  const withdraw = emma.getByRole('button', { name: 'Withdraw' });
  await hydrated(withdraw);
  await withdraw.click();
  await emma.getByRole('alertdialog', { name: 'Confirmation Required' }).getByRole('button', { name: 'Yes' }).click();
  await succeeded(emma);
  await expect(emma.getByRole('region', { name: 'Application' }).getByText('Withdrawn', { exact: true })).toBeVisible();

  // Not "Only a decided leave application can have its decision changed.": what happened, and by whom.
  await dialog.getByRole('button', { name: 'Change to rejected' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('This leave application was withdrawn by Emma Novak while you had it open: there is no decision left to change.');
  await expect(dialog.getByLabel('Note')).toHaveValue('The team needs her that week');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await discardQuestion(ava).getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toBeHidden();
  // Read again: withdrawn, with no decision left to change.
  await expect(ava.getByRole('region', { name: 'Application' }).getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(change).toHaveCount(0);
});

test('a withdrawal of an application rejected meanwhile is not sent, and says who rejected it', async ({ browser, app }) => {
  const id = await emmaAppliesFor(175, 4, 'Moving day, rejected while withdrawn');
  const emma = await pageAs(browser, 'employee');
  const marcus = await pageAs(browser, 'manager');
  await emma.goto(app(`/leave/application/view/${id}`));
  await marcus.goto(app(`/leave/application/view/${id}`));

  // Emma is asked whether to withdraw it (an open question keeps her screen as it is) when Marcus, in his browser, rejects it.
  const withdraw = emma.getByRole('button', { name: 'Withdraw' });
  await hydrated(withdraw);
  await withdraw.click();
  const confirm = emma.getByRole('alertdialog', { name: 'Confirmation Required' });
  await expect(confirm).toBeVisible();
  const reject = marcus.getByRole('button', { name: 'Reject' });
  await hydrated(reject);
  await reject.click();
  const rejectDialog = marcus.getByRole('dialog', { name: 'Reject leave' });
  await rejectDialog.getByLabel('Note').fill('We are short that week');
  await rejectDialog.getByRole('button', { name: 'Reject' }).click();
  await succeeded(marcus);

  // Not the upstream's "only a pending leave application … can be withdrawn": what happened, and by whom.
  await confirm.getByRole('button', { name: 'Yes' }).click();
  const failure = emma.getByRole('alertdialog', { name: 'Unsuccessful' });
  await expect(failure).toContainText('We could not perform this action as this leave application was rejected by Marcus Reed while you had it open: there is nothing left to withdraw.');
  await failure.getByRole('button', { name: 'Close' }).click();
  // Read again: rejected, with Marcus's note, and nothing to withdraw.
  await expect(emma.getByRole('region', { name: 'Application' }).getByText('Rejected', { exact: true })).toBeVisible();
  await expect(emma.getByRole('complementary', { name: 'Approval timeline' }).getByText('“We are short that week”').first()).toBeVisible();
  await expect(withdraw).toHaveCount(0);
});

test('an edit by the manager who applied for an employee tells her at once, and her open application follows it', async ({ browser, app }) => {
  // Marcus applies for Emma (one day); she has it open, her page listening for alerts.
  const emma = await pageAs(browser, 'employee');
  const emmaId = await userIdOf(emma.context(), app('/api/realtime/ticket'));
  const marcusApi = await upstreamAs(USERS.manager.email);
  const forEmma = (await marcusApi.get(`${A}/new?user_id=${emmaId}`)).body as LeaveApplication;
  const [day] = weekdaysRun(forEmma, 185, 1, 1) as [string];
  const annual = forEmma.leave_types.find((type) => type.name === 'Annual leave')!;
  const stored = await marcusApi.post(`${A}/store`, { user_id: emmaId, leave_type_id: annual.id, start_date: day, spent_type: 'full', reason: 'Training, booked by Marcus' });
  expect(stored.status).toBe(201);
  const id = (stored.body as { application_id: number }).application_id;

  const listening = subscribeSent(emma);
  await emma.goto(app(`/leave/application/view/${id}`));
  const application = emma.getByRole('region', { name: 'Application' });
  await expect(application).toContainText('1 day');
  await hydrated(application.getByRole('button', { name: 'Withdraw' }));
  await listening;
  await subscribers(emmaId, 1);
  const unread = await unreadOf(emma);

  // Marcus, in his browser, makes it the morning only.
  const marcus = await pageAs(browser, 'manager');
  await marcus.goto(app(`/leave/application/view/${id}`));
  const his = marcus.getByRole('region', { name: 'Application' });
  await hydrated(his.getByRole('button', { name: 'Edit' }));
  await his.getByRole('button', { name: 'Edit' }).click();
  const form = marcus.getByRole('form', { name: 'Edit leave application' });
  await form.getByRole('radio', { name: 'First half' }).check();
  await form.getByLabel('Reason (optional)').fill('Training, the morning only');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await succeeded(marcus, 'We’ve saved your edit successfully.');

  // Emma's screen shows it without a reload, and her alert says who changed it and what it is now.
  await expect(application).toContainText('0.5 day');
  await expect(application).toContainText('Training, the morning only');
  await expectUnread(emma, unread + 1);
  await openAlerts(emma);
  await expect(alertItems(emma).first()).toContainText(/^Marcus Reed changed your leave application: now Annual leave, .+ \(0\.5 days\)\./);
  await expect(alertItems(emma).first()).toHaveAttribute('href', new RegExp(`/leave/application/view/${id}$`));
  // Her days back for the other tests.
  expect((await (await upstreamAs(USERS.employee.email)).post(`${A}/${id}/withdrawn`, {})).status).toBe(200);
});

// Emma's Save of her edit put her version back over the one Marcus (who had applied for her) saved meanwhile, without a word.
test('an edit its author saves over a change someone else made meanwhile is held back once, saying what it is now, and goes on the second Save', async ({ browser, app }) => {
  const emma = await pageAs(browser, 'employee');
  const emmaId = await userIdOf(emma.context(), app('/api/realtime/ticket'));
  const marcusApi = await upstreamAs(USERS.manager.email);
  const forEmma = (await marcusApi.get(`${A}/new?user_id=${emmaId}`)).body as LeaveApplication;
  const [day] = weekdaysRun(forEmma, 190, 4, 1) as [string];
  const annual = forEmma.leave_types.find((type) => type.name === 'Annual leave')!;
  const booked = { user_id: emmaId, leave_type_id: annual.id, start_date: day, reason: 'Course, booked by Marcus' };
  const stored = await marcusApi.post(`${A}/store`, { ...booked, spent_type: 'full' });
  expect(stored.status).toBe(201);
  const id = (stored.body as { application_id: number }).application_id;

  // Emma starts editing it.
  await emma.goto(app(`/leave/application/view/${id}`));
  const application = emma.getByRole('region', { name: 'Application' });
  await hydrated(application.getByRole('button', { name: 'Edit' }));
  await application.getByRole('button', { name: 'Edit' }).click();
  const form = emma.getByRole('form', { name: 'Edit leave application' });
  await form.getByLabel('Reason (optional)').fill('Course, and the dentist after');

  // Meanwhile Marcus makes it the morning only.
  expect((await marcusApi.post(`${A}/store`, { ...booked, id, spent_type: 'first_half' })).status).toBeLessThan(300);

  // Her Save is held back, saying what it is now; what she typed stays.
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toContainText(
    /Marcus Reed changed this leave application while you had it open: it is now Annual leave, .+, 0\.5 day\. Your changes were not saved: Save changes again to replace it with what you entered here, or Discard to keep it as it is\./,
  );
  await expect(form.getByLabel('Reason (optional)')).toHaveValue('Course, and the dentist after');
  const stillMarcus = (await (await upstreamAs(USERS.employee.email)).get(`${A}/view/${id}`)).body as LeaveApplication;
  expect(stillMarcus.item).toMatchObject({ spent_type: 'first_half', reason: 'Course, booked by Marcus' });

  // Told, she saves again: hers goes.
  await form.getByRole('button', { name: 'Save changes' }).click();
  await succeeded(emma, 'We’ve saved your edit successfully.');
  await expect(application).toContainText('Course, and the dentist after');
  // Her days back for the other tests.
  expect((await (await upstreamAs(USERS.employee.email)).post(`${A}/${id}/withdrawn`, {})).status).toBe(200);
});

test.describe('as the author', () => {
  test.use({ storageState: storageStateOf('employee') });

  test('a fetched application is locked: Edit unlocks it, Discard restores it, a saved edit stays pending', async ({ page, app }) => {
    test.slow();
    const id = await emmaAppliesFor(90, 3, 'Dentist');

    await page.goto(app(`/leave/application/view/${id}`));
    const application = page.getByRole('region', { name: 'Application' });
    await expect(application).toContainText('Dentist');
    await hydrated(application.getByRole('button', { name: 'Edit' }));
    await application.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit leave application' });
    await expect(form.getByLabel('Reason (optional)')).toHaveValue('Dentist');
    await form.getByLabel('Reason (optional)').fill('Something else');
    await form.getByRole('button', { name: 'Discard' }).click();
    await expect(application).toContainText('Dentist');
    await expect(application).not.toContainText('Something else');

    await application.getByRole('button', { name: 'Edit' }).click();
    await expect(form.getByLabel('Reason (optional)')).toHaveValue('Dentist');
    await form.getByRole('radio', { name: 'First half' }).check();
    await form.getByLabel('Reason (optional)').fill('Dentist, morning only');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await succeeded(page, 'We’ve saved your edit successfully.');
    await expect(application).toContainText('Dentist, morning only');
    await expect(application).toContainText('0.5 day');
    await expect(application.getByText('Pending', { exact: true })).toBeVisible();
  });

  test('a leave type deleted while the form is open is no longer offered once Apply is refused, and what was typed stays', async ({ page, app }) => {
    // A type of Emma's own policy, deleted by the administrator while she has it chosen ("Delete anyway": taken out of the policies).
    const P = '/settings/leave/leave';
    const admin = await upstreamAdmin();
    const typeName = `Bereavement leave ${Date.now().toString(36)}`;
    const created = await admin.post(`${P}/leave-types/store`, { name: typeName, total_days: 5 });
    expect(created.status).toBe(201);
    const typeId = (created.body as { id: number }).id;
    const before = await emmaNew();
    const policyId = ((await admin.get(`/employee/employee/profile/${before.author.id}/leave`)).body as { data: { leave_policy: { id: number } } }).data.leave_policy.id;
    const policy = ((await admin.get(`${P}/leave-policies/edit/${policyId}`)).body as { data: { name: string; description: string | null; leave_types: { id: number; days: number }[] } }).data;
    const withType = [...policy.leave_types.map((type) => ({ id: type.id, days: type.days })), { id: typeId, days: 5 }];
    expect((await admin.post(`${P}/leave-policies/store`, { id: policyId, name: policy.name, description: policy.description, leave_types: withType })).status).toBe(200);
    const [day] = weekdaysRun(before, 160, 3, 1) as [string];

    await page.goto(app('/leave/application/new'));
    const form = page.getByRole('form', { name: 'Apply for leave' });
    const types = form.getByRole('group', { name: 'Leave type' });
    const bereavement = types.getByRole('radio', { name: new RegExp(typeName) });
    await hydrated(bereavement);
    await bereavement.check();
    await form.getByLabel('Start date').fill(day);
    await form.getByLabel('Reason (optional)').fill('Funeral');
    const summary = page.getByRole('complementary', { name: 'Summary' });
    await expect(summary).toContainText('Balance after4');

    expect((await admin.request('DELETE', `${P}/leave-types/delete/${typeId}?action=detach`)).status).toBe(200);
    await form.getByRole('button', { name: 'Apply', exact: true }).click();
    // The form read the types again: the deleted one is gone, its field asks for another, nothing typed is lost.
    await expect(bereavement).toHaveCount(0);
    await expect(form.getByText(`${typeName} is no longer in the leave policy: choose another type.`)).toBeVisible();
    await expect(types.getByRole('radio', { name: /Annual leave/ })).toBeVisible();
    await expect(summary).not.toContainText('Balance after');
    await expect(form.getByLabel('Start date')).toHaveValue(day);
    await expect(form.getByLabel('Reason (optional)')).toHaveValue('Funeral');
    await expect(page).toHaveURL(new RegExp(`${app('/leave/application/new')}$`));
  });

  test('an application decided while its author edits it says so at once, keeps what was typed and offers no Save', async ({ page, app }) => {
    const id = await emmaAppliesFor(120, 2, 'School run');
    const listening = subscribeSent(page);
    await page.goto(app(`/leave/application/view/${id}`));
    const application = page.getByRole('region', { name: 'Application' });
    await hydrated(application.getByRole('button', { name: 'Edit' }));
    await listening;
    await subscribers(await userIdOf(page.context(), app('/api/realtime/ticket')), 1);
    await application.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit leave application' });
    await form.getByLabel('Reason (optional)').fill('School run, and the dentist');

    // Marcus rejects it meanwhile: the live alert reads the page again under the form.
    expect((await (await upstreamAs(USERS.manager.email)).post(`${A}/${id}/rejected`, { note: 'Team offsite' })).status).toBe(200);
    await expect(form.getByRole('alert').filter({ hasText: 'while you were editing' })).toHaveText('This application was rejected while you were editing it: your changes can no longer be saved.');
    await expect(form.getByLabel('Reason (optional)')).toHaveValue('School run, and the dentist');
    await expect(form.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
    await form.getByRole('button', { name: 'Back to the application' }).click();
    await expect(application.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Approval timeline' }).getByText('“Team offsite”').first()).toBeVisible();
  });

  test('a file whose upload failed is kept with Try again, and the application carries it once uploaded', async ({ page, app }) => {
    const [day] = weekdaysRun(await emmaNew(), 21, 2, 1) as [string];
    // The first upload fails on the way (the upstream answers 500); the next one goes through.
    let failed = 0;
    await page.route(/\/application\/file\/upload\/store$/, (route) => (failed++ === 0 ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Injected fault"}' }) : route.fallback()));
    await page.goto(app('/leave/application/new'));
    const form = page.getByRole('form', { name: 'Apply for leave' });
    await hydrated(form);
    await form.getByRole('radio', { name: /Annual leave/ }).check();
    await form.getByLabel('Start date').fill(day);
    const reason = `Dentist ${Date.now()}`;
    await form.getByLabel('Reason (optional)').fill(reason);
    await form.getByLabel('Add files').setInputFiles({ name: 'appointment.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 appointment') });
    const files = form.getByRole('list', { name: 'Attachments' });
    await expect(files.getByRole('alert')).toContainText('We could not perform this action as injected fault');
    // Applying without it would drop it unseen.
    await form.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(form.getByText('A file could not be uploaded: try it again, or remove it.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${app('/leave/application/new')}$`));
    await files.getByRole('button', { name: 'Try again' }).click();
    await expect(files.getByRole('alert')).toHaveCount(0);
    await expect(files.getByRole('progressbar')).toHaveCount(0);
    await form.getByRole('button', { name: 'Apply', exact: true }).click();
    await succeeded(page, 'You’ve successfully performed this action.');
    await expect(page).toHaveURL(/\/leave\/application\/view\/\d+$/);
    const application = page.getByRole('region', { name: 'Application' });
    await expect(application).toContainText(reason);
    await expect(application.getByRole('link', { name: 'appointment.pdf' })).toBeVisible();
    expect(failed).toBe(2);
  });

  test('a link away from an application being written asks first: No keeps it, Yes leaves', async ({ page, app }) => {
    await page.goto(app('/leave/application/new'));
    const form = page.getByRole('form', { name: 'Apply for leave' });
    await hydrated(form);
    // Nothing written yet: the way back goes at once.
    await page.getByRole('link', { name: 'My leave' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${app('/leaves/self')}$`));
    await expect(leaveQuestion(page)).toHaveCount(0);

    await page.goto(app('/leave/application/new'));
    await hydrated(form);
    await form.getByLabel('Reason (optional)').fill('Family visit');
    await page.getByRole('link', { name: 'My leave' }).first().click();
    await expect(leaveQuestion(page)).toBeVisible();
    await leaveQuestion(page).getByRole('button', { name: 'No' }).click();
    await expect(leaveQuestion(page)).toBeHidden();
    await expect(form.getByLabel('Reason (optional)')).toHaveValue('Family visit');
    await expect(page).toHaveURL(new RegExp(`${app('/leave/application/new')}$`));
    await page.getByRole('link', { name: 'My leave' }).first().click();
    await leaveQuestion(page).getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(new RegExp(`${app('/leaves/self')}$`));
  });

  test('the browser’s Back from an application being written asks first: No keeps it, Yes goes back', async ({ page, app }) => {
    await page.goto(app('/leaves/self'));
    await hydrated(page.getByRole('link', { name: 'Apply for leave' }).first());
    await page.getByRole('link', { name: 'Apply for leave' }).first().click();
    const form = page.getByRole('form', { name: 'Apply for leave' });
    await hydrated(form);
    await form.getByLabel('Reason (optional)').fill('Family visit');
    // Held, not taken: the browser stays on the form (its Back went to My leave without a word). Not awaited:
    // Playwright waits for the step to be taken, which it is not until the question is answered.
    void page.goBack().catch(() => null);
    await expect(leaveQuestion(page)).toBeVisible();
    await leaveQuestion(page).getByRole('button', { name: 'No' }).click();
    await expect(leaveQuestion(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${app('/leave/application/new')}$`));
    await expect(form.getByLabel('Reason (optional)')).toHaveValue('Family visit');
    void page.goBack().catch(() => null);
    await leaveQuestion(page).getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(new RegExp(`${app('/leaves/self')}$`));
    await expect(page.getByRole('heading', { name: 'My leave', level: 1 })).toBeVisible();
  });

  test('a comment is added, then deleted from the keyboard with the focus back in the comment field', async ({ page, app }) => {
    const id = await emmaAppliesFor(110, 4, 'School play');

    await page.goto(app(`/leave/application/view/${id}`));
    const comments = page.getByRole('region', { name: 'Comments' });
    await expect(comments).toContainText('No comments yet.');
    const field = comments.getByLabel('Add a comment');
    await hydrated(field);
    await field.fill('Back by three');
    // A double click posts it once.
    const posts = requestsFrom(page, 'POST', /\/leave\/leave\/application\/\d+\/comments/);
    await comments.getByRole('button', { name: 'Comment', exact: true }).dblclick();
    await expect(comments.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
    await expect(field).toHaveValue('');
    expect(posts).toHaveLength(1);

    await comments.getByRole('button', { name: `Delete comment by ${USERS.employee.name}` }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('You are about to permanently delete this item. Should we proceed?');
    await confirm.getByRole('button', { name: 'Yes' }).press('Enter');
    await expect(confirm).toBeHidden();
    await expect(comments.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
    await expect(comments).toContainText('No comments yet.');
    // The Delete pressed is gone with its comment: the field takes the focus, not the page.
    await expect(field).toBeFocused();

    // A refused deletion puts the comment back, in its place, and says so.
    await field.fill('First of two');
    await comments.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(comments.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
    await field.fill('Second of two');
    await comments.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(comments.getByRole('heading', { name: 'Comments (2)' })).toBeVisible();
    await page.route('**/api/upstream/leave/leave/application/*/comments/*/delete', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server Error"}' }), { times: 1 });
    await comments.getByRole('button', { name: `Delete comment by ${USERS.employee.name}` }).first().click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    const failed = page.getByRole('alertdialog', { name: 'Unsuccessful' });
    await failed.getByRole('button', { name: 'Close' }).click();
    await expect(failed).toBeHidden();
    await expect(comments.getByRole('listitem')).toHaveText([/First of two/, /Second of two/]);
    await expect(comments.getByRole('heading', { name: 'Comments (2)' })).toBeVisible();
  });
});

test.describe('a person’s leave, as the administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('is reached from All leave and from the profile, and leads back to All leave, which the menu lights', async ({ page, app }) => {
    await page.goto(app('/leaves/all?search=Emma%20Novak'));
    await page.getByRole('region', { name: 'Leave applications' }).getByRole('link', { name: /^Emma Novak/ }).first().click();
    await expect(page.getByRole('heading', { name: 'Emma Novak’s leave', level: 1 })).toBeVisible();
    await expect(page.getByText('Balances, leave coming up, and the applications of each leave year.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Leave balances of Emma Novak' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'All leave', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My leave', exact: true })).not.toHaveAttribute('aria-current', 'page');
    // One of her applications is under All leave too, though its path is a leave path like one's own.
    await page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Dates' }) }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Emma Novak’s leave application', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'All leave', exact: true })).toHaveAttribute('aria-current', 'page');
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'All leave', exact: true })).toHaveAttribute('aria-current', 'page');
    // Back to All leave as it was left: searched for her.
    await page.getByRole('main').getByRole('link', { name: 'All leave' }).click();
    await expect(page.getByRole('heading', { name: 'All leave', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/leaves\/all\?search=Emma(%20|\+)Novak$/);

    await page.goto(app('/people/profile/view/emma.novak'));
    await page.getByRole('link', { name: 'Emma Novak’s leave and balances' }).click();
    await expect(page.getByRole('heading', { name: 'Emma Novak’s leave', level: 1 })).toBeVisible();
  });

  // A large company lists hundreds of people here: the field is searched by typing, not scrolled.
  test('applies on Emma Novak’s behalf, found by typing her name back to front and chosen from the keyboard', async ({ page, app }) => {
    const emma = await emmaNew();
    const [day] = weekdaysRun(emma, 150, 1, 1) as [string];
    // The person applied for is in the page as the server sends it, before any script runs.
    const html = await (await page.request.get(app(`/leave/application/new?user_id=${emma.author.id}`))).text();
    expect(html).toMatch(/role="combobox"[^>]*value="Emma Novak"|value="Emma Novak"[^>]*role="combobox"/);

    await page.goto(app('/leave/application/new'));
    const form = page.getByRole('form', { name: 'Apply for leave' });
    const person = form.getByRole('combobox', { name: 'Apply for' });
    await expect(person).toHaveValue(USERS.admin.name);
    await hydrated(person);
    await person.fill('NOVAK em');
    const people = page.getByRole('listbox', { name: 'Apply for' });
    const option = people.getByRole('option', { name: /Emma Novak/ });
    await expect(option).toContainText('Software Engineer');
    await expect(people.getByRole('option', { name: /Marcus Reed/ })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, { include: ['form'] });
    // Escape closes the list and keeps what was typed; the arrow opens it again on the first match.
    await person.press('Escape');
    await expect(people).toBeHidden();
    await expect(person).toHaveAttribute('aria-expanded', 'false');
    await person.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(person).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
    await person.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]user_id=${emma.author.id}$`));
    await expect(page.getByText('On behalf of Emma Novak.')).toBeVisible();
    await expect(person).toHaveValue('Emma Novak');
    await expect(person).toHaveAttribute('aria-expanded', 'false');

    const types = form.getByRole('group', { name: 'Leave type' });
    await hydrated(types.getByRole('radio', { name: /Annual leave/ }));
    await types.getByRole('radio', { name: /Annual leave/ }).check();
    await form.getByLabel('Start date').fill(day);
    await form.getByRole('button', { name: 'Apply', exact: true }).click();
    await succeeded(page, 'You’ve successfully performed this action.');
    await expect(page.getByRole('heading', { name: 'Emma Novak’s leave application', level: 1 })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, storageState: storageStateOf('manager') });

  test('All leave keeps who, when and status readable', async ({ page, app }) => {
    await page.goto(app('/leaves/all?status=pending'));
    await expect(page.getByRole('heading', { name: 'All leave', level: 1 })).toBeVisible();
    const rows = page.getByRole('region', { name: 'Leave applications' }).getByRole('row');
    await expect(rows.nth(1).getByText('Pending', { exact: true }).filter({ visible: true })).toBeVisible();
    const box = await page.locator('body').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(360);
    // The department filter takes the form's whole row: in half of it, "Any department" read "Any departme".
    const filters = page.getByRole('form', { name: 'Filters' });
    const department = (await filters.getByRole('combobox', { name: 'Department' }).boundingBox())!;
    const person = (await filters.getByRole('searchbox', { name: 'Person' }).boundingBox())!;
    expect(department.width).toBeGreaterThan(250);
    expect(person.width).toBeGreaterThan(250);
  });

  test('a date that is no date says what it expects with the format whole on one line', async ({ page, app }) => {
    await page.goto(app('/leaves/all'));
    const filters = page.getByRole('form', { name: 'Filters' });
    const from = filters.getByLabel('From', { exact: true });
    await hydrated(from);
    await from.fill('2026-13');
    await filters.getByRole('button', { name: 'Filter' }).click();
    const message = filters.getByText('Enter a date as YYYY-MM-DD.');
    await expect(message).toBeVisible();
    // The lines the format's own characters take (it read "YYYY-" on one line and "MM-DD." on the next).
    const lines = await message.evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf('YYYY-MM-DD');
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 'YYYY-MM-DD'.length);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }
      return 0;
    });
    expect(lines).toBe(1);
  });
});

test.describe('My leave on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 900 }, storageState: storageStateOf('employee') });

  test('shows a balance without a limit on one line', async ({ page, app }) => {
    await page.goto(app('/leaves/self'));
    const noLimit = page.getByRole('table', { name: /^Leave balances of/ }).getByRole('row', { name: /^Unpaid leave/ }).getByRole('cell').last();
    await expect(noLimit).toHaveText('No limit');
    // Lines the text takes (it wrapped into "No" and "limit" in the half-width card).
    const lines = await noLimit.evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
  });

  test('is a page of the menu, with no way “back” to a feed it did not come from', async ({ page, app }) => {
    await page.goto(app('/leaves/self'));
    await expect(page.getByRole('heading', { name: 'My leave', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My leave', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main').getByRole('link', { name: /Feed/ })).toHaveCount(0);
  });
});

test.describe('the reviewers’ filters on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 900 }, storageState: storageStateOf('manager') });

  test('fit their card with whole dates, and a range the wrong way round says so', async ({ page, app }) => {
    await page.goto(app('/leaves/all?from=2026-12-31&to=2026-12-01'));
    const filters = page.getByRole('form', { name: 'Filters' });
    const card = (await filters.boundingBox())!;
    for (const part of [filters.getByRole('button', { name: 'Filter' }), filters.getByRole('link', { name: 'Reset' }), filters.getByLabel('From', { exact: true }), filters.getByLabel('To', { exact: true })]) {
      const box = (await part.boundingBox())!;
      expect(box.x + box.width, 'inside the card').toBeLessThanOrEqual(card.x + card.width);
    }
    // Room for a whole date and the picker: the year was cut at 123 px.
    for (const date of [filters.getByLabel('From', { exact: true }), filters.getByLabel('To', { exact: true })]) expect((await date.boundingBox())!.width).toBeGreaterThanOrEqual(160);
    await expect(page.getByRole('alert').filter({ hasText: 'The end date' })).toHaveText('The end date must not be before the start date: From is 2026-12-31, To is 2026-12-01.');
    // Typed in the tenant's format (YYYY-MM-DD here), sent as the page reads it; the right way round raises nothing.
    await page.goto(app('/leaves/all'));
    const from = filters.getByLabel('From', { exact: true });
    await hydrated(from);
    await from.fill('2026-12-01');
    await filters.getByLabel('To', { exact: true }).fill('2026-12-31');
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/[?&]from=2026-12-01&to=2026-12-31/);
    await expect(filters.getByLabel('From', { exact: true })).toHaveValue('2026-12-01');
    await expect(page.getByText('The end date must not be before the start date', { exact: false })).toHaveCount(0);
  });

  test('show the filters the list is using after Reset and a summary figure, and a date that is no date is not sent', async ({ page, app }) => {
    await page.goto(app('/leaves/all'));
    const filters = page.getByRole('form', { name: 'Filters' });
    const status = filters.getByRole('combobox', { name: 'Status' });
    await hydrated(status);
    await status.selectOption({ label: 'Pending' });
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/[?&]status=pending/);

    await filters.getByRole('link', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/leaves\/all$/);
    await expect(status).toHaveValue('');

    await page.getByRole('list', { name: 'Summary' }).getByRole('link', { name: /Rejected/ }).click();
    await expect(page).toHaveURL(/[?&]status=rejected/);
    await expect(status).toHaveValue('rejected');
    // Filtering on from there keeps what the list shows.
    await filters.getByRole('combobox', { name: 'Department' }).selectOption({ index: 1 });
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/status=rejected.*department_id=\d+|department_id=\d+.*status=rejected/);

    // Text that is no date: the form stays, the field says what it expects, nothing is filtered by a date it dropped.
    const url = page.url();
    const from = filters.getByLabel('From', { exact: true });
    await from.fill('31/12/2026');
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(from).toBeFocused();
    await expect(from).toHaveAccessibleDescription('Enter a date as YYYY-MM-DD.');
    await expect(from).toHaveValue('31/12/2026');
    expect(page.url()).toBe(url);
  });
});
