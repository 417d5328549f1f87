'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useFormContext } from '@/components/ui/form-hooks';
import { SectionCard } from '@/components/kit/section-card';
import { ReportProgress } from '@/components/reports/report-progress';
import { useReportFile } from '@/components/reports/use-report-file';
import { useDialogs } from '@/components/shell/dialogs';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-time-field-lazy';
import { Form } from '@/components/ui/form';
import { SelectField } from '@/components/ui/form-fields';
import { callEndpoint } from '@/lib/client/endpoint';
import { employeeChoicesApi } from '@/lib/goals/endpoints';
import { EMPLOYEE_STATUS_LABELS } from '@/lib/people/directory';
import { LEAVE_STATUS_LABELS } from '@/lib/leave/status';
import type { EmployeeDetailsFormInput, LeaveReportFormInput, TimesheetFormInput } from '@/lib/reports/forms';
import { reportApi } from '@/lib/reports/endpoints';
import { LEAVE_REPORT_STATUSES, REPORT_FORMAT_LABELS, REPORT_FORMATS, REPORT_KINDS, REPORT_STATUSES, type ReportKind } from '@/lib/reports/reports';
import type { NamedItem, Person } from '@/lib/shared/schemas';
import { endpointKey } from '@/lib/upstream/define';

/**
 * One report on /reports: its filters (period, department, status, chosen
 * people), CSV or XLSX, and Generate, which shows the spec's progress and
 * saves the file once it has arrived. Filter errors stay on the form with what
 * was chosen; any other failure is the 'Unsuccessful' dialog.
 */

const REPORTS = {
  'employee-details': {
    ...REPORT_KINDS['employee-details'],
    endpoint: reportApi.employeeDetails,
    schema: () => import('@/lib/reports/forms').then((module) => module.employeeDetailsFormSchema),
    period: { from: 'Joined from', to: 'Joined until', hint: 'Optional: people who joined in this period' },
  },
  timesheet: {
    ...REPORT_KINDS.timesheet,
    endpoint: reportApi.timesheet,
    schema: () => import('@/lib/reports/forms').then((module) => module.timesheetFormSchema),
    period: { from: 'From', to: 'To', hint: `Up to three months` },
  },
  leave: {
    ...REPORT_KINDS.leave,
    endpoint: reportApi.leave,
    schema: () => import('@/lib/reports/forms').then((module) => module.leaveReportFormSchema),
    period: { from: 'From', to: 'To', hint: 'Optional: applications with days in this period' },
  },
} as const;

export type ReportValues = EmployeeDetailsFormInput | TimesheetFormInput | LeaveReportFormInput;
type Values = ReportValues;

// The people list loads when "Only some people" is opened, not with the page.
const PeoplePicker = dynamic(() => import('@/components/kit/people-picker').then((module) => module.PeoplePicker), {
  ssr: false,
  loading: () => <p className="text-sm text-slate-500">Loading people…</p>,
});

export function ReportForm({ kind, departments, defaultValues, focusFirst = false }: { kind: ReportKind; departments: readonly NamedItem[]; defaultValues: Values; focusFirst?: boolean }) {
  const report = REPORTS[kind];
  const file = useReportFile();
  const dialogs = useDialogs();
  // Opened from its card: the first field takes the focus the Set up button had.
  useEffect(() => {
    if (focusFirst) document.querySelector<HTMLElement>(`form[aria-label="${report.title} report"] input:not([type=hidden]), form[aria-label="${report.title} report"] select`)?.focus();
  }, [focusFirst, report.title]);

  return (
    <SectionCard title={report.title} description={report.description}>
      <Form
        schema={report.schema}
        defaultValues={defaultValues}
        aria-label={`${report.title} report`}
        className="flex flex-col gap-4"
        onSubmit={async (values) => {
          const { reportQueryOf } = await import('@/lib/reports/forms');
          const result = await file.run(() => callEndpoint(report.endpoint, { query: reportQueryOf(values) }));
          if (result.ok || result.error.kind === 'form') return result;
          void dialogs.failure(result.error);
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField name="from" label={report.period.from} hint={report.period.hint} />
          <DateField name="to" label={report.period.to} />
          <SelectField name="department_id" label="Department" placeholder="All departments" options={departments.map((item) => ({ value: item.id, label: item.name }))} />
          <SelectField
            name="status"
            label="Status"
            placeholder="Everyone employed"
            options={REPORT_STATUSES.map((status) => ({ value: status, label: EMPLOYEE_STATUS_LABELS[status] }))}
          />
          {kind === 'leave' ? (
            <SelectField
              name="leave_status"
              label="Application status"
              placeholder="Every application"
              options={LEAVE_REPORT_STATUSES.map((status) => ({ value: status, label: LEAVE_STATUS_LABELS[status] }))}
            />
          ) : null}
        </div>
        <ChosenPeople />
        <FormatChoice />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          {/* Enter in a field clicks it too (implicit submission). */}
          <Button type="submit" loading={file.busy} className="sm:w-40" onClick={file.clear}>
            Generate
          </Button>
          <div className="min-w-0 flex-1">
            <ReportProgress label={`${report.title} progress`} progress={file.progress} saved={file.saved} empty={file.empty} />
          </div>
        </div>
      </Form>
    </SectionCard>
  );
}

function ChosenPeople() {
  const { watch, setValue, formState } = useFormContext<Values>();
  const people = watch('people') as Person[];
  const error = formState.errors.people;
  const [open, setOpen] = useState(false);
  return (
    <details className="group rounded-md border border-slate-200 px-3 py-2" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-medium text-slate-700">
        Only some people <span className="font-normal text-slate-500">({people.length ? `${people.length} chosen` : 'everyone matching'})</span>
      </summary>
      <div className="mt-3">
        {open ? (
          <PeoplePicker
          label="People"
          queryKey={endpointKey(employeeChoicesApi.list)}
          load={({ search, page, perPage, signal }) => callEndpoint(employeeChoicesApi.list, { query: { search: search || undefined, page, per_page: perPage }, signal })}
          selected={people}
          onChange={(chosen) => setValue('people', chosen, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
            error={error?.message ?? error?.root?.message}
          />
        ) : null}
      </div>
    </details>
  );
}

function FormatChoice() {
  const { register } = useFormContext<Values>();
  return (
    <fieldset className="flex flex-wrap items-center gap-x-5 gap-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">File format</legend>
      {REPORT_FORMATS.map((format) => (
        <label key={format} className="flex min-h-10 items-center gap-2 text-sm">
          <input type="radio" value={format} className="size-4 accent-[var(--theme-primary)]" {...register('format')} />
          {REPORT_FORMAT_LABELS[format]}
        </label>
      ))}
    </fieldset>
  );
}
