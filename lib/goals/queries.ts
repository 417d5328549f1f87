import { callEndpoint } from '@/lib/client/endpoint';
import { unwrap } from '@/lib/client/query-client';
import { employeeChoicesApi } from '@/lib/goals/endpoints';

/** People to choose from (goal owners, the person filter): the employees list, 20 at a time, searched. */
export const employeeChoices = (search: string) => ({
  queryKey: ['employees', 'choices', search] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => callEndpoint(employeeChoicesApi.list, { signal, query: { search: search || undefined } }).then(unwrap),
  staleTime: 60_000,
});
