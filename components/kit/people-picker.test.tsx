import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { PeoplePicker } from '@/components/kit/people-picker';
import { SELECT_LIST_PAGE_SIZE } from '@/lib/constants';
import type { Result } from '@/lib/errors';
import type { PagedList, Person } from '@/lib/shared/schemas';

/** A server of 45 people, searched by name and paged as the upstream pages. */
const everyone: Person[] = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  name: `Person ${String(i + 1).padStart(2, '0')}`,
  username: `person.${i + 1}`,
  avatar: '',
  designation_name: i === 44 ? 'Payroll lead' : null,
}));

function server() {
  return jest.fn(async ({ search, page, perPage }: { search: string; page: number; perPage: number }): Promise<Result<PagedList<Person>>> => {
    const found = everyone.filter((person) => person.name.toLowerCase().includes(search.toLowerCase()));
    const last = Math.max(1, Math.ceil(found.length / perPage));
    const data = found.slice((page - 1) * perPage, page * perPage);
    return {
      ok: true,
      status: 200,
      data: { data, meta: { current_page: page, last_page: last, per_page: perPage, total: found.length, from: data.length ? (page - 1) * perPage + 1 : null, to: data.length ? (page - 1) * perPage + data.length : null } } as PagedList<Person>,
    };
  });
}

/** IntersectionObservers the picker made, so a test can say "the end of the list scrolled into view". */
const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    observers.push({ callback: this.callback, target });
  }
  disconnect() {
    const mine = observers.findIndex((entry) => entry.callback === this.callback);
    if (mine >= 0) observers.splice(mine, 1);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

function Harness({ load }: { load: ReturnType<typeof server> }) {
  const [selected, setSelected] = useState<Person[]>([]);
  return <PeoplePicker label="People" queryKey={['test-picker']} load={load} selected={selected} onChange={setSelected} />;
}

function setup() {
  const load = server();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness load={load} />
    </QueryClientProvider>,
  );
  return load;
}

const options = () => within(screen.getByRole('list', { name: 'People to choose from' })).queryAllByRole('checkbox');

beforeEach(() => {
  observers.length = 0;
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
});

