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

/**
 * The role-permission screen's reads: every role and permission, then the
 * chosen role's permissions and people in parallel (a missing or deleted role
 * falls back to the first one, so a delete never leaves a dead address).
 */
export async function getRoleScreen(roleId: number | null, people: { page: number; search: string }): Promise<Result<RoleScreenData>> {
  const overview = await serverCall(roleApi.rolesWithPermissions);
  if (!overview.ok) return overview;
  const role = overview.data.roles.find((candidate) => candidate.id === roleId) ?? overview.data.roles[0]!;
  const [assigned, members] = await Promise.all([
    serverCall(roleApi.assignPermissions, { params: { id: role.id } }),
    serverCall(roleApi.assignedUsers, { params: { role_id: role.id }, query: { page: people.page, search: people.search || undefined } }),
  ]);
  if (!assigned.ok) return assigned;
  if (!members.ok) return members;
  return { ok: true, status: 200, data: { overview: overview.data, role, assigned: assigned.data.assign_permissions, people: members.data } };
}
