import { render, screen } from '@testing-library/react';
import { PostedAt } from './posted-at';
import { ServerClockProvider } from '@/components/shell/server-clock';

jest.mock('./feed-context', () => ({ useFeed: () => ({ clock: { timeZone: 'Europe/Berlin', dateFormat: 'YYYY-MM-DD', timeFormat: 2 } }) }));

afterEach(() => jest.useRealTimers());

it('says how long ago a post was written by the company’s clock, not by a browser clock two hours slow', () => {
  // The server renders at 12:00 UTC (13:00 in Berlin); the browser's clock says 10:00 UTC.
  jest.useFakeTimers({ now: new Date('2026-03-10T10:00:00.000Z') });
  render(
    <ServerClockProvider serverTime="2026-03-10 13:00:00" timeZone="Europe/Berlin">
      <p data-testid="recent">
        <PostedAt iso="2026-03-10T11:51:00.000Z" />
      </p>
      <p data-testid="older">
        <PostedAt iso="2026-03-10T10:00:00.000Z" />
      </p>
    </ServerClockProvider>,
  );
  expect(screen.getByTestId('recent')).toHaveTextContent('9 min ago');
  expect(screen.getByTestId('older')).toHaveTextContent('2 h ago');
});
