'use client';

import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useFieldArray, useFormContext } from '@/components/ui/form-hooks';
import type { Control, FieldValues } from 'react-hook-form';
import { FormDialog } from '@/components/kit/form-dialog';
import { useServerClock } from '@/components/shell/server-clock';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-time-field-lazy';
import { SelectField, TextareaField, TextField } from '@/components/ui/form-fields';
import { callEndpoint, endpointQuery, settingsListQuery } from '@/lib/client/endpoint';
import { namedItemApi, profileSectionApi, sharedListApi } from '@/lib/people/endpoints';
import {
  ACCOUNT_NUMBER_MAX,
  BANK_FIELD_MAX,
  CONTACT_NAME_MAX,
  EMPLOYEE_NUMBER_MAX,
  LIST_SECTION_MAX,
  NOTE_MAX,
  PERSON_NAME_MAX,
  PHONE_MAX,
  PLACE_MAX,
  RELATIONSHIP_MAX,
} from '@/lib/people/limits';
import { BLOOD_GROUPS, CURRENCIES, GENDER_LABELS, optionsOf, PAY_PERIOD_LABELS, WORK_FROM_HOME_LABELS } from '@/lib/people/lookups';
import type { BankInfo, EducationEntry, EmploymentInfo, FamilyMember, PersonalInfo, SalaryInfo, WorkFromHomeInfo } from '@/lib/people/schemas';
import type { NamedItem } from '@/lib/shared/schemas';
import { useOpenOnMount } from '@/components/kit/lazy-button';
import { EditTrigger } from './edit-trigger';

/**
 * The edit dialogs of employment info and note, work from home, salary, bank
 * and personal info, education and family. Each opens on the values the page
 * shows, validates with the section's form schema (the reference upstream
 * checks the same), keeps what was typed when the upstream refuses it, and
 * saves with the spec's edit text. Lists a dialog chooses from are read when
 * it opens, not with the profile.
 */

const forms = () => import('@/lib/people/forms');
const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const options = (items: readonly NamedItem[] | undefined) => (items ?? []).map((item) => ({ value: item.id, label: item.name }));

