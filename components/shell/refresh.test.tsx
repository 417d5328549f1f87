import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { RefreshProvider, useRefresh } from '@/components/shell/refresh';
import { attachProgressBar } from '@/lib/client/nav-progress';

const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh }) }));

function SaveButton() {
  const refresh = useRefresh();
  return (
    <button type="button" onClick={refresh}>
      Save
    </button>
  );
}

describe('the refresh after a write', () => {
  beforeEach(() => mockRefresh.mockReset());

  it('reads the page again with the progress bar, which completes once the new data is in', async () => {
    const bar = document.createElement('div');
    bar.dataset.state = 'idle';
    attachProgressBar(bar);
    const states: string[] = [];
    new MutationObserver(() => states.push(bar.dataset.state ?? '')).observe(bar, { attributes: true, attributeFilter: ['data-state'] });
    render(
      <RefreshProvider>
        <SaveButton />
      </RefreshProvider>,
    );
    await act(async () => screen.getByRole('button', { name: 'Save' }).click());
    expect(mockRefresh).toHaveBeenCalledTimes(1);
    expect(states).toEqual(['loading', 'done']);
    attachProgressBar(null);
  });

  it('hands the focus to the page’s content when what had it is gone with the new data', async () => {
    function Row() {
      const [deleted, setDeleted] = useState(false);
      const refresh = useRefresh();
      mockRefresh.mockImplementation(() => setDeleted(true));
      return (
        <main id="content" tabIndex={-1}>
          {deleted ? null : (
            <button type="button" onClick={refresh}>
              Approve
            </button>
          )}
        </main>
      );
    }
    render(
      <RefreshProvider>
        <Row />
      </RefreshProvider>,
    );
    const approve = screen.getByRole('button', { name: 'Approve' });
    act(() => approve.focus());
    await act(async () => approve.click());
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('outside the shell is the router’s own refresh', async () => {
    render(<SaveButton />);
    await act(async () => screen.getByRole('button', { name: 'Save' }).click());
    expect(mockRefresh).toHaveBeenCalledTimes(1);
  });
});
