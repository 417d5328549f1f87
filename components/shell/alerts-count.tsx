'use client';

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * The unread alert count (author.total_notification). The shell shows it on the
 * mobile Alerts item; the alerts issue updates it when alerts are read or pushed.
 */
interface AlertsCount {
  unread: number;
  setUnread: (next: number | ((current: number) => number)) => void;
}

const AlertsCountContext = createContext<AlertsCount | null>(null);

export function useAlertsCount(): AlertsCount {
  const value = useContext(AlertsCountContext);
  if (!value) throw new Error('useAlertsCount must be used inside <AlertsCountProvider>');
  return value;
}

export function AlertsCountProvider({ initial, children }: { initial: number; children: ReactNode }) {
  const [unread, setUnread] = useState(initial);
  const value = useMemo(() => ({ unread, setUnread: (next: number | ((current: number) => number)) => setUnread((current) => Math.max(0, typeof next === 'function' ? next(current) : next)) }), [unread]);
  return <AlertsCountContext.Provider value={value}>{children}</AlertsCountContext.Provider>;
}
