import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { ForgotPasswordForm } from '@/components/auth/password-forms';
import { findRoute } from '@/lib/routes';

export const metadata: Metadata = { title: findRoute('/forgot-password').title };

export default function ForgotPasswordPage() {
  return (
    <>
      <h1 className="text-2xl font-semibold text-slate-900">Forgot your password?</h1>
      <p className="mt-1 text-sm text-slate-600">Enter your work email and we will send you a link to set a new one.</p>
      <ForgotPasswordForm />
      <p className="mt-6 text-center text-sm">
        <IntentLink href="/login" className="font-medium text-primary hover:underline">
          Back to sign in
        </IntentLink>
      </p>
    </>
  );
}
