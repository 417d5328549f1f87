'use client';

import { AssignPeopleButton, RemovePersonButton } from '@/components/kit/assign-people';
import { callEndpoint } from '@/lib/client/endpoint';
import { groupPeopleApi } from '@/lib/people/endpoints';
import type { Person } from '@/lib/shared/schemas';
import { endpointKey } from '@/lib/upstream/define';

/** Assigning people to an employee group (from its assignable data) and taking one out. */

export function AssignGroupPeopleButton({ groupId, groupName }: { groupId: number; groupName: string }) {
  return (
    <AssignPeopleButton
      itemName={groupName}
      description="People already in the group are not listed."
      calls={{
        queryKey: endpointKey(groupPeopleApi.assignable, { params: { id: groupId } }),
        assignable: ({ search, page, perPage, signal }) =>
          callEndpoint(groupPeopleApi.assignable, { params: { id: groupId }, query: { search: search || undefined, page, per_page: perPage }, signal }),
        assign: (users) => callEndpoint(groupPeopleApi.assign, { json: { group_id: groupId, users } }),
      }}
    />
  );
}

export function RemoveGroupPersonButton({ groupId, person }: { groupId: number; person: Pick<Person, 'id' | 'name'> }) {
  return <RemovePersonButton person={person} remove={() => callEndpoint(groupPeopleApi.remove, { json: { group_id: groupId, user_id: person.id } })} />;
}
