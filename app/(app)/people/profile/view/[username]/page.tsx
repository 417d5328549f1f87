import { Suspense, type ReactNode } from 'react';
import { entitlementText } from '@/components/leave/application/leave-bits';
import { seesAllLeave } from '@/lib/leave/access';
import { IntentLink } from '@/components/ui/intent-link';
import { SectionCard } from '@/components/kit/section-card';
import { ChangeAvatarButton } from '@/components/people/change-avatar-button';
import { ProfileActions } from '@/components/people/profile-actions';
import { ProfileDocuments } from '@/components/people/profile-document-list';
import {
  EditBankButton,
  EditEducationButton,
  EditEmploymentButton,
  EditFamilyButton,
  EditNoteButton,
  EditPersonalButton,
  EditSalaryButton,
  EditWorkFromHomeButton,
} from '@/components/people/profile-section-forms';
import { AddHolidaysButton, EditLeaveButton, RemoveHolidayButton } from '@/components/people/profile-leave';
import { EditAddressButton, EditBioButton, EditEmergencyContactButton } from '@/components/people/profile-sections';
import { StatusBadge } from '@/components/people/employee-directory';
import { Avatar } from '@/components/ui/avatar';
import { definePage, pageMetadata } from '@/lib/page';
import type { Permission } from '@/lib/auth/permissions';
import { getProfileSections, type ProfileSectionResults } from '@/lib/people/api';
import { profileApi } from '@/lib/people/endpoints';
import { holidayYears, known, PROFILE_SECTION_TEXTS, profileSectionsToLoad, seesNote as readsNote, type ProfileSectionKey } from '@/lib/people/profile-section-plan';
import { formatDate } from '@/lib/date-time/format';
import { GENDER_LABELS, PAY_PERIOD_LABELS, WORK_FROM_HOME_LABELS } from '@/lib/people/lookups';
import { profileInView, type ProfilePerson } from '@/lib/people/profile';
import type { ProfileCan, SalaryInfo } from '@/lib/people/schemas';
import { routeHref } from '@/lib/routes';
import { serverCall } from '@/lib/upstream/server';
import { ScrollRegion } from '@/components/kit/scroll-region';

export const metadata = pageMetadata('/people/profile/view/[username]');

function Empty({ children }: { children: string }) {
  return <p className="text-sm text-slate-500">{children}</p>;
}

/** In a section's card when its call was refused or failed: the rest of the profile still shows. */
function Failed({ text = PROFILE_SECTION_TEXTS.failed, className = '' }: { text?: string; className?: string }) {
  return <p className={`text-sm text-slate-500 ${className}`}>{text}</p>;
}

/** A section's body: could not be loaded (undefined), its empty state (null or no entries), or the section. */
function SectionBody<T>({ value, empty, children }: { value: T | null | undefined; empty: string; children: (value: NonNullable<T>) => ReactNode }) {
  if (value === undefined) return <Failed />;
  if (value === null || (Array.isArray(value) && value.length === 0)) return <Empty>{empty}</Empty>;
  return <>{children(value as NonNullable<T>)}</>;
}

/** A label and its value; `wide` takes the whole row on phones (an e-mail, an address line). */
function Field({ label, value, wide = false }: { label: string; value: string | null | undefined; wide?: boolean }) {
  return (
    <div className={`min-w-0 ${wide ? 'col-span-2 sm:col-span-1' : ''}`}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-slate-900">{value || '—'}</dd>
    </div>
  );
}

/** An amount in its currency, with 2 decimals ("€4,250.00"). */
const money = ({ amount, currency }: Pick<SalaryInfo, 'amount' | 'currency'>) =>
  new Intl.NumberFormat('en', { style: 'currency', currency, minimumFractionDigits: 2 }).format(Number(amount));

/**
 * A person's profile (any signed-in user). The upstream decides what the
 * viewer sees: their own profile or, with view_employee, anyone's in full;
 * otherwise the public part of an active colleague. The header carries the
 * actions the viewer may take.
 *
 * Two rounds of upstream calls: the view (with the permission check), then,
 * since they need the person's id, every section GET the viewer may read, all
 * at once (lib/people/api.ts). The header is sent at once and the sections
 * stream in behind a Suspense boundary; a section whose call fails says so in
 * its own card. A colleague reads no section: the view carries the public part.
 */
