import { AssignedPeopleList } from '@/components/kit/assigned-people-list';
import { PersonCell } from '@/components/kit/person-cell';
import { SectionCard } from '@/components/kit/section-card';
import { SettingsPage } from '@/components/kit/settings-page';
import { AssignReviewPeopleButton, RemoveReviewPersonButton } from '@/components/leave/review-actions';
import { leaveReviewApi, reviewPeopleApi } from '@/lib/leave/endpoints';
import { REVIEW_CONDITIONS } from '@/lib/leave/review';
import { definePage, idOrNotFound, pageMetadata } from '@/lib/page';
import { routeHref } from '@/lib/routes';
import { pageParam, textParam } from '@/lib/search-params';
import { serverCall } from '@/lib/upstream/server';

const ROUTE = '/settings/leave/leave-review/[leave_review_id]/assigned-people';

export const metadata = pageMetadata(ROUTE);

/** A review process's approvers (in order) and the people whose leave it reviews. */
export default definePage(ROUTE, {
  load: ({ params, search }) => {
    const id = idOrNotFound(params.leave_review_id);
    return {
      people: serverCall(reviewPeopleApi.index, { params: { id }, query: { page: pageParam(search), search: textParam(search.search) || undefined } }),
      approvers: serverCall(leaveReviewApi.approvers, { params: { id } }),
    };
  },
  render: ({ people, approvers }, { can, search, params }) => {
    const review = people.leave_review;
    const condition = REVIEW_CONDITIONS.find((item) => item.id === review.review_condition);
    const manage = can('manage_leave_review');
    return (
      <SettingsPage
        title={review.name}
        description="The people whose leave this process reviews."
        back={{ href: routeHref('/settings/leave/review-process'), label: 'Review process' }}
        card={false}
        actions={manage ? <AssignReviewPeopleButton itemId={review.id} itemName={review.name} /> : null}
      >
        <SectionCard title="Approvers" description={condition ? `${condition.name}: ${condition.description}` : undefined}>
          <ol aria-label={`Approvers of ${review.name}`} className="flex flex-col gap-2">
            {approvers.data.map((person, index) => (
              <li key={person.id} className="flex items-center gap-3 text-sm">
                <span className="w-5 text-right font-medium text-slate-500">{index + 1}.</span>
                <PersonCell person={person} />
              </li>
            ))}
          </ol>
        </SectionCard>
        <AssignedPeopleList
          itemName={review.name}
          people={people}
          search={search}
          href={routeHref(ROUTE, { leave_review_id: params.leave_review_id })}
          remove={manage ? (person) => <RemoveReviewPersonButton itemId={review.id} itemName={review.name} person={person} /> : undefined}
          emptyText={manage ? 'Assign people so their leave goes through this process.' : undefined}
        />
      </SettingsPage>
    );
  },
});
