import { z } from 'zod';
import { v, withPasswordConfirmation } from '@/lib/validation';

/** Sign-in and password forms: one schema each, used by the form and by the route handler. */

export const loginFormSchema = z.object({
  email: v.email(),
  password: z.string().min(1, 'This is a required field'),
  remember: z.boolean().optional(),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: v.email() });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = withPasswordConfirmation(
  z.object({
    token: v.required(),
    email: v.email(),
    password: v.min(8),
    password_confirmation: v.required(),
  }),
);
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const SSO_PROVIDERS = ['google', 'apple'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];
export function isSsoProvider(value: string): value is SsoProvider {
  return (SSO_PROVIDERS as readonly string[]).includes(value);
}

/** A zod failure as a Laravel-style 422 body, so forms show server and client errors alike. */
export function zodErrorBody(error: z.ZodError): { message: string; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'form';
    (errors[field] ??= []).push(issue.message);
  }
  return { message: error.issues[0]?.message ?? 'Invalid input', errors };
}
