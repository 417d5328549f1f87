import type { BrowserContext, Page } from '@playwright/test';
import { UPSTREAM_URL } from './env';
import { expect } from './fixtures';

/** The header's alerts dropdown, shared by alerts.spec.ts and realtime.spec.ts. */

export const bell = (page: Page) =>
  page.getByRole('banner', { name: 'Authentication header' }).getByRole('button', { name: /^Alerts(, \d+ unread)?$/ });

export const alertsMenu = (page: Page) => page.getByRole('menu', { name: 'Alerts' });

/** The alert rows of the open dropdown (not its Mark All As Read, Load more and View All Alerts items). */
export const alertItems = (page: Page) => alertsMenu(page).getByRole('group', { name: 'Alerts' }).getByRole('menuitem');

/** Opens the dropdown, retrying a click that lands before the header has hydrated. */
export async function openAlerts(page: Page) {
  await expect(async () => {
    if (!(await alertsMenu(page).isVisible())) await bell(page).click();
    await expect(alertsMenu(page)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

/** The unread count the bell announces. */
export async function unreadOf(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

export const expectUnread = (page: Page, count: number) =>
  expect(bell(page)).toHaveAttribute('aria-label', count > 0 ? `Alerts, ${count} unread` : 'Alerts');

/** The realtime server's channels and their listening sockets (the reference upstream's dev endpoint). */
export async function devRealtime(): Promise<{ running: boolean; channels: Record<string, number> }> {
  return (await fetch(`${UPSTREAM_URL}/__dev/realtime`)).json();
}

/** The signed-in user's id, from the app's realtime ticket (`ticketPath`: under a basePath, app('/api/realtime/ticket')). */
export async function userIdOf(context: BrowserContext, ticketPath = '/api/realtime/ticket'): Promise<number> {
  const response = await context.request.get(ticketPath, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { user_id: number }).user_id;
}

export const channelOf = (userId: number) => `private-App.Models.User.${userId}`;

/** Waits until `count` sockets listen on the user's channel (the echo protocol has no acknowledgement). */
export async function subscribers(userId: number, count: number) {
  await expect.poll(async () => (await devRealtime()).channels[channelOf(userId)] ?? 0, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
}

/**
 * Resolves once this page's realtime socket has asked to join its channel. Call it before the page
 * loads. With other tests' pages of the same user open, `subscribers` alone cannot tell this page's
 * socket from theirs; after this, only the server's check of the ticket is left.
 */
export function subscribeSent(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        if (String(payload).includes('"subscribe"')) resolve();
      }),
    );
  });
}
