import { mapErrorResponse, networkError, refusedForItsState, toAbort } from '@/lib/errors';

describe('mapErrorResponse', () => {
  it('maps 401 to unauthenticated', () => {
    expect(mapErrorResponse(401, { message: 'Unauthenticated.' })).toEqual({ kind: 'unauthenticated', status: 401, message: 'Unauthenticated.' });
  });

  it.each([422, 424, 460, 461])('maps %i to a form error with fields and the summary line', (status) => {
    const error = mapErrorResponse(status, {
      message: 'The email field is required. (and 1 more error)',
      errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
    });
    expect(error).toMatchObject({
      kind: 'form',
      status,
      summary: 'Please fix above errors to continue.',
      fields: { email: ['The email field is required.'], password: ['The password field is required.'] },
    });
  });

  it("keeps the in-use protocol's confirming action", () => {
    const error = mapErrorResponse(460, { message: '3 people are in “Sales”.', action: 'detach' });
    expect(error).toMatchObject({ kind: 'form', status: 460, message: '3 people are in “Sales”.', action: 'detach' });
    expect(mapErrorResponse(460, { message: 'x', action: 42 })).not.toHaveProperty('action');
    expect(mapErrorResponse(422, { message: 'x' })).not.toHaveProperty('action');
  });

  it('lets a message without field errors replace the summary line', () => {
    expect(mapErrorResponse(424, { message: 'You are already clocked in.' })).toMatchObject({ kind: 'form', summary: 'You are already clocked in.' });
  });

  it('uses the summary line when there is no message at all', () => {
    expect(mapErrorResponse(422, null)).toMatchObject({ kind: 'form', summary: 'Please fix above errors to continue.' });
  });

  it.each([400, 402, 403, 404, 408, 413, 419, 429, 498, 500, 502, 503, 504])('maps %i to an abort', (status) => {
    expect(mapErrorResponse(status, { message: 'Nope' })).toEqual({ kind: 'abort', status, message: 'Nope' });
  });

  it('gives a 403 without a message the default abort message', () => {
    expect(mapErrorResponse(403, {})).toMatchObject({ message: 'You do not have permission to access the content.' });
  });

  it('maps other statuses to a server error for the failure dialog', () => {
    expect(mapErrorResponse(409, { message: 'Already taken' })).toEqual({ kind: 'server', status: 409, message: 'Already taken' });
    expect(mapErrorResponse(418, 'teapot')).toMatchObject({ kind: 'server', status: 418 });
  });

  it('ignores malformed field errors', () => {
    const error = mapErrorResponse(422, { message: 'Bad', errors: { a: 'one', b: [1, 'two'], c: null } });
    expect(error).toMatchObject({ fields: { a: ['one'], b: ['two'] } });
  });
});

describe('network errors and aborts', () => {
  it('turns no response into a network error', () => {
    expect(networkError()).toMatchObject({ kind: 'network', status: 0, timedOut: false });
    expect(toAbort(networkError(true))).toEqual({ code: 504, message: '' });
    expect(toAbort(networkError(false))).toEqual({ code: 503, message: '' });
  });
  it('keeps the code and message of an abort', () => {
    expect(toAbort(mapErrorResponse(419, { message: 'CSRF token mismatch.' }))).toEqual({ code: 419, message: 'CSRF token mismatch.' });
  });
});

describe('refusedForItsState', () => {
  it('is a refusal that names no field, a record gone or changed meanwhile; not what was typed, nor a fault', () => {
    expect(refusedForItsState(mapErrorResponse(422, { message: 'This leave application has already been decided.' }))).toBe(true);
    expect(refusedForItsState(mapErrorResponse(404, { message: 'Not found.' }))).toBe(true);
    expect(refusedForItsState(mapErrorResponse(409, { message: 'Changed meanwhile.' }))).toBe(true);
    expect(refusedForItsState(mapErrorResponse(422, { message: 'The name is required.', errors: { name: ['The name is required.'] } }))).toBe(false);
    expect(refusedForItsState(mapErrorResponse(403, { message: 'Forbidden.' }))).toBe(false);
    expect(refusedForItsState(mapErrorResponse(500, {}))).toBe(false);
    expect(refusedForItsState(networkError())).toBe(false);
  });
});
