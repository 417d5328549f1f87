import { mkdirSync } from 'node:fs';
import { test as setup, expect } from '@playwright/test';
import { E2E, USERS, type Role } from './env';
import { storageStateOf } from './fixtures';

/**
 * Saves a signed-in state per role for the specs that start signed in. It signs
 * in through the app's own sign-in call, as the form does, without a browser:
 * the form itself is what e2e/sign-in.spec.ts is about.
 */
mkdirSync(`e2e/.auth/${E2E.appPort}`, { recursive: true });

for (const role of ['admin', 'manager', 'employee', 'contractor'] as const satisfies readonly Role[]) {
  setup(`sign in as ${role}`, async ({ request, baseURL }) => {
    const response = await request.post('/api/auth/login', {
      data: { email: USERS[role].email, password: E2E.password },
      headers: { Origin: baseURL!, 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(response.status(), await response.text()).toBe(200);
    await request.storageState({ path: storageStateOf(role) });
  });
}
