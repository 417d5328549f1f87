import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { PeopleSearch } from '@/components/shell/people-search';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));
jest.mock('@/lib/client/endpoint', () => ({
  callEndpoint: async () => ({
    ok: true,
    status: 200,
    data: Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Anna ${i + 1}`, username: `anna.${i + 1}`, avatar: '', designation_name: null })),
  }),
}));

describe('PeopleSearch', () => {
  beforeAll(() => {
    // jsdom lays nothing out.
    Element.prototype.scrollIntoView = () => undefined;
  });

  // Chromium made the scrolling list a tab stop: Tab went into it, the list hid, and the focus fell to <body>.
  it('keeps its suggestion list out of the tab order: options are reached with the arrows', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PeopleSearch />
      </QueryClientProvider>,
    );
    const box = screen.getByRole('combobox', { name: 'Search people' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'an' } });
    expect(await screen.findByRole('option', { name: /Anna 12/ }, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.getByRole('listbox', { name: 'People' })).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Anna 2$/ }).id);
  });
});
