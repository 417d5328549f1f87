import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { upstream } from '@/lib/client/api';
import { unwrap } from '@/lib/client/query-client';
import { BREAK_RESUME_DELAY_MS } from '@/lib/constants';
import type { Result } from '@/lib/errors';
import { DELAYED_EVENTS, type ClockEvent } from '@/lib/time/clock-state';
import type { ClockOutPayload, ClockShortSummary, ClockSummary } from '@/lib/time/schemas';

/**
 * The clock widget's queries and steps. Kept apart from lib/time/queries.ts:
 * the widget is in the header of every page, so it carries only what it uses.
 */

const A = '/time/attendance/clock';

export const CLOCK_PATHS = {
  shortSummary: `${A}/short-summary`,
  summary: `${A}/summary`,
  /** The widget's steps: the plain clock-out; the abnormal ones go through Confirm Clock Out. */
  steps: { clock_in: `${A}/in`, break: `${A}/break`, resume: `${A}/resume`, clock_out: `${A}/out-general` } satisfies Record<ClockEvent, string>,
  outNormal: `${A}/out-normal`,
  outAbnormal: `${A}/out-abnormal`,
} as const;

export const clockKeys = {
  short: () => ['time', 'clock', 'short'] as const,
  summary: () => ['time', 'clock', 'summary'] as const,
};

export const clockShortSummaryOptions = () =>
  queryOptions({
    queryKey: clockKeys.short(),
    queryFn: ({ signal }) => upstream<ClockShortSummary>(CLOCK_PATHS.shortSummary, { signal }).then(unwrap),
    staleTime: 60_000,
  });

export const clockSummaryOptions = () =>
  queryOptions({
    queryKey: clockKeys.summary(),
    queryFn: ({ signal }) => upstream<ClockSummary>(CLOCK_PATHS.summary, { signal }).then(unwrap),
    staleTime: 0,
  });

/** Every clocking step answers with the summary: the widget takes it as its new state. */
export function storeClockSummary(client: QueryClient, summary: ClockSummary): void {
  const { clocks: _clocks, ...short } = summary;
  client.setQueryData(clockKeys.short(), short);
  client.setQueryData(clockKeys.summary(), summary);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Clock in, break, resume and the plain clock-out; break and resume act after the spec's 1 s delay. */
export function useClockAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (event: ClockEvent) => {
      if (DELAYED_EVENTS.includes(event)) await wait(BREAK_RESUME_DELAY_MS);
      return upstream<ClockSummary>(CLOCK_PATHS.steps[event], { method: 'POST', json: {} }).then(unwrap);
    },
    onSuccess: (summary) => storeClockSummary(client, summary),
    onSettled: () => client.invalidateQueries({ queryKey: clockKeys.short() }),
  });
}

/** The Confirm Clock Out submission: nature "normal" (Correct) or "abnormal" (Incorrect, with the corrected clocks). */
export function postClockOut(payload: ClockOutPayload): Promise<Result<ClockSummary>> {
  return upstream<ClockSummary>(payload.nature === 'normal' ? CLOCK_PATHS.outNormal : CLOCK_PATHS.outAbnormal, { method: 'POST', json: payload });
}
