import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DialogsProvider } from '@/components/shell/dialogs';
import { TenantFormatsProvider } from '@/components/ui/tenant-formats';
import type { TimeFormats } from '@/lib/date-time/format';
import type { LeaveApplication, LeaveApplicationItem } from '@/lib/leave/application-schemas';
import { uploadFile } from '@/lib/files/upload';
import { emmasPendingLeave } from '@/test/leave-fixtures';
import { LeaveApplicationForm } from './leave-application-form';

const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh, push: jest.fn() }) }));
jest.mock('@/lib/files/upload', () => ({ uploadFile: jest.fn(), deleteTemporaryFile: jest.fn() }));
const upload = uploadFile as jest.Mock;

const person = { id: 3, name: 'Emma Novak', username: 'emma.novak', avatar: '/a.svg', designation_name: 'Engineer' };
const year = (left: number | null, entitled: number | null) => ({ year: 2026, start: '2026-01-01', end: '2026-12-31', entitled, taken: 0, pending: 0, left });

/** Emma's new application: Mon 7 – Fri 11 Dec 2026 open, Wed 9 Dec a holiday, Thu 10 Dec another application's. */
const application: LeaveApplication = {
  item: null,
  application_id: null,
  author: person,
  reviewers: [{ reviewer: { ...person, id: 2, name: 'Marcus Reed', username: 'marcus.reed' }, position: 1, decision: null, note: null, decided_at: null }],
  review_condition: 1,
  review_name: 'Line manager',
  auth_review: { is_author: true, is_reviewer: false, can_review: false, can_change_decision: false, can_withdraw: false, can_edit: true, can_delete: false, decision: null },
  upload_meta: { max_bytes: 10_000_000, max_count: 5, extensions: ['pdf'] },
  attachments: [],
  leave_types: [
    { id: 1, name: 'Annual leave', years: [year(5, 20)] },
    { id: 2, name: 'Unpaid leave', years: [year(null, null)] },
  ],
  spent_types: [
    { id: 1, key: 'full', name: 'Full day' },
    { id: 2, key: 'first_half', name: 'First half' },
    { id: 3, key: 'second_half', name: 'Second half' },
  ],
  summary: { allow_half_day: true, count_non_working_days: false, window_start: '2026-11-01', window_end: '2026-12-31', today: '2026-11-24' },
  enabled_dates: ['2026-12-01', '2026-12-07', '2026-12-08', '2026-12-11'],
  days_off: [
    { date: '2026-12-09', name: 'Founders Day' },
    { date: '2026-12-12', name: 'Day off' },
    { date: '2026-12-13', name: 'Day off' },
  ],
  comments_count: 0,
  on_behalf: [],
};

const client = new QueryClient();
const form = (shown: LeaveApplication, formats: TimeFormats, closed?: string) => (
  <QueryClientProvider client={client}>
    <TenantFormatsProvider formats={formats}>
      <DialogsProvider>
        <LeaveApplicationForm application={shown} onDiscard={() => undefined} closed={closed} />
      </DialogsProvider>
    </TenantFormatsProvider>
  </QueryClientProvider>
);

function setup(formats: TimeFormats = { dateFormat: 'YYYY-MM-DD', timeFormat: 2 }, shown: LeaveApplication = application) {
  const { rerender } = render(form(shown, formats));
  /** The page read again (router.refresh): the same form with the new answer. */
  const readAgain = (next: LeaveApplication, closed?: string) => rerender(form(next, formats, closed));
  const summary = screen.getByRole('complementary', { name: 'Summary' });
  const figure = (term: string) => within(summary).getByText(term).nextElementSibling?.textContent;
  return { summary, figure, readAgain };
}

/** Types a date and leaves the field (the first date typed also waits for the field's date readers). */
const choose = (label: string, value: string) =>
  act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fireEvent.blur(screen.getByLabelText(label));
  });

