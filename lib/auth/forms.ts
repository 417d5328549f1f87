// Named imports: a namespace import keeps all of zod's core in the bundle.
import { boolean, email as emailFormat, minLength, object, optional, pipe, refine, string, trim, type infer as Infer } from 'zod/mini';
import { VALIDATION_MESSAGES as M } from '@/lib/messages';

/**
 * Sign-in and password forms: one schema each, used by the form and by the
 * route handler. Written with zod/mini (the same rules and messages as
 * lib/validation.ts) because /login must stay within its first-load JS budget
 * of blank page + 25 KB; classic zod alone would take most of it.
 */

const required = () => string().check(trim(), minLength(1, { error: M.required }));
const email = () => pipe(string().check(trim(), minLength(1, { error: M.required, abort: true })), emailFormat({ error: M.email }));

export const loginFormSchema = object({
  email: email(),
  password: string().check(minLength(1, { error: M.required })),
  remember: optional(boolean()),
});
export type LoginForm = Infer<typeof loginFormSchema>;

export const forgotPasswordFormSchema = object({ email: email() });
export type ForgotPasswordForm = Infer<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = object({
  token: required(),
  email: email(),
  password: string().check(minLength(1, { error: M.required, abort: true }), minLength(8, { error: M.min(8) })),
  password_confirmation: required(),
}).check(
  refine((value: { password: string; password_confirmation: string }) => value.password === value.password_confirmation, {
    error: M.passwordConfirmation,
    path: ['password_confirmation'],
  }),
);
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
