import { HttpError, json, summarize } from '../src/http/respond';
import { Router } from '../src/http/router';
import { validate } from '../src/http/validate';

describe('Router', () => {
  const router = new Router()
    .get('/feed/list/index', () => json('static'))
    .get('/feed/view/{slug}', () => json('view'))
    .delete('/feed/{id}/feed-comments/delete/{comment}/{user}', () => json('delete'))
    .get('/images/avatars/{id}.svg', () => json('avatar'));

  it('matches static paths, params and mixed segments', () => {
    expect(router.match('GET', '/feed/list/index')).toMatchObject({ params: {} });
    expect(router.match('GET', '/feed/list/index/')).toMatchObject({ params: {} });
    expect(router.match('GET', '/feed/view/hello%20world')).toMatchObject({ params: { slug: 'hello world' } });
    expect(router.match('DELETE', '/feed/7/feed-comments/delete/9/3')).toMatchObject({ params: { id: '7', comment: '9', user: '3' } });
    expect(router.match('GET', '/images/avatars/12.svg')).toMatchObject({ params: { id: '12' } });
  });

  it('reports the allowed methods when only the method is wrong', () => {
    expect(router.match('POST', '/feed/view/x')).toEqual({ route: null, params: null, allowed: ['GET'] });
    expect(router.match('GET', '/feed/view')).toEqual({ route: null, params: null, allowed: [] });
    expect(router.match('GET', '/images/avatars/12.png').route).toBeNull();
  });

  it('refuses duplicate routes', () => {
    expect(() => router.get('/feed/list/index', () => json(''))).toThrow(/Duplicate/);
  });
});

describe('validate', () => {
  const spec = {
    email: { type: 'string', required: true, email: true },
    password: { type: 'string', required: true, min: 8, confirmed: true },
    remember: { type: 'boolean' },
  } as const;

  function errorsOf(body: unknown) {
    try {
      validate(body, spec);
    } catch (error) {
      return (error as HttpError).body;
    }
    throw new Error('expected a validation error');
  }

  it('trims strings (not passwords) and returns typed values', () => {
    expect(validate({ email: ' a@b.co ', password: ' spaced pw ', password_confirmation: ' spaced pw ', remember: '1' }, spec)).toEqual({
      email: 'a@b.co',
      password: ' spaced pw ',
      remember: true,
    });
  });

  it('stops at "required" for missing and blank values', () => {
    expect(errorsOf({ email: '   ' }).errors).toEqual({
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
  });

  it('uses Laravel messages', () => {
    expect(errorsOf({ email: 'x', password: 12345678, remember: 'yes' }).errors).toEqual({
      email: ['The email field must be a valid email address.'],
      password: ['The password field must be a string.'],
      remember: ['The remember field must be true or false.'],
    });
  });

  it('summarises like Laravel', () => {
    expect(summarize({ a: ['First.'] })).toBe('First.');
    expect(summarize({ a: ['First.', 'Second.'] })).toBe('First. (and 1 more error)');
    expect(summarize({ a: ['First.'], b: ['Second.', 'Third.'] })).toBe('First. (and 2 more errors)');
  });
});
