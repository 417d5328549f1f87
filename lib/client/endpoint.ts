import { queryOptions } from '@tanstack/react-query';
import { upstream, type ApiOptions } from '@/lib/client/api';
import { unwrap } from '@/lib/client/query-client';
import type { Result } from '@/lib/errors';
import { endpointKey, endpointPath, type Endpoint, type EndpointArgs, type EndpointOut, type HttpMethod } from '@/lib/upstream/define';

/**
 * The browser's calls of defined endpoints, through the allowlisted proxy.
 * Answers are typed by the endpoint's schema but not parsed again here: the
 * reference upstream's contract tests hold it to the schemas, and zod stays off
 * the first load.
 *
 *   const result = await callEndpoint(departmentApi.store, { json: values });
 *   useQuery(endpointQuery(peopleApi.assignable, { params: { id }, query: { search } }));
 */

type AnyEndpoint = Endpoint<unknown, string, HttpMethod>;
type HasParams<E extends AnyEndpoint> = E['path'] extends `${string}{${string}}${string}` ? true : false;

export type CallArgs<E extends AnyEndpoint> = EndpointArgs<E> & Pick<ApiOptions, 'json' | 'body' | 'signal'>;
/** Arguments may be left out for an endpoint without path values. */
export type OptionalCallArgs<E extends AnyEndpoint> = HasParams<E> extends true ? [CallArgs<E>] : [CallArgs<E>?];

export function callEndpoint<E extends AnyEndpoint>(endpoint: E, ...[args]: OptionalCallArgs<E>): Promise<Result<EndpointOut<E>>> {
  const { params, query, json, body, signal } = (args ?? {}) as CallArgs<AnyEndpoint> & { params?: Record<string, string | number> };
  return upstream<EndpointOut<E>>(endpointPath(endpoint.path, params), { method: endpoint.method, query, json, body, signal });
}

/**
 * A list administrators edit (designations, departments, document types...) for a dialog to choose
 * from: what was read last shows at once and is read again each time the dialog opens, so an item
 * added in Settings meanwhile is offered (kept for good, a new designation showed only after a reload).
 */
export const settingsListQuery = <T extends object>(query: T) => ({ ...query, staleTime: 0 });

/** TanStack Query options of a GET endpoint, under the key server prefetch uses (prefetchEndpoint). */
export function endpointQuery<E extends Endpoint<unknown, string, 'GET'>>(endpoint: E, ...[args]: OptionalCallArgs<E>) {
  const { params, query } = (args ?? {}) as { params?: Record<string, string | number>; query?: EndpointArgs<E>['query'] };
  return queryOptions({
    queryKey: endpointKey(endpoint, { params, query }),
    queryFn: ({ signal }) =>
      upstream<EndpointOut<E>>(endpointPath(endpoint.path, params), { query, signal }).then(unwrap),
  });
}
