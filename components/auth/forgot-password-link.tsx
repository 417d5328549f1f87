import { IntentLink } from '@/components/ui/intent-link';

/**
 * "Forgot password?" under the sign-in form: on the login page (which loads no framework script, so
 * this is a plain anchor there) and on the login screen a failed single sign-on shows.
 */
export function ForgotPasswordLink() {
  return (
    <div className="mt-4 text-right text-sm">
      <IntentLink href="/forgot-password" className="font-medium text-primary underline-offset-2 hover:underline">
        Forgot password?
      </IntentLink>
    </div>
  );
}
