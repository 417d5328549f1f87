'use client';

import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { withBasePath } from '@/lib/base-path';
import { whenIdle } from '@/lib/client/idle';
import { REALTIME_RETRY_MS } from '@/lib/constants';
import type { ClockStatus, Notification, NotificationsRead } from '@/lib/notifications/schemas';
import { RealtimeConnection, type RealtimeEventName } from '@/lib/realtime/connection';
import { isRealtimeTicket, type RealtimeTicketResponse } from '@/lib/realtime/protocol';

/**
 * The one realtime connection of the signed-in shell (spec part 1 §6
 * "Realtime"). It waits, checking every 1 s, until the user id and the
 * socket.io client (loaded on demand, off the first-load bundle) exist, then
 * listens on the user's private channel. Screens subscribe with
 * useRealtimeEvent('notification' | 'notifications_read' | 'clock_status' | 'resync', cb).
 */

export interface RealtimeEventData {
  notification: Notification;
  notifications_read: NotificationsRead;
  clock_status: ClockStatus;
  /** The connection came back after a loss: refetch what may have been missed. */
  resync: undefined;
}

type Listener = (data: unknown) => void;

interface RealtimeApi {
  subscribe(event: RealtimeEventName, listener: Listener): () => void;
}

const RealtimeContext = createContext<RealtimeApi | null>(null);

async function fetchTicket(): Promise<RealtimeTicketResponse | null> {
  try {
    const response = await fetch(withBasePath('/api/realtime/ticket'), {
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      credentials: 'same-origin',
      cache: 'no-store',
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isRealtimeTicket(body) ? body : null;
  } catch {
    return null;
  }
}

export interface RealtimeProviderProps {
  /** The realtime server (REALTIME_URL, read on the server at run time); null turns realtime off. */
  url: string | null;
  userId: number | null;
  children: ReactNode;
}

export function RealtimeProvider({ url, userId, children }: RealtimeProviderProps) {
  const listeners = useRef(new Map<RealtimeEventName, Set<Listener>>());

  const api = useMemo<RealtimeApi>(
    () => ({
      subscribe(event, listener) {
        const set = listeners.current.get(event) ?? new Set<Listener>();
        set.add(listener);
        listeners.current.set(event, set);
        return () => set.delete(listener);
      },
    }),
    [],
  );

  useEffect(() => {
    if (!url) return;
    let createIo: typeof import('socket.io-client').io | null = null;
    let connection: RealtimeConnection | null = null;
    let disposed = false;
    // The client loads once the page is idle: nothing listens before the first retry tick anyway.
    const cancelLoad = whenIdle(() => {
      import('socket.io-client').then(
        (module) => {
          if (!disposed) createIo = module.io;
        },
        () => undefined,
      );
    });
    const dispatch = (event: RealtimeEventName, data: unknown) => {
      for (const listener of [...(listeners.current.get(event) ?? [])]) {
        try {
          listener(data);
        } catch (error) {
          console.error('[realtime] a listener failed', error);
        }
      }
    };
    const setUp = () => {
      if (disposed || connection || !userId || !createIo) return false;
      const io = createIo;
      connection = new RealtimeConnection({
        createSocket: () =>
          io(url, { transports: ['websocket'], reconnectionDelay: REALTIME_RETRY_MS, reconnectionDelayMax: 5 * REALTIME_RETRY_MS }),
        fetchTicket,
        onEvent: dispatch,
        retryMs: REALTIME_RETRY_MS,
      });
      connection.start();
      return true;
    };
    const timer = setInterval(() => {
      if (setUp()) clearInterval(timer);
    }, REALTIME_RETRY_MS);
    return () => {
      disposed = true;
      cancelLoad();
      clearInterval(timer);
      connection?.stop();
    };
  }, [url, userId]);

  return <RealtimeContext.Provider value={api}>{children}</RealtimeContext.Provider>;
}

/**
 * Runs `listener` for each realtime event of this kind while the component is
 * mounted (the latest listener, without resubscribing). Outside the provider it
 * does nothing, so components stay usable on their own.
 */
export function useRealtimeEvent<K extends RealtimeEventName>(event: K, listener: (data: RealtimeEventData[K]) => void): void {
  const api = useContext(RealtimeContext);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => api?.subscribe(event, (data) => latest.current(data as RealtimeEventData[K])), [api, event]);
}
