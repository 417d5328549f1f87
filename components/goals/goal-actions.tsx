'use client';

import { useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { DeleteButton } from '@/components/kit/delete-button';
import { useSaveThenRefresh } from '@/components/kit/use-save-then-refresh';
import { ReportProgress } from '@/components/reports/report-progress';
import { useReportFile } from '@/components/reports/use-report-file';
import { useDialogs } from '@/components/shell/dialogs';
import { Button } from '@/components/ui/button';
import { callEndpoint } from '@/lib/client/endpoint';
import { goalApi } from '@/lib/goals/endpoints';
import { GOAL_STATUS_LABELS, GOAL_STATUSES, type GoalStatus } from '@/lib/goals/goals';
import type { Goal } from '@/lib/goals/schemas';

/** Goals' actions: add, edit, delete, change status and export (spec part 2 §7 "Goals"). */

const STATUS_OPTIONS = GOAL_STATUSES.map((status) => ({ value: status, label: GOAL_STATUS_LABELS[status] }));

const goalDialogs = () => import('@/components/goals/goal-dialogs');
// The add and edit dialogs (the form library, the owner and date fields) load when first asked for, not with the page.
const AddGoalDialog = dynamic(() => goalDialogs().then((module) => module.AddGoalDialog), { ssr: false });
const EditGoalDialog = dynamic(() => goalDialogs().then((module) => module.EditGoalDialog), { ssr: false });
const preload = () => void goalDialogs().catch(() => undefined);

/** `completeOnDone`: the goals settings' Done-means-100 %, which the dialog applies as the status changes. */
export function AddGoalButton({ dueDate, completeOnDone }: { dueDate: string; completeOnDone: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} onPointerEnter={preload} onFocus={preload}>
        Add goal
      </Button>
      {open ? <AddGoalDialog dueDate={dueDate} completeOnDone={completeOnDone} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

export function EditGoalButton({ goal, completeOnDone }: { goal: Goal; completeOnDone: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)} onPointerEnter={preload} onFocus={preload} aria-label={`Edit ${goal.title}`}>
        Edit
      </Button>
      {open ? <EditGoalDialog goal={goal} completeOnDone={completeOnDone} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

export function DeleteGoalButton({ goal }: { goal: Goal }) {
  return <DeleteButton name={goal.title} remove={() => callEndpoint(goalApi.delete, { params: { id: goal.id } })} />;
}

/**
 * The goal's status, changed in place. A choice made with the mouse saves at once; one made with the
 * keys (arrows step through the options of a closed select, each a change event) saves on Enter or
 * when the select is left, so stepping from "To do" to "Cancelled" is one save, not three.
 */
export function GoalStatusSelect({ goal }: { goal: Goal }) {
  const change = useSaveThenRefresh({
    save: (status: GoalStatus) => callEndpoint(goalApi.changeStatus, { json: { id: goal.id, status } }),
    success: 'edit',
    refresh: 'router',
    failures: 'dialog',
  });
  const [draft, setDraft] = useState<GoalStatus | null>(null);
  // How the last change came, read only by the handlers: no render needs it.
  const byKeys = useRef(false);
  const save = (status: GoalStatus | null) => {
    // One save at a time (the select stays focusable meanwhile, so it is not disabled).
    if (change.isPending) return;
    setDraft(null);
    if (status && status !== goal.status) change.mutate(status);
  };
  return (
    <select
      aria-label={`Status of ${goal.title}`}
      value={draft ?? goal.status}
      // Not `disabled` while saving: that drops a keyboard user's focus to the page, and nothing gives it back.
      aria-disabled={change.isPending || undefined}
      onPointerDown={() => (byKeys.current = false)}
      onKeyDown={(event) => {
        byKeys.current = true;
        if (event.key === 'Enter' && draft) {
          event.preventDefault();
          save(draft);
        }
      }}
      onChange={(event) => {
        const status = event.target.value as GoalStatus;
        if (byKeys.current) setDraft(status);
        else save(status);
      }}
      onBlur={() => save(draft)}
      className="min-h-9 rounded-md border border-slate-300 bg-white px-2 text-sm aria-disabled:opacity-60"
    >
      {STATUS_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** Exports the goals under the current filters as XLSX or CSV, with the report progress. */
export function ExportGoalsButton({ filters }: { filters: { owner_id?: number; status?: GoalStatus } }) {
  const file = useReportFile();
  const dialogs = useDialogs();
  const [format, setFormat] = useState<'xlsx' | 'csv'>('xlsx');
  const run = async () => {
    const result = await file.run(async () => {
      const answer = await callEndpoint(goalApi.export, { query: { ...filters, format } });
      return answer.ok ? { ...answer, data: { export_file: answer.data.file_path, file_name: answer.data.file_name } } : answer;
    });
    if (!result.ok) void dialogs.failure(result.error);
  };
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex items-center gap-2">
        <label className="sr-only" htmlFor="goals-export-format">
          Export format
        </label>
        <select
          id="goals-export-format"
          value={format}
          onChange={(event) => setFormat(event.target.value as 'xlsx' | 'csv')}
          className="min-h-10 rounded-md border border-slate-300 bg-white px-2 text-sm"
        >
          <option value="xlsx">Excel (XLSX)</option>
          <option value="csv">CSV</option>
        </select>
        <Button variant="secondary" loading={file.busy} onClick={() => void run()}>
          Export
        </Button>
      </div>
      <ReportProgress label="Goals export progress" progress={file.progress} saved={file.saved} empty={file.empty} />
    </div>
  );
}
