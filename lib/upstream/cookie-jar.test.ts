import { applySetCookies, cookieHeader, sameJar, xsrfTokenOf } from '@/lib/upstream/cookie-jar';

describe('upstream cookie jar', () => {
  it('adds, replaces and expires cookies from Set-Cookie', () => {
    let jar = applySetCookies({}, ['crewdesk_api_session=abc; Path=/; HttpOnly; SameSite=Lax', 'XSRF-TOKEN=tok%3D1; Path=/']);
    expect(jar).toEqual({ crewdesk_api_session: 'abc', 'XSRF-TOKEN': 'tok%3D1' });
    jar = applySetCookies(jar, ['crewdesk_api_session=def; Path=/']);
    expect(jar.crewdesk_api_session).toBe('def');
    jar = applySetCookies(jar, ['XSRF-TOKEN=; Max-Age=0; Path=/']);
    expect(jar).toEqual({ crewdesk_api_session: 'def' });
    jar = applySetCookies(jar, ['crewdesk_api_session=x; Expires=Thu, 01 Jan 1970 00:00:00 GMT']);
    expect(jar).toEqual({});
  });

  it('URL-decodes the XSRF token and builds the Cookie header', () => {
    const jar = { a: '1', 'XSRF-TOKEN': 'tok%3D1' };
    expect(xsrfTokenOf(jar)).toBe('tok=1');
    expect(cookieHeader(jar)).toBe('a=1; XSRF-TOKEN=tok%3D1');
    expect(xsrfTokenOf({})).toBeUndefined();
  });

  it('compares jars', () => {
    expect(sameJar({ a: '1' }, { a: '1' })).toBe(true);
    expect(sameJar({ a: '1' }, { a: '2' })).toBe(false);
    expect(sameJar(undefined, {})).toBe(true);
  });
});
