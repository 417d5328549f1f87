import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { useDiscardGuard } from '@/components/kit/discard-guard';
import { DialogsProvider } from '@/components/shell/dialogs';

/** A dialog whose changes are its own state (as Assign people's chosen people). */
function Picker({ onClose }: { onClose: () => void }) {
  const [chosen, setChosen] = useState(0);
  const { requestClose, setChanged } = useDiscardGuard(onClose);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setChosen(chosen + 1);
          setChanged(true);
        }}
      >
        Choose
      </button>
      <button type="button" onClick={requestClose}>
        Cancel
      </button>
    </>
  );
}

describe('useDiscardGuard', () => {
  it('closes at once with nothing to lose, and asks first once there is', async () => {
    const onClose = jest.fn();
    render(
      <DialogsProvider>
        <Picker onClose={onClose} />
      </DialogsProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Choose' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    const question = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    expect(question).toHaveTextContent('What you entered in this form will be lost.');
    expect(within(question).getByRole('button', { name: 'No' })).toHaveFocus();
    await act(async () => fireEvent.click(within(question).getByRole('button', { name: 'No' })));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onClose).toHaveBeenCalledTimes(1);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    const again = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await act(async () => fireEvent.click(within(again).getByRole('button', { name: 'Yes' })));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });
});
