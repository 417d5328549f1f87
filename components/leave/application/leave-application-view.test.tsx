import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { DialogsProvider } from '@/components/shell/dialogs';
import { TenantFormatsProvider } from '@/components/ui/tenant-formats';
import type { LeaveApplication, ReviewerStep } from '@/lib/leave/application-schemas';
import { emma, emmasPendingLeave } from '@/test/leave-fixtures';
import { LeaveApplicationView } from './leave-application-view';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

const marcus = { ...emma, id: 2, name: 'Marcus Reed', username: 'marcus.reed' };
const ava = { ...emma, id: 1, name: 'Ava Sinclair', username: 'ava.sinclair' };
const step = (reviewer: typeof emma, position: number, more: Partial<ReviewerStep> = {}): ReviewerStep => ({ reviewer, position, decision: null, note: null, decided_at: null, ...more });

/** Emma's pending application under Everyone (Marcus, then Ava), as Ava sees it. */
const pending = (reviewers: ReviewerStep[]): LeaveApplication => ({
  item: emmasPendingLeave,
  application_id: 261,
  author: emma,
  reviewers,
  review_condition: 2,
  review_name: 'Manager and HR',
  auth_review: { is_author: false, is_reviewer: true, can_review: true, can_change_decision: true, can_withdraw: true, can_edit: false, can_delete: true, decision: null },
  upload_meta: { max_bytes: 10_000_000, max_count: 5, extensions: ['pdf'] },
  attachments: [],
  leave_types: [],
  spent_types: [{ id: 1, key: 'full', name: 'Full day' }],
  summary: { allow_half_day: true, count_non_working_days: false, window_start: '2026-11-01', window_end: '2027-12-31', today: '2026-11-24' },
  enabled_dates: [],
  days_off: [],
  comments_count: 0,
  on_behalf: [],
});

const client = new QueryClient();
const view = (application: LeaveApplication) => (
  <QueryClientProvider client={client}>
    <TenantFormatsProvider formats={{ dateFormat: 'YYYY-MM-DD', timeFormat: 2 }}>
      <DialogsProvider>
        <LeaveApplicationView application={application} comments={{ data: [], meta: { current_page: 1, last_page: 1, per_page: 20, from: null, to: null, total: 0 } }} timeZone="Europe/Berlin" />
      </DialogsProvider>
    </TenantFormatsProvider>
  </QueryClientProvider>
);

function show(application: LeaveApplication) {
  render(view(application));
  return screen.getByRole('complementary', { name: 'Approval timeline' });
}

describe('LeaveApplicationView', () => {
  // Marcus lost the review permissions: the application said "Awaiting Marcus Reed and Ava Sinclair." for good.
  it('says an approver who can no longer review is not awaited', () => {
    const timeline = show(pending([step(marcus, 1, { skipped: true }), step(ava, 2)]));
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('Marcus Reed');
    expect(steps[0]).toHaveTextContent('Can no longer review leave: not awaited');
    expect(steps[1]).toHaveTextContent('Awaiting decision');
    expect(timeline).toHaveTextContent('Awaiting Ava Sinclair.');
    expect(timeline).not.toHaveTextContent('Awaiting Marcus Reed');
  });

  it('says who decides when no approver can review it', () => {
    const timeline = show(pending([step(marcus, 1, { skipped: true }), step(ava, 2, { skipped: true })]));
    expect(timeline).toHaveTextContent('No approver can review it now: someone who may review any leave application decides.');
    expect(timeline).not.toHaveTextContent(/Awaiting (?!decision)/);
  });

  // Marcus rejected it while Emma was in Edit: the page read it again, but the form stayed as it was, and Save then
  // answered "Only a pending leave application can be edited." without saying it was rejected.
  it('says at once that an application decided while its author edits it can no longer be saved, keeping what was typed', async () => {
    const own = pending([step(marcus, 1), step(ava, 2)]);
    const mine: LeaveApplication = {
      ...own,
      leave_types: [{ id: 1, name: 'Annual leave', years: [{ year: 2027, start: '2027-01-01', end: '2027-12-31', entitled: 20, taken: 0, pending: 1, left: 19 }] }],
      enabled_dates: ['2027-01-04', '2027-01-05', '2027-01-06'],
      auth_review: { is_author: true, is_reviewer: false, can_review: false, can_change_decision: false, can_withdraw: true, can_edit: true, can_delete: false, decision: null },
    };
    const { rerender } = render(view(mine));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Edit' })));
    const reason = await screen.findByLabelText('Reason (optional)', {}, { timeout: 3000 });
    fireEvent.change(reason, { target: { value: 'Dentist, then the school play' } });
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();

    const rejected: LeaveApplication = {
      ...mine,
      item: { ...mine.item!, status: 'rejected' },
      reviewers: [step(marcus, 1, { decision: 'rejected', note: 'Busy week', decided_at: '2026-11-24T11:00:00Z' }), step(ava, 2)],
      auth_review: { ...mine.auth_review, can_edit: false },
    };
    rerender(view(rejected));
    expect(screen.getByRole('alert')).toHaveTextContent('This application was rejected while you were editing it: your changes can no longer be saved.');
    expect(screen.getByLabelText('Reason (optional)')).toHaveValue('Dentist, then the school play');
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back to the application' })));
    expect(screen.getByRole('region', { name: 'Application' })).toHaveTextContent('Rejected');
  });
});
