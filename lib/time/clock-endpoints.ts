import { endpointsOf } from '@/lib/upstream/define';
import type { ClockEvent } from '@/lib/time/clock-state';

/**
 * The header clock's calls (spec part 1 §7 "Attendance"). Kept apart from
 * lib/time/endpoints.ts: the widget is on every page, so it carries only these.
 */

const { get, post } = endpointsOf('attendance', () => import('@/lib/time/schemas'));
const C = '/time/attendance/clock';

export const clockApi = {
  shortSummary: get(`${C}/short-summary`, 'clockShortSummarySchema'),
  summary: get(`${C}/summary`, 'clockSummarySchema'),
  in: post(`${C}/in`, 'clockSummarySchema'),
  break: post(`${C}/break`, 'clockSummarySchema'),
  resume: post(`${C}/resume`, 'clockSummarySchema'),
  /** The plain clock-out; the abnormal ones go through Confirm Clock Out. */
  outGeneral: post(`${C}/out-general`, 'clockSummarySchema'),
  outNormal: post(`${C}/out-normal`, 'clockSummarySchema'),
  outAbnormal: post(`${C}/out-abnormal`, 'clockSummarySchema'),
};

/** The widget's steps. */
export const CLOCK_STEPS = { clock_in: clockApi.in, break: clockApi.break, resume: clockApi.resume, clock_out: clockApi.outGeneral } satisfies Record<ClockEvent, unknown>;
