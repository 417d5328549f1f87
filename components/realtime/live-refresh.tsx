'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';
import { useRealtimeEvent } from '@/components/realtime/realtime-provider';
import { DIALOGS } from '@/lib/client/focusable';
import type { NotificationAction } from '@/lib/notifications/schemas';
import { ALL_ALERTS_ROUTE, alertHref } from '@/lib/notifications/targets';

/** Events close together (this tab's step and its own live echo, or a burst of alerts) make one refresh. */
export const LIVE_REFRESH_COALESCE_MS = 400;

/**
 * A refresh of the page's server data, scheduled: events within LIVE_REFRESH_COALESCE_MS make one.
 * Not while a dialog is open: a refresh re-renders the shell, which would close it and lose what was
 * typed; the page catches up with the next event or navigation.
 */
export function useLiveRefresh(): () => void {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      if (!document.querySelector(DIALOGS)) router.refresh();
    }, LIVE_REFRESH_COALESCE_MS);
  }, [router]);
}

/**
 * Renders a server-rendered page again when a live alert is about what it shows, or when the
 * connection comes back after a loss and such an alert may have been missed. With an id, the
 * alert's target must be that record (an application someone decides while its author has it open
 * shows the decision, instead of a Withdraw that the upstream would refuse); without one, any
 * alert of the kind that leads somewhere (a list: All leave shows an application the moment its
 * reviewer is alerted, My leave a decision the moment its author is; My shifts, whose alerts lead
 * to the page itself, a shift published or removed).
 */
export function RefreshOnAlert({ kind, id }: { kind: NotificationAction['kind']; id?: number }) {
  const schedule = useLiveRefresh();
  useRealtimeEvent('notification', (alert) => {
    const action = alert?.data?.action;
    if (action?.kind === kind && (id === undefined ? alertHref(action) !== ALL_ALERTS_ROUTE : action.id === id)) schedule();
  });
  useRealtimeEvent('resync', schedule);
  return null;
}
