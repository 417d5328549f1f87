import { isAbortError, leavePage, pageSignal } from '@/lib/client/page-signal';
import { attachProgressBar, isPageChange, onTransitionStart } from '@/lib/client/nav-progress';

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

describe('the navigation progress bar', () => {
  beforeEach(() => window.history.replaceState(null, '', '/feed'));

  it('counts a transition to another path or query of this site as a page change', () => {
    expect(isPageChange('/settings', window.location)).toBe(true);
    expect(isPageChange('/feed?page=2', window.location)).toBe(true);
    expect(isPageChange(`${window.location.origin}/time/self`, window.location)).toBe(true);
  });

  it('ignores the same page, hash jumps and other sites', () => {
    expect(isPageChange('/feed', window.location)).toBe(false);
    expect(isPageChange('/feed#content', window.location)).toBe(false);
    expect(isPageChange('https://elsewhere.example/', window.location)).toBe(false);
  });

  it('starts only when the router starts a transition to another page', () => {
    const bar = document.createElement('div');
    bar.dataset.state = 'idle';
    attachProgressBar(bar);
    onTransitionStart('/feed');
    expect(bar.dataset.state).toBe('idle');
    onTransitionStart('/settings');
    expect(bar.dataset.state).toBe('loading');
    attachProgressBar(null);
  });
});
