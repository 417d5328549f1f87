import type { LeaveApplication, LeaveRow, LeaveStatus, LeaveTypeBalance, YearBalance } from '@/lib/leave/application-schemas';
import { formatDate } from '@/lib/date-time/format';
import { LEAVE_STATUS_LABELS } from '@/lib/leave/status';
import { balanceOf } from '@/lib/leave/leave-days';

/** Small pieces every leave screen shows the same way: status, day counts, date ranges, balances. */

export const STATUS_LABEL = LEAVE_STATUS_LABELS;
const STATUS_CLASS: Record<LeaveStatus, string> = {
  pending: 'bg-warning/15 text-amber-800 ring-warning/40',
  approved: 'bg-success/15 text-green-800 ring-success/40',
  rejected: 'bg-error/10 text-red-800 ring-error/40',
  withdrawn: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export function StatusBadge({ status }: { status: LeaveStatus }) {
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${STATUS_CLASS[status]}`}>{STATUS_LABEL[status]}</span>;
}

/** "1 day", "0.5 day", "2.5 days". */
export const daysText = (days: number) => `${Number.isInteger(days) ? days : days.toFixed(1)} ${days === 1 || days === 0.5 ? 'day' : 'days'}`;

/** "12.12.2026" or "12.12.2026 – 15.12.2026" in the tenant's date format. */
export const dateRangeText = (start: string, end: string, dateFormat: string) =>
  start === end ? formatDate(start, dateFormat) : `${formatDate(start, dateFormat)} – ${formatDate(end, dateFormat)}`;

/** What a screen shows of an application (its view, or a row of All leave): what a decision, a change of it or a withdrawal is taken on. */
export type ShownApplication = Pick<LeaveRow, 'leave_type' | 'start_date' | 'end_date' | 'days' | 'spent_type' | 'reason' | 'status'>;
/** Only those facts, so that a list's decision buttons carry no more of each row than that. */
export const shownOf = ({ leave_type, start_date, end_date, days, spent_type, reason, status }: ShownApplication): ShownApplication => ({ leave_type, start_date, end_date, days, spent_type, reason, status });

const factsOf = (shown: ShownApplication) => JSON.stringify([shown.leave_type.id, shown.start_date, shown.end_date, shown.days, shown.spent_type, shown.reason ?? null]);

/** What someone does to the application their screen shows: decide it (approve, reject), change its decision, withdraw it, save an edit of it. */
export type LeaveAct = 'decide' | 'change' | 'withdraw' | 'edit';

/** What a held-back act says after "…while you had it open", by the status the application has now. */
const HELD_BACK: Record<LeaveAct, (status: LeaveStatus) => string> = {
  decide: () => ': there is nothing left to decide.',
  change: (status) => (status === 'withdrawn' ? ': there is no decision left to change.' : ': your change was not sent.'),
  // An approved application that has not begun can still be withdrawn, but the author asked to withdraw a pending one.
  withdraw: (status) => (status === 'approved' ? ', so it was not withdrawn: check it before you withdraw it.' : ': there is nothing left to withdraw.'),
  edit: () => ': your changes can no longer be saved.',
};
const EDITED: Record<LeaveAct, string> = {
  decide: 'Your decision was not sent: check the new version before you decide.',
  change: 'Your change was not sent: check the new version before you change the decision.',
  withdraw: 'It was not withdrawn: check the new version before you withdraw it.',
  // The form keeps what was typed; its Save then goes on the version just read.
  edit: 'Your changes were not saved: Save changes again to replace it with what you entered here, or Discard to keep it as it is.',
};
const STATUS_EVENTS = new Set(['approved', 'rejected', 'withdrawn', 'decision_changed']);

/**
 * Why an act must not go on what the screen shows, from the application as it is now (read just
 * before sending): decided, withdrawn or its decision changed meanwhile (named with who did it), or
 * edited (an approval would count for dates the reviewer never saw, an edit would undo another's
 * without a word). Null: it is still what the screen shows. The alert of an edit or a withdrawal reads open screens again, but not under an open
 * dialog, and alerts can be switched off.
 */
export function changedMeanwhile(act: LeaveAct, shown: ShownApplication, current: LeaveApplication, dateFormat: string): string | null {
  const item = current.item;
  if (!item) return null;
  if (item.status !== shown.status && item.status !== 'pending') {
    const by = item.history.findLast((event) => STATUS_EVENTS.has(event.action) && event.status === item.status)?.by.name;
    return `This leave application was ${item.status}${by ? ` by ${by}` : ''} while you had it open${HELD_BACK[act](item.status)}`;
  }
  if (item.status === shown.status && factsOf(item) === factsOf(shown)) return null;
  const editor = item.history.findLast((event) => event.action === 'edited')?.by.name ?? current.author.name;
  return `${editor} changed this leave application while you had it open: it is now ${item.leave_type.name}, ${dateRangeText(item.start_date, item.end_date, dateFormat)}, ${daysText(item.days)}. ${EDITED[act]}`;
}

/** The balance of a type in the leave year that holds `date` (the first year when none does). */
export const yearBalanceOf = (type: LeaveTypeBalance, date?: string): YearBalance =>
  (date ? type.years.find((year) => year.start <= date && date <= year.end) : undefined) ?? type.years[0]!;

/** What a policy gives of a type: its days, or 'No limit' for 0 (balanceOf's rule, as the balances show it). */
export const entitlementText = (policyDays: number) => (balanceOf(policyDays, 0, 0).entitled === null ? 'No limit' : daysText(policyDays));

export const leftText = (balance: Pick<YearBalance, 'left'>) => (balance.left === null ? 'No limit' : `${daysText(balance.left)} left`);

/** Entitled, taken, pending and left of each type, for one leave year. */
export function BalanceTable({ types, date, caption }: { types: readonly LeaveTypeBalance[]; date?: string; caption: string }) {
  if (types.length === 0) return <p className="text-sm text-slate-600">No leave policy is assigned yet.</p>;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-left text-xs uppercase tracking-wide text-slate-500">
          <th scope="col" className="py-1 pr-2 font-semibold">Type</th>
          <th scope="col" className="px-2 py-1 text-right font-semibold">Entitled</th>
          <th scope="col" className="hidden px-2 py-1 text-right font-semibold sm:table-cell">Taken</th>
          <th scope="col" className="hidden px-2 py-1 text-right font-semibold sm:table-cell">Pending</th>
          <th scope="col" className="py-1 pl-2 text-right font-semibold">Left</th>
        </tr>
      </thead>
      <tbody>
        {types.map((type) => {
          const balance = yearBalanceOf(type, date);
          return (
            <tr key={type.id} className="border-t border-slate-100">
              <th scope="row" className="py-1.5 pr-2 text-left font-medium text-slate-800">{type.name}</th>
              <td className="px-2 py-1.5 text-right tabular-nums">{balance.entitled ?? '—'}</td>
              <td className="hidden px-2 py-1.5 text-right tabular-nums sm:table-cell">{balance.taken}</td>
              <td className="hidden px-2 py-1.5 text-right tabular-nums sm:table-cell">{balance.pending}</td>
              <td className="whitespace-nowrap py-1.5 pl-2 text-right font-semibold tabular-nums">{balance.left === null ? 'No limit' : balance.left}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
