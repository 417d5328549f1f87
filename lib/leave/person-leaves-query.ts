import { pageParam, positiveIntParam, type SearchParams } from '@/lib/search-params';

/** A person's leave page (/leaves/self, /leaves/{user_id}): what its query asks for. */
export function personLeavesQuery(search: SearchParams) {
  const status = typeof search.status === 'string' && search.status ? search.status : undefined;
  return { year: positiveIntParam(search.year, null) ?? undefined, status, page: pageParam(search) };
}

/** The leave year the page asked for: the query's, or this year on the tenant's clock (shown when the answer does not say). */
export const askedLeaveYear = (search: SearchParams, serverTime: string) => personLeavesQuery(search).year ?? Number(serverTime.slice(0, 4));
