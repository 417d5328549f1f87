import { cookies, headers } from 'next/headers';
import { CookieNotice } from '@/components/shell/cookie-notice';
import { GuestHeader } from '@/components/shell/guest-header';
import { getAuthorization } from '@/lib/auth/api';
import { headersOrigin } from '@/lib/security/same-origin';
import { requestHasConsent } from '@/lib/shell/cookie-consent';

/** The guest layout: the guest header and a centred card for the sign-in screens. */
export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  const [auth, cookieStore, requestHeaders] = await Promise.all([getAuthorization(), cookies(), headers()]);
  const app = auth.ok ? auth.data.app : null;
  const consented = requestHasConsent(cookieStore.getAll().map((cookie) => cookie.name), headersOrigin(requestHeaders));
  return (
    <div className="flex min-h-dvh flex-col">
      <GuestHeader companyName={app?.company_name ?? 'Crewdesk'} logo={app?.company_logo ?? null} />
      <main id="content" className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center">
        <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">{children}</div>
      </main>
      {/* A failed /authorization is this layout's abort code: no cookie notice over an error. */}
      <CookieNotice aborted={!auth.ok} consented={consented} />
    </div>
  );
}
