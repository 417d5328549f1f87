'use client';

import { DateField } from '@/components/ui/date-time-field-lazy';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmActionButton } from '@/components/kit/confirm-action-button';
import { FormDialog } from '@/components/kit/form-dialog';
import { useServerClock } from '@/components/shell/server-clock';
import { Button } from '@/components/ui/button';
import { SelectField, TextareaField, TextField } from '@/components/ui/form-fields';
import { callEndpoint, endpointQuery, settingsListQuery } from '@/lib/client/endpoint';
import { employeeApi, profileApi } from '@/lib/people/endpoints';
import { DISCHARGE_REASON_MAX, EMAIL_MAX, PERSON_NAME_MAX } from '@/lib/people/limits';
import type { NamedItem } from '@/lib/shared/schemas';
import { roleApi } from '@/lib/roles/endpoints';

/**
 * The employee actions shared by the directory and the profile header:
 * quick entry, discharge, restore and resend invitation. Each is the kit's
 * form dialog or confirm-then-act on the action's call; the page reads again
 * after the success dialog.
 */

const forms = () => import('@/lib/people/forms');

interface Who {
  id: number;
  name: string;
}

/** The lists quick entry chooses from (the directory has them loaded for its filters). */
export interface QuickEntryLists {
  departments: NamedItem[];
  designations: NamedItem[];
  employmentTypes: NamedItem[];
}

const options = (items: NamedItem[]) => items.map((item) => ({ value: item.id, label: item.name }));
const idOrNull = (value: string | undefined) => (value ? Number(value) : null);

export function QuickEntryButton({ lists }: { lists: QuickEntryLists }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add employee</Button>
      {open ? <QuickEntryDialog lists={lists} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** Mounted when opened: the roles list is read then, not with the directory. */
function QuickEntryDialog({ lists, onClose }: { lists: QuickEntryLists; onClose: () => void }) {
  const roles = useQuery(settingsListQuery(endpointQuery(roleApi.list)));
  const roleOptions = (roles.data?.data ?? []).map((role) => ({ value: role.id, label: role.name }));
  return (
    <FormDialog
      title="Add employee"
      description="They get an e-mail with a link to set their password and join."
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      schema={() => forms().then((module) => module.quickEntrySchema)}
      needs={[roles]}
      defaultValues={{
        first_name: '',
        last_name: '',
        email: '',
        department_id: '',
        designation_id: '',
        employment_type_id: '',
        role_id: String(roles.data?.data.find((role) => role.name === 'Employee')?.id ?? ''),
        joining_date: '',
      }}
      submitLabel="Invite"
      success="add"
      width={640}
      save={(values) =>
        callEndpoint(employeeApi.quickEntry, {
          json: {
            first_name: values.first_name,
            last_name: values.last_name,
            email: values.email,
            department_id: idOrNull(values.department_id),
            designation_id: idOrNull(values.designation_id),
            employment_type_id: idOrNull(values.employment_type_id),
            role_id: Number(values.role_id),
            joining_date: values.joining_date || null,
          },
        })
      }
    >
      {() => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="first_name" label="First name" autoComplete="off" limit={PERSON_NAME_MAX} />
          <TextField name="last_name" label="Last name" autoComplete="off" limit={PERSON_NAME_MAX} />
          <TextField name="email" label="Email" type="email" autoComplete="off" limit={EMAIL_MAX} className="sm:col-span-2" />
          <SelectField name="department_id" label="Department" placeholder="No department" options={options(lists.departments)} />
          <SelectField name="designation_id" label="Designation" placeholder="No designation" options={options(lists.designations)} />
          <SelectField name="employment_type_id" label="Employment type" placeholder="No employment type" options={options(lists.employmentTypes)} />
          <SelectField name="role_id" label="Role" placeholder="Choose a role" options={roleOptions} />
          <DateField name="joining_date" label="Joining date" hint="Optional" />
        </div>
      )}
    </FormDialog>
  );
}

export function DischargeButton({ person, variant = 'ghost' }: { person: Who; variant?: 'ghost' | 'danger' }) {
  const [open, setOpen] = useState(false);
  const clock = useServerClock();
  return (
    <>
      <Button variant={variant === 'ghost' ? 'dangerGhost' : variant} onClick={() => setOpen(true)} aria-label={`Discharge ${person.name}`}>
        Discharge
      </Button>
      {open ? (
        <FormDialog
          title={`Discharge ${person.name}`}
          description="They stop signing in and drop out of attendance from this date; their profile moves to the archive, from where it can be restored."
          open
          onOpenChange={(next) => (next ? undefined : setOpen(false))}
          schema={() => forms().then((module) => module.dischargeSchema)}
          // Today in the tenant's time zone, as the upstream judges "not in the future".
          defaultValues={{ discharged_date: clock.wallTime().slice(0, 10), discharged_reason: '' }}
          submitLabel="Discharge"
          success="edit"
          save={(values) => callEndpoint(profileApi.discharge, { params: { user_id: person.id }, json: values })}
        >
          {() => (
            <>
              <DateField name="discharged_date" label="Discharge date" />
              <TextareaField name="discharged_reason" label="Reason" rows={3} limit={DISCHARGE_REASON_MAX} />
            </>
          )}
        </FormDialog>
      ) : null}
    </>
  );
}

export function RestoreButton({ person }: { person: Who }) {
  return (
    <ConfirmActionButton
      label="Restore"
      accessibleName={`Restore ${person.name}`}
      confirm={{ kind: 'restore' }}
      act={() => callEndpoint(profileApi.restore, { params: { user_id: person.id } })}
      success="restore"
    />
  );
}

export function ResendInvitationButton({ person }: { person: Who }) {
  return (
    <ConfirmActionButton
      label="Resend invitation"
      accessibleName={`Resend invitation to ${person.name}`}
      confirm={{ text: `Send ${person.name} a new invitation e-mail? The link in the previous one stops working.` }}
      act={() => callEndpoint(profileApi.resendInvitation, { params: { user_id: person.id } })}
      success="add"
    />
  );
}
