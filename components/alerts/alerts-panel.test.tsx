import { QueryClient, QueryClientProvider, notifyManager } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AlertsPanel } from '@/components/alerts/alerts-panel';
import { AlertsCountProvider } from '@/components/shell/alerts-count';
import { ServerClockProvider } from '@/components/shell/server-clock';
import { SnackbarProvider } from '@/components/shell/snackbars';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import type { AlertPages } from '@/lib/notifications/counter';
import { notificationKeys } from '@/lib/notifications/queries';
import type { NotificationPage } from '@/lib/notifications/schemas';
import { testAlert } from '@/lib/notifications/test-alert';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }) }));

const alert = (id: number) => testAlert({ id, is_read: false, author: null, data: { message: `alert ${id}`, type: 'general', action: { kind: 'all_alerts' } } });
const page = (number: number): NotificationPage => ({
  data: [1, 2, 3, 4, 5].map((n) => alert((number - 1) * 5 + n)),
  meta: { current_page: number, last_page: 3, per_page: 5, from: (number - 1) * 5 + 1, to: number * 5, total: 15 },
  total_unread: 15,
});

afterEach(() => notifyManager.setScheduler((callback) => setTimeout(callback, 0)));

describe('AlertsPanel', () => {
  /** The dropdown open on its panel, the company's clock at `serverTime`. */
  const renderPanel = (client: QueryClient, serverTime: string, unread: number) =>
    render(
      <QueryClientProvider client={client}>
        <SnackbarProvider>
          <ServerClockProvider serverTime={serverTime} timeZone="Europe/Berlin">
            <AlertsCountProvider initial={unread}>
              <DropdownMenu defaultOpen modal={false}>
                <DropdownMenuTrigger>Alerts</DropdownMenuTrigger>
                <DropdownMenuContent>
                  <AlertsPanel userId={1} />
                </DropdownMenuContent>
              </DropdownMenu>
            </AlertsCountProvider>
          </ServerClockProvider>
        </SnackbarProvider>
      </QueryClientProvider>,
    );

  // On a busy machine React drew the last page after the frame that was to focus its first alert:
  // the focused "Load more" left the menu and the focus went to <body>, where the arrows do nothing.
  it('gives the focus to the first alert the last page brought, however late it is drawn', async () => {
    notifyManager.setScheduler((callback) => setTimeout(callback, 100));
    global.fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => JSON.stringify(page(3)) }) as Response) as typeof fetch;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData<AlertPages>(notificationKeys.dropdown(), { pages: [page(1), page(2)], pageParams: [1, 2] });
    renderPanel(client, '2026-03-10T12:05:00.000Z', 15);
    const loadMore = await screen.findByRole('menuitem', { name: 'Load more' });
    act(() => loadMore.focus());
    await act(async () => fireEvent.click(loadMore));
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Load more' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('menuitem', { name: /alert 11/ })).toHaveFocus());
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('says how long ago by the company’s clock, not by a browser clock two hours slow', async () => {
    // The server renders at 12:00 UTC (13:00 in Berlin); the browser's clock says 10:00 UTC.
    jest.useFakeTimers({ now: new Date('2026-03-10T10:00:00.000Z'), doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const ago = (id: number, minutes: number) => ({ ...alert(id), created_time: new Date(Date.parse('2026-03-10T12:00:00.000Z') - minutes * 60_000).toISOString() });
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const only: NotificationPage = { data: [ago(1, 9), ago(2, 120)], meta: { current_page: 1, last_page: 1, per_page: 5, from: 1, to: 2, total: 2 }, total_unread: 2 };
      client.setQueryData<AlertPages>(notificationKeys.dropdown(), { pages: [only], pageParams: [1] });
      renderPanel(client, '2026-03-10 13:00:00', 2);
      expect(await screen.findByRole('menuitem', { name: /alert 1\b/ })).toHaveTextContent('9 minutes ago');
      expect(screen.getByRole('menuitem', { name: /alert 2\b/ })).toHaveTextContent('2 hours ago');
    } finally {
      jest.useRealTimers();
    }
  });
});
