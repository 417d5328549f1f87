import { BUDGETS, KB } from '../bench/lib/budgets';
import { firstLoadOf, floorFiles, floorOf, loadPageScripts } from '../bench/lib/first-load';
import { builtPagePatterns, firstLoadTargets, type Target } from '../bench/lib/routes';
import { COMPILE_HINT } from '../lib/server/compile-hints.mjs';
import { E2E } from './env';
import { expect, storageStateOf, test } from './fixtures';

/**
 * The deterministic half of npm run bench: first-load JS of every built screen
 * against its budget in bench/budgets.json, in this e2e build. Bytes do not
 * depend on the machine, so a screen that grows past its budget fails here.
 */

const config = BUDGETS.firstLoadJs;
const { targets } = firstLoadTargets(config, builtPagePatterns(E2E.distDir));
const floor = floorFiles(E2E.distDir);

function budgetTest(target: Target) {
  const budgetKb = config.overFloorKbGzip[target.audience];
  test(`${target.path}: first-load JS ≤ floor + ${budgetKb} KB gzip`, async ({ context, baseURL }) => {
    test.skip(!target.pattern, `${target.path} is not built yet`);
    const load = await loadPageScripts(context, `${baseURL}${target.path}`, config.quietMs);
    test.skip(load.status === 404, `${target.path} is not built yet`);
    expect(load.status, `${target.path} answered ${load.status}`).toBeLessThan(400);
    const result = firstLoadOf(load, floorOf(load, floor), target.audience, config.overFloorKbGzip);
    const overKb = (result.overFloorGzipBytes / KB).toFixed(1);
    test.info().annotations.push({ type: 'first-load JS', description: `${target.path}: ${overKb} KB gzip over the floor (budget ${budgetKb} KB)` });
    const largest = result.appScripts
      .slice(0, 5)
      .map((script) => `${script.file} ${(script.gzipBytes / KB).toFixed(1)} KB`)
      .join(', ');
    expect(
      result.overFloorGzipBytes / KB,
      `${target.path} loads ${overKb} KB gzip over the floor; largest: ${largest}`,
    ).toBeLessThanOrEqual(budgetKb);
  });
}

test.describe('first-load JS budgets: guest screens', () => {
  for (const target of targets.filter((item) => item.audience === 'guest')) budgetTest(target);
});

test.describe('first-load JS budgets: signed-in screens', () => {
  test.use({ storageState: storageStateOf('admin') });
  for (const target of targets.filter((item) => item.audience === 'signedIn')) budgetTest(target);
});

test("the framework's scripts are served with V8's compile hint, so they compile off the main thread as they stream in", async ({ request, baseURL }) => {
  expect(floor.length).toBeGreaterThan(0);
  for (const file of floor) {
    const script = await request.get(`${baseURL}${file}`);
    expect(script.status(), file).toBe(200);
    expect((await script.text()).startsWith(COMPILE_HINT), `${file} starts with the hint`).toBe(true);
  }
});

test('a page’s scripts and stylesheet reach Chromium as the build’s brotli copies, smaller than gzip', async ({ page, request, baseURL }) => {
  const assets: { url: string; encoding: string | undefined }[] = [];
  page.on('response', (response) => {
    if (['script', 'stylesheet'].includes(response.request().resourceType()) && response.url().includes('/_next/static/')) {
      assets.push({ url: response.url(), encoding: response.headers()['content-encoding'] });
    }
  });
  await page.goto('/error-500');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => assets.length).toBeGreaterThan(1);
  // The Turbopack runtime, React and the App Router at least; files under 1 KB are sent as they are.
  expect(assets.filter((asset) => asset.encoding === 'br').length).toBeGreaterThanOrEqual(floor.length);
  expect(assets.filter((asset) => asset.encoding === 'gzip')).toEqual([]);
  const [framework] = floor;
  const size = async (encoding: string) =>
    (await request.get(`${baseURL}${framework}`, { headers: { 'Accept-Encoding': encoding }, failOnStatusCode: true })).headers()['content-length'];
  expect(Number(await size('br'))).toBeLessThan(Number(await size('gzip')));
});
