import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, hydrated, openProfileMenu, signInByApi, storageStateOf, test, upstreamDev } from './fixtures';
import { USERS } from './env';

/** The application shell (issue 3): sidebar, header, notices, connection, accessibility. */

// With its motion, as most readers see it: the kit's dialogs, snackbars, menus and progress bar animate here
// (the other specs run with reduced motion: playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const sidebarToggle = (page: Page) => page.getByRole('button', { name: 'Toggle sidebar' });

/**
 * Holds back the first script (loaded after this call) that contains `marker` until
 * release(); `requested` settles once the page has asked for it.
 */
async function holdScript(page: Page, marker: string) {
  let onRequest!: () => void;
  let release!: () => void;
  const requested = new Promise<void>((resolve) => (onRequest = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(marker)) {
      onRequest();
      await released;
    }
    await route.fulfill({ status: response.status(), contentType: 'application/javascript; charset=utf-8', body });
  });
  return { requested, release };
}

/**
 * From tablet to desktop widths, with the sidebar as it opens by default: no two header controls
 * overlap, and the search field has room for a name being typed, not just its icon.
 */
async function expectRoomyHeader(page: Page) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('group', { name: 'Clock' })).toBeVisible();
  for (const width of [960, 1000, 1100, 1279, 1280, 1366, 1440]) {
    await page.setViewportSize({ width, height: 720 });
    // The sidebar animates its width to the rail below 1,264 px (this file runs with motion): measure once it has.
    // Its own transitions only: in a full run a live alert's refresh restarts the progress bar's, again and again.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition && (animation.effect as KeyframeEffect | null)?.target?.closest('aside[aria-label="Sidebar"]'))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    const { overlaps, search } = await header.evaluate((element) => {
      const controls = [...element.querySelectorAll('input, time, button, a')].filter((control) => control.checkVisibility() && control.getBoundingClientRect().width > 0);
      const found: string[] = [];
      for (const [i, a] of controls.entries())
        for (const b of controls.slice(i + 1)) {
          if (a.contains(b) || b.contains(a)) continue;
          const [ra, rb] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
          const x = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
          const y = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
          if (x > 1 && y > 1) found.push(`${a.textContent || a.getAttribute('aria-label') || a.tagName} over ${b.textContent || b.getAttribute('aria-label') || b.tagName}`);
        }
      return { overlaps: found, search: element.querySelector('input[type="search"]')!.getBoundingClientRect().width };
    });
    expect(overlaps, `${width} px`).toEqual([]);
    expect(search, `${width} px`).toBeGreaterThanOrEqual(150);
  }
}

