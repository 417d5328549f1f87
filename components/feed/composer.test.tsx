import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Composer } from '@/components/feed/composer';
import { FeedProvider } from '@/components/feed/feed-context';
import { AbortProvider } from '@/components/shell/abort';
import { DialogsProvider } from '@/components/shell/dialogs';
import { preloadDialog } from '@/components/ui/dialog';
import type { FeedPerson } from '@/lib/feed/schemas';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }), usePathname: () => '/feed' }));

const person = { id: 7, name: 'Emma Novak', username: 'emma.novak', avatar: '' } as FeedPerson;

beforeAll(() => preloadDialog());

describe('Composer', () => {
  // A 500 on Post showed the bare "Injected fault" under the form, where every other feed action says it in the failure dialog.
  it('says a failed Post in the failure dialog, in the spec’s sentence, and keeps what was written', async () => {
    global.fetch = jest.fn(async () => ({ ok: false, status: 500, text: async () => JSON.stringify({ message: 'Injected fault' }) }) as Response) as typeof fetch;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DialogsProvider>
          <AbortProvider>
            <FeedProvider viewer={{ person, canManage: false }} clock={{ timeZone: 'Europe/Berlin', dateFormat: 'YYYY-MM-DD', timeFormat: 2 }} mode="wall">
              <Composer onClose={jest.fn()} />
            </FeedProvider>
          </AbortProvider>
        </DialogsProvider>
      </QueryClientProvider>,
    );
    const text = await screen.findByRole('textbox', { name: 'What would you like to share?' });
    fireEvent.change(text, { target: { value: 'Lunch at noon' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Post' })));
    const failure = await screen.findByRole('alertdialog', { name: 'Unsuccessful' });
    expect(failure).toHaveTextContent('We could not perform this action as injected fault');
    expect(screen.queryByText('Injected fault')).not.toBeInTheDocument();
    expect(text).toHaveValue('Lunch at noon');
  });
});
