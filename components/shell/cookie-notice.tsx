'use client';

import { usePathname } from '@/lib/client/navigation';
import { useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { LOGIN_ROUTE } from '@/lib/constants';
import { giveConsent, hasConsent } from '@/lib/shell/cookie-consent';
import { SHELL_TEXTS } from '@/lib/shell/texts';

/**
 * The cookie notice (spec part 1 §2): only on the login route, only without
 * consent and without an abort code. Okay stores consent for 365 days in
 * `cookie_<host>`, written here in the browser on purpose (see
 * lib/shell/cookie-consent.ts). The server's verdict (`consented`, from the
 * request's cookies and host) renders it into the HTML, so it paints with the
 * page instead of popping in after the scripts; after hydration the browser's
 * own cookie and host name decide.
 */

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function CookieNotice({ aborted = false, consented: consentedOnServer }: { aborted?: boolean; consented: boolean }) {
  const pathname = usePathname();
  const consented = useSyncExternalStore(
    subscribe,
    () => hasConsent(document.cookie, window.location.hostname),
    () => consentedOnServer,
  );
  if (aborted || consented || pathname.replace(/\/+$/, '') !== LOGIN_ROUTE) return null;

  const accept = () => {
    giveConsent();
    for (const listener of listeners) listener();
  };

  // Sticky, not fixed: it holds its own place at the end of the page (AuthCard's column), so the page can
  // scroll every control out from under it; fixed, it lay over "Sign in with Google" at 360 px until Okay.
  return (
    <section
      aria-label="Cookie notice"
      className="sticky bottom-3 z-40 mx-3 mb-3 flex flex-col gap-3 rounded-2xl bg-white p-4 text-sm text-slate-700 shadow-2xl ring-1 ring-slate-900/10 sm:mx-auto sm:w-full sm:max-w-xl sm:flex-row sm:items-center sm:gap-4 sm:p-5"
    >
      <span className="hidden size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-primary sm:grid">
        {/* Drawn inline: the login page stays light, without the shell's icon set. */}
        <svg viewBox="0 0 24 24" width={22} height={22} fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round" aria-hidden>
          <path d="M21 12.5A9 9 0 1 1 11.5 3a3 3 0 0 0 3.5 3.5 3 3 0 0 0 3 3 3 3 0 0 0 3 3z M8.5 9.5h.01 M8 14.5h.01 M12.5 16.5h.01 M12 11.5h.01" />
        </svg>
      </span>
      <p className="flex-1">{SHELL_TEXTS.cookieNotice}</p>
      <Button onClick={accept} data-cookie-okay="" className="sm:min-w-24">
        {SHELL_TEXTS.cookieOkay}
      </Button>
    </section>
  );
}
