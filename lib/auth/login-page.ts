import type { IncomingMessage } from 'node:http';
import { authApi } from '@/lib/auth/endpoints';
import { DEFAULT_UPSTREAM_URL } from '@/lib/constants';
import { safeRedirectPath } from '@/lib/redirect';
import { NONCE_HEADER } from '@/lib/security/headers';
import { headersOrigin } from '@/lib/security/same-origin';
import { requestHasConsent } from '@/lib/shell/cookie-consent';
import { upstreamHeaders } from '@/lib/upstream/headers';
import { generateVisitorHash } from '@/lib/visitor-hash';

/** What the React-free sign-in page (pages/login.tsx) renders. */
export interface LoginPageProps {
  companyName: string;
  logo: string | null;
  /** /authorization failed: the page says so and the form still works. */
  unreachable: boolean;
  google: boolean;
  apple: boolean;
  redirect: string;
  consented: boolean;
  nonce: string;
  /** The page's script (lib/auth/login-page.client.ts as `npm run build` bundles it); null in development, where React runs the page. */
  script: string | null;
}

/** How long the sign-in page waits for the tenant's settings before it renders without them. */
const SETTINGS_TIMEOUT_MS = 5000;

/**
 * The sign-in page's data, from the raw request the Pages Router gives: the
 * tenant's name, logo and single sign-on switches, the redirect query made
 * safe, cookie consent and the request's CSP nonce.
 *
 * The tenant's settings are what /authorization tells a guest, so they are
 * asked for as a guest, with the headers every upstream call carries but no
 * session: the session and upstream client modules are `server-only`, which
 * the Pages Router refuses. Only UPSTREAM_URL is read, the variable lib/env.ts
 * validates at start.
 */
export async function loginPageProps(req: IncomingMessage & { cookies: Partial<Record<string, string>> }, query: Record<string, string | string[] | undefined>): Promise<LoginPageProps> {
  const app = await guestAppSettings();
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  return {
    companyName: app?.company_name ?? 'Crewdesk',
    logo: app?.company_logo ?? null,
    unreachable: !app,
    google: app?.enabled_google_sso ?? false,
    apple: app?.enabled_apple_sso ?? false,
    redirect: safeRedirectPath(typeof query.redirect === 'string' ? query.redirect : undefined),
    consented: requestHasConsent(Object.keys(req.cookies), headersOrigin(headers)),
    nonce: headers.get(NONCE_HEADER) ?? '',
    script: process.env.CREWDESK_LOGIN_SCRIPT || null,
  };
}

async function guestAppSettings() {
  const upstream = (process.env.UPSTREAM_URL || DEFAULT_UPSTREAM_URL).replace(/\/+$/, '');
  try {
    const [response, schema] = await Promise.all([
      fetch(`${upstream}${authApi.authorization.path}`, {
        headers: upstreamHeaders('GET', { jar: {}, visitorHash: generateVisitorHash() }),
        signal: AbortSignal.timeout(SETTINGS_TIMEOUT_MS),
        cache: 'no-store',
      }),
      authApi.authorization.schema(),
    ]);
    if (!response.ok) return null;
    const parsed = schema.safeParse(await response.json());
    return parsed.success ? parsed.data.app : null;
  } catch {
    return null;
  }
}
