import { QueryObserver } from '@tanstack/react-query';
import { ApiError, appErrorOf, cancelOrphanedQueries, makeQueryClient, unwrap } from '@/lib/client/query-client';

/** A query function that never settles on its own and records whether it was aborted. */
function pending(aborted: { value: boolean }) {
  return ({ signal }: { signal: AbortSignal }) =>
    new Promise<string>((_, reject) => {
      signal.addEventListener('abort', () => {
        aborted.value = true;
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
}

describe('navigation cancels pending requests of the page it leaves', () => {
  it('aborts fetches nobody watches any more and keeps the ones on screen', async () => {
    const client = makeQueryClient();
    const left = { value: false };
    const shown = { value: false };
    void client.fetchQuery({ queryKey: ['left-page'], queryFn: pending(left) }).catch(() => undefined);
    const observer = new QueryObserver(client, { queryKey: ['shown-page'], queryFn: pending(shown) });
    const unsubscribe = observer.subscribe(() => undefined);

    await cancelOrphanedQueries(client);

    expect(left.value).toBe(true);
    expect(shown.value).toBe(false);
    unsubscribe();
    client.clear();
  });
});

describe('unwrap', () => {
  it('returns the data or throws an ApiError carrying the AppError', () => {
    expect(unwrap({ ok: true, status: 200, data: 5 })).toBe(5);
    const error = { kind: 'abort', status: 404, message: 'Not found.' } as const;
    let thrown: unknown;
    try {
      unwrap({ ok: false, status: 404, error });
    } catch (caught) {
      thrown = caught;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(appErrorOf(thrown)).toEqual(error);
  });
});
