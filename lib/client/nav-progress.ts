import { NAV_PROGRESS_DURATION_MS, NAV_PROGRESS_TARGET } from '@/lib/constants';

/**
 * The thin navigation progress bar (spec part 1 §2): it fills to 95% over 3
 * seconds and completes when the new page arrives. It drives one DOM element
 * directly (no React state), so starting and finishing never re-render the app.
 */

const FINISH_MS = 200;
/** A navigation that never arrives (cancelled, failed) must not leave the bar up forever. */
const GIVE_UP_MS = 15_000;

let bar: HTMLElement | null = null;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
let giveUpTimer: ReturnType<typeof setTimeout> | undefined;
let running = false;

export function attachProgressBar(element: HTMLElement | null): void {
  bar = element;
}

function set(scale: number, durationMs: number, easing: string, opacity: number) {
  if (!bar) return;
  bar.style.transition = `transform ${durationMs}ms ${easing}, opacity ${FINISH_MS}ms linear`;
  bar.style.transform = `scaleX(${scale})`;
  bar.style.opacity = String(opacity);
}

export function startNavigationProgress(): void {
  if (!bar) return;
  clearTimeout(hideTimer);
  clearTimeout(giveUpTimer);
  running = true;
  bar.dataset.state = 'loading';
  set(0, 0, 'linear', 1);
  // Force the reset to apply before the long fill starts.
  void bar.getBoundingClientRect();
  set(NAV_PROGRESS_TARGET, NAV_PROGRESS_DURATION_MS, 'cubic-bezier(0.1, 0.6, 0.3, 1)', 1);
  giveUpTimer = setTimeout(finishNavigationProgress, GIVE_UP_MS);
}

export function finishNavigationProgress(): void {
  if (!bar || !running) return;
  running = false;
  clearTimeout(giveUpTimer);
  bar.dataset.state = 'done';
  set(1, FINISH_MS, 'ease-out', 1);
  hideTimer = setTimeout(() => {
    set(1, 0, 'linear', 0);
    if (bar) bar.dataset.state = 'idle';
  }, FINISH_MS);
}

/**
 * Whether a router transition to `href` changes the page: another path or
 * query on this site (a hash jump or the same address is not a navigation,
 * and would leave the bar waiting for a page that never changes).
 */
export function isPageChange(href: string, location: Location): boolean {
  let url: URL;
  try {
    url = new URL(href, location.href);
  } catch {
    return false;
  }
  if (url.origin !== location.origin) return false;
  return url.pathname !== location.pathname || url.search !== location.search;
}

/**
 * The bar starts when the App Router starts a transition (instrumentation-client.ts),
 * not on a click: a link whose click a screen takes over (the bird view opens its
 * day dialog instead) starts nothing, and router.push starts it as a link does.
 */
export function onTransitionStart(href: string): void {
  if (typeof window !== 'undefined' && isPageChange(href, window.location)) startNavigationProgress();
}
