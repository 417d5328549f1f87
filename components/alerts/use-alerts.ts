'use client';

import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';
import { useAlertsCount } from '@/components/shell/alerts-count';
import { useSnackbar } from '@/components/shell/snackbars';
import { useRealtimeEvent } from '@/components/realtime/realtime-provider';
import { announce } from '@/lib/client/announce';
import { appErrorOf } from '@/lib/client/query-client';
import { failureText } from '@/lib/messages';
import { countAfterPush, countAfterRead, flattenAlerts, markReadInPage, markReadInPages, newlyReadCount, prependPushed, type AlertPages, type ReadIds } from '@/lib/notifications/counter';
import { isNotification, isNotificationsRead } from '@/lib/notifications/guards';
import { fetchNotificationPage, notificationKeys, readAllNotifications, readNotification } from '@/lib/notifications/queries';
import type { Notification, NotificationPage } from '@/lib/notifications/schemas';
import { alertHref } from '@/lib/notifications/targets';
import { ALERT_UI_TEXTS } from '@/lib/notifications/texts';
import { shouldShowWebPush, webPushContent } from '@/lib/notifications/web-push';

/**
 * Alert state across the shell: the dropdown's pages, the All Alerts pages and
 * the unread count move together. Reads made here are told to the user's other
 * tabs (BroadcastChannel) and come back from the server on the user's channel
 * for other devices; applying a read twice changes nothing.
 */

const channelName = (userId: number) => `crewdesk:alerts:${userId}`;

interface ReadMessage {
  type: 'read';
  ids: ReadIds;
  total_unread: number;
}

/** Applies a read to every cached list and to the count. */
function applyRead(client: QueryClient, setUnread: (next: (current: number) => number) => void, ids: ReadIds, total?: number) {
  const loaded = flattenAlerts(client.getQueryData<AlertPages>(notificationKeys.dropdown()));
  const newly = newlyReadCount(loaded, ids);
  client.setQueryData<AlertPages>(notificationKeys.dropdown(), (data) => markReadInPages(data, ids));
  client.setQueriesData<NotificationPage>({ queryKey: notificationKeys.pages() }, (page) => (page ? markReadInPage(page, ids) : page));
  setUnread((count) => countAfterRead(count, newly, total, ids === 'all'));
}

/** The alert lists and the count as they are, to put back when a read fails. */
function alertsSnapshot(client: QueryClient, unread: number) {
  return {
    dropdown: client.getQueryData<AlertPages>(notificationKeys.dropdown()),
    pages: client.getQueriesData<NotificationPage>({ queryKey: notificationKeys.pages() }),
    unread,
  };
}

let broadcast: BroadcastChannel | null = null;
let broadcastUser: number | null = null;

function tabsChannel(userId: number): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  if (broadcast && broadcastUser === userId) return broadcast;
  broadcast?.close();
  broadcast = new BroadcastChannel(channelName(userId));
  broadcastUser = userId;
  return broadcast;
}

/**
 * Mark one or all read, optimistically; a failure says so, puts the lists and
 * the count back as they were (the server still has them unread, and may be
 * down, so a refetch alone could leave them shown read), and refetches the truth.
 */
export function useReadAlerts(userId: number) {
  const client = useQueryClient();
  const { unread, setUnread } = useAlertsCount();
  const snackbar = useSnackbar();
  const mutation = useMutation({
    mutationFn: (ids: ReadIds) => (ids === 'all' ? readAllNotifications() : readNotification(ids[0]!)),
    onMutate: (ids) => {
      const before = alertsSnapshot(client, unread);
      applyRead(client, setUnread, ids);
      return before;
    },
    onSuccess: (result, ids) => {
      applyRead(client, setUnread, ids, result.total_unread);
      tabsChannel(userId)?.postMessage({ type: 'read', ids, total_unread: result.total_unread } satisfies ReadMessage);
    },
    onError: (error, _ids, before) => {
      snackbar.show({ message: failureText(appErrorOf(error)?.message), icon: 'warning' });
      if (before) {
        client.setQueryData(notificationKeys.dropdown(), before.dropdown);
        for (const [key, page] of before.pages) client.setQueryData(key, page);
        setUnread(before.unread);
      }
      void client.invalidateQueries({ queryKey: notificationKeys.all });
      void fetchNotificationPage(1, 1).then((page) => setUnread(page.total_unread), () => undefined);
    },
  });
  return {
    readOne: useCallback((alert: Notification) => (alert.is_read ? undefined : mutation.mutate([alert.id])), [mutation]),
    readAll: useCallback(() => mutation.mutate('all'), [mutation]),
    pending: mutation.isPending,
  };
}

/**
 * Mounted once in the shell: pushed alerts go on top and raise the count (said
 * to screen readers, and maybe shown as a browser notification, whose click opens the alert's target
 * and `onOpen`s it, as a click in the list does), reads from other tabs and devices are
 * applied, and after a lost connection everything is refetched.
 */
export function useAlertsSync({ userId, webPush, onOpen }: { userId: number; webPush: boolean; onOpen?: (alert: Notification) => void }) {
  const client = useQueryClient();
  const router = useRouter();
  const { setUnread } = useAlertsCount();
  const seen = useRef(new Set<number>());

  useRealtimeEvent('notification', (alert) => {
    if (!isNotification(alert)) return;
    const seenBefore = seen.current.has(alert.id);
    seen.current.add(alert.id);
    if (seenBefore) return;
    setUnread((count) => countAfterPush(count, alert, false));
    // The bell's count changes in silence otherwise: its name is read only when it has the focus.
    announce(ALERT_UI_TEXTS.arrived(alert.data.message));
    client.setQueryData<AlertPages>(notificationKeys.dropdown(), (data) => prependPushed(data, alert));
    void client.invalidateQueries({ queryKey: notificationKeys.pages() });
    const permission = typeof Notification === 'undefined' ? null : Notification.permission;
    if (shouldShowWebPush(webPush && alert.data.web_push !== false, permission)) {
      const { title, options } = webPushContent(alert, ALERT_UI_TEXTS.system);
      try {
        const shown = new Notification(title, options);
        shown.onclick = () => {
          window.focus();
          onOpen?.(alert);
          router.push(alertHref(alert.data.action));
          shown.close();
        };
      } catch {
        // Some browsers only show notifications from a service worker.
      }
    }
  });

  useRealtimeEvent('notifications_read', (payload) => {
    if (isNotificationsRead(payload)) applyRead(client, setUnread, payload.ids, payload.total_unread);
  });

  useRealtimeEvent('resync', () => {
    void client.invalidateQueries({ queryKey: notificationKeys.all });
    void fetchNotificationPage(1, 1).then((page) => setUnread(page.total_unread), () => undefined);
  });

  // The count's setter changes with the count; the tab listener should not.
  const latestSetUnread = useRef(setUnread);
  useEffect(() => {
    latestSetUnread.current = setUnread;
  });
  useEffect(() => {
    const channel = tabsChannel(userId);
    if (!channel) return;
    const onMessage = (event: MessageEvent<unknown>) => {
      const message = event.data as Partial<ReadMessage> | null;
      if (message?.type === 'read' && isNotificationsRead(message)) {
        applyRead(client, (next) => latestSetUnread.current(next), message.ids, message.total_unread);
      }
    };
    channel.addEventListener('message', onMessage);
    return () => channel.removeEventListener('message', onMessage);
  }, [client, userId]);
}
