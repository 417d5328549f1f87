import { completeSignIn } from '@/lib/auth/sign-in';
import { errorJson, json, refuseUnlessSameOrigin } from '@/lib/http';
import { LANDING_ROUTE } from '@/lib/constants';
import { getSession } from '@/lib/session';

/** 'Go to Workspace': the sign-in the completed onboarding left sealed becomes this session's; the browser then opens the feed. */
export async function POST(request: Request) {
  const refused = refuseUnlessSameOrigin(request);
  if (refused) return refused;
  const session = await getSession();
  const jar = session.onboardedJar;
  if (!jar) return json({ message: 'Please complete your onboarding first.' }, 409);
  delete session.onboardedJar;
  const done = await completeSignIn(session, jar);
  if (!done.ok) {
    await session.save();
    return errorJson(done.error);
  }
  return json({ redirect: LANDING_ROUTE });
}
