import { endpointsOf } from '@/lib/upstream/define';

/** Role calls (spec part 1 §7 "Roles (under /settings/general/)"). Reads need view_role, changes manage_role. */

const { get, post, del } = endpointsOf('roles', () => import('@/lib/roles/schemas'));
const G = '/settings/general';
const RP = `${G}/role-permissions`;

export const roleApi = {
  list: get(`${G}/roles/list`, 'roleListSchema'),
  rolesWithPermissions: get(`${RP}/roles-with-permissions`, 'rolesWithPermissionsSchema'),
  /** Creates a role, or with `id` renames it: `{ name, id? }`. */
  store: post(`${RP}/role/store`, 'roleStoreResponseSchema'),
  /** `{ roles: [ids in their new order] }`, every role once. */
  reorder: post(`${RP}/roles/reorder-position`, 'messageSchema'),
  data: get(`${RP}/role/data/{id}`, 'roleDataSchema'),
  /** A role people hold answers 460 with the 'revoke' action (lib/roles/limits.ts). */
  delete: del(`${RP}/roles/delete/{id}`, 'messageSchema'),
  assignPermissions: get(`${RP}/role/assign-permissions/{id}`, 'assignPermissionsSchema'),
  /** `{ role_id, permissions: [ids] }`: the role's whole set. */
  saveAssignedPermissions: post(`${RP}/role/save-assigned-permissions`, 'messageSchema'),
  /** `{ role_id, users: [ids] }`: they move here from their old role. */
  assignUsers: post(`${RP}/assign-users`, 'messageSchema'),
  assignedUsers: get(`${RP}/{role_id}/assigned-users/list`, 'roleUsersSchema'),
  assignable: get(`${RP}/{id}/assignable-data`, 'assignableUsersSchema'),
  /** `{ role_id, user_id }`. */
  revokeRole: post(`${RP}/assigned-user/revoke-role`, 'messageSchema'),
  /** `{ from_role_id, role_id }`: every person of one role moves to another (before deleting a role). */
  makeAssignUsers: post(`${RP}/make-assign-users`, 'messageSchema'),
};
