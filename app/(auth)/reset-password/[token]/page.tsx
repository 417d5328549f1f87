import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { ResetPasswordForm } from '@/components/auth/password-forms';
import { findRoute } from '@/lib/routes';

export const metadata: Metadata = { title: findRoute('/reset-password/[token]').title };

export default async function ResetPasswordPage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ token }, query] = await Promise.all([params, searchParams]);
  const email = typeof query.email === 'string' ? query.email : '';
  return (
    <>
      <h1 className="text-2xl font-semibold text-slate-900">Set a new password</h1>
      <p className="mt-1 text-sm text-slate-600">Choose a password of at least 8 characters.</p>
      <ResetPasswordForm token={token} email={email} />
      <p className="mt-6 text-center text-sm">
        <IntentLink href="/login" className="font-medium text-primary hover:underline">
          Back to sign in
        </IntentLink>
      </p>
    </>
  );
}
