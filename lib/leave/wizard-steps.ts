import type { Permission } from '@/lib/auth/permissions';
import { canAccess, findRoute } from '@/lib/routes';

/**
 * The settings welcome wizard's steps (the leave settings a new tenant needs, in order) and what
 * a viewer may do with them. Client-safe: the wizard, the pages that show it and the reference
 * upstream (which refuses the dismiss to anyone else) read this one module.
 */

export const WIZARD_STEPS = [
  { key: 'leave_types', title: 'Add leave types', text: 'The kinds of leave people take, such as annual or sick leave.', pattern: '/settings/leave/leave-types' },
  { key: 'leave_policies', title: 'Bundle them in a leave policy', text: 'The days a year of each type, then assign people.', pattern: '/settings/leave/leave-packages' },
  { key: 'review_processes', title: 'Set a review process', text: 'Who approves leave, and whether one approval decides.', pattern: '/settings/leave/review-process' },
  { key: 'holidays', title: 'Add holidays', text: 'Days off for everyone, or import your country’s public holidays.', pattern: '/settings/leave/holidays' },
] as const;

export type WizardStepKey = (typeof WIZARD_STEPS)[number]['key'];

/** Who may close the wizard for good ("Don't show again"). */
export const WIZARD_DISMISS_PERMISSIONS = ['manage_leave_type', 'manage_leave_policy'] as const satisfies readonly Permission[];

export interface WizardAccess {
  /** The steps whose screen the viewer may open: the others get no link (it would end on a 403). */
  open: Record<WizardStepKey, boolean>;
  dismiss: boolean;
}

export function wizardAccess(held: ReadonlySet<string>): WizardAccess {
  const open = Object.fromEntries(WIZARD_STEPS.map((step) => [step.key, canAccess(findRoute(step.pattern), held)])) as Record<WizardStepKey, boolean>;
  return { open, dismiss: WIZARD_DISMISS_PERMISSIONS.some((permission) => held.has(permission)) };
}
