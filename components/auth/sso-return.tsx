'use client';

import { useEffect, useRef, useState } from 'react';
import { LoginForm } from '@/components/auth/login-form';
import { ForgotPasswordLink } from '@/components/auth/forgot-password-link';
import { SsoButtons } from '@/components/auth/sso-buttons';
import { serverErrorSummary } from '@/lib/forms/server-errors';
import type { SsoProvider } from '@/lib/auth/forms';
import { withBasePath } from '@/lib/base-path';
import { apiRequest } from '@/lib/client/api';
import { safeRedirectPath } from '@/lib/redirect';
import { SSO_PROGRESS } from '@/lib/messages';

/** Verifies the provider's return; on failure shows the server's message and the login screen again. */
export function SsoReturn({ provider, query, google, apple }: { provider: SsoProvider; query: Record<string, string>; google: boolean; apple: boolean }) {
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    apiRequest<{ redirect: string }>(`/api/auth/sso/${provider}/authentication`, { method: 'POST', json: query }).then((result) => {
      if (result.ok) window.location.assign(withBasePath(safeRedirectPath(result.data.redirect)));
      else {
        setError(serverErrorSummary(result.error));
        // The login screen again, at its own address: not a provider's spent return to reload.
        window.history.replaceState(null, '', withBasePath('/login'));
      }
    });
  }, [provider, query]);

  if (!error) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-8 text-center">
        <span aria-hidden className="size-8 animate-spin rounded-full border-4 border-primary border-t-transparent" />
        <p className="text-slate-700">{SSO_PROGRESS[provider]}</p>
      </div>
    );
  }
  return (
    <>
      <h1 className="text-2xl font-semibold text-slate-900">Sign in</h1>
      <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
        {error}
      </p>
      <LoginForm redirect="/feed" />
      <ForgotPasswordLink />
      <SsoButtons google={google} apple={apple} />
    </>
  );
}
