import { z } from 'zod';
import { loginResponseSchema } from '../auth/schemas';

/** Shapes of the onboarding calls (spec part 1 §3 "Onboarding author", §7 "Onboarding"). */

export const ONBOARDING_TABS = ['password', 'avatar', 'complete'] as const;
export const onboardingTabSchema = z.enum(ONBOARDING_TABS);
export type OnboardingTab = z.infer<typeof onboardingTabSchema>;

/**
 * The invited person as the link shows them, with where they are in the steps. The spec names
 * set_password, set_avatar, handbook, avatar, tabs and current_tab; the rest greets them when the
 * answer has it (lib/onboarding/texts.ts).
 */
export const onboardingAuthorSchema = z.object({
  id: z.number().int().optional(),
  name: z.string().optional(),
  first_name: z.string().optional(),
  email: z.string().optional(),
  /** Address of the current avatar (a stock image until one is uploaded). */
  avatar: z.string(),
  company_name: z.string().optional(),
  /** The employee handbook's address, or null when the company has none. */
  handbook: z.string().nullable(),
  set_password: z.boolean(),
  set_avatar: z.boolean(),
  tabs: z.array(onboardingTabSchema),
  current_tab: onboardingTabSchema,
});
export type OnboardingAuthor = z.infer<typeof onboardingAuthorSchema>;

export const onboardingAuthorResponseSchema = z.object({ data: onboardingAuthorSchema });
export const onboardingStepResponseSchema = z.object({ message: z.string(), data: onboardingAuthorSchema });
/** completed signs the person in: the login answer. */
export const onboardingCompletedResponseSchema = loginResponseSchema;
export type OnboardingStepResponse = z.infer<typeof onboardingStepResponseSchema>;
export type OnboardingCompletedResponse = z.infer<typeof onboardingCompletedResponseSchema>;
