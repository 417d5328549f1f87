import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { ApiClient } from '../upstream/test/helpers';
import type { FixedCasePerson } from '../upstream/src/db/seed-attendance';
import { E2E, UPSTREAM_URL, USERS, type Role } from './env';

/**
 * Shared e2e fixtures. `basePath` is set per project ('' or '/hr'); `app(path)`
 * prefixes it so one spec runs against both builds.
 */
export interface Fixtures {
  basePath: string;
  app: (path: string) => string;
}

declare global {
  interface Window {
    __shownDialogs?: Element[];
  }
}

/**
 * Keeps every dialog a page shows, as it is added to the document. Some close
 * by themselves ('Successful' after a second): on a starved machine a
 * test's polling can step over that second, a MutationObserver cannot.
 */
export function recordDialogs() {
  const shown: Element[] = (window.__shownDialogs = []);
  new MutationObserver(() => {
    for (const dialog of document.querySelectorAll('[role=dialog], [role=alertdialog]')) if (!shown.includes(dialog)) shown.push(dialog);
  }).observe(document, { childList: true, subtree: true });
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, provide) => {
    await page.addInitScript(recordDialogs);
    await provide(page);
  },
  basePath: ['', { option: true }],
  app: async ({ basePath }, provide) => {
    await provide((path: string) => `${basePath}${path}`);
  },
});

export { expect };

/**
 * Which try of the running test this is: 0 the first time, then 1, 2… for a retry (CI retries a
 * failed test once) or a repeat (--repeat-each). What a test creates under a fixed name, or a
 * seeded record it uses up, it takes from its attempt, so that a retry does not meet what the
 * failed try left behind.
 */
export const attempt = () => test.info().retry + test.info().repeatEachIndex;

export const storageStateOf = (role: Role) => `e2e/.auth/${E2E.appPort}/${role}.json`;

/**
 * The contractor's session for the role test (e2e/admin-roles.spec.ts): signed in by
 * auth.setup.ts at the start of the run, when the gate refused it /people, and not
 * used again until that test, which runs at the end (@tenant).
 */
export const CONTRACTOR_BEFORE_ROLE_STATE = `e2e/.auth/${E2E.appPort}/contractor-before-role.json`;

/**
 * Waits until React has hydrated the element, or on the React-free sign-in page
 * until its script has taken over (`data-enhanced` on the document): a click
 * before that reaches only the server's HTML (a link then makes a full page
 * load, a button does nothing).
 */
export async function hydrated(locator: Locator) {
  await locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const ready = () => Object.keys(element).some((key) => key.startsWith('__reactFiber')) || document.documentElement.hasAttribute('data-enhanced');
        const check = () => (ready() ? resolve() : setTimeout(check, 20));
        check();
      }),
  );
}

/**
 * Waits until the page has shown a dialog with this title (and text), open or
 * already closed by itself, and takes it off the record, so that the next call
 * waits for the next one.
 */
