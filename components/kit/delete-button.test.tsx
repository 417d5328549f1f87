import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DeleteButton } from '@/components/kit/delete-button';
import { DialogsProvider } from '@/components/shell/dialogs';
import { preloadDialog } from '@/components/ui/dialog';
import { mapErrorResponse, type Result } from '@/lib/errors';

const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh }) }));

const ok: Result<unknown> = { ok: true, status: 200, data: { message: 'We’ve permanently deleted this item.' } };
const failed = (status: number, body: unknown): Result<unknown> => ({ ok: false, status, error: mapErrorResponse(status, body) });
const inUse = failed(460, { message: '3 people are in “Sales”. Deleting it leaves them without a department.', action: 'detach' });

function setup(remove: jest.Mock) {
  const onDeleted = jest.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DialogsProvider>
        <DeleteButton name="Sales" remove={remove} onDeleted={onDeleted} />
      </DialogsProvider>
    </QueryClientProvider>,
  );
  return { onDeleted };
}

// Find outside act(): inside it React holds the queued dialog's render until the scope ends.
const press = async (name: string) => {
  const button = await screen.findByRole('button', { name }, { timeout: 3000 });
  await act(async () => fireEvent.click(button));
};

beforeAll(() => preloadDialog());
beforeEach(() => mockRefresh.mockReset());

describe('DeleteButton', () => {
  it('asks, deletes, says so with the spec text, then refreshes', async () => {
    const remove = jest.fn().mockResolvedValue(ok);
    const { onDeleted } = setup(remove);
    await press('Delete Sales');
    expect(await screen.findByRole('alertdialog', { name: 'Confirmation Required' })).toHaveTextContent('You are about to permanently delete this item. Should we proceed?');
    expect(remove).not.toHaveBeenCalled();
    await press('Yes');
    expect(await screen.findByRole('dialog', { name: 'Successful' })).toHaveTextContent('We’ve permanently deleted this item.');
    expect(remove).toHaveBeenCalledWith();
    expect(onDeleted).toHaveBeenCalled();
    // The page re-reads its data once the success dialog has closed itself (a second), and the button is back.
    await waitFor(() => expect(mockRefresh).toHaveBeenCalled(), { timeout: 5000 });
    expect(await screen.findByRole('button', { name: 'Delete Sales' }, { timeout: 5000 })).toBeEnabled();
  });

  it('does nothing when the user says No', async () => {
    const remove = jest.fn().mockResolvedValue(ok);
    setup(remove);
    await press('Delete Sales');
    await press('No');
    expect(remove).not.toHaveBeenCalled();
  });

  it('asks again when the item is in use, and retries with the action the upstream named', async () => {
    const remove = jest.fn().mockResolvedValueOnce(inUse).mockResolvedValueOnce(ok);
    const { onDeleted } = setup(remove);
    await press('Delete Sales');
    await press('Yes');
    expect(await screen.findByRole('alertdialog', { name: 'Warning' })).toHaveTextContent('3 people are in “Sales”. Deleting it leaves them without a department.');
    await press('Delete anyway');
    expect(await screen.findByRole('dialog', { name: 'Successful' })).toBeInTheDocument();
    expect(remove.mock.calls).toEqual([[], ['detach']]);
    expect(onDeleted).toHaveBeenCalled();
  });

  it('keeps the item when the user declines the second question', async () => {
    const remove = jest.fn().mockResolvedValue(inUse);
    const { onDeleted } = setup(remove);
    await press('Delete Sales');
    await press('Yes');
    await press('Keep it');
    expect(remove).toHaveBeenCalledTimes(1);
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Successful' })).not.toBeInTheDocument();
  });

  it("shows a refusal (422, nothing to confirm) in 'Unsuccessful' with the upstream's reason, and never offers 'Delete anyway'", async () => {
    const reason = '“Sick leave” is used by 65 leave applications, so it cannot be deleted. To stop people applying for it, take it out of its 2 leave policies.';
    const remove = jest.fn().mockResolvedValue(failed(422, { message: reason }));
    const { onDeleted } = setup(remove);
    await press('Delete Sales');
    await press('Yes');
    expect(await screen.findByRole('alertdialog', { name: 'Unsuccessful' })).toHaveTextContent(`We could not perform this action as ${reason}`);
    expect(screen.queryByRole('button', { name: 'Delete anyway' })).not.toBeInTheDocument();
    expect(remove.mock.calls).toEqual([[]]);
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it("shows 'Unsuccessful' with the server's message on another failure", async () => {
    const remove = jest.fn().mockResolvedValue(failed(500, { message: 'Server Error' }));
    const { onDeleted } = setup(remove);
    await press('Delete Sales');
    await press('Yes');
    expect(await screen.findByRole('alertdialog', { name: 'Unsuccessful' })).toHaveTextContent(
      'We could not perform this action as server Error',
    );
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
