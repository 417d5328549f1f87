'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useTenantFormats } from '@/components/ui/tenant-formats';
import { formatDate, formatInstant } from '@/lib/date-time/format';
import type { LeaveApplication, LeaveComment, LeaveEvent } from '@/lib/leave/application-schemas';
import { spentTypeName } from '@/lib/leave/leave-days';
import { reviewConditionName } from '@/lib/leave/review';
import { routeHref } from '@/lib/routes';
import type { PageMeta } from '@/lib/shared/schemas';
import { dateRangeText, daysText, shownOf, StatusBadge } from './leave-bits';
import { LeaveComments } from './leave-comments';
import { ChangeDecisionButton, DecisionButton, DeleteLeaveButton, WithdrawButton } from './leave-decisions';

/**
 * One application (spec part 2 "Leave application"): locked when fetched; its
 * author may edit a pending one (unlocking it) and Discard restores what was
 * fetched. Reviewers decide here; the approval timeline shows each reviewer
 * in order with their decision, and what is still awaited.
 */

// The edit form (and its upload code) loads when the author unlocks the application.
const LeaveApplicationForm = dynamic(() => import('./leave-application-form').then((module) => module.LeaveApplicationForm), {
  ssr: false,
  loading: () => <p className="text-sm text-slate-600">Loading the form…</p>,
});

const EVENT_TEXT: Record<LeaveEvent['action'], string> = {
  applied: 'Applied',
  edited: 'Edited',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  decision_changed: 'Decision changed',
  completed: 'Review completed',
};

