import { act, fireEvent, render, screen } from '@testing-library/react';
import { z } from 'zod';
import { TextField } from '@/components/ui/form-fields';
import { OnDemandForm } from '@/components/ui/form-on-demand';
import { NO_INTERNET_MESSAGE } from '@/lib/messages';

/**
 * A form in a dialog loads form.tsx (and react-hook-form) when it mounts: a placeholder meanwhile,
 * a failed load says so and tries again on request, and the fields written as in <Form> work.
 */
let mockOffline = true;
const mockEvaluated = jest.fn();
jest.mock('@/components/ui/form', () => {
  if (mockOffline) throw new Error('Loading chunk components_ui_form failed.');
  mockEvaluated();
  return jest.requireActual('@/components/ui/form');
});

it('loads the form when it mounts, says so when it cannot, and works once it can', async () => {
  const onSubmit = jest.fn();
  render(
    <OnDemandForm schema={z.object({ name: z.string().min(1, 'This is a required field') })} defaultValues={{ name: '' }} onSubmit={onSubmit} aria-label="Rename">
      <TextField name="name" label="Name" />
      <button type="submit">Save</button>
    </OnDemandForm>,
  );
  expect(screen.getByLabelText('Loading')).toHaveAttribute('aria-busy', 'true');
  await act(async () => {});
  expect(screen.getByRole('alert')).toHaveTextContent(NO_INTERNET_MESSAGE);
  expect(mockEvaluated).not.toHaveBeenCalled();

  mockOffline = false;
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
  expect(mockEvaluated).toHaveBeenCalledTimes(1);
  // Shown after its placeholder: the first field takes the focus, as on opening a dialog whose form was there.
  expect(screen.getByLabelText('Name')).toHaveFocus();
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Night shift' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  expect(onSubmit).toHaveBeenCalledWith({ name: 'Night shift' }, expect.anything());
});
