import { forgotPasswordFormSchema, loginFormSchema, resetPasswordFormSchema, zodErrorBody } from '@/lib/auth/forms';

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : zodErrorBody(result.error!).errors;

describe('auth form schemas', () => {
  it('requires a valid email and a password to sign in, with the generic messages', () => {
    expect(fieldErrors(loginFormSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: ['This is a required field'],
      password: ['This is a required field'],
    });
    expect(fieldErrors(loginFormSchema.safeParse({ email: 'nope', password: 'x' }))).toEqual({ email: ['Please use a valid email address'] });
    expect(loginFormSchema.safeParse({ email: ' ava@crewdesk.test ', password: 'x' })).toMatchObject({ success: true, data: { email: 'ava@crewdesk.test' } });
  });

  it('requires an email to request a reset', () => {
    expect(fieldErrors(forgotPasswordFormSchema.safeParse({ email: '' }))).toEqual({ email: ['This is a required field'] });
  });

  it('checks the new password length and its confirmation', () => {
    const base = { token: 't', email: 'rita.quinn@crewdesk.test' };
    expect(fieldErrors(resetPasswordFormSchema.safeParse({ ...base, password: 'short', password_confirmation: 'short' }))).toEqual({
      password: ['at least 8 characters'],
    });
    expect(fieldErrors(resetPasswordFormSchema.safeParse({ ...base, password: 'long-enough', password_confirmation: 'long-enougH' }))).toEqual({
      password_confirmation: ['Password confirmation does not match'],
    });
    expect(resetPasswordFormSchema.safeParse({ ...base, password: 'long-enough', password_confirmation: 'long-enough' }).success).toBe(true);
  });
});
