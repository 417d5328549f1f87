import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { z } from 'zod';
import { FormDialog } from '@/components/kit/form-dialog';
import { DialogsProvider } from '@/components/shell/dialogs';
import { preloadDialog } from '@/components/ui/dialog';
import { onFirstPress } from '@/components/ui/on-demand';
import { ApiError } from '@/lib/client/query-client';
import { mapErrorResponse, type Result } from '@/lib/errors';

const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh }) }));

let formLoaded = false;
jest.mock('@/components/ui/form', () => {
  formLoaded = true;
  return jest.requireActual('@/components/ui/form');
});

describe('a page with a form dialog', () => {
  // On a phone there is no hover to start the form's code before the tap on Add.
  it('starts loading the form library on its first press anywhere, not with the page', async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(formLoaded).toBe(false);
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(formLoaded).toBe(true));
  });
});

describe('onFirstPress', () => {
  it('runs its task once, on the first pointer or key press', () => {
    const task = jest.fn();
    onFirstPress(task);
    expect(task).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'Tab' });
    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(window, { key: 'a' });
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('FormDialog', () => {
  const schema = z.object({ role: z.string() });
  function ChangeRole({ roles }: { roles: () => Promise<string[]> }) {
    const query = useQuery({ queryKey: ['roles'], queryFn: roles, retry: false });
    return (
      <FormDialog title="Change role" trigger={<button type="button">Change role</button>} needs={[query]} schema={schema} submitLabel="Save" save={jest.fn()}>
        {() => (
          <label>
            Role
            <input name="role" defaultValue={query.data?.join(', ')} />
          </label>
        )}
      </FormDialog>
    );
  }
  const setup = (roles: () => Promise<string[]>) =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DialogsProvider>
          <ChangeRole roles={roles} />
        </DialogsProvider>
      </QueryClientProvider>,
    );
  beforeAll(() => preloadDialog());

  // Typing right after the form replaced its placeholder used to go nowhere (the dialog itself had the focus).
  it('shows its form once the lists it needs have answered, the focus in its first field', async () => {
    let answer!: (roles: string[]) => void;
    setup(() => new Promise<string[]>((resolve) => (answer = resolve)));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change role' })));
    expect(within(await screen.findByRole('dialog', { name: 'Change role' })).getByLabelText('Loading')).toBeInTheDocument();
    await act(async () => answer(['Administrator', 'Manager']));
    expect(await screen.findByDisplayValue('Administrator, Manager', {}, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Role')).toHaveFocus());
  });

  // It used to stay on its placeholder, with no message and no Cancel, until Escape.
  it('closes and says what failed when a list it needs cannot be read', async () => {
    let fail!: (error: Error) => void;
    setup(() => new Promise<string[]>((_, reject) => (fail = reject)));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change role' })));
    expect(within(await screen.findByRole('dialog', { name: 'Change role' })).getByLabelText('Loading')).toHaveAttribute('aria-busy', 'true');
    await act(async () => fail(new ApiError({ kind: 'server', status: 500, message: 'the server is down.' })));
    expect(await screen.findByRole('alertdialog', { name: 'Unsuccessful' })).toHaveTextContent('We could not perform this action as the server is down.');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change role' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  });

  // Add holidays offered "Add" with nothing to choose: the press failed on a field that was not there, and nothing showed.
  it('says so and offers only Close when there is nothing to choose', async () => {
    const save = jest.fn();
    function AddHolidays() {
      const query = useQuery({ queryKey: ['holidays'], queryFn: async () => [] as string[], retry: false });
      return (
        <FormDialog
          title="Add holidays"
          trigger={<button type="button">Add holidays</button>}
          needs={[query]}
          schema={schema}
          submitLabel="Add"
          save={save}
          empty={query.data?.length ? null : 'There are no holidays left to add.'}
        >
          {() => <p>The list</p>}
        </FormDialog>
      );
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DialogsProvider>
          <AddHolidays />
        </DialogsProvider>
      </QueryClientProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add holidays' })));
    const dialog = await screen.findByRole('dialog', { name: 'Add holidays' });
    expect(await within(dialog).findByText('There are no holidays left to add.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('The list')).not.toBeInTheDocument();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Close' })));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add holidays' })).not.toBeInTheDocument());
    expect(save).not.toHaveBeenCalled();
  });

  /** A Reject leave dialog with one field, Note. */
  function renderNote(save: () => Promise<Result<unknown>> = jest.fn()) {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DialogsProvider>
          <FormDialog title="Reject leave" trigger={<button type="button">Reject</button>} schema={z.object({ note: z.string() })} defaultValues={{ note: '' }} submitLabel="Reject" save={save}>
            {(form) => (
              <label>
                Note
                <input {...form.register('note')} />
              </label>
            )}
          </FormDialog>
        </DialogsProvider>
      </QueryClientProvider>,
    );
  }
  const open = async () => {
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reject' })));
    const dialog = await screen.findByRole('dialog', { name: 'Reject leave' });
    return { dialog, note: await within(dialog).findByLabelText('Note', {}, { timeout: 3000 }) };
  };

  // A reviewer's Reject, after someone else had approved: the message showed, and the list still offered Approve and Reject.
  it.each([
    ['refused for the state of what it changes', mapErrorResponse(422, { message: 'This leave application has already been decided.' }), 1],
    ['a record gone meanwhile', mapErrorResponse(404, { message: 'Not found.' }), 1],
    ['refused for what was typed', mapErrorResponse(422, { message: 'The note is required.', errors: { note: ['The note is required.'] } }), 0],
  ])('a save %s: the form says why, and the screen reads its data again only then, when the dialog closes', async (_, error, refreshes) => {
    mockRefresh.mockClear();
    const save = jest.fn(async (): Promise<Result<unknown>> => ({ ok: false, status: error.status, error }));
    renderNote(save);
    const { dialog, note } = await open();
    await act(async () => fireEvent.change(note, { target: { value: 'Too many away that week' } }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' })));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect((await within(dialog).findAllByText(error.kind === 'form' ? error.summary : error.message)).length).toBeGreaterThan(0);
    expect(note).toHaveValue('Too many away that week');
    expect(mockRefresh).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    // Asked outside act(): inside it, the question's render would wait for the act to end.
    const question = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await act(async () => fireEvent.click(within(question).getByRole('button', { name: 'Yes' })));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject leave' })).not.toBeInTheDocument());
    expect(mockRefresh).toHaveBeenCalledTimes(refreshes);
  });

  // Escape closed a form with everything typed in it, a slip of the key away from the field's own Escape.
  describe('with something typed', () => {
    const escape = (target: Element) => act(async () => fireEvent.keyDown(target, { key: 'Escape' }));
    const ask = () => screen.findByRole('alertdialog', { name: 'Discard your changes?' });

    it('asks before Escape or Cancel drops it; No keeps the form as it was, Yes closes it', async () => {
      renderNote();
      const { dialog, note } = await open();
      await act(async () => fireEvent.change(note, { target: { value: 'Too many away that week' } }));
      await escape(note);
      const question = await ask();
      expect(question).toHaveTextContent('What you entered in this form will be lost.');
      await act(async () => fireEvent.click(within(question).getByRole('button', { name: 'No' })));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(screen.getByRole('dialog', { name: 'Reject leave' })).toBe(dialog);
      expect(note).toHaveValue('Too many away that week');

      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
      const again = await ask();
      await act(async () => fireEvent.click(within(again).getByRole('button', { name: 'Yes' })));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject leave' })).not.toBeInTheDocument());
    });

    // The question hung on a render after the keystroke: a fill and an Escape at once closed the form.
    it('asks for an Escape pressed in the same moment as the last keystroke', async () => {
      renderNote();
      const { note } = await open();
      await act(async () => {
        fireEvent.change(note, { target: { value: 'Typed and gone at once' } });
        fireEvent.keyDown(note, { key: 'Escape' });
      });
      expect(await ask()).toBeInTheDocument();
      expect(note).toHaveValue('Typed and gone at once');
    });

    it('closes at once when nothing was changed, or what was typed was taken back', async () => {
      renderNote();
      let { note } = await open();
      await escape(note);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject leave' })).not.toBeInTheDocument());
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

      ({ note } = await open());
      await act(async () => fireEvent.change(note, { target: { value: 'x' } }));
      await act(async () => fireEvent.change(note, { target: { value: '' } }));
      await escape(note);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject leave' })).not.toBeInTheDocument());
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
  });
});
