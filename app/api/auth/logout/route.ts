import { authApi } from '@/lib/auth/endpoints';
import { json, refuseUnlessSameOrigin } from '@/lib/http';
import { getSession, isSignedIn } from '@/lib/session';
import { callUpstream } from '@/lib/upstream/client';

export async function POST(request: Request) {
  const refused = refuseUnlessSameOrigin(request);
  if (refused) return refused;
  const session = await getSession();
  if (isSignedIn(session)) {
    // Best effort: the BFF session goes whatever the upstream says.
    await callUpstream({ method: 'POST', path: authApi.logout.path, timeoutMs: 5000 }, { jar: session.jar ?? {}, visitorHash: session.visitorHash! });
  }
  session.destroy();
  return json({ redirect: '/login' });
}
