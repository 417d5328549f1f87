'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { SsoProvider } from '@/lib/auth/forms';
import { apiRequest } from '@/lib/client/api';
import { serverErrorSummary } from '@/lib/forms/server-errors';

const LABELS: Record<SsoProvider, string> = { google: 'Sign in with Google', apple: 'Sign in with Apple' };

/** Google and Apple buttons, each shown only when the server says it is enabled. */
export function SsoButtons({ google, apple, redirect = '' }: { google: boolean; apple: boolean; /** Where to come back to after the provider. */ redirect?: string }) {
  const [pending, setPending] = useState<SsoProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const providers = (['google', 'apple'] as const).filter((provider) => (provider === 'google' ? google : apple));
  if (providers.length === 0) return null;

  async function start(provider: SsoProvider) {
    setPending(provider);
    setError(null);
    const result = await apiRequest<{ url: string }>(`/api/auth/sso/${provider}`, { method: 'POST', json: { redirect } });
    if (result.ok) {
      window.location.assign(result.data.url);
      return;
    }
    setPending(null);
    setError(serverErrorSummary(result.error));
  }

  return (
    <div className="mt-6 border-t border-slate-200 pt-6" data-sso-buttons="">
      <p className="mb-3 text-center text-xs uppercase tracking-wide text-slate-500">or</p>
      <div className="flex flex-col gap-3">
        {providers.map((provider) => (
          <Button key={provider} data-sso={provider} variant="secondary" loading={pending === provider} disabled={pending !== null} onClick={() => start(provider)}>
            {LABELS[provider]}
          </Button>
        ))}
      </div>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
