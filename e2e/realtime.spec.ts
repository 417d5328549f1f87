import type { BrowserContext, Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { alertItems, alertsMenu, channelOf, devRealtime, expectUnread, openAlerts, subscribers, unreadOf, userIdOf } from './alerts-helpers';
import { expect, signInByApi, storageStateOf, test, upstreamDev } from './fixtures';
import { E2E, REALTIME_URL, UPSTREAM_URL, USERS } from './env';

/**
 * Realtime alerts end to end (issue 6): the admin's real actions push alerts to
 * the employee's open pages without a reload; reads keep tabs in step; the
 * realtime server refuses foreign channels and is survived when it restarts.
 * Serial: an acknowledge-required post alerts every colleague, so no other
 * test may count alerts meanwhile.
 */
test.describe.configure({ mode: 'serial' });

const APP_ORIGIN = `http://localhost:${E2E.appPort}`;
const TICKET_HEADER = 'X-Realtime-Ticket';



/** The admin publishes an acknowledge-required post through the app (POST /feed/store), as the composer does. */
async function publishAcknowledgePost(admin: BrowserContext, content: string): Promise<string> {
  const response = await admin.request.post('/api/upstream/feed/store', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: APP_ORIGIN },
    data: { content, type: 1, photos: [], attachments: [] },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { slug: string } }).data.slug;
}

async function newContext(browser: import('@playwright/test').Browser, role: 'admin' | 'employee' | 'manager') {
  return browser.newContext({ storageState: storageStateOf(role), baseURL: APP_ORIGIN });
}

test('a user without alerts sees the empty dropdown', async ({ page, app }) => {
  // Acknowledge-required posts from other specs alert everyone, this user too.
  await upstreamDev.clearAlerts(USERS.sso.email);
  await signInByApi(page.context(), app, USERS.sso.email);
  await page.goto(app('/feed'));
  await expectUnread(page, 0);
  await openAlerts(page);
  const menu = alertsMenu(page);
  await expect(menu.getByText('Alerts', { exact: true })).toBeVisible();
  await expect(menu.getByText('No alert found')).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Mark All As Read' })).toBeDisabled();
  await expect(menu.getByRole('menuitem', { name: 'View All Alerts' })).toHaveAttribute('href', '/notification/all');
});

test('the admin publishes an acknowledge-required post: the employee’s count rises without a reload and the alert opens the post', async ({ browser }) => {
  const employee = await newContext(browser, 'employee');
  const admin = await newContext(browser, 'admin');
  const page = await employee.newPage();
  await page.goto('/feed');
  const before = await unreadOf(page);
  expect(before).toBeGreaterThan(0);
  await subscribers(await userIdOf(employee), 1);
  // The wall's own "to acknowledge" counter (absent at 0, "N+" past the page size).
  const counter = page.getByRole('button', { name: /to acknowledge$/ });
  const label = (await counter.count()) ? ((await counter.textContent()) ?? '').replace(' to acknowledge', '') : '0';

  const content = `Quarterly safety briefing ${Date.now()}`;
  const slug = await publishAcknowledgePost(admin, content);
  await expectUnread(page, before + 1);
  // The wall follows the bell: the post is listed and the counter rises, without a reload.
  await expect(page.getByRole('article').filter({ hasText: content })).toBeVisible();
  const next = label.endsWith('+') ? `^${label.replace('+', '\\+')}` : `^(${Number(label) + 1}|${label}\\+)`;
  await expect(counter).toHaveText(new RegExp(`${next} to acknowledge$`));
  // The mobile Alerts item counts the same (it is hidden on this desktop viewport).
  await expect(
    page.getByRole('navigation', { name: 'Mobile menu', includeHidden: true }).getByRole('link', { name: `Alerts, ${before + 1} unread`, includeHidden: true }),
  ).toBeAttached();

  await openAlerts(page);
  const alert = alertsMenu(page).getByRole('menuitem').filter({ hasText: content });
  await expect(alert).toContainText(`Ava Sinclair asks you to acknowledge “${content}”`);
  await expect(alert).toContainText('Unread');
  await alert.click();
  await expect(page).toHaveURL(new RegExp(`/feed/view/${slug}$`));
  await expect(page.getByText(content).first()).toBeVisible();
  await expectUnread(page, before);
  await employee.close();
  await admin.close();
});

test('a second tab of the same user shows the same count and follows reads and pushes', async ({ browser }) => {
  const employee = await newContext(browser, 'employee');
  const admin = await newContext(browser, 'admin');
  const first = await employee.newPage();
  const second = await employee.newPage();
  await first.goto('/notification/all');
  await second.goto('/feed');
  const count = await unreadOf(first);
  expect(count).toBeGreaterThan(1);
  await expectUnread(second, count);
  await subscribers(await userIdOf(employee), 2);

  // Read one in the first tab: the second follows without a reload.
  await first.getByRole('button', { name: /^Mark as read: / }).first().click();
  await expectUnread(first, count - 1);
  await expectUnread(second, count - 1);

  // A push reaches both tabs, and the All Alerts list in the first.
  const content = `Parking garage closed on Friday ${Date.now()}`;
  await publishAcknowledgePost(admin, content);
  await expectUnread(first, count);
  await expectUnread(second, count);
  await expect(first.getByRole('list', { name: 'All Alerts' }).getByText(content, { exact: false })).toBeVisible();
  await employee.close();
  await admin.close();
});

