import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { EditButton } from '@/components/kit/edit-button';
import { DialogsProvider } from '@/components/shell/dialogs';
import { TextField } from '@/components/ui/form-fields';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

describe('EditButton', () => {
  // A holiday's people changed on its people page, then Edit again in the same tab: the dialog showed the
  // first read (one person), and Save gave the holiday back to that one.
  it('opens on the item as the upstream has it now, not as an earlier opening read it', async () => {
    let people = 'Colin Hart';
    const read = jest.fn(async () => ({ people }));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } })}>
        <DialogsProvider>
          <EditButton
            name="Colin Day"
            title="Edit holiday"
            query={queryOptions({ queryKey: ['holiday', 1], queryFn: read })}
            values={(data) => data}
            schema={z.object({ people: z.string() })}
            submitLabel="Save"
            save={jest.fn()}
          >
            {() => <TextField name="people" label="People" />}
          </EditButton>
        </DialogsProvider>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit Colin Day' }));
    expect(await screen.findByRole('textbox', { name: 'People' })).toHaveValue('Colin Hart');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    people = 'Colin Hart, Aisha Khan';
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Edit Colin Day' })));
    expect(await screen.findByRole('textbox', { name: 'People' })).toHaveValue('Colin Hart, Aisha Khan');
    expect(read).toHaveBeenCalledTimes(2);
  });
});
