import { IntentLink } from '@/components/ui/intent-link';
import { AddGoalButton, DeleteGoalButton, EditGoalButton, ExportGoalsButton, GoalStatusSelect } from '@/components/goals/goal-actions';
import { GoalOwnerFilter } from '@/components/goals/goal-owner-filter';
import { EmptyBlock, emptyStateOf } from '@/components/kit/empty-state';
import { Pager } from '@/components/kit/pager';
import { Avatar } from '@/components/ui/avatar';
import { shiftDate } from '@/lib/date-time/calendar';
import { formatDate } from '@/lib/date-time/format';
import { employeeChoicesApi, goalApi } from '@/lib/goals/endpoints';
import { GOAL_STATUS_LABELS, GOAL_STATUSES, type GoalStatus } from '@/lib/goals/goals';
import type { Goal } from '@/lib/goals/schemas';
import { definePage, pageMetadata } from '@/lib/page';
import { oneOfParam, pageParam, positiveIntParam, textParam, type SearchParams } from '@/lib/search-params';
import { serverCall } from '@/lib/upstream/server';

export const metadata = pageMetadata('/goals');

/** The filters from the address: ?owner_id (with the owner's name, shown on the chip), ?status, ?page. */
function filtersOf(search: SearchParams) {
  const status = search.status ? oneOfParam<GoalStatus | ''>(search.status, GOAL_STATUSES, '') : '';
  return { owner_id: positiveIntParam(search.owner_id, null) ?? undefined, status: status || undefined };
}

/**
 * The chosen owner's name, for the chip: from their goals on this page, else from the people list
 * searched by the name in the address, kept only when that finds this id. The address alone
 * would let a link make the page say "Goals of" anything.
 */
async function ownerName(ownerId: number, fromAddress: string, goals: readonly Goal[]): Promise<string> {
  const theirs = goals.find((goal) => goal.owner.id === ownerId);
  if (theirs) return theirs.owner.name;
  if (fromAddress) {
    const found = await serverCall(employeeChoicesApi.list, { query: { search: fromAddress } });
    const person = found.ok ? found.data.data.find((choice) => choice.id === ownerId) : undefined;
    if (person) return person.name;
  }
  return 'the chosen person';
}

function hrefOf(filters: { owner_id?: number; status?: string; owner?: string; page?: number }) {
  const query = new URLSearchParams();
  if (filters.owner_id) query.set('owner_id', String(filters.owner_id));
  if (filters.owner) query.set('owner', filters.owner);
  if (filters.status) query.set('status', filters.status);
  if (filters.page && filters.page > 1) query.set('page', String(filters.page));
  const text = query.toString();
  return text ? `?${text}` : '?';
}

/**
 * /goals (view_employee): everyone's goals with owner, due date, status and
 * progress; filtered by person and status (in the address), added, edited,
 * deleted, moved between statuses in place, and exported as a spreadsheet.
 */
export default definePage('/goals', {
  load: ({ search }) => ({
    goals: serverCall(goalApi.index, { query: { ...filtersOf(search), page: pageParam(search) } }),
    settings: serverCall(goalApi.settings),
  }),
  render: async ({ goals, settings }, { search, gate }) => {
    const filters = filtersOf(search);
    const owner = filters.owner_id ? await ownerName(filters.owner_id, textParam(search.owner), goals.data) : null;
    const dateFormat = gate.auth.settings.date_format;
    const today = gate.auth.app.server_time.slice(0, 10);
    const total = GOAL_STATUSES.reduce((sum, status) => sum + goals.counts[status], 0);
    const pageHref = (page: number) => hrefOf({ owner_id: filters.owner_id, owner: owner ?? undefined, status: filters.status, page });
    const tabs: { status: GoalStatus | undefined; label: string; count: number }[] = [
      { status: undefined, label: 'All', count: total },
      ...GOAL_STATUSES.map((status) => ({ status, label: GOAL_STATUS_LABELS[status], count: goals.counts[status] })),
    ];
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-3 py-6 sm:px-6">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold text-slate-900">Goals</h1>
            <p className="mt-1 text-sm text-slate-600">What each person is working towards, by when, and how far along it is.</p>
          </div>
          <div className="flex flex-wrap items-start gap-2">
            <ExportGoalsButton filters={filters} />
            <AddGoalButton dueDate={shiftDate(today, settings.data.default_due_days)} completeOnDone={settings.data.complete_on_done} />
          </div>
        </header>

        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <nav aria-label="Goal status" className="-mx-1 flex gap-1 overflow-x-auto px-1">
            {tabs.map((tab) => {
              const current = (filters.status ?? undefined) === tab.status;
              return (
                <IntentLink
                  key={tab.label}
                  href={hrefOf({ owner_id: filters.owner_id, owner: owner ?? undefined, status: tab.status })}
                  aria-current={current ? 'page' : undefined}
                  className={`shrink-0 rounded-full px-3 py-1.5 text-sm font-medium ${current ? 'bg-primary text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50'}`}
                >
                  {tab.label} <span className={current ? 'text-white/80' : 'text-slate-500'}>{tab.count}</span>
                </IntentLink>
              );
            })}
          </nav>
          <GoalOwnerFilter owner={filters.owner_id && owner ? { id: filters.owner_id, name: owner } : null} status={filters.status} />
        </div>

        <section aria-label="Goals" className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          {goals.data.length === 0 ? (
            // Past the last page (an old link; the last goals of the last page deleted): says so, with the way back.
            <EmptyBlock
              empty={emptyStateOf(
                { title: 'No goals here', text: filters.owner_id || filters.status ? 'No goal matches these filters.' : 'Add the first goal: who owns it, by when and how far along it is.' },
                goals.meta,
                pageHref,
                'goals',
              )}
            />
          ) : (
            <ul className="divide-y divide-slate-100">
              {goals.data.map((goal) => (
                <li key={goal.id} aria-label={goal.title} className="flex flex-col gap-3 px-4 py-4 md:flex-row md:items-center">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-slate-900">{goal.title}</p>
                    {goal.description ? <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">{goal.description}</p> : null}
                    <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
                      <span className="flex items-center gap-1.5">
                        <Avatar src={goal.owner.avatar} name={goal.owner.name} size={22} />
                        {goal.owner.name}
                      </span>
                      <span className={goal.is_overdue ? 'font-medium text-red-700' : 'text-slate-600'}>
                        {goal.is_overdue ? 'Overdue: ' : 'Due '}
                        {formatDate(goal.due_date, dateFormat)}
                      </span>
                    </p>
                  </div>
                  <div className="flex w-full items-center gap-2 md:w-44">
                    <div role="progressbar" aria-label={`Progress of ${goal.title}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={goal.progress} className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200">
                      <div className={`h-full rounded-full ${goal.status === 'done' ? 'bg-success' : 'bg-primary'}`} style={{ width: `${goal.progress}%` }} />
                    </div>
                    <span className="w-10 text-right text-sm tabular-nums text-slate-700">{goal.progress}%</span>
                  </div>
                  <div className="flex flex-wrap items-center gap-1">
                    <GoalStatusSelect goal={goal} />
                    <EditGoalButton goal={goal} completeOnDone={settings.data.complete_on_done} />
                    <DeleteGoalButton goal={goal} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
        <Pager meta={goals.meta} href={pageHref} noun="goals" />
      </div>
    );
  },
});
