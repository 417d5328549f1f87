import 'server-only';
import { cache } from 'react';
import { forbidden } from 'next/navigation';
import { authApi } from '@/lib/auth/endpoints';
import type { Authorization, Author } from '@/lib/auth/schemas';
import { toAbort } from '@/lib/errors';
import { canAccess, findRoute, type ProtectedPattern } from '@/lib/routes';
import { getSession } from '@/lib/session';
import { redirectToSessionExpired, serverCall } from '@/lib/upstream/server';

/** GET /authorization, once per request. */
export const getAuthorization = cache(() => serverCall(authApi.authorization));

/**
 * The viewer's user id as sign-in recorded it from the upstream's own answer,
 * for a page that fetches the viewer's data beside /authorization instead of
 * after it. The page's requireRoute() still decides who may see what.
 */
export async function viewerId(): Promise<number | undefined> {
  return (await getSession()).userId;
}

export type SignedInAuthorization = Authorization & { author: Author };

export type PageGate =
  | { ok: true; auth: SignedInAuthorization; permissions: ReadonlySet<string> }
  | { ok: false; abort: { code: number; message: string } };

/**
 * The page-level permission check, from a fresh /authorization: middleware is a
 * fast gate, this is the one that counts. Lacking every listed permission calls
 * forbidden() (the 403 screen); an upstream failure is returned for the page
 * to show its abort screen.
 */
export async function requireRoute(pattern: ProtectedPattern): Promise<PageGate> {
  const route = findRoute(pattern);
  const result = await getAuthorization();
  if (!result.ok) return { ok: false, abort: toAbort(result.error) };
  const { author } = result.data;
  if (!author) return redirectToSessionExpired();
  const permissions = new Set(author.permissions);
  if (!canAccess(route, permissions)) forbidden();
  return { ok: true, auth: { ...result.data, author }, permissions };
}
