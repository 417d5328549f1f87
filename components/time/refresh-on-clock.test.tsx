import { act, render } from '@testing-library/react';
import { LIVE_REFRESH_COALESCE_MS as CLOCK_REFRESH_COALESCE_MS } from '@/components/realtime/live-refresh';
import { RefreshOnClock } from '@/components/time/refresh-on-clock';
import { storeClockSummary } from '@/lib/time/clock-queries';
import { QueryClient } from '@tanstack/react-query';
import type { ClockSummary } from '@/lib/time/schemas';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
let clockStatus: (() => void) | null = null;
jest.mock('@/components/realtime/realtime-provider', () => ({
  useRealtimeEvent: (event: string, listener: () => void) => {
    if (event === 'clock_status') clockStatus = listener;
  },
}));

/** A clocking step of this tab, as the header widget stores it. */
const step = () => storeClockSummary(new QueryClient(), { clocks: [] } as unknown as ClockSummary);

beforeEach(() => {
  jest.useFakeTimers();
  refresh.mockReset();
  clockStatus = null;
});
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

test('a clocking step in this tab renders the page again, once for a step and its live echo', () => {
  render(<RefreshOnClock />);
  act(() => step());
  act(() => clockStatus!());
  expect(refresh).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(CLOCK_REFRESH_COALESCE_MS));
  expect(refresh).toHaveBeenCalledTimes(1);
});

test('the live clock_status event (another tab or device) renders the page again', () => {
  render(<RefreshOnClock />);
  act(() => clockStatus!());
  act(() => jest.advanceTimersByTime(CLOCK_REFRESH_COALESCE_MS));
  expect(refresh).toHaveBeenCalledTimes(1);
});

test('not while a dialog is open, which a refresh would close', () => {
  render(<RefreshOnClock />);
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  document.body.append(dialog);
  act(() => step());
  act(() => jest.advanceTimersByTime(CLOCK_REFRESH_COALESCE_MS));
  expect(refresh).not.toHaveBeenCalled();
});

test('stops listening when the page is left', () => {
  const { unmount } = render(<RefreshOnClock />);
  act(() => step());
  unmount();
  act(() => step());
  act(() => jest.advanceTimersByTime(CLOCK_REFRESH_COALESCE_MS * 2));
  expect(refresh).not.toHaveBeenCalled();
});
