/** What the sealed BFF session cookie holds. Nothing here ever reaches client code. */
export interface SessionData {
  /** The upstream's cookies (name → value), e.g. its session id and XSRF-TOKEN. */
  jar?: Record<string, string>;
  /** This sign-in's id: sign-out revokes it (lib/session/revocation.ts), so a copied cookie dies with it. */
  sid?: string;
  /** The signed-in user; absent for a guest session (e.g. mid-SSO). */
  userId?: number;
  username?: string;
  /** Compact permission snapshot (lib/session/snapshot.ts) and when it was taken (ms). */
  perms?: string;
  permsAt?: number;
  /**
   * The upstream cookies of a person who has just completed onboarding (the
   * upstream signed that guest session in): kept sealed until they press 'Go
   * to Workspace', which turns them into this session's sign-in.
   */
  onboardedJar?: Record<string, string>;
  /** Mid single sign-on: the page to return to after the provider (a checked app path), taken once signed in. */
  ssoRedirect?: string;
  /** Sent to the upstream with every call; regenerated when shorter than 20 characters. */
  visitorHash?: string;
}

export const SESSION_COOKIE = 'crewdesk_session';
/** Middleware refreshes the snapshot when it is older than this. */
export const SNAPSHOT_MAX_AGE_MS = 60_000;

export function isSignedIn(session: SessionData): boolean {
  return typeof session.userId === 'number' && !!session.jar;
}
