import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { ApiClient } from '../upstream/test/helpers';
import { E2E, UPSTREAM_URL, USERS, type Role } from './env';

/**
 * Shared e2e fixtures. `basePath` is set per project ('' or '/hr'); `app(path)`
 * prefixes it so one spec runs against both builds.
 */
export interface Fixtures {
  basePath: string;
  app: (path: string) => string;
}

export const test = base.extend<Fixtures>({
  basePath: ['', { option: true }],
  app: async ({ basePath }, provide) => {
    await provide((path: string) => `${basePath}${path}`);
  },
});

export { expect };

export const storageStateOf = (role: Role) => `e2e/.auth/${E2E.appPort}/${role}.json`;

/**
 * Waits until React has hydrated the element: a click before that reaches only
 * the server's HTML (a link then makes a full page load, a button does nothing).
 */
export async function hydrated(locator: Locator) {
  await locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const check = () => (Object.keys(element).some((key) => key.startsWith('__reactFiber')) ? resolve() : setTimeout(check, 20));
        check();
      }),
  );
}

/**
 * Opens the header's profile menu, retrying a click that lands before the
 * header has hydrated (a server-rendered button does nothing until then).
 */
export async function openProfileMenu(page: Page, person: string) {
  const trigger = page.getByRole('button', { name: `Profile menu, ${person}` });
  await expect(async () => {
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

export async function signIn(page: Page, app: (path: string) => string, role: Role, password: string = E2E.password) {
  await page.goto(app('/login'));
  await page.getByLabel('Email').fill(USERS[role].email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function devPost(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${UPSTREAM_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
}

/** Test-only calls straight to the reference upstream (never through the app). */
export const upstreamDev = {
  async latestMail(to: string): Promise<{ link: string; subject: string }> {
    const response = await fetch(`${UPSTREAM_URL}/__dev/mailbox?to=${encodeURIComponent(to)}`);
    const body = (await response.json()) as { data: { link: string; subject: string }[] };
    if (!body.data[0]) throw new Error(`no mail for ${to}`);
    return body.data[0];
  },
  /** Ends the user's upstream sessions, so the app's next upstream call gets a 401. */
  expireSessions: (email: string) => devPost('/__dev/sessions/expire', { email }),
  /** Empties the user's alerts. */
  clearAlerts: (email: string) => devPost('/__dev/notifications/clear', { email }),
  appSettings: (patch: Record<string, unknown>) => devPost('/__dev/app-settings', patch),
};

/**
 * The 'Successful' dialog closes itself after 1000 ms: wait for it the way
 * waitFor does (checking on every frame), not with expect's widening retries,
 * which can step over a dialog that short-lived on a slow machine.
 */
export async function succeeded(page: Page, text?: string) {
  const dialog = page.getByRole('dialog', { name: 'Successful' });
  await (text ? dialog.filter({ hasText: text }) : dialog).waitFor();
}

/** The administrator, straight at the reference upstream: test data that is not what a test is about. */
export async function upstreamAdmin(): Promise<ApiClient> {
  const client = new ApiClient(UPSTREAM_URL);
  expect((await client.login(USERS.admin.email)).status).toBe(200);
  return client;
}
