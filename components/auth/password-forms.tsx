'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { LightForm, LightTextField } from '@/components/ui/light-form';
import { apiRequest } from '@/lib/client/api';

function Done({ message, children }: { message: string; children?: React.ReactNode }) {
  return (
    <div className="mt-6 flex flex-col gap-4">
      <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
        {message}
      </p>
      {children}
    </div>
  );
}

export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  if (sent) return <Done message={sent} />;
  return (
    <LightForm
      schema={() => import('@/lib/auth/forms').then((module) => module.forgotPasswordFormSchema)}
      aria-label="Request a password reset"
      className="mt-6 flex flex-col gap-4"
      onSubmit={async (values) => {
        const result = await apiRequest<{ message: string }>('/api/auth/forgot-password', { method: 'POST', json: values });
        if (result.ok) setSent(result.data.message);
        return result;
      }}
    >
      {({ submitting }) => (
        <>
          <LightTextField name="email" label="Email" type="email" autoComplete="username" inputMode="email" />
          <Button type="submit" loading={submitting}>
            Send reset link
          </Button>
        </>
      )}
    </LightForm>
  );
}

export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const [done, setDone] = useState<string | null>(null);
  if (done) {
    return (
      <Done message={done}>
        <IntentLink href="/login" className={buttonClasses()}>
          Sign in with your new password
        </IntentLink>
      </Done>
    );
  }
  return (
    <LightForm
      schema={() => import('@/lib/auth/forms').then((module) => module.resetPasswordFormSchema)}
      defaultValues={{ email }}
      aria-label="Set a new password"
      className="mt-6 flex flex-col gap-4"
      onSubmit={async (values) => {
        const result = await apiRequest<{ message: string }>('/api/auth/reset-password', { method: 'POST', json: values });
        if (result.ok) setDone(result.data.message);
        return result;
      }}
    >
      {({ submitting }) => (
        <>
          <input type="hidden" name="token" defaultValue={token} />
          <LightTextField name="email" label="Email" type="email" autoComplete="username" />
          <LightTextField name="password" label="New password" type="password" autoComplete="new-password" />
          <LightTextField name="password_confirmation" label="Confirm new password" type="password" autoComplete="new-password" />
          <Button type="submit" loading={submitting}>
            Reset password
          </Button>
        </>
      )}
    </LightForm>
  );
}
