import { act, render, screen, waitFor } from '@testing-library/react';
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

  describe('a deleted row’s Delete', () => {
    function Departments({ initial }: { initial: string[] }) {
      const [names, setNames] = useState(initial);
      const refresh = useRefresh();
      return (
        <main id="content" tabIndex={-1}>
          {names.length ? (
            <table>
              <tbody>
                {names.map((name) => (
                  <tr key={name}>
                    <td>
                      <a href={`/departments/${name}`}>{name}</a>
                    </td>
                    <td>
                      <button type="button" aria-label={`Edit ${name}`}>
                        Edit
                      </button>
                      <button
                        type="button"
                        aria-label={`Delete ${name}`}
                        onClick={() => {
                          // The upstream deleted it: the page's data, read again, no longer has it.
                          mockRefresh.mockImplementation(() => setNames((all) => all.filter((other) => other !== name)));
                          refresh();
                        }}
                      >
                        Delete
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>No department yet.</p>
          )}
        </main>
      );
    }
    const deleteFromKeyboard = async (name: string) => {
      const button = screen.getByRole('button', { name: `Delete ${name}` });
      act(() => button.focus());
      await act(async () => button.click());
      expect(screen.queryByRole('button', { name: `Delete ${name}` })).not.toBeInTheDocument();
    };
    const shell = (names: string[]) =>
      render(
        <RefreshProvider>
          <Departments initial={names} />
        </RefreshProvider>,
      );

    /** Design's Delete had the focus, then the dialog the delete opened (its confirmation, its 'Successful'). */
    const deleteThroughDialog = () => {
      shell(['Sales', 'Design', 'Support']);
      const button = screen.getByRole('button', { name: 'Delete Design' });
      act(() => button.focus());
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'alertdialog');
      dialog.tabIndex = -1;
      document.body.append(dialog);
      act(() => dialog.focus());
      return { button, dialog };
    };

    it('hands the focus to the Delete of the row that took its place', async () => {
      shell(['Sales', 'Design', 'Support']);
      await deleteFromKeyboard('Design');
      expect(screen.getByRole('button', { name: 'Delete Support' })).toHaveFocus();
    });

    it('also when a dialog had the focus at the refresh (the confirmation, then Successful)', async () => {
      const { button, dialog } = deleteThroughDialog();
      // Gone before it hands the focus back.
      dialog.remove();
      await act(async () => button.click());
      expect(screen.queryByRole('button', { name: 'Delete Design' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Delete Support' })).toHaveFocus();
    });

    it('also when the last dialog closes only after the refresh, handing the focus back to the Delete that is gone', async () => {
      const { button, dialog } = deleteThroughDialog();
      await act(async () => button.click());
      expect(screen.queryByRole('button', { name: 'Delete Design' })).not.toBeInTheDocument();
      expect(dialog).toHaveFocus();
      act(() => dialog.remove());
      await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Support' })).toHaveFocus());
    });

    it('a write that starts with the focus on the page’s body and no dialog leaves the focus where it is', async () => {
      shell(['Sales', 'Design', 'Support']);
      // Focused once, then left (a click on the page's background; Safari does not focus a clicked button).
      act(() => screen.getByRole('button', { name: 'Delete Design' }).focus());
      act(() => (document.activeElement as HTMLElement).blur());
      mockRefresh.mockImplementation(() => undefined);
      await act(async () => screen.getByRole('button', { name: 'Delete Sales' }).click());
      expect(document.body).toHaveFocus();
    });

    it('after the last row, to the Delete of the row before', async () => {
      shell(['Sales', 'Design', 'Support']);
      await deleteFromKeyboard('Support');
      expect(screen.getByRole('button', { name: 'Delete Design' })).toHaveFocus();
    });

    it('after the only row, with the list gone, to the page’s content', async () => {
      shell(['Sales']);
      await deleteFromKeyboard('Sales');
      expect(screen.getByText('No department yet.')).toBeInTheDocument();
      expect(screen.getByRole('main')).toHaveFocus();
    });
  });

  it('outside the shell is the router’s own refresh', async () => {
    render(<SaveButton />);
    await act(async () => screen.getByRole('button', { name: 'Save' }).click());
    expect(mockRefresh).toHaveBeenCalledTimes(1);
  });
});