describe('PeoplePicker', () => {
  it('loads the select list page size, then the next page when the end scrolls into view, until the last', async () => {
    const load = setup();
    expect(await screen.findByText(`${SELECT_LIST_PAGE_SIZE} of 45 shown`)).toBeInTheDocument();
    expect(options()).toHaveLength(20);
    expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, perPage: SELECT_LIST_PAGE_SIZE, search: '' }));

    await act(async () => observers.at(-1)!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(await screen.findByText('40 of 45 shown')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));

    // Pressed, Load more hands the focus to the first person it brought (the button itself is gone after the last page).
    screen.getByRole('button', { name: 'Load more' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('45 of 45 shown')).toBeInTheDocument();
    expect(options()).toHaveLength(45);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    expect(options()[40]).toHaveFocus();
    expect(options()[40]).toHaveAccessibleName(/Person 41/);
  });

  it('searches on the server from page 1, and chooses and removes people', async () => {
    const load = setup();
    await screen.findByText('20 of 45 shown');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search people' }), { target: { value: 'Person 4' } });
    expect(await screen.findByText('6 of 6 shown', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'Person 4', page: 1 }));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('checkbox', { name: /Person 45/ }));
    const chosen = screen.getByRole('list', { name: 'Chosen people' });
    expect(within(chosen).getByText('Person 45')).toBeInTheDocument();
    expect(screen.getByText('(1 chosen)')).toBeInTheDocument();
    fireEvent.click(within(chosen).getByRole('button', { name: 'Remove Person 45' }));
    expect(screen.queryByRole('list', { name: 'Chosen people' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Person 45/ })).not.toBeChecked();
  });
  // Enter in the search submitted the Assign form around it, with whoever was ticked so far.
  describe('Enter in its search, inside a form', () => {
    function inForm() {
      const submitted = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
      render(
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <form onSubmit={submitted}>
            <Harness load={server()} />
            <button type="submit">Assign</button>
          </form>
        </QueryClientProvider>,
      );
      const search = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search people' });
      // As the browser does: an Enter nobody prevented in a form's text field submits the form.
      const enter = () => {
        if (fireEvent.keyDown(search, { key: 'Enter' })) fireEvent.submit(search.form!);
      };
      return { search, enter, submitted };
    }
    const chips = () => screen.queryAllByRole('button', { name: /^Remove / });

    it('does nothing with several people found: no submit, nobody ticked, the focus stays', async () => {
      const { search, enter, submitted } = inForm();
      await screen.findByText('20 of 45 shown');
      search.focus();
      enter();
      expect(submitted).not.toHaveBeenCalled();
      expect(chips()).toHaveLength(0);
      expect(search).toHaveFocus();
    });

    it('ticks the one person found, then unticks them, without submitting', async () => {
      const { search, enter, submitted } = inForm();
      await screen.findByText('20 of 45 shown');
      search.focus();
      fireEvent.change(search, { target: { value: 'Person 45' } });
      expect(await screen.findByText('1 of 1 shown', {}, { timeout: 2000 })).toBeInTheDocument();
      enter();
      expect(screen.getByRole('checkbox', { name: /Person 45/ })).toBeChecked();
      expect(chips()).toHaveLength(1);
      expect(search).toHaveFocus();
      enter();
      expect(screen.getByRole('checkbox', { name: /Person 45/ })).not.toBeChecked();
      expect(submitted).not.toHaveBeenCalled();
    });

    it('ticks nobody while the list is still the last search’s (one person found for other text)', async () => {
      const { search, enter, submitted } = inForm();
      fireEvent.change(search, { target: { value: 'Person 45' } });
      expect(await screen.findByText('1 of 1 shown', {}, { timeout: 2000 })).toBeInTheDocument();
      fireEvent.change(search, { target: { value: 'Person 4' } });
      enter();
      expect(chips()).toHaveLength(0);
      expect(submitted).not.toHaveBeenCalled();
    });
  });

  // Removing a chosen person with the keyboard left the focus on nothing.
  it('hands the focus on from a removed chip: to the next chip, the previous one, then the search', async () => {
    setup();
    await screen.findByText('20 of 45 shown');
    for (const name of [/Person 01/, /Person 02/, /Person 03/]) fireEvent.click(screen.getByRole('checkbox', { name }));
    const chosen = () => screen.getByRole('list', { name: 'Chosen people' });
    within(chosen()).getByRole('button', { name: 'Remove Person 02' }).focus();
    fireEvent.click(within(chosen()).getByRole('button', { name: 'Remove Person 02' }));
    expect(within(chosen()).getByRole('button', { name: 'Remove Person 03' })).toHaveFocus();
    fireEvent.click(within(chosen()).getByRole('button', { name: 'Remove Person 03' }));
    expect(within(chosen()).getByRole('button', { name: 'Remove Person 01' })).toHaveFocus();
    fireEvent.click(within(chosen()).getByRole('button', { name: 'Remove Person 01' }));
    expect(screen.getByRole('searchbox', { name: 'Search people' })).toHaveFocus();
  });
  // Assign with nobody chosen showed the message, but the focus stayed on Assign and nothing was announced.
  it('takes the focus to its search when it gets an error, marked invalid and described by it', async () => {
    const load = server();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const picker = (error?: string) => (
      <QueryClientProvider client={client}>
        <PeoplePicker label="People" queryKey={['test-picker-error']} load={load} selected={[]} onChange={() => undefined} error={error} />
        <button type="button">Assign</button>
      </QueryClientProvider>
    );
    const { rerender } = render(picker());
    await screen.findByText('20 of 45 shown');
    screen.getByRole('button', { name: 'Assign' }).focus();
    rerender(picker('This is a required field'));
    const search = screen.getByRole('searchbox', { name: 'Search people' });
    expect(search).toHaveFocus();
    expect(search).toHaveAttribute('aria-invalid', 'true');
    expect(search).toHaveAccessibleDescription('This is a required field');
  });
});
