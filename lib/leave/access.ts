import type { Permission } from '@/lib/auth/permissions';

/**
 * The permissions that let someone read anyone's leave, the upstream's rule for
 * another person's leave page (/leaves/{user_id}) and their applications.
 * A reviewer with only view_review_leave_application sees the applications
 * they review, not the person's whole leave.
 */
export const SEES_ALL_LEAVE: readonly Permission[] = [
  'view_any_leave_application',
  'review_any_leave_application',
  'delete_any_leave_application',
  'change_decision_leave_application',
];

export const seesAllLeave = (can: (permission: Permission) => boolean) => SEES_ALL_LEAVE.some(can);
