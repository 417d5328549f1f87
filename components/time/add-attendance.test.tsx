import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { DialogsProvider } from '@/components/shell/dialogs';
import { ServerClockProvider } from '@/components/shell/server-clock';
import { AddAttendanceDialog } from '@/components/time/add-attendance';
import { preloadDialog } from '@/components/ui/dialog';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const SERVER_TIME = '2026-03-10 18:00:00';
const TODAY = '2026-03-10';
const STORE = 'POST /time/attendance/add-attendance/store';

let stored: unknown[];

beforeAll(() => preloadDialog());
beforeEach(() => {
  stored = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace('/api/upstream', '')}`;
    const reply =
      key === 'GET /time/attendance/add-attendance/7/find-shift'
        ? { status: 200, body: { data: { working_date: TODAY, shift: { id: 1, name: 'Day', start_time: '09:00:00', end_time: '17:00:00', work_time: 480, break_time: 0 }, attendance_id: null } } }
        : key === STORE
          ? (stored.push(JSON.parse(String(init?.body))),
            { status: 422, body: { message: 'Clock times are not sorted properly.', errors: { clocks: ['Clock times are not sorted properly.', 'Invalid break time'] } } })
          : { status: 500, body: { message: `unexpected ${key}` } };
    return { ok: reply.status < 400, status: reply.status, text: async () => JSON.stringify(reply.body) } as Response;
  }) as typeof fetch;
});

function renderDialog(showClockErrors: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DialogsProvider>
        <ServerClockProvider serverTime={SERVER_TIME} timeZone="Europe/Berlin">
          <AddAttendanceDialog userId={7} today={TODAY} showClockErrors={showClockErrors} onClose={jest.fn()} />
        </ServerClockProvider>
      </DialogsProvider>
    </QueryClientProvider>,
  );
}

async function submitRefused() {
  const dialog = await screen.findByRole('dialog', { name: 'Add attendance' });
  const submit = await within(dialog).findByRole('button', { name: 'Add attendance' }, { timeout: 3000 });
  await act(async () => fireEvent.click(submit));
  await screen.findByText('Clock times are not sorted properly.', undefined, { timeout: 3000 });
  expect(stored).toHaveLength(1);
  return dialog;
}

describe('Add attendance', () => {
  it('shows the first of the server’s clock errors to someone without edit_any_attendance (spec: 422 shows the first clocks error)', async () => {
    renderDialog(false);
    const dialog = await submitRefused();
    expect(within(dialog).queryByText('Invalid break time')).not.toBeInTheDocument();
  });

  it('shows every clock error with edit_any_attendance', async () => {
    renderDialog(true);
    const dialog = await submitRefused();
    expect(within(dialog).getByText('Invalid break time')).toBeInTheDocument();
  });
});
