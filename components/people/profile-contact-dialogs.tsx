'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialog } from '@/components/kit/form-dialog';
import { useOpenOnMount } from '@/components/kit/lazy-button';
import { EditTrigger } from './edit-trigger';
import { SelectField, TextareaField, TextField } from '@/components/ui/form-fields';
import { callEndpoint, endpointQuery } from '@/lib/client/endpoint';
import { profileSectionApi, sharedListApi } from '@/lib/people/endpoints';
import { ADDRESS_LINE_MAX, BIO_MAX, CITY_MAX, CONTACT_NAME_MAX, PHONE_MAX, POSTAL_CODE_MAX, RELATIONSHIP_MAX } from '@/lib/people/limits';
import type { EmergencyContact, ProfileAddress } from '@/lib/people/schemas';

/**
 * The edit dialogs of the profile sections: each opens on the values the page
 * shows, validates with the section's form schema (the same the reference
 * upstream checks), and saves with the spec's edit text.
 */

const forms = () => import('@/lib/people/forms');
const trigger = (section: string, onClick?: () => void) => <EditTrigger section={section} onClick={onClick} />;

export function EditAddressButton({ userId, address }: { userId: number; address: ProfileAddress | null }) {
  const [open, setOpen] = useState(useOpenOnMount());
  return (
    <>
      {trigger('address', () => setOpen(true))}
      {open ? <EditAddressDialog userId={userId} address={address} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** Mounted when opened: the countries list is read then, not with the profile. */
function EditAddressDialog({ userId, address, onClose }: { userId: number; address: ProfileAddress | null; onClose: () => void }) {
  const countries = useQuery({ ...endpointQuery(sharedListApi.countries), staleTime: Infinity });
  return (
    <FormDialog
      title="Edit address"
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      needs={[countries]}
      schema={() => forms().then((module) => module.addressSchema)}
      defaultValues={{
        address_line_1: address?.address_line_1 ?? '',
        address_line_2: address?.address_line_2 ?? '',
        city: address?.city ?? '',
        state: address?.state ?? '',
        postal_code: address?.postal_code ?? '',
        country_id: address?.country_id ? String(address.country_id) : '',
      }}
      submitLabel="Save"
      success="edit"
      width={640}
      save={(values) => callEndpoint(profileSectionApi.saveAddress, { params: { user_id: userId }, json: values })}
    >
      {() => (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField name="address_line_1" label="Address line 1" autoComplete="off" limit={ADDRESS_LINE_MAX} className="sm:col-span-2" />
          <TextField name="address_line_2" label="Address line 2" autoComplete="off" limit={ADDRESS_LINE_MAX} className="sm:col-span-2" />
          <TextField name="city" label="City" autoComplete="off" limit={CITY_MAX} />
          <TextField name="state" label="State or region" autoComplete="off" limit={CITY_MAX} />
          <TextField name="postal_code" label="Postal code" autoComplete="off" limit={POSTAL_CODE_MAX} />
          <SelectField name="country_id" label="Country" placeholder="Choose a country" options={(countries.data?.data ?? []).map((country) => ({ value: country.id, label: country.name }))} />
        </div>
      )}
    </FormDialog>
  );
}

export function EditEmergencyContactButton({ userId, contact }: { userId: number; contact: EmergencyContact | null }) {
  return (
    <FormDialog
      title="Edit emergency contact"
      trigger={trigger('emergency contact')}
      schema={() => forms().then((module) => module.emergencyContactSchema)}
      defaultValues={{ name: contact?.name ?? '', relationship: contact?.relationship ?? '', phone: contact?.phone ?? '' }}
      submitLabel="Save"
      success="edit"
      save={(values) => callEndpoint(profileSectionApi.saveEmergencyContact, { params: { user_id: userId }, json: values })}
    >
      {() => (
        <>
          <TextField name="name" label="Name" autoComplete="off" limit={CONTACT_NAME_MAX} />
          <TextField name="relationship" label="Relationship" hint="Optional" autoComplete="off" limit={RELATIONSHIP_MAX} />
          <TextField name="phone" label="Phone" type="tel" autoComplete="off" limit={PHONE_MAX} />
        </>
      )}
    </FormDialog>
  );
}

export function EditBioButton({ userId, bio }: { userId: number; bio: string | null }) {
  return (
    <FormDialog
      title="Edit bio"
      trigger={trigger('bio')}
      schema={() => forms().then((module) => module.bioSchema)}
      defaultValues={{ bio: bio ?? '' }}
      submitLabel="Save"
      success="edit"
      save={(values) => callEndpoint(profileSectionApi.saveBio, { params: { user_id: userId }, json: values })}
    >
      {() => <TextareaField name="bio" label="Bio" rows={5} limit={BIO_MAX} hint="A few words colleagues see on your profile." />}
    </FormDialog>
  );
}
