import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useOneWriteMutation } from '@/lib/client/one-write';

function SyncButton({ write, settled }: { write: () => Promise<string>; settled: (outcome: string) => void }) {
  const sync = useOneWriteMutation({ mutationFn: write });
  return (
    <button type="button" onClick={() => sync.mutate(undefined, { onSettled: (data, error) => settled(data ?? String(error)) })}>
      Check payment status
    </button>
  );
}

function renderButton(write: () => Promise<string>, settled = jest.fn()) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <SyncButton write={write} settled={settled} />
    </QueryClientProvider>,
  );
  return { button: screen.getByRole('button', { name: 'Check payment status' }), settled };
}

describe('useOneWriteMutation', () => {
  it('sends one write for a double click that lands before the button renders again, and takes the next one after it settled', async () => {
    let finish: (value: string) => void = () => undefined;
    const write = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const { button, settled } = renderButton(write);
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(write).toHaveBeenCalled());
    expect(write).toHaveBeenCalledTimes(1);
    await act(async () => finish('paid'));
    await waitFor(() => expect(settled).toHaveBeenCalledWith('paid'));
    act(() => button.click());
    await waitFor(() => expect(write).toHaveBeenCalledTimes(2));
  });

  it('takes the next write after a failed one too', async () => {
    const write = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('paid');
    const { button, settled } = renderButton(write);
    act(() => button.click());
    await waitFor(() => expect(settled).toHaveBeenCalledWith('Error: down'));
    act(() => button.click());
    await waitFor(() => expect(settled).toHaveBeenCalledWith('paid'));
    expect(write).toHaveBeenCalledTimes(2);
  });
});
