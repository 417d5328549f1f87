import { endpointsOf } from '@/lib/upstream/define';

/**
 * Role calls (spec part 1 §7 "Roles (under /settings/general/)"). The list
 * feeds the people screens' role choices; the role-permission screen's calls
 * have no schema until that screen reads them.
 */

const { get, post, del } = endpointsOf('roles', () => import('@/lib/roles/schemas'));
const G = '/settings/general';
const RP = `${G}/role-permissions`;

export const roleApi = {
  list: get(`${G}/roles/list`, 'roleListSchema'),
  rolesWithPermissions: get(`${RP}/roles-with-permissions`),
  store: post(`${RP}/role/store`),
  reorder: post(`${RP}/roles/reorder-position`),
  data: get(`${RP}/role/data/{id}`),
  delete: del(`${RP}/roles/delete/{id}`),
  assignPermissions: get(`${RP}/role/assign-permissions/{id}`),
  saveAssignedPermissions: post(`${RP}/role/save-assigned-permissions`),
  assignUsers: post(`${RP}/assign-users`),
  assignedUsers: get(`${RP}/{role_id}/assigned-users/list`),
  assignable: get(`${RP}/{id}/assignable-data`),
  revokeRole: post(`${RP}/assigned-user/revoke-role`),
  makeAssignUsers: post(`${RP}/make-assign-users`),
};
