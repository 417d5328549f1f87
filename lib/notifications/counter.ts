import type { Notification, NotificationPage } from './schemas';

/**
 * Unread counter and list rules (spec part 2 "Notifications"): an alert is
 * read one at a time or all at once, each read lowers the user's unread
 * count, and a pushed alert goes on top of the list and raises the count.
 * Pure functions over the dropdown's pages, so every tab applies them alike.
 */

export type ReadIds = readonly number[] | 'all';

/** TanStack Query's infinite data, as far as these rules need it. */
export interface AlertPages {
  pages: NotificationPage[];
  pageParams: unknown[];
}

const clamp = (count: number) => Math.max(0, Math.floor(count));

/** The count after a pushed alert: up by one, unless it was already seen or is read. */
export function countAfterPush(count: number, alert: Pick<Notification, 'is_read'>, seenBefore: boolean): number {
  return seenBefore || alert.is_read ? clamp(count) : clamp(count) + 1;
}

/**
 * The count after a read. The server's total wins when it gave one (it also
 * counts alerts not loaded here); otherwise each newly read alert lowers it.
 */
export function countAfterRead(count: number, newlyRead: number, serverTotal?: number, all = false): number {
  if (serverTotal !== undefined) return clamp(serverTotal);
  // Mark All As Read before the server answers: none is unread, not just the loaded ones.
  if (all) return 0;
  return clamp(count - newlyRead);
}

const isHit = (ids: ReadIds, id: number) => ids === 'all' || ids.includes(id);

/** How many of these alerts the read turns from unread to read. */
export function newlyReadCount(alerts: readonly Notification[], ids: ReadIds): number {
  return alerts.filter((alert) => !alert.is_read && isHit(ids, alert.id)).length;
}

export function markReadInPage(page: NotificationPage, ids: ReadIds): NotificationPage {
  if (!page.data.some((alert) => !alert.is_read && isHit(ids, alert.id))) return page;
  return { ...page, data: page.data.map((alert) => (!alert.is_read && isHit(ids, alert.id) ? { ...alert, is_read: true } : alert)) };
}

export function markReadInPages<T extends AlertPages | undefined>(data: T, ids: ReadIds): T {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => markReadInPage(page, ids)) };
}

/** Every loaded alert once, in list order (a push shifts later pages, so they can overlap). */
export function flattenAlerts(data: AlertPages | undefined): Notification[] {
  const seen = new Set<number>();
  const out: Notification[] = [];
  for (const page of data?.pages ?? []) {
    for (const alert of page.data) {
      if (seen.has(alert.id)) continue;
      seen.add(alert.id);
      out.push(alert);
    }
  }
  return out;
}

/** A pushed alert on top of the first page; unchanged when not loaded yet or already listed. */
export function prependPushed<T extends AlertPages | undefined>(data: T, alert: Notification): T {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((page) => page.data.some((item) => item.id === alert.id))) return data;
  const [first, ...rest] = data.pages as [NotificationPage, ...NotificationPage[]];
  const total = first.meta.total + 1;
  const head: NotificationPage = {
    ...first,
    data: [alert, ...first.data],
    meta: { ...first.meta, total },
    total_unread: alert.is_read ? first.total_unread : first.total_unread + 1,
  };
  return { ...data, pages: [head, ...rest] };
}
