import type { AppError } from '@/lib/errors';
import { serverFieldErrors } from '@/lib/forms/server-errors';

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
