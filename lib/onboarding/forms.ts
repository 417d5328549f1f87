// Named imports: a namespace import keeps all of zod's core in the bundle.
import { object, regex, string, type infer as Infer } from 'zod/mini';
import { passwordConfirmed, v } from '@/lib/validation';

/**
 * The onboarding link and its password step: one schema each, used by the
 * route handlers and by the form (loaded on first use: the page is a guest
 * page, within blank page + 25 KB).
 */

/** The link's two path segments: the person's id and the invitation hash. */
export const onboardingLinkSchema = object({
  id: string().check(regex(/^[1-9]\d{0,14}$/, { error: 'Invalid link.' })),
  hash: string().check(regex(/^[0-9a-f]{16,128}$/i, { error: 'Invalid link.' })),
});
export type OnboardingLink = Infer<typeof onboardingLinkSchema>;

export const onboardingPasswordFormSchema = object({
  password: v.min(8),
  password_confirmation: v.required(),
}).check(passwordConfirmed());
export type OnboardingPasswordForm = Infer<typeof onboardingPasswordFormSchema>;
