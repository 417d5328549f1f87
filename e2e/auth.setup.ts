import { mkdirSync } from 'node:fs';
import { test as setup } from '@playwright/test';
import { E2E, USERS, type Role } from './env';
import { storageStateOf } from './fixtures';

/** Saves a signed-in browser state per role for the specs that start signed in. */
mkdirSync(`e2e/.auth/${E2E.appPort}`, { recursive: true });

for (const role of ['admin', 'manager', 'employee', 'contractor'] as const satisfies readonly Role[]) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(USERS[role].email);
    await page.getByLabel('Password').fill(E2E.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // The first page after signing in waits for a cold server to render it: wait for that navigation, not a fixed few seconds.
    await page.waitForURL(/\/feed$/);
    await page.context().storageState({ path: storageStateOf(role) });
  });
}
