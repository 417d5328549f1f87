import 'server-only';
import { NextResponse } from 'next/server';
import type { AppError } from '@/lib/errors';
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

export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return null;
  }
}
