import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { ChooseAllMatching } from '@/components/kit/choose-all-matching';
import { PeoplePicker } from '@/components/kit/people-picker';
import { BULK_PAGE_SIZE, SELECT_LIST_PAGE_SIZE } from '@/lib/constants';
import { networkError, type Result } from '@/lib/errors';
import type { PagedList, Person } from '@/lib/shared/schemas';

/** A server of 45 people, searched by name and paged as the upstream pages. */
const everyone: Person[] = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  name: `Person ${String(i + 1).padStart(2, '0')}`,
  username: `person.${i + 1}`,
  avatar: '',
  designation_name: i === 44 ? 'Payroll lead' : null,
}));

function server(people: readonly Person[] = everyone) {
  return jest.fn(async ({ search, page, perPage }: { search: string; page: number; perPage: number; signal?: AbortSignal }): Promise<Result<PagedList<Person>>> => {
    const found = people.filter((person) => person.name.toLowerCase().includes(search.toLowerCase()));
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

function Harness({ load, initial = [], chooseAll = false }: { load: ReturnType<typeof server>; initial?: Person[]; chooseAll?: boolean }) {
  const [selected, setSelected] = useState<Person[]>(initial);
  return <PeoplePicker label="People" queryKey={['test-picker']} load={load} selected={selected} onChange={setSelected} chooseAll={chooseAll ? ChooseAllMatching : undefined} />;
}

function setup(load = server(), props: { initial?: Person[]; chooseAll?: boolean } = {}) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness load={load} {...props} />
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

  describe('choosing everyone a search matches (the assign dialog)', () => {
    /** A large company: 250 people, three pages of BULK_PAGE_SIZE. */
    const company: Person[] = Array.from({ length: 250 }, (_, i) => ({ id: i + 1, name: `Member ${String(i + 1).padStart(3, '0')}`, username: `member.${i + 1}`, avatar: '', designation_name: null }));
    const chipNames = () =>
      within(screen.getByRole('list', { name: 'Chosen people' }))
        .getAllByRole('button')
        .map((remove) => remove.getAttribute('aria-label')!.replace(/^Remove /, ''));
    /** A server whose answers for the bulk pages wait until the test lets them go (page → its release). */
    function heldServer() {
      const plain = server(company);
      const held = new Map<number, () => void>();
      const load = jest.fn(async (args: Parameters<typeof plain>[0]) => {
        if (args.perPage === BULK_PAGE_SIZE) await new Promise<void>((resolve) => held.set(args.page, resolve));
        return plain(args);
      });
      const release = async (page: number) => {
        await waitFor(() => expect(held.has(page)).toBe(true));
        await act(async () => held.get(page)!());
      };
      return { load, release };
    }

    it('takes everyone from every page of the same call, shows the progress, keeps the dialog usable, and says how many', async () => {
      const { load, release } = heldServer();
      setup(load as unknown as ReturnType<typeof server>, { chooseAll: true });
      await screen.findByText('20 of 250 shown');
      fireEvent.click(screen.getByRole('button', { name: 'Choose everyone (250)' }));
      await release(1);
      const progress = screen.getByRole('progressbar', { name: 'People loaded' });
      expect(progress).toHaveAttribute('aria-valuenow', '100');
      expect(progress).toHaveAttribute('aria-valuemax', '250');
      expect(screen.getByText('100 of 250 loaded')).toBeInTheDocument();
      // Meanwhile the list still answers: a person ticked now is kept, once.
      fireEvent.click(screen.getByRole('checkbox', { name: /Member 005/ }));
      expect(screen.getByText('(1 chosen)')).toBeInTheDocument();
      await release(2);
      await release(3);

      expect(await screen.findByText('(250 chosen)')).toBeInTheDocument();
      expect(screen.getByText('249 people added: 250 chosen')).toHaveAttribute('role', 'status');
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      const bulk = load.mock.calls.map(([args]) => args).filter((args) => args.perPage === BULK_PAGE_SIZE);
      expect(bulk.map((args) => [args.page, args.search])).toEqual([
        [1, ''],
        [2, ''],
        [3, ''],
      ]);
      // Many chosen: a summary, not 250 chips.
      expect(chipNames()).toEqual(['Member 005', 'Member 001', 'Member 002']);
    });

    it('takes all matching the current search only', async () => {
      const load = setup(server(company), { chooseAll: true });
      await screen.findByText('20 of 250 shown');
      // Member 001, 010–019, 021, …, 100–199, 201, …: 133 of the 250, two pages.
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search people' }), { target: { value: '1' } });
      fireEvent.click(await screen.findByRole('button', { name: 'Choose all 133 matching' }, { timeout: 2000 }));
      expect(await screen.findByText('(133 chosen)')).toBeInTheDocument();
      expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ search: '1', page: 2, perPage: BULK_PAGE_SIZE }));
      expect(screen.getByText('133 people added: 133 chosen')).toBeInTheDocument();
    });

    it('says so when a page fails, adds no one, keeps who was chosen, and Try again takes them all', async () => {
      const plain = server(company);
      let failures = 1;
      const load = jest.fn(async (args: Parameters<typeof plain>[0]): Promise<Result<PagedList<Person>>> => {
        if (args.perPage === BULK_PAGE_SIZE && args.page === 2 && failures-- > 0) return { ok: false, status: 0, error: networkError() };
        return plain(args);
      });
      setup(load as unknown as ReturnType<typeof server>, { chooseAll: true, initial: [company[9]!] });
      await screen.findByText('20 of 250 shown');
      fireEvent.click(screen.getByRole('button', { name: 'Choose everyone (250)' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Could not load all 250 people, so none of them were added; whoever was chosen stays chosen. We could not perform this action as no response from the server.');
      expect(screen.getByText('(1 chosen)')).toBeInTheDocument();
      expect(chipNames()).toEqual(['Member 010']);

      fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('(250 chosen)')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Choose everyone (250)' })).toHaveFocus();
    });

    it('Stop ends the load and adds no one', async () => {
      const { load, release } = heldServer();
      setup(load as unknown as ReturnType<typeof server>, { chooseAll: true });
      await screen.findByText('20 of 250 shown');
      fireEvent.click(screen.getByRole('button', { name: 'Choose everyone (250)' }));
      await release(1);
      fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
      expect(load.mock.calls.at(-1)![0].signal!.aborted).toBe(true);
      expect(screen.getByText('Stopped: no one was added')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Choose everyone (250)' })).toHaveFocus();
      expect(screen.getByText('(0 chosen)')).toBeInTheDocument();
    });

    it('shows many chosen as a summary that opens, and Clear all empties it', async () => {
      setup(server(company), { initial: company.slice(0, 300) });
      await screen.findByText('20 of 250 shown');
      expect(chipNames()).toHaveLength(3);
      const more = screen.getByRole('button', { name: 'and 247 more' });
      expect(more).toHaveAttribute('aria-expanded', 'false');
      fireEvent.click(more);
      expect(chipNames()).toHaveLength(250);
      expect(screen.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
      fireEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
      expect(chipNames()).toHaveLength(3);

      fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
      expect(screen.queryByRole('list', { name: 'Chosen people' })).not.toBeInTheDocument();
      expect(screen.getByText('(0 chosen)')).toBeInTheDocument();
      expect(screen.getByText('No one chosen')).toHaveAttribute('role', 'status');
      expect(screen.getByRole('searchbox', { name: 'Search people' })).toHaveFocus();
    });

    it('shows up to five chosen people in full, with no summary', async () => {
      setup(server(company), { initial: company.slice(0, 5) });
      await screen.findByText('20 of 250 shown');
      expect(chipNames()).toHaveLength(5);
      expect(screen.queryByRole('button', { name: /^and \d+ more$/ })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Clear all' })).toBeInTheDocument();
    });
  });
});
