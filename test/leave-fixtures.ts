import type { LeaveApplicationItem } from '@/lib/leave/application-schemas';

/** Leave screens' unit tests: the applicant, and her pending application for 5 January 2027 (one day, Annual leave). */

export const emma = { id: 3, name: 'Emma Novak', username: 'emma.novak', avatar: '/a.svg', designation_name: 'Engineer' };

export const emmasPendingLeave: LeaveApplicationItem = {
  id: 261,
  user_id: 3,
  leave_type: { id: 1, name: 'Annual leave' },
  start_date: '2027-01-05',
  end_date: '2027-01-05',
  spent_type: 'full',
  days: 1,
  day_list: [{ date: '2027-01-05', spent_type: 'full', days: 1 }],
  reason: 'Dentist',
  status: 'pending',
  created_at: '2026-11-24T09:00:00Z',
  updated_at: '2026-11-24T09:00:00Z',
  history: [{ action: 'applied', by: emma, status: 'pending', note: null, at: '2026-11-24T09:00:00Z' }],
};
