import { endpointsOf } from '@/lib/upstream/define';

/** Goals calls (spec part 2 §7 "Goals") and the employees list they choose owners from. */

const schemas = () => import('@/lib/goals/schemas');
const employees = endpointsOf('employees', schemas);

/** The people list the goals screen (owners, filter) and the reports' people filter search. */
export const employeeChoicesApi = {
  list: employees.get('/nccapp/time/attendance/employees/list', 'employeeChoicesSchema'),
};
