/**
 * One polite live region for what changes on screen without the user's doing
 * (an alert pushed while they work): a screen reader says it once, nothing
 * shows. Created on first use at the end of <body>, outside any React tree.
 */
let region: HTMLElement | null = null;
let pending: ReturnType<typeof setTimeout> | null = null;

export function announce(text: string): void {
  if (typeof document === 'undefined') return;
  if (!region?.isConnected) {
    region = document.createElement('div');
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.className = 'sr-only';
    document.body.append(region);
  }
  // Emptied, then filled a moment later: the same words twice are said twice.
  region.textContent = '';
  if (pending) clearTimeout(pending);
  pending = setTimeout(() => {
    pending = null;
    if (region) region.textContent = text;
  }, 100);
}
