import { cookies, headers } from 'next/headers';
import { AuthCard } from '@/components/auth/auth-card';
import { CookieNotice } from '@/components/shell/cookie-notice';
import { getAuthorization } from '@/lib/auth/api';
import { headersOrigin } from '@/lib/security/same-origin';
import { requestHasConsent } from '@/lib/shell/cookie-consent';

/** The guest layout: the guest header and a centred card for the sign-in screens. */
export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  const [auth, cookieStore, requestHeaders] = await Promise.all([getAuthorization(), cookies(), headers()]);
  const app = auth.ok ? auth.data.app : null;
  const consented = requestHasConsent(cookieStore.getAll().map((cookie) => cookie.name), headersOrigin(requestHeaders));
  return (
    <AuthCard
      companyName={app?.company_name ?? 'Crewdesk'}
      logo={app?.company_logo ?? null}
      // A failed /authorization is this layout's abort code: no cookie notice over an error.
      notice={<CookieNotice aborted={!auth.ok} consented={consented} />}
    >
      {children}
    </AuthCard>
  );
}
