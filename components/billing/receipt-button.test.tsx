import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ReceiptButton } from '@/components/billing/receipt-button';
import { DialogsProvider } from '@/components/shell/dialogs';
import { preloadDialog } from '@/components/ui/dialog';

beforeAll(() => preloadDialog());
beforeEach(() => {
  global.fetch = jest.fn(async () => {
    const body = { message: 'No query results for model [Transaction].' };
    return { ok: false, status: 404, text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;
});

describe('a transaction’s receipt', () => {
  it('closes when the transaction cannot be read, and says why (spec: modals close on load errors)', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <DialogsProvider>
          <ReceiptButton id={9} reference="INV-0009" />
        </DialogsProvider>
      </QueryClientProvider>,
    );
    const view = await screen.findByRole('button', { name: 'View INV-0009' });
    await act(async () => fireEvent.click(view));
    const failure = await screen.findByRole('alertdialog', { name: 'Unsuccessful' }, { timeout: 3000 });
    expect(failure).toHaveTextContent('We could not perform this action as no query results for model [Transaction].');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Transaction INV-0009' })).not.toBeInTheDocument());
    expect(String((global.fetch as jest.Mock).mock.calls[0][0])).toMatch(/\/api\/upstream\/billing\/transactions\/9$/);
  });
});
