import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { EmptyBlock, emptyStateOf } from '@/components/kit/empty-state';
import { RefreshProvider, useRefresh } from '@/components/shell/refresh';
import { attachProgressBar } from '@/lib/client/nav-progress';

const mockRefresh = jest.fn();
const mockReplace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh, replace: mockReplace }) }));

function SaveButton() {
  const refresh = useRefresh();
  return (
    <button type="button" onClick={refresh}>
      Save
    </button>
  );
}

/** A list of departments, each with its Delete (and Edit): what a settings list draws. */
function DepartmentTable({ names, onDelete, withEdit = false }: { names: string[]; onDelete: (name: string) => void; withEdit?: boolean }) {
  return (
    <table>
      <thead>
        <tr>
          <th>Name</th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name}>
            <td>
              <a href={`/departments/${name}`}>{name}</a>
            </td>
            <td>
              {withEdit ? (
                <button type="button" aria-label={`Edit ${name}`}>
                  Edit
                </button>
              ) : null}
              <button type="button" aria-label={`Delete ${name}`} onClick={() => onDelete(name)}>
                Delete
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

describe('the refresh after a write', () => {
  beforeEach(() => {
    mockRefresh.mockReset();
    mockReplace.mockReset();
  });

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
    function Departments({ initial, inSection = false }: { initial: string[]; inSection?: boolean }) {
      const [names, setNames] = useState(initial);
      const refresh = useRefresh();
      const list = names.length ? (
        <DepartmentTable
          names={names}
          withEdit
          onDelete={(name) => {
            // The upstream deleted it: the page's data, read again, no longer has it.
            mockRefresh.mockImplementation(() => setNames((all) => all.filter((other) => other !== name)));
            refresh();
          }}
        />
      ) : (
        <p>No department yet.</p>
      );
      return (
        <main id="content" tabIndex={-1}>
          <button type="button">Export</button>
          {inSection ? (
            <section aria-label="Departments">
              <h2 tabIndex={-1}>Departments</h2>
              <button type="button">Add department</button>
              {list}
            </section>
          ) : (
            list
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
    const shell = (names: string[], inSection = false) =>
      render(
        <RefreshProvider>
          <Departments initial={names} inSection={inSection} />
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

    it('after the only row of a section (a profile’s documents), to the section’s heading: the keyboard goes on from its actions', async () => {
      shell(['Sales'], true);
      await deleteFromKeyboard('Sales');
      expect(screen.getByRole('heading', { name: 'Departments' })).toHaveFocus();
    });
  });

  it('a write that empties the last page of a list (its last row deleted) goes to the page before, the Delete of its last row focused', async () => {
    const all = ['Sales', 'Design', 'Support'];
    const perPage = 2;
    function PagedDepartments() {
      const [names, setNames] = useState(all);
      const [page, setPage] = useState(2);
      const refresh = useRefresh();
      const rows = names.slice((page - 1) * perPage, page * perPage);
      const meta = { current_page: page, last_page: Math.ceil(names.length / perPage), total: names.length };
      mockReplace.mockImplementation((href: string) => setPage(Number(new URL(href, 'http://localhost').searchParams.get('page'))));
      // The shell's hand-over on a new address (RouteEvents): a focus lost with the old page goes to the content.
      const content = useRef<HTMLElement>(null);
      useEffect(() => {
        if (document.activeElement === document.body) content.current?.focus();
      }, [page]);
      return (
        <main id="content" tabIndex={-1} ref={content}>
          <section aria-label="Departments">
            {rows.length ? (
              <DepartmentTable
                names={rows}
                onDelete={(name) => {
                  mockRefresh.mockImplementation(() => setNames((now) => now.filter((other) => other !== name)));
                  refresh();
                }}
              />
            ) : (
              <EmptyBlock empty={emptyStateOf({ title: 'No departments yet' }, meta, (to) => `/departments?page=${to}`)} />
            )}
          </section>
        </main>
      );
    }
    render(
      <RefreshProvider>
        <PagedDepartments />
      </RefreshProvider>,
    );
    const button = screen.getByRole('button', { name: 'Delete Support' });
    act(() => button.focus());
    await act(async () => button.click());
    expect(mockReplace).toHaveBeenCalledWith('/departments?page=1', { scroll: false });
    expect(screen.queryByText(/There is no page/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Design' })).toHaveFocus();
  });

  it('outside the shell is the router’s own refresh', async () => {
    render(<SaveButton />);
    await act(async () => screen.getByRole('button', { name: 'Save' }).click());
    expect(mockRefresh).toHaveBeenCalledTimes(1);
  });
});
