import 'server-only';
import { NextResponse } from 'next/server';
import type { AppError } from '@/lib/errors';
import { JSON_BODY_MAX_BYTES, readBodyWithin, TOO_LARGE_MESSAGE } from '@/lib/security/body-limit';
import { refusalMessage, refuseCrossSiteWrite, requestOrigin } from '@/lib/security/same-origin';

/** JSON responses of the BFF's own route handlers: never cached. */
export function json(body: unknown, status = 200): NextResponse {
  return NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

/** Passes an upstream failure on with its status and message (and field errors for forms). */
export function errorJson(error: AppError): NextResponse {
  if (error.kind === 'network') return json({ message: error.message }, error.timedOut ? 504 : 502);
  if (error.kind === 'form') return json({ message: error.message, errors: error.fields }, error.status);
  return json({ message: error.message }, error.status);
}

/** The XHR + same-origin rule for writes; a refusal response, or null to go on. */
export function refuseUnlessSameOrigin(request: Request): NextResponse | null {
  const reason = refuseCrossSiteWrite(request, requestOrigin(request));
  return reason ? json({ message: refusalMessage(reason) }, 403) : null;
}

/** The 413 of a body over its cap (lib/security/body-limit.ts). */
export const tooLarge = () => json({ message: TOO_LARGE_MESSAGE }, 413);

/**
 * A handler's JSON body, read up to JSON_BODY_MAX_BYTES: `value` is null when it
 * is not JSON; a larger body is refused with a 413 without being read whole.
 */
export async function readJson(request: Request): Promise<{ ok: true; value: unknown } | { ok: false; response: NextResponse }> {
  const bytes = await readBodyWithin(request, JSON_BODY_MAX_BYTES).catch(() => new Uint8Array(0));
  if (!bytes) return { ok: false, response: tooLarge() };
  try {
    return { ok: true, value: JSON.parse(new TextDecoder().decode(bytes)) as unknown };
  } catch {
    return { ok: true, value: null };
  }
}
