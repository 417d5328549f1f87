'use client';

import { usePathname } from '@/lib/client/navigation';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { AbortScreen } from '@/components/shell/abort-screen';
import { useDialogs } from '@/components/shell/dialogs';
import { withoutBasePath } from '@/lib/base-path';
import { toAbort, type AppError } from '@/lib/errors';

/**
 * The abort state for client-side load failures (spec part 1 §4): while a code
 * is set the content shows the full-page error for it instead of the page. It
 * belongs to the path it was set on, so any navigation resets it. Setting it
 * closes open dialogs (modals close on load errors); page-owned modals close
 * too, because the page is unmounted while the error shows.
 */

interface AbortState {
  code: number;
  message: string;
  pathname: string;
}

export interface AbortApi {
  abort(code: number, message?: string): void;
  /**
   * The one handler for a failed client load: abort codes show their screen,
   * other server answers the 'Unsuccessful' dialog; a 401 is already on its
   * way to sign-in and a missing response is the connection watcher's.
   */
  handleLoadError(error: AppError): void;
}

const AbortApiContext = createContext<AbortApi | null>(null);
const AbortStateContext = createContext<AbortState | null>(null);

export function useAbort(): AbortApi {
  const api = useContext(AbortApiContext);
  if (!api) throw new Error('useAbort must be used inside <AbortProvider>');
  return api;
}

function appPath(): string {
  return withoutBasePath(window.location.pathname);
}

export function AbortProvider({ children }: { children: ReactNode }) {
  const dialogs = useDialogs();
  const [state, setState] = useState<AbortState | null>(null);
  const pathname = usePathname();
  const active = state && state.pathname === pathname ? state : null;

  const api = useMemo<AbortApi>(() => {
    const abort = (code: number, message = '') => {
      dialogs.closeAll();
      setState({ code, message, pathname: appPath() });
    };
    return {
      abort,
      handleLoadError(error) {
        if (error.kind === 'unauthenticated' || error.kind === 'network') return;
        if (error.kind === 'abort') {
          const { code, message } = toAbort(error);
          abort(code, message);
          return;
        }
        void dialogs.failure(error.message);
      },
    };
  }, [dialogs]);

  return (
    <AbortApiContext.Provider value={api}>
      <AbortStateContext.Provider value={active}>{children}</AbortStateContext.Provider>
    </AbortApiContext.Provider>
  );
}

/** The content region's body: the page, or the full-page error while an abort code is set. */
export function AbortContent({ children }: { children: ReactNode }) {
  const active = useContext(AbortStateContext);
  if (active) return <AbortScreen code={active.code} message={active.message} />;
  return <>{children}</>;
}
