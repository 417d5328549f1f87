import { endpointsOf } from '@/lib/upstream/define';

/** Goals calls (spec part 2 §7 "Goals") and the employees list they choose owners from. */

const schemas = () => import('@/lib/goals/schemas');
const { get, post, del } = endpointsOf('goals', schemas);
const employees = endpointsOf('employees', schemas);
const G = '/nccapp/nccgoals';

export const goalApi = {
  list: get(`${G}/list`, 'goalListSchema'),
  index: get(`${G}/index`, 'goalPageSchema'),
  store: post(`${G}/store`, 'goalSavedSchema'),
  edit: get(`${G}/edit/{id}`, 'goalEditSchema'),
  delete: del(`${G}/delete/{id}`, 'goalDeletedSchema'),
  changeStatus: post(`${G}/change-status`, 'goalSavedSchema'),
  export: get(`${G}/report/generate`, 'goalExportSchema'),
  /** Ours (the spec shows the settings screen, not its calls). */
  settings: get(`${G}/settings`, 'goalSettingsSchema'),
  updateSettings: post(`${G}/settings/update`, 'goalSettingsSavedSchema'),
};

/** The people list the goals screen (owners, filter) and the reports' people filter search. */
export const employeeChoicesApi = {
  list: employees.get('/nccapp/time/attendance/employees/list', 'employeeChoicesSchema'),
};
