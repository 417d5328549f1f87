import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import type { Result } from '@/lib/errors';
import { getSession, isSignedIn } from '@/lib/session';
import { callUpstream, type UpstreamRequest } from '@/lib/upstream/client';

/** Request header middleware sets to the app path (with query) being rendered. */
export const PATH_HEADER = 'x-crewdesk-path';
export const NONCE_HEADER = 'x-nonce';

export async function currentPath(): Promise<string> {
  return (await headers()).get(PATH_HEADER) ?? '/feed';
}

/**
 * Server components' upstream call: the signed-in user's cookies, zod-checked
 * data, and a 401 sends the browser through /api/auth/expired (which clears the
 * session) to /login?redirect=<this page>. Only GETs: pages read, they never write.
 */
export async function serverGet<S extends z.ZodType>(
  request: Omit<UpstreamRequest, 'method' | 'json' | 'body'>,
  schema: S,
): Promise<Result<z.infer<S>>> {
  const session = await getSession();
  const result = await callUpstream<unknown>({ ...request, method: 'GET' }, { jar: session.jar ?? {}, visitorHash: session.visitorHash! });
  if (!result.ok) {
    if (result.error.kind === 'unauthenticated' && isSignedIn(session)) {
      redirect(`/api/auth/expired?redirect=${encodeURIComponent(await currentPath())}`);
    }
    return { ok: false, status: result.status, error: result.error };
  }
  const parsed = schema.safeParse(result.data);
  if (!parsed.success) {
    console.error(`[upstream] ${request.path}: unexpected response shape`, parsed.error.issues.slice(0, 5));
    return {
      ok: false,
      status: 502,
      error: { kind: 'abort', status: 502, message: 'The server sent an unexpected response.' },
    };
  }
  return { ok: true, status: result.status, data: parsed.data };
}