test('reading on the All Alerts page lowers the count; Mark All As Read zeroes it for good', async ({ browser }) => {
  const employee = await newContext(browser, 'employee');
  const page = await employee.newPage();
  await page.goto('/notification/all');
  await expect(page.getByRole('heading', { name: 'All Alerts', level: 1 })).toBeVisible();
  const count = await unreadOf(page);
  expect(count).toBeGreaterThan(1);
  await expect(page.getByText(`${count} unread alerts`)).toBeVisible();

  const markOne = page.getByRole('button', { name: /^Mark as read: / }).first();
  const label = (await markOne.getAttribute('aria-label'))!;
  await markOne.click();
  await expect(page.getByRole('button', { name: label, exact: true })).toHaveCount(0);
  await expectUnread(page, count - 1);

  await page.getByRole('button', { name: 'Mark All As Read' }).click();
  await expectUnread(page, 0);
  await expect(page.getByText('You’re all caught up.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Mark as read: / })).toHaveCount(0);
  await page.reload();
  await expectUnread(page, 0);
  await openAlerts(page);
  await expect(alertsMenu(page).getByRole('menuitem').filter({ hasText: 'Unread' })).toHaveCount(0);
  await expect(alertsMenu(page).getByRole('menuitem', { name: 'Mark All As Read' })).toBeDisabled();
  await employee.close();
});

test('the realtime server refuses a subscription to another user’s channel', async ({ browser }) => {
  const employee = await newContext(browser, 'employee');
  const admin = await newContext(browser, 'admin');
  const employeeId = await userIdOf(employee);
  const adminId = await userIdOf(admin);
  const ticketResponse = await employee.request.get('/api/realtime/ticket', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  const { ticket, channel } = (await ticketResponse.json()) as { ticket: string; channel: string };
  expect(channel).toBe(channelOf(employeeId));
  // The ticket is sealed: no upstream cookie in the clear, and the response sets none.
  expect(ticket).not.toContain('crewdesk_api_session');
  expect(ticketResponse.headers()['set-cookie']).toBeUndefined();

  const socket: Socket = io(REALTIME_URL, { transports: ['websocket'] });
  try {
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const refusal = (channelName: string, headers: Record<string, string>) =>
      new Promise<[string, number]>((resolve) => {
        socket.once('subscription_error', (name: string, status: number) => resolve([name, status]));
        socket.emit('subscribe', { channel: channelName, auth: { headers } });
      });
    expect(await refusal(channelOf(adminId), { [TICKET_HEADER]: ticket })).toEqual([channelOf(adminId), 403]);
    expect(await refusal(channelOf(employeeId), {})).toEqual([channelOf(employeeId), 403]);

    // The same ticket does open the employee's own channel, and nothing of the admin's comes through.
    const received: string[] = [];
    socket.onAny((_event: string, name: string) => received.push(name));
    socket.emit('subscribe', { channel: channelOf(employeeId), auth: { headers: { [TICKET_HEADER]: ticket } } });
    await expect.poll(async () => (await devRealtime()).channels[channelOf(employeeId)] ?? 0).toBeGreaterThanOrEqual(1);
    expect((await devRealtime()).channels[channelOf(adminId)] ?? 0).toBe(0);
    await fetch(`${UPSTREAM_URL}/__dev/notifications`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ to: USERS.employee.email, message: 'Your payslip for March is ready.' }),
    });
    await expect.poll(() => received).toContain(channelOf(employeeId));
    expect(received).not.toContain(channelOf(adminId));
  } finally {
    socket.disconnect();
    await employee.close();
    await admin.close();
  }
});

