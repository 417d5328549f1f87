import type { Upstream } from '../src/server';
import { ApiClient, DEMO, startUpstream } from './helpers';

const APP_URL = 'http://localhost:3101/hr';
let upstream: Upstream;

beforeAll(async () => {
  upstream = await startUpstream({ appUrl: APP_URL });
});
afterAll(() => upstream.close());

async function guest() {
  return new ApiClient(upstream.url).begin();
}

/** Asks for a reset link and reads the token out of the newest mail. */
async function requestLink(email: string) {
  const api = await guest();
  const res = await api.post('/forgot-password', { email });
  expect(res.status).toBe(200);
  const mailbox = await api.get(`/__dev/mailbox?to=${encodeURIComponent(email)}`);
  const mail = mailbox.body.data[0];
  const link = new URL(mail.link);
  return { api, mail, link, token: link.pathname.split('/').pop()!, email: link.searchParams.get('email')! };
}

describe('POST /forgot-password', () => {
  it('validates the email', async () => {
    const api = await guest();
    const missing = await api.post('/forgot-password', {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ email: ['The email field is required.'] });
    const malformed = await api.post('/forgot-password', { email: 'nobody' });
    expect(malformed.body.errors).toEqual({ email: ['The email field must be a valid email address.'] });
  });

  it('says so when no account has the address', async () => {
    const res = await (await guest()).post('/forgot-password', { email: 'ghost@crewdesk.test' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: "We can't find a user with that email address.",
      errors: { email: ["We can't find a user with that email address."] },
    });
  });

  it('mails a link to the front end (basePath included) with a 64-hex token', async () => {
    const { mail, link, token, email } = await requestLink(DEMO.reset);
    expect(mail).toMatchObject({ to: DEMO.reset, subject: 'Reset your Crewdesk password' });
    expect(mail.body).toContain(mail.link);
    expect(link.origin + link.pathname).toBe(`${APP_URL}/reset-password/${token}`);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(email).toBe(DEMO.reset);
    expect(mail.link).toContain('?email=reset%40crewdesk.test');
  });
});

describe('POST /reset-password', () => {
  it('validates length and confirmation', async () => {
    const { api, token } = await requestLink(DEMO.reset);
    const res = await api.post('/reset-password', { token, email: DEMO.reset, password: 'short', password_confirmation: 'other' });
    expect(res.status).toBe(422);
    expect(res.body.errors.password).toEqual([
      'The password field must be at least 8 characters.',
      'The password field confirmation does not match.',
    ]);
    expect(res.body.message).toBe('The password field must be at least 8 characters. (and 1 more error)');
  });

  it('refuses a wrong token and a token for another address', async () => {
    const { api, token } = await requestLink(DEMO.reset);
    const invalid = { message: 'This password reset token is invalid.', errors: { email: ['This password reset token is invalid.'] } };
    const wrong = await api.post('/reset-password', {
      token: 'f'.repeat(64),
      email: DEMO.reset,
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual(invalid);
    const mismatch = await api.post('/reset-password', {
      token,
      email: DEMO.employee,
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    });
    expect(mismatch.body).toEqual(invalid);
  });

  it('resets the password once: forgot → mailbox → reset → sign in with the new password', async () => {
    const { api, token, email } = await requestLink(DEMO.reset);
    const reset = await api.post('/reset-password', { token, email, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: 'Your password has been reset.' });

    expect((await new ApiClient(upstream.url).login(DEMO.reset, 'password')).status).toBe(422);
    const login = await new ApiClient(upstream.url).login(DEMO.reset, 'brand-new-pass');
    expect(login.status).toBe(200);
    expect(login.body.author.username).toBe('rita.quinn');

    const reuse = await api.post('/reset-password', { token, email, password: 'another-pass-9', password_confirmation: 'another-pass-9' });
    expect(reuse.status).toBe(422);
    expect(reuse.body.errors.email).toEqual(['This password reset token is invalid.']);
  });

  it('keeps only the newest link alive', async () => {
    const first = await requestLink(DEMO.reset);
    const second = await requestLink(DEMO.reset);
    const body = (token: string) => ({ token, email: DEMO.reset, password: 'third-pass-77', password_confirmation: 'third-pass-77' });
    expect((await first.api.post('/reset-password', body(first.token))).status).toBe(422);
    expect((await second.api.post('/reset-password', body(second.token))).status).toBe(200);
  });

  it('refuses a link older than 60 minutes', async () => {
    const { api, token } = await requestLink(DEMO.reset);
    upstream.db.prepare('UPDATE password_reset_tokens SET created_at = created_at - 3601').run();
    const res = await api.post('/reset-password', { token, email: DEMO.reset, password: 'too-late-pass', password_confirmation: 'too-late-pass' });
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual(['This password reset token is invalid.']);
  });

  it('ends the account’s other sessions', async () => {
    const elsewhere = new ApiClient(upstream.url);
    await elsewhere.login(DEMO.sso);
    expect((await elsewhere.get('/authorization')).body.author).not.toBeNull();
    const { api, token } = await requestLink(DEMO.sso);
    await api.post('/reset-password', { token, email: DEMO.sso, password: 'fresh-pass-42', password_confirmation: 'fresh-pass-42' });
    expect((await elsewhere.get('/authorization')).body.author).toBeNull();
  });
});
