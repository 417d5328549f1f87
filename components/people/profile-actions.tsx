'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmActionButton } from '@/components/kit/confirm-action-button';
import { FormDialog } from '@/components/kit/form-dialog';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-fields';
import { callEndpoint, endpointQuery, settingsListQuery } from '@/lib/client/endpoint';
import { profileApi } from '@/lib/people/endpoints';
import { EMAIL_MAX, PERSON_NAME_MAX } from '@/lib/people/limits';
import type { ProfileCan } from '@/lib/people/schemas';
import type { ProfilePerson } from '@/lib/people/profile';
import { roleApi } from '@/lib/roles/endpoints';
import { DischargeButton, ResendInvitationButton, RestoreButton } from './employee-actions';

/**
 * The profile header's actions (spec part 2 §4 "Employee"): discharge and
 * restore, resend invitation and finish profile setup for invited people,
 * change status, profile privacy, reset password, change role and duplicate
 * profile; each shown when the viewer may (lib/people/profile.ts) and the
 * person's known state allows it: an action that needs a status or privacy
 * the answer does not give is left out.
 */

const forms = () => import('@/lib/people/forms');

type Person = ProfilePerson;

function ChangeRoleButton({ person }: { person: Person }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Change role
      </Button>
      {open ? <ChangeRoleDialog person={person} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ChangeRoleDialog({ person, onClose }: { person: Person; onClose: () => void }) {
  const roles = useQuery(settingsListQuery(endpointQuery(roleApi.list)));
  return (
    <FormDialog
      title={`Change the role of ${person.name}`}
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      schema={() => forms().then((module) => module.changeRoleSchema)}
      needs={[roles]}
      defaultValues={{ role_id: person.role_id ? String(person.role_id) : '' }}
      submitLabel="Save"
      success="edit"
      save={(values) => callEndpoint(profileApi.changeRole, { params: { user_id: person.id }, json: { role_id: Number(values.role_id) } })}
    >
      {() => <SelectField name="role_id" label="Role" placeholder="Choose a role" options={(roles.data?.data ?? []).map((role) => ({ value: role.id, label: role.name }))} />}
    </FormDialog>
  );
}

function DuplicateButton({ person }: { person: Person }) {
  return (
    <FormDialog
      title={`Duplicate the profile of ${person.name}`}
      description="A new person with the same department, designation, employment type, role and groups, invited by e-mail."
      trigger={<Button variant="secondary">Duplicate profile</Button>}
      schema={() => forms().then((module) => module.duplicateProfileSchema)}
      defaultValues={{ first_name: '', last_name: '', email: '' }}
      submitLabel="Invite"
      success="add"
      save={(values) => callEndpoint(profileApi.duplicate, { params: { user_id: person.id }, json: values })}
    >
      {() => (
        <>
          <TextField name="first_name" label="First name" autoComplete="off" limit={PERSON_NAME_MAX} />
          <TextField name="last_name" label="Last name" autoComplete="off" limit={PERSON_NAME_MAX} />
          <TextField name="email" label="Email" type="email" autoComplete="off" limit={EMAIL_MAX} />
        </>
      )}
    </FormDialog>
  );
}

export function ProfileActions({ person, can }: { person: Person; can: ProfileCan }) {
  const who = { id: person.id, name: person.name };
  const at = { params: { user_id: person.id } };
  const employed = person.status === 'active' || person.status === 'inactive';
  const actions = [
    can.invite && person.status === 'invited' ? <ResendInvitationButton key="resend" person={who} /> : null,
    can.invite && person.status === 'invited' ? (
      <ConfirmActionButton
        key="finish"
        label="Finish profile setup"
        variant="secondary"
        confirm={{ text: `Activate ${person.name} now, without the invitation? They get an e-mail to set their password.` }}
        act={() => callEndpoint(profileApi.finishSetup, at)}
        success="edit"
      />
    ) : null,
    can.change_status && employed ? (
      <ConfirmActionButton
        key="status"
        label={person.status === 'active' ? 'Deactivate' : 'Activate'}
        variant="secondary"
        confirm={{
          text:
            person.status === 'active'
              ? `Deactivate ${person.name}? They are signed out and cannot sign in until activated again.`
              : `Activate ${person.name}? They can sign in again.`,
        }}
        act={() => callEndpoint(profileApi.changeStatus, { ...at, json: { status: person.status === 'active' ? 'inactive' : 'active' } })}
        success="edit"
      />
    ) : null,
    can.change_privacy && person.status !== 'discharged' && person.is_profile_private !== undefined ? (
      <ConfirmActionButton
        key="privacy"
        label={person.is_profile_private ? 'Make profile public' : 'Make profile private'}
        variant="secondary"
        confirm={{
          text: person.is_profile_private
            ? 'Colleagues will see the e-mail address and joining date on this profile again.'
            : 'Colleagues will see only the name, designation and department on this profile.',
        }}
        act={() => callEndpoint(profileApi.changePrivacy, { ...at, json: { is_profile_private: !person.is_profile_private } })}
        success="edit"
      />
    ) : null,
    can.reset_password && person.status === 'active' ? (
      <ConfirmActionButton
        key="reset"
        label="Reset password"
        variant="secondary"
        confirm={{ text: `Send ${person.name} an e-mail with a link to set a new password?` }}
        act={() => callEndpoint(profileApi.resetPassword, at)}
        success="add"
      />
    ) : null,
    can.change_role && person.status !== 'discharged' ? <ChangeRoleButton key="role" person={person} /> : null,
    can.invite && person.status !== undefined && person.status !== 'invited' ? <DuplicateButton key="duplicate" person={person} /> : null,
    can.discharge && employed ? <DischargeButton key="discharge" person={who} variant="danger" /> : null,
    can.discharge && person.status === 'discharged' ? <RestoreButton key="restore" person={who} /> : null,
  ].filter(Boolean);
  if (actions.length === 0) return null;
  return (
    <div role="group" aria-label="Profile actions" className="flex flex-wrap gap-2 sm:max-w-md sm:justify-end">
      {actions}
    </div>
  );
}
