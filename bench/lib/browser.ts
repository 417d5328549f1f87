import { chromium, devices, type Browser, type BrowserContext } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import type { CookieJar } from './http';

/** Chromium exactly as the e2e suite launches it (playwright.config.ts). */
export const CHROMIUM_PATH = playwrightConfig.use?.launchOptions?.executablePath ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS: string[] = playwrightConfig.use?.launchOptions?.args ?? [];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** The e2e suite's desktop (1280 × 720), so the bench and e2e/budgets.spec.ts load the same scripts. */
export const DESKTOP = devices['Desktop Chrome'];

/** A browser context carrying the given session cookies for the app's origin. */
export async function contextWith(browser: Browser, appUrl: string, jar?: CookieJar): Promise<BrowserContext> {
  const context = await browser.newContext({ ...DESKTOP });
  if (jar?.cookies.size) {
    await context.addCookies([...jar.cookies].map(([name, value]) => ({ name, value, url: appUrl })));
  }
  return context;
}
