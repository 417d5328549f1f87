import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { PeopleCombobox, type PeopleQuery } from '@/components/time/person-picker';
import { Dialog, DialogContent, DialogTitle, preloadDialog } from '@/components/ui/dialog';
import type { Person } from '@/lib/time/schemas';

const people: Person[] = [
  { id: 1, name: '佐藤 花子', username: 'hanako.sato', avatar: '', designation_name: 'Designer' },
  { id: 2, name: '佐藤 健', username: 'ken.sato', avatar: '', designation_name: null },
];
const query: PeopleQuery = (search) => ({ queryKey: ['people', search], queryFn: async () => ({ data: people }) });

async function typed(text: string) {
  const onPick = jest.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PeopleCombobox label="Person" onPick={onPick} query={query} />
    </QueryClientProvider>,
  );
  const box = screen.getByRole('combobox', { name: 'Person' });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
  expect(await screen.findByRole('option', { name: /佐藤 花子/ })).toBeInTheDocument();
  return { box, onPick };
}

describe('PeopleCombobox and an input method', () => {
  it('leaves Enter and the arrow keys to a composition: nothing is picked, the list stays', async () => {
    const { box, onPick } = await typed('さとう');
    fireEvent.keyDown(box, { key: 'ArrowDown', isComposing: true });
    expect(screen.getByRole('option', { name: /佐藤 花子/ })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    // Safari's Enter that ends a composition comes after it, as key code 229.
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 229 });
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.getByRole('listbox', { name: 'Person' })).toBeInTheDocument();
  });

  it('picks with the arrow keys and Enter once the text is composed', async () => {
    const { box, onPick } = await typed('佐藤');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(people[1]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('PeopleCombobox from the keyboard', () => {
  // Chromium made the scrolling list a tab stop: Tab went into it, the list closed, and the focus fell to the dialog's frame.
  it('keeps its suggestion list out of the tab order: options are reached with the arrows', async () => {
    const { box } = await typed('佐藤');
    expect(screen.getByRole('listbox', { name: 'Person' })).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /佐藤 健/ }).id);
  });

  // Escape in Add goal's Owner search closed the whole dialog, and the title typed in it.
  it('takes Escape in a dialog to close its suggestions only; with them closed, Escape closes the dialog', async () => {
    await preloadDialog();
    const onOpenChange = jest.fn();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Dialog open onOpenChange={onOpenChange}>
          <DialogContent aria-describedby={undefined}>
            <DialogTitle>Add goal</DialogTitle>
            <PeopleCombobox label="Owner" onPick={() => undefined} query={query} />
          </DialogContent>
        </Dialog>
      </QueryClientProvider>,
    );
    const box = await screen.findByRole('combobox', { name: 'Owner' });
    box.focus();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'さ' } });
    expect(await screen.findByRole('option', { name: /佐藤 花子/ })).toBeInTheDocument();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(box).toHaveValue('さ');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('PeopleCombobox when the search fails', () => {
  // With the upstream down, the goals' Owner field said "No one found", as if nobody matched.
  it('says the search is not available instead of "No one found", and tries again on Enter', async () => {
    let fail = true;
    const failing: PeopleQuery = (search) => ({
      queryKey: ['failing', search],
      queryFn: async () => {
        if (fail) throw new Error('The server could not be reached.');
        return { data: people };
      },
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PeopleCombobox label="Owner" onPick={jest.fn()} query={failing} />
      </QueryClientProvider>,
    );
    const box = screen.getByRole('combobox', { name: 'Owner' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'Emm' } });
    expect(await screen.findByRole('option', { name: /Search is not available right now\. Please try again\. Try again/ })).toBeInTheDocument();
    expect(screen.queryByText('No one found')).not.toBeInTheDocument();
    fail = false;
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByRole('option', { name: /佐藤 花子/ })).toBeInTheDocument();
  });
});