export async function shownDialog(page: Page, title: string, text?: string) {
  const take = () =>
    page.evaluate(
      ([title, text]) => {
        const shown = window.__shownDialogs ?? [];
        const name = (dialog: Element) =>
          (dialog.getAttribute('aria-labelledby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? dialog.querySelector(`[id="${id}"]`)?.textContent ?? '')
            .join(' ')
            .trim() || dialog.getAttribute('aria-label');
        const index = shown.findIndex((dialog) => name(dialog) === title && (!text || (dialog.textContent ?? '').includes(text)));
        if (index >= 0) shown.splice(index, 1);
        return index >= 0;
      },
      [title, text] as const,
    );
  await expect.poll(take, { message: `a '${title}' dialog${text ? ` saying "${text}"` : ''}`, intervals: [50, 100, 250] }).toBe(true);
}

/** The spec's 'Successful' dialog, which closes itself after a second. */
export const succeeded = (page: Page, text?: string) => shownDialog(page, 'Successful', text);

/** A Delete pressed from the keyboard: Enter on it, Enter on the confirmation's Yes, then the spec's success. */
export async function deleteFromKeyboard(page: Page, button: Locator) {
  await hydrated(button);
  await button.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('alertdialog', { name: 'Confirmation Required' }).getByRole('button', { name: 'Yes' }).press('Enter');
  await succeeded(page, 'We’ve permanently deleted this item.');
}

/** The question Escape or Cancel asks on a dialog with changes in it (components/kit/discard-guard.tsx). */
export const discardQuestion = (page: Page) => page.getByRole('alertdialog', { name: 'Discard your changes?' });
/** The question a link away from a page form with unsaved changes asks. */
export const leaveQuestion = (page: Page) => page.getByRole('alertdialog', { name: 'Leave this page?' });

/** The URLs of the page's requests from now on with this method whose address matches: to count the writes a press sent. */
export function requestsFrom(page: Page, method: string, address: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && address.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/** A person signed in straight at the reference upstream: for test data that is not what a test is about. */
export async function upstreamAs(email: string): Promise<ApiClient> {
  const client = new ApiClient(UPSTREAM_URL);
  expect((await client.login(email)).status).toBe(200);
  return client;
}

/** Signs a browser context in through the app's own sign-in call, as the form does (the form is e2e/sign-in.spec.ts's subject). */
export async function signInByApi(context: BrowserContext, app: (path: string) => string, email: string, password: string = E2E.password) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await signInRequest(context.request, origin, `${origin}${app('/api/auth/login')}`, email, password);
}

/** The app's sign-in call from a request context (a browser context's, or auth.setup.ts's own): the session cookie lands in it. */
export async function signInRequest(request: APIRequestContext, origin: string, loginUrl: string, email: string, password: string = E2E.password) {
  const response = await request.post(loginUrl, {
    data: { email, password },
    headers: { Origin: origin, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.status(), await response.text()).toBe(200);
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

async function devPost<T = unknown>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${UPSTREAM_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
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
  /** The user's alerts as seeded, dated from now, and no others. */
  reseedAlerts: (email: string) => devPost('/__dev/notifications/reseed', { email }),
  /**
   * The seeded attendance cases of these people (sofia.alvarez: her clock left running; noah.becker:
   * an irregular clock yesterday; aisha.khan: an office day yesterday), written again as of now, for a
   * test that uses one up. Answers the yesterday they are dated from.
   */
  attendanceCases: (...usernames: FixedCasePerson[]) =>
    devPost<{ today: string; yesterday: string }>('/__dev/attendance/fixed-cases', { usernames }),
  /** Takes back the user's attendance of today: not yet clocked in today, as before a first attempt. */
  clearTodaysClocking: (email: string) => devPost('/__dev/attendance/clear-today', { email }),
  appSettings: (patch: Record<string, unknown>) => devPost('/__dev/app-settings', patch),
  /** The pace of batch processes (rows per chunk, pause between chunks; 100 and 0 by default). */
  batchPace: (chunk: number, pauseMs: number) => devPost('/__dev/batch-pace', { chunk, pause_ms: pauseMs }),
  /** The feed widgets' birthdays, recent joiners and anniversaries placed for today (a run may have crossed midnight since the seed). */
  placeWidgetPeople: () => devPost<{ today: string }>('/__dev/widgets/people', {}),
  /** Billing as seeded: the trial of Business, no payments, the trial-over flag down. */
  resetBilling: () => devPost('/__dev/billing/reset', {}),
};

/** A person's id in the reference upstream's directory, by their full name. */
export async function personId(api: ApiClient, name: string): Promise<number> {
  const found = (await api.get(`/employee/employees/index?search=${encodeURIComponent(name)}&per_page=10`)).body.data as { id: number; name: string }[];
  const person = found.find((row) => row.name === name);
  if (!person) throw new Error(`no one named ${name} in the directory`);
  return person.id;
}

/** The administrator, straight at the reference upstream: test data that is not what a test is about. */
export const upstreamAdmin = () => upstreamAs(USERS.admin.email);

/** A person quick-entered with the Employee role (invited, as the spec's quick entry leaves them); answers their id. */
export async function quickEntered(api: ApiClient, person: { first_name: string; last_name: string; email: string }): Promise<number> {
  const roles = (await api.get('/settings/general/roles/list')).body.data as { id: number; name: string }[];
  const created = await api.post('/employee/employee/quick-entry/new-entry', { ...person, role_id: roles.find((role) => role.name === 'Employee')!.id });
  expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
  return (created.body as { id: number }).id;
}

/**
 * On an item's assigned-people screen: assigns Sofia Alvarez and Noah Becker
 * in the "Assign people to …" dialog, sees both listed, then removes Noah
 * (asked first) and sees Sofia stay. `checks` adds assertions on the open
 * dialog before anyone is chosen and before Assign.
 */
export async function assignTwoRemoveOne(
  page: Page,
  itemName: string,
  checks: { empty?: (dialog: Locator) => Promise<void>; chosen?: (dialog: Locator) => Promise<void>; afterRemoval?: string } = {},
) {
  await page.getByRole('button', { name: 'Assign people' }).click();
  const dialog = page.getByRole('dialog', { name: `Assign people to ${itemName}` });
  await checks.empty?.(dialog);
  await dialog.getByLabel('Search people').fill('Sofia');
  await dialog.getByRole('checkbox', { name: /Sofia Alvarez/ }).check();
  await dialog.getByLabel('Search people').fill('Noah');
  await dialog.getByRole('checkbox', { name: /Noah Becker/ }).check();
  await checks.chosen?.(dialog);
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await succeeded(page, 'You’ve successfully performed this action.');
  await expect(page.getByRole('rowheader', { name: /Sofia Alvarez/ })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /Noah Becker/ })).toBeVisible();

  await page.getByRole('button', { name: 'Remove Noah Becker' }).click();
  // Taking someone off is no delete: the confirmation and the success say what happens.
  const confirm = page.getByRole('alertdialog', { name: 'Confirmation Required' });
  await expect(confirm).toContainText(`Take Noah Becker off ${itemName}? ${checks.afterRemoval ?? 'Only this assignment ends: their profile stays as it is.'}`);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await succeeded(page, 'We’ve saved your edit successfully.');
  await expect(page.getByRole('rowheader', { name: /Noah Becker/ })).toHaveCount(0);
  await expect(page.getByRole('rowheader', { name: /Sofia Alvarez/ })).toBeVisible();
}

/**
 * Axe over the page, or over the `include`d parts only: no serious or critical violation.
 * `exclude` leaves parts out and `disableRules` rules, each for a reason the caller states.
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  { include = [], exclude = [], disableRules = [] }: { include?: readonly string[]; exclude?: readonly string[]; disableRules?: readonly string[] } = {},
) {
  // Axe runs in the page itself (axe.run), not frame by frame with the results joined in a blank
  // page it opens for each check (the default): the app has no frames, cross-origin or other, so
  // the findings are the same, and each check took 0.5-1.5 s less on a two-core host (1.9 against
  // 3.0 s on /feed), over a hundred checks a run.
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  for (const part of include) builder.include(part);
  for (const part of exclude) builder.exclude(part);
  if (disableRules.length) builder.disableRules([...disableRules]);
  const results = await builder.analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
