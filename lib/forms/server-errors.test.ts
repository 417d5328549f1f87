import { mapErrorResponse, networkError, type AppError } from '@/lib/errors';
import { serverErrorSummary, serverFieldErrors, serverFormErrors } from '@/lib/forms/server-errors';

const formError = (fields: Record<string, string[]>): AppError => ({ kind: 'form', status: 422, message: 'm', summary: 's', fields });

describe('serverFieldErrors', () => {
  it('keeps the first message of each field the form has, in the server’s order', () => {
    expect(serverFieldErrors(formError({ name: ['Required', 'Too long'], other: ['Not here'], phone: ['Bad'] }), ['phone', 'name'])).toEqual([
      ['name', 'Required'],
      ['phone', 'Bad'],
    ]);
  });

  it('keeps a list entry’s error by its dotted path when the form has the list', () => {
    expect(serverFieldErrors(formError({ 'education.1.degree': ['Required'], 'family.0.name': ['Required'] }), ['education'])).toEqual([['education.1.degree', 'Required']]);
  });

  it('has nothing for errors that are not a form’s', () => {
    expect(serverFieldErrors({ kind: 'server', status: 500, message: 'boom' }, ['name'])).toEqual([]);
  });
});

describe('serverFormErrors', () => {
  // The upstream's 422 bodies: the message restates the first field error, so the mapper's summary is the spec's line.
  const refusedDecision = mapErrorResponse(422, {
    message: 'These dates now overlap another Annual leave application.',
    errors: { status: ['These dates now overlap another Annual leave application.'] },
  });

  it('keeps the spec’s summary line when every field error is on a field of the form', () => {
    const error = mapErrorResponse(422, { message: 'Required (and 1 more error)', errors: { name: ['Required'], phone: ['Bad', 'Worse'] } });
    expect(serverFormErrors(error, ['name', 'phone'])).toEqual({
      fields: [
        ['name', 'Required'],
        ['phone', 'Bad'],
      ],
      summary: 'Please fix above errors to continue.',
    });
  });

  it('says an error for a field the form lacks in the summary, in the server’s words (a change of decision has only a note)', () => {
    expect(serverFormErrors(refusedDecision, ['note'])).toEqual({ fields: [], summary: 'These dates now overlap another Annual leave application.' });
  });

  it('places what it can and summarises the rest, each message once', () => {
    const error = mapErrorResponse(422, {
      message: 'The selected user id is invalid. (and 3 more errors)',
      errors: { user_id: ['The selected user id is invalid.'], start_date: ['Required'], avatar: ['Too big.', 'Not an image.'], 'items.0': ['Too big.'] },
    });
    expect(serverFormErrors(error, ['start_date'])).toEqual({ fields: [['start_date', 'Required']], summary: 'The selected user id is invalid. Too big.' });
  });

  it('summarises every field error of a form that shows none on fields (a dialog with its own message line, such as Change avatar)', () => {
    const avatar = mapErrorResponse(422, { message: 'The avatar must be an image.', errors: { avatar: ['The avatar must be an image.'] } });
    expect(serverFormErrors(avatar)).toEqual({ fields: [], summary: 'The avatar must be an image.' });
    expect(serverErrorSummary(avatar)).toBe('The avatar must be an image.');
    expect(serverErrorSummary(refusedDecision, ['status'])).toBe('Please fix above errors to continue.');
  });

  it('keeps a given message and the other failures’ summaries as they were', () => {
    expect(serverFormErrors(mapErrorResponse(424, { message: 'You are already clocked in.' }), ['note'])).toEqual({ fields: [], summary: 'You are already clocked in.' });
    expect(serverFormErrors(mapErrorResponse(422, null), ['note']).summary).toBe('Please fix above errors to continue.');
    expect(serverFormErrors(networkError(), ['note'])).toEqual({ fields: [], summary: 'No internet.' });
    expect(serverErrorSummary(mapErrorResponse(409, { message: 'The record changed meanwhile.' }))).toBe('We could not perform this action as the record changed meanwhile.');
  });
});
