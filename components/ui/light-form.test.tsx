import { act, fireEvent, render, screen } from '@testing-library/react';
import { LightForm, LightTextField } from '@/components/ui/light-form';
import { mapErrorResponse, networkError, type Result } from '@/lib/errors';
import type { StandardSchema } from '@/lib/forms/standard-resolver';

// The route handlers' own schemas, counted each time the module is evaluated.
const mockEvaluated = jest.fn();
jest.mock('@/lib/auth/forms', () => {
  mockEvaluated();
  return jest.requireActual('@/lib/auth/forms');
});

beforeEach(() => {
  jest.resetModules();
  mockEvaluated.mockClear();
});

const resetSchema = () => import('@/lib/auth/forms').then((module) => module.resetPasswordFormSchema);

function renderReset(onSubmit: (values: unknown) => Promise<Result<unknown> | void>, schema: typeof resetSchema = resetSchema) {
  render(
    <LightForm schema={schema} defaultValues={{ email: 'rita.quinn@crewdesk.test' }} onSubmit={onSubmit} aria-label="Set a new password">
      {({ submitting, succeeded }) => (
        <>
          <input type="hidden" name="token" defaultValue="t0k3n" />
          <LightTextField name="email" label="Email" type="email" />
          <LightTextField name="password" label="New password" type="password" hint="At least 8 characters." />
          <LightTextField name="password_confirmation" label="Confirm new password" type="password" />
          <button type="submit" aria-busy={submitting || succeeded || undefined}>
            Reset password
          </button>
        </>
      )}
    </LightForm>,
  );
}

