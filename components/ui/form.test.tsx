import { act, fireEvent, render, screen } from '@testing-library/react';
import { z } from 'zod';
import { Form } from '@/components/ui/form';
import { SelectField, TextareaField, TextField } from '@/components/ui/form-fields';
import { mapErrorResponse, networkError, type Result } from '@/lib/errors';
import { v } from '@/lib/validation';

// A form schema module loaded on demand, counted each time it is evaluated.
const mockEvaluated = jest.fn();
jest.mock('@/lib/time/forms', () => {
  mockEvaluated();
  return jest.requireActual('@/lib/time/forms');
});

const schema = z.object({ name: v.required(), department_id: v.required(), bio: v.max(250) });

function renderForm(onSubmit: () => Promise<Result<unknown> | void>, source: typeof schema | (() => Promise<typeof schema>) = schema) {
  render(
    <Form schema={source} defaultValues={{ name: '', department_id: '', bio: '' }} onSubmit={onSubmit} aria-label="Profile">
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
/** Lets pending imports and effects settle, so a premature load would show. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('Form', () => {
  it('takes a text longer than its limit whole, counts as it nears the limit, and refuses more with the spec’s message', async () => {
    const onSubmit = jest.fn();
    render(
      <Form schema={z.object({ bio: v.max(10) })} defaultValues={{ bio: '' }} onSubmit={onSubmit} aria-label="Profile">
        <TextareaField name="bio" label="Bio" hint="A few words." limit={10} />
        <button type="submit">Save</button>
      </Form>,
    );
    const bio = screen.getByLabelText('Bio');
    fireEvent.change(bio, { target: { value: 'x'.repeat(7) } });
    expect(bio).toHaveAccessibleDescription('A few words.');
    fireEvent.change(bio, { target: { value: 'x'.repeat(8) } });
    expect(bio).toHaveAccessibleDescription('A few words. · 8/10 characters');
    // Pasted past the limit: nothing is cut (a native maxLength cut it silently), the schema says why it cannot be saved.
    fireEvent.change(bio, { target: { value: 'x'.repeat(12) } });
    expect(bio).not.toHaveAttribute('maxlength');
    expect(bio).toHaveValue('x'.repeat(12));
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(bio).toHaveAccessibleDescription('Please use up to 10 characters A few words. · 12/10 characters');
  });

  it('keeps a field error its onSubmit set itself when it answers nothing (a saved form starts afresh, a refused one does not)', async () => {
    render(
      <Form
        schema={z.object({ bio: z.string() })}
        defaultValues={{ bio: '' }}
        aria-label="Post"
        onSubmit={async (values, form) => {
          if (!values.bio.trim()) form.setError('bio', { message: 'Write something first.' }, { shouldFocus: true });
        }}
      >
        <TextareaField name="bio" label="Bio" />
        <button type="submit">Save</button>
      </Form>,
    );
    await submit();
    expect(screen.getByLabelText('Bio')).toHaveAccessibleDescription('Write something first.');
    expect(screen.getByLabelText('Bio')).toHaveAttribute('aria-invalid', 'true');
  });

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

  it('says nothing as a field is left before the first submit (a message then would move what is being clicked), then follows each change', async () => {
    renderForm(jest.fn());
    const name = screen.getByLabelText('Name');
    await act(async () => {
      fireEvent.focus(name);
      fireEvent.blur(name);
    });
    await settle();
    expect(name).not.toHaveAttribute('aria-invalid');
    await submit();
    expect(name).toHaveAccessibleDescription('This is a required field');
    await act(async () => fireEvent.change(name, { target: { value: 'Ava' } }));
    await settle();
    expect(name).not.toHaveAttribute('aria-invalid');
    await act(async () => fireEvent.change(name, { target: { value: '' } }));
    await settle();
    expect(name).toHaveAccessibleDescription('This is a required field');
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

  // A change of decision refused under `status`: the dialog has only a note, and the summary line alone said "fix above" with nothing above.
  it.each([422, 424, 460, 461])('says a %i error for a field it does not have in the summary, in the server’s words', async (status) => {
    renderForm(async () => ({
      ok: false,
      status,
      error: mapErrorResponse(status, { message: 'These dates now overlap another Annual leave application.', errors: { status: ['These dates now overlap another Annual leave application.'] } }),
    }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ava' } });
    fireEvent.change(screen.getByLabelText('Department'), { target: { value: '1' } });
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(/^These dates now overlap another Annual leave application\.$/);
    expect(screen.getByRole('form', { name: 'Profile' })).toHaveAccessibleDescription('These dates now overlap another Annual leave application.');
    for (const label of ['Name', 'Department', 'Bio']) expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Name')).toHaveValue('Ava');
  });

  // The company logo's message showed twice: under the picker (the form's own code) and as the summary.
  it('leaves the errors of fields it shows itself (ownErrors) out of the summary', async () => {
    const onSubmit = async (): Promise<Result<unknown>> => ({
      ok: false,
      status: 422,
      error: mapErrorResponse(422, { message: 'The logo must be an image.', errors: { logo: ['The logo must be an image.'] } }),
    });
    render(
      <Form schema={schema} defaultValues={{ name: 'Ava', department_id: '1', bio: '' }} onSubmit={onSubmit} ownErrors={['logo']} aria-label="Profile">
        <TextField name="name" label="Name" />
        <button type="submit">Save</button>
      </Form>,
    );
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Please fix above errors to continue\.$/);
    expect(screen.queryByText('The logo must be an image.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('puts the errors it can on their fields and says the others in the summary', async () => {
    renderForm(async () => ({
      ok: false,
      status: 422,
      error: mapErrorResponse(422, {
        message: 'The name has already been taken. (and 1 more error)',
        errors: { name: ['The name has already been taken.'], user_id: ['The selected user id is invalid.'] },
      }),
    }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ava' } });
    fireEvent.change(screen.getByLabelText('Department'), { target: { value: '1' } });
    await submit();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('The name has already been taken.');
    expect(screen.getByRole('alert')).toHaveTextContent(/^The selected user id is invalid\.$/);
  });

  // Add role: after the server's "Please fix above errors to continue.", a name of spaces said "This is a required field" under the field and the old summary stayed.
  it('drops the last answer’s summary when a new submit is refused before it is sent', async () => {
    renderForm(async () => ({ ok: false, status: 422, error: mapErrorResponse(422, { message: 'Please fix above errors to continue.', errors: { name: ['The name has already been taken.'] } }) }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'manager' } });
    fireEvent.change(screen.getByLabelText('Department'), { target: { value: '1' } });
    await submit();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('The name has already been taken.');
    expect(screen.getByText('Please fix above errors to continue.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '' } });
    await submit();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('This is a required field');
    expect(screen.queryByText('Please fix above errors to continue.')).not.toBeInTheDocument();
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

describe('Form with a schema loader', () => {
  it('loads nothing until used; a submit before the schema arrived waits for it and validates', async () => {
    let arrive!: (value: typeof schema) => void;
    const load = jest.fn(() => new Promise<typeof schema>((resolve) => (arrive = resolve)));
    const onSubmit = jest.fn();
    renderForm(onSubmit, load);
    await settle();
    expect(load).not.toHaveBeenCalled();
    await submit();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    await act(async () => arrive(schema));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('This is a required field');
    expect(screen.getByLabelText('Department')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it.each([
    ['focus', (element: HTMLElement) => element.focus()],
    ['press', (element: HTMLElement) => fireEvent.pointerDown(element)],
  ])('starts loading the schema on the first %s, once', async (_, interact) => {
    const load = jest.fn(async () => schema);
    renderForm(jest.fn(), load);
    await settle();
    expect(load).not.toHaveBeenCalled();
    await act(async () => interact(screen.getByLabelText('Name')));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      screen.getByLabelText('Bio').focus();
      fireEvent.pointerDown(screen.getByLabelText('Bio'));
    });
    await submit();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('This is a required field');
  });

  it('says No internet. when the schema cannot be fetched, and fetches it again on the next submit', async () => {
    const load = jest.fn<Promise<typeof schema>, []>().mockRejectedValueOnce(new Error('Loading chunk failed')).mockResolvedValue(schema);
    const onSubmit = jest.fn();
    renderForm(onSubmit, load);
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('No internet.');
    await submit();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('This is a required field');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps a form module such as lib/time/forms out until the form is used', async () => {
    const onSubmit = jest.fn();
    render(
      <Form
        schema={() => import('@/lib/time/forms').then((module) => module.shiftTemplateSchema)}
        defaultValues={{ name: '', start_time: '09:00', end_time: '17:30', break_time: '30' }}
        onSubmit={onSubmit}
      >
        <TextField name="name" label="Name" />
        <TextField name="break_time" label="Break (minutes)" />
        <button type="submit">Save</button>
      </Form>,
    );
    await settle();
    expect(mockEvaluated).not.toHaveBeenCalled();
    await act(async () => screen.getByLabelText('Name').focus());
    expect(mockEvaluated).toHaveBeenCalledTimes(1);
    await submit();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('This is a required field');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Early' } });
    fireEvent.change(screen.getByLabelText('Break (minutes)'), { target: { value: '600' } });
    await submit();
    expect(screen.getByLabelText('Break (minutes)')).toHaveAccessibleDescription('Please use a break of at most 480 minutes');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