test('killing and restarting the realtime server is survived: the page resubscribes and gets the next alert', async ({ browser }) => {
  const employee = await newContext(browser, 'employee');
  const admin = await newContext(browser, 'admin');
  const page = await employee.newPage();
  await page.goto('/feed');
  const employeeId = await userIdOf(employee);
  await subscribers(employeeId, 1);
  const count = await unreadOf(page);
  // Connections to the realtime server opened from here on that ended: failed reconnects.
  let ended = 0;
  page.on('websocket', (socket) => {
    if (!socket.url().includes(`:${E2E.realtimePort}`)) return;
    let counted = false;
    const end = () => {
      if (!counted) ended += 1;
      counted = true;
    };
    socket.on('close', end);
    socket.on('socketerror', end);
  });

  try {
    expect((await (await fetch(`${UPSTREAM_URL}/__dev/realtime/stop`, { method: 'POST' })).json()).running).toBe(false);
    // Down until the page has tried to reconnect and failed twice.
    await expect.poll(() => ended, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  } finally {
    expect((await (await fetch(`${UPSTREAM_URL}/__dev/realtime/start`, { method: 'POST' })).json()).running).toBe(true);
  }
  await subscribers(employeeId, 1);

  const content = `Office closed for maintenance ${Date.now()}`;
  await publishAcknowledgePost(admin, content);
  await expectUnread(page, count + 1);
  await openAlerts(page);
  await expect(alertItems(page).first()).toContainText(content);
  await employee.close();
  await admin.close();
});

test('a live alert shows a browser notification only with web push enabled and permission granted', async ({ browser }) => {
  const employee = await newContext(browser, 'employee');
  const admin = await newContext(browser, 'admin');
  // Stand in for the browser's Notification to see what the app shows (permission: granted).
  await employee.addInitScript(() => {
    const shown: { title: string; body?: string }[] = [];
    (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
    class FakeNotification {
      static permission = 'granted';
      static requestPermission = () => Promise.resolve('granted');
      onclick: (() => void) | null = null;
      constructor(title: string, options?: { body?: string }) {
        shown.push({ title, body: options?.body });
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true });
  });
  const shown = (page: Page) => page.evaluate(() => (window as unknown as { shownNotifications: unknown[] }).shownNotifications);
  const setWebPush = (on: boolean) =>
    fetch(`${UPSTREAM_URL}/__dev/app-settings`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ is_enable_web_push: on }) });

  try {
    const employeeId = await userIdOf(employee);
    const page = await employee.newPage();
    await page.goto('/feed');
    await subscribers(employeeId, 1);
    let count = await unreadOf(page);
    await publishAcknowledgePost(admin, `Web push off ${Date.now()}`);
    await expectUnread(page, ++count);
    expect(await shown(page)).toEqual([]);

    await setWebPush(true);
    await page.reload();
    await subscribers(employeeId, 1);
    const content = `Fire drill at 11:00 ${Date.now()}`;
    await publishAcknowledgePost(admin, content);
    await expectUnread(page, ++count);
    await expect.poll(() => shown(page)).toEqual([{ title: 'Ava Sinclair', body: `Ava Sinclair asks you to acknowledge “${content}”` }]);
  } finally {
    await setWebPush(false);
    await employee.close();
    await admin.close();
  }
});

/** "3 of 12 clocked in" on the feed's "Clocked in today" card, as numbers. */
async function clockedInCount(page: Page): Promise<number> {
  const aside = page.getByRole('region', { name: 'Clocked in today' }).getByText(/^\d+ of \d+ clocked in$/);
  return Number(((await aside.textContent()) ?? '').split(' ')[0]);
}

test('“Clocked in today” follows clocking without a reload: a step in this tab, and one in another tab (clock_status)', async ({ browser }) => {
  // Each clocks in for the first time today: a retry after a failed attempt must not find them counted already.
  await upstreamDev.clearTodaysClocking(USERS.admin.email);
  await upstreamDev.clearTodaysClocking(USERS.manager.email);
  // Same tab: Ava clocks in from the header while the feed is open.
  const admin = await newContext(browser, 'admin');
  const feed = await admin.newPage();
  await feed.goto('/feed');
  const card = feed.getByRole('region', { name: 'Clocked in today' });
  await expect(card).toBeVisible();
  const before = await clockedInCount(feed);
  const clock = feed.getByRole('group', { name: 'Clock' });
  await clock.getByRole('button', { name: 'Clock in' }).click();
  await expect(card.getByText(new RegExp(`^${before + 1} of \\d+ clocked in$`))).toBeVisible();
  await clock.getByRole('button', { name: 'Clock out' }).click();
  await expect(clock.getByRole('button', { name: 'Clock in' })).toBeVisible();
  await admin.close();

  // Another tab: Marcus clocks in on My attendance; his open feed hears clock_status.
  const manager = await newContext(browser, 'manager');
  const wall = await manager.newPage();
  await wall.goto('/feed');
  await expect(wall.getByRole('region', { name: 'Clocked in today' })).toBeVisible();
  const count = await clockedInCount(wall);
  await subscribers(await userIdOf(manager), 1);
  const other = await manager.newPage();
  await other.goto('/time/self');
  await other.getByRole('group', { name: 'Clock' }).getByRole('button', { name: 'Clock in' }).click();
  await expect(other.getByRole('group', { name: 'Clock' }).getByRole('button', { name: 'Clock out' })).toBeVisible();
  await expect(wall.getByRole('region', { name: 'Clocked in today' }).getByText(new RegExp(`^${count + 1} of \\d+ clocked in$`))).toBeVisible();
  await other.getByRole('group', { name: 'Clock' }).getByRole('button', { name: 'Clock out' }).click();
  await manager.close();
});
