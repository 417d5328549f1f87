import { queryOptions } from '@tanstack/react-query';
import { upstream } from '@/lib/client/api';
import { unwrap } from '@/lib/client/query-client';
import { TIME_PATHS } from '@/lib/time/endpoints';
import type { AttendanceEntry, BirdView, BirdViewRow, EmployeesList } from '@/lib/time/schemas';

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
      upstream<BirdView>(TIME_PATHS.birdView, { signal, query: { month: period, search, page, per_page: perPage } }).then(unwrap),
    staleTime: 60_000,
  });

export const employeesOptions = (search: string) =>
  queryOptions({
    queryKey: timeKeys.employees(search),
    queryFn: ({ signal }) => upstream<EmployeesList>(TIME_PATHS.employees, { signal, query: { search } }).then(unwrap),
    staleTime: 60_000,
  });

export interface AttendanceChange {
  message: string;
  data: AttendanceEntry;
}

export const attendanceActions = {
  dismissIrregular: (id: number) => upstream<AttendanceChange>(TIME_PATHS.dismissIrregular(id), { method: 'POST', json: {} }),
  updateFlags: (id: number, flags: AttendanceEntry['flags']) => upstream<AttendanceChange>(TIME_PATHS.updateFlags(id), { method: 'POST', json: flags }),
  updateUnassigned: (id: number, templateId: number) =>
    upstream<AttendanceChange>(TIME_PATHS.updateUnassigned(id), { method: 'POST', json: { shift_template_id: templateId } }),
  update: (id: number, body: { clocks: unknown[]; comment: string | null }) => upstream<AttendanceChange>(TIME_PATHS.update(id), { method: 'POST', json: body }),
};

export const fetchBirdViewRow = (userId: number, period: string) =>
  upstream<{ data: BirdViewRow }>(TIME_PATHS.birdViewRow, { query: { user_id: userId, month: period } }).then(unwrap);
