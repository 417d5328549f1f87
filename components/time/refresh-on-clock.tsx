'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';
import { useRealtimeEvent } from '@/components/realtime/realtime-provider';
import { onClockStep } from '@/lib/time/clock-queries';

/** Steps close together (this tab's step, then its own clock_status echo) make one refresh. */
export const CLOCK_REFRESH_COALESCE_MS = 400;

/**
 * Renders the page again from the server when the viewer's clock changes: a clocking step in this
 * tab (the header widget) or the live clock_status event (another tab or device). For pages whose
 * attendance is server-rendered (My attendance), which the widget's query cache does not reach.
 * Not while a dialog is open: a refresh re-renders the shell, which would close it and lose what
 * was typed; the page catches up with the next step or navigation.
 */
export function RefreshOnClock() {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const schedule = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      if (!document.querySelector('[role="dialog"], [role="alertdialog"]')) router.refresh();
    }, CLOCK_REFRESH_COALESCE_MS);
  }, [router]);
  useEffect(() => {
    const unsubscribe = onClockStep(schedule);
    return () => {
      unsubscribe();
      if (timer.current) clearTimeout(timer.current);
    };
  }, [schedule]);
  useRealtimeEvent('clock_status', schedule);
  return null;
}
