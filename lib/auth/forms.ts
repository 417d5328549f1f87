// Named imports: a namespace import keeps all of zod's core in the bundle.
import { boolean, minLength, object, optional, string, type infer as Infer } from 'zod/mini';
import { VALIDATION_MESSAGES as M } from '@/lib/messages';
import { passwordConfirmed, v } from '@/lib/validation';

/**
 * Sign-in and password forms: one schema each, used by the route handler and
 * by the form, which loads this module when first used (its page's first load
 * must stay within blank page + 25 KB).
 */

export const loginFormSchema = object({
  email: v.email(),
  password: string().check(minLength(1, { error: M.required })),
  remember: optional(boolean()),
});
export type LoginForm = Infer<typeof loginFormSchema>;

export const forgotPasswordFormSchema = object({ email: v.email() });
export type ForgotPasswordForm = Infer<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = object({
  token: v.required(),
  email: v.email(),
  password: v.min(8),
  password_confirmation: v.required(),
}).check(passwordConfirmed());
export type ResetPasswordForm = Infer<typeof resetPasswordFormSchema>;

export const SSO_PROVIDERS = ['google', 'apple'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];
export function isSsoProvider(value: string): value is SsoProvider {
  return (SSO_PROVIDERS as readonly string[]).includes(value);
}

/** A zod failure as a Laravel-style 422 body, so forms show server and client errors alike. */
export function zodErrorBody(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): {
  message: string;
  errors: Record<string, string[]>;
} {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    (errors[field] ??= []).push(issue.message);
  }
  return { message: error.issues[0]?.message ?? 'Invalid input', errors };
}