describe('LeaveApplicationForm', () => {
  it('offers the policy’s types with their balances', () => {
    setup();
    expect(screen.getByRole('radio', { name: /Annual leave/ })).toHaveAccessibleDescription('20 entitled · 0 taken · 0 pending · 5 days left');
    expect(screen.getByRole('radio', { name: /Unpaid leave/ })).toHaveAccessibleDescription('No limit');
  });

  // Focus used to stay on Apply, and the type's message was tied to nothing.
  it('a refused submit focuses the first field in error, which names its message', async () => {
    setup();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    const annual = screen.getByRole('radio', { name: /Annual leave/ });
    await waitFor(() => expect(annual).toHaveFocus());
    const types = screen.getByRole('radiogroup', { name: 'Leave type' });
    expect(types).toHaveAttribute('aria-invalid', 'true');
    expect(types).toHaveAccessibleDescription('This is a required field');
    expect(screen.getByLabelText('Start date')).toHaveAttribute('aria-invalid', 'true');
  });

  // An upload that failed stayed listed with its message, and Apply sent the application without it.
  it('holds Apply while a chosen file could not be uploaded, instead of applying without it', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as typeof fetch;
    setup();
    fireEvent.click(screen.getByRole('radio', { name: /Annual leave/ }));
    await choose('Start date', '2026-12-08');
    const empty = new File([], 'doctors-note.pdf', { type: 'application/pdf' });
    await act(async () => fireEvent.change(document.getElementById(screen.getByText('Add files').getAttribute('for')!)!, { target: { files: [empty] } }));
    expect(screen.getAllByText(/doctors-note\.pdf/).length).toBeGreaterThan(0);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    expect(await screen.findByText('A file could not be uploaded: try it again, or remove it.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(upload).not.toHaveBeenCalled();
  });

  // A file whose upload failed on the way could only be removed and chosen again (its own Try again was the feed's alone).
  it('keeps a file whose upload failed on the way, with Try again, and applies with it once it is uploaded', async () => {
    upload
      .mockResolvedValueOnce({ ok: false, status: 0, error: { kind: 'network', status: 0, timedOut: false, message: 'No response from the server.' } })
      .mockResolvedValueOnce({ ok: true, status: 201, data: { id: 44, kind: 'attachment', name: 'doctors-note.pdf', size: 3, mime: 'application/pdf', url: 'x' } });
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, text: async () => JSON.stringify({ message: 'ok' }) }) as Response);
    global.fetch = fetchMock as typeof fetch;
    setup();
    fireEvent.click(screen.getByRole('radio', { name: /Annual leave/ }));
    await choose('Start date', '2026-12-08');
    const note = new File(['pdf'], 'doctors-note.pdf', { type: 'application/pdf' });
    await act(async () => fireEvent.change(document.getElementById(screen.getByText('Add files').getAttribute('for')!)!, { target: { files: [note] } }));
    expect(await screen.findByText(/no response from the server/i)).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    expect(await screen.findByText('A file could not be uploaded: try it again, or remove it.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[1]![0]).toBe(note);
    await waitFor(() => expect(screen.queryByText(/no response from the server/i)).not.toBeInTheDocument());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toMatchObject({ attachments: [44], start_date: '2026-12-08' });
  });

  it('counts working days live, leaving a holiday out, and shows the balance after', async () => {
    const { summary, figure } = setup();
    fireEvent.click(screen.getByRole('radio', { name: /Annual leave/ }));
    await choose('Start date', '2026-12-08');
    await choose('End date', '2026-12-11');
    // Tue 8, (Wed 9 holiday), Thu 10 (not enabled: inside the range it is not refused here, the upstream decides), Fri 11.
    expect(figure('Working days requested')).toBe('3');
    expect(figure('Balance after')).toBe('2');
    expect(summary).toHaveTextContent('Not counted: Founders Day');
  });

  it('counts half days as half', async () => {
    const { figure } = setup();
    fireEvent.click(screen.getByRole('radio', { name: /Annual leave/ }));
    await choose('Start date', '2026-12-07');
    fireEvent.click(screen.getByRole('radio', { name: 'First half' }));
    expect(figure('Working days requested')).toBe('0.5');
    expect(figure('Balance after')).toBe('4.5');
  });

  it('says why a date outside enabled_dates cannot start or end leave', async () => {
    setup();
    await choose('Start date', '2026-12-09');
    expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription('2026-12-09 is not a working day (Founders Day).');
    await choose('Start date', '2026-12-10');
    expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription('You already have leave on 2026-12-10.');
    await choose('Start date', '2026-12-07');
    expect(screen.getByLabelText('Start date')).not.toHaveAttribute('aria-invalid');
  });

  // A refused date used to be counted: "Working days requested 1 · Balance after 4" beside its error.
  it('counts nothing for a range that starts or ends on a date the field refuses', async () => {
    const { figure } = setup();
    fireEvent.click(screen.getByRole('radio', { name: /Annual leave/ }));
    await choose('Start date', '2026-10-20');
    expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription('Choose a date from 2026-11-01 to 2026-12-31.');
    expect(figure('Working days requested')).toBe('0');
    expect(figure('Balance after')).toBe('5');
    await choose('Start date', '2026-12-07');
    await choose('End date', '2026-12-09');
    expect(figure('Working days requested')).toBe('0');
    await choose('End date', '2026-12-08');
    expect(figure('Working days requested')).toBe('2');
  });

  it('reads dates typed in the tenant’s format and shows them in it', async () => {
    const { figure } = setup({ dateFormat: 'DD.MM.YYYY', timeFormat: 2 });
    fireEvent.click(screen.getByRole('radio', { name: /Annual leave/ }));
    await choose('Start date', '8.12.2026');
    await choose('End date', '11.12.2026');
    expect(screen.getByLabelText('Start date')).toHaveValue('08.12.2026');
    expect(figure('Working days requested')).toBe('3');
    await choose('Start date', '9.12.2026');
    expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription('09.12.2026 is not a working day (Founders Day).');
    // Text that is no date keeps what was typed and says which format is expected; nothing is counted.
    await choose('Start date', '2026/12/08');
    expect(screen.getByLabelText('Start date')).toHaveValue('2026/12/08');
    expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription('Enter a date as DD.MM.YYYY.');
    expect(figure('Working days requested')).toBe('0');
  });

  it('shows more than the balance in red', async () => {
    const { summary } = setup();
    fireEvent.click(screen.getByRole('radio', { name: /Annual leave/ }));
    await choose('Start date', '2026-12-01');
    await choose('End date', '2026-12-08');
    expect(summary).toHaveTextContent('This is more than the balance of Annual leave.');
  });

  // Ava deleted Bereavement leave while Emma had it chosen: Apply was refused under a card that still offered it with its balance.
  it('after the upstream refuses the type, reads the page again and asks for another type, with everything typed kept', async () => {
    const withBereavement: LeaveApplication = { ...application, leave_types: [...application.leave_types, { id: 3, name: 'Bereavement leave', years: [year(5, 5)] }] };
    const fetchMock = jest.fn(async () => ({ ok: false, status: 422, text: async () => JSON.stringify({ message: 'The selected leave type is not in your leave policy.', errors: { leave_type_id: ['The selected leave type is not in your leave policy.'] } }) }) as Response);
    global.fetch = fetchMock as typeof fetch;
    mockRefresh.mockClear();
    const { figure, summary, readAgain } = setup(undefined, withBereavement);
    fireEvent.click(screen.getByRole('radio', { name: /Bereavement leave/ }));
    await choose('Start date', '2026-12-07');
    fireEvent.change(screen.getByLabelText('Reason (optional)'), { target: { value: 'Funeral' } });
    expect(figure('Balance after')).toBe('4');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    await waitFor(() => expect(mockRefresh).toHaveBeenCalledTimes(1));

    readAgain(application);
    expect(screen.queryByRole('radio', { name: /Bereavement leave/ })).not.toBeInTheDocument();
    const types = screen.getByRole('radiogroup', { name: 'Leave type' });
    expect(types).toHaveAttribute('aria-invalid', 'true');
    expect(types).toHaveAccessibleDescription('Bereavement leave is no longer in the leave policy: choose another type.');
    expect(within(summary).queryByText('Balance after')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Start date')).toHaveValue('2026-12-07');
    expect(screen.getByLabelText('Reason (optional)')).toHaveValue('Funeral');
    // Another type, and the form is as before.
    fireEvent.click(screen.getByRole('radio', { name: /Annual leave/ }));
    expect(types).not.toHaveAttribute('aria-invalid');
    expect(figure('Balance after')).toBe('4');
  });

  it('an application that can no longer be saved says why, keeps what was typed and offers no Save', async () => {
    const { readAgain } = setup();
    fireEvent.change(screen.getByLabelText('Reason (optional)'), { target: { value: 'Moving house' } });
    readAgain(application, 'This application was rejected while you were editing it: your changes can no longer be saved.');
    expect(screen.getByRole('alert')).toHaveTextContent('This application was rejected while you were editing it: your changes can no longer be saved.');
    expect(screen.getByLabelText('Reason (optional)')).toHaveValue('Moving house');
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to the application' })).toBeInTheDocument();
  });

  // Marcus had applied for Emma and changed it to two days while she edited it: her Save put back her version without a word.
  it('holds back an edit of an application someone else changed meanwhile, says what it is now, keeps what was typed, and a second Save writes it', async () => {
    const item: LeaveApplicationItem = { ...emmasPendingLeave, start_date: '2026-12-07', end_date: '2026-12-07', day_list: [{ date: '2026-12-07', spent_type: 'full', days: 1 }] };
    const marcus = { ...person, id: 2, name: 'Marcus Reed', username: 'marcus.reed' };
    const now: LeaveApplicationItem = {
      ...item,
      end_date: '2026-12-08',
      days: 2,
      day_list: [...item.day_list, { date: '2026-12-08', spent_type: 'full', days: 1 }],
      history: [...item.history, { action: 'edited', by: marcus, status: 'pending', note: null, at: '2026-11-24T10:00:00Z' }],
    };
    const calls: string[] = [];
    global.fetch = jest.fn(async (url: URL | string, init?: RequestInit) => {
      const path = new URL(String(url)).pathname;
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      const body = path.includes('/view/') ? { ...application, item: now, application_id: now.id } : { message: 'We’ve saved your edit successfully.', application_id: now.id };
      return { ok: true, status: 200, text: async () => JSON.stringify(body) } as Response;
    }) as typeof fetch;
    mockRefresh.mockClear();
    setup(undefined, { ...application, item, application_id: item.id });
    fireEvent.change(screen.getByLabelText('Reason (optional)'), { target: { value: 'Moving house' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));

    const VIEW = 'GET /api/upstream/leave/leave/application/view/261';
    expect(
      await screen.findByText(
        'Marcus Reed changed this leave application while you had it open: it is now Annual leave, 2026-12-07 – 2026-12-08, 2 days. Your changes were not saved: Save changes again to replace it with what you entered here, or Discard to keep it as it is.',
      ),
    ).toBeInTheDocument();
    expect(calls).toEqual([VIEW]);
    expect(screen.getByLabelText('Reason (optional)')).toHaveValue('Moving house');
    await waitFor(() => expect(mockRefresh).toHaveBeenCalledTimes(1));

    // Told, she saves again: it goes, over the version she was shown.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    await waitFor(() => expect(calls).toEqual([VIEW, VIEW, 'POST /api/upstream/leave/leave/application/store']));
  });
});
