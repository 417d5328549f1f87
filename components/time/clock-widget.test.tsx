import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DialogsProvider } from '@/components/shell/dialogs';
import { ServerClockProvider } from '@/components/shell/server-clock';
import { SnackbarProvider } from '@/components/shell/snackbars';
import { ClockWidget } from '@/components/time/clock-widget';
import type { ClockShortSummary } from '@/lib/time/schemas';

const SERVER_TIME = '2026-03-10 10:00:00';

const summary = (patch: Partial<ClockShortSummary> = {}): ClockShortSummary => ({
  id: null,
  abnormal: false,
  working_date: null,
  total_on_clocked: 0,
  is_clocked_in: false,
  is_on_break: false,
  can_clock: true,
  can_break: true,
  spent_time: 0,
  start_time: null,
  end_time: null,
  review_status: null,
  review_text: null,
  shift: null,
  server_time: SERVER_TIME,
  ...patch,
});

type Reply = { status: number; body: unknown };
let replies: Record<string, Reply[]>;
const calls: string[] = [];

function respond(method: string, path: string, ...list: Reply[]) {
  replies[`${method} ${path}`] = list;
}

beforeEach(() => {
  replies = {};
  calls.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace('/api/upstream', '')}`;
    calls.push(key);
    const reply = replies[key]?.shift() ?? { status: 500, body: { message: `unexpected ${key}` } };
    // What lib/client/api.ts reads of a response (jsdom has no Response).
    return { ok: reply.status < 400, status: reply.status, text: async () => JSON.stringify(reply.body) } as Response;
  }) as typeof fetch;
});

function renderWidget() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <DialogsProvider>
          <ServerClockProvider serverTime={SERVER_TIME} timeZone="Europe/Berlin">
            <ClockWidget timeFormat={2} dateFormat="YYYY-MM-DD" showClockErrors={false} />
          </ServerClockProvider>
        </DialogsProvider>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

const SHORT = '/time/attendance/clock/short-summary';

describe('the clock widget', () => {
  it('offers the steps the state allows and takes each answer as its state', async () => {
    respond('GET', SHORT, { status: 200, body: summary() }, { status: 200, body: summary({ is_clocked_in: true }) });
    respond('POST', '/time/attendance/clock/in', { status: 200, body: { ...summary({ is_clocked_in: true, spent_time: 5 }), clocks: [] } });
    renderWidget();
    fireEvent.click(await screen.findByRole('button', { name: 'Clock in' }));
    expect(await screen.findByRole('button', { name: 'Break' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clock out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clock in' })).not.toBeInTheDocument();
    expect(calls).toContain('POST /time/attendance/clock/in');
  });

  it('sends one clock-in for a double click, whose second click comes before the button shows it is busy', async () => {
    respond('GET', SHORT, { status: 200, body: summary() }, { status: 200, body: summary({ is_clocked_in: true }) });
    respond(
      'POST',
      '/time/attendance/clock/in',
      { status: 200, body: { ...summary({ is_clocked_in: true, spent_time: 5 }), clocks: [] } },
      { status: 422, body: { message: 'You are already clocked in.' } },
    );
    renderWidget();
    const clockIn = await screen.findByRole('button', { name: 'Clock in' });
    // One act: React renders after both clicks, as a browser's double click can land before the re-render.
    act(() => {
      clockIn.click();
      clockIn.click();
    });
    expect(await screen.findByRole('button', { name: 'Break' })).toBeInTheDocument();
    expect(calls.filter((call) => call === 'POST /time/attendance/clock/in')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('hands the focus to the next step when the pressed one goes (clocking in and out from the keyboard)', async () => {
    respond('GET', SHORT, { status: 200, body: summary() }, { status: 200, body: summary({ is_clocked_in: true }) }, { status: 200, body: summary({ end_time: SERVER_TIME }) });
    respond('POST', '/time/attendance/clock/in', { status: 200, body: { ...summary({ is_clocked_in: true, spent_time: 5 }), clocks: [] } });
    respond('POST', '/time/attendance/clock/out-general', { status: 200, body: { ...summary({ spent_time: 5, end_time: SERVER_TIME }), clocks: [] } });
    renderWidget();
    const clockIn = await screen.findByRole('button', { name: 'Clock in' });
    clockIn.focus();
    fireEvent.click(clockIn);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Break' })).toHaveFocus());
    const clockOut = screen.getByRole('button', { name: 'Clock out' });
    clockOut.focus();
    fireEvent.click(clockOut);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Clock in' })).toHaveFocus());
  });

  it('keeps the focus on a step that failed', async () => {
    respond('GET', SHORT, { status: 200, body: summary() }, { status: 200, body: summary() });
    respond('POST', '/time/attendance/clock/in', { status: 422, body: { message: 'You cannot clock in now.', errors: {} } });
    renderWidget();
    const clockIn = await screen.findByRole('button', { name: 'Clock in' });
    clockIn.focus();
    fireEvent.click(clockIn);
    const failure = await screen.findByRole('alertdialog', { name: 'Unsuccessful' });
    fireEvent.click(within(failure).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Clock in' })).toHaveFocus());
  });

  it('shows only what the server flags allow', async () => {
    respond('GET', SHORT, { status: 200, body: summary({ is_clocked_in: true, can_break: false }) });
    renderWidget();
    expect(await screen.findByRole('button', { name: 'Clock out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Break' })).not.toBeInTheDocument();
  });

  it('takes a break only after a second', async () => {
    jest.useFakeTimers();
    try {
      respond('GET', SHORT, { status: 200, body: summary({ is_clocked_in: true }) }, { status: 200, body: summary({ is_clocked_in: true, is_on_break: true }) });
      respond('POST', '/time/attendance/clock/break', { status: 200, body: { ...summary({ is_clocked_in: true, is_on_break: true }), clocks: [] } });
      renderWidget();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      fireEvent.click(screen.getByRole('button', { name: 'Break' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(990);
      });
      expect(calls).not.toContain('POST /time/attendance/clock/break');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(20);
      });
      expect(calls).toContain('POST /time/attendance/clock/break');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(50);
      });
      expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('answers a 424 with the Just A Minute alert and the server message', async () => {
    respond('GET', SHORT, { status: 200, body: summary({ is_clocked_in: true }) }, { status: 200, body: summary({ is_clocked_in: true, abnormal: true }) });
    respond('POST', '/time/attendance/clock/out-general', { status: 424, body: { message: 'Your clock has been running since 2026-03-09 08:00. Please confirm your clock times before you clock out.' } });
    renderWidget();
    fireEvent.click(await screen.findByRole('button', { name: 'Clock out' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Just A Minute' });
    expect(alert).toHaveTextContent('Your clock has been running since 2026-03-09 08:00. Please confirm your clock times before you clock out.');
  });

  it('sends an abnormal clock to Confirm Clock Out instead of clocking out', async () => {
    respond('GET', SHORT, { status: 200, body: summary({ is_clocked_in: true, abnormal: true }) });
    respond('GET', '/time/attendance/clock/summary', { status: 200, body: { ...summary({ is_clocked_in: true, abnormal: true }), clocks: [] } });
    renderWidget();
    fireEvent.click(await screen.findByRole('button', { name: 'Clock out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Clock Out' });
    expect(dialog).toHaveStyle({ maxWidth: '600px' });
    await waitFor(() => expect(calls).toContain('GET /time/attendance/clock/summary'));
    expect(calls).not.toContain('POST /time/attendance/clock/out-general');

    // Nature is required; 'Correct' clocks out as recorded through out-normal.
    respond('POST', '/time/attendance/clock/out-normal', { status: 200, body: { ...summary({ review_status: 'abnormal' }), clocks: [] } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Clock out' }));
    expect(await screen.findByText('This is a required field')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Correct/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clock out' }));
    await waitFor(() => expect(calls).toContain('POST /time/attendance/clock/out-normal'));
    expect(await screen.findByText('You are clocked out.')).toBeInTheDocument();
  });

  it('after midnight shows today as not yet worked, not yesterday’s finished day', async () => {
    const yesterday = summary({ id: 7, working_date: '2026-03-09', spent_time: 8 * 3600 + 15 * 60, start_time: '2026-03-09 09:00:00', end_time: '2026-03-09 17:45:00', review_status: 'completed', review_text: 'Done.' });
    respond('GET', SHORT, { status: 200, body: { ...yesterday, server_time: '2026-03-10 00:20:00' } });
    renderWidget();
    const trigger = await screen.findByRole('button', { name: /^Clocked out, clock details/ });
    expect(trigger).toHaveTextContent('00:00:00');
    expect(trigger).not.toHaveTextContent('08:15:00');
    expect(screen.getByRole('button', { name: 'Clock in' })).toBeInTheDocument();
    // The finished day stays in the details, dated, with its review.
    fireEvent.pointerDown(trigger, { button: 0, pointerType: 'mouse' });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Worked Mon, 2026-03-09')).toBeInTheDocument();
    expect(within(menu).getByText('8h 15m')).toBeInTheDocument();
    expect(within(menu).getByText('Done.')).toBeInTheDocument();
  });

  it('dates a clock still running from an earlier day', async () => {
    const open = summary({ id: 8, working_date: '2026-03-09', is_clocked_in: true, spent_time: 3600, start_time: '2026-03-09 23:00:00' });
    respond('GET', SHORT, { status: 200, body: { ...open, server_time: '2026-03-10 00:00:00' } });
    renderWidget();
    const trigger = await screen.findByRole('button', { name: /^Clocked in, clock details/ });
    expect(trigger).toHaveTextContent('since Mon');
  });

  // server_time is not among the spec's summary fields: without it the widget counts on from when the answer arrived.
  it('counts on from the answer’s arrival when the summary has no server time', async () => {
    const { server_time: _serverTime, ...running } = summary({ id: 9, working_date: '2026-03-10', is_clocked_in: true, spent_time: 3600, start_time: '2026-03-10 09:00:00' });
    respond('GET', SHORT, { status: 200, body: running });
    renderWidget();
    const trigger = await screen.findByRole('button', { name: /^Clocked in, clock details/ });
    expect(trigger).toHaveTextContent(/01:00:0\d/);
    expect(screen.getByRole('button', { name: 'Clock out' })).toBeInTheDocument();
  });
});
