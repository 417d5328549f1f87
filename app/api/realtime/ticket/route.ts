import { json } from '@/lib/http';
import { userChannel } from '@/lib/notifications/constants';
import type { RealtimeTicketResponse } from '@/lib/realtime/protocol';
import { REALTIME_TICKET_TTL_SECONDS, sealTicket } from '@/lib/realtime/ticket';
import { XHR_HEADER, XHR_VALUE } from '@/lib/security/same-origin';
import { getSession, isSignedIn } from '@/lib/session';

/**
 * GET /api/realtime/ticket: a sealed ticket (about a minute) the realtime
 * client hands the realtime server with each subscription, plus the user's
 * private channel. The upstream cookies inside stay sealed.
 */
export async function GET(request: Request): Promise<Response> {
  // Not a write, but only our own scripts have a use for it.
  if (request.headers.get(XHR_HEADER) !== XHR_VALUE) return json({ message: 'Request refused: missing X-Requested-With header.' }, 403);
  const session = await getSession();
  if (!isSignedIn(session)) return json({ message: 'Unauthenticated.' }, 401);
  const userId = session.userId!;
  const body: RealtimeTicketResponse = {
    ticket: await sealTicket({ userId, jar: session.jar!, visitorHash: session.visitorHash! }),
    channel: userChannel(userId),
    user_id: userId,
    expires_in: REALTIME_TICKET_TTL_SECONDS,
  };
  return json(body);
}
