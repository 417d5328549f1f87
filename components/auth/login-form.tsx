'use client';

import { Button } from '@/components/ui/button';
import { LightForm, LightTextField } from '@/components/ui/light-form';
import { withBasePath } from '@/lib/base-path';
import { apiRequest } from '@/lib/client/api';
import { safeRedirectPath } from '@/lib/redirect';

export function LoginForm({ redirect }: { redirect: string }) {
  return (
    <LightForm
      // The route handler's own rules, fetched when the user first focuses the form.
      schema={() => import('@/lib/auth/forms').then((module) => module.loginFormSchema)}
      aria-label="Sign in"
      className="mt-6 flex flex-col gap-4"
      // Where the script of the React-free sign-in page (lib/auth/login-page.client.ts) finds the form and the redirect.
      data-login-form=""
      data-redirect={redirect}
      onSubmit={async (values) => {
        const result = await apiRequest<{ redirect: string }>('/api/auth/login', { method: 'POST', json: { ...values, redirect } });
        if (result.ok) {
          // A full navigation, so the gate and the server render see the new session.
          window.location.assign(withBasePath(safeRedirectPath(result.data.redirect)));
        }
        return result;
      }}
    >
      {({ submitting, succeeded }) => (
        <>
          <LightTextField name="email" label="Email" type="email" autoComplete="username" inputMode="email" />
          <LightTextField name="password" label="Password" type="password" autoComplete="current-password" />
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" name="remember" className="size-4 accent-primary" />
            Keep me signed in
          </label>
          <Button type="submit" loading={submitting || succeeded}>
            Sign in
          </Button>
        </>
      )}
    </LightForm>
  );
}
