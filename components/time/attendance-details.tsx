'use client';

import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useDialogs } from '@/components/shell/dialogs';
import { useSnackbar } from '@/components/shell/snackbars';
import { DayIcon } from '@/components/time/day-icon';
import type { TimeFormats } from '@/lib/date-time/format';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import type { Result } from '@/lib/errors';
import { formatDate, formatDuration, formatMinutes, formatTime, formatTimeRange, formatWall } from '@/lib/date-time/format';
import { ICON_LABELS, type CalendarIconKind } from '@/lib/time/icons';
import { attendanceActions, type AttendanceChange } from '@/lib/time/queries';
import type { AttendanceDetails, AttendanceEntry, Clock, ShiftTemplateOption } from '@/lib/time/schemas';
import { endpointQuery } from '@/lib/client/endpoint';
import { timeApi } from '@/lib/time/endpoints';
import { secondsBetween } from '@/lib/date-time/wall-time';

/**
 * One attendance in full (spec: /time/details/view/{id}/{user_id}): its clocks
 * and breaks, the status widget, tags and flags. Reviewers (edit_any_attendance)
 * edit the clocks, dismiss irregular clocks, assign a shift to an unassigned
 * day and toggle remote, late and incomplete. Used by the details page and the
 * bird view's day dialog, which refreshes its row through `onChanged`.
 */

const REVIEW_LABELS: Record<NonNullable<AttendanceEntry['review_status']>, string> = {
  completed: 'Completed',
  incomplete: 'Incomplete',
  unassigned: 'Unassigned',
  abnormal: 'Waiting for review',
};

const TAG_KINDS: Record<string, CalendarIconKind> = {
  present: 'present',
  completed: 'completed',
  incomplete: 'incomplete',
  late: 'late',
  remote: 'remote',
  unassigned: 'unassigned',
  irregular: 'irregular',
};

// The clock editor (forms, zod) loads only when a reviewer edits.
const EditClocks = dynamic(() => import('@/components/time/edit-clocks').then((module) => module.EditClocks), {
  ssr: false,
  loading: () => <div className="h-40 animate-pulse rounded-xl bg-slate-100" aria-busy />,
});

export interface AttendanceDetailsPanelProps {
  details: AttendanceDetails;
  formats: TimeFormats;
  /** Reviewers see every clock error message. */
  showClockErrors: boolean;
  onChanged?: (entry: AttendanceEntry) => void;
  /** Level of the panel's section headings: 3 under a dialog's title (the bird view's day), 2 under a page's h1. */
  headingLevel?: 2 | 3;
}

