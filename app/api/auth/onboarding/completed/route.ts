import { onboardingWrite, readLinkBody } from '@/lib/onboarding/bff';
import { onboardingApi } from '@/lib/onboarding/endpoints';
import type { OnboardingCompletedResponse } from '@/lib/onboarding/schemas';

/**
 * Onboarding's last step: the upstream makes the person active, retires the
 * link and signs its session in. That sign-in is kept sealed, apart from the
 * guest cookies, until 'Go to Workspace' (../workspace) makes it this session's.
 */
export function POST(request: Request) {
  return onboardingWrite<OnboardingCompletedResponse>(
    request,
    async () => {
      const read = await readLinkBody(request);
      if (!read.ok) return read;
      return { ok: true, upstream: { path: onboardingApi.completed.path, json: read.link } };
    },
    (data) => ({ message: data.message, name: data.author.name }),
    (session, result) => {
      session.onboardedJar = result.jar;
      // The guest cookies were rotated into that sign-in: the next guest call starts afresh.
      delete session.jar;
    },
  );
}
