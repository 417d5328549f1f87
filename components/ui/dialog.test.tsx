import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger, FocusReturnContext } from '@/components/ui/dialog';

let radixLoaded = false;
jest.mock('@/components/ui/dialog-radix', () => {
  radixLoaded = true;
  return jest.requireActual('@/components/ui/dialog-radix');
});

function Confirm({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Delete post</DialogTitle>
        <DialogDescription>It goes to the trash.</DialogDescription>
        <button type="button">No</button>
        <button type="button">Yes</button>
      </DialogContent>
    </Dialog>
  );
}

function WithTrigger() {
  const [answer, setAnswer] = useState('');
  return (
    <>
      <Dialog>
        <DialogTrigger>Open notes</DialogTrigger>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Notes</DialogTitle>
          <DialogClose onClick={() => setAnswer('closed')}>Close</DialogClose>
        </DialogContent>
      </Dialog>
      <output>{answer}</output>
    </>
  );
}

/** A row's Edit button that mounts its dialog open, with no DialogTrigger (the lazy pattern of the list screens). */
function EditRow() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit Engineering
      </button>
      {open ? (
        <Dialog open onOpenChange={setOpen}>
          <DialogContent aria-describedby={undefined}>
            <DialogTitle>Edit department</DialogTitle>
            <DialogClose>Cancel</DialogClose>
          </DialogContent>
        </Dialog>
      ) : null}
    </>
  );
}

/** A form dialog whose Save closes it and shows a notice (no trigger), as useSaveThenRefresh does. */
function SaveThenNotice() {
  const [form, setForm] = useState(false);
  const [notice, setNotice] = useState(false);
  return (
    <>
      <Dialog open={form} onOpenChange={setForm}>
        <DialogTrigger>Add leave type</DialogTrigger>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Add leave type</DialogTitle>
          <button
            type="button"
            onClick={() => {
              setForm(false);
              setNotice(true);
            }}
          >
            Save
          </button>
        </DialogContent>
      </Dialog>
      {notice ? (
        <Dialog open onOpenChange={setNotice}>
          <DialogContent aria-describedby={undefined}>
            <DialogTitle>Successful</DialogTitle>
            <DialogClose>Close</DialogClose>
          </DialogContent>
        </Dialog>
      ) : null}
    </>
  );
}

/** A dialog opened with the focus on nothing (its button was replaced), given where to return by FocusReturnContext. */
function ReplacedButton() {
  const [open, setOpen] = useState(true);
  return (
    <FocusReturnContext.Provider value={() => document.getElementById('new-button')}>
      <button type="button" id="new-button">
        Edit salary
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Edit salary</DialogTitle>
          <DialogClose>Cancel</DialogClose>
        </DialogContent>
      </Dialog>
    </FocusReturnContext.Provider>
  );
}

