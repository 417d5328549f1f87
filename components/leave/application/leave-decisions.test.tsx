import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DialogsProvider } from '@/components/shell/dialogs';
import { preloadDialog } from '@/components/ui/dialog';
import { TenantFormatsProvider } from '@/components/ui/tenant-formats';
import type { LeaveApplication, LeaveApplicationItem } from '@/lib/leave/application-schemas';
import { emma, emmasPendingLeave } from '@/test/leave-fixtures';
import { DecisionButton } from './leave-decisions';
import { shownOf } from './leave-bits';

const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh, push: jest.fn() }) }));

/** Emma's application for 5 Jan 2027, as Marcus's screen read it. */
const item = emmasPendingLeave;
/** The view call's answer with the item as it is now. */
const viewOf = (now: Partial<LeaveApplicationItem>) => ({ item: { ...item, ...now }, author: emma }) as unknown as LeaveApplication;

/** The proxy answers the view with `now` and any decision with "pending"; returns the paths called. */
function upstreamWith(now: Partial<LeaveApplicationItem>) {
  const calls: string[] = [];
  global.fetch = jest.fn(async (url: URL | string, init?: RequestInit) => {
    const path = new URL(String(url)).pathname;
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    const body = path.includes('/view/') ? viewOf(now) : { message: 'You’ve successfully performed this action.', status: 'pending' };
    return { ok: true, status: 200, text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;
  return calls;
}

async function approve() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TenantFormatsProvider formats={{ dateFormat: 'YYYY-MM-DD', timeFormat: 2 }}>
        <DialogsProvider>
          <DecisionButton id={261} decision="approve" shown={shownOf(item)} />
        </DialogsProvider>
      </TenantFormatsProvider>
    </QueryClientProvider>,
  );
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Approve' })));
  const dialog = await screen.findByRole('dialog', { name: 'Approve leave' });
  await within(dialog).findByLabelText('Note (optional)', {}, { timeout: 3000 });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' })));
  return dialog;
}

const DECIDE = 'POST /api/upstream/leave/leave/application/261/approved';
const VIEW = 'GET /api/upstream/leave/leave/application/view/261';

describe('DecisionButton', () => {
  beforeAll(() => preloadDialog());
  beforeEach(() => mockRefresh.mockClear());

  it('decides an application that is still what the screen shows', async () => {
    const calls = upstreamWith({});
    await approve();
    await waitFor(() => expect(calls).toEqual([VIEW, DECIDE]));
  });

  // Marcus approved a 1-day application that Emma had made 10 days meanwhile: the approval counted for the 10.
  it('sends no decision on an application edited since the screen read it, says what it is now, and reads the screen again on close', async () => {
    const calls = upstreamWith({
      start_date: '2027-01-04',
      end_date: '2027-01-15',
      days: 10,
      history: [...item.history, { action: 'edited', by: emma, status: 'pending', note: null, at: '2026-11-24T10:00:00Z' }],
    });
    const dialog = await approve();
    expect(await within(dialog).findByText('Emma Novak changed this leave application while you had it open: it is now Annual leave, 2027-01-04 – 2027-01-15, 10 days. Your decision was not sent: check the new version before you decide.')).toBeInTheDocument();
    expect(calls).toEqual([VIEW]);
    expect(mockRefresh).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Approve leave' })).not.toBeInTheDocument());
    expect(mockRefresh).toHaveBeenCalledTimes(1);
  });

  // It said "This leave application has already been decided." of one its author had withdrawn.
  it.each([
    ['withdrawn', 'This leave application was withdrawn while you had it open: there is nothing left to decide.'],
    ['rejected', 'This leave application has already been rejected.'],
  ] as const)('says an application %s meanwhile is so, and sends no decision', async (status, message) => {
    const calls = upstreamWith({ status });
    const dialog = await approve();
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(calls).toEqual([VIEW]);
  });
});
