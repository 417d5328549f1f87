'use client';

import { useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useRef, useTransition, type ReactNode } from 'react';
import { PAST_END_ATTRIBUTE } from '@/components/kit/empty-state';
import { focusSuccessor } from '@/lib/client/focus-successor';
import { DIALOGS, focusContent, focusLostOrParked } from '@/lib/client/focusable';
import { CONTENT_ID } from '@/lib/constants';
import { finishNavigationProgress, startNavigationProgress } from '@/lib/client/nav-progress';

/**
 * Reading the page's server data again after a write (router.refresh()), with
 * the navigation progress bar until the new data is on screen: on a slow
 * upstream the list a user just saved to no longer looks unchanged for seconds.
 * The transition lives in the shell, so it outlives the dialog that saved.
 * When the control that had the focus is gone with the new data (a deleted
 * row's button, an application's Approve), the same control of the item that
 * took its place gets it (lib/client/focus-successor.ts), else the page's
 * content, so a keyboard user goes on from there rather than from the top of the page.
 * A write that leaves a paged list past its end (the last rows of its last page deleted) goes on
 * to the page that is now the last, rather than saying there is no such page.
 */

const RefreshContext = createContext<(() => void) | null>(null);
/** How long a dialog still open after the refresh may take to close and hand the focus back. */
const DIALOG_HANDBACK_MS = 3000;

export function RefreshProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const showing = useRef(false);
  const focused = useRef<{ element: Element | null; successor: (atEnd?: boolean) => HTMLElement | null; atEnd?: boolean } | null>(null);
  const handback = useRef<ReturnType<typeof setInterval>>(undefined);
  useEffect(() => () => clearInterval(handback.current), []);
  useEffect(() => {
    if (pending && !showing.current) startNavigationProgress();
    else if (!pending && showing.current) {
      const lastPage = document.querySelector(`[${PAST_END_ATTRIBUTE}]`)?.getAttribute(PAST_END_ATTRIBUTE);
      if (lastPage && focused.current && !focused.current.atEnd) {
        // The progress bar goes on through this second read.
        focused.current.atEnd = true;
        startTransition(() => router.replace(lastPage, { scroll: false }));
        return;
      }
      finishNavigationProgress();
      const before = focused.current;
      focused.current = null;
      if (before?.element && before.element !== document.body) {
        const recover = () => {
          const successor = before.successor(before.atEnd);
          if (successor) successor.focus();
          else focusContent();
        };
        if (focusLostOrParked()) recover();
        else if (!before.element.isConnected && document.activeElement?.closest(DIALOGS)) {
          // A closing dialog has it, and will hand it back to the control that is gone: once
          // it has tried (Radix does, a task after it unmounts), the successor takes it.
          const deadline = Date.now() + DIALOG_HANDBACK_MS;
          clearInterval(handback.current);
          handback.current = setInterval(() => {
            if (document.activeElement?.closest(DIALOGS) && Date.now() < deadline) return;
            clearInterval(handback.current);
            if (focusLostOrParked()) recover();
          }, 50);
        }
      }
    }
    showing.current = pending;
  }, [pending, router]);
  // The page's control the open dialogs were reached from, until the focus is back on the page: a
  // write usually refreshes once its dialogs have closed, before the last one has handed the focus
  // back (a confirmed Delete, then 'Successful'). Without a dialog, a focus on the body stays put.
  // Each is remembered with its successor, found while it is still on the page: a write may take it away
  // before the refresh (a deleted role's page goes on to another role as soon as the delete succeeds).
  // The content region parked with the focus by a navigation is no control of the user's: it is passed over.
  type Remembered = { element: Element; successor: (atEnd?: boolean) => HTMLElement | null };
  const lastOnPage = useRef<Remembered | null>(null);
  const opener = useRef<Remembered | null>(null);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      if (!(event.target instanceof Element) || event.target.id === CONTENT_ID) return;
      if (event.target.closest(DIALOGS)) opener.current ??= lastOnPage.current;
      else {
        lastOnPage.current = { element: event.target, successor: focusSuccessor(event.target) };
        opener.current = null;
      }
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  const refresh = useCallback(() => {
    const active = document.activeElement;
    const from = opener.current;
    if (active && active !== document.body && active.id !== CONTENT_ID && !active.closest(DIALOGS)) focused.current = { element: active, successor: focusSuccessor(active) };
    else if (from?.element.isConnected) focused.current = { element: from.element, successor: focusSuccessor(from.element) };
    else if (from) focused.current = { ...from };
    else focused.current = { element: active, successor: focusSuccessor(active) };
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
