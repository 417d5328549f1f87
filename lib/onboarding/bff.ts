import 'server-only';
import type { NextResponse } from 'next/server';
import type { IronSession } from 'iron-session';
import { zodErrorBody } from '@/lib/auth/forms';
import { guestWrite } from '@/lib/auth/sign-in';
import type { Result } from '@/lib/errors';
import { errorJson, json, readJson, refuseUnlessSameOrigin } from '@/lib/http';
import { onboardingLinkSchema, type OnboardingLink } from '@/lib/onboarding/forms';
import { getSession } from '@/lib/session';
import { isSignedIn } from '@/lib/session/types';
import type { SessionData } from '@/lib/session/types';
import type { UpstreamRequest, UpstreamResponseMeta } from '@/lib/upstream/client';

/**
 * The onboarding route handlers' shared steps. The page is public, so the
 * calls go with the guest session's upstream cookies (never the proxy, which
 * serves signed-in users); writes pass the same XHR and same-origin rule as
 * every other write. The upstream's answers are passed on; its cookies stay in
 * the sealed session.
 */

/**
 * Onboarding runs in a browser where nobody is signed in: the upstream's
 * completed step signs its session in as the new person, so a signed-in
 * session's upstream cookies must never carry these calls.
 */
export const SIGNED_IN_MESSAGE = 'Someone is signed in in this browser. Sign out first, then open the invitation link again.';

/** The link's id and hash out of a body, or a 498-style refusal the page shows as 'Link Expired'. */
export function linkOf(value: unknown): { ok: true; link: OnboardingLink } | { ok: false; response: NextResponse } {
  const parsed = onboardingLinkSchema.safeParse(value ?? {});
  if (!parsed.success) return { ok: false, response: json(zodErrorBody(parsed.error), 422) };
  return { ok: true, link: parsed.data };
}

/** A JSON body that names the link: the link and the whole body, or the refusal to answer with. */
export async function readLinkBody(request: Request): Promise<{ ok: true; link: OnboardingLink; value: unknown } | { ok: false; response: NextResponse }> {
  const read = await readJson(request);
  if (!read.ok) return read;
  const link = linkOf(read.value);
  return link.ok ? { ok: true, link: link.link, value: read.value } : link;
}

/**
 * Runs one onboarding write: checks the request is a same-origin XHR write,
 * then makes the upstream call with the guest session (`request` builds it once
 * the body is read and checked). `after` may keep something of the answer in
 * the session before it is saved.
 */
export async function onboardingWrite<T>(
  request: Request,
  prepare: () => Promise<{ ok: true; upstream: UpstreamRequest } | { ok: false; response: NextResponse }>,
  reply: (data: T) => unknown,
  after?: (session: IronSession<SessionData>, result: Result<T> & UpstreamResponseMeta) => void,
): Promise<NextResponse> {
  const refused = refuseUnlessSameOrigin(request);
  if (refused) return refused;
  const session = await getSession();
  if (isSignedIn(session)) return json({ message: SIGNED_IN_MESSAGE }, 409);
  const prepared = await prepare();
  if (!prepared.ok) return prepared.response;
  const result = await guestWrite<T>(session, prepared.upstream);
  if (result.jarChanged || (result.ok && after)) {
    if (result.jarChanged) session.jar = result.jar;
    if (result.ok) after?.(session, result);
    await session.save();
  }
  if (!result.ok) return errorJson(result.error);
  return json(reply(result.data));
}