test.describe('sidebar by role', () => {
  test.describe('administrator', () => {
    test.use({ storageState: storageStateOf('admin') });

    test('shows every admin route, lights the current one, and never the landlord console', async ({ page, app }) => {
      await page.goto(app('/feed'));
      const menu = mainMenu(page);
      for (const name of ['Feed', 'Calendar', 'My attendance', 'Bird view', 'All leave', 'Employees', 'Reports', 'Billing history', 'Settings']) {
        await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expect(menu.getByRole('link', { name: 'Tenants' })).toHaveCount(0);
      await expect(menu.getByRole('link', { name: 'Feed', exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(menu.getByRole('link', { name: 'Settings', exact: true })).not.toHaveAttribute('aria-current', 'page');
    });

    test('a client navigation lights the new item and sets the page title', async ({ page, app }) => {
      await page.goto(app('/feed'));
      await expect(page).toHaveTitle('Feed · Crewdesk');
      await mainMenu(page).getByRole('link', { name: 'Settings', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${app('/settings')}$`));
      await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
      await expect(page).toHaveTitle('Settings · Crewdesk');
      await expect(mainMenu(page).getByRole('link', { name: 'Settings', exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(mainMenu(page).getByRole('link', { name: 'Feed', exact: true })).not.toHaveAttribute('aria-current', 'page');
    });
  });

  test.describe('employee', () => {
    test.use({ storageState: storageStateOf('employee') });

    test('shows only self-service routes', async ({ page, app }) => {
      await page.goto(app('/feed'));
      const menu = mainMenu(page);
      for (const name of ['Feed', 'My attendance', 'My shifts', 'My leave']) {
        await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
      }
      for (const name of ['Bird view', 'Shift assignment', 'All leave', 'Employees', 'Reports', 'Settings', 'Calendar']) {
        await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
      }
    });
  });

  test.describe('contractor', () => {
    test.use({ storageState: storageStateOf('contractor') });

    test('shows the feed alone', async ({ page, app }) => {
      await page.goto(app('/feed'));
      await expect(mainMenu(page).getByRole('link')).toHaveText(['Feed']);
    });
  });
});

test.describe('sidebar width', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('is open at 1280 px and the toggle collapses it to the rail', async ({ page, app }) => {
    await page.goto(app('/feed'));
    await expect(sidebarToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Bird view' })).toBeVisible();
    await sidebarToggle(page).click();
    await expect(sidebarToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Bird view' })).toBeHidden();
    await expect.poll(async () => (await page.locator('#sidebar').boundingBox())?.width).toBe(104);
  });

  test('every stop of the menu shows a focus ring that stands out on the menu', async ({ page, app }) => {
    await page.goto(app('/feed'));
    await hydrated(sidebarToggle(page));
    // The home logo, then the menu's links: each ring must not be the menu's own colour (it was: the theme's primary on the primary menu).
    const menuColour = await page.locator('#sidebar').evaluate((element) => getComputedStyle(element).backgroundColor);
    const ringOf = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return { name: element.getAttribute('aria-label') ?? element.textContent?.trim(), inMenu: !!element.closest('#sidebar'), style: style.outlineStyle, colour: style.outlineColor };
      });
    const seen: string[] = [];
    for (let stop = 0; stop < 12 && seen.length < 4; stop++) {
      await page.keyboard.press('Tab');
      const ring = await ringOf();
      if (!ring.inMenu) continue;
      seen.push(ring.name ?? '');
      expect(ring.style, `${ring.name}: outline`).not.toBe('none');
      expect(ring.colour, `${ring.name}: outline colour`).not.toBe(menuColour);
    }
    expect(seen).toContain('Feed');
  });

  test.describe('under 1264 px', () => {
    test.use({ viewport: { width: 1200, height: 800 } });

    test('starts collapsed to a 104 px rail, and the header toggle reopens it', async ({ page, app }) => {
      await page.goto(app('/feed'));
      await expect(sidebarToggle(page)).toHaveAttribute('aria-expanded', 'false');
      await expect.poll(async () => (await page.locator('#sidebar').boundingBox())?.width).toBe(104);
      await expect(page.getByRole('link', { name: 'Bird view' })).toBeHidden();

      // The rail opens a group's routes in a flyout.
      await mainMenu(page).getByRole('button', { name: 'Time' }).click();
      await expect(page.getByRole('menuitem', { name: 'Bird view' })).toBeVisible();
      await page.keyboard.press('Escape');

      await sidebarToggle(page).click();
      await expect(sidebarToggle(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('link', { name: 'Bird view' })).toBeVisible();
      await expect.poll(async () => (await page.locator('#sidebar').boundingBox())?.width).toBe(256);
    });
  });
});

test.describe('mobile', () => {
  test.use({ storageState: storageStateOf('admin'), viewport: { width: 390, height: 844 } });

  test('shows the first three groups, the rest under Menu, and Alerts', async ({ page, app }) => {
    await page.goto(app('/feed'));
    const bar = page.getByRole('navigation', { name: 'Mobile menu' });
    await expect(mainMenu(page)).toBeHidden();
    await expect(bar.getByRole('button', { name: 'Home' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Time' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Leave' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Alerts' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'People' })).toHaveCount(0);

    await bar.getByRole('button', { name: 'Menu' }).click();
    const popup = page.getByRole('menu');
    for (const name of ['Employees', 'Reports', 'Settings']) await expect(popup.getByRole('menuitem', { name })).toBeVisible();
    await expect(popup.getByRole('menuitem', { name: 'Feed' })).toHaveCount(0);
    await popup.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(new RegExp(`${app('/settings')}$`));
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  });

  test('the search folds into a button over the header', async ({ page, app }) => {
    await page.goto(app('/feed'));
    await page.getByRole('button', { name: 'Search people' }).click();
    await page.getByRole('combobox', { name: 'Search people' }).fill('Emma');
    await expect(page.getByRole('option', { name: /Emma Novak/ })).toBeVisible();
  });
});

test.describe('header', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('search finds a seeded person by name and Enter opens the profile', async ({ page, app }) => {
    await page.goto(app('/feed'));
    const search = page.getByRole('combobox', { name: 'Search people' });
    await expect(search).toHaveAttribute('placeholder', 'Search People');
    await search.fill('Emma No');
    const option = page.getByRole('option', { name: /Emma Novak/ });
    await expect(option).toBeVisible();
    await expect(option).toContainText('Software Engineer');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${app('/people/profile/view/emma.novak')}$`));
  });

  test('search moves with the arrow keys, finds by designation, and shows plain-text items as text', async ({ page, app }) => {
    await page.goto(app('/feed'));
    const search = page.getByRole('combobox', { name: 'Search people' });
    // Seeded: "ma" finds Marcus Reed, then Mateo Rossi (names starting with it first), then people containing it.
    await search.fill('ma');
    const options = page.getByRole('option');
    await expect(options.first()).toContainText('Marcus Reed');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await search.press('ArrowDown');
    await expect(options.nth(1)).toContainText('Mateo Rossi');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.first()).toHaveAttribute('aria-selected', 'false');
    await search.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await search.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(search).toHaveValue('ma');
    await search.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await search.press('ArrowDown');
    // An Enter that ends an input method's composition (Japanese, Chinese…) confirms its characters, nothing more.
    await search.dispatchEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true });
    await expect(page.getByRole('listbox')).toBeVisible();
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${app('/people/profile/view/mateo.rossi')}$`));

    await page.goto(app('/feed'));
    await page.getByRole('combobox', { name: 'Search people' }).fill('Operations Coordinator');
    await expect(page.getByRole('option', { name: /Amara Mensah/ })).toContainText('Operations Coordinator');
    await page.getByRole('option', { name: /Amara Mensah/ }).click();
    await expect(page).toHaveURL(new RegExp(`${app('/people/profile/view/amara.mensah')}$`));

    await page.goto(app('/feed'));
    await page.getByRole('combobox', { name: 'Search people' }).fill('zzzz nobody');
    await expect(page.getByRole('option', { name: 'No results found' })).toHaveAttribute('aria-disabled', 'true');
  });

  test('the profile menu leads to My Profile', async ({ page, app }) => {
    await page.goto(app('/feed'));
    await openProfileMenu(page, USERS.admin.name);
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await expect(page).toHaveURL(new RegExp(`${app(`/people/profile/view/${USERS.admin.username}`)}$`));
  });

  test('the profile menu opens by keyboard on a freshly loaded page, and Escape gives the focus back', async ({ page, app }) => {
    await page.goto(app('/feed'));
    // Menus load Radix on first use: hold its script back, so Enter comes before Radix does.
    const radix = await holdScript(page, 'RovingFocusGroup');
    const trigger = page.getByRole('button', { name: `Profile menu, ${USERS.admin.name}` });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.focus();
    await radix.requested;
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toHaveCount(0);
    radix.release();

    await expect(page.getByRole('menuitem', { name: 'My Profile' })).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // Once Radix is there, the keys work on the trigger as they always did.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'My Profile' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
  });

  test('a thin bar shows the navigation in progress and completes on arrival', async ({ page, app }) => {
    await page.goto(app('/feed'));
    const bar = page.locator('[data-nav-progress]');
    await expect(bar).toHaveAttribute('data-state', 'idle');
    // A click before hydration would be a full page load, which the bar does not show.
    await hydrated(bar);
    // Hold the next page back for a moment so the bar can be seen filling.
    await page.route(/\/settings\?_rsc=/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await mainMenu(page).getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(bar).toHaveAttribute('data-state', 'loading');
    await expect(bar).toHaveAttribute('style', /scaleX\(0\.95\)/);
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(bar).toHaveAttribute('data-state', 'idle');
  });

  test('from tablet to desktop widths the header keeps its controls apart and the search field usable', async ({ page, app }) => {
    await page.goto(app('/feed'));
    await expectRoomyHeader(page);
  });

  test('the server clock ticks every second in YYYY-MM-DD HH:mm:ss', async ({ page, app }) => {
    await page.goto(app('/feed'));
    const clock = page.getByRole('banner').locator('time[title^="Company time"]');
    await expect(clock).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const first = await clock.innerText();
    await expect(clock).not.toHaveText(first, { timeout: 2500 });
  });
});

test.describe('first load', () => {
  test.use({ storageState: storageStateOf('admin') });

  /** The pages the browser asks for as React Server Component payloads (what Link prefetches). */
  function rscRequests(page: Page) {
    const paths: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc')) paths.push(url.pathname);
    });
    return paths;
  }

  const INTENT_CASES = [
    { where: 'the menu', path: '/feed', link: (page: Page) => mainMenu(page).getByRole('link', { name: 'Bird view' }), target: '/time/bird-view' },
    {
      where: 'the settings index',
      path: '/settings',
      link: (page: Page) => page.getByRole('main').getByRole('navigation', { name: 'People' }).getByRole('link', { name: 'Departments', exact: true }),
      target: '/settings/people/departments',
    },
  ];
  for (const { where, path, link, target } of INTENT_CASES) {
    test(`${where} prefetches a page once the pointer reaches its link, not every page on load`, async ({ page, app }) => {
      const prefetched = rscRequests(page);
      await page.goto(app(path));
      await hydrated(link(page));
      await page.waitForLoadState('networkidle');
      expect(prefetched).toEqual([]);

      await link(page).hover();
      await expect.poll(() => prefetched.length).toBeGreaterThan(0);
      expect(new Set(prefetched)).toEqual(new Set([app(target)]));
    });
  }

  test('lists prefetch none of the pages their rows link to on load', async ({ page, app }) => {
    const prefetched = rscRequests(page);
    for (const path of ['/people', '/leaves/all', '/notification/all', '/settings/leave/holidays', '/settings/time/shift-templates']) {
      await page.goto(app(path));
      await hydrated(page.getByRole('main').getByRole('link').first());
      await page.waitForLoadState('networkidle');
    }
    expect(prefetched).toEqual([]);
  });

  test('the clock widget comes with the page: in the HTML, and not asked for again once hydrated', async ({ page, app }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/clock/short-summary')) asked.push(request.url());
    });
    const html = await (await page.request.get(app('/feed'))).text();
    expect(html).toContain('aria-label="Clock"');

    await page.goto(app('/feed'));
    const clock = page.getByRole('group', { name: 'Clock' });
    await expect(clock.getByRole('button', { name: /clock details/ })).toBeVisible();
    await hydrated(clock.getByRole('button', { name: /clock details/ }));
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  });
});

test.describe('sign out from the profile menu', () => {
  test('ends the session', async ({ page, app }) => {
    // A fresh sign-in: signing out must not end the shared admin session of the other tests.
    await signInByApi(page.context(), app, USERS.manager.email);
    await page.goto(app('/feed'));
    await openProfileMenu(page, USERS.manager.name);
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(new RegExp(`${app('/login')}$`));
    await page.goto(app('/feed'));
    await expect(page).toHaveURL(new RegExp(`${app('/login')}$`));
  });
});

test.describe('tenant settings in the shell', () => {
  // These flip the shared tenant settings: one at a time, and back afterwards.
  test.describe.configure({ mode: 'serial' });
  test.afterAll(async () => {
    await upstreamDev.appSettings({
      is_trial_over: false,
      draft_logo: null,
      theme_class: { menu_background_color: '#323DA5' },
    });
  });

  test.describe('trial over', () => {
    test.beforeAll(() => upstreamDev.appSettings({ is_trial_over: true }));
    test.afterAll(() => upstreamDev.appSettings({ is_trial_over: false }));

    test.describe('with view_billing_plan_overview', () => {
      test.use({ storageState: storageStateOf('admin') });

      test('offers the upgrade in the header and the notice', async ({ page, app }) => {
        await page.goto(app('/feed'));
        const notice = page.getByRole('region', { name: 'Trial notice' });
        await expect(notice).toContainText('Your free trial is over.');
        await expect(notice.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', app('/billing/plan-overview'));
        await expect(page.getByRole('banner').getByRole('link', { name: 'Upgrade (27 days left)' })).toBeVisible();
        await expectNoSeriousAxeViolations(page);
        // The Upgrade button is one more control in the header: the others keep their room.
        await expectRoomyHeader(page);
      });
    });

    test.describe('without it', () => {
      test.use({ storageState: storageStateOf('employee') });

      test('says there is a problem and to contact the administrator, without an Upgrade button', async ({ page, app }) => {
        await page.goto(app('/feed'));
        const notice = page.getByRole('region', { name: 'Trial notice' });
        await expect(notice).toContainText('There is a problem loading your workspace right now. Please contact your administrator.');
        await expect(notice.getByRole('link')).toHaveCount(0);
        await expect(page.getByRole('link', { name: 'Upgrade (27 days left)' })).toHaveCount(0);
      });
    });
  });

  test.describe('while the trial is on', () => {
    test.use({ storageState: storageStateOf('admin') });

    test('there is no notice and no Upgrade button', async ({ page, app }) => {
      await page.goto(app('/feed'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Trial notice' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Upgrade (27 days left)' })).toHaveCount(0);
    });
  });

  test.describe('logo and theme', () => {
    test.use({ storageState: storageStateOf('admin') });

    test('a draft logo replaces the saved one until the route changes', async ({ page, app }) => {
      await upstreamDev.appSettings({ draft_logo: 'avatars/3.svg' });
      await page.goto(app('/feed'));
      const logo = page.locator('#sidebar').getByRole('link', { name: /home$/ }).locator('img').first();
      await expect(logo).toHaveAttribute('src', /\/images\/avatars\/3\.svg$/);
      await mainMenu(page).getByRole('link', { name: 'Settings', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${app('/settings')}$`));
      await expect(logo).toHaveAttribute('src', /\/images\/logo\.svg$/);
      await upstreamDev.appSettings({ draft_logo: null });
    });

    test('the tenant theme colours the menu', async ({ page, app }) => {
      await upstreamDev.appSettings({ theme_class: { menu_background_color: '#0F766E' } });
      await page.goto(app('/feed'));
      await expect(page.locator('#sidebar')).toHaveCSS('background-color', 'rgb(15, 118, 110)');
      await upstreamDev.appSettings({ theme_class: { menu_background_color: '#323DA5' } });
    });
  });
});

