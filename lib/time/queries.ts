import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/lib/client/query-client';
import { callEndpoint } from '@/lib/client/endpoint';
import { timeApi } from '@/lib/time/endpoints';
import type { AttendanceEntry } from '@/lib/time/schemas';

/**
 * Client side of the time screens: query keys, query options and actions (the
 * clock widget's own are in lib/time/clock-queries.ts).
 * Responses are typed, not re-parsed: the upstream's tests hold it to the
 * schemas, and the header widget must not pull zod into every page.
 */

export const timeKeys = {
  all: ['time'] as const,
  birdView: (period: string, search: string) => ['time', 'bird-view', period, search] as const,
  birdViewPage: (period: string, search: string, page: number) => ['time', 'bird-view', period, search, page] as const,
  employees: (search: string) => ['time', 'employees', search] as const,
};

export const birdViewPageOptions = (period: string, search: string, page: number, perPage: number) =>
  queryOptions({
    queryKey: timeKeys.birdViewPage(period, search, page),
    queryFn: ({ signal }) =>
      callEndpoint(timeApi.birdView, { signal, query: { month: period, search, page, per_page: perPage } }).then(unwrap),
    staleTime: 60_000,
  });

export const EMPLOYEES_STALE_MS = 60_000;

export type { AttendanceChange } from '@/lib/time/schemas';

export const attendanceActions = {
  dismissIrregular: (id: number) => callEndpoint(timeApi.dismissIrregular, { params: { id }, json: {} }),
  updateFlags: (id: number, flags: AttendanceEntry['flags']) => callEndpoint(timeApi.updateFlags, { params: { id }, json: flags }),
  updateUnassigned: (id: number, templateId: number) =>
    callEndpoint(timeApi.updateUnassigned, { params: { id }, json: { shift_template_id: templateId } }),
  update: (id: number, body: { clocks: unknown[]; comment: string | null }) => callEndpoint(timeApi.update, { params: { id }, json: body }),
};

export const fetchBirdViewRow = (userId: number, period: string) =>
  callEndpoint(timeApi.birdViewRow, { query: { user_id: userId, month: period } }).then(unwrap);
