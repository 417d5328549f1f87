import 'server-only';
import { NextResponse } from 'next/server';
import { errorJson, json } from '@/lib/http';
import { UNEXPECTED_RESPONSE } from '@/lib/errors';
import { getSession, isSignedIn } from '@/lib/session';
import { callUpstream } from '@/lib/upstream/client';
import { endpointPath, type ParsedEndpoint } from '@/lib/upstream/define';
import { ensureVisitorHash } from '@/lib/visitor-hash';

/**
 * The import's file downloads are BFF route handlers (a download needs its own
 * response headers, and the CSV is written here, not in the browser): each
 * calls the upstream as the signed-in user, with the proxy's rules for the
 * session (rotated cookies folded in, a 401 ends it), parsed with the call's schema.
 */
export async function callAsUser<Out>(
  endpoint: ParsedEndpoint<Out>,
  options: { json?: unknown; params?: Record<string, string | number> } = {},
): Promise<{ ok: true; data: Out } | { ok: false; response: NextResponse }> {
  const session = await getSession();
  if (!isSignedIn(session)) return { ok: false, response: json({ message: 'Unauthenticated.' }, 401) };
  const credentials = { jar: session.jar ?? {}, visitorHash: ensureVisitorHash(session.visitorHash) };
  const result = await callUpstream<unknown>({ method: endpoint.method, path: endpointPath(endpoint.path, options.params), json: options.json }, credentials);
  if (!result.ok && result.error.kind === 'unauthenticated') session.destroy();
  else if (result.jarChanged) {
    session.jar = result.jar;
    await session.save();
  }
  if (!result.ok) return { ok: false, response: errorJson(result.error) };
  const parsed = (await endpoint.schema()).safeParse(result.data);
  if (!parsed.success) return { ok: false, response: json({ message: UNEXPECTED_RESPONSE }, 502) };
  return { ok: true, data: parsed.data };
}

/** A file download: never cached, saved under `fileName`. */
export function download(body: BodyInit, type: string, fileName: string): Response {
  return new Response(body, {
    headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${fileName}"`, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
  });
}
