import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useOneWriteMutation } from '@/lib/client/one-write';
import { callEndpoint } from '@/lib/client/endpoint';
import { unwrap } from '@/lib/client/query-client';
import { BREAK_RESUME_DELAY_MS } from '@/lib/constants';
import type { Result } from '@/lib/errors';
import { CLOCK_STEPS, clockApi } from '@/lib/time/clock-endpoints';
import { DELAYED_EVENTS, type ClockEvent } from '@/lib/time/clock-state';
import type { ClockOutPayload, ClockSummary } from '@/lib/time/schemas';

/**
 * The clock widget's queries and steps. Kept apart from lib/time/queries.ts:
 * the widget is in the header of every page, so it carries only what it uses.
 */

export const clockKeys = {
  short: () => ['time', 'clock', 'short'] as const,
  summary: () => ['time', 'clock', 'summary'] as const,
  /** Views of who is clocked in (the feed's "Clocked in today"): every clocking step refreshes them. */
  everyone: (view?: string) => (view ? (['time', 'clock', 'everyone', view] as const) : (['time', 'clock', 'everyone'] as const)),
};

export const clockShortSummaryOptions = () =>
  queryOptions({
    queryKey: clockKeys.short(),
    queryFn: ({ signal }) => callEndpoint(clockApi.shortSummary, { signal }).then(unwrap),
    staleTime: 60_000,
  });

export const clockSummaryOptions = () =>
  queryOptions({
    queryKey: clockKeys.summary(),
    queryFn: ({ signal }) => callEndpoint(clockApi.summary, { signal }).then(unwrap),
    staleTime: 0,
  });

const clockStepListeners = new Set<() => void>();

/**
 * Called after each clocking step of this tab, for what the query cache does not hold (a
 * server-rendered month of attendance). Returns the unsubscribe, for an effect's cleanup.
 */
export function onClockStep(listener: () => void): () => void {
  clockStepListeners.add(listener);
  return () => void clockStepListeners.delete(listener);
}

/** Every clocking step answers with the summary: the widget takes it as its new state. */
export function storeClockSummary(client: QueryClient, summary: ClockSummary): void {
  const { clocks: _clocks, ...short } = summary;
  client.setQueryData(clockKeys.short(), short);
  client.setQueryData(clockKeys.summary(), summary);
  void client.invalidateQueries({ queryKey: clockKeys.everyone() });
  for (const listener of clockStepListeners) listener();
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Clock in, break, resume and the plain clock-out; break and resume act after the spec's 1 s delay. */
export function useClockAction() {
  const client = useQueryClient();
  return useOneWriteMutation({
    mutationFn: async (event: ClockEvent) => {
      if (DELAYED_EVENTS.includes(event)) await wait(BREAK_RESUME_DELAY_MS);
      return callEndpoint(CLOCK_STEPS[event], { json: {} }).then(unwrap);
    },
    onSuccess: (summary) => storeClockSummary(client, summary),
    onSettled: () => client.invalidateQueries({ queryKey: clockKeys.short() }),
  });
}

/** The Confirm Clock Out submission: nature "normal" (Correct) or "abnormal" (Incorrect, with the corrected clocks). */
export function postClockOut(payload: ClockOutPayload): Promise<Result<ClockSummary>> {
  return callEndpoint(payload.nature === 'normal' ? clockApi.outNormal : clockApi.outAbnormal, { json: payload });
}
