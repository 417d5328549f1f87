import { SELECT_LIST_PAGE_SIZE } from '../../../lib/constants';
import { DIALOG_TEXTS, VALIDATION_MESSAGES } from '../../../lib/messages';
import { AssignedPeople, type Membership } from '../domain/assigned-people';
import { toPerson } from '../domain/users';
import { idParam, pagedBody, paging, positiveId, searchParam } from '../http/params';
import { json, notFound, validationFailed } from '../http/respond';
import type { Router } from '../http/router';
import type { Services } from '../services';

/**
 * The four calls of an item's assigned people, the same for every item that
 * has them (an employee group, a leave policy, a review process, a holiday):
 *   GET  {<listParam>}/assigned-users/index  the people in it, with the item under `itemKey`
 *   GET  {id}/assignable-data                active people not in it, paged for the select list
 *   POST assign-users                        { <bodyKey>, users: [ids] }
 *   POST assigned-users/remove               { <bodyKey>, user_id }
 */

export interface AssignedPeopleRoutes {
  /** The item's calls' common prefix, e.g. `/settings/employee/employee/groups`. */
  base: string;
  membership: Membership;
  /** The path value of the index call (`group_id` for groups, `id` for the leave settings). */
  listParam: string;
  /** The item's id in assign and remove bodies (`group_id`, `leave_policy_id`…). */
  bodyKey: string;
  /** The item in the index answer (`group`, `leave_policy`…). */
  itemKey: string;
  view: readonly string[];
  manage: readonly string[];
  /** The item as the index answers it (default: id and name). */
  describe?: (id: number) => ({ id: number; name: string } & Record<string, unknown>) | undefined;
  /** An item that is everyone's lists every active person and takes no assignments (a holiday for everyone). */
  isForEveryone?: (id: number) => boolean;
  /** The refusal when assigning to an item that is everyone's. */
  forEveryoneMessage?: string;
}

/**
 * Spec part 2 §5 "Employee assignment": missing people 'This is a required
 * field'; bad ids or types 'Invalid submission. Kindly try again'. Returns the ids.
 */
export function assignedUsersOf(members: AssignedPeople, users: unknown): number[] {
  if (users === undefined || users === null || (Array.isArray(users) && users.length === 0)) throw validationFailed({ users: [VALIDATION_MESSAGES.required] });
  const ids = Array.isArray(users) ? users.map(positiveId) : [null];
  if (ids.includes(null) || members.invalidPeople(ids as number[]).length > 0) throw validationFailed({ users: [VALIDATION_MESSAGES.invalidSubmission] });
  return [...new Set(ids as number[])];
}

export function registerAssignedPeople(router: Router, services: Services, routes: AssignedPeopleRoutes): AssignedPeople {
  const { base, membership, listParam, bodyKey, itemKey, view, manage } = routes;
  const members = new AssignedPeople(services.db, membership);
  const person = (row: Parameters<typeof toPerson>[1]) => toPerson(services.config.publicUrl, row);
  const describe = routes.describe ?? ((id: number) => members.item(id));
  const forEveryone = routes.isForEveryone ?? (() => false);
  const itemOf = (id: number) => {
    const item = describe(id);
    if (!item) throw notFound();
    return item;
  };

  router.get(
    `${base}/{${listParam}}/assigned-users/index`,
    (ctx) => {
      const item = itemOf(idParam(ctx, listParam));
      const { page, perPage } = paging(ctx, services.settings.get().rows_per_page);
      const found = forEveryone(item.id) ? members.everyone(searchParam(ctx), page, perPage) : members.members(item.id, searchParam(ctx), page, perPage);
      return json({ ...pagedBody(page, perPage, { rows: found.rows.map(person), total: found.total }), [itemKey]: item });
    },
    { can: view },
  );

  router.get(
    `${base}/{id}/assignable-data`,
    (ctx) => {
      const item = itemOf(idParam(ctx, 'id'));
      const { page, perPage } = paging(ctx, SELECT_LIST_PAGE_SIZE);
      const found = forEveryone(item.id) ? { rows: [], total: 0 } : members.assignable(item.id, searchParam(ctx), page, perPage);
      return json(pagedBody(page, perPage, { rows: found.rows.map(person), total: found.total }));
    },
    { can: manage },
  );

  /** The item of an assign or remove body: a known item's id, else 'Invalid submission. Kindly try again'. */
  const itemInBody = (body: Record<string, unknown>) => {
    const id = positiveId(body[bodyKey]);
    const item = id === null ? undefined : members.item(id);
    if (!item) throw validationFailed({ [bodyKey]: [VALIDATION_MESSAGES.invalidSubmission] });
    return item;
  };

  router.post(
    `${base}/assign-users`,
    async (ctx) => {
      const body = ((await ctx.body()) ?? {}) as Record<string, unknown>;
      const ids = assignedUsersOf(members, body.users);
      const item = itemInBody(body);
      if (forEveryone(item.id)) throw validationFailed({ [bodyKey]: [routes.forEveryoneMessage ?? VALIDATION_MESSAGES.invalidSubmission] });
      members.assign(item.id, ids);
      return json({ message: DIALOG_TEXTS.success.add });
    },
    { can: manage },
  );

  router.post(
    `${base}/assigned-users/remove`,
    async (ctx) => {
      const body = ((await ctx.body()) ?? {}) as Record<string, unknown>;
      const item = itemInBody(body);
      const userId = positiveId(body.user_id);
      if (userId === null) throw validationFailed({ user_id: [VALIDATION_MESSAGES.required] });
      if (!members.remove(item.id, userId)) throw validationFailed({ user_id: [VALIDATION_MESSAGES.invalidSubmission] });
      // Taking someone out deletes the membership for good: the spec's permanent-delete text.
      return json({ message: DIALOG_TEXTS.success.delete });
    },
    { can: manage },
  );

  return members;
}
