import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { BirdViewTable } from './bird-view-table';
import { birdViewPeriod } from '@/lib/time/period';
import type { BirdView } from '@/lib/time/schemas';

/** A bird view answered with the spec's fields only (data, meta, leave_spent_types, welcome wizard): no period. */
const dates = ['2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01'];
const specAnswer: BirdView = {
  data: [
    {
      user: { id: 3, name: 'Emma Novak', username: 'emma.novak', avatar: '/images/avatar.png', designation_name: 'Engineer' },
      days: dates.map((date) => ({ date, attendance: null, leave: null, holiday: null, shift: null, working_day: true })),
    },
  ],
  meta: { current_page: 1, last_page: 1, per_page: 10, from: 1, to: 1, total: 1 },
  leave_spent_types: [],
  welcome_wizard: false,
};

// jsdom does not scroll.
beforeAll(() => {
  Element.prototype.scrollTo = jest.fn();
});

describe('the bird view table from an answer without a period', () => {
  it('shows the days its rows list, and marks the tenant’s today', () => {
    const period = birdViewPeriod(specAnswer, { month: '2026-02', serverTime: '2026-02-27 10:00:00' });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })}>
        <BirdViewTable initial={specAnswer} month="2026-02" period={period} initialSearch="" formats={{ dateFormat: 'YYYY-MM-DD', timeFormat: 2 } as never} showClockErrors={false} />
      </QueryClientProvider>,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.getAttribute('aria-label') ?? header.textContent)).toEqual(['Person', ...dates]);
    expect(within(screen.getByRole('columnheader', { name: '2026-02-27' })).getByText('27')).toHaveClass('bg-primary');
    expect(screen.getByRole('row', { name: /Emma Novak/ })).toBeInTheDocument();
  });
});
