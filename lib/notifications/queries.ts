import { callEndpoint } from '@/lib/client/endpoint';
import { notificationApi } from './endpoints';
import { unwrap } from '@/lib/client/query-client';
import { ALERTS_PAGE_SIZE } from '@/lib/constants';
import type { NotificationPage, NotificationRead } from './schemas';

/**
 * Client side of the Notifications calls (spec part 2 §7): query keys, the
 * dropdown's infinite list (5 per page, later pages from page 2) and the
 * All Alerts pages, and the two read calls. The upstream is trusted for shape
 * here (the reference upstream's tests pin it to lib/notifications/schemas.ts),
 * which keeps zod out of the shell's bundle.
 */

export const notificationKeys = {
  all: ['notifications'] as const,
  dropdown: () => [...notificationKeys.all, 'dropdown'] as const,
  pages: () => [...notificationKeys.all, 'page'] as const,
  page: (page: number, perPage: number) => [...notificationKeys.pages(), { page, perPage }] as const,
};

export function fetchNotificationPage(page: number, perPage: number, signal?: AbortSignal): Promise<NotificationPage> {
  return callEndpoint(notificationApi.page, { query: { per_page: perPage, page }, signal }).then(unwrap);
}

export const alertsDropdownQuery = {
  queryKey: notificationKeys.dropdown(),
  queryFn: ({ pageParam, signal }: { pageParam: number; signal?: AbortSignal }) => fetchNotificationPage(pageParam, ALERTS_PAGE_SIZE, signal),
  initialPageParam: 1,
  getNextPageParam: (last: NotificationPage) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
};

export function readNotification(id: number): Promise<NotificationRead> {
  return callEndpoint(notificationApi.read, { params: { id } }).then(unwrap);
}

export function readAllNotifications(): Promise<NotificationRead> {
  return callEndpoint(notificationApi.readAll).then(unwrap);
}
