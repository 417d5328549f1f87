import { z } from 'zod';
import { messageSchema, pagedListSchema, personSchema } from '@/lib/shared/schemas';

/** Role shapes (spec part 1 §3 "Role": id, position, group permissions; assigned permission ids; assigned users). Client-safe. */

/** GET roles/list: every role in its order, for dropdowns (quick entry, change role). */
export const roleListSchema = z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string(), position: z.number().int() })) });
export type RoleList = z.infer<typeof roleListSchema>;

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  /** Holds every permission, always; cannot be deleted. Ours (the spec names no such flag): absent, the role is treated as ordinary (lib/roles/flags.ts). */
  is_admin: z.boolean().optional(),
  /** New people get it; cannot be deleted. Ours, like is_admin. */
  is_default: z.boolean().optional(),
  /** The counts are ours (the spec names none): an answer may leave them out (lib/roles/counts.ts). */
  users_count: z.number().int().nonnegative().optional(),
  permissions_count: z.number().int().nonnegative().optional(),
});
export type Role = z.infer<typeof roleSchema>;

export const permissionGroupSchema = z.object({
  name: z.string(),
  permissions: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type PermissionGroupItem = z.infer<typeof permissionGroupSchema>;

/** GET role-permissions/roles-with-permissions: the roles in their order and every permission by group. */
export const rolesWithPermissionsSchema = z.object({ roles: z.array(roleSchema), groupPermissions: z.array(permissionGroupSchema) });
export type RolesWithPermissions = z.infer<typeof rolesWithPermissionsSchema>;

/** GET role-permissions/role/data/{id}. */
export const roleDataSchema = z.object({ data: roleSchema });

/** GET role-permissions/role/assign-permissions/{id}: the role's permission ids. */
export const assignPermissionsSchema = z.object({ assign_permissions: z.array(z.number().int()) });

/** GET role-permissions/{role_id}/assigned-users/list: the role's people, paged (the screen has the role from roles-with-permissions). */
export const roleUsersSchema = pagedListSchema(personSchema);
export type RoleUsers = z.infer<typeof roleUsersSchema>;

/** GET role-permissions/{id}/assignable-data: active people not in the role, for the people picker. */
export const assignableUsersSchema = pagedListSchema(personSchema);

export const roleStoreResponseSchema = messageSchema.extend({ id: z.number().int() });
export { messageSchema };
