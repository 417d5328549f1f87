'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { DeleteButton } from '@/components/kit/delete-button';
import { FormActions } from '@/components/kit/form-actions';
import { assignedPeopleActions, itemActions } from '@/components/kit/item-actions';
import { useSaveThenRefresh } from '@/components/kit/use-save-then-refresh';
import { ConfirmActionButton } from '@/components/kit/confirm-action-button';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormSummary } from '@/components/ui/field-frame';
import { TextField } from '@/components/ui/form-fields';
import { callEndpoint, endpointQuery } from '@/lib/client/endpoint';
import { serverErrorSummary } from '@/lib/forms/server-errors';
import { roleApi } from '@/lib/roles/endpoints';
import { moveTargetOf } from '@/lib/roles/flags';
import { peopleHold, ROLE_DELETE_ACTIONS, ROLE_NAME_MAX } from '@/lib/roles/limits';
import type { Role } from '@/lib/roles/schemas';
import { routeHref } from '@/lib/routes';

const ROLES_ROUTE = '/settings/general-settings/role-permissions';

/** Creating, renaming and deleting a role; assigning people to it and revoking it from one. */

export const { Add: AddRoleButton, Edit: RenameRoleButton } = itemActions({
  noun: 'role',
  schema: () => import('@/lib/roles/forms').then((module) => module.roleFormSchema),
  fields: () => <TextField name="name" label="Name" autoComplete="off" limit={ROLE_NAME_MAX} />,
  empty: () => ({ name: '' }),
  edit: { query: (id) => endpointQuery(roleApi.data, { params: { id } }), values: ({ data }) => ({ name: data.name }) },
  store: (values, id) => callEndpoint(roleApi.store, { json: { ...(id ? { id } : {}), name: values.name } }),
  // A new role holds no permission yet: it is shown at once, for them to be given.
  added: (answer) => (answer && typeof answer === 'object' && 'id' in answer && typeof answer.id === 'number' ? `${routeHref(ROLES_ROUTE)}?role=${answer.id}` : null),
  remove: (id, action) => callEndpoint(roleApi.delete, { params: { id }, query: action ? { action } : undefined }),
});

export const { Assign: AssignRolePeopleButton } = assignedPeopleActions({
  description: 'Everyone active who does not hold this role. A person holds one role: assigning moves them here from their current one.',
  assignable: roleApi.assignable,
  assign: (roleId, users) => callEndpoint(roleApi.assignUsers, { json: { role_id: roleId, users } }),
  remove: (roleId, userId) => callEndpoint(roleApi.revokeRole, { json: { role_id: roleId, user_id: userId } }),
  // A role is permissions, the Administrator's all of them, and holding it moves a person off their own: chosen one by one.
  chooseAll: false,
});

export function RevokeRoleButton({ role, person }: { role: Pick<Role, 'id' | 'name'>; person: { id: number; name: string } }) {
  return (
    <ConfirmActionButton
      label="Revoke"
      accessibleName={`Revoke ${role.name} from ${person.name}`}
      confirm={{ text: `Revoke “${role.name}” from ${person.name}? They lose its permissions at once and hold no role until they are given one.` }}
      act={() => callEndpoint(roleApi.revokeRole, { json: { role_id: role.id, user_id: person.id } })}
      // Nothing is deleted: the person's role changes (as taking someone off a policy or a group says).
      success="edit"
      variant="dangerGhost"
    />
  );
}

/**
 * Deleting a role. Nobody holds it: confirm, then delete. People hold it: ask
 * what becomes of them, moving them to another role (make-assign-users, then
 * delete) or revoking it from them (delete with the 'revoke' action).
 */
