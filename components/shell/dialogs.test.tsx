import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DialogsProvider, useDialogs, type DialogsApi } from '@/components/shell/dialogs';
import { preloadDialog } from '@/components/ui/dialog';

/** Renders the host and hands back the one-call API, as a screen would use it. */
function setup() {
  let api!: DialogsApi;
  function Grab() {
    api = useDialogs();
    return <button type="button">Outside</button>;
  }
  render(
    <DialogsProvider>
      <Grab />
    </DialogsProvider>,
  );
  return () => api;
}

// Radix's dialog loads on demand; loaded up front, dialogs open in the same render as in a warm app.
beforeAll(() => preloadDialog());
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

describe('success dialog', () => {
  it('shows Successful with the add text and closes itself after 1000 ms', async () => {
    const dialogs = setup();
    let done = false;
    act(() => {
      void dialogs().success('add').then(() => (done = true));
    });
    const dialog = screen.getByRole('dialog', { name: 'Successful' });
    expect(dialog).toHaveTextContent('You’ve successfully performed this action.');

    await act(async () => jest.advanceTimersByTime(990));
    expect(screen.getByRole('dialog', { name: 'Successful' })).toBeInTheDocument();
    expect(done).toBe(false);

    await act(async () => jest.advanceTimersByTime(10));
    expect(done).toBe(true);
    await act(async () => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['edit', 'Successful', 'We’ve saved your edit successfully.'],
    ['trash', 'Successfully Moved to Trash', 'We’ve deleted the item for you. You can still find it in the Trash.'],
    ['delete', 'Successful', 'We’ve permanently deleted this item.'],
    ['restore', 'Successful', 'We’ve restored this item.'],
  ] as const)('uses the %s texts', (kind, title, text) => {
    const dialogs = setup();
    act(() => {
      void dialogs().success(kind);
    });
    expect(screen.getByRole('dialog', { name: title })).toHaveTextContent(text);
  });
});

describe('confirmation dialog', () => {
  it('is not closed by an outside click and answers Yes with true', async () => {
    const dialogs = setup();
    let answer: boolean | undefined;
    act(() => {
      void dialogs()
        .confirm({ kind: 'trash' })
        .then((value) => (answer = value));
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Confirmation Required' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this item?');

    // Radix starts listening for outside pointers on the next tick after opening.
    await act(async () => jest.advanceTimersByTime(50));
    const outside = screen.getByText('Outside');
    fireEvent.pointerDown(outside, { pointerType: 'mouse', button: 0 });
    fireEvent.mouseDown(outside);
    fireEvent.pointerUp(outside, { pointerType: 'mouse', button: 0 });
    fireEvent.click(outside);
    fireEvent.focusIn(outside);
    await act(async () => jest.advanceTimersByTime(500));
    expect(screen.getByRole('alertdialog', { name: 'Confirmation Required' })).toBeInTheDocument();
    expect(answer).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await act(async () => jest.advanceTimersByTime(0));
    expect(answer).toBe(true);
  });

  it('traps focus, starts on No, and Escape answers No', async () => {
    const dialogs = setup();
    let answer: boolean | undefined;
    act(() => {
      void dialogs()
        .confirm({ kind: 'delete' })
        .then((value) => (answer = value));
    });
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('You are about to permanently delete this item. Should we proceed?');
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    // Everything outside the dialog is hidden from assistive technology while it is open.
    expect(screen.queryByRole('button', { name: 'Outside' })).not.toBeInTheDocument();

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await act(async () => jest.advanceTimersByTime(0));
    expect(answer).toBe(false);
    await act(async () => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('hands the focus to returnFocus when the control that asked is gone, and back to that control otherwise', async () => {
    let api!: DialogsApi;
    let removeItem!: () => void;
    function Thread() {
      api = useDialogs();
      const [shown, setShown] = useState(true);
      removeItem = () => setShown(false);
      return (
        <>
          {shown ? <button type="button">Delete</button> : null}
          <textarea aria-label="Write a comment" />
        </>
      );
    }
    render(
      <DialogsProvider>
        <Thread />
      </DialogsProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'Write a comment' });
    const ask = async (answer: 'Yes' | 'No', meanwhile?: () => void) => {
      screen.getByRole('button', { name: 'Delete' }).focus();
      let confirmed: boolean | undefined;
      act(() => {
        void api.confirm({ kind: 'delete', returnFocus: () => field }).then((value) => (confirmed = value));
      });
      if (meanwhile) act(meanwhile);
      fireEvent.click(screen.getByRole('button', { name: answer }));
      await act(async () => jest.advanceTimersByTime(0));
      return confirmed;
    };

    // No: the item stays, and so does the focus on its Delete.
    expect(await ask('No')).toBe(false);
    await act(async () => jest.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();

    // Gone by the time the dialog closes (a wall removes a deleted comment at once, during the
    // dialog's exit): the focus goes to the field, not the page.
    expect(await ask('Yes', () => removeItem())).toBe(true);
    await act(async () => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(field).toHaveFocus();
  });

  it('has the restore default', () => {
    const dialogs = setup();
    act(() => {
      void dialogs().confirm({ kind: 'restore' });
    });
    expect(screen.getByRole('alertdialog')).toHaveTextContent('You are about to restore an item that was previously deleted. Should we proceed?');
  });
});

describe('failure dialog', () => {
  it('says Unsuccessful with the server message, first letter lowercased, and closes with Close', async () => {
    const dialogs = setup();
    let closed = false;
    act(() => {
      void dialogs()
        .failure({ kind: 'server', status: 500, message: 'The record is locked.' })
        .then(() => (closed = true));
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Unsuccessful' });
    expect(dialog).toHaveTextContent('We could not perform this action as the record is locked.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await act(async () => jest.advanceTimersByTime(0));
    expect(closed).toBe(true);
  });
});

describe('other dialogs', () => {
  it('Notice alert has Okay, Action Required has Ok, Warning informs or asks', async () => {
    const dialogs = setup();
    act(() => {
      void dialogs().notice({ text: 'The handbook moved.' });
      void dialogs().actionRequired({ text: 'Set your shift first.' });
      void dialogs().warning({ text: 'Unsaved changes will be lost.', confirmLabel: 'Leave' });
    });
    // One at a time, in order.
    expect(screen.getByRole('alertdialog', { name: 'Notice alert' })).toHaveTextContent('The handbook moved.');
    fireEvent.click(screen.getByRole('button', { name: 'Okay' }));
    await act(async () => jest.advanceTimersByTime(200));
    expect(screen.getByRole('alertdialog', { name: 'Action Required' })).toHaveTextContent('Set your shift first.');
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await act(async () => jest.advanceTimersByTime(200));
    expect(screen.getByRole('alertdialog', { name: 'Warning' })).toHaveTextContent('Unsaved changes will be lost.');
    expect(screen.getByRole('button', { name: 'Leave' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toBeInTheDocument();
  });

  it('closeAll answers every waiting dialog with its safe value', async () => {
    const dialogs = setup();
    const answers: unknown[] = [];
    act(() => {
      void dialogs().confirm().then((value) => answers.push(value));
      void dialogs().warning({ text: 'x', confirmLabel: 'Go' }).then((value) => answers.push(value));
    });
    act(() => dialogs().closeAll());
    await act(async () => jest.advanceTimersByTime(0));
    expect(answers).toEqual([false, false]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
