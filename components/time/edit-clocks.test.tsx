import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DialogsProvider } from '@/components/shell/dialogs';
import { ServerClockProvider } from '@/components/shell/server-clock';
import { EditClocks } from '@/components/time/edit-clocks';
import { preloadDialog } from '@/components/ui/dialog';
import type { AttendanceEntry } from '@/lib/time/schemas';

const SERVER_TIME = '2026-03-10 18:00:00';
const UPDATE = 'POST /time/attendance/41/update';

let sent: { clocks: { start_date_time: string; end_date_time: string }[]; comment: string | null }[];

/** A day with one clock of under a minute (clocked in and out at once), as the employee left it. */
const entry: AttendanceEntry = {
  id: 41,
  user_id: 7,
  working_date: '2026-03-10',
  present: true,
  working_place: 1,
  shift_start_time: '09:00',
  shift_work_time: 480,
  late_status: 0,
  completed_status: 0,
  spent_time: 40,
  break_time: 0,
  comment: null,
  clocks: [{ id: 5, attendance_id: 41, start_date_time: '2026-03-10 13:45:10', end_date_time: '2026-03-10 13:45:50', circle_completed: true, approved_at: '2026-03-10 13:46:00', breaks: [] }],
  status_widget: { clock_in: '2026-03-10 13:45:10', clock_out: '2026-03-10 13:45:50', break_time: 0, spent_time: 40 },
  flags: { is_remote: false, is_late: false, is_incomplete: true },
  tags: [],
  shifts: [],
  count_unapproved: 0,
  review_status: null,
};

beforeAll(() => preloadDialog());
beforeEach(() => {
  sent = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace('/api/upstream', '')}`;
    const reply =
      key === UPDATE
        ? (sent.push(JSON.parse(String(init?.body))), { status: 200, body: { message: 'Updated', data: { ...entry, comment: 'Checked' } } })
        : { status: 500, body: { message: `unexpected ${key}` } };
    return { ok: reply.status < 400, status: reply.status, text: async () => JSON.stringify(reply.body) } as Response;
  }) as typeof fetch;
});

describe('Edit clocks', () => {
  it('sends a clock the reviewer left alone back as it was, seconds included (a clock of under a minute is not refused as ending when it starts)', async () => {
    const onSaved = jest.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <DialogsProvider>
          <ServerClockProvider serverTime={SERVER_TIME} timeZone="Europe/Berlin">
            <EditClocks entry={entry} showClockErrors onCancel={jest.fn()} onSaved={onSaved} />
          </ServerClockProvider>
        </DialogsProvider>
      </QueryClientProvider>,
    );
    const form = screen.getByRole('form', { name: 'Edit clocks' });
    fireEvent.change(within(form).getByLabelText('Comment'), { target: { value: 'Checked' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save clocks' })));
    // Saved, or refused on the spot (the form's schema loads first).
    await waitFor(() => expect(sent.length + within(form).queryAllByText('Clock start time and end time should not be same').length).toBeGreaterThan(0), { timeout: 3000 });
    expect(within(form).queryByText('Clock start time and end time should not be same')).not.toBeInTheDocument();
    expect(sent).toEqual([{ clocks: [{ id: 5, start_date_time: '2026-03-10 13:45:10', end_date_time: '2026-03-10 13:45:50', breaks: [] }], comment: 'Checked' }]);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ ...entry, comment: 'Checked' }));
  });
});
