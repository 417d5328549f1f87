import { isAbortError, leavePage, pageSignal } from '@/lib/client/page-signal';
import { isNavigationClick } from '@/lib/client/nav-progress';

describe('pageSignal', () => {
  it('is aborted when the user leaves the page, and a new page gets a fresh one', () => {
    window.history.replaceState(null, '', '/feed');
    const feed = pageSignal();
    expect(pageSignal()).toBe(feed);
    window.history.replaceState(null, '', '/settings');
    leavePage('/settings');
    expect(feed.aborted).toBe(true);
    const settings = pageSignal();
    expect(settings.aborted).toBe(false);
    leavePage('/settings');
    expect(settings.aborted).toBe(false);
  });

  it('recognises abort errors', () => {
    expect(isAbortError(new DOMException('x', 'AbortError'))).toBe(true);
    expect(isAbortError(new Error('x'))).toBe(false);
  });
});

describe('isNavigationClick', () => {
  const anchor = (href: string, attrs: Record<string, string> = {}) => {
    const a = document.createElement('a');
    a.setAttribute('href', href);
    for (const [name, value] of Object.entries(attrs)) a.setAttribute(name, value);
    return a;
  };
  const click = (init: MouseEventInit = {}) => new MouseEvent('click', { button: 0, ...init });

  beforeEach(() => window.history.replaceState(null, '', '/feed'));

  it('starts the bar for an in-app link to another page', () => {
    expect(isNavigationClick(click(), anchor('/settings'), window.location)).toBe(true);
    expect(isNavigationClick(click(), anchor('/feed?page=2'), window.location)).toBe(true);
  });

  it('ignores same page, hash jumps, new tabs, downloads, modifier keys and other sites', () => {
    expect(isNavigationClick(click(), anchor('/feed'), window.location)).toBe(false);
    expect(isNavigationClick(click(), anchor('#content'), window.location)).toBe(false);
    expect(isNavigationClick(click(), anchor('/settings', { target: '_blank' }), window.location)).toBe(false);
    expect(isNavigationClick(click(), anchor('/report.csv', { download: '' }), window.location)).toBe(false);
    expect(isNavigationClick(click({ ctrlKey: true }), anchor('/settings'), window.location)).toBe(false);
    expect(isNavigationClick(click(), anchor('https://elsewhere.example/'), window.location)).toBe(false);
  });
});
