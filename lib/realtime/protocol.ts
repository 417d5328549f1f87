/** What the browser and the realtime server exchange with the BFF (client-safe, no zod: the shell loads it). */

/** The header the client gives the realtime server, which passes it on to the BFF's auth route. */
export const REALTIME_TICKET_HEADER = 'X-Realtime-Ticket';

/** GET /api/realtime/ticket */
export interface RealtimeTicketResponse {
  ticket: string;
  /** The signed-in user's private channel. */
  channel: string;
  user_id: number;
  /** Seconds the ticket stays valid. */
  expires_in: number;
}

export function isRealtimeTicket(value: unknown): value is RealtimeTicketResponse {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.ticket === 'string' && v.ticket !== '' && typeof v.channel === 'string' && typeof v.user_id === 'number' && typeof v.expires_in === 'number';
}
