/**
 * Runs `task` in a task of its own once the browser is idle, or after
 * `timeoutMs` at the latest: for start-up work a page can wait for (asking for
 * the web-push permission, loading the realtime client), so it does not
 * lengthen the task that hydrates the page. Where there is no
 * requestIdleCallback (Safari), a zero-delay timer still gives it a task of its
 * own. Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 0);
  return () => window.clearTimeout(handle);
}

/** The longest start-up work waits for the browser to fall idle. */
export const IDLE_TIMEOUT_MS = 2000;
