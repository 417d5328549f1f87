import type { PageMeta } from '@/lib/shared/schemas';
import type { Role } from '@/lib/roles/schemas';
import { counted } from '@/lib/shared/plural';

/**
 * A role's counts. The spec names none (a role has id, position, group
 * permissions, assigned permission ids, assigned users), so an answer may
 * leave users_count and permissions_count out: the roles list then leaves
 * that bit out, and the role in view counts what its own reads give.
 * Client-safe.
 */

const people = (count: number) => counted(count, 'person', 'people');
const permissions = (count: number) => counted(count, 'permission');

/** "3 people · 12 permissions" (the administrator role: "every permission"), with what is not counted left out; null when nothing is. */
export function roleCountsText(role: Pick<Role, 'is_admin' | 'users_count' | 'permissions_count'>): string | null {
  const parts = [
    role.users_count === undefined ? null : people(role.users_count),
    role.is_admin ? 'every permission' : role.permissions_count === undefined ? null : permissions(role.permissions_count),
  ].filter((part) => part !== null);
  return parts.length ? parts.join(' · ') : null;
}

/**
 * The role in view with the counts its screen reads give when the answer has
 * none: its permissions are assign_permissions, its people the total of their
 * list (not while that list is searched).
 */
export function roleInView(role: Role, read: { assigned: readonly number[]; people: { meta: PageMeta }; search: string }): Role {
  return {
    ...role,
    users_count: role.users_count ?? (read.search ? undefined : read.people.meta.total),
    permissions_count: role.permissions_count ?? read.assigned.length,
  };
}
