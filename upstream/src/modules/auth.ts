import type { RequestContext } from '../http/context';
import { json, tooManyRequests, validationFailed, type Reply } from '../http/respond';
import type { Router } from '../http/router';
import { validate } from '../http/validate';
import { fullName, type User } from '../domain/users';
import { dummyPasswordHash, verifyPassword } from '../lib/password';
import type { Services } from '../services';

/** Password sign-in and sign-out. */

export const CREDENTIALS_MESSAGE = 'These credentials do not match our records.';
/** The right password of a person who has not finished their onboarding (the password is its first step). */
export const INVITATION_UNFINISHED_MESSAGE = 'Your account is not set up yet. Finish it with the link in your invitation e-mail.';
/** The right password of a person switched off (inactive): they learn why, and whom to ask (a discharged person gets the credentials message). */
export const ACCOUNT_INACTIVE_MESSAGE = 'Your account is not active. Ask your administrator if you still need to sign in.';
export const MAX_LOGIN_ATTEMPTS = 5;
export const LOGIN_DECAY_SECONDS = 60;

export const loginThrottleKey = (email: string) => `login:${email.toLowerCase()}`;

/** Signs the user in on this request: rotates the session id and XSRF token. Shared with SSO. */
export function completeSignIn(ctx: RequestContext, user: User, remember: boolean): Reply {
  ctx.replaceSession(ctx.services.sessions.signIn(ctx.session!, user.id, remember));
  return json({ message: 'Logged in.', author: { id: user.id, username: user.username, name: fullName(user) } });
}

export function registerAuth(router: Router, services: Services): void {
  const { users, limiter, sessions } = services;

  router.post('/login', async (ctx) => {
    const input = validate(await ctx.body(), {
      email: { type: 'string', required: true, email: true },
      password: { type: 'string', required: true },
      remember: { type: 'boolean' },
    });
    const key = loginThrottleKey(input.email);
    const wait = limiter.lockedFor(key, MAX_LOGIN_ATTEMPTS);
    if (wait > 0) throw tooManyRequests(`Too many login attempts. Please try again in ${wait} seconds.`, wait);

    const user = users.findByEmail(input.email);
    // Verify even for unknown accounts so the answer takes as long either way.
    const matches = await verifyPassword(input.password, user?.password ?? dummyPasswordHash());
    // Only the right password learns that the account waits for its onboarding: nothing to find out about anyone else.
    if (user && matches && user.status === 'invited') throw validationFailed({ email: [INVITATION_UNFINISHED_MESSAGE] });
    if (user && matches && user.status === 'inactive') throw validationFailed({ email: [ACCOUNT_INACTIVE_MESSAGE] });
    if (!user || !matches || user.status !== 'active') {
      limiter.hit(key, LOGIN_DECAY_SECONDS);
      throw validationFailed({ email: [CREDENTIALS_MESSAGE] });
    }
    limiter.clear(key);
    return completeSignIn(ctx, user, input.remember ?? false);
  });

  router.post(
    '/logout',
    (ctx) => {
      ctx.replaceSession(sessions.signOut(ctx.session!));
      return json({ message: 'Logged out.' });
    },
    { auth: true },
  );
}
