import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AlertsDropdown } from '@/components/alerts/alerts-dropdown';
import { useAlertsSync, useReadAlerts } from '@/components/alerts/use-alerts';
import { AlertsCountProvider, useAlertsCount } from '@/components/shell/alerts-count';
import { SnackbarProvider } from '@/components/shell/snackbars';
import { flattenAlerts, type AlertPages } from '@/lib/notifications/counter';
import { notificationKeys } from '@/lib/notifications/queries';
import { testAlert } from '@/lib/notifications/test-alert';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush, refresh: jest.fn() }) }));
const mockHandlers: Record<string, (payload: unknown) => void> = {};
jest.mock('@/components/realtime/realtime-provider', () => ({
  useRealtimeEvent: (name: string, handler: (payload: unknown) => void) => {
    mockHandlers[name] = handler;
  },
}));

const alert = (id: number) => testAlert({ id, is_read: false, author: null, data: { message: `alert ${id}`, type: 'general', action: { kind: 'all_alerts' } } });

function ReadAll() {
  const { readAll } = useReadAlerts(1);
  const { unread } = useAlertsCount();
  return (
    <>
      <p>{unread} unread</p>
      <button type="button" onClick={readAll}>
        Mark All As Read
      </button>
    </>
  );
}

describe('useReadAlerts', () => {
  // With the upstream down, Mark All As Read showed the loaded alerts read and the bell 20 → 15, and stayed so.
  it('puts the alerts and the count back as they were when Mark All As Read fails', async () => {
    global.fetch = jest.fn(async () => ({ ok: false, status: 500, text: async () => JSON.stringify({ message: 'Injected fault' }) }) as Response) as typeof fetch;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const loaded: AlertPages = {
      pages: [{ data: [1, 2, 3, 4, 5].map(alert), meta: { current_page: 1, last_page: 4, per_page: 5, from: 1, to: 5, total: 20 }, total_unread: 20 }],
      pageParams: [1],
    };
    client.setQueryData(notificationKeys.dropdown(), loaded);
    render(
      <QueryClientProvider client={client}>
        <SnackbarProvider>
          <AlertsCountProvider initial={20}>
            <ReadAll />
          </AlertsCountProvider>
        </SnackbarProvider>
      </QueryClientProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mark All As Read' })));
    expect(await screen.findByText('We could not perform this action as injected fault')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('20 unread')).toBeInTheDocument());
    expect(flattenAlerts(client.getQueryData<AlertPages>(notificationKeys.dropdown())).filter((item) => item.is_read)).toHaveLength(0);
  });
});

describe('useAlertsSync', () => {
  function Synced() {
    useAlertsSync({ userId: 1, webPush: false });
    const { unread } = useAlertsCount();
    return <p>{unread} unread</p>;
  }

  // The bell's count rose in silence: its name ("Alerts, 4 unread") is read only when it has the focus.
  it('tells screen readers of an alert pushed while the user works, once', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AlertsCountProvider initial={3}>
          <Synced />
        </AlertsCountProvider>
      </QueryClientProvider>,
    );
    const pushed = testAlert({ id: 99, is_read: false, author: null, data: { message: 'Sofia Alvarez applied for leave', type: 'general', action: { kind: 'all_alerts' } } });
    act(() => mockHandlers.notification!(pushed));
    expect(screen.getByText('4 unread')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('New alert: Sofia Alvarez applied for leave'));
    act(() => mockHandlers.notification!(pushed));
    expect(screen.getByText('4 unread')).toBeInTheDocument();
  });

  // Opening an alert from the browser's notification left it unread (a click in the list reads it): the bell kept counting it.
  it('reads an alert opened from its browser notification, as the header mounts it', async () => {
    const calls: string[] = [];
    global.fetch = jest.fn(async (url: URL | string) => {
      calls.push(new URL(String(url)).pathname);
      return { ok: true, status: 200, text: async () => JSON.stringify({ message: 'Read.', total_unread: 3 }) } as Response;
    }) as typeof fetch;
    const shown: { onclick?: () => void; close: () => void }[] = [];
    const BrowserNotification = Object.assign(
      jest.fn(function (this: (typeof shown)[number]) {
        this.close = jest.fn();
        shown.push(this);
      }),
      { permission: 'granted' },
    );
    Object.defineProperty(window, 'Notification', { value: BrowserNotification, configurable: true });
    const focus = jest.spyOn(window, 'focus').mockImplementation(() => undefined);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SnackbarProvider>
          <AlertsCountProvider initial={3}>
            <AlertsDropdown userId={1} webPush />
          </AlertsCountProvider>
        </SnackbarProvider>
      </QueryClientProvider>,
    );
    act(() => mockHandlers.notification!(alert(98)));
    expect(screen.getByRole('button', { name: 'Alerts, 4 unread' })).toBeInTheDocument();
    expect(shown).toHaveLength(1);
    await act(async () => shown[0]!.onclick!());
    expect(mockPush).toHaveBeenCalledWith('/notification/all');
    await waitFor(() => expect(calls).toEqual(['/api/upstream/notifications/read-item/98']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Alerts, 3 unread' })).toBeInTheDocument());
    Reflect.deleteProperty(window, 'Notification');
    focus.mockRestore();
  });
});
