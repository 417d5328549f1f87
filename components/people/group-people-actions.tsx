'use client';

import { assignedPeopleActions } from '@/components/kit/item-actions';
import { callEndpoint } from '@/lib/client/endpoint';
import { groupPeopleApi } from '@/lib/people/endpoints';

/** Assigning people to an employee group (from its assignable data) and taking one out. */
export const { Assign: AssignGroupPeopleButton, Remove: RemoveGroupPersonButton } = assignedPeopleActions({
  description: 'People already in the group are not listed.',
  assignable: groupPeopleApi.assignable,
  assign: (groupId, users) => callEndpoint(groupPeopleApi.assign, { json: { group_id: groupId, users } }),
  remove: (groupId, userId) => callEndpoint(groupPeopleApi.remove, { json: { group_id: groupId, user_id: userId } }),
});
