import type { LeaveStatus } from '@/lib/leave/application-schemas';

/** An application's status as every screen and file names it. Client-safe, dependency-free (the reports form loads it). */
export const LEAVE_STATUS_LABELS: Record<LeaveStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', withdrawn: 'Withdrawn' };
