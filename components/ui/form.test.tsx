import { act, fireEvent, render, screen } from '@testing-library/react';
import { z } from 'zod';
import { Form, SelectField, TextareaField, TextField } from '@/components/ui/form';
import { mapErrorResponse, networkError, type Result } from '@/lib/errors';
import { v } from '@/lib/validation';

const schema = z.object({ name: v.required(), department_id: v.required(), bio: v.max(250) });

function renderForm(onSubmit: () => Promise<Result<unknown> | void>) {
  render(
    <Form schema={schema} defaultValues={{ name: '', department_id: '', bio: '' }} onSubmit={onSubmit} aria-label="Profile">
      <TextField name="name" label="Name" />
      <SelectField name="department_id" label="Department" placeholder="Choose a department" options={[{ value: 1, label: 'Engineering' }]} />
      <TextareaField name="bio" label="Bio" hint="Up to 250 characters." />
      <button type="submit">Save</button>
    </Form>,
  );
}

const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
};

describe('Form', () => {
  it('shows the generic messages on text, select and textarea fields', async () => {
    const onSubmit = jest.fn();
    renderForm(onSubmit);
    fireEvent.change(screen.getByLabelText('Bio'), { target: { value: 'x'.repeat(251) } });
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('This is a required field');
    expect(screen.getByLabelText('Department')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Bio')).toHaveAccessibleDescription('Please use up to 250 characters Up to 250 characters.');
  });

  it.each([422, 424, 460, 461])('puts %i server errors on their fields with the summary line', async (status) => {
    renderForm(async () => ({
      ok: false,
      status,
      error: mapErrorResponse(status, { message: 'The name has already been taken.', errors: { name: ['The name has already been taken.'] } }),
    }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ava' } });
    fireEvent.change(screen.getByLabelText('Department'), { target: { value: '1' } });
    await submit();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('The name has already been taken.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix above errors to continue.');
    expect(screen.getByLabelText('Name')).toHaveValue('Ava');
  });

  it('summarises a missing response and other failures', async () => {
    let next: Result<unknown> = { ok: false, status: 0, error: networkError() };
    renderForm(async () => next);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ava' } });
    fireEvent.change(screen.getByLabelText('Department'), { target: { value: '1' } });
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('No internet.');
    next = { ok: false, status: 409, error: mapErrorResponse(409, { message: 'The record changed meanwhile.' }) };
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not perform this action as the record changed meanwhile.');
  });
});
