import { QueryClient, isServer, type Query } from '@tanstack/react-query';
import type { AppError, Result } from '@/lib/errors';

/**
 * TanStack Query for client components. Query functions call the proxy with
 * lib/client/api.ts and `unwrap` the Result: a failure becomes an ApiError that
 * still carries the AppError, so screens map it with the one error mapper.
 *
 *   useQuery(endpointQuery(feedApi.list, { query: { page } }))   // lib/client/endpoint.ts
 */

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(readonly error: AppError) {
    super(error.message);
  }
}

export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.data;
  throw new ApiError(result.error);
}

export function appErrorOf(error: unknown): AppError | null {
  return error instanceof ApiError ? error.error : null;
}

/** Network blips are worth one retry; answers from the server (4xx, 5xx) are not. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const appError = appErrorOf(error);
  if (appError && appError.kind !== 'network') return false;
  return failureCount < 1;
}

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/** One client per browser tab; a fresh one per server render, so users never share a cache. */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}

/**
 * Navigation cancels the pending requests of the page it leaves: once the new
 * page has mounted, a query still fetching with no component watching it
 * belonged to a page that is gone. Queries of the shell and of the new page
 * have observers and keep going.
 */
export function cancelOrphanedQueries(client: QueryClient): Promise<void> {
  return client.cancelQueries({
    predicate: (query: Query) => query.state.fetchStatus === 'fetching' && query.getObserversCount() === 0,
  });
}
