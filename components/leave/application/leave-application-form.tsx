'use client';

import { useRefresh } from '@/components/shell/refresh';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { AttachmentRow } from '@/components/files/upload-items';
import { useUploads } from '@/components/files/use-uploads';
import { useConfirmLeaving } from '@/components/kit/confirm-leaving';
import { PersonCombobox } from '@/components/kit/person-combobox';
import { useSaveThenRefresh } from '@/components/kit/use-save-then-refresh';
import { useDialogs } from '@/components/shell/dialogs';
import { Button } from '@/components/ui/button';
import { controlClasses, FormSummary } from '@/components/ui/field-frame';
import { KeepWhole } from '@/components/ui/keep-whole';
import { DateTimeInput, unreadableDateText } from '@/components/ui/date-time-input';
import { useTenantFormats } from '@/components/ui/tenant-formats';
import { callEndpoint } from '@/lib/client/endpoint';
import { isCalendarDate } from '@/lib/date-time/calendar';
import { formatDate } from '@/lib/date-time/format';
import { refusedForItsState, type FieldErrors } from '@/lib/errors';
import { acceptOf, formatBytes } from '@/lib/files/checks';
import { UPLOAD_TEXTS } from '@/lib/files/texts';
import { serverErrorSummary } from '@/lib/forms/server-errors';
import type { LeaveApplication, LeaveStorePayload } from '@/lib/leave/application-schemas';
import { leaveApplicationApi } from '@/lib/leave/endpoints';
import { countedDays, totalDays, type LeaveSpentType } from '@/lib/leave/leave-days';
import { END_BEFORE_START, VALIDATION_MESSAGES } from '@/lib/messages';
import { routeHref } from '@/lib/routes';
import { daysText, leftText, shownOf, yearBalanceOf } from './leave-bits';
import { useWhileUnchanged } from './while-unchanged';

/**
 * Applying for leave, or editing a pending application (spec part 2 "Leave
 * application": a new one is unlocked; an edit unlocks a fetched one and
 * Discard restores it). The person's policy types with their balances, a date
 * range restricted to enabled_dates (a holiday or day off inside it is simply
 * not counted), a spent type for the range or per day, reason, attachments
 * through the file upload calls, and a live summary. The upstream's field
 * errors land on their fields (one for a field not here, such as the person
 * applied for, is the summary); nothing typed is lost. A refusal that may come
 * from what changed since the page was read (the type or its balance, the
 * application decided) reads the page again, what was typed kept: a type taken
 * out of the policy meanwhile is then no longer offered, and its field asks for
 * another. `closed`: why the application can no longer be saved (decided while
 * it was being edited): said at the top, everything typed still shown, no Save.
 */

const REASON_MAX = 500;
/** The fields the form shows the upstream's errors on (fieldError below); the summary says the others. */
const SHOWN_FIELDS = ['leave_type_id', 'start_date', 'end_date', 'spent_type', 'reason', 'attachments'];

