import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { LoginForm } from '@/components/auth/login-form';
import { ForgotPasswordLink } from '@/components/auth/forgot-password-link';
import { SsoButtons } from '@/components/auth/sso-buttons';
import { AuthCard } from '@/components/auth/auth-card';
import { CookieNotice } from '@/components/shell/cookie-notice';
import type { LoginPageProps } from '@/lib/auth/login-page';
import { findRoute } from '@/lib/routes';
import { TITLE_TEMPLATE } from '@/lib/shell/title';

/**
 * The sign-in page, without the React runtime in the browser: the one page of
 * the Pages Router, rendered on the server from the same components as the
 * guest screens, with `unstable_runtimeJS: false` so that no framework script
 * loads, and lib/auth/login-page.client.ts (a few KB) doing what the
 * components' handlers do. On a mid-range phone the framework's start alone
 * blocked the main thread for about 400 ms (bench/report.md, Lighthouse).
 * In development Next.js still hydrates the page, and the components work as
 * React components.
 */
export const config = { unstable_runtimeJS: false };

export const getServerSideProps: GetServerSideProps<LoginPageProps> = async ({ req, query }) => {
  const { loginPageProps } = await import('@/lib/auth/login-page');
  return { props: await loginPageProps(req, query) };
};

export default function LoginPage({ companyName, logo, unreachable, google, apple, redirect, consented, nonce, script }: LoginPageProps) {
  return (
    <>
      <Head>
        <title>{TITLE_TEMPLATE.replace('%s', findRoute('/login').title)}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <AuthCard companyName={companyName} logo={logo} notice={<CookieNotice aborted={unreachable} consented={consented} />}>
        <h1 className="text-2xl font-semibold text-slate-900">Sign in</h1>
        <p className="mt-1 text-sm text-slate-600">Welcome back{unreachable ? '' : ` to ${companyName}`}.</p>
        {unreachable ? (
          <p role="status" className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">
            We could not reach the server. You can still try to sign in.
          </p>
        ) : null}
        <LoginForm redirect={redirect} />
        <ForgotPasswordLink />
        <SsoButtons google={google} apple={apple} />
      </AuthCard>
      {/* A module: the form's rules are a chunk of their own, imported on first use. */}
      {script ? <script type="module" src={script} nonce={nonce} async /> : null}
    </>
  );
}
