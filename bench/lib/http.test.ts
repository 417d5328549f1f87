import { CookieJar } from './http';

describe('the bench cookie jar', () => {
  it('keeps, replaces and drops cookies as Set-Cookie says', () => {
    const jar = new CookieJar();
    jar.take(['a=1; Path=/; HttpOnly', 'b=2']);
    jar.take('a=3; Path=/');
    expect(jar.header()).toBe('a=3; b=2');
    jar.take(['b=; Path=/; Max-Age=0']);
    expect(jar.header()).toBe('a=3');
  });
});
