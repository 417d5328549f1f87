/**
 * An AbortSignal tied to the page being shown, for client calls made outside
 * TanStack Query (which has its own per-query signal):
 *
 *   await callEndpoint(feedApi.list, { signal: pageSignal() })
 *
 * When the user navigates to another path the shell calls leavePage(), which
 * aborts the signal handed out on the previous path; a call made on the new
 * path gets a fresh one. apiRequest rethrows the AbortError, so callers can
 * ignore it (isAbortError).
 */

let current: { path: string; controller: AbortController } | null = null;

function locationPath(): string {
  return typeof window === 'undefined' ? '' : window.location.pathname;
}

export function pageSignal(): AbortSignal {
  const path = locationPath();
  if (!current || current.path !== path) {
    current?.controller.abort();
    current = { path, controller: new AbortController() };
  }
  return current.controller.signal;
}

/** Aborts the calls of any earlier path once `path` (a full browser pathname) is shown. */
export function leavePage(path: string = locationPath()): void {
  if (current && current.path !== path) {
    current.controller.abort();
    current = null;
  }
}

export function isAbortError(error: unknown): boolean {
  return (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';
}