export default definePage('/people/profile/view/[username]', {
  load: ({ params }) => ({ profile: serverCall(profileApi.view, { params: { username: params.username } }) }),
  render: ({ profile }, { gate, can: holds, params }) => {
    const { person, can } = profileInView(profile, { id: gate.auth.author.id, permissions: gate.permissions }, params.username);
    const editable = can.edit && person.status !== 'discharged';
    const dateFormat = gate.auth.settings.date_format;
    const date = (value: string | null) => (value ? formatDate(value, dateFormat) : null);
    const full = person.visibility === 'full';
    const viewer = { isOwn: person.is_own, holds };
    const keys = profileSectionsToLoad(viewer);
    const cards = { person, can, holds, dateFormat, seesNote: readsNote(viewer) };
    return (
      <div className="mx-auto flex max-w-5xl flex-col gap-4 px-3 py-6 sm:px-6">
        <header className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:p-6">
          <div className="flex shrink-0 flex-col items-center gap-2">
            <Avatar src={person.avatar} name={person.name} size={88} />
            {editable ? <ChangeAvatarButton userId={person.id} name={person.name} /> : null}
          </div>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="min-w-0 text-2xl font-semibold text-slate-900 [overflow-wrap:anywhere]">{person.name}</h1>
              {full && person.status ? <StatusBadge status={person.status} /> : null}
            </div>
            {/* Not in the answer (the spec names neither): left out rather than said to be none. */}
            {person.designation_name === undefined ? null : <p className="text-slate-700">{person.designation_name ?? 'No designation'}</p>}
            {person.department_name === undefined ? null : <p className="text-sm text-slate-500">{person.department_name ?? 'No department'}</p>}
            {person.is_own && person.is_profile_private ? <p className="mt-1 text-xs text-slate-500">Your profile is private: colleagues see your name, designation and department only.</p> : null}
          </div>
          <ProfileActions person={person} can={can} />
        </header>

        {person.is_discharge_applied && full ? (
          <section aria-label="Discharge" className="rounded-xl bg-error/10 p-4 text-sm text-red-900 ring-1 ring-error/30">
            <p className="font-semibold">Discharged{person.discharged_date ? ` on ${date(person.discharged_date)}` : ''}</p>
            {person.discharged_reason ? <p className="mt-1">{person.discharged_reason}</p> : null}
            {holds('view_archived_employee') ? (
              <IntentLink href={routeHref('/time/[user_id]', { user_id: person.id })} className="mt-2 inline-block font-medium underline underline-offset-2">
                Attendance history
              </IntentLink>
            ) : null}
          </section>
        ) : null}

        {keys.length ? (
          <Suspense fallback={<ProfileSectionsSkeleton />}>
            <LoadedProfileSections keys={keys} years={holidayYears(gate.auth.app.server_time)} {...cards} />
          </Suspense>
        ) : (
          <ProfileSectionCards sections={{}} {...cards} />
        )}
      </div>
    );
  },
});

interface CardsProps {
  person: ProfilePerson;
  can: ProfileCan;
  holds: (permission: Permission) => boolean;
  dateFormat: string;
  /** The Note card is HR's (view_employee); its text comes with the employment section. */
  seesNote: boolean;
}

/** Round 2: the sections the viewer may read, then their cards. */
async function LoadedProfileSections({ keys, years, ...cards }: CardsProps & { keys: readonly ProfileSectionKey[]; years: [number, number] }) {
  return <ProfileSectionCards sections={await getProfileSections(cards.person.id, keys, years)} {...cards} />;
}

