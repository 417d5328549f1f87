import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { EDITED_MEANWHILE, EditButton } from '@/components/kit/edit-button';
import { DialogsProvider } from '@/components/shell/dialogs';
import { TextField } from '@/components/ui/form-fields';
import type { Result } from '@/lib/errors';

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

  /** A goal's Edit, read from `read`, saved through `save`. */
  function editGoal(read: () => Promise<{ title: string }>, save: (values: { title: string }) => Promise<Result<null>>) {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <DialogsProvider>
          <EditButton
            name="the goal"
            title="Edit goal"
            query={queryOptions({ queryKey: ['goal'], queryFn: read })}
            values={(data) => data}
            schema={z.object({ title: z.string() })}
            submitLabel="Save"
            save={save}
          >
            {() => <TextField name="title" label="Goal" />}
          </EditButton>
        </DialogsProvider>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit the goal' }));
    return screen.findByRole('textbox', { name: 'Goal' });
  }
  const saved = () => jest.fn(async (_values: { title: string }): Promise<Result<null>> => ({ ok: true, status: 200, data: null }));

  // Two people editing one goal: the second Save wrote every field back and wiped the first one's change.
  it('does not write over a change someone else saved while the form was open; Save again does, what was typed kept', async () => {
    let title = 'Hire two support engineers';
    const save = saved();
    const field = await editGoal(async () => ({ title }), save);
    fireEvent.change(field, { target: { value: 'Hire three support engineers' } });
    title = 'Hire two support engineers by March';

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByText(EDITED_MEANWHILE)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    expect(field).toHaveValue('Hire three support engineers');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ title: 'Hire three support engineers' }));
  });

  it('saves at once when nothing changed under the form', async () => {
    const save = saved();
    fireEvent.change(await editGoal(async () => ({ title: 'Ship it' }), save), { target: { value: 'Ship it today' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ title: 'Ship it today' }));
    expect(screen.queryByText(EDITED_MEANWHILE)).not.toBeInTheDocument();
  });
});
