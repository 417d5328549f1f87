import { act, render, screen } from '@testing-library/react';
import { ConnectionProvider, useConnectionStatus } from '@/components/shell/connection';
import { SnackbarProvider, useSnackbar } from '@/components/shell/snackbars';
import { reportConnection } from '@/lib/client/connection-events';

let online = true;
beforeEach(() => {
  online = true;
  jest.useFakeTimers();
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function Status() {
  const { requestError } = useConnectionStatus();
  return <p>request error: {String(requestError)}</p>;
}

function setup() {
  render(
    <SnackbarProvider>
      <ConnectionProvider>
        <Status />
      </ConnectionProvider>
    </SnackbarProvider>,
  );
}

describe('connection watcher', () => {
  it('notices going offline by its 2000 ms check and keeps the No internet snackbar with Reload', () => {
    setup();
    expect(screen.queryByText('No internet')).not.toBeInTheDocument();
    online = false;
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.queryByText('No internet')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('No internet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('No internet')).toBeInTheDocument();
  });

  it('reacts to the offline and online events at once, and offers Reload when back', () => {
    setup();
    online = false;
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText('No internet')).toBeInTheDocument();
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText('No internet')).not.toBeInTheDocument();
    expect(screen.getByText(/back online/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('a request without a response sets the request-error state and shows No internet. for 3000 ms', () => {
    setup();
    act(() => reportConnection('no-response'));
    expect(screen.getByText('request error: true')).toBeInTheDocument();
    expect(screen.getByText('No internet.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('No internet.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('No internet.')).not.toBeInTheDocument();
    act(() => reportConnection('response'));
    expect(screen.getByText('request error: false')).toBeInTheDocument();
  });
});

describe('snackbars', () => {
  it('last 5000 ms by default', () => {
    function Save() {
      const snackbar = useSnackbar();
      return (
        <button type="button" onClick={() => snackbar.show('Saved')}>
          Save
        </button>
      );
    }
    render(
      <SnackbarProvider>
        <Save />
      </SnackbarProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});
