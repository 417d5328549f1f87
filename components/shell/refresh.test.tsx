import { act, render, screen } from '@testing-library/react';
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

  it('outside the shell is the router’s own refresh', async () => {
    render(<SaveButton />);
    await act(async () => screen.getByRole('button', { name: 'Save' }).click());
    expect(mockRefresh).toHaveBeenCalledTimes(1);
  });
});
