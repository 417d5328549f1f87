import { endpointsOf } from '@/lib/upstream/define';

/** The company calendar (spec part 1 §7 "Calendar"). Query: from, to (YYYY-MM-DD, at most 42 days), kinds, department_id. */

const { get } = endpointsOf('calendar', () => import('@/lib/calendar/schemas'));

export const calendarApi = {
  index: get('/calendar/index', 'calendarSchema'),
};
