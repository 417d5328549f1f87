'use client';

import { useQueryClient } from '@tanstack/react-query';
import { usePathname, useSearchParams } from '@/lib/client/navigation';
import { useEffect, useRef } from 'react';
import { attachProgressBar, finishNavigationProgress } from '@/lib/client/nav-progress';
import { leavePage } from '@/lib/client/page-signal';
import { cancelOrphanedQueries } from '@/lib/client/query-client';
import { focusContent, focusLost } from '@/lib/client/focusable';
import { rememberAddress } from '@/lib/client/last-address';

/**
 * What happens on every navigation (spec part 1 §2, §4): the progress bar
 * (started by the router's transition, instrumentation-client.ts) completes
 * when the new page arrives, and the pending requests of the page left behind
 * are cancelled, and a focus lost with the page left behind goes to the new
 * page's content; the page's query is remembered for the ways back to it. (The abort state
 * and the draft logo belong to the path they were set on, so they reset by
 * themselves.) Must sit inside a Suspense boundary: it reads the query string.
 */
export function RouteEvents() {
  const barRef = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const queryClient = useQueryClient();
  const first = useRef(true);

  useEffect(() => {
    attachProgressBar(barRef.current);
    return () => attachProgressBar(null);
  }, []);

  useEffect(() => {
    finishNavigationProgress();
    rememberAddress(pathname, search);
    if (first.current) {
      first.current = false;
      return;
    }
    leavePage(window.location.pathname);
    void cancelOrphanedQueries(queryClient);
    keepFocusInPage();
  }, [pathname, search, queryClient]);

  return (
    <div aria-hidden className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-[3px]">
      <div
        ref={barRef}
        data-nav-progress
        data-state="idle"
        className="h-full origin-left bg-accent shadow-[0_0_8px_var(--theme-accent)]"
        style={{ transform: 'scaleX(0)', opacity: 0 }}
      />
    </div>
  );
}


/**
 * A link or button that took the user to the page is gone with the old page, and the browser
 * puts the focus on <body>: the next Tab would start again at the top of the document. The
 * content region (tabIndex -1) takes it instead, without scrolling; a focus that is still
 * somewhere (the menu link clicked, a field the new page focused) stays where it is.
 */
function keepFocusInPage() {
  if (focusLost()) focusContent();
}
