import { SectionCard } from '@/components/kit/section-card';
import { ProfileActions } from '@/components/people/profile-actions';
import { ProfileDocuments } from '@/components/people/profile-document-list';
import { EditAddressButton, EditBioButton, EditEmergencyContactButton } from '@/components/people/profile-sections';
import { StatusBadge } from '@/components/people/employee-directory';
import { Avatar } from '@/components/ui/avatar';
import { definePage, pageMetadata } from '@/lib/page';
import { profileApi } from '@/lib/people/endpoints';
import { formatDate } from '@/lib/date-time/format';
import { serverCall } from '@/lib/upstream/server';

export const metadata = pageMetadata('/people/profile/view/[username]');

function Empty({ children }: { children: string }) {
  return <p className="text-sm text-slate-500">{children}</p>;
}

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-slate-900">{value || '—'}</dd>
    </div>
  );
}

/**
 * A person's profile (any signed-in user). The upstream decides what the
 * viewer sees: their own profile or, with view_employee, anyone's in full;
 * otherwise the public part of an active colleague. The header carries the
 * actions the viewer may take.
 */
export default definePage('/people/profile/view/[username]', {
  load: ({ params }) => ({ profile: serverCall(profileApi.view, { params: { username: params.username } }) }),
  render: ({ profile }, { gate }) => {
    const { data: person, can, sections } = profile;
    const editable = can.edit && person.status !== 'discharged';
    const { address, emergency_contact: contact } = sections;
    const dateFormat = gate.auth.settings.date_format;
    const date = (value: string | null) => (value ? formatDate(value, dateFormat) : null);
    const full = person.visibility === 'full';
    return (
      <div className="mx-auto flex max-w-5xl flex-col gap-4 px-3 py-6 sm:px-6">
        <header className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:p-6">
          <Avatar src={person.avatar} name={person.name} size={88} className="shrink-0" />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-semibold text-slate-900">{person.name}</h1>
              {full ? <StatusBadge status={person.status} /> : null}
            </div>
            <p className="text-slate-700">{person.designation_name ?? 'No designation'}</p>
            <p className="text-sm text-slate-500">{person.department_name ?? 'No department'}</p>
            {person.is_own && person.is_profile_private ? <p className="mt-1 text-xs text-slate-500">Your profile is private: colleagues see your name, designation and department only.</p> : null}
          </div>
          <ProfileActions person={person} can={can} />
        </header>

        {person.is_discharge_applied && full ? (
          <section aria-label="Discharge" className="rounded-xl bg-error/10 p-4 text-sm text-red-900 ring-1 ring-error/30">
            <p className="font-semibold">Discharged{person.discharged_date ? ` on ${date(person.discharged_date)}` : ''}</p>
            {person.discharged_reason ? <p className="mt-1">{person.discharged_reason}</p> : null}
          </section>
        ) : null}

        <SectionCard title={full ? 'Employment info' : 'About'}>
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Field label="Designation" value={person.designation_name} />
            <Field label="Department" value={person.department_name} />
            {person.email ? <Field label="Email" value={person.email} /> : null}
            {person.joining_date ? <Field label="Joining date" value={date(person.joining_date)} /> : null}
            {full ? (
              <>
                <Field label="Employment type" value={person.employment_type_name} />
                <Field label="Role" value={person.role_name} />
              </>
            ) : null}
          </dl>
        </SectionCard>

        <SectionCard title="Bio" actions={editable ? <EditBioButton userId={person.id} bio={sections.bio} /> : null}>
          {sections.bio ? (
            <p className="whitespace-pre-line text-sm text-slate-800">{sections.bio}</p>
          ) : (
            <Empty>{person.is_own ? 'Tell colleagues a little about yourself.' : 'No bio yet.'}</Empty>
          )}
        </SectionCard>

        {full ? (
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <SectionCard title="Address" actions={editable ? <EditAddressButton userId={person.id} address={address} /> : null}>
              {address ? (
                <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                  <Field label="Address" value={[address.address_line_1, address.address_line_2].filter(Boolean).join(', ')} />
                  <Field label="City" value={address.city} />
                  <Field label="State or region" value={address.state} />
                  <Field label="Postal code" value={address.postal_code} />
                  <Field label="Country" value={address.country_name} />
                </dl>
              ) : (
                <Empty>No address yet.</Empty>
              )}
            </SectionCard>
            <SectionCard title="Emergency contact" actions={editable ? <EditEmergencyContactButton userId={person.id} contact={contact} /> : null}>
              {contact ? (
                <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                  <Field label="Name" value={contact.name} />
                  <Field label="Relationship" value={contact.relationship} />
                  <Field label="Phone" value={contact.phone} />
                </dl>
              ) : (
                <Empty>No emergency contact yet.</Empty>
              )}
            </SectionCard>
          </div>
        ) : null}

        {full ? <ProfileDocuments userId={person.id} editable={editable} files={sections.file_documents} links={sections.link_documents} /> : null}
      </div>
    );
  },
});
