'use client';

import { FormDialog } from '@/components/kit/form-dialog';
import { useSaveThenRefresh } from '@/components/kit/use-save-then-refresh';
import { useDialogs } from '@/components/shell/dialogs';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/form-fields';
import { callEndpoint } from '@/lib/client/endpoint';
import { leaveApplicationApi, leaveListApi } from '@/lib/leave/endpoints';
import type { ShownApplication } from './leave-bits';
import { useWhileUnchanged } from './while-unchanged';

/**
 * The review actions of one application, the same on its view and in the
 * reviewer list: approve (a note may go with it), reject (a note is
 * required), change a decided application's decision, withdraw, delete.
 * Each one writes, shows the spec's success dialog and reads the screen again.
 */

const optionalNote = () => import('@/lib/leave/application-forms').then((m) => m.optionalNoteFormSchema);
const requiredNote = () => import('@/lib/leave/application-forms').then((m) => m.requiredNoteFormSchema);

type Decision = 'approve' | 'reject';
const LABEL: Record<Decision, string> = { approve: 'Approve', reject: 'Reject' };

/**
 * Approve or Reject in a dialog with the note. `who` names the application for screen readers in a list ("Approve Emma Novak’s leave").
 * `shown`: the application as the screen shows it; the decision goes only while it is still that
 * (useWhileUnchanged), a change meanwhile said in the dialog, the screen reading it again when the dialog closes.
 */
export function DecisionButton({ id, decision, shown, who, compact = false }: { id: number; decision: Decision; shown: ShownApplication; who?: string; compact?: boolean }) {
  const endpoint = decision === 'approve' ? leaveApplicationApi.approve : leaveApplicationApi.reject;
  const whileUnchanged = useWhileUnchanged(id, 'decide', shown);
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
      save={(values) => whileUnchanged(() => callEndpoint(endpoint, { params: { id }, json: { note: values.note || null } }))}
      success="add"
    >
      {() => <TextareaField name="note" label={decision === 'approve' ? 'Note (optional)' : 'Note'} rows={3} />}
    </FormDialog>
  );
}

/**
 * Turns an approved application into a rejected one or back (change_decision_leave_application), only
 * while it is still what the screen shows (`shown`, useWhileUnchanged): not one withdrawn, edited or
 * changed by someone else meanwhile.
 */
export function ChangeDecisionButton({ id, shown }: { id: number; shown: ShownApplication }) {
  const to = shown.status === 'approved' ? 'rejected' : 'approved';
  const whileUnchanged = useWhileUnchanged(id, 'change', shown);
  return (
    <FormDialog
      title="Change decision"
      description={to === 'rejected' ? 'The application becomes rejected and its days return to the balance. A note is required.' : 'The application becomes approved and its days are taken from the balance.'}
      trigger={<Button variant="secondary">Change decision</Button>}
      schema={to === 'rejected' ? requiredNote : optionalNote}
      defaultValues={{ note: '' }}
      submitLabel={to === 'rejected' ? 'Change to rejected' : 'Change to approved'}
      save={(values) => whileUnchanged(() => callEndpoint(leaveApplicationApi.changeDecision, { json: { application_id: id, status: to, note: values.note || null } }))}
      success="add"
    >
      {() => <TextareaField name="note" label={to === 'rejected' ? 'Note' : 'Note (optional)'} rows={3} />}
    </FormDialog>
  );
}

/**
 * Withdraws a pending application, or an approved one not yet begun; its days return to the balance.
 * Only while it is still what the screen shows (`shown`, useWhileUnchanged): one decided meanwhile says so.
 */
export function WithdrawButton({ id, shown }: { id: number; shown: ShownApplication }) {
  const dialogs = useDialogs();
  const whileUnchanged = useWhileUnchanged(id, 'withdraw', shown);
  const mutation = useSaveThenRefresh<void, unknown>({
    save: async () =>
      (await dialogs.confirm({ text: 'Withdraw this leave application? Its days return to the balance.' }))
        ? whileUnchanged(() => callEndpoint(leaveApplicationApi.withdraw, { params: { id }, json: {} }))
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