export function DeleteRoleButton({ role, roles, href }: { role: Role; roles: Role[]; href: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  if (role.is_admin || role.is_default) return null;
  const gone = () => router.replace(href);
  if (role.users_count === 0) {
    return <DeleteButton name={role.name} remove={(action) => callEndpoint(roleApi.delete, { params: { id: role.id }, query: action ? { action } : undefined })} onDeleted={gone} />;
  }
  return (
    <>
      <Button variant="dangerGhost" onClick={() => setOpen(true)} aria-label={`Delete ${role.name}`}>
        Delete
      </Button>
      {open ? <DeleteRoleDialog role={role} others={roles.filter((other) => other.id !== role.id)} onClose={() => setOpen(false)} onDeleted={gone} /> : null}
    </>
  );
}

function DeleteRoleDialog({ role, others, onClose, onDeleted }: { role: Role; others: Role[]; onClose: () => void; onDeleted: () => void }) {
  const [choice, setChoice] = useState<'move' | 'revoke'>('move');
  const [target, setTarget] = useState(() => moveTargetOf(others));
  const [summary, setSummary] = useState<string | null>(null);
  const remove = useSaveThenRefresh({
    save: async () => {
      if (choice === 'move') {
        const moved = await callEndpoint(roleApi.makeAssignUsers, { json: { from_role_id: role.id, role_id: Number(target) } });
        if (!moved.ok) return moved;
      }
      return callEndpoint(roleApi.delete, { params: { id: role.id }, query: choice === 'revoke' ? { action: ROLE_DELETE_ACTIONS.revoke } : undefined });
    },
    success: 'delete',
    onSaved: () => {
      onClose();
      onDeleted();
    },
  });
  // Without a count (the answer has none and the list was searched), the question stands on its own.
  const question =
    role.users_count === undefined
      ? 'What should happen to the people who hold this role?'
      : `${peopleHold(role.users_count)} this role. What should happen to them?`;
  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent width={520}>
        <DialogTitle>{`Delete ${role.name}`}</DialogTitle>
        <DialogDescription className="mt-1">{question}</DialogDescription>
        <form
          className="mt-4 flex flex-col gap-4"
          onSubmit={async (event) => {
            event.preventDefault();
            setSummary(null);
            if (choice === 'move' && target === '') return;
            const result = await remove.mutateAsync();
            if (result && !result.ok) setSummary(serverErrorSummary(result.error));
          }}
        >
          <fieldset className="flex flex-col gap-3">
            <legend className="sr-only">What happens to its people</legend>
            <label className="flex items-start gap-2 text-sm">
              <input type="radio" name="choice" checked={choice === 'move'} onChange={() => setChoice('move')} className="mt-1 accent-[var(--theme-primary)]" disabled={others.length === 0} />
              <span className="flex flex-1 flex-col gap-1.5">
                <span className="font-medium text-slate-900">Move them to another role</span>
                <select
                  aria-label="Move them to"
                  required={choice === 'move'}
                  value={target}
                  onChange={(event) => {
                    setTarget(event.target.value);
                    setChoice('move');
                  }}
                  className="min-h-10 rounded-md border border-slate-300 bg-white px-3"
                >
                  {/* No default role flagged: nothing is chosen for the user (the first role may be the administrator's). */}
                  {target === '' ? <option value="">Choose a role</option> : null}
                  {others.map((other) => (
                    <option key={other.id} value={other.id}>
                      {other.name}
                    </option>
                  ))}
                </select>
              </span>
            </label>
            <label className="flex items-start gap-2 text-sm">
              <input type="radio" name="choice" checked={choice === 'revoke'} onChange={() => setChoice('revoke')} className="mt-1 accent-[var(--theme-primary)]" />
              <span>
                <span className="block font-medium text-slate-900">Revoke it from them</span>
                <span className="block text-slate-600">They keep no role, and no permissions, until someone gives them one.</span>
              </span>
            </label>
          </fieldset>
          <FormSummary id={`delete-role-${role.id}-summary`} message={summary} />
          <FormActions onCancel={onClose} submitLabel="Delete role" submitting={remove.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
