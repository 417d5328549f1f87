import { mkdirSync } from 'node:fs';
import { test as setup, expect, type APIRequestContext } from '@playwright/test';
import { E2E, USERS, type Role } from './env';
import { CONTRACTOR_BEFORE_ROLE_STATE, signInRequest, storageStateOf } from './fixtures';

/**
 * Saves a signed-in state per role for the specs that start signed in. It signs
 * in through the app's own sign-in call, as the form does, without a browser:
 * the form itself is what e2e/sign-in.spec.ts is about.
 */
mkdirSync(`e2e/.auth/${E2E.appPort}`, { recursive: true });

const signIn = (request: APIRequestContext, baseURL: string, role: Role) => signInRequest(request, baseURL, `${baseURL}/api/auth/login`, USERS[role].email);

for (const role of ['admin', 'manager', 'employee', 'contractor'] as const satisfies readonly Role[]) {
  setup(`sign in as ${role}`, async ({ request, baseURL }) => {
    await signIn(request, baseURL!, role);
    await request.storageState({ path: storageStateOf(role) });
  });
}

/**
 * A second contractor session, for the role test only: the gate refuses it /people
 * now, and its permission snapshot (refreshed when older than a minute) is long
 * past that minute when the test gives the contractor view_employee at the end of
 * the run, so the test need not sit out the minute. Run on its own, soon after
 * this, the test still waits for it.
 */
setup('sign in as contractor for the role test, refused /people by the gate', async ({ request, baseURL }) => {
  await signIn(request, baseURL!, 'contractor');
  expect((await request.get('/people', { maxRedirects: 0 })).status()).toBe(403);
  await request.storageState({ path: CONTRACTOR_BEFORE_ROLE_STATE });
});
