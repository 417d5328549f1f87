import { DIALOG_TEXTS, failureText, VALIDATION_MESSAGES } from '@/lib/messages';
import { object, safeParse, string } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { passwordConfirmed, v } from '@/lib/validation';

const firstMessage = (schema: $ZodType, value: unknown) => {
  const result = safeParse(schema, value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('failure text', () => {
  it('appends " as " and the server message with its first letter lowercased', () => {
    expect(failureText('You are not allowed to do that.')).toBe('We could not perform this action as you are not allowed to do that.');
    expect(failureText('the record is locked')).toBe('We could not perform this action as the record is locked');
  });
  it('ends the sentence when there is no server message', () => {
    expect(failureText(undefined)).toBe('We could not perform this action.');
    expect(failureText('  ')).toBe('We could not perform this action.');
  });
});

describe('dialog texts', () => {
  it('are the spec texts', () => {
    expect(DIALOG_TEXTS.success.title).toBe('Successful');
    expect(DIALOG_TEXTS.confirmation.trash).toBe('Are you sure you want to delete this item?');
    expect(DIALOG_TEXTS.notice).toEqual({ title: 'Notice alert', button: 'Okay' });
  });
});

describe('generic validation messages', () => {
  it.each([
    [v.required(), '', 'This is a required field'],
    [v.email(), 'nope', 'Please use a valid email address'],
    [v.email(), '', 'This is a required field'],
    [v.min(8), 'short', 'at least 8 characters'],
    [v.max(3), 'long', 'Please use up to 3 characters'],
    [v.numeric(), '12a', 'Please input a valid number'],
    [v.digits(), '1.5', 'Please input only numbers'],
    [v.integer(), '1.5', 'Please use an integer'],
    [v.url(), 'not a url', 'Please provide a valid URL'],
    [v.hashColour(), '#12345', 'This is invalid'],
    [v.ipv4(), '10.0.0.256', 'Incorrect IP address(es)'],
    [v.ipv4(), '10.0.0.1, nope', 'Incorrect IP address(es)'],
    [v.money(), '12345678901', 'This amount cannot exceed 10 digits'],
    [v.money(), '1.234', 'This amount cannot exceed 10 digits'],
    // Not an amount at all: the numeric message, not a limit the text never reached.
    [v.money(), 'abc', 'Please input a valid number'],
    [v.money(), '-5', 'Please input a valid number'],
    [v.phone(), '555-CALL', 'Please use a valid phone number'],
    [v.timeFormat(), '24:00', 'Invalid time'],
  ])('rejects with the spec message (%#)', (schema, value, message) => {
    expect(firstMessage(schema, value)).toBe(message);
  });

  it.each([
    [v.email(), 'ava@crewdesk.test'],
    [v.numeric(), '-12.5'],
    [v.digits(), '0042'],
    [v.integer(), '-7'],
    [v.url(), 'https://crewdesk.test/handbook'],
    [v.hashColour(), '#fff'],
    [v.hashColour(), '#323DA5'],
    [v.ipv4(), '192.168.0.1, 10.0.0.1'],
    [v.money(), '1234567890.99'],
    [v.phone(), '+1 (555) 010-2030'],
    [v.timeFormat(), '23:59'],
  ])('accepts valid input (%#)', (schema, value) => {
    expect(firstMessage(schema, value)).toBeNull();
  });

  it('checks the password confirmation', () => {
    const schema = object({ password: string(), password_confirmation: string() }).check(passwordConfirmed());
    const result = schema.safeParse({ password: 'secret123', password_confirmation: 'secret124' });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({ message: VALIDATION_MESSAGES.passwordConfirmation, path: ['password_confirmation'] });
  });
});
