import { ROUTES, RouteConfigError, routeHref, type RoutePattern } from '../lib/routes';
import { expectNoSeriousAxeViolations, storageStateOf, test } from './fixtures';

/**
 * Every built screen of the route table, as the administrator (who may open them all), at a
 * phone's and a desktop's width: no serious or critical axe violation. New screens are checked
 * as they are added to the table. Screens with a path parameter get a seeded example; a shared
 * post (its slug changes with each seed) is checked in feed.spec.ts, and an archived person's
 * attendance needs someone archived first.
 */

const EXAMPLES: Partial<Record<RoutePattern, Record<string, string | number>>> = {
  '/people/profile/view/[username]': { username: 'emma.novak' },
  '/leave/application/view/[id]': { id: 1 },
  '/leaves/[user_id]': { user_id: 3 },
  '/settings/people/groups/[group_id]/assigned-people': { group_id: 1 },
  '/settings/leave/leave-packages/[leave_policy_id]/assigned-people': { leave_policy_id: 1 },
  '/settings/leave/leave-review/[leave_review_id]/assigned-people': { leave_review_id: 1 },
  '/settings/leave/holidays/[holiday_id]/assigned-people': { holiday_id: 1 },
  '/time/details/view/[id]/[user_id]': { id: 74, user_id: 1 },
  '/settings/time/shift-template/edit/[id]': { id: 1 },
};

/**
 * Known and kept, each for its reason:
 * - label-content-name-mismatch on the company calendar's days: a grid cell is named by its
 *   weekday, date and count ("Monday, 2026-10-26: 6 entries"); its content is the entries
 *   themselves, each a button of its own, which a name from content would read out in full.
 * - The theme preview shows the colours the administrator is choosing, readable or not; the form
 *   says under it which pairs are hard to read.
 */
const KNOWN: Partial<Record<string, { disableRules?: string[]; exclude?: string[] }>> = {
  '/calendar': { disableRules: ['label-content-name-mismatch'] },
  '/settings/general-settings/theme-design': { exclude: ['section[aria-label="Preview"]'] },
};

/** The route table's own path builder, with an example where a pattern needs one. */
const pathOf = routeHref as (pattern: RoutePattern, params?: object) => string;

const SCREENS = ROUTES.filter((route) => route.access === 'protected')
  .map((route) => {
    const pattern = route.pattern as RoutePattern;
    try {
      return pathOf(pattern, EXAMPLES[pattern]);
    } catch (error) {
      // A required parameter without an example (the list above says which and why).
      if (error instanceof RouteConfigError) return null;
      throw error;
    }
  })
  .filter((path): path is string => path !== null);

/** A few screens per test, so the workers share them. */
const GROUPS = Array.from({ length: Math.ceil(SCREENS.length / 8) }, (_, index) => SCREENS.slice(index * 8, index * 8 + 8));

for (const [width, height, device] of [
  [390, 844, 'phone'],
  [1280, 900, 'desktop'],
] as const) {
  test.describe(`every screen at ${device} width`, () => {
    test.use({ storageState: storageStateOf('admin'), viewport: { width, height } });

    GROUPS.forEach((group, index) => {
      test(`has no serious accessibility violation: screens ${index * 8 + 1}–${index * 8 + group.length} of ${SCREENS.length}`, async ({ page, app }) => {
        // Eight screens' work in one test: the time screens' month grids alone took 34-35 s on a
        // host with half the CPU of the ones before (2026-11-27), past the default 30 s.
        test.setTimeout(group.length * 10_000);
        for (const path of group) {
          await page.goto(app(path));
          await page.waitForLoadState('networkidle');
          await test.step(path, () => expectNoSeriousAxeViolations(page, KNOWN[path] ?? {}));
        }
      });
    });
  });
}
