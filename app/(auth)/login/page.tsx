import type { Metadata } from 'next';
import Link from 'next/link';
import { LoginForm } from '@/components/auth/login-form';
import { SsoButtons } from '@/components/auth/sso-buttons';
import { getAuthorization } from '@/lib/auth/api';
import { safeRedirectPath } from '@/lib/redirect';
import { findRoute } from '@/lib/routes';

export const metadata: Metadata = { title: findRoute('/login').title };

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [params, auth] = await Promise.all([searchParams, getAuthorization()]);
  const redirectParam = typeof params.redirect === 'string' ? params.redirect : undefined;
  const redirect = safeRedirectPath(redirectParam);
  const app = auth.ok ? auth.data.app : null;
  return (
    <>
      <h1 className="text-2xl font-semibold text-slate-900">Sign in</h1>
      <p className="mt-1 text-sm text-slate-600">Welcome back{app ? ` to ${app.company_name}` : ''}.</p>
      {!auth.ok ? (
        <p role="status" className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">
          We could not reach the server. You can still try to sign in.
        </p>
      ) : null}
      <LoginForm redirect={redirect} />
      <div className="mt-4 text-right text-sm">
        <Link href="/forgot-password" className="font-medium text-primary underline-offset-2 hover:underline">
          Forgot password?
        </Link>
      </div>
      <SsoButtons google={app?.enabled_google_sso ?? false} apple={app?.enabled_apple_sso ?? false} />
    </>
  );
}
