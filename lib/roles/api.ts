import 'server-only';
import type { Result } from '@/lib/errors';
import { roleApi } from '@/lib/roles/endpoints';
import type { Role, RolesWithPermissions, RoleUsers } from '@/lib/roles/schemas';
import { serverCall } from '@/lib/upstream/server';

export interface RoleScreenData {
  overview: RolesWithPermissions;
  /** The role in view: the one asked for, else the first. */
  role: Role;
  assigned: number[];
  people: RoleUsers;
}

const detailsOf = (roleId: number, people: { page: number; search: string }) =>
  Promise.all([
    serverCall(roleApi.assignPermissions, { params: { id: roleId } }),
    serverCall(roleApi.assignedUsers, { params: { role_id: roleId }, query: { page: people.page, search: people.search || undefined } }),
  ]);

/**
 * The role-permission screen's reads: every role and permission, and the
 * chosen role's permissions and people. With a role asked for, all three go
 * at once; without one (or for a role that is gone) the first role's follow
 * the list, so a delete never leaves a dead address.
 */
export async function getRoleScreen(roleId: number | null, people: { page: number; search: string }): Promise<Result<RoleScreenData>> {
  const [overview, asked] = await Promise.all([serverCall(roleApi.rolesWithPermissions), roleId === null ? null : detailsOf(roleId, people)]);
  if (!overview.ok) return overview;
  const role = overview.data.roles.find((candidate) => candidate.id === roleId) ?? overview.data.roles[0]!;
  const [assigned, members] = asked && role.id === roleId ? asked : await detailsOf(role.id, { page: 1, search: '' });
  if (!assigned.ok) return assigned;
  if (!members.ok) return members;
  return { ok: true, status: 200, data: { overview: overview.data, role, assigned: assigned.data.assign_permissions, people: members.data } };
}