describe('Dialog', () => {
  it('renders no dialog and loads no Radix while closed', async () => {
    render(<WithTrigger />);
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Open notes' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(radixLoaded).toBe(false);
  });

  // Before any test loads Radix (this file's registry): presses on the stand-in trigger while it loads.
  it('opens on a second press made while Radix loads (it used to close again before showing)', async () => {
    render(<WithTrigger />);
    const trigger = screen.getByRole('button', { name: 'Open notes' });
    expect(trigger).not.toHaveAttribute('aria-busy');
    fireEvent.click(trigger);
    // Busy until the dialog shows, so a slow network does not look like a dead button.
    expect(trigger).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(trigger);
    expect(radixLoaded).toBe(false);
    expect(await screen.findByRole('dialog', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open notes', hidden: true })).not.toHaveAttribute('aria-busy');
  });

  it('opened without a trigger, gives the focus back to what opened it', async () => {
    render(<EditRow />);
    const edit = screen.getByRole('button', { name: 'Edit Engineering' });
    act(() => edit.focus());
    fireEvent.click(edit);
    expect(await screen.findByRole('dialog', { name: 'Edit department' })).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Engineering' })).toHaveFocus());
  });

  // The notice opened from inside the form, which is gone when the notice closes: the focus used to fall to the page.
  it('a dialog opened from inside another that has closed since hands the focus to where that one would', async () => {
    render(<SaveThenNotice />);
    const trigger = screen.getByRole('button', { name: 'Add leave type' });
    act(() => trigger.focus());
    fireEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Add leave type' });
    const save = screen.getByRole('button', { name: 'Save' });
    act(() => save.focus());
    fireEvent.click(save);
    await screen.findByRole('dialog', { name: 'Successful' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add leave type' })).toHaveFocus());
  });

  it('opened with the focus on nothing, hands it to where FocusReturnContext says', async () => {
    render(<ReplacedButton />);
    await screen.findByRole('dialog', { name: 'Edit salary' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit salary' })).toHaveFocus());
  });

  // A failure shown as the page loads (a declined payment on the way back from checkout): the focus fell to <body>.
  it('opened as the page loads, with the focus on nothing and nowhere named, hands it to the page’s content', async () => {
    function OnLoad() {
      const [open, setOpen] = useState(true);
      return (
        <main id="content" tabIndex={-1}>
          <h1>Plan overview</h1>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent aria-describedby={undefined}>
              <DialogTitle>Unsuccessful</DialogTitle>
              <DialogClose>Close</DialogClose>
            </DialogContent>
          </Dialog>
        </main>
      );
    }
    render(<OnLoad />);
    await screen.findByRole('dialog', { name: 'Unsuccessful' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  // A confirmed Delete: the row and its button are gone when the dialog closes. The refresh that removed
  // them hands the focus to the next row (RefreshProvider, which acts on a focus left on <body>).
  it('opened by a control that is gone since, leaves the focus for the page to place, not on its content', async () => {
    function DeletedRow() {
      const [open, setOpen] = useState(false);
      const [row, setRow] = useState(true);
      return (
        <main id="content" tabIndex={-1}>
          {row ? (
            <button type="button" onClick={() => setOpen(true)}>
              Delete Engineering
            </button>
          ) : null}
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent aria-describedby={undefined}>
              <DialogTitle>Successful</DialogTitle>
              <button type="button" onClick={() => setRow(false)}>
                Remove the row
              </button>
              <DialogClose>Close</DialogClose>
            </DialogContent>
          </Dialog>
        </main>
      );
    }
    render(<DeletedRow />);
    const remove = screen.getByRole('button', { name: 'Delete Engineering' });
    act(() => remove.focus());
    fireEvent.click(remove);
    await screen.findByRole('dialog', { name: 'Successful' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove the row' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('main')).not.toHaveFocus();
  });

  it('opens when open, keeps the focus inside and answers Escape with onOpenChange(false)', async () => {
    const onOpenChange = jest.fn();
    render(
      <>
        <button type="button">Outside</button>
        <Confirm onOpenChange={onOpenChange} />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete post' });
    expect(radixLoaded).toBe(true);
    expect(dialog).toHaveAccessibleDescription('It goes to the trash.');
    const [no, yes] = [screen.getByRole('button', { name: 'No' }), screen.getByRole('button', { name: 'Yes' })];
    expect(no).toHaveFocus();

    // Tab on the last button wraps to the first; focus leaving the dialog is pulled back.
    yes.focus();
    fireEvent.keyDown(yes, { key: 'Tab' });
    expect(no).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Outside', hidden: true }).focus());
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    fireEvent.keyDown(no, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  // Escape in a goal's Owner search closed the whole Add goal dialog, and what was typed with it.
  it('leaves Escape to an open suggestion list inside it: the list closes, the dialog stays', async () => {
    const onOpenChange = jest.fn();
    function WithSuggestions() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog open onOpenChange={onOpenChange}>
          <DialogContent aria-describedby={undefined}>
            <DialogTitle>Add goal</DialogTitle>
            <input
              role="combobox"
              aria-label="Owner"
              aria-expanded={open}
              aria-controls="owners"
              onKeyDown={(event) => {
                if (event.key === 'Escape') setOpen(false);
              }}
            />
            {open ? <ul id="owners" role="listbox" aria-label="Owners" /> : null}
          </DialogContent>
        </Dialog>
      );
    }
    render(<WithSuggestions />);
    await screen.findByRole('dialog', { name: 'Add goal' });
    const owner = screen.getByRole('combobox', { name: 'Owner' });
    owner.focus();
    fireEvent.keyDown(owner, { key: 'Escape' });
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();
    // With the list closed, Escape closes the dialog as ever.
    fireEvent.keyDown(owner, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('opens from its trigger, closes with DialogClose or Escape and gives the focus back to the trigger', async () => {
    render(<WithTrigger />);
    const trigger = screen.getByRole('button', { name: 'Open notes' });
    act(() => trigger.focus());
    fireEvent.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open notes', hidden: true })).toHaveAttribute('aria-expanded', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('closed')).toBeInTheDocument();
    // Radix hands the focus back a task after the content unmounts.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open notes' })).toHaveFocus());

    fireEvent.click(screen.getByRole('button', { name: 'Open notes' }));
    expect(await screen.findByRole('dialog', { name: 'Notes' })).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open notes' })).toHaveFocus());
  });
  it('opens from an asChild trigger whose child leaves onClick undefined', async () => {
    render(
      <Dialog>
        <DialogTrigger asChild>
          <button type="button" onClick={undefined}>
            Edit bio
          </button>
        </DialogTrigger>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Edit bio</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit bio' }));
    expect(await screen.findByRole('dialog', { name: 'Edit bio' })).toBeInTheDocument();
  });
});
