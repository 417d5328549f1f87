import { act, render } from '@testing-library/react';
import { LIVE_REFRESH_COALESCE_MS, RefreshOnAlert } from '@/components/realtime/live-refresh';
import type { Notification } from '@/lib/notifications/schemas';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
const listeners = new Map<string, (data?: unknown) => void>();
jest.mock('@/components/realtime/realtime-provider', () => ({
  useRealtimeEvent: (event: string, listener: (data?: unknown) => void) => {
    listeners.set(event, listener);
  },
}));

/** A live alert as the realtime server pushes it, opening the given target. */
const alert = (action: Notification['data']['action']) => {
  const pushed: Notification = {
    id: 1,
    author: null,
    data: { type: 'leave', message: 'Marcus Reed approved your leave application.', action },
    is_read: false,
    created_time: '2026-11-27T10:00:00Z',
    time: 'just now',
  };
  act(() => listeners.get('notification')!(pushed));
};
const settle = () => act(() => jest.advanceTimersByTime(LIVE_REFRESH_COALESCE_MS));

beforeEach(() => {
  jest.useFakeTimers();
  refresh.mockReset();
  listeners.clear();
});
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

test('an alert about the application on screen renders the page again, once for a burst', () => {
  render(<RefreshOnAlert kind="leave_application" id={7} />);
  alert({ kind: 'leave_application', id: 7 });
  alert({ kind: 'leave_application', id: 7 });
  expect(refresh).not.toHaveBeenCalled();
  settle();
  expect(refresh).toHaveBeenCalledTimes(1);
});

test('alerts about another application, another kind or no target leave the page alone', () => {
  render(<RefreshOnAlert kind="leave_application" id={7} />);
  alert({ kind: 'leave_application', id: 8 });
  alert({ kind: 'attendance_details', id: 7, user_id: 3 });
  alert({ kind: 'leave_application' });
  settle();
  expect(refresh).not.toHaveBeenCalled();
});

test('a connection that comes back after a loss renders the page again: an alert may have been missed', () => {
  render(<RefreshOnAlert kind="leave_application" id={7} />);
  act(() => listeners.get('resync')!());
  settle();
  expect(refresh).toHaveBeenCalledTimes(1);
});

test('not while a dialog is open, which a refresh would close', () => {
  render(<RefreshOnAlert kind="leave_application" id={7} />);
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'alertdialog');
  document.body.append(dialog);
  alert({ kind: 'leave_application', id: 7 });
  settle();
  expect(refresh).not.toHaveBeenCalled();
});

test('a refresh still waiting when the page is left does not happen', () => {
  const { unmount } = render(<RefreshOnAlert kind="leave_application" id={7} />);
  alert({ kind: 'leave_application', id: 7 });
  unmount();
  settle();
  expect(refresh).not.toHaveBeenCalled();
});

test('without an id (a list), an alert about any record of the kind renders the page again', () => {
  render(<RefreshOnAlert kind="leave_application" />);
  alert({ kind: 'leave_application', id: 8 });
  settle();
  expect(refresh).toHaveBeenCalledTimes(1);
  alert({ kind: 'attendance_details', id: 8, user_id: 3 });
  alert({ kind: 'leave_application' });
  settle();
  expect(refresh).toHaveBeenCalledTimes(1);
});

// My shifts kept a shift its template's deletion had removed until a reload, though the alert saying so had come.
test('without an id, an alert leading to the page itself (My shifts) renders it again', () => {
  render(<RefreshOnAlert kind="my_shifts" />);
  alert({ kind: 'my_shifts' });
  settle();
  expect(refresh).toHaveBeenCalledTimes(1);
});
