import { consentCookie, consentCookieName, hasConsent, requestHasConsent } from '@/lib/shell/cookie-consent';

describe('cookie consent', () => {
  it('is named cookie_ plus the host with dots as underscores', () => {
    expect(consentCookieName('app.crewdesk.com')).toBe('cookie_app_crewdesk_com');
    expect(consentCookieName('localhost')).toBe('cookie_localhost');
    expect(consentCookieName('127.0.0.1')).toBe('cookie_127_0_0_1');
  });

  it('never produces a name a cookie cannot have', () => {
    expect(consentCookieName('[::1]')).toBe('cookie____1_');
  });

  it('lasts 365 days on the deployment path', () => {
    expect(consentCookie('hr.example.com', { path: '/hr', secure: true })).toBe(
      'cookie_hr_example_com=1; Max-Age=31536000; Path=/hr; SameSite=Lax; Secure',
    );
    expect(consentCookie('localhost', { path: '', secure: false })).toBe('cookie_localhost=1; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('is found in document.cookie only for its own host', () => {
    expect(hasConsent('a=b; cookie_app_crewdesk_com=1', 'app.crewdesk.com')).toBe(true);
    expect(hasConsent('cookie_app_crewdesk_com_x=1', 'app.crewdesk.com')).toBe(false);
    expect(hasConsent('', 'app.crewdesk.com')).toBe(false);
    expect(hasConsent('cookie_other_host=1', 'app.crewdesk.com')).toBe(false);
  });

  it('is found in a request for the host the browser used, the port aside', () => {
    expect(requestHasConsent(['crewdesk_session', 'cookie_localhost'], 'http://localhost:3000')).toBe(true);
    expect(requestHasConsent(['cookie_hr_example_com'], 'https://hr.example.com')).toBe(true);
    expect(requestHasConsent(['cookie____1_'], 'http://[::1]:3000')).toBe(true);
    expect(requestHasConsent(['cookie_localhost'], 'https://hr.example.com')).toBe(false);
    expect(requestHasConsent([], 'http://localhost:3000')).toBe(false);
    expect(requestHasConsent(['cookie_localhost'], 'not an origin')).toBe(false);
  });
});