export function AttendanceDetailsPanel({ details, formats, showClockErrors, onChanged, headingLevel = 3 }: AttendanceDetailsPanelProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [entry, setEntry] = useState(details.data);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const dialogs = useDialogs();
  const snackbar = useSnackbar();
  const { user, can } = details;

  /** Runs one change; success replaces the entry, failure shows the 'Unsuccessful' dialog. */
  const change = async (name: string, call: () => Promise<Result<AttendanceChange>>, done?: string) => {
    setBusy(name);
    const result = await call();
    setBusy(null);
    if (!result.ok) {
      await dialogs.failure(result.error);
      return false;
    }
    setEntry(result.data.data);
    onChanged?.(result.data.data);
    if (done) snackbar.show({ message: done, icon: 'check' });
    return true;
  };

  const flag = (key: keyof AttendanceEntry['flags']) =>
    change(key, () => attendanceActions.updateFlags(entry.id, { ...entry.flags, [key]: !entry.flags[key] }), 'The flags were updated.');

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center gap-3">
        <Avatar src={user.avatar} name={user.name} size={44} />
        <div className="keep-readable">
          <p className="font-semibold text-slate-900">{user.name}</p>
          <p className="text-sm text-slate-600">{formatDate(entry.working_date, `dddd, ${formats.dateFormat}`)}</p>
        </div>
        <ul className="flex flex-wrap gap-1" aria-label="Tags">
          {entry.tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pl-0.5 pr-2 text-xs font-medium text-slate-700">
              {TAG_KINDS[tag] ? <DayIcon kind={TAG_KINDS[tag]} size="sm" /> : null}
              {TAG_KINDS[tag] ? ICON_LABELS[TAG_KINDS[tag]] : tag}
            </li>
          ))}
        </ul>
      </header>

      <section aria-label="Status" className="grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-4">
        <Stat label="Clock in" value={formatTime(entry.status_widget.clock_in, formats.timeFormat)} />
        <Stat label="Clock out" value={entry.status_widget.clock_out ? formatTime(entry.status_widget.clock_out, formats.timeFormat) : entry.review_status === null ? 'Running' : '—'} />
        <Stat label="Break" value={formatDuration(entry.status_widget.break_time)} />
        <Stat label="Worked" value={formatDuration(entry.status_widget.spent_time)} />
        <p className="col-span-2 text-sm text-slate-600 sm:col-span-4">
          {entry.shifts.length
            ? entry.shifts.map((shift) => `${shift.name} shift from ${formatTime(shift.start_time, formats.timeFormat)}, ${formatMinutes(shift.work_time)} of work`).join('; ')
            : 'No shift was assigned for this day.'}
          {entry.review_status ? <span className="ml-2 rounded-full bg-white px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200">{REVIEW_LABELS[entry.review_status]}</span> : null}
        </p>
      </section>

      <section aria-labelledby="clocks-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Heading id="clocks-title" className="font-semibold text-slate-900">
            Clocks
          </Heading>
          <div className="flex flex-wrap gap-2">
            {can.dismiss_irregular && entry.count_unapproved > 0 ? (
              <Button variant="secondary" loading={busy === 'dismiss'} onClick={() => void change('dismiss', () => attendanceActions.dismissIrregular(entry.id), 'The irregular clocks are approved.')}>
                Dismiss irregular ({entry.count_unapproved})
              </Button>
            ) : null}
            {can.edit && !editing && entry.review_status !== null ? (
              <Button variant="secondary" onClick={() => setEditing(true)}>
                Edit clocks
              </Button>
            ) : null}
          </div>
        </div>
        {editing ? (
          <EditClocks entry={entry} showClockErrors={showClockErrors} onCancel={() => setEditing(false)} onSaved={(saved) => {
            setEntry(saved);
            setEditing(false);
            onChanged?.(saved);
          }} />
        ) : (
          <ClockList clocks={entry.clocks} formats={formats} />
        )}
      </section>

      <section aria-labelledby="flags-title">
        <Heading id="flags-title" className="mb-2 font-semibold text-slate-900">
          Flags
        </Heading>
        <div className="flex flex-wrap gap-2">
          <FlagSwitch label="Remote" checked={entry.flags.is_remote} readOnly={!can.update_flags} disabled={busy !== null} onToggle={() => void flag('is_remote')} />
          <FlagSwitch label="Late" checked={entry.flags.is_late} readOnly={!can.update_flags} disabled={busy !== null} onToggle={() => void flag('is_late')} />
          <FlagSwitch label="Incomplete" checked={entry.flags.is_incomplete} readOnly={!can.update_flags} disabled={busy !== null} onToggle={() => void flag('is_incomplete')} />
        </div>
      </section>

      {can.update_unassigned && entry.shift_start_time === null ? (
        <AssignShift heading={Heading} busy={busy === 'assign'} timeFormat={formats.timeFormat} onAssign={(templateId) => change('assign', () => attendanceActions.updateUnassigned(entry.id, templateId), 'The shift was assigned.')} />
      ) : null}

      {entry.comment ? (
        <section aria-labelledby="comment-title" className="rounded-xl border border-slate-200 p-3">
          <Heading id="comment-title" className="text-sm font-semibold text-slate-900">
            Comment
          </Heading>
          <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{entry.comment}</p>
        </section>
      ) : null}
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</p>
      <p className="text-lg font-semibold tabular-nums text-slate-900">{value}</p>
    </div>
  );
}

