import { shiftDate } from '../lib/date-time/calendar';

/** Ports and secrets of the e2e stack, shared by playwright.config.ts, fixtures and scripts. */
export const E2E = {
  upstreamPort: Number(process.env.E2E_UPSTREAM_PORT ?? 8110),
  appPort: Number(process.env.E2E_APP_PORT ?? 3100),
  basePathAppPort: Number(process.env.E2E_BASEPATH_APP_PORT ?? 3101),
  /** The upstream's socket.io realtime server. */
  realtimePort: Number(process.env.E2E_REALTIME_PORT ?? 6101),
  basePath: '/hr',
  /** Build directory of the root build; the /hr build is `${distDir}-hr`. Lets parallel runs keep apart. */
  distDir: process.env.E2E_DIST ?? '.next',
  /** E2E_NO_BASEPATH=1 skips the /hr build and its project (quicker local runs; CI runs both). */
  withBasePath: process.env.E2E_NO_BASEPATH !== '1',
  sessionSecret: 'e2e-session-secret-that-is-long-enough-0123456789',
  password: 'password',
} as const;

/** The seeded tenant's date (Europe/Berlin), offsetDays from today, as YYYY-MM-DD. */
export const berlinDate = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(Date.now() + offsetDays * 86_400_000));

export const UPSTREAM_URL = `http://127.0.0.1:${E2E.upstreamPort}`;

let seedDay: Promise<string> | undefined;
/**
 * The day the reference upstream seeded the demo company for, offsetDays from it: the seed's
 * fixed cases ("Aisha worked yesterday") are on these days even when a run passes midnight
 * in the tenant's zone. berlinDate is for what the app itself calls today.
 */
export async function seededDate(offsetDays = 0): Promise<string> {
  seedDay ??= fetch(`${UPSTREAM_URL}/__dev/health`)
    .then((response) => response.json() as Promise<{ seeded_on?: string | null }>)
    .then((body) => body.seeded_on ?? berlinDate());
  return shiftDate(await seedDay, offsetDays);
}
export const REALTIME_URL = `http://localhost:${E2E.realtimePort}`;

export const USERS = {
  admin: { email: 'admin@crewdesk.test', name: 'Ava Sinclair', username: 'ava.sinclair' },
  manager: { email: 'manager@crewdesk.test', name: 'Marcus Reed', username: 'marcus.reed' },
  employee: { email: 'employee@crewdesk.test', name: 'Emma Novak', username: 'emma.novak' },
  contractor: { email: 'contractor@crewdesk.test', name: 'Colin Hart', username: 'colin.hart' },
  reset: { email: 'reset@crewdesk.test', name: 'Rita Quinn', username: 'rita.quinn' },
  sso: { email: 'sso@crewdesk.test', name: 'Sam Ortega', username: 'sam.ortega' },
  /** Reserved for the session-expiry tests (one per project, as they end every session of the user). */
  expiry: { email: 'kenji.watanabe@crewdesk.test', name: 'Kenji Watanabe', username: 'kenji.watanabe' },
  expiryBasePath: { email: 'noah.becker@crewdesk.test', name: 'Noah Becker', username: 'noah.becker' },
} as const;
export type Role = keyof typeof USERS;
