import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { DialogsProvider } from '@/components/shell/dialogs';
import { preloadDialog } from '@/components/ui/dialog';
import { TenantFormatsProvider } from '@/components/ui/tenant-formats';
import type { LeaveApplication, LeaveApplicationItem, LeaveEvent } from '@/lib/leave/application-schemas';
import { emma, emmasPendingLeave } from '@/test/leave-fixtures';
import { ChangeDecisionButton, DecisionButton, WithdrawButton } from './leave-decisions';
import { shownOf } from './leave-bits';

const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh, push: jest.fn() }) }));

/** Emma's application for 5 Jan 2027, as the screen read it. */
const item = emmasPendingLeave;
const marcus = { ...emma, id: 2, name: 'Marcus Reed', username: 'marcus.reed' };
const ava = { ...emma, id: 1, name: 'Ava Sinclair', username: 'ava.sinclair' };
/** One more event of the application's history. */
const event = (action: LeaveEvent['action'], by: typeof emma, status: LeaveEvent['status']): LeaveEvent => ({ action, by, status, note: null, at: '2026-11-24T10:00:00Z' });
const decidedBy = (status: 'approved' | 'rejected', by = marcus): Partial<LeaveApplicationItem> => ({ status, history: [...item.history, event(status, by, status)] });
/** The view call's answer with the item as it is now. */
const viewOf = (now: Partial<LeaveApplicationItem>) => ({ item: { ...item, ...now }, author: emma }) as unknown as LeaveApplication;

/** The proxy answers the view with `now` and any write with success; returns the paths called. */
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

function renderWithShell(element: ReactElement) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TenantFormatsProvider formats={{ dateFormat: 'YYYY-MM-DD', timeFormat: 2 }}>
        <DialogsProvider>{element}</DialogsProvider>
      </TenantFormatsProvider>
    </QueryClientProvider>,
  );
}

/** Opens the dialog of `trigger`, fills the note when given, and presses `submit`: the dialog. */
async function submitDialog(trigger: string, title: string, submit: string, note?: string) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: trigger })));
  const dialog = await screen.findByRole('dialog', { name: title });
  const field = await within(dialog).findByLabelText(/^Note/, {}, { timeout: 3000 });
  if (note) fireEvent.change(field, { target: { value: note } });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: submit })));
  return dialog;
}

async function approve() {
  renderWithShell(<DecisionButton id={261} decision="approve" shown={shownOf(item)} />);
  return submitDialog('Approve', 'Approve leave', 'Approve');
}

const DECIDE = 'POST /api/upstream/leave/leave/application/261/approved';
const CHANGE = 'POST /api/upstream/leave/leave/application/change-decision';
const WITHDRAW = 'POST /api/upstream/leave/leave/application/261/withdrawn';
const VIEW = 'GET /api/upstream/leave/leave/application/view/261';

beforeAll(() => preloadDialog());
beforeEach(() => mockRefresh.mockClear());

describe('DecisionButton', () => {
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
      history: [...item.history, event('edited', emma, 'pending')],
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
  it.each<[Partial<LeaveApplicationItem>, string]>([
    [{ status: 'withdrawn', history: [...item.history, event('withdrawn', emma, 'withdrawn')] }, 'This leave application was withdrawn by Emma Novak while you had it open: there is nothing left to decide.'],
    [decidedBy('rejected'), 'This leave application was rejected by Marcus Reed while you had it open: there is nothing left to decide.'],
  ])('says an application decided or withdrawn meanwhile is so, and by whom, and sends no decision (%#)', async (now, message) => {
    const calls = upstreamWith(now);
    const dialog = await approve();
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(calls).toEqual([VIEW]);
  });
});

describe('ChangeDecisionButton', () => {
  /** Ava changes the decision on Emma's application that her screen shows approved by Marcus. */
  async function changeToRejected(now: Partial<LeaveApplicationItem>) {
    const calls = upstreamWith(now);
    const shown = { ...item, ...decidedBy('approved') };
    renderWithShell(<ChangeDecisionButton id={261} shown={shownOf(shown)} />);
    const dialog = await submitDialog('Change decision', 'Change decision', 'Change to rejected', 'Changed my mind');
    return { calls, dialog };
  }

  it('changes the decision of an application that is still what the screen shows', async () => {
    const { calls } = await changeToRejected(decidedBy('approved'));
    await waitFor(() => expect(calls).toEqual([VIEW, CHANGE]));
  });

  // Ava's change on an application Emma had withdrawn meanwhile said "Only a decided leave application can have its decision changed."
  it.each<[Partial<LeaveApplicationItem>, string]>([
    [{ status: 'withdrawn', history: [...decidedBy('approved').history!, event('withdrawn', emma, 'withdrawn')] }, 'This leave application was withdrawn by Emma Novak while you had it open: there is no decision left to change.'],
    [{ status: 'rejected', history: [...decidedBy('approved').history!, event('decision_changed', ava, 'rejected')] }, 'This leave application was rejected by Ava Sinclair while you had it open: your change was not sent.'],
    [
      { ...decidedBy('approved'), end_date: '2027-01-06', days: 2, history: [...decidedBy('approved').history!, event('edited', emma, 'approved')] },
      'Emma Novak changed this leave application while you had it open: it is now Annual leave, 2027-01-05 – 2027-01-06, 2 days. Your change was not sent: check the new version before you change the decision.',
    ],
  ])('sends no change on an application withdrawn, changed or edited meanwhile, says so in the dialog, and reads the screen again on close (%#)', async (now, message) => {
    const { calls, dialog } = await changeToRejected(now);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(calls).toEqual([VIEW]);
    expect(within(dialog).getByLabelText('Note')).toHaveValue('Changed my mind');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Yes' })));
    await waitFor(() => expect(mockRefresh).toHaveBeenCalledTimes(1));
  });
});

describe('WithdrawButton', () => {
  /** Emma withdraws her application that her screen shows pending; the failure dialog when there is one. */
  async function withdraw(now: Partial<LeaveApplicationItem>) {
    const calls = upstreamWith(now);
    renderWithShell(<WithdrawButton id={261} shown={shownOf(item)} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw' })));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmation Required' });
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' })));
    return calls;
  }

  it('withdraws an application that is still what the screen shows', async () => {
    const calls = await withdraw({});
    await waitFor(() => expect(calls).toEqual([VIEW, WITHDRAW]));
  });

  // Rejected meanwhile, the upstream's refusal said only "only a pending leave application, or an approved one that has not started, can be withdrawn";
  // approved meanwhile, it was withdrawn without a word, though Emma had asked to withdraw a pending one.
  it.each([
    ['rejected', 'We could not perform this action as this leave application was rejected by Marcus Reed while you had it open: there is nothing left to withdraw.'],
    ['approved', 'We could not perform this action as this leave application was approved by Marcus Reed while you had it open, so it was not withdrawn: check it before you withdraw it.'],
  ] as const)('sends no withdrawal of an application %s meanwhile, says who decided it, and reads the screen again', async (status, message) => {
    const calls = await withdraw(decidedBy(status));
    const failure = await screen.findByRole('alertdialog', { name: 'Unsuccessful' });
    expect(failure).toHaveTextContent(message);
    expect(calls).toEqual([VIEW]);
    await act(async () => fireEvent.click(within(failure).getByRole('button', { name: 'Close' })));
    await waitFor(() => expect(mockRefresh).toHaveBeenCalledTimes(1));
  });
});