const field = (label: string) => screen.getByLabelText(label);
/** Lets pending imports and effects settle, so a premature load would show. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
  });
};
const type = async (label: string, value: string) => {
  await act(async () => {
    fireEvent.change(field(label), { target: { value } });
  });
};
const blur = async (label: string) => {
  await act(async () => {
    field(label).focus();
    field(label).blur();
  });
};

describe('LightForm', () => {
  it('imports the schema only when used, and validates a submit made before it loaded', async () => {
    const onSubmit = jest.fn();
    renderReset(onSubmit);
    await settle();
    expect(mockEvaluated).not.toHaveBeenCalled();
    await submit();
    expect(mockEvaluated).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field('New password')).toHaveAccessibleDescription('This is a required field At least 8 characters.');
    expect(field('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Confirm new password')).toHaveAccessibleDescription('This is a required field');
    expect(field('New password')).toHaveFocus();
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['focus', (element: HTMLElement) => element.focus()],
    ['press', (element: HTMLElement) => fireEvent.pointerDown(element)],
  ])('starts loading the schema on the first %s, once', async (_, interact) => {
    const load = jest.fn(resetSchema);
    renderReset(jest.fn(), load);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(mockEvaluated).not.toHaveBeenCalled();
    await act(async () => interact(field('Email')));
    expect(load).toHaveBeenCalledTimes(1);
    expect(mockEvaluated).toHaveBeenCalledTimes(1);
    await act(async () => {
      field('New password').focus();
      fireEvent.pointerDown(field('New password'));
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  // A message coming or going as a field is left moves the page between a click's press and release.
  it('checks nothing as a field is left; after a submit, each field as it changes, and a server message stays until its field does', async () => {
    renderReset(async () => ({
      ok: false,
      status: 422,
      error: mapErrorResponse(422, { message: "We can't find a user with that email address.", errors: { email: ["We can't find a user with that email address."] } }),
    }));
    await type('New password', 'short');
    await blur('New password');
    expect(field('New password')).not.toHaveAttribute('aria-invalid');
    await submit();
    expect(field('New password')).toHaveAccessibleDescription('at least 8 characters At least 8 characters.');
    await type('New password', 'long-enough');
    expect(field('New password')).toHaveAccessibleDescription('At least 8 characters.');
    expect(field('New password')).not.toHaveAttribute('aria-invalid');
    await type('Confirm new password', 'long-enough');
    await submit();
    expect(field('Email')).toHaveAccessibleDescription("We can't find a user with that email address.");
    await blur('Email');
    expect(field('Email')).toHaveAccessibleDescription("We can't find a user with that email address.");
    await type('Email', 'rita@crewdesk.test');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('submits the parsed values, hidden fields included', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderReset(onSubmit);
    await type('Email', '  rita.quinn@crewdesk.test ');
    await type('New password', 'long-enough');
    await type('Confirm new password', 'long-enough');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ token: 't0k3n', email: 'rita.quinn@crewdesk.test', password: 'long-enough', password_confirmation: 'long-enough' });
    // A successful submit keeps the button busy (a sign-in navigates away next).
    expect(screen.getByRole('button', { name: 'Reset password' })).toHaveAttribute('aria-busy', 'true');
  });

  it.each([422, 424, 460, 461])('puts %i server errors on their fields with the summary line, keeping every value', async (status) => {
    renderReset(async () => ({
      ok: false,
      status,
      error: mapErrorResponse(status, { message: "We can't find a user with that email address.", errors: { email: ["We can't find a user with that email address."] } }),
    }));
    await type('New password', 'long-enough');
    await type('Confirm new password', 'long-enough');
    await submit();
    expect(field('Email')).toHaveAccessibleDescription("We can't find a user with that email address.");
    expect(field('Email')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix above errors to continue.');
    expect(screen.getByRole('form', { name: 'Set a new password' })).toHaveAccessibleDescription('Please fix above errors to continue.');
    // Before hydration the browser would submit natively: never as a GET with the password in the URL.
    expect(screen.getByRole('form', { name: 'Set a new password' })).toHaveAttribute('method', 'post');
    expect(field('Email')).toHaveValue('rita.quinn@crewdesk.test');
    expect(field('New password')).toHaveValue('long-enough');
    expect(field('Confirm new password')).toHaveValue('long-enough');
    expect(screen.getByRole('button', { name: 'Reset password' })).not.toHaveAttribute('aria-busy');
  });

  it('says a server error for a field it does not have in the summary, in the server’s words', async () => {
    renderReset(async () => ({
      ok: false,
      status: 422,
      error: mapErrorResponse(422, { message: 'This password reset token is invalid.', errors: { token_id: ['This password reset token is invalid.'] } }),
    }));
    await type('New password', 'long-enough');
    await type('Confirm new password', 'long-enough');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(/^This password reset token is invalid\.$/);
    expect(screen.getByRole('form', { name: 'Set a new password' })).toHaveAccessibleDescription('This password reset token is invalid.');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('summarises a missing response and other failures', async () => {
    let next: Result<unknown> = { ok: false, status: 0, error: networkError() };
    renderReset(async () => next);
    await type('New password', 'long-enough');
    await type('Confirm new password', 'long-enough');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('No internet.');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    next = { ok: false, status: 409, error: mapErrorResponse(409, { message: 'The record changed meanwhile.' }) };
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not perform this action as the record changed meanwhile.');
    expect(field('New password')).toHaveValue('long-enough');
  });

  it('says No internet. when the schema cannot be fetched, and fetches it again on the next submit', async () => {
    const load = jest.fn<Promise<StandardSchema<unknown>>, []>().mockRejectedValueOnce(new Error('Loading chunk failed')).mockImplementation(resetSchema);
    const onSubmit = jest.fn();
    renderReset(onSubmit, load as unknown as typeof resetSchema);
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('No internet.');
    await submit();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('New password')).toHaveAccessibleDescription('This is a required field At least 8 characters.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reads checkboxes as booleans', async () => {
    const onSubmit = jest.fn(async () => undefined);
    render(
      <LightForm schema={() => import('@/lib/auth/forms').then((module) => module.loginFormSchema)} onSubmit={onSubmit} aria-label="Sign in">
        <LightTextField name="email" label="Email" />
        <LightTextField name="password" label="Password" type="password" />
        <label>
          <input type="checkbox" name="remember" /> Keep me signed in
        </label>
        <button type="submit">Sign in</button>
      </LightForm>,
    );
    await type('Email', 'ava@crewdesk.test');
    await type('Password', 'password');
    await act(async () => {
      fireEvent.click(screen.getByLabelText('Keep me signed in'));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    });
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ava@crewdesk.test', password: 'password', remember: true });
  });
});
