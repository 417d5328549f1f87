import { authApi } from '@/lib/auth/endpoints';
import { isSsoProvider } from '@/lib/auth/forms';
import { ssoStartResponseSchema } from '@/lib/auth/schemas';
import { guestWrite } from '@/lib/auth/sign-in';
import { errorJson, json, readJson, refuseUnlessSameOrigin } from '@/lib/http';
import { safeRedirectPath } from '@/lib/redirect';
import { getSession } from '@/lib/session';

/** Starts single sign-on: asks the upstream for the provider address the browser goes to, and keeps where to come back to. */
export async function POST(request: Request, { params }: { params: Promise<{ provider: string }> }) {
  const refused = refuseUnlessSameOrigin(request);
  if (refused) return refused;
  const { provider } = await params;
  if (!isSsoProvider(provider)) return json({ message: 'Not found.' }, 404);
  // Where the sign-in was asked from (the login page's ?redirect=), checked here and kept sealed until the provider returns.
  const read = await readJson(request);
  if (!read.ok) return read.response;
  const asked = read.value && typeof read.value === 'object' && 'redirect' in read.value && typeof read.value.redirect === 'string' ? read.value.redirect : '';
  const session = await getSession();
  const result = await guestWrite(session, { path: authApi.sso[provider].start.path });
  if (!result.ok) return errorJson(result.error);
  const parsed = ssoStartResponseSchema.safeParse(result.data);
  if (!parsed.success) return json({ message: 'The server sent an unexpected response.' }, 502);
  // Keep the upstream guest session: the provider's return is verified against it.
  session.jar = result.jar;
  session.ssoRedirect = safeRedirectPath(asked, '') || undefined;
  await session.save();
  return json({ url: parsed.data.url });
}
