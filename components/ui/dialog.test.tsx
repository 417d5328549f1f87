import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';

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
