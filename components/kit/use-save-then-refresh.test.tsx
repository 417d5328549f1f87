import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useSaveThenRefresh } from '@/components/kit/use-save-then-refresh';
import { DialogsProvider } from '@/components/shell/dialogs';
import type { Result } from '@/lib/errors';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <DialogsProvider>{children}</DialogsProvider>
    </QueryClientProvider>
  );
}

// A double click on Apply or Approve sent the write twice: the button shows it is busy a render after the first press.
describe('useSaveThenRefresh', () => {
  it('sends a write once for two presses while it is under way, and again once it is done', async () => {
    let answer!: (result: Result<number>) => void;
    const save = jest.fn(() => new Promise<Result<number>>((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useSaveThenRefresh<string, number>({ save, refresh: false }), { wrapper });

    let first!: Promise<Result<number> | null>, second!: Promise<Result<number> | null>;
    act(() => {
      first = result.current.mutateAsync('a');
      second = result.current.mutateAsync('a');
      result.current.mutate('a');
    });
    await act(async () => undefined);
    expect(save).toHaveBeenCalledTimes(1);
    expect(await second).toBeNull();
    await act(async () => answer({ ok: true, status: 200, data: 1 }));
    expect(await first).toEqual({ ok: true, status: 200, data: 1 });

    await act(async () => void result.current.mutateAsync('b'));
    expect(save).toHaveBeenCalledTimes(2);
    await act(async () => answer({ ok: true, status: 200, data: 2 }));
  });
});
