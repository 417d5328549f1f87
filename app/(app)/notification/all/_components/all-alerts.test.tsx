import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { AllAlerts } from './all-alerts';
import { AlertsCountProvider } from '@/components/shell/alerts-count';
import { ServerClockProvider } from '@/components/shell/server-clock';
import { SnackbarProvider } from '@/components/shell/snackbars';
import type { NotificationPage } from '@/lib/notifications/schemas';
import { testAlert } from '@/lib/notifications/test-alert';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }), usePathname: () => '/notification/all' }));

afterEach(() => jest.useRealTimers());

it('says how long ago each alert came by the company’s clock, not by a browser clock two hours slow', () => {
  // The server renders at 12:00 UTC (13:00 in Berlin); the browser's clock says 10:00 UTC.
  jest.useFakeTimers({ now: new Date('2026-03-10T10:00:00.000Z') });
  const ago = (id: number, minutes: number) =>
    testAlert({ id, author: null, data: { message: `alert ${id}`, type: 'general', action: { kind: 'all_alerts' } }, created_time: new Date(Date.parse('2026-03-10T12:00:00.000Z') - minutes * 60_000).toISOString() });
  const initial: NotificationPage = { data: [ago(1, 9), ago(2, 120)], meta: { current_page: 1, last_page: 1, per_page: 10, from: 1, to: 2, total: 2 }, total_unread: 2 };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SnackbarProvider>
        <ServerClockProvider serverTime="2026-03-10 13:00:00" timeZone="Europe/Berlin">
          <AlertsCountProvider initial={2}>
            <AllAlerts userId={1} page={1} perPage={10} initial={initial} />
          </AlertsCountProvider>
        </ServerClockProvider>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  expect(screen.getByRole('link', { name: /alert 1\b/ })).toHaveTextContent('9 minutes ago');
  expect(screen.getByRole('link', { name: /alert 2\b/ })).toHaveTextContent('2 hours ago');
});
