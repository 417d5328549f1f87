import { DIALOG_TEXTS, VALIDATION_MESSAGES } from '../../lib/messages';
import { ROLE_DELETE_ACTIONS, ROLE_MESSAGES } from '../../lib/roles/limits';
import {
  assignableUsersSchema,
  assignPermissionsSchema,
  messageSchema,
  roleDataSchema,
  roleListSchema,
  roleStoreResponseSchema,
  rolesWithPermissionsSchema,
  roleUsersSchema,
} from '../../lib/roles/schemas';
import type { Upstream } from '../src/server';
import { ApiClient, DEMO, signedInClient, startUpstream } from './helpers';

/** Contract tests of the role calls, parsed with the app's schemas; the roles' permissions are what this server's checks read. */

const RP = '/settings/general/role-permissions';
let upstream: Upstream;
let admin: ApiClient;
let manager: ApiClient;
let contractor: ApiClient;

beforeAll(async () => {
  upstream = await startUpstream();
  [admin, manager, contractor] = await Promise.all([signedInClient(upstream, DEMO.admin), signedInClient(upstream, DEMO.manager), signedInClient(upstream, DEMO.contractor)]);
});
afterAll(() => upstream.close());

const overview = async () => rolesWithPermissionsSchema.parse((await admin.get(`${RP}/roles-with-permissions`)).body);
const idOfUser = (email: string) => (upstream.db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;
const permissionId = async (name: string) => (await overview()).groupPermissions.flatMap((group) => group.permissions).find((p) => p.name === name)!.id;
const newRole = async (name: string) => roleStoreResponseSchema.parse((await admin.post(`${RP}/role/store`, { name })).body).id;

it('lists the roles in their order with their counts, and every permission by group', async () => {
  const { roles, groupPermissions } = await overview();
  expect(roles.map((role) => role.position)).toEqual(roles.map((_, index) => index + 1));
  const administrator = roles.find((role) => role.is_admin)!;
  expect(administrator.users_count).toBeGreaterThan(0);
  expect(groupPermissions.map((group) => group.name)).toEqual(expect.arrayContaining(['settings', 'people', 'attendance']));
  expect(groupPermissions.find((group) => group.name === 'settings')!.permissions.map((p) => p.name)).toContain('view_role');
  expect(roleListSchema.parse((await admin.get('/settings/general/roles/list')).body).data.map((role) => role.id)).toEqual(roles.map((role) => role.id));
  expect(roleDataSchema.parse((await admin.get(`${RP}/role/data/${administrator.id}`)).body).data.name).toBe(administrator.name);
});

it('refuses reading without view_role and changing without manage_role', async () => {
  expect((await contractor.get(`${RP}/roles-with-permissions`)).status).toBe(403);
  expect((await manager.post(`${RP}/role/store`, { name: 'Sneaky' })).status).toBe(403);
});

it('creates (last in order), renames and validates a role', async () => {
  const created = await admin.post(`${RP}/role/store`, { name: 'Auditors' });
  expect(created.status).toBe(201);
  expect(created.body.message).toBe(DIALOG_TEXTS.success.add);
  const { roles } = await overview();
  expect(roles.at(-1)).toMatchObject({ name: 'Auditors', users_count: 0, permissions_count: 0 });
  expect((await admin.post(`${RP}/role/store`, { name: '' })).body.errors.name).toEqual(['The name field is required.']);
  expect((await admin.post(`${RP}/role/store`, { name: 'auditors' })).body.errors.name).toEqual(['The name has already been taken.']);
  const renamed = await admin.post(`${RP}/role/store`, { id: created.body.id, name: 'External auditors' });
  expect(renamed.body.message).toBe(DIALOG_TEXTS.success.edit);
  expect((await overview()).roles.at(-1)!.name).toBe('External auditors');
  expect((await admin.post(`${RP}/role/store`, { id: 999, name: 'Ghost' })).status).toBe(404);
});

it('reorders every role at once, and refuses an incomplete order', async () => {
  const ids = (await overview()).roles.map((role) => role.id);
  const reversed = [...ids].reverse();
  expect(messageSchema.parse((await admin.post(`${RP}/roles/reorder-position`, { roles: reversed })).body).message).toBe(DIALOG_TEXTS.success.edit);
  expect((await overview()).roles.map((role) => role.id)).toEqual(reversed);
  const partial = await admin.post(`${RP}/roles/reorder-position`, { roles: reversed.slice(1) });
  expect(partial.body.errors.roles).toEqual([VALIDATION_MESSAGES.invalidSubmission]);
  await admin.post(`${RP}/roles/reorder-position`, { roles: ids });
});

it('gives a role permissions that the server’s own checks use at once, and takes them away', async () => {
  const roleId = await newRole('People viewers');
  const viewEmployee = await permissionId('view_employee');
  expect((await contractor.get('/employee/employees/index')).status).toBe(403);

  await admin.post(`${RP}/assign-users`, { role_id: roleId, users: [idOfUser(DEMO.contractor)] });
  const saved = await admin.post(`${RP}/role/save-assigned-permissions`, { role_id: roleId, permissions: [viewEmployee] });
  expect(saved.status).toBe(200);
  expect(assignPermissionsSchema.parse((await admin.get(`${RP}/role/assign-permissions/${roleId}`)).body).assign_permissions).toEqual([viewEmployee]);
  expect((await contractor.get('/authorization')).body.author.permissions).toEqual(['view_employee']);
  expect((await contractor.get('/employee/employees/index')).status).toBe(200);

  await admin.post(`${RP}/role/save-assigned-permissions`, { role_id: roleId, permissions: [] });
  expect((await contractor.get('/employee/employees/index')).status).toBe(403);

  const bad = await admin.post(`${RP}/role/save-assigned-permissions`, { role_id: roleId, permissions: [99999] });
  expect(bad.body.errors.permissions).toEqual([VALIDATION_MESSAGES.invalidSubmission]);
  const adminRole = (await overview()).roles.find((role) => role.is_admin)!;
  expect((await admin.post(`${RP}/role/save-assigned-permissions`, { role_id: adminRole.id, permissions: [] })).body.message).toBe(ROLE_MESSAGES.adminPermissions);
});

it('assigns people (moving them from their old role), lists them, and revokes', async () => {
  const roleId = await newRole('Night shift');
  const assignable = assignableUsersSchema.parse((await admin.get(`${RP}/${roleId}/assignable-data?search=Emma`)).body);
  const emma = assignable.data.find((person) => person.name === 'Emma Novak')!;
  expect((await admin.post(`${RP}/assign-users`, { role_id: roleId, users: [] })).body.errors.users).toEqual([VALIDATION_MESSAGES.required]);
  expect((await admin.post(`${RP}/assign-users`, { role_id: roleId, users: [emma.id] })).body.message).toBe(DIALOG_TEXTS.success.add);
  const listed = roleUsersSchema.parse((await admin.get(`${RP}/${roleId}/assigned-users/list`)).body);
  expect(listed.data.map((person) => person.name)).toEqual(['Emma Novak']);
  expect(roleDataSchema.parse((await admin.get(`${RP}/role/data/${roleId}`)).body).data).toMatchObject({ id: roleId, users_count: 1 });
  expect(upstream.db.prepare('SELECT COUNT(*) AS n FROM role_users WHERE user_id = ?').get(emma.id)).toEqual({ n: 1 });

  expect((await admin.post(`${RP}/assigned-user/revoke-role`, { role_id: roleId, user_id: idOfUser(DEMO.manager) })).body.errors.user_id).toEqual([
    VALIDATION_MESSAGES.invalidSubmission,
  ]);
  expect((await admin.post(`${RP}/assigned-user/revoke-role`, { role_id: roleId, user_id: emma.id })).body.message).toBe(DIALOG_TEXTS.success.delete);
  expect(roleUsersSchema.parse((await admin.get(`${RP}/${roleId}/assigned-users/list`)).body).meta.total).toBe(0);
});

it('keeps at least one administrator', async () => {
  const adminRole = (await overview()).roles.find((role) => role.is_admin)!;
  const admins = roleUsersSchema.parse((await admin.get(`${RP}/${adminRole.id}/assigned-users/list?per_page=100`)).body).data.map((person) => person.id);
  const other = await newRole('Everyone else');
  const res = await admin.post(`${RP}/assign-users`, { role_id: other, users: admins });
  expect(res.status).toBe(422);
  expect(res.body.message).toBe(ROLE_MESSAGES.lastAdministrator(adminRole.name));
  expect((await admin.request('DELETE', `${RP}/roles/delete/${adminRole.id}`)).body.message).toBe(ROLE_MESSAGES.adminRole);
});

it('asks before deleting a role people hold, then moves them or revokes it', async () => {
  const from = await newRole('Temporary');
  const to = await newRole('Permanent');
  const [a, b] = assignableUsersSchema.parse((await admin.get(`${RP}/${from}/assignable-data?search=Sofia`)).body).data;
  await admin.post(`${RP}/assign-users`, { role_id: from, users: [a!.id] });

  const asked = await admin.request('DELETE', `${RP}/roles/delete/${from}`);
  expect(asked.status).toBe(460);
  expect(asked.body).toEqual({ message: ROLE_MESSAGES.inUse(1, 'Temporary'), action: ROLE_DELETE_ACTIONS.revoke });

  expect((await admin.post(`${RP}/make-assign-users`, { from_role_id: from, role_id: from })).body.errors.role_id).toEqual([ROLE_MESSAGES.sameRole]);
  expect((await admin.post(`${RP}/make-assign-users`, { from_role_id: from, role_id: to })).status).toBe(200);
  expect(roleUsersSchema.parse((await admin.get(`${RP}/${to}/assigned-users/list`)).body).data.map((person) => person.id)).toEqual([a!.id]);
  expect((await admin.request('DELETE', `${RP}/roles/delete/${from}`)).status).toBe(200);

  if (b) await admin.post(`${RP}/assign-users`, { role_id: to, users: [b.id] });
  expect((await admin.request('DELETE', `${RP}/roles/delete/${to}?action=${ROLE_DELETE_ACTIONS.revoke}`)).body.message).toBe(DIALOG_TEXTS.success.delete);
  const { roles } = await overview();
  expect(roles.some((role) => role.id === to || role.id === from)).toBe(false);
  expect(roles.map((role) => role.position)).toEqual(roles.map((_, index) => index + 1));
  expect(upstream.db.prepare('SELECT COUNT(*) AS n FROM role_users WHERE user_id = ?').get(a!.id)).toEqual({ n: 0 });
});

it('answers a role’s people with data and meta only: the role was ours alone, and the screen has it from roles-with-permissions', async () => {
  const roleId = (await overview()).roles[0]!.id;
  const raw = (await admin.get(`${RP}/${roleId}/assigned-users/list`)).body as Record<string, unknown>;
  expect(Object.keys(raw).sort()).toEqual(['data', 'meta']);
});