/** A section's Edit button opening its dialog, mounted only while open. */
function EditSection({ section, children }: { section: string; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(useOpenOnMount());
  return (
    <>
      <EditTrigger section={section} onClick={() => setOpen(true)} />
      {open ? children(() => setOpen(false)) : null}
    </>
  );
}
const closing = (close: () => void) => ({ open: true, onOpenChange: (next: boolean) => (next ? undefined : close()) });

// ── Employment info and note ──────────────────────────────────────────────

export function EditEmploymentButton({ userId, employment }: { userId: number; employment: EmploymentInfo }) {
  return <EditSection section="employment info">{(close) => <EmploymentDialog userId={userId} employment={employment} close={close} />}</EditSection>;
}

function EmploymentDialog({ userId, employment, close }: { userId: number; employment: EmploymentInfo; close: () => void }) {
  const departments = useQuery(settingsListQuery(endpointQuery(namedItemApi.departments.list)));
  const designations = useQuery(settingsListQuery(endpointQuery(namedItemApi.designations.list)));
  const types = useQuery(settingsListQuery(endpointQuery(namedItemApi['employment-types'].list)));
  return (
    <FormDialog
      title="Edit employment info"
      {...closing(close)}
      needs={[departments, designations, types]}
      schema={() => forms().then((module) => module.employmentInfoSchema)}
      defaultValues={{
        department_id: text(employment.department_id),
        designation_id: text(employment.designation_id),
        employment_type_id: text(employment.employment_type_id),
        joining_date: text(employment.joining_date),
        probation_end_date: text(employment.probation_end_date),
        employee_number: text(employment.employee_number),
        work_location: text(employment.work_location),
      }}
      submitLabel="Save"
      success="edit"
      width={640}
      save={(values) => callEndpoint(profileSectionApi.saveEmployment, { params: { user_id: userId }, json: values })}
    >
      {() => (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField name="department_id" label="Department" placeholder="No department" options={options(departments.data?.data)} />
          <SelectField name="designation_id" label="Designation" placeholder="No designation" options={options(designations.data?.data)} />
          <SelectField name="employment_type_id" label="Employment type" placeholder="No employment type" options={options(types.data?.data)} />
          <TextField name="employee_number" label="Employee number" hint="Optional" autoComplete="off" limit={EMPLOYEE_NUMBER_MAX} />
          <DateField name="joining_date" label="Joining date" hint="Optional" />
          <DateField name="probation_end_date" label="Probation ends" hint="Optional" />
          <TextField name="work_location" label="Work location" hint="Optional" autoComplete="off" limit={PLACE_MAX} className="sm:col-span-2" />
        </div>
      )}
    </FormDialog>
  );
}

export function EditNoteButton({ userId, note }: { userId: number; note: string | null }) {
  return (
    <EditSection section="note">
      {(close) => (
        <FormDialog
          title="Edit note"
          description="Seen by the people who may view employees, never by colleagues."
          {...closing(close)}
          schema={() => forms().then((module) => module.employmentNoteSchema)}
          defaultValues={{ note: text(note) }}
          submitLabel="Save"
          success="edit"
          save={(values) => callEndpoint(profileSectionApi.saveNote, { params: { user_id: userId }, json: values })}
        >
          {() => <TextareaField name="note" label="Note" rows={5} limit={NOTE_MAX} />}
        </FormDialog>
      )}
    </EditSection>
  );
}

// ── Work from home ────────────────────────────────────────────────────────

export function EditWorkFromHomeButton({ userId, info }: { userId: number; info: WorkFromHomeInfo }) {
  return (
    <EditSection section="work from home">
      {(close) => (
        <FormDialog
          title="Edit work from home"
          {...closing(close)}
          schema={() => forms().then((module) => module.workFromHomeSchema)}
          defaultValues={{
            is_allow_remote_work: String(info.is_allow_remote_work) as '0' | '1' | '2',
            remote_work_date_start: text(info.remote_work_date_start),
            remote_work_date_end: text(info.remote_work_date_end),
          }}
          submitLabel="Save"
          success="edit"
          save={(values) => callEndpoint(profileSectionApi.saveWorkFromHome, { params: { user_id: userId }, json: values })}
        >
          {(form) => (
            <>
              <SelectField
                name="is_allow_remote_work"
                label="Allowed to work from home"
                hint="Yes: within a period; Always: with no end."
                options={optionsOf(WORK_FROM_HOME_LABELS)}
              />
              {form.watch('is_allow_remote_work') === '1' ? (
                <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                  <DateField name="remote_work_date_start" label="From" />
                  <DateField name="remote_work_date_end" label="Until" />
                </div>
              ) : null}
            </>
          )}
        </FormDialog>
      )}
    </EditSection>
  );
}

// ── Salary ────────────────────────────────────────────────────────────────

export function EditSalaryButton({ userId, salary }: { userId: number; salary: SalaryInfo | null }) {
  return <EditSection section="salary">{(close) => <SalaryDialog userId={userId} salary={salary} close={close} />}</EditSection>;
}

/** A new salary applies from today (the tenant's) unless another date is chosen. */
function SalaryDialog({ userId, salary, close }: { userId: number; salary: SalaryInfo | null; close: () => void }) {
  const today = useServerClock().wallTime().slice(0, 10);
  return (
        <FormDialog
          title="Edit salary"
          description="Each salary saved is kept in the salary history."
          {...closing(close)}
          schema={() => forms().then((module) => module.salarySchema)}
          defaultValues={{ amount: text(salary?.amount), currency: salary?.currency ?? 'EUR', pay_period: salary?.pay_period ?? 'monthly', effective_date: today }}
          submitLabel="Save"
          success="edit"
          save={(values) => callEndpoint(profileSectionApi.saveSalary, { params: { user_id: userId }, json: values })}
        >
          {() => (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <TextField name="amount" label="Amount" inputMode="decimal" autoComplete="off" hint="Up to 10 digits and 2 decimals" className="sm:col-span-2" />
              <SelectField name="currency" label="Currency" options={CURRENCIES.map((code) => ({ value: code, label: code }))} />
              <SelectField name="pay_period" label="Paid" options={optionsOf(PAY_PERIOD_LABELS)} />
              <DateField name="effective_date" label="Effective from" className="sm:col-span-2" />
            </div>
          )}
        </FormDialog>
  );
}

// ── Bank and personal info ────────────────────────────────────────────────

export function EditBankButton({ userId, bank }: { userId: number; bank: BankInfo | null }) {
  return (
    <EditSection section="bank info">
      {(close) => (
        <FormDialog
          title="Edit bank info"
          {...closing(close)}
          schema={() => forms().then((module) => module.bankInfoSchema)}
          defaultValues={{
            account_holder: text(bank?.account_holder),
            bank_name: text(bank?.bank_name),
            account_number: text(bank?.account_number),
            swift_code: text(bank?.swift_code),
            branch: text(bank?.branch),
          }}
          submitLabel="Save"
          success="edit"
          width={640}
          save={(values) => callEndpoint(profileSectionApi.saveBank, { params: { user_id: userId }, json: values })}
        >
          {() => (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <TextField name="account_holder" label="Account holder" autoComplete="off" limit={BANK_FIELD_MAX} />
              <TextField name="bank_name" label="Bank" autoComplete="off" limit={BANK_FIELD_MAX} />
              <TextField name="account_number" label="Account number or IBAN" autoComplete="off" limit={ACCOUNT_NUMBER_MAX} className="sm:col-span-2" />
              <TextField name="swift_code" label="SWIFT/BIC" hint="Optional" autoComplete="off" maxLength={11} />
              <TextField name="branch" label="Branch" hint="Optional" autoComplete="off" limit={BANK_FIELD_MAX} />
            </div>
          )}
        </FormDialog>
      )}
    </EditSection>
  );
}

export function EditPersonalButton({ userId, personal }: { userId: number; personal: PersonalInfo }) {
  return <EditSection section="personal info">{(close) => <PersonalDialog userId={userId} personal={personal} close={close} />}</EditSection>;
}

function PersonalDialog({ userId, personal, close }: { userId: number; personal: PersonalInfo; close: () => void }) {
  // Shared lists nobody edits: read once.
  const countries = useQuery({ ...endpointQuery(sharedListApi.countries), staleTime: Infinity });
  const religions = useQuery({ ...endpointQuery(sharedListApi.religions), staleTime: Infinity });
  const statuses = useQuery({ ...endpointQuery(sharedListApi.maritalStatuses), staleTime: Infinity });
  return (
    <FormDialog
      title="Edit personal info"
      {...closing(close)}
      needs={[countries, religions, statuses]}
      schema={() => forms().then((module) => module.personalInfoSchema)}
      defaultValues={{
        first_name: personal.first_name,
        last_name: personal.last_name,
        gender: text(personal.gender),
        date_of_birth: text(personal.date_of_birth),
        blood_group: text(personal.blood_group),
        marital_status_id: text(personal.marital_status_id),
        religion_id: text(personal.religion_id),
        nationality_id: text(personal.nationality_id),
        phone: text(personal.phone),
      }}
      submitLabel="Save"
      success="edit"
      width={640}
      save={(values) => callEndpoint(profileSectionApi.savePersonal, { params: { user_id: userId }, json: values })}
    >
      {() => (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField name="first_name" label="First name" autoComplete="off" limit={PERSON_NAME_MAX} />
          <TextField name="last_name" label="Last name" autoComplete="off" limit={PERSON_NAME_MAX} />
          <SelectField name="gender" label="Gender" placeholder="Not given" options={optionsOf(GENDER_LABELS)} />
          <DateField name="date_of_birth" label="Date of birth" hint="Optional" />
          <SelectField name="blood_group" label="Blood group" placeholder="Not given" options={BLOOD_GROUPS.map((group) => ({ value: group, label: group }))} />
          <SelectField name="marital_status_id" label="Marital status" placeholder="Not given" options={options(statuses.data?.data)} />
          <SelectField name="religion_id" label="Religion" placeholder="Not given" options={options(religions.data?.data)} />
          <SelectField name="nationality_id" label="Nationality" placeholder="Not given" options={options(countries.data?.data)} />
          <TextField name="phone" label="Phone" type="tel" hint="Optional" autoComplete="off" limit={PHONE_MAX} className="sm:col-span-2" />
        </div>
      )}
    </FormDialog>
  );
}

// ── Education and family: lists, each entry on its own ──────────────────────

/** The entries of a list field, each with its fields and a Remove button, and an Add button up to the limit. */
function EntryList({
  control,
  name,
  noun,
  blank,
  children,
}: {
  control: Control<FieldValues>;
  name: string;
  noun: string;
  blank: Record<string, string>;
  children: (prefix: string) => ReactNode;
}) {
  const { fields } = useFieldArray({ control, name });
  // Through the form's value rather than append/remove, which would validate the whole list at once
  // and greet a blank new entry with errors before anything was typed.
  const { getValues, setValue } = useFormContext();
  const entries = () => (getValues(name) as Record<string, string>[] | undefined) ?? [];
  const append = (entry: Record<string, string>) => setValue(name, [...entries(), entry]);
  const remove = (index: number) => setValue(name, entries().filter((_, at) => at !== index));
  return (
    <div className="flex flex-col gap-4">
      {fields.length === 0 ? <p className="text-sm text-slate-500">No {noun} entries. Add one, or save to keep none.</p> : null}
      {fields.map((field, index) => (
        <fieldset key={field.id} className="rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-slate-700">
            {noun[0]!.toUpperCase() + noun.slice(1)} {index + 1}
          </legend>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">{children(`${name}.${index}`)}</div>
          <div className="mt-2 flex justify-end">
            <Button variant="dangerGhost" onClick={() => remove(index)} aria-label={`Remove ${noun} ${index + 1}`}>
              Remove
            </Button>
          </div>
        </fieldset>
      ))}
      {fields.length < LIST_SECTION_MAX ? (
        <Button variant="secondary" className="self-start" onClick={() => append(blank)}>
          Add {noun}
        </Button>
      ) : null}
    </div>
  );
}

const EDUCATION_BLANK = { degree: '', institution: '', field_of_study: '', start_year: '', end_year: '' };

export function EditEducationButton({ userId, education }: { userId: number; education: EducationEntry[] }) {
  return (
    <EditSection section="education">
      {(close) => (
        <FormDialog
          title="Edit education"
          {...closing(close)}
          schema={() => forms().then((module) => module.educationSchema)}
          defaultValues={{
            education: education.map((entry) => ({
              degree: entry.degree,
              institution: entry.institution,
              field_of_study: text(entry.field_of_study),
              start_year: text(entry.start_year),
              end_year: text(entry.end_year),
            })),
          }}
          submitLabel="Save"
          success="edit"
          width={640}
          save={(values) => callEndpoint(profileSectionApi.saveEducation, { params: { user_id: userId }, json: values })}
        >
          {(form) => (
            <EntryList control={form.control as unknown as Control<FieldValues>} name="education" noun="education" blank={EDUCATION_BLANK}>
              {(prefix) => (
                <>
                  <TextField name={`${prefix}.degree`} label="Degree" autoComplete="off" limit={PLACE_MAX} />
                  <TextField name={`${prefix}.institution`} label="Institution" autoComplete="off" limit={PLACE_MAX} />
                  <TextField name={`${prefix}.field_of_study`} label="Field of study" hint="Optional" autoComplete="off" limit={PLACE_MAX} className="sm:col-span-2" />
                  <TextField name={`${prefix}.start_year`} label="From (year)" inputMode="numeric" autoComplete="off" maxLength={4} />
                  <TextField name={`${prefix}.end_year`} label="Until (year)" inputMode="numeric" autoComplete="off" maxLength={4} />
                </>
              )}
            </EntryList>
          )}
        </FormDialog>
      )}
    </EditSection>
  );
}

const FAMILY_BLANK = { name: '', relationship: '', date_of_birth: '', phone: '' };

export function EditFamilyButton({ userId, family }: { userId: number; family: FamilyMember[] }) {
  return (
    <EditSection section="family info">
      {(close) => (
        <FormDialog
          title="Edit family info"
          {...closing(close)}
          schema={() => forms().then((module) => module.familyInfoSchema)}
          defaultValues={{
            family: family.map((member) => ({ name: member.name, relationship: member.relationship, date_of_birth: text(member.date_of_birth), phone: text(member.phone) })),
          }}
          submitLabel="Save"
          success="edit"
          width={640}
          save={(values) => callEndpoint(profileSectionApi.saveFamily, { params: { user_id: userId }, json: values })}
        >
          {(form) => (
            <EntryList control={form.control as unknown as Control<FieldValues>} name="family" noun="family member" blank={FAMILY_BLANK}>
              {(prefix) => (
                <>
                  <TextField name={`${prefix}.name`} label="Name" autoComplete="off" limit={CONTACT_NAME_MAX} />
                  <TextField name={`${prefix}.relationship`} label="Relationship" autoComplete="off" limit={RELATIONSHIP_MAX} />
                  <DateField name={`${prefix}.date_of_birth`} label="Date of birth" hint="Optional" />
                  <TextField name={`${prefix}.phone`} label="Phone" type="tel" hint="Optional" autoComplete="off" limit={PHONE_MAX} />
                </>
              )}
            </EntryList>
          )}
        </FormDialog>
      )}
    </EditSection>
  );
}
