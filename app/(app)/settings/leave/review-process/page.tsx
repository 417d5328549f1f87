import { IntentLink } from '@/components/ui/intent-link';
import { DataTable } from '@/components/kit/data-table';
import { SearchBox } from '@/components/kit/search-box';
import { SettingsPage } from '@/components/kit/settings-page';
import { AddReviewButton, DeleteReviewButton, EditReviewButton } from '@/components/leave/review-actions';
import { buttonClasses } from '@/components/ui/button';
import { leaveReviewApi } from '@/lib/leave/endpoints';
import { reviewConditionName } from '@/lib/leave/review';
import { definePage, pageMetadata } from '@/lib/page';
import { routeHref } from '@/lib/routes';
import { pageParam, textParam, withParams } from '@/lib/search-params';
import { serverCall } from '@/lib/upstream/server';

const ROUTE = '/settings/leave/review-process';

export const metadata = pageMetadata(ROUTE);

/** Leave review processes: who approves, in what order, and whether one or all must approve. */
export default definePage(ROUTE, {
  load: ({ search }) => ({
    reviews: serverCall(leaveReviewApi.index, { query: { page: pageParam(search), search: textParam(search.search) || undefined } }),
  }),
  render: ({ reviews }, { can, search }) => {
    const manage = can('manage_leave_review');
    const searched = textParam(search.search);
    const add = manage ? <AddReviewButton /> : null;
    return (
      <SettingsPage
        title="Review process"
        description="Who approves leave, in order. Anyone: one approver decides. Everyone: all must approve; one rejection rejects."
        card={false}
        actions={add}
      >
        <SearchBox label="Search review processes" />
        <DataTable
          caption="Review processes"
          rows={reviews.data}
          rowKey={(review) => review.id}
          columns={[
            { key: 'name', header: 'Name', cell: (review) => review.name },
            { key: 'condition', header: 'Condition', cell: (review) => reviewConditionName(review.review_condition) },
            {
              key: 'approvers',
              header: 'Approvers',
              hideBelow: 'md',
              stack: true,
              cell: (review) => (
                <ol aria-label={`Approvers of ${review.name}`} className="flex flex-wrap gap-1">
                  {review.approvers.map((person, index) => (
                    <li key={person.id} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                      {index + 1}. {person.name}
                    </li>
                  ))}
                </ol>
              ),
            },
            { key: 'people', header: 'People', cell: (review) => review.people_count, hideBelow: 'sm', stack: true },
          ]}
          rowActions={(review) => (
            <>
              <IntentLink
                href={routeHref('/settings/leave/leave-review/[leave_review_id]/assigned-people', { leave_review_id: review.id })}
                className={buttonClasses('ghost')}
                aria-label={`People of ${review.name}`}
              >
                People
              </IntentLink>
              {manage ? <EditReviewButton id={review.id} name={review.name} /> : null}
              {manage ? <DeleteReviewButton id={review.id} name={review.name} /> : null}
            </>
          )}
          empty={
            searched
              ? { title: `No review processes match “${searched}”`, text: 'Try another name, or clear the search.' }
              : { title: 'No review processes yet', text: 'Add one to say who approves leave, then assign people to it.', action: add }
          }
          meta={reviews.meta}
          pageHref={(page) => `${ROUTE}${withParams(search, { page: page > 1 ? page : undefined })}`}
          noun="review processes"
        />
      </SettingsPage>
    );
  },
});
