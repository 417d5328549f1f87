import type { Page } from '@playwright/test';
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
