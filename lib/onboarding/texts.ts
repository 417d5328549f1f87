import type { OnboardingAuthor } from './schemas';

/**
 * The onboarding screens' greetings. The spec names the invited author's set_password, set_avatar,
 * handbook, avatar, tabs and current_tab; the name, e-mail and company the greetings use are
 * ours, so each greeting reads whole without any of them.
 */
type Person = Pick<OnboardingAuthor, 'first_name' | 'email' | 'company_name'>;

export function welcomeTitle({ company_name: company, first_name: first }: Person): string {
  if (company && first) return `Welcome to ${company}, ${first}`;
  if (company) return `Welcome to ${company}`;
  return first ? `Welcome, ${first}` : 'Welcome';
}

export const welcomeIntro = ({ email }: Person): string => (email ? `Set up your account for ${email} in three short steps.` : 'Set up your account in three short steps.');

export function readyText({ company_name: company, first_name: first }: Person): string {
  return `Your account${company ? ` at ${company}` : ''} is ready. Welcome aboard${first ? `, ${first}` : ''}!`;
}
