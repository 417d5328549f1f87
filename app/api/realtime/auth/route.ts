import { authApi } from '@/lib/auth/endpoints';
import { z } from 'zod';
import { json, tooLarge } from '@/lib/http';
import { JSON_BODY_MAX_BYTES, readBodyWithin } from '@/lib/security/body-limit';
import { userChannel } from '@/lib/notifications/constants';
import { REALTIME_TICKET_HEADER } from '@/lib/realtime/protocol';
import { unsealTicket } from '@/lib/realtime/ticket';
import { callUpstream } from '@/lib/upstream/client';

/**
 * POST /api/realtime/auth: the broadcasting-auth URL the realtime server calls
 * back, server to server, with the headers the client gave it (echo-server
 * style: form or JSON `channel_name`, `socket_id`). The ticket is the proof of
 * the user, so the browser XHR/origin rule does not apply here; the answer is
 * the upstream's POST /broadcasting/auth for that user, status and all. No
 * cookie is read or set.
 */

const bodySchema = z.object({
  channel_name: z.string().min(1).max(200),
  socket_id: z.string().max(100).optional(),
});

/** The body, form or JSON, up to JSON_BODY_MAX_BYTES; undefined when larger. */
async function readBody(request: Request): Promise<unknown> {
  const bytes = await readBodyWithin(request, JSON_BODY_MAX_BYTES).catch(() => new Uint8Array(0));
  if (!bytes) return undefined;
  const text = new TextDecoder().decode(bytes);
  try {
    if ((request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export async function POST(request: Request): Promise<Response> {
  const ticket = await unsealTicket(request.headers.get(REALTIME_TICKET_HEADER));
  if (!ticket) return json({ message: 'This action is unauthorized.' }, 403);
  const raw = await readBody(request);
  if (raw === undefined) return tooLarge();
  const body = bodySchema.safeParse(raw);
  if (!body.success) return json({ message: 'The channel name field is required.' }, 422);
  // The upstream decides; refusing a foreign channel here too spares it the call.
  if (body.data.channel_name !== userChannel(ticket.userId)) return json({ message: 'This action is unauthorized.' }, 403);

  const result = await callUpstream(
    { method: 'POST', path: authApi.broadcastingAuth.path, json: body.data, timeoutMs: 5000 },
    { jar: ticket.jar, visitorHash: ticket.visitorHash },
  );
  if (!result.ok) return json({ message: result.error.message }, result.status || 502);
  return json(result.data ?? true);
}