export function LeaveApplicationView({ application, comments, timeZone }: { application: LeaveApplication; comments: { data: LeaveComment[]; meta: PageMeta }; timeZone: string }) {
  const [unlocked, setUnlocked] = useState(false);
  const router = useRouter();
  const { dateFormat, timeFormat } = useTenantFormats();
  const item = application.item!;
  const auth = application.auth_review;
  const when = (instant: string) => formatInstant(instant, timeZone, dateFormat, timeFormat);
  // An approver who can no longer review leave is not awaited (the upstream marks them skipped).
  const awaited = item.status === 'pending' ? application.reviewers.filter((step) => step.decision === null && !step.skipped) : [];
  const nobodyAwaited = item.status === 'pending' && application.reviewers.length > 0 && awaited.length === 0;
  // A changed decision overrides the reviewers' own: the timeline ends with it, so it agrees with the status.
  const changed = item.history.findLast((event) => event.action === 'decision_changed');
  const halfDays = item.day_list.filter((day) => day.spent_type !== 'full');
  // What the actions below are taken on: each goes only while the application is still this.
  const shown = shownOf(item);

  if (unlocked) {
    return (
      <section aria-label="Edit leave application" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 className="mb-4 text-lg font-semibold text-slate-900">Edit leave application</h2>
        {/* A fresh form each time: Discard drops every change and shows the fetched application again. */}
        {/* Decided while being edited (a live alert, or a refused save, read it again): said at once, what was typed kept in sight, no Save. */}
        <LeaveApplicationForm
          application={application}
          onDiscard={() => setUnlocked(false)}
          onSaved={() => setUnlocked(false)}
          closed={item.status === 'pending' ? undefined : `This application was ${item.status} while you were editing it: your changes can no longer be saved.`}
        />
      </section>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <section aria-label="Application" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <header className="flex flex-wrap items-start justify-between gap-3">
            <div className="flex min-w-0 items-center gap-3">
              <Avatar src={application.author.avatar} name={application.author.name} size={44} />
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900">{application.author.name}</p>
                {application.author.designation_name ? <p className="truncate text-sm text-slate-600">{application.author.designation_name}</p> : null}
              </div>
            </div>
            <StatusBadge status={item.status} />
          </header>
          <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-500">Leave type</dt>
              <dd className="font-medium text-slate-900">{item.leave_type.name}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Dates</dt>
              <dd className="font-medium text-slate-900">{dateRangeText(item.start_date, item.end_date, dateFormat)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Days</dt>
              <dd className="font-medium text-slate-900">
                {daysText(item.days)}
                {halfDays.length > 0 ? (
                  <span className="block text-xs font-normal text-slate-600">
                    {halfDays.map((day) => `${formatDate(day.date, dateFormat)}: ${spentTypeName(day.spent_type)}`).join(', ')}
                  </span>
                ) : null}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">Applied</dt>
              <dd className="font-medium text-slate-900">{when(item.created_at)}</dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="text-slate-500">Reason</dt>
              <dd className="whitespace-pre-wrap break-words text-slate-900">{item.reason ?? '—'}</dd>
            </div>
            {application.attachments.length > 0 ? (
              <div className="sm:col-span-2">
                <dt className="text-slate-500">Attachments</dt>
                <dd>
                  <ul className="mt-1 flex flex-col gap-1">
                    {application.attachments.map((file) => (
                      <li key={file.id}>
                        <a href={file.url} className="text-primary underline-offset-2 hover:underline" download>
                          {file.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ) : null}
          </dl>
          <div className="mt-6 flex flex-wrap gap-2">
            {auth.can_review ? (
              <>
                <DecisionButton id={item.id} decision="approve" shown={shown} />
                <DecisionButton id={item.id} decision="reject" shown={shown} />
              </>
            ) : null}
            {auth.can_change_decision ? <ChangeDecisionButton id={item.id} shown={shown} /> : null}
            {auth.can_edit ? (
              <Button variant="secondary" onClick={() => setUnlocked(true)}>
                Edit
              </Button>
            ) : null}
            {auth.can_withdraw ? <WithdrawButton id={item.id} shown={shown} /> : null}
            {auth.can_delete ? <DeleteLeaveButton id={item.id} who="this leave application" onDeleted={() => router.push(routeHref('/leaves/all'))} /> : null}
          </div>
        </section>

        <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <LeaveComments applicationId={item.id} initial={comments} timeZone={timeZone} />
        </section>
      </div>

      <aside aria-label="Approval timeline" className="h-fit rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 className="text-base font-semibold text-slate-900">Approval timeline</h2>
        <p className="mt-1 text-sm text-slate-600">
          {application.review_name ? `${application.review_name}: ` : ''}
          {application.reviewers.length === 0
            ? 'No review process: a leave reviewer decides.'
            : application.review_condition === 2
              ? `${reviewConditionName(2)} — every reviewer must approve; one rejection rejects.`
              : `${reviewConditionName(1)} — the first decision decides.`}
        </p>
        <ol className="mt-4 flex flex-col gap-4">
          {application.reviewers.map((step) => (
            <li key={step.reviewer.id} className="flex gap-3">
              <span className="grid size-6 shrink-0 place-items-center rounded-full bg-slate-100 text-xs font-semibold text-slate-700">{step.position}</span>
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{step.reviewer.name}</p>
                <p className="text-sm text-slate-600">
                  {step.decision ? (
                    <>
                      <StatusBadge status={step.decision} /> {step.decided_at ? when(step.decided_at) : null}
                    </>
                  ) : step.skipped ? (
                    'Can no longer review leave: not awaited'
                  ) : item.status === 'pending' ? (
                    'Awaiting decision'
                  ) : (
                    'No decision needed'
                  )}
                </p>
                {step.note ? <p className="mt-1 rounded-md bg-slate-50 px-2 py-1 text-sm italic text-slate-700">“{step.note}”</p> : null}
              </div>
            </li>
          ))}
          {changed ? (
            <li className="flex gap-3">
              <span aria-hidden className="grid size-6 shrink-0 place-items-center rounded-full bg-slate-100 text-xs font-semibold text-slate-700">
                ↻
              </span>
              <div className="min-w-0">
                <p className="font-medium text-slate-900">Decision changed by {changed.by.name}</p>
                <p className="text-sm text-slate-600">
                  <StatusBadge status={changed.status} /> {when(changed.at)}
                </p>
                {changed.note ? <p className="mt-1 rounded-md bg-slate-50 px-2 py-1 text-sm italic text-slate-700">“{changed.note}”</p> : null}
              </div>
            </li>
          ) : null}
        </ol>
        {awaited.length > 0 ? (
          <p className="mt-4 rounded-md bg-warning/10 px-3 py-2 text-sm text-amber-900">
            {application.review_condition === 2 || awaited.length === 1
              ? `Awaiting ${awaited.map((step) => step.reviewer.name).join(' and ')}.`
              : `Awaiting a decision from any of ${awaited.map((step) => step.reviewer.name).join(', ')}.`}
          </p>
        ) : nobodyAwaited ? (
          <p className="mt-4 rounded-md bg-warning/10 px-3 py-2 text-sm text-amber-900">No approver can review it now: someone who may review any leave application decides.</p>
        ) : null}
        <h3 className="mt-6 text-sm font-semibold uppercase tracking-wide text-slate-500">History</h3>
        <ol className="mt-2 flex flex-col gap-2 border-l border-slate-200 pl-4 text-sm">
          {item.history.map((event, index) => (
            <li key={index}>
              <p className="text-slate-900">
                <span className="font-medium">{event.action === 'decision_changed' ? `Decision changed to ${event.status}` : EVENT_TEXT[event.action]}</span> by {event.by.name}
              </p>
              <p className="text-xs text-slate-500">{when(event.at)}</p>
              {event.note ? <p className="text-sm italic text-slate-700">“{event.note}”</p> : null}
            </li>
          ))}
        </ol>
      </aside>
    </div>
  );
}
