'use client';

import { useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useRef, useTransition, type ReactNode } from 'react';
import { finishNavigationProgress, startNavigationProgress } from '@/lib/client/nav-progress';
import { CONTENT_ID } from '@/lib/constants';

/**
 * Reading the page's server data again after a write (router.refresh()), with
 * the navigation progress bar until the new data is on screen: on a slow
 * upstream the list a user just saved to no longer looks unchanged for seconds.
 * The transition lives in the shell, so it outlives the dialog that saved.
 * When the control that had the focus is gone with the new data (a deleted
 * row's button, an application's Approve), the page's content takes the focus,
 * so a keyboard user goes on from there rather than from the top of the page.
 */

const RefreshContext = createContext<(() => void) | null>(null);

export function RefreshProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const showing = useRef(false);
  const focused = useRef<Element | null>(null);
  useEffect(() => {
    if (pending && !showing.current) startNavigationProgress();
    else if (!pending && showing.current) {
      finishNavigationProgress();
      const before = focused.current;
      focused.current = null;
      const now = document.activeElement;
      if (before && before !== document.body && (!now || now === document.body)) document.getElementById(CONTENT_ID)?.focus({ preventScroll: true });
    }
    showing.current = pending;
  }, [pending]);
  const refresh = useCallback(() => {
    focused.current = document.activeElement;
    startTransition(() => router.refresh());
  }, [router]);
  return <RefreshContext.Provider value={refresh}>{children}</RefreshContext.Provider>;
}

/** The shell's refresh; outside the shell (or in a unit test), the router's own. */
export function useRefresh(): () => void {
  const shell = useContext(RefreshContext);
  const router = useRouter();
  return shell ?? (() => router.refresh());
}
