import { authApi } from '@/lib/auth/endpoints';
import { isSsoProvider } from '@/lib/auth/forms';
import { completeSignIn, guestWrite } from '@/lib/auth/sign-in';
import { errorJson, json, readJson, refuseUnlessSameOrigin } from '@/lib/http';
import { safeRedirectPath } from '@/lib/redirect';
import { getSession } from '@/lib/session';

/** Completes single sign-on with the query the provider returned to /login/{provider}/redirect. */
export async function POST(request: Request, { params }: { params: Promise<{ provider: string }> }) {
  const refused = refuseUnlessSameOrigin(request);
  if (refused) return refused;
  const { provider } = await params;
  if (!isSsoProvider(provider)) return json({ message: 'Not found.' }, 404);
  const read = await readJson(request);
  if (!read.ok) return read.response;
  const body = read.value;
  const query: Record<string, string> = {};
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body)) if (typeof value === 'string') query[key] = value;
  }
  const session = await getSession();
  const result = await guestWrite(session, { path: authApi.sso[provider].authentication.path, json: query });
  if (!result.ok) return errorJson(result.error);
  const back = session.ssoRedirect;
  session.ssoRedirect = undefined;
  const done = await completeSignIn(session, result.jar);
  if (!done.ok) return errorJson(done.error);
  // The page that asked for the sign-in, as a password sign-in returns to it.
  return json({ redirect: safeRedirectPath(back) });
}
