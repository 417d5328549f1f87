import { endpointsOf } from '@/lib/upstream/define';

/**
 * The shift templates' calls (spec part 1 §7 "Time settings": shift-template). Kept apart from
 * lib/time/endpoints.ts, which takes them in: the template form's page carries only these (the
 * whole time table took it over its first-load budget).
 */

const { get, post, del } = endpointsOf('time-settings', () => import('@/lib/time/schemas'));
const T = '/settings/time/attendance/shift-template';

export const shiftTemplateApi = {
  templateList: get(`${T}/list`, 'shiftTemplateListSchema'),
  templateIndex: get(`${T}/index`, 'shiftTemplateIndexSchema'),
  storeTemplate: post(`${T}/store`, 'storedSchema'),
  editTemplate: get(`${T}/edit/{shift_id}`, 'shiftTemplateEditSchema'),
  deleteTemplate: del(`${T}/delete/{id}`, 'messageSchema'),
};
