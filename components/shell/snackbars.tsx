'use client';

import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { IconName } from '@/components/ui/icons';
import { SnackbarView, type SnackbarAction } from '@/components/ui/snackbar';
import { SNACKBAR_TIMEOUT_MS } from '@/lib/constants';

/**
 * Snackbars from anywhere: `useSnackbar().show('Saved')` shows a message for
 * 5000 ms (spec default); `timeout: null` keeps it until dismissed or replaced.
 * Showing again with the same id replaces that snackbar (and restarts its timer).
 */

export interface SnackbarOptions {
  id?: string;
  message: ReactNode;
  /** ms; null = persistent. */
  timeout?: number | null;
  action?: SnackbarAction;
  icon?: IconName;
  /** Show a close button (default: true for persistent snackbars). */
  dismissible?: boolean;
}

interface Item extends SnackbarOptions {
  id: string;
  version: number;
}

export interface SnackbarApi {
  show(options: SnackbarOptions | string): string;
  dismiss(id: string): void;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar must be used inside <SnackbarProvider>');
  return api;
}

const MAX_VISIBLE = 3;

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Item[]>([]);
  const counter = useRef(0);

  const api = useMemo<SnackbarApi>(
    () => ({
      show(input) {
        const options = typeof input === 'string' ? { message: input } : input;
        const version = ++counter.current;
        const id = options.id ?? `snackbar-${version}`;
        setItems((list) => [...list.filter((item) => item.id !== id), { ...options, id, version }].slice(-MAX_VISIBLE));
        return id;
      },
      dismiss(id) {
        setItems((list) => list.filter((item) => item.id !== id));
      },
    }),
    [],
  );

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-20 z-[60] flex flex-col items-center gap-2 px-3 sm:bottom-6"
      >
        {items.map((item) => (
          <TimedSnackbar key={`${item.id}:${item.version}`} item={item} onDismiss={() => api.dismiss(item.id)} />
        ))}
      </div>
    </SnackbarContext.Provider>
  );
}

function TimedSnackbar({ item, onDismiss }: { item: Item; onDismiss: () => void }) {
  const timeout = item.timeout === undefined ? SNACKBAR_TIMEOUT_MS : item.timeout;
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  });
  useEffect(() => {
    if (timeout === null) return;
    const timer = setTimeout(() => dismissRef.current(), timeout);
    return () => clearTimeout(timer);
  }, [timeout]);
  const dismissible = item.dismissible ?? timeout === null;
  return <SnackbarView message={item.message} icon={item.icon} action={item.action} onDismiss={dismissible ? onDismiss : undefined} />;
}