test.describe('cookie notice', () => {
  test('shows once on the login page, and not after Okay', async ({ page, app, context }) => {
    await page.goto(app('/forgot-password'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);

    // In the server's HTML, so it paints with the page rather than after the scripts.
    const html = async () => (await page.request.get(app('/login'))).text();
    expect(await html()).toContain('We use cookies to keep you signed in');
    await page.goto(app('/login'));
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toBeVisible();
    // In the server's HTML from the start: Okay works once the page's script has taken over.
    await hydrated(notice.getByRole('button', { name: 'Okay' }));
    await notice.getByRole('button', { name: 'Okay' }).click();
    await expect(notice).toBeHidden();

    const consent = (await context.cookies()).find((cookie) => cookie.name === 'cookie_localhost');
    expect(consent).toBeDefined();
    const days = (consent!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
    expect(await html()).not.toContain('We use cookies to keep you signed in');
  });

  for (const viewport of [
    { width: 360, height: 640 },
    { width: 1280, height: 720 },
  ]) {
    test(`leaves every control of the login page free to press while it shows (${viewport.width} px)`, async ({ page, app }) => {
      await page.setViewportSize(viewport);
      await page.goto(app('/login'));
      const notice = page.getByRole('region', { name: 'Cookie notice' });
      await expect(notice).toBeVisible();
      // At 360 px it lay over "Sign in with Google" at every scroll position until Okay was pressed.
      for (const control of [
        page.getByLabel('Email'),
        page.getByLabel('Password'),
        page.getByRole('button', { name: 'Sign in', exact: true }),
        page.getByRole('link', { name: 'Forgot password?' }),
        page.getByRole('button', { name: 'Sign in with Google' }),
        notice.getByRole('button', { name: 'Okay' }),
      ]) {
        // A trial click scrolls the control into view and fails when another element would take the click.
        await control.click({ trial: true, timeout: 5_000 });
      }
    });
  }
});

test.describe('connection', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('offline shows the persistent No internet snackbar, and Reload restores the page once online', async ({ page, app, context }) => {
    await page.goto(app('/feed'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(true);
    const snackbar = page.getByRole('status').filter({ hasText: 'No internet' });
    // That it stays (no timeout) is proven with fake timers in components/shell/connection.test.tsx.
    await expect(snackbar.getByText('No internet', { exact: true })).toBeVisible();

    await context.setOffline(false);
    const reload = page.getByRole('status').getByRole('button', { name: 'Reload' });
    await expect(reload).toBeVisible();
    await reload.click();
    await expect(page.getByRole('button', { name: `Profile menu, ${USERS.admin.name}` })).toBeVisible();
    await expect(page.getByText('No internet', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('status').getByRole('button', { name: 'Reload' })).toHaveCount(0);
  });
});

test.describe('accessibility of the shell', () => {
  test.use({ storageState: storageStateOf('admin') });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test.describe(`${viewport.width} px`, () => {
      test.use({ viewport });

      for (const path of ['/feed', '/settings']) {
        test(`${path} has no serious or critical axe violations`, async ({ page, app }) => {
          await page.goto(app(path));
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expectNoSeriousAxeViolations(page);
        });
      }
    });
  }
});
