'use client';

import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { SERVER_CLOCK_TICK_MS } from '@/lib/constants';
import { createServerClock, rememberZoneOffsets, type ServerClock, type ZoneOffsets } from '@/lib/date-time/zone';
import { SHELL_TEXTS } from '@/lib/shell/texts';

/**
 * The server clock (spec part 1 §9): anchored on app.server_time in the tenant
 * time zone and ticking locally. useServerWallTime(tickMs) re-renders only its
 * caller, every tickMs (1000 ms here; the clock widget uses its 1050 ms timer).
 */

interface ClockValue {
  clock: ServerClock;
  /** The server's wall time when it rendered the page: what hydration shows. */
  initial: string;
}

/** Set in the browser once the shell has hydrated (effects never run on the server): a clock mounted later starts from now. */
let hydrated = false;

const ClockContext = createContext<ClockValue | null>(null);

/**
 * How far behind the clock it has a newer server time may read and still be left as it is: its
 * server_time is whole seconds and reaches the browser after the render and the network, so two
 * anchors of a right clock differ by about a second. More is the browser's own clock having been set.
 */
const SERVER_CLOCK_TOLERANCE_MS = 2_000;

function clockValue(serverTime: string, timeZone: string, zoneOffsets: ZoneOffsets | undefined): ClockValue {
  if (zoneOffsets) rememberZoneOffsets(zoneOffsets);
  return { clock: createServerClock(serverTime, timeZone), initial: serverTime };
}

export function ServerClockProvider({
  serverTime,
  timeZone,
  zoneOffsets,
  children,
}: {
  serverTime: string;
  timeZone: string;
  /** The zone's offset table from the server: remembered before anything below reads a date (lib/date-time/zone.ts). */
  zoneOffsets?: ZoneOffsets;
  children: ReactNode;
}) {
  const from = `${timeZone} ${serverTime}`;
  const [state, setState] = useState(() => ({ from, value: clockValue(serverTime, timeZone, zoneOffsets) }));
  // The layout rendered again (router.refresh() after a save, a role change) with the company's clock
  // as it is now: a new time zone is taken at once, a newer server time when it moves this clock on
  // or corrects it, not when it would only set it back by the render's and the network's delay.
  if (state.from !== from) {
    const next = clockValue(serverTime, timeZone, zoneOffsets);
    const current = state.value.clock;
    const ahead = next.clock.now() - current.now();
    const taken = next.clock.timeZone !== current.timeZone || ahead >= 0 || ahead <= -SERVER_CLOCK_TOLERANCE_MS;
    setState({ from, value: taken ? next : state.value });
  }
  useEffect(() => {
    hydrated = true;
  }, []);
  return <ClockContext.Provider value={state.value}>{children}</ClockContext.Provider>;
}

export function useServerClock(): ServerClock {
  const value = useContext(ClockContext);
  if (!value) throw new Error('useServerClock must be used inside <ServerClockProvider>');
  return value.clock;
}

/**
 * The server's now (ms) when the caller first rendered, kept for its life: what "5 minutes ago"
 * counts from. The browser's own clock may be hours off (Date.now()); the server's is the truth.
 */
export function useServerNow(): number {
  const clock = useServerClock();
  const [now] = useState(clock.now);
  return now;
}

/**
 * A wall time that moves on each tick only. Hydration reads the server's own
 * time, as the HTML shows it, and the first tick brings it up to date: read
 * afresh, the time would differ from the HTML by the seconds the page took to
 * load, and React would re-render every clock at once, in the same task as
 * the page's first effects, to catch up.
 */
function tickingWallTime(value: ClockValue, tickMs: number) {
  let current = hydrated ? value.clock.wallTime() : value.initial;
  return {
    current: () => current,
    subscribe: (callback: () => void) => {
      const timer = setInterval(() => {
        current = value.clock.wallTime();
        callback();
      }, tickMs);
      return () => clearInterval(timer);
    },
  };
}

/** "YYYY-MM-DD HH:mm:ss" of the server's now, refreshed every tickMs. */
export function useServerWallTime(tickMs: number = SERVER_CLOCK_TICK_MS): string {
  const value = useContext(ClockContext);
  if (!value) throw new Error('useServerWallTime must be used inside <ServerClockProvider>');
  // A new clock (the company's time zone changed) ticks from its own time at once.
  const wallTime = useMemo(() => tickingWallTime(value, tickMs), [value, tickMs]);
  return useSyncExternalStore(wallTime.subscribe, wallTime.current, wallTime.current);
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
