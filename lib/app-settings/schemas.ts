/** Answers of the application settings calls read so far: the settings welcome wizard's update (its state is the leave settings'). */
export { welcomeWizardUpdateResponseSchema } from '@/lib/leave/schemas';
