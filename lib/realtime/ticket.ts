import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { serverEnv } from '@/lib/env';
import type { CookieJar } from '@/lib/upstream/cookie-jar';

/**
 * The realtime ticket: a short-lived seal of who the user is and their
 * upstream credentials, for the BFF's broadcasting-auth route. The realtime
 * server only carries it back; nobody but this app can open it. It is sealed
 * under a key derived from SESSION_SECRET, so a ticket never passes as a
 * session cookie, nor a session cookie as a ticket.
 */

export const REALTIME_TICKET_TTL_SECONDS = 60;
const PURPOSE = 'realtime-ticket';

export interface RealtimeTicket {
  purpose: typeof PURPOSE;
  /**
   * Expiry (ms). iron accepts a seal up to a minute past its ttl (clock skew
   * between servers); the ticket is opened by the server that sealed it, so
   * its own expiry holds it to REALTIME_TICKET_TTL_SECONDS.
   */
  exp: number;
  userId: number;
  jar: CookieJar;
  visitorHash: string;
}

const password = () => `${serverEnv().SESSION_SECRET}#${PURPOSE}`;

export function sealTicket(ticket: Omit<RealtimeTicket, 'purpose' | 'exp'>): Promise<string> {
  const exp = Date.now() + REALTIME_TICKET_TTL_SECONDS * 1000;
  return sealData({ ...ticket, purpose: PURPOSE, exp } satisfies RealtimeTicket, { password: password(), ttl: REALTIME_TICKET_TTL_SECONDS });
}

/** The ticket, or null when it is missing, forged, for something else or expired. */
export async function unsealTicket(sealed: string | null | undefined): Promise<RealtimeTicket | null> {
  if (!sealed || sealed.length > 8192) return null;
  try {
    const data = await unsealData<Partial<RealtimeTicket>>(sealed, { password: password(), ttl: REALTIME_TICKET_TTL_SECONDS });
    if (data.purpose !== PURPOSE || typeof data.userId !== 'number' || !data.jar || typeof data.visitorHash !== 'string') return null;
    if (typeof data.exp !== 'number' || data.exp <= Date.now()) return null;
    return data as RealtimeTicket;
  } catch {
    return null;
  }
}
