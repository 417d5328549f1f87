import { ReviewerLeavesScreen, type ReviewerFilters } from '@/components/leave/application/reviewer-leaves';
import { RefreshOnAlert } from '@/components/realtime/live-refresh';
import { seesAllLeave } from '@/lib/leave/access';
import { getReviewerLeaves, getReviewerSummary } from '@/lib/leave/application-api';
import { wizardAccess } from '@/lib/leave/wizard-steps';
import { definePage, pageMetadata } from '@/lib/page';
import { pageParam, type SearchParams } from '@/lib/search-params';

export const metadata = pageMetadata('/leaves/all');

const FILTER_KEYS = ['status', 'leave_type_id', 'department_id', 'from', 'to', 'search', 'showMyPending'] as const;

function filtersOf(search: SearchParams): ReviewerFilters {
  const filters: ReviewerFilters = {};
  for (const key of FILTER_KEYS) {
    const value = search[key];
    if (typeof value === 'string' && value.trim()) filters[key] = value.trim().slice(0, 100);
  }
  return filters;
}

/** All leave (any of the five leave-list permissions): the list and its summary, read in one round; read again when a leave alert arrives. */
export default definePage('/leaves/all', {
  load: ({ search }) => {
    const filters = filtersOf(search);
    return { list: getReviewerLeaves({ ...filters, page: pageParam(search) }), summary: getReviewerSummary(filters) };
  },
  render: ({ list, summary }, { search, gate, can }) => (
    <>
      <RefreshOnAlert kind="leave_application" />
      <ReviewerLeavesScreen list={list} summary={summary} filters={filtersOf(search)} dateFormat={gate.auth.settings.date_format} canApply={can('apply_leave_application')} seesPeople={seesAllLeave(can)} wizardAccess={wizardAccess(gate.permissions)} />
    </>
  ),
});
