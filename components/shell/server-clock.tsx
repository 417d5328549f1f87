'use client';

import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { SERVER_CLOCK_TICK_MS } from '@/lib/constants';
import { createServerClock, type ServerClock } from '@/lib/date-time/zone';
import { SHELL_TEXTS } from '@/lib/shell/texts';

/**
 * The server clock (spec part 1 §9): anchored on app.server_time in the tenant
 * time zone and ticking locally. useServerWallTime(tickMs) re-renders only its
 * caller, every tickMs (1000 ms here; the clock widget uses its 1050 ms timer).
 */

const ClockContext = createContext<{ clock: ServerClock; initial: string } | null>(null);

export function ServerClockProvider({ serverTime, timeZone, children }: { serverTime: string; timeZone: string; children: ReactNode }) {
  const [value] = useState(() => ({ clock: createServerClock(serverTime, timeZone), initial: serverTime }));
  return <ClockContext.Provider value={value}>{children}</ClockContext.Provider>;
}

export function useServerClock(): ServerClock {
  const value = useContext(ClockContext);
  if (!value) throw new Error('useServerClock must be used inside <ServerClockProvider>');
  return value.clock;
}

/** "YYYY-MM-DD HH:mm:ss" of the server's now, refreshed every tickMs. */
export function useServerWallTime(tickMs: number = SERVER_CLOCK_TICK_MS): string {
  const value = useContext(ClockContext);
  if (!value) throw new Error('useServerWallTime must be used inside <ServerClockProvider>');
  const [subscribe] = useState(() => (callback: () => void) => {
    const timer = setInterval(callback, tickMs);
    return () => clearInterval(timer);
  });
  return useSyncExternalStore(subscribe, value.clock.wallTime, () => value.initial);
}

/** The ticking server clock shown in the header. */
export function ServerClockDisplay({ className = '' }: { className?: string }) {
  const wallTime = useServerWallTime();
  const clock = useServerClock();
  return (
    <p className={`flex items-center gap-2 text-sm text-slate-600 ${className}`}>
      <span className="sr-only">{SHELL_TEXTS.serverTime} ({clock.timeZone}): </span>
      <time dateTime={wallTime.replace(' ', 'T')} title={`${SHELL_TEXTS.serverTime} · ${clock.timeZone}`} className="font-medium tabular-nums">
        {wallTime}
      </time>
    </p>
  );
}
