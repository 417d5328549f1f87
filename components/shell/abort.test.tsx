import { act, render, screen } from '@testing-library/react';
import { AbortContent, AbortProvider, useAbort, type AbortApi } from '@/components/shell/abort';
import { DialogsProvider, useDialogs, type DialogsApi } from '@/components/shell/dialogs';
import { preloadDialog } from '@/components/ui/dialog';

let mockPathname = '/feed';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, children, ...props }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

function setup() {
  let abort!: AbortApi;
  let dialogs!: DialogsApi;
  function Grab() {
    abort = useAbort();
    dialogs = useDialogs();
    return null;
  }
  const tree = () => (
    <DialogsProvider>
      <AbortProvider>
        <Grab />
        <AbortContent>
          <h1>Feed page</h1>
        </AbortContent>
      </AbortProvider>
    </DialogsProvider>
  );
  const view = render(tree());
  return { abort: () => abort, dialogs: () => dialogs, rerender: () => view.rerender(tree()) };
}

// Radix's dialog loads on demand; loaded up front, dialogs open in the same render as in a warm app.
beforeAll(() => preloadDialog());

describe('abort state', () => {
  beforeEach(() => {
    mockPathname = '/feed';
    window.history.replaceState(null, '', '/feed');
  });

  it('shows the full-page error instead of the content, closes dialogs, and resets on navigation', () => {
    const { abort, dialogs, rerender } = setup();
    let answer: boolean | undefined;
    act(() => {
      void dialogs()
        .confirm()
        .then((value) => (answer = value));
    });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    act(() => abort().handleLoadError({ kind: 'abort', status: 404, message: 'Not found.' }));
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Feed page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    return Promise.resolve().then(() => {
      expect(answer).toBe(false);
      mockPathname = '/settings';
      window.history.replaceState(null, '', '/settings');
      rerender();
      expect(screen.getByRole('heading', { name: 'Feed page' })).toBeInTheDocument();
    });
  });

  it('shows the Unsuccessful dialog for other server answers and leaves network errors to the watcher', () => {
    const { abort } = setup();
    act(() => abort().handleLoadError({ kind: 'network', status: 0, message: 'No response', timedOut: false }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => abort().handleLoadError({ kind: 'server', status: 418, message: 'Teapots cannot brew coffee.' }));
    expect(screen.getByRole('alertdialog', { name: 'Unsuccessful' })).toHaveTextContent('We could not perform this action as teapots cannot brew coffee.');
    expect(screen.getByRole('heading', { name: 'Feed page', hidden: true })).toBeInTheDocument();
  });
});
