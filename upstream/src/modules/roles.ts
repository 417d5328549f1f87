import { SELECT_LIST_PAGE_SIZE } from '../../../lib/constants';
import { DIALOG_TEXTS, VALIDATION_MESSAGES } from '../../../lib/messages';
import { ROLE_DELETE_ACTIONS, ROLE_MESSAGES, ROLE_NAME_MAX } from '../../../lib/roles/limits';
import { AssignedPeople } from '../domain/assigned-people';
import { ROLE_MEMBERSHIP, Roles, type RoleRow } from '../domain/roles';
import { toPerson } from '../domain/users';
import type { RequestContext } from '../http/context';
import { idParam, pagedBody, paging, positiveId, searchParam } from '../http/params';
import { inUse, json, notFound, unprocessable, validationFailed } from '../http/respond';
import type { Router } from '../http/router';
import { validate } from '../http/validate';
import type { Services } from '../services';
import { assignedUsersOf } from './assigned-people';

/**
 * Roles (spec part 1 §7 "Roles (under /settings/general/)"). Reading needs
 * view_role; every change needs manage_role. A role's permissions are what
 * every permission check of this server reads (Users.permissionsOf), so a
 * permission taken away here is refused at once.
 */

const G = '/settings/general';
const RP = `${G}/role-permissions`;
const VIEW = ['view_role'];
const MANAGE = ['manage_role'];

const serializeRole = (row: RoleRow) => ({
  id: row.id,
  name: row.name,
  position: row.position,
  is_admin: row.is_admin === 1,
  is_default: row.is_default === 1,
  users_count: row.users_count,
  permissions_count: row.permissions_count,
});

const bodyOf = async (ctx: RequestContext) => ((await ctx.body()) ?? {}) as Record<string, unknown>;

