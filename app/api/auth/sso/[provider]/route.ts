import { authApi } from '@/lib/auth/endpoints';
import { isSsoProvider } from '@/lib/auth/forms';
import { ssoStartResponseSchema } from '@/lib/auth/schemas';
import { guestWrite } from '@/lib/auth/sign-in';
import { errorJson, json, refuseUnlessSameOrigin } from '@/lib/http';
import { getSession } from '@/lib/session';

/** Starts single sign-on: asks the upstream for the provider address the browser goes to. */
export async function POST(request: Request, { params }: { params: Promise<{ provider: string }> }) {
  const refused = refuseUnlessSameOrigin(request);
  if (refused) return refused;
  const { provider } = await params;
  if (!isSsoProvider(provider)) return json({ message: 'Not found.' }, 404);
  const session = await getSession();
  const result = await guestWrite(session, { path: authApi.sso[provider].start.path });
  if (!result.ok) return errorJson(result.error);
  const parsed = ssoStartResponseSchema.safeParse(result.data);
  if (!parsed.success) return json({ message: 'The server sent an unexpected response.' }, 502);
  // Keep the upstream guest session: the provider's return is verified against it.
  session.jar = result.jar;
  await session.save();
  return json({ url: parsed.data.url });
}
