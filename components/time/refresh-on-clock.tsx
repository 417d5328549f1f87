'use client';

import { useEffect } from 'react';
import { useLiveRefresh } from '@/components/realtime/live-refresh';
import { useRealtimeEvent } from '@/components/realtime/realtime-provider';
import { onClockStep } from '@/lib/time/clock-queries';

/**
 * Renders the page again from the server when the viewer's clock changes: a clocking step in this
 * tab (the header widget) or the live clock_status event (another tab or device); a step and its
 * own live echo make one refresh. For pages whose attendance is server-rendered (My attendance),
 * which the widget's query cache does not reach.
 */
export function RefreshOnClock() {
  const schedule = useLiveRefresh();
  useEffect(() => onClockStep(schedule), [schedule]);
  useRealtimeEvent('clock_status', schedule);
  return null;
}