export function registerRoles(router: Router, services: Services): void {
  const roles = new Roles(services.db);
  const members = new AssignedPeople(services.db, ROLE_MEMBERSHIP);
  const person = (row: Parameters<typeof toPerson>[1]) => toPerson(services.config.publicUrl, row);

  const roleOf = (id: number) => {
    const role = roles.find(id);
    if (!role) throw notFound();
    return role;
  };
  /** The role named in a body, else 'Invalid submission. Kindly try again'. */
  const roleInBody = (body: Record<string, unknown>, key = 'role_id') => {
    const id = positiveId(body[key]);
    const role = id === null ? undefined : roles.find(id);
    if (!role) throw validationFailed({ [key]: [VALIDATION_MESSAGES.invalidSubmission] });
    return role;
  };
  /** Refuses a change that would leave the administrator role without an active person. */
  const keepAnAdministrator = (leaving: readonly number[]) => {
    const admin = roles.all().find((role) => role.is_admin === 1);
    if (!admin) return;
    const left = roles.activeUserIds(admin.id).filter((id) => !leaving.includes(id));
    if (left.length === 0) throw unprocessable(ROLE_MESSAGES.lastAdministrator(admin.name));
  };

  // Every role in its order, for dropdowns (quick entry, change role) and this screen.
  router.get(`${G}/roles/list`, () => json({ data: roles.all().map(({ id, name, position }) => ({ id, name, position })) }), {
    can: ['view_role', 'add_employee', 'edit_employee'],
  });

  router.get(
    `${RP}/roles-with-permissions`,
    () => {
      const groups = new Map<string, { id: number; name: string }[]>();
      for (const permission of roles.permissions()) {
        const list = groups.get(permission.group_name) ?? [];
        list.push({ id: permission.id, name: permission.name });
        groups.set(permission.group_name, list);
      }
      return json({
        roles: roles.all().map(serializeRole),
        groupPermissions: [...groups].map(([name, permissions]) => ({ name, permissions })),
      });
    },
    { can: VIEW },
  );

  router.get(`${RP}/role/data/{id}`, (ctx) => json({ data: serializeRole(roleOf(idParam(ctx, 'id'))) }), { can: VIEW });

  // Creates a role, or with an id renames one.
  router.post(
    `${RP}/role/store`,
    async (ctx) => {
      const body = await bodyOf(ctx);
      const input = validate(body, { name: { type: 'string', required: true, max: ROLE_NAME_MAX } });
      const id = body.id === undefined || body.id === null ? undefined : positiveId(body.id);
      if (id === null) throw validationFailed({ id: [VALIDATION_MESSAGES.invalidSubmission] });
      if (id !== undefined) roleOf(id);
      if (roles.nameTaken(input.name, id)) throw validationFailed({ name: ['The name has already been taken.'] });
      if (id === undefined) return json({ message: DIALOG_TEXTS.success.add, id: roles.create(input.name) }, 201);
      roles.rename(id, input.name);
      return json({ message: DIALOG_TEXTS.success.edit, id });
    },
    { can: MANAGE },
  );

  router.post(
    `${RP}/roles/reorder-position`,
    async (ctx) => {
      const body = await bodyOf(ctx);
      const ids = Array.isArray(body.roles) ? body.roles.map(positiveId) : [];
      const known = roles.all().map((role) => role.id);
      const complete = ids.length === known.length && new Set(ids).size === ids.length && ids.every((id) => id !== null && known.includes(id));
      if (!complete) throw validationFailed({ roles: [VALIDATION_MESSAGES.invalidSubmission] });
      roles.reorder(ids as number[]);
      return json({ message: DIALOG_TEXTS.success.edit });
    },
    { can: MANAGE },
  );

  /**
   * A role with people answers 460 with the question and the 'revoke' action;
   * `?action=revoke` then deletes it and its people hold no role. To keep them
   * in a role, make-assign-users moves them first.
   */
  router.delete(
    `${RP}/roles/delete/{id}`,
    (ctx) => {
      const role = roleOf(idParam(ctx, 'id'));
      if (role.is_admin) throw unprocessable(ROLE_MESSAGES.adminRole);
      if (role.is_default) throw unprocessable(ROLE_MESSAGES.defaultRole);
      const action = ctx.query.get('action');
      if (action && action !== ROLE_DELETE_ACTIONS.revoke) throw validationFailed({ action: ['The selected action is invalid.'] });
      if (role.users_count > 0 && !action) throw inUse(ROLE_MESSAGES.inUse(role.users_count, role.name), ROLE_DELETE_ACTIONS.revoke);
      roles.delete(role.id);
      services.access.changed(ctx.userId());
      return json({ message: DIALOG_TEXTS.success.delete });
    },
    { can: MANAGE },
  );

  router.get(`${RP}/role/assign-permissions/{id}`, (ctx) => json({ assign_permissions: roles.permissionIdsOf(roleOf(idParam(ctx, 'id')).id) }), {
    can: VIEW,
  });

  router.post(
    `${RP}/role/save-assigned-permissions`,
    async (ctx) => {
      const body = await bodyOf(ctx);
      const role = roleInBody(body);
      if (role.is_admin) throw unprocessable(ROLE_MESSAGES.adminPermissions);
      const ids = Array.isArray(body.permissions) ? body.permissions.map(positiveId) : null;
      if (!ids || ids.includes(null) || roles.unknownPermissions(ids as number[]).length) throw validationFailed({ permissions: [VALIDATION_MESSAGES.invalidSubmission] });
      roles.setPermissions(role.id, [...new Set(ids as number[])]);
      services.access.changed(ctx.userId());
      return json({ message: DIALOG_TEXTS.success.edit });
    },
    { can: MANAGE },
  );

  router.get(
    `${RP}/{role_id}/assigned-users/list`,
    (ctx) => {
      const role = roleOf(idParam(ctx, 'role_id'));
      const { page, perPage } = paging(ctx, services.settings.get().rows_per_page);
      const found = members.members(role.id, searchParam(ctx), page, perPage);
      return json(pagedBody(page, perPage, { rows: found.rows.map(person), total: found.total }));
    },
    { can: VIEW },
  );

  router.get(
    `${RP}/{id}/assignable-data`,
    (ctx) => {
      const role = roleOf(idParam(ctx, 'id'));
      const { page, perPage } = paging(ctx, SELECT_LIST_PAGE_SIZE);
      const found = members.assignable(role.id, searchParam(ctx), page, perPage);
      return json(pagedBody(page, perPage, { rows: found.rows.map(person), total: found.total }));
    },
    { can: MANAGE },
  );

  // A person holds one role: assigning moves them here from their old one.
  router.post(
    `${RP}/assign-users`,
    async (ctx) => {
      const body = await bodyOf(ctx);
      const ids = assignedUsersOf(members, body.users);
      const role = roleInBody(body);
      if (!role.is_admin) keepAnAdministrator(ids);
      members.assign(role.id, ids);
      services.access.changed(ctx.userId());
      return json({ message: DIALOG_TEXTS.success.add });
    },
    { can: MANAGE },
  );

  router.post(
    `${RP}/assigned-user/revoke-role`,
    async (ctx) => {
      const body = await bodyOf(ctx);
      const role = roleInBody(body);
      const userId = positiveId(body.user_id);
      if (userId === null) throw validationFailed({ user_id: [VALIDATION_MESSAGES.required] });
      if (roles.roleOf(userId) !== role.id) throw validationFailed({ user_id: [VALIDATION_MESSAGES.invalidSubmission] });
      if (role.is_admin) keepAnAdministrator([userId]);
      members.remove(role.id, userId);
      services.access.changed(ctx.userId());
      return json({ message: DIALOG_TEXTS.success.delete });
    },
    { can: MANAGE },
  );

  // Moves every person of one role (`from_role_id`) into another (`role_id`): the "move them" answer before deleting a role.
  router.post(
    `${RP}/make-assign-users`,
    async (ctx) => {
      const body = await bodyOf(ctx);
      const from = roleInBody(body, 'from_role_id');
      const to = roleInBody(body);
      if (from.id === to.id) throw validationFailed({ role_id: [ROLE_MESSAGES.sameRole] });
      if (from.is_admin) keepAnAdministrator(roles.activeUserIds(from.id));
      const moved = roles.moveUsers(from.id, to.id);
      services.access.changed(ctx.userId());
      return json({ message: DIALOG_TEXTS.success.edit, moved });
    },
    { can: MANAGE },
  );
}