export function LeaveApplicationForm({
  application,
  onDiscard,
  onSaved,
  closed,
}: {
  application: LeaveApplication;
  onDiscard?: () => void;
  onSaved?: () => void;
  closed?: string;
}) {
  const router = useRouter();
  const refresh = useRefresh();
  const dialogs = useDialogs();
  const { dateFormat } = useTenantFormats();
  const id = useId();
  const item = application.item;
  const editing = item !== null;
  const [typeId, setTypeId] = useState<string>(item ? String(item.leave_type.id) : '');
  // The chosen type's name, for when it is no longer offered.
  const [typeName, setTypeName] = useState(item?.leave_type.name ?? '');
  const [start, setStart] = useState(item?.start_date ?? '');
  const [end, setEnd] = useState(item?.end_date ?? '');
  const [spent, setSpent] = useState<LeaveSpentType>(item?.spent_type ?? 'full');
  const [perDay, setPerDay] = useState<Record<string, LeaveSpentType>>(() =>
    Object.fromEntries((item?.day_list ?? []).filter((day) => day.spent_type !== item!.spent_type).map((day) => [day.date, day.spent_type])),
  );
  const [choosePerDay, setChoosePerDay] = useState(Object.keys(perDay).length > 0);
  const [reason, setReason] = useState(item?.reason ?? '');
  const uploads = useUploads(application.attachments.map((file) => ({ kind: 'attachment' as const, id: file.id, name: file.name, size: file.size })));
  const [errors, setErrors] = useState<FieldErrors>({});
  // A refused submit (ours or the server's) takes the focus to its first field in error, which reads out its message.
  const formRef = useRef<HTMLFormElement>(null);
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (!refused) return;
    // A radio group in error focuses its first option.
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid?.matches('input, select, textarea, button') ? invalid : invalid?.querySelector<HTMLElement>('input'))?.focus();
  }, [refused]);
  const [summary, setSummary] = useState<string | null>(null);
  // What the form holds against what it opened with (or last saved): a link away from unsaved changes asks first.
  const draft = JSON.stringify({ typeId, start, end, spent, perDay: choosePerDay ? perDay : {}, reason, files: uploads.items.map((upload) => upload.key) });
  const [savedDraft, setSavedDraft] = useState(draft);
  useConfirmLeaving(() => draft !== savedDraft);

  const enabled = useMemo(() => new Set(application.enabled_dates), [application.enabled_dates]);
  const daysOff = useMemo(() => new Map(application.days_off.map((day) => [day.date, day.name])), [application.days_off]);
  const { summary: rules } = application;
  const type = application.leave_types.find((item) => String(item.id) === typeId);
  const rangeEnd = end || start;
  /** Why a chosen date cannot start or end leave, or undefined. */
  const dateProblem = (date: string): string | undefined => {
    // Text that is no date (yet) stays as typed: the field says what it expects when it is left, a submit refuses it.
    if (!isCalendarDate(date)) return undefined;
    if (date < rules.window_start || date > rules.window_end) return `Choose a date from ${formatDate(rules.window_start, dateFormat)} to ${formatDate(rules.window_end, dateFormat)}.`;
    if (enabled.has(date)) return undefined;
    const off = daysOff.get(date);
    if (off) return `${formatDate(date, dateFormat)} is not a working day (${off}).`;
    return `You already have leave on ${formatDate(date, dateFormat)}.`;
  };
  // A range of real dates that may start and end leave: text typed that is no date (yet), or a
  // date the field refuses (outside the window, a day off, leave already taken), counts nothing.
  const inRange = isCalendarDate(start) && isCalendarDate(rangeEnd) && rangeEnd >= start && !dateProblem(start) && !dateProblem(rangeEnd);
  const endBeforeStart = isCalendarDate(start) && isCalendarDate(end) && end < start;
  const days = useMemo(
    () =>
      inRange
        ? countedDays(start, rangeEnd, spent, choosePerDay ? perDay : {}, {
            isWorkingDay: (date) => !daysOff.has(date),
            countNonWorkingDays: rules.count_non_working_days,
            allowHalfDay: rules.allow_half_day,
          })
        : [],
    [inRange, start, rangeEnd, spent, perDay, choosePerDay, daysOff, rules],
  );
  const requested = totalDays(days);
  const balance = type ? yearBalanceOf(type, isCalendarDate(start) ? start : undefined) : null;
  const after = balance && balance.left !== null ? balance.left - requested : null;
  const skipped = inRange && !rules.count_non_working_days ? application.days_off.filter((day) => day.date >= start && day.date <= rangeEnd) : [];

  const fieldError = (name: string, local?: string) => errors[name]?.[0] ?? local;
  // A type chosen that the person's policy no longer has (deleted, or taken out of it, since the page was read).
  const typeError = typeId && !type ? `${typeName} is no longer in the leave policy: choose another type.` : fieldError('leave_type_id');
  const startError = fieldError('start_date', dateProblem(start));
  const endError = fieldError('end_date', endBeforeStart ? `${END_BEFORE_START}.` : dateProblem(end));

  const clearError = (name: string) => setErrors((current) => (current[name] ? { ...current, [name]: [] } : current));

  // The version an edit goes on: the one the form opened with, or the one a held-back Save said it is now.
  const [base, setBase] = useState(() => item && shownOf(item));
  // An edit goes only on the version the user knows of: one changed meanwhile by someone else (who applied
  // for them) is held back, saying what it is now, what was typed kept; Save again writes it over that version.
  const whileUnchanged = useWhileUnchanged(item?.id, 'edit', base, (current) => {
    if (current.item) setBase(shownOf(current.item));
  });
  // The form shows the answer itself (its fields' errors, the success dialog, where to go next).
  const store = useSaveThenRefresh({ save: (json: LeaveStorePayload) => whileUnchanged(() => callEndpoint(leaveApplicationApi.store, { json })), refresh: false });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (closed) return;
    const local: FieldErrors = {};
    if (!typeId) local.leave_type_id = [VALIDATION_MESSAGES.required];
    else if (!type) local.leave_type_id = [typeError!];
    if (!start) local.start_date = [VALIDATION_MESSAGES.required];
    else if (!isCalendarDate(start)) local.start_date = [unreadableDateText(start, dateFormat)];
    else if (dateProblem(start)) local.start_date = [dateProblem(start)!];
    if (endBeforeStart) local.end_date = [`${END_BEFORE_START}.`];
    else if (end && !isCalendarDate(end)) local.end_date = [unreadableDateText(end, dateFormat)];
    else if (end && dateProblem(end)) local.end_date = [dateProblem(end)!];
    if (reason.trim().length > REASON_MAX) local.reason = [VALIDATION_MESSAGES.max(REASON_MAX)];
    if (uploads.busy) local.attachments = [UPLOAD_TEXTS.waitForUploads];
    else if (uploads.items.some((upload) => upload.status === 'error')) local.attachments = [UPLOAD_TEXTS.uploadsFailed];
    if (Object.keys(local).length) {
      setErrors(local);
      setSummary(null);
      setRefused((count) => count + 1);
      return;
    }
    const result = await store.mutateAsync({
        id: item?.id,
        user_id: editing ? undefined : application.author.id,
        leave_type_id: Number(typeId),
        start_date: start,
        end_date: rangeEnd,
        spent_type: spent,
        day_spent_types: choosePerDay ? days.map((day) => ({ date: day.date, spent_type: day.spent_type })) : [],
        reason: reason.trim() || null,
        attachments: uploads.ids('attachment'),
    });
    // A second press while the first is under way.
    if (!result) return;
    if (!result.ok) {
      if (result.error.kind === 'form') {
        setErrors(result.error.fields);
        setSummary(serverErrorSummary(result.error, SHOWN_FIELDS));
        setRefused((count) => count + 1);
        // The page's types, balances or the application itself may have changed since it was read: read them again.
        if (refusedForItsState(result.error) || result.error.fields.leave_type_id) refresh();
      } else void dialogs.failure(result.error);
      return;
    }
    setErrors({});
    setSummary(null);
    setSavedDraft(draft);
    await dialogs.success(editing ? 'edit' : 'add');
    if (editing) {
      onSaved?.();
      refresh();
    } else router.push(routeHref('/leave/application/view/[id]', { id: result.data.application_id }));
  };

  const input = (name: string, invalid: boolean) => ({ id: `${id}-${name}`, 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? `${id}-${name}-error` : undefined });
  const errorLine = (name: string, message?: string) =>
    message ? (
      <p id={`${id}-${name}-error`} className="text-sm text-red-700">
        <KeepWhole text={message} />
      </p>
    ) : null;

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={editing ? 'Edit leave application' : 'Apply for leave'} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="flex min-w-0 flex-col gap-5">
        {closed ? (
          <p role="alert" className="rounded-md bg-warning/10 px-3 py-2 text-sm font-medium text-amber-900">
            {closed}
          </p>
        ) : null}
        <FormSummary id={`${id}-summary`} message={summary} />
        {!editing && application.on_behalf.length > 0 ? (
          <div className="max-w-md">
            <PersonCombobox
              label="Apply for"
              people={application.on_behalf}
              value={application.author}
              onChoose={(person) => router.push(`${routeHref('/leave/application/new')}?user_id=${person.id}`)}
            />
          </div>
        ) : null}

        <fieldset className="flex flex-col gap-2">
          <legend id={`${id}-type-legend`} className="mb-1 text-sm font-medium text-slate-700">
            Leave type
          </legend>
          {application.leave_types.length === 0 ? <p className="text-sm text-slate-600">{application.author.name} has no leave policy yet. An administrator assigns one in the leave settings.</p> : null}
          <div
            role="radiogroup"
            aria-labelledby={`${id}-type-legend`}
            aria-invalid={typeError ? true : undefined}
            aria-describedby={typeError ? `${id}-leave_type_id-error` : undefined}
            className="grid gap-2 sm:grid-cols-2"
          >
            {application.leave_types.map((option) => {
              const year = yearBalanceOf(option, start || undefined);
              const checked = typeId === String(option.id);
              return (
                <label key={option.id} className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm ${checked ? 'border-primary bg-primary/5 ring-1 ring-primary' : 'border-slate-200 hover:border-slate-300'}`}>
                  <input
                    type="radio"
                    name="leave_type_id"
                    value={option.id}
                    checked={checked}
                    onChange={() => {
                      setTypeId(String(option.id));
                      setTypeName(option.name);
                      clearError('leave_type_id');
                    }}
                    className="mt-1"
                    aria-describedby={`${id}-type-${option.id}`}
                  />
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-900">{option.name}</span>
                    <span id={`${id}-type-${option.id}`} className="block text-xs text-slate-600">
                      {year.entitled === null ? 'No limit' : `${year.entitled} entitled · ${year.taken} taken · ${year.pending} pending · `}
                      {year.entitled === null ? null : <strong className="text-slate-900">{leftText(year)}</strong>}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
          {errorLine('leave_type_id', typeError)}
        </fieldset>

        {/* In the tenant's date format, not the browser's locale (a native date box showed mm/dd/yyyy). */}
        <div className="grid gap-4 sm:grid-cols-2">
          <DateTimeInput
            kind="date"
            label="Start date"
            name="start_date"
            value={start}
            onValueChange={(value) => {
              setStart(value);
              if (isCalendarDate(value) && end && end < value) setEnd('');
              clearError('start_date');
            }}
            error={startError}
          />
          <DateTimeInput
            kind="date"
            label="End date"
            name="end_date"
            hint={endError ? undefined : 'Leave empty for a single day.'}
            value={end}
            onValueChange={(value) => {
              setEnd(value);
              clearError('end_date');
            }}
            error={endError}
          />
        </div>

        {application.spent_types.length > 1 ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-700">Spent</legend>
            <div className="flex flex-wrap gap-2">
              {application.spent_types.map((option) => (
                <label key={option.key} className={`flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm ${spent === option.key ? 'border-primary bg-primary/5' : 'border-slate-300'}`}>
                  <input type="radio" name="spent_type" value={option.key} checked={spent === option.key} onChange={() => setSpent(option.key)} />
                  {option.name}
                </label>
              ))}
            </div>
            {days.length > 1 ? (
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <input type="checkbox" checked={choosePerDay} onChange={(event) => setChoosePerDay(event.target.checked)} />
                Choose per day
              </label>
            ) : null}
            {choosePerDay && days.length > 1 ? (
              <ul className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Spent per day">
                {days.map((day) => (
                  <li key={day.date} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                    <span>{formatDate(day.date, dateFormat)}</span>
                    <select
                      aria-label={`Spent on ${formatDate(day.date, dateFormat)}`}
                      className={controlClasses(false)}
                      value={day.spent_type}
                      onChange={(event) => setPerDay((current) => ({ ...current, [day.date]: event.target.value as LeaveSpentType }))}
                    >
                      {application.spent_types.map((option) => (
                        <option key={option.key} value={option.key}>
                          {option.name}
                        </option>
                      ))}
                    </select>
                  </li>
                ))}
              </ul>
            ) : null}
            {errorLine('spent_type', fieldError('spent_type'))}
          </fieldset>
        ) : null}

        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-reason`} className="text-sm font-medium text-slate-700">
            Reason <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <textarea
            rows={3}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              clearError('reason');
            }}
            className={`${controlClasses(!!fieldError('reason'))} resize-y`}
            {...input('reason', !!fieldError('reason'))}
          />
          <div className="flex justify-between gap-2">
            {errorLine('reason', fieldError('reason')) ?? <span />}
            <span className="text-xs text-slate-500">
              {reason.trim().length}/{REASON_MAX}
            </span>
          </div>
        </div>

        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium text-slate-700">Attachments</span>
          <ul className="flex flex-col gap-2" aria-label="Attachments">
            {uploads.items.map((upload) => (
              <AttachmentRow key={upload.key} item={upload} onRemove={() => uploads.remove(upload.key)} onRetry={() => uploads.retry(upload.key)} />
            ))}
          </ul>
          <div>
            <input
              id={`${id}-files`}
              type="file"
              multiple
              accept={acceptOf('attachment')}
              className="peer sr-only"
              onChange={(event) => {
                uploads.add([...(event.target.files ?? [])], 'attachment');
                event.target.value = '';
                clearError('attachments');
              }}
            />
            {/* The input is visually hidden: its focus ring shows on the label that stands for it. */}
            <label
              htmlFor={`${id}-files`}
              className="inline-flex min-h-10 cursor-pointer items-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary"
            >
              Add files
            </label>
            <span className="ml-2 text-xs text-slate-500">
              Up to {application.upload_meta.max_count} files, {formatBytes(application.upload_meta.max_bytes)} each
            </span>
          </div>
          {errorLine('attachments', fieldError('attachments'))}
        </div>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {onDiscard ? (
            <Button
              variant="secondary"
              onClick={() => {
                uploads.discard();
                onDiscard();
              }}
            >
              {closed ? 'Back to the application' : 'Discard'}
            </Button>
          ) : null}
          {closed ? null : (
            <Button type="submit" loading={store.isPending}>
              {editing ? 'Save changes' : 'Apply'}
            </Button>
          )}
        </div>
      </div>

      <aside aria-label="Summary" className="h-fit rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 lg:sticky lg:top-4">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">Summary</h2>
        <dl className="mt-3 flex flex-col gap-2 text-sm" aria-live="polite">
          <div className="flex justify-between gap-2">
            <dt>Working days requested</dt>
            <dd className="font-semibold tabular-nums">{requested}</dd>
          </div>
          {type && balance ? (
            <>
              <div className="flex justify-between gap-2">
                <dt>{type.name} left</dt>
                <dd className="tabular-nums">{balance.left === null ? 'No limit' : balance.left}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt>Balance after</dt>
                <dd className={`font-semibold tabular-nums ${after !== null && after < 0 ? 'text-red-700' : ''}`}>{after === null ? 'No limit' : after}</dd>
              </div>
            </>
          ) : null}
        </dl>
        {skipped.length > 0 ? (
          <p className="mt-3 text-xs text-slate-600">
            Not counted: {skipped.filter((day) => day.name !== 'Day off').map((day) => `${day.name} (${formatDate(day.date, dateFormat)})`).join(', ') || 'days off'}
            {skipped.some((day) => day.name !== 'Day off') && skipped.some((day) => day.name === 'Day off') ? ' and days off' : ''}.
          </p>
        ) : null}
        {after !== null && after < 0 ? <p className="mt-2 text-xs font-semibold text-red-700">This is more than the balance of {type!.name}.</p> : null}
        {application.reviewers.length > 0 ? (
          <p className="mt-3 text-xs text-slate-600">
            Reviewed by {application.reviewers.map((step) => step.reviewer.name).join(', ')}
            {application.reviewers.length > 1 ? (application.review_condition === 2 ? ' (everyone must approve)' : ' (anyone decides)') : ''}.
          </p>
        ) : null}
        {days.length > 0 ? <p className="mt-1 text-xs text-slate-500">{daysText(requested)} of leave.</p> : null}
      </aside>
    </form>
  );
}