/** The profile's section cards, each from its own section's answer (the bio from the view's). */
function ProfileSectionCards({ person, can, holds, dateFormat, seesNote, sections }: CardsProps & { sections: ProfileSectionResults }) {
  const editable = can.edit && person.status !== 'discharged';
  const hrEditable = can.edit_employment && person.status !== 'discharged';
  const date = (value: string | null) => (value ? formatDate(value, dateFormat) : null);
  const full = person.visibility === 'full';
  const employment = known(sections.employment);
  const note = employment?.note;
  const { bio } = person;
  const remote = known(sections.workFromHome);
  const salary = known(sections.salary);
  const salaryHistory = known(sections.salaryHistory);
  const bank = known(sections.bank);
  const personal = known(sections.personal);
  const address = known(sections.address);
  const contact = known(sections.emergencyContact);
  const education = known(sections.education);
  const family = known(sections.family);
  const leave = known(sections.leave);
  const holidays = known(sections.holidays);
  return (
    <>
      <SectionCard title={full ? 'Employment info' : 'About'} actions={hrEditable && employment ? <EditEmploymentButton userId={person.id} employment={employment} /> : null}>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-3">
          <Field label="Designation" value={person.designation_name} />
          <Field label="Department" value={person.department_name} />
          {person.email ? <Field label="Email" value={person.email} wide /> : null}
          {person.joining_date ? <Field label="Joining date" value={date(person.joining_date)} /> : null}
          {full ? (
            <>
              <Field label="Employment type" value={person.employment_type_name} />
              <Field label="Role" value={person.role_name} />
              <Field label="Employee number" value={employment?.employee_number} />
              <Field label="Work location" value={employment?.work_location} />
              <Field label="Probation ends" value={date(employment?.probation_end_date ?? null)} />
            </>
          ) : null}
        </dl>
        {full && !employment ? <Failed className="mt-3" /> : null}
      </SectionCard>

      <SectionCard title="Bio" actions={editable && bio !== undefined ? <EditBioButton userId={person.id} bio={bio} /> : null}>
        {bio === undefined ? (
          <Failed />
        ) : bio ? (
          <p className="whitespace-pre-line text-sm text-slate-800">{bio}</p>
        ) : (
          <Empty>{person.is_own ? 'Tell colleagues a little about yourself.' : person.is_profile_private && !full ? 'This profile is private.' : 'No bio yet.'}</Empty>
        )}
      </SectionCard>

      {full ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <SectionCard title="Personal info" actions={editable && personal ? <EditPersonalButton userId={person.id} personal={personal} /> : null}>
            {personal ? (
              <dl className="grid grid-cols-2 gap-4">
                <Field label="Name" value={`${personal.first_name} ${personal.last_name}`} />
                <Field label="Gender" value={personal.gender ? GENDER_LABELS[personal.gender] : null} />
                <Field label="Date of birth" value={date(personal.date_of_birth)} />
                <Field label="Blood group" value={personal.blood_group} />
                <Field label="Marital status" value={personal.marital_status_name} />
                <Field label="Religion" value={personal.religion_name} />
                <Field label="Nationality" value={personal.nationality_name} />
                <Field label="Phone" value={personal.phone} />
              </dl>
            ) : (
              <Failed />
            )}
          </SectionCard>
          <SectionCard title="Work from home" actions={hrEditable && remote ? <EditWorkFromHomeButton userId={person.id} info={remote} /> : null}>
            {remote ? (
              <dl className="grid grid-cols-2 gap-4">
                <Field label="Allowed" value={WORK_FROM_HOME_LABELS[String(remote.is_allow_remote_work) as '0' | '1' | '2']} />
                {remote.is_allow_remote_work === 1 ? <Field label="Period" value={`${date(remote.remote_work_date_start)} – ${date(remote.remote_work_date_end)}`} wide /> : null}
              </dl>
            ) : (
              <Failed />
            )}
          </SectionCard>
          <SectionCard title="Salary" actions={hrEditable && salary !== undefined ? <EditSalaryButton userId={person.id} salary={salary} /> : null}>
            {salary === undefined ? (
              <Failed />
            ) : salary ? (
              <div className="flex flex-col gap-4">
                <p className="text-sm text-slate-700">
                  <span className="text-xl font-semibold text-slate-900">{money(salary)}</span> {PAY_PERIOD_LABELS[salary.pay_period]}, from <span className="whitespace-nowrap">{date(salary.effective_date)}</span>
                </p>
                {!salaryHistory ? (
                  <Failed text={PROFILE_SECTION_TEXTS.salaryHistoryFailed} />
                ) : salaryHistory.length > 1 ? (
                  <table className="w-full text-left text-sm">
                    <caption className="mb-1 text-left text-xs font-medium uppercase tracking-wide text-slate-500">Salary history</caption>
                    <thead className="sr-only">
                      <tr>
                        <th scope="col">From</th>
                        <th scope="col">Amount</th>
                        <th scope="col">Saved by</th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-slate-100">
                      {salaryHistory.map((row) => (
                        <tr key={row.id}>
                          <td className="whitespace-nowrap py-1.5 pr-2 align-top text-slate-600">{date(row.effective_date)}</td>
                          <td className="py-1.5 pr-2 align-top font-medium text-slate-900">
                            {money(row)} <span className="font-normal text-slate-500">{PAY_PERIOD_LABELS[row.pay_period]}</span>
                          </td>
                          <td className="py-1.5 text-right align-top text-slate-500">
                            {/* A row from before the history was kept (the seed's, an import) or whose saver was deleted. */}
                            {row.changed_by ?? (
                              <>
                                <span aria-hidden>—</span>
                                <span className="sr-only">Not recorded</span>
                              </>
                            )}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ) : null}
              </div>
            ) : (
              <Empty>No salary yet.</Empty>
            )}
          </SectionCard>
          <SectionCard title="Bank info" actions={editable && bank !== undefined ? <EditBankButton userId={person.id} bank={bank} /> : null}>
            <SectionBody value={bank} empty="No bank info yet.">
              {(bank) => (
                <dl className="grid grid-cols-2 gap-4">
                  <Field label="Account holder" value={bank.account_holder} />
                  <Field label="Bank" value={bank.bank_name} />
                  <Field label="Account number" value={bank.account_number} wide />
                  <Field label="SWIFT/BIC" value={bank.swift_code} />
                  {bank.branch ? <Field label="Branch" value={bank.branch} /> : null}
                </dl>
              )}
            </SectionBody>
          </SectionCard>
          <SectionCard title="Address" actions={editable && address !== undefined ? <EditAddressButton userId={person.id} address={address} /> : null}>
            <SectionBody value={address} empty="No address yet.">
              {(address) => (
                <dl className="grid grid-cols-2 gap-4">
                  <Field label="Address" value={[address.address_line_1, address.address_line_2].filter(Boolean).join(', ')} wide />
                  <Field label="City" value={address.city} />
                  <Field label="State or region" value={address.state} />
                  <Field label="Postal code" value={address.postal_code} />
                  <Field label="Country" value={address.country_name} />
                </dl>
              )}
            </SectionBody>
          </SectionCard>
          <SectionCard title="Emergency contact" actions={editable && contact !== undefined ? <EditEmergencyContactButton userId={person.id} contact={contact} /> : null}>
            <SectionBody value={contact} empty="No emergency contact yet.">
              {(contact) => (
                <dl className="grid grid-cols-2 gap-4">
                  <Field label="Name" value={contact.name} />
                  <Field label="Relationship" value={contact.relationship} />
                  <Field label="Phone" value={contact.phone} />
                </dl>
              )}
            </SectionBody>
          </SectionCard>
          <SectionCard title="Education" actions={editable && education ? <EditEducationButton userId={person.id} education={education} /> : null}>
            <SectionBody value={education} empty="No education yet.">
              {(education) => (
                <ul className="flex flex-col gap-3">
                  {education.map((entry, index) => (
                    <li key={index} className="text-sm">
                      <p className="font-medium text-slate-900">
                        {entry.degree}
                        {entry.field_of_study ? `, ${entry.field_of_study}` : ''}
                      </p>
                      <p className="text-slate-600">
                        {entry.institution}
                        {entry.start_year || entry.end_year ? ` · ${[entry.start_year, entry.end_year].filter(Boolean).join('–')}` : ''}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </SectionBody>
          </SectionCard>
          <SectionCard title="Family info" actions={editable && family ? <EditFamilyButton userId={person.id} family={family} /> : null}>
            <SectionBody value={family} empty="No family members yet.">
              {(family) => (
                <ul className="flex flex-col gap-3">
                  {family.map((member, index) => (
                    <li key={index} className="text-sm">
                      <p className="font-medium text-slate-900">
                        {member.name} <span className="font-normal text-slate-500">· {member.relationship}</span>
                      </p>
                      {member.date_of_birth || member.phone ? (
                        <p className="text-slate-600">{[member.date_of_birth ? `Born ${date(member.date_of_birth)}` : null, member.phone].filter(Boolean).join(' · ')}</p>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </SectionBody>
          </SectionCard>
          <SectionCard title="Leave policy and review" actions={hrEditable && leave ? <EditLeaveButton userId={person.id} leave={leave} /> : null}>
            {leave ? (
              <dl className="grid grid-cols-2 gap-4">
                <Field label="Leave policy" value={leave.leave_policy?.name ?? 'None'} />
                <Field
                  label="Review process"
                  value={leave.leave_review ? `${leave.leave_review.name} (${leave.leave_review.review_condition === 1 ? 'Anyone' : 'Everyone'} approves)` : 'None'}
                />
                {leave.leave_types.length ? (
                  <div className="col-span-2">
                    <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Leave types in the policy</dt>
                    <dd className="mt-1 flex flex-wrap gap-1.5">
                      {leave.leave_types.map((type) => (
                        <span key={type.id} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">
                          {type.name}: {entitlementText(type.days)}
                        </span>
                      ))}
                    </dd>
                  </div>
                ) : null}
              </dl>
            ) : (
              <Failed />
            )}
            {(person.is_own ? holds('view_leave_application') : seesAllLeave(holds)) ? (
              <IntentLink
                href={person.is_own ? routeHref('/leaves/self') : routeHref('/leaves/[user_id]', { user_id: person.id })}
                className="mt-4 inline-block text-sm font-medium text-primary hover:underline"
              >
                {person.is_own ? 'My leave and balances' : `${person.name}’s leave and balances`}
              </IntentLink>
            ) : null}
          </SectionCard>
          <SectionCard title="Holidays" actions={hrEditable ? <AddHolidaysButton userId={person.id} /> : null}>
            {!holidays ? (
              <Failed />
            ) : holidays.length ? (
              <ScrollRegion label="List of holidays" className="max-h-80 overflow-y-auto">
              <ul className="flex flex-col divide-y divide-slate-100">
                {holidays.map((holiday) => (
                  <li key={holiday.id} className="flex min-h-10 items-center justify-between gap-2 py-1.5 text-sm">
                    <span className="min-w-0">
                      <span className="font-medium text-slate-900">{holiday.name}</span>{' '}
                      <span className="text-slate-500">
                        {date(holiday.start_date)}
                        {holiday.end_date !== holiday.start_date ? ` – ${date(holiday.end_date)}` : ''}
                        {holiday.for_everyone ? '' : ' · chosen'}
                      </span>
                    </span>
                    {hrEditable && !holiday.for_everyone ? <RemoveHolidayButton userId={person.id} holiday={holiday} /> : null}
                  </li>
                ))}
              </ul>
              </ScrollRegion>
            ) : (
              <Empty>No holidays this year or next.</Empty>
            )}
          </SectionCard>
        </div>
      ) : null}

      {full && seesNote ? (
        <SectionCard title="Note" actions={hrEditable && note !== undefined ? <EditNoteButton userId={person.id} note={note} /> : null}>
          {note === undefined ? <Failed /> : note ? <p className="whitespace-pre-line text-sm text-slate-800">{note}</p> : <Empty>No note yet.</Empty>}
        </SectionCard>
      ) : null}

      {full ? <ProfileDocuments userId={person.id} editable={editable} files={known(sections.fileDocuments)} links={known(sections.linkDocuments)} /> : null}
    </>
  );
}

/** Where the section cards will be while their calls are on the way. */
function ProfileSectionsSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Loading the profile…</span>
      {[0, 1, 2].map((card) => (
        <div key={card} aria-hidden className="animate-pulse rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <div className="mb-4 h-5 w-40 rounded bg-slate-200" />
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-3">
            {[0, 1, 2].map((field) => (
              <div key={field} className="flex flex-col gap-1.5">
                <div className="h-3 w-20 rounded bg-slate-200" />
                <div className="h-4 w-32 max-w-full rounded bg-slate-200" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
