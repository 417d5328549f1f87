import type { Statement } from 'better-sqlite3';
import { badRequest, json, redirect, unprocessable } from '../http/respond';
import type { Router } from '../http/router';
import { randomString } from '../lib/tokens';
import type { Services } from '../services';
import { completeSignIn, CREDENTIALS_MESSAGE } from './auth';

/**
 * Single sign-on with Google and Apple, plus a stand-in identity provider
 * (/__sso/{provider}/authorize) so local runs and e2e tests need no network.
 * The flow is OAuth's: the API hands out a provider address carrying a state
 * bound to the caller's session; the provider returns the browser to the front
 * end with a one-time code and that state; the front end posts both back.
 */

export const SSO_PROVIDERS = ['google', 'apple'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];

const TITLES: Record<SsoProvider, string> = { google: 'Google', apple: 'Apple' };
const STATE_TTL_SECONDS = 10 * 60;
const CODE_TTL_SECONDS = 5 * 60;
/** Who the stand-in provider signs in when the address carries no login_hint. */
export const DEFAULT_SSO_EMAIL = 'sso@crewdesk.test';

const INVALID_LINK = 'The sign-in link is invalid or has expired.';
const CANCELLED = 'Sign-in was cancelled at the provider.';

interface CodeRow {
  provider: string;
  state: string;
  email: string;
  expires_at: number;
  used_at: number | null;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export function registerSso(router: Router, services: Services): void {
  const { db, settings, users, config } = services;
  const now = () => Math.floor(Date.now() / 1000);
  const saveState: Statement<[string, string, string, number]> = db.prepare(
    'INSERT INTO sso_states (state, provider, session_id, expires_at) VALUES (?, ?, ?, ?)',
  );
  const purgeStates: Statement<[number]> = db.prepare('DELETE FROM sso_states WHERE expires_at < ?');
  const findState: Statement<[string, string, string], { expires_at: number }> = db.prepare(
    'SELECT expires_at FROM sso_states WHERE state = ? AND provider = ? AND session_id = ?',
  );
  const deleteState: Statement<[string]> = db.prepare('DELETE FROM sso_states WHERE state = ?');
  const saveCode: Statement<[string, string, string, string, number]> = db.prepare(
    'INSERT INTO sso_codes (code, provider, state, email, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const purgeCodes: Statement<[number]> = db.prepare('DELETE FROM sso_codes WHERE expires_at < ?');
  const findCode: Statement<[string], CodeRow> = db.prepare(
    'SELECT provider, state, email, expires_at, used_at FROM sso_codes WHERE code = ?',
  );
  const useCode: Statement<[number, string]> = db.prepare('UPDATE sso_codes SET used_at = ? WHERE code = ?');

  const enabled = (provider: SsoProvider) =>
    provider === 'google' ? settings.get().enabled_google_sso : settings.get().enabled_apple_sso;

  for (const provider of SSO_PROVIDERS) {
    router.post(`/login/${provider}`, (ctx) => {
      if (!enabled(provider)) throw unprocessable(`${TITLES[provider]} sign-in is not enabled.`);
      const state = randomString(40);
      purgeStates.run(now());
      saveState.run(state, provider, ctx.session!.id, now() + STATE_TTL_SECONDS);
      return json({ url: `${config.publicUrl}/__sso/${provider}/authorize?state=${state}` });
    });

    router.post(`/login/${provider}/authentication`, async (ctx) => {
      if (!enabled(provider)) throw unprocessable(`${TITLES[provider]} sign-in is not enabled.`);
      const body = (await ctx.body()) as Record<string, unknown>;
      const state = text(body.state);
      const code = text(body.code);
      const liveState = state ? findState.get(state, provider, ctx.session!.id) : undefined;
      if (state && liveState) deleteState.run(state);
      if (text(body.error)) throw unprocessable(CANCELLED);
      if (!state || !code || !liveState || liveState.expires_at < now()) throw unprocessable(INVALID_LINK);

      const grant = findCode.get(code);
      if (!grant || grant.provider !== provider || grant.state !== state || grant.used_at !== null || grant.expires_at < now()) {
        throw unprocessable(INVALID_LINK);
      }
      useCode.run(now(), code);
      const user = users.findByEmail(grant.email);
      if (!user || user.status !== 'active') throw unprocessable(CREDENTIALS_MESSAGE);
      return completeSignIn(ctx, user, false);
    });

    // The stand-in provider. A real one would show its own sign-in page first.
    router.get(
      `/__sso/${provider}/authorize`,
      (ctx) => {
        const state = ctx.query.get('state');
        if (!state) throw badRequest('The state parameter is required.');
        const back = new URL(`${config.appUrl}/login/${provider}/redirect`);
        if (ctx.query.get('deny') === '1') {
          back.searchParams.set('error', 'access_denied');
        } else {
          const code = randomString(40);
          purgeCodes.run(now() - CODE_TTL_SECONDS);
          saveCode.run(code, provider, state, ctx.query.get('login_hint') || DEFAULT_SSO_EMAIL, now() + CODE_TTL_SECONDS);
          back.searchParams.set('code', code);
        }
        back.searchParams.set('state', state);
        return redirect(back.toString());
      },
      { kind: 'asset' },
    );
  }
}