function ClockList({ clocks, formats }: { clocks: readonly Clock[]; formats: TimeFormats }) {
  if (clocks.length === 0) return <p className="text-sm text-slate-500">No clocks.</p>;
  return (
    <ol className="flex flex-col gap-2">
      {clocks.map((clock, index) => (
        <li key={clock.id} className="rounded-lg border border-slate-200 p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-medium text-slate-900">
              Clock {index + 1}: {formatWall(clock.start_date_time, formats.dateFormat, formats.timeFormat)} –{' '}
              {clock.end_date_time ? formatTime(clock.end_date_time, formats.timeFormat) : 'running'}
              {clock.end_date_time ? <span className="ml-2 text-slate-500">({formatDuration(secondsBetween(clock.start_date_time, clock.end_date_time))})</span> : null}
            </p>
            {clock.approved_at ? (
              <span className="text-xs font-medium text-green-800">Approved</span>
            ) : (
              <span className="rounded-full bg-accent/15 px-2 py-0.5 text-xs font-medium text-orange-800">Irregular: waiting for approval</span>
            )}
          </div>
          {clock.breaks.length ? (
            <ul className="mt-1 text-sm text-slate-600">
              {clock.breaks.map((item) => (
                <li key={item.id}>
                  Break {formatTime(item.start_date_time, formats.timeFormat)} – {item.end_date_time ? formatTime(item.end_date_time, formats.timeFormat) : 'now'}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function FlagSwitch({ label, checked, readOnly, disabled, onToggle }: { label: string; checked: boolean; readOnly: boolean; disabled: boolean; onToggle: () => void }) {
  // Someone who may not change a flag sees its state as a plain label, nothing that looks pressable.
  if (readOnly) {
    return (
      <span
        role="switch"
        aria-checked={checked}
        aria-readonly
        className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ${checked ? 'bg-primary/10 text-primary' : 'bg-slate-100 text-slate-600'}`}
      >
        <span aria-hidden>{checked ? '✓' : '–'}</span>
        {label}
      </span>
    );
  }
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={onToggle}
      className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pl-1 pr-3 text-sm font-medium text-slate-800 disabled:cursor-not-allowed disabled:opacity-70"
    >
      <span className={`relative h-5 w-9 rounded-full transition ${checked ? 'bg-primary' : 'bg-slate-300'}`} aria-hidden>
        <span className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition ${checked ? 'left-[1.125rem]' : 'left-0.5'}`} />
      </span>
      {label}
    </button>
  );
}

/** Assigning a shift to an unassigned day: the templates are the spec's shift-template list, read when this shows. */
function AssignShift({ heading: Heading, busy, timeFormat, onAssign }: { heading: 'h2' | 'h3'; busy: boolean; timeFormat: number; onAssign: (id: number) => Promise<boolean> }) {
  const list = useQuery({ ...endpointQuery(timeApi.templateList), staleTime: 60_000 });
  return (
    <section aria-labelledby="assign-title" className="rounded-xl border border-indigo-200 bg-indigo-50/50 p-3">
      <Heading id="assign-title" className="text-sm font-semibold text-slate-900">
        Unassigned day
      </Heading>
      <p className="mt-0.5 text-sm text-slate-600">This day was worked without a shift. Assign one to judge it late or incomplete.</p>
      {list.data ? (
        list.data.data.length ? (
          <TemplatePicker templates={list.data.data} busy={busy} timeFormat={timeFormat} onAssign={onAssign} />
        ) : (
          <p className="mt-2 text-sm text-slate-600">There are no shift templates yet.</p>
        )
      ) : list.isError ? (
        <p role="alert" className="mt-2 flex flex-wrap items-center gap-2 text-sm text-red-700">
          The shift templates could not be loaded.
          <Button variant="secondary" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-500" aria-busy>
          Loading the shift templates…
        </p>
      )}
    </section>
  );
}

function TemplatePicker({ templates, busy, timeFormat, onAssign }: { templates: readonly ShiftTemplateOption[]; busy: boolean; timeFormat: number; onAssign: (id: number) => Promise<boolean> }) {
  const [templateId, setTemplateId] = useState(templates[0]!.id);
  return (
    <div className="mt-2 flex flex-wrap items-end gap-2">
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        Shift template
        <select value={templateId} onChange={(event) => setTemplateId(Number(event.target.value))} className="min-h-10 rounded-md border border-slate-300 bg-white px-3 text-sm">
          {templates.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name} ({formatTimeRange(template, timeFormat)})
            </option>
          ))}
        </select>
      </label>
      <Button loading={busy} disabled={!templateId} onClick={() => void onAssign(templateId)}>
        Assign shift
      </Button>
    </div>
  );
}
