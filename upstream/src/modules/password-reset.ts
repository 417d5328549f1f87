import type { Statement } from 'better-sqlite3';
import { json, validationFailed } from '../http/respond';
import type { Router } from '../http/router';
import { validate } from '../http/validate';
import { Outbox } from '../domain/outbox';
import { hashPassword } from '../lib/password';
import { randomHex, safeEqual, sha256 } from '../lib/tokens';
import type { Services } from '../services';
import { loginThrottleKey } from './auth';

/**
 * Forgotten passwords, as Laravel's password broker: one live token per email
 * (stored hashed), valid for 60 minutes, mailed as a link to the front end.
 */

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
const UNKNOWN_EMAIL = "We can't find a user with that email address.";
const INVALID_TOKEN = 'This password reset token is invalid.';

export function resetMail(name: string, link: string): { subject: string; body: string } {
  return {
    subject: 'Reset your Crewdesk password',
    body: [
      `Hello ${name},`,
      '',
      'You are receiving this email because we received a password reset request for your account.',
      '',
      `Reset your password: ${link}`,
      '',
      `This password reset link will expire in ${RESET_TOKEN_TTL_SECONDS / 60} minutes.`,
      '',
      'If you did not request a password reset, no further action is required.',
    ].join('\n'),
  };
}

const now = () => Math.floor(Date.now() / 1000);

/** Mails the person a reset link (a new token replaces theirs): forgot-password, and an administrator's "reset password". */
export function mailResetLink(services: Services, user: { email: string; first_name: string }): void {
  const token = randomHex(32);
  services.db.prepare('INSERT OR REPLACE INTO password_reset_tokens (email, token, created_at) VALUES (?, ?, ?)').run(user.email.toLowerCase(), sha256(token), now());
  const link = `${services.config.appUrl}/reset-password/${token}?email=${encodeURIComponent(user.email)}`;
  new Outbox(services.db).send(user.email, resetMail(user.first_name, link));
}

export function registerPasswordReset(router: Router, services: Services): void {
  const { db, users, sessions, limiter } = services;
  const findToken: Statement<[string], { token: string; created_at: number }> = db.prepare(
    'SELECT token, created_at FROM password_reset_tokens WHERE email = ?',
  );
  const deleteToken: Statement<[string]> = db.prepare('DELETE FROM password_reset_tokens WHERE email = ?');

  router.post('/forgot-password', async (ctx) => {
    const { email } = validate(await ctx.body(), { email: { type: 'string', required: true, email: true } });
    const user = users.findByEmail(email);
    if (!user || user.status !== 'active') throw validationFailed({ email: [UNKNOWN_EMAIL] });

    mailResetLink(services, user);
    return json({ message: 'We have emailed your password reset link.' });
  });

  router.post('/reset-password', async (ctx) => {
    const input = validate(await ctx.body(), {
      token: { type: 'string', required: true },
      email: { type: 'string', required: true, email: true },
      password: { type: 'string', required: true, min: 8, confirmed: true },
    });
    const user = users.findByEmail(input.email);
    if (!user || user.status !== 'active') throw validationFailed({ email: [UNKNOWN_EMAIL] });

    const email = user.email.toLowerCase();
    const stored = findToken.get(email);
    const expired = stored !== undefined && now() - stored.created_at > RESET_TOKEN_TTL_SECONDS;
    if (expired) deleteToken.run(email);
    if (!stored || expired || !safeEqual(stored.token, sha256(input.token))) {
      throw validationFailed({ email: [INVALID_TOKEN] });
    }

    users.updatePassword(user.id, await hashPassword(input.password));
    deleteToken.run(email);
    // A new password ends every other session of the account, and lifts a login lockout.
    sessions.endOtherSessions(user.id, ctx.session?.id);
    limiter.clear(loginThrottleKey(user.email));
    return json({ message: 'Your password has been reset.' });
  });
}
