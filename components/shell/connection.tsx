'use client';

import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useSnackbar } from '@/components/shell/snackbars';
import { onConnectionEvent } from '@/lib/client/connection-events';
import { NO_INTERNET_SNACKBAR_MS, ONLINE_CHECK_MS } from '@/lib/constants';
import { NO_INTERNET_MESSAGE, NO_INTERNET_PERSISTENT } from '@/lib/messages';
import { SHELL_TEXTS } from '@/lib/shell/texts';

/**
 * The connection watcher (spec part 1 §4, §8). The browser's online status is
 * checked every 2000 ms (and on its online/offline events). Offline shows the
 * persistent 'No internet' snackbar with Reload; once back online it says so
 * and still offers Reload, since the page may have missed changes. A request
 * that got no response sets the request-error state and, while the browser
 * thinks it is online, shows the short 'No internet.' snackbar (3000 ms).
 */

export interface ConnectionStatus {
  online: boolean;
  /** The last request got no response; cleared by the next one that does. */
  requestError: boolean;
}

const ConnectionContext = createContext<ConnectionStatus>({ online: true, requestError: false });

export function useConnectionStatus(): ConnectionStatus {
  return useContext(ConnectionContext);
}

function subscribeOnline(callback: () => void) {
  const timer = setInterval(callback, ONLINE_CHECK_MS);
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    clearInterval(timer);
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

const CONNECTION_SNACKBAR = 'connection';
const REQUEST_ERROR_SNACKBAR = 'request-error';
const reload = () => window.location.reload();

export function ConnectionProvider({ children }: { children: ReactNode }) {
  const snackbar = useSnackbar();
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const [requestError, setRequestError] = useState(false);
  const wasOffline = useRef(false);
  const onlineRef = useRef(online);

  useEffect(() => {
    onlineRef.current = online;
    if (!online) {
      wasOffline.current = true;
      snackbar.dismiss(REQUEST_ERROR_SNACKBAR);
      snackbar.show({
        id: CONNECTION_SNACKBAR,
        message: NO_INTERNET_PERSISTENT,
        icon: 'wifi-off',
        timeout: null,
        dismissible: false,
        action: { label: SHELL_TEXTS.reload, onClick: reload },
      });
    } else if (wasOffline.current) {
      wasOffline.current = false;
      snackbar.show({
        id: CONNECTION_SNACKBAR,
        message: SHELL_TEXTS.backOnline,
        timeout: null,
        dismissible: true,
        action: { label: SHELL_TEXTS.reload, onClick: reload },
      });
    }
  }, [online, snackbar]);

  useEffect(
    () =>
      onConnectionEvent((event) => {
        if (event === 'response') {
          setRequestError(false);
          return;
        }
        setRequestError(true);
        if (onlineRef.current && navigator.onLine) {
          snackbar.show({ id: REQUEST_ERROR_SNACKBAR, message: NO_INTERNET_MESSAGE, icon: 'wifi-off', timeout: NO_INTERNET_SNACKBAR_MS });
        }
      }),
    [snackbar],
  );

  return <ConnectionContext.Provider value={{ online, requestError }}>{children}</ConnectionContext.Provider>;
}
