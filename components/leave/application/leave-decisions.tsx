'use client';

import { FormDialog } from '@/components/kit/form-dialog';
import { useSaveThenRefresh } from '@/components/kit/use-save-then-refresh';
import { useDialogs } from '@/components/shell/dialogs';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/form-fields';
import { useTenantFormats } from '@/components/ui/tenant-formats';
import { callEndpoint } from '@/lib/client/endpoint';
import { refusedState, type Result } from '@/lib/errors';
import type { LeaveApplication, LeaveStatus } from '@/lib/leave/application-schemas';
import { leaveApplicationApi, leaveListApi } from '@/lib/leave/endpoints';
import { dateRangeText, daysText, type ShownApplication } from './leave-bits';

/**
 * The review actions of one application, the same on its view and in the
 * reviewer list: approve (a note may go with it), reject (a note is
 * required), change a decided application's decision, withdraw, delete.
 * Each one writes, shows the spec's success dialog and reads the screen again.
 */

const factsOf = (shown: ShownApplication) => JSON.stringify([shown.leave_type.id, shown.start_date, shown.end_date, shown.days, shown.spent_type, shown.reason ?? null]);

/**
 * Why a decision must not go on what the screen shows, from the application as it is now (read just
 * before sending): withdrawn or decided meanwhile, or edited (an approval would count for dates the
 * reviewer never saw). Null: it is still what the screen shows. The alert of an edit or a withdrawal
 * reads open screens again, but not under an open dialog, and alerts can be switched off.
 */
export function staleDecision(shown: ShownApplication, current: LeaveApplication, dateFormat: string): string | null {
  const item = current.item;
  if (!item) return null;
  if (item.status === 'withdrawn') return 'This leave application was withdrawn while you had it open: there is nothing left to decide.';
  if (item.status !== 'pending') return `This leave application has already been ${item.status}.`;
  if (factsOf(item) === factsOf(shown)) return null;
  const editor = item.history.findLast((event) => event.action === 'edited')?.by.name ?? current.author.name;
  return `${editor} changed this leave application while you had it open: it is now ${item.leave_type.name}, ${dateRangeText(item.start_date, item.end_date, dateFormat)}, ${daysText(item.days)}. Your decision was not sent: check the new version before you decide.`;
}

const optionalNote = () => import('@/lib/leave/application-forms').then((m) => m.optionalNoteFormSchema);
const requiredNote = () => import('@/lib/leave/application-forms').then((m) => m.requiredNoteFormSchema);

type Decision = 'approve' | 'reject';
const LABEL: Record<Decision, string> = { approve: 'Approve', reject: 'Reject' };

/**
 * Approve or Reject in a dialog with the note. `who` names the application for screen readers in a list ("Approve Emma Novak’s leave").
 * `shown`: the application as the screen shows it. The decision goes only while it is still that: the
 * application is read first, and a change meanwhile is said in the dialog, the screen reading it again
 * when the dialog closes. (The spec's decision call takes no version the real API would compare, so the
 * check is made with the spec's view call; the reference upstream refuses a decided or withdrawn one itself.)
 */
export function DecisionButton({ id, decision, shown, who, compact = false }: { id: number; decision: Decision; shown: ShownApplication; who?: string; compact?: boolean }) {
  const endpoint = decision === 'approve' ? leaveApplicationApi.approve : leaveApplicationApi.reject;
  const { dateFormat } = useTenantFormats();
  const save = async (note: string | null): Promise<Result<unknown>> => {
    const current = await callEndpoint(leaveApplicationApi.view, { params: { application_id: id } });
    if (!current.ok) return current;
    const stale = staleDecision(shown, current.data, dateFormat);
    if (stale) return { ok: false, status: 409, error: refusedState(stale) };
    return callEndpoint(endpoint, { params: { id }, json: { note } });
  };
  return (
    <FormDialog
      title={decision === 'approve' ? 'Approve leave' : 'Reject leave'}
      description={decision === 'approve' ? 'You may add a note for the applicant.' : 'Tell the applicant why: the note is required.'}
      trigger={
        <Button variant={decision === 'approve' ? 'primary' : 'secondary'} className={compact ? 'min-h-8 px-3 py-1' : ''} aria-label={who ? `${LABEL[decision]} ${who}` : undefined}>
          {LABEL[decision]}
        </Button>
      }
      schema={decision === 'approve' ? optionalNote : requiredNote}
      defaultValues={{ note: '' }}
      submitLabel={LABEL[decision]}
      save={(values) => save(values.note || null)}
      success="add"
    >
      {() => <TextareaField name="note" label={decision === 'approve' ? 'Note (optional)' : 'Note'} rows={3} />}
    </FormDialog>
  );
}

/** Turns an approved application into a rejected one or back (change_decision_leave_application). */
export function ChangeDecisionButton({ id, status }: { id: number; status: LeaveStatus }) {
  const to = status === 'approved' ? 'rejected' : 'approved';
  return (
    <FormDialog
      title="Change decision"
      description={to === 'rejected' ? 'The application becomes rejected and its days return to the balance. A note is required.' : 'The application becomes approved and its days are taken from the balance.'}
      trigger={<Button variant="secondary">Change decision</Button>}
      schema={to === 'rejected' ? requiredNote : optionalNote}
      defaultValues={{ note: '' }}
      submitLabel={to === 'rejected' ? 'Change to rejected' : 'Change to approved'}
      save={(values) => callEndpoint(leaveApplicationApi.changeDecision, { json: { application_id: id, status: to, note: values.note || null } })}
      success="add"
    >
      {() => <TextareaField name="note" label={to === 'rejected' ? 'Note' : 'Note (optional)'} rows={3} />}
    </FormDialog>
  );
}

/** Withdraws a pending application, or an approved one not yet begun; its days return to the balance. */
export function WithdrawButton({ id }: { id: number }) {
  const dialogs = useDialogs();
  const mutation = useSaveThenRefresh<void, unknown>({
    save: async () =>
      (await dialogs.confirm({ text: 'Withdraw this leave application? Its days return to the balance.' }))
        ? callEndpoint(leaveApplicationApi.withdraw, { params: { id }, json: {} })
        : null,
    success: 'add',
    refresh: 'router',
    failures: 'dialog',
  });
  return (
    <Button variant="secondary" loading={mutation.isPending} onClick={() => mutation.mutate()}>
      Withdraw
    </Button>
  );
}

/** Deletes an application for good (delete_any_leave_application), after the spec's delete confirmation. */
export function DeleteLeaveButton({ id, who, onDeleted, compact = false }: { id: number; who: string; onDeleted?: () => void; compact?: boolean }) {
  const dialogs = useDialogs();
  const mutation = useSaveThenRefresh<void, unknown>({
    save: async () => ((await dialogs.confirm({ kind: 'delete' })) ? callEndpoint(leaveListApi.delete, { params: { id } }) : null),
    success: 'delete',
    refresh: onDeleted ? undefined : 'router',
    onSaved: () => onDeleted?.(),
    failures: 'dialog',
  });
  return (
    <Button variant="dangerGhost" className={compact ? 'min-h-8 px-3 py-1' : ''} loading={mutation.isPending} onClick={() => mutation.mutate()} aria-label={`Delete ${who}`}>
      Delete
    </Button>
  );
}
