import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GoalStatusSelect } from '@/components/goals/goal-actions';
import { DialogsProvider } from '@/components/shell/dialogs';
import { callEndpoint } from '@/lib/client/endpoint';
import type { Goal } from '@/lib/goals/schemas';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
jest.mock('@/lib/client/endpoint', () => ({ callEndpoint: jest.fn() }));
const call = callEndpoint as jest.Mock;

const goal = {
  id: 7,
  title: 'Publish the on-call rota',
  status: 'not_started',
} as Goal;

function setup() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DialogsProvider>
        <GoalStatusSelect goal={goal} />
      </DialogsProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox', { name: 'Status of Publish the on-call rota' });
}

beforeEach(() => call.mockReset().mockResolvedValue({ ok: true, status: 200, data: { message: 'ok' } }));

describe('a goal’s status', () => {
  it('chosen with the mouse, saves at once', async () => {
    const select = setup();
    fireEvent.pointerDown(select);
    await act(async () => fireEvent.change(select, { target: { value: 'done' } }));
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0][1]).toEqual({ json: { id: 7, status: 'done' } });
  });

  // Arrow keys on a closed select change it one option at a time: each used to be a save.
  it('stepped through with the arrow keys, saves once, on Enter or when left', async () => {
    const select = setup();
    for (const status of ['in_progress', 'done', 'cancelled']) {
      fireEvent.keyDown(select, { key: 'ArrowDown' });
      await act(async () => fireEvent.change(select, { target: { value: status } }));
    }
    expect(call).not.toHaveBeenCalled();
    expect(select).toHaveValue('cancelled');
    await act(async () => fireEvent.keyDown(select, { key: 'Enter' }));
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0][1]).toEqual({ json: { id: 7, status: 'cancelled' } });
    // That save is over (its Successful dialog has closed itself) before the next.
    await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled'), { timeout: 4000 });

    call.mockClear();
    fireEvent.keyDown(select, { key: 'ArrowUp' });
    await act(async () => fireEvent.change(select, { target: { value: 'done' } }));
    expect(call).not.toHaveBeenCalled();
    await act(async () => fireEvent.blur(select));
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0][1]).toEqual({ json: { id: 7, status: 'done' } });
  });
  // A disabled select loses the focus: a keyboard user was left on <body> after every change.
  it('stays focusable while it saves, and takes no second change meanwhile', async () => {
    let finish!: (value: unknown) => void;
    call.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const select = setup();
    select.focus();
    fireEvent.pointerDown(select);
    await act(async () => fireEvent.change(select, { target: { value: 'done' } }));
    await waitFor(() => expect(select).toHaveAttribute('aria-disabled', 'true'));
    expect(select).not.toBeDisabled();
    expect(select).toHaveFocus();
    await act(async () => fireEvent.change(select, { target: { value: 'cancelled' } }));
    expect(call).toHaveBeenCalledTimes(1);
    await act(async () => finish({ ok: true, status: 200, data: { message: 'ok' } }));
    await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled'), { timeout: 4000 });
  });
});
